/** Italiano: la promessa di innaffiare i semi, l’aquilone che chiama, e la parola mantenuta. */
import { alt, cap, type ShapeText } from '../../../writer/story-types.ts';

export const promise: ShapeText = {
  title: (c) =>
    alt(c, 731, [
      `${c.name} mantiene una promessa`,
      `${c.name} e i semi assetati`,
      `Una promessa, un aquilone e ${c.name}`,
      `${c.name} e il primo germoglio verde`,
    ]),
  problem: (c) => [
    [0, `${cap(c.place.at)}, ${c.name} e ${c.co.name} piantarono dei semi piccolissimi.`],
    [0, `«Prometto di innaffiarli ogni giorno», disse ${c.name}, e prese il secchio.`],
    [1, `${c.co.name} batté piano sulla terra. «Ogni giorno», disse. «Da oggi.»`],
    [3, `Fare la promessa sembrava facile e bellissimo, come tutte le promesse finché niente le tira dall’altra parte.`],
  ],
  tries: [
    (c) => [
      [0, `Proprio allora passò di corsa un amico con un aquilone.`],
      [0, `«Vieni a farlo volare! Il vento è perfetto!»`],
      [1, `${c.name} fece qualche passo dietro l’aquilone. Danzava e tirava nel cielo.`],
    ],
    (c) => [
      [0, `${c.name} si fermò e guardò l’aquilone, poi il secchio vuoto.`],
      [1, `«I semi possono aspettare», disse una vocina dentro. «Solo per questa volta.»`],
      [
        3,
        `Era una voce molto ragionevole. Il guaio era proprio quello: sembrava sempre più ragionevole quando chiedeva qualcosa che non era del tutto giusto.`,
      ],
    ],
    (c) => [
      [0, `${c.name} guardò l’aiuola dei semi. La terra era secca e screpolata.`],
      [1, `I semini aspettavano. Non potevano andare a prendere l’acqua da soli.`],
      [2, `${c.co.name} non disse niente. Guardava solo ${c.name}, e aspettava.`],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} riempì il secchio fino all’orlo e lo portò fino ai semi.`],
    [0, `«Una promessa è una promessa», disse, e li innaffiò tutti, uno per uno.`],
    [1, `Il gioco poteva aspettare un po’. I semi no.`],
    [
      3,
      `Mantenere la promessa costò cinque minuti e un pizzico di attesa. Romperla sarebbe costato qualcosa di più difficile da dire: la sensazione che la parola di ${c.name} valesse davvero.`,
    ],
  ],
  resolution: (c) => [
    [0, `L’amico aveva aspettato, e insieme fecero volare l’aquilone altissimo nel cielo.`],
    [0, `E giù, nella terra bagnata, spuntò il primo piccolo germoglio verde.`],
    [1, `${c.co.name} fece festa. «Hai mantenuto la promessa, e guarda, anche i semi!»`],
  ],
};
