/** Italiano: il seme che se la prendeva comoda. */
import { alt, cap, gx, type ShapeText } from '../../../writer/story-types.ts';

export const garden: ShapeText = {
  title: (c) => alt(c, 43, [`${c.name} e il seme senza fretta`, `${c.name} pianta un seme`, `Che cosa crebbe nell’aiuola di ${c.name}`]),
  problem: (c) => [
    [
      0,
      alt(c, 700, [
        `${cap(c.place.at)}, ${c.name} scavò una buchetta e ci piantò un seme, tondo e marrone.`,
        `${cap(c.place.at)}, ${c.name} spinse un semino marrone nella terra morbida.`,
        `${cap(c.place.at)}, ${c.name} fece un buco con un dito e ci lasciò cadere un seme.`,
      ]),
    ],
    ['t', `Pat, pat, pat, fece la terra.`],
    [
      0,
      alt(c, 701, [`«Cresci!» disse ${c.name}. Ma la terra restava lì, marrone e ferma.`, `«Su, cresci», disse ${c.name}. La terra rimase piatta e marrone.`]),
    ],
    [1, `${c.co.name} annusò l’aiuola. Niente. Nemmeno una punta verde.`],
    [
      3,
      `${c.name} aveva letto che dentro un seme c’è una pianta intera ripiegata, con radici, foglie e tutto. Sembrava davvero irragionevole che una cosa così piena di progetti non facesse assolutamente nulla mentre qualcuno la guardava.`,
    ],
  ],
  tries: [
    (c) => [
      [
        0,
        alt(c, 702, [
          `La mattina dopo ${c.name} corse fuori a guardare la terra nuda.`,
          `Ogni mattina ${c.name} si inginocchiava accanto all’aiuola e fissava la terra.`,
          `${c.name} si sdraiò a pancia in giù e guardò la terra, col naso quasi dentro.`,
        ]),
      ],
      [0, `Ancora niente. Solo terra marrone.`],
      [1, alt(c, 703, [`«Forse è timido», disse ${c.co.name}.`, `«Forse cresce quando nessuno guarda», disse ${c.co.name}.`])],
    ],
    (c) => [
      [0, `${c.name} voleva dissotterrare il seme, solo per controllare.`],
      [
        1,
        `«Se lo tiri fuori, non può crescere», disse ${c.co.name}. ${c.name} si rimise ${gx(c, 'seduto', 'seduta')}, triste e un po’ ${gx(c, 'arrabbiato', 'arrabbiata')}.`,
      ],
      [2, `«Ma come faccio a sapere che sta facendo qualcosa?» sospirò ${c.name}. «Magari laggiù sta dormendo!»`],
    ],
    (c) => [
      [0, `${c.name} chiese al vecchio melo: «Quanto ci hai messo tu a crescere?»`],
      [1, `L’albero fece solo frusciare le foglie, lento e calmo, come per dire: tanto, tantissimo tempo.`],
      [2, `${c.name} guardò il tronco grosso e le centinaia di foglie. Era un bel po’ di attesa.`],
    ],
  ],
  turn: (c) => [
    [0, `Allora ${c.name} fece un piano: un po’ di cura ogni giorno, e poi via a giocare.`],
    [1, `Ogni mattina ${c.name} dava all’aiuola un bicchiere d’acqua e strappava un’erbaccia. Poi ${c.name} e ${c.co.name} andavano a giocare.`],
    [
      0,
      alt(c, 704, [
        `E una mattina… guarda! Un germoglio verde minuscolo, con due foglioline.`,
        `E una mattina eccolo lì: un germoglio verde, piccolo come un’unghia.`,
      ]),
    ],
    ['t', `Ciao, germoglio!`],
    [
      3,
      `Aspettare, scoprì ${c.name}, non era come non fare niente. Voleva dire fare ogni giorno la piccola cosa giusta e fidarsi che il resto accadesse lontano dagli occhi. È più difficile, e anche sorprendentemente tranquillo.`,
    ],
  ],
  resolution: (c) => [
    [
      0,
      alt(c, 705, [
        `Il germoglio crebbe, e un giorno in cima si aprì un fiore rosa.`,
        `Giorno dopo giorno il germoglio crebbe, finché un fiore rosa si aprì al sole.`,
      ]),
    ],
    [0, `${c.name} rise. «Ho fatto crescere un fiore!»`],
    [1, `${c.co.name} lo annusò pianissimo. Profumava d’estate.`],
    [2, `«Ha lavorato tutto il tempo», disse ${c.name}. «Là sotto, dove non potevamo vedere.»`],
  ],
};
