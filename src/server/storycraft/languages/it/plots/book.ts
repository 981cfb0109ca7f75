/** Italiano: la domanda sulla luna, risolta in biblioteca. */
import { alt, cap, type ShapeText } from '../../../writer/story-types.ts';

export const book: ShapeText = {
  title: (c) => alt(c, 45, [`${c.name} e il libro della luna`, `${c.name} chiede alla biblioteca`, `Una domanda a cui solo un libro sapeva rispondere`]),
  problem: (c) => [
    [0, `${cap(c.place.at)} la bibliotecaria mostrò a ${c.name} scaffali pieni di libri, fino al soffitto.`],
    [0, `${c.name} aveva una domanda: «Perché la luna cambia forma?»`],
    [1, `«La risposta è in uno di questi libri», sorrise la bibliotecaria. «Devi solo trovarla.»`],
    [2, `${c.name} guardò le migliaia di dorsi e deglutì. «Ma in quale?»`],
    [
      3,
      `${c.name} aveva fatto la domanda a colazione, a pranzo e due volte per strada, e nessuno aveva risposto davvero. Da qualche parte su quegli scaffali, diceva la bibliotecaria, qualcuno aveva scritto tutto con pazienza, nel caso un giorno ${c.name} fosse venut${c.g === 'f' ? 'a' : 'o'} a cercarlo.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `${c.name} portò via dallo scaffale il libro più grosso e pesante. Uff!`],
      [1, `Ma le lettere erano minuscole, non c’erano figure, e parlava solo di sassi.`],
      ['t', `Che libro pesante!`],
    ],
    (c) => [
      [0, `${c.name} si sedette con un libro sottile, pieno di figure colorate.`],
      [
        1,
        alt(c, 720, [
          `Parlava di un trattore. Finito in un minuto, e di luna neanche l’ombra.`,
          `Parlava di un’anatra che aveva perso uno stivale. Buffissimo, cortissimo, e niente luna.`,
        ]),
      ],
    ],
    (c) => [
      [0, `${c.name} sfogliò un libro più in fretta che poteva, cercando solo la parola «luna».`],
      [1, `Fru, fru, fru! Le pagine si confondevano, e ${c.name} non capì proprio niente.`],
      [2, `«I libri non funzionano così», sospirò ${c.co.name}. «Bisogna lasciarli raccontare.»`],
    ],
  ],
  turn: (c) => [
    [0, `Così ${c.name} scelse un libro con una luna d’argento in copertina, si sedette e lo lesse piano, ad alta voce, per ${c.co.name}.`],
    [1, `Una riga, poi la successiva. La luna non cambia davvero, diceva il libro: ogni notte il sole ne illumina un pezzo diverso.`],
    ['t', `Luna tonda, mezza luna, lunetta!`],
    [2, `«Allora è sempre tutta intera», sussurrò ${c.name}. «Solo che la parte buia non la vediamo!» ${c.co.name} girò pagina per vedere come continuava.`],
    [
      3,
      `Verso pagina dieci successe una cosa strana: ${c.name} smise di dare la caccia alla risposta e cominciò semplicemente a leggere. Il libro aveva una voce calma e gentile, e appena ${c.name} rallentò al suo passo, raccontò molto più dell’unica cosa che era venut${c.g === 'f' ? 'a' : 'o'} a chiedere.`,
    ],
  ],
  resolution: (c) => [
    [0, `La bibliotecaria timbrò il libro. «Riportalo tra due settimane», disse.`],
    [0, alt(c, 721, [`${c.name} portò fuori il libro della luna, stretto stretto.`, `${c.name} portò il libro fino alla porta come un tesoro.`])],
    [1, `«Stasera», disse ${c.name} a ${c.co.name}, «leggiamo il capitolo dopo e poi guardiamo la luna vera.»`],
  ],
};
