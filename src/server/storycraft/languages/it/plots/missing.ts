/** Testo italiano della trama `missing`: sentire la mancanza di qualcuno che è morto e ricordarlo con amore. */
import { alt, gx, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

const o = (c: StoryContext) => gx(c, 'o', 'a', 'o');

/** Chi manca: nome, pronomi e un ricordo che gli somiglia. */
function who(c: StoryContext) {
  switch (c.missed) {
    case 'grandma':
      return {
        n: 'la nonna',
        N: 'La nonna',
        a: 'a',
        lo: 'la',
        lui: 'lei',
        di: 'della nonna',
        bench: 'la panchina della nonna',
        memory: 'di come la nonna canticchiava mentre annaffiava le rose',
      };
    case 'dog':
      return {
        n: 'il vecchio cane',
        N: 'Il vecchio cane',
        a: 'o',
        lo: 'lo',
        lui: 'lui',
        di: 'del vecchio cane',
        bench: 'la panchina dove il vecchio cane amava sonnecchiare al sole',
        memory: 'di come il vecchio cane scodinzolava con tutto il corpo quando era contento',
      };
    case 'cat':
      return {
        n: 'la vecchia gatta',
        N: 'La vecchia gatta',
        a: 'a',
        lo: 'la',
        lui: 'lei',
        di: 'della vecchia gatta',
        bench: 'la panchina dove la vecchia gatta amava sonnecchiare al sole',
        memory: 'di come la vecchia gatta faceva le fusa come un motorino',
      };
    default:
      return {
        n: 'il nonno',
        N: 'Il nonno',
        a: 'o',
        lo: 'lo',
        lui: 'lui',
        di: 'del nonno',
        bench: 'la panchina del nonno',
        memory: 'di come il nonno raccontava le barzellette più sciocche e rideva per primo',
      };
  }
}

export const missing: ShapeText = {
  quiet: true,
  low: (c) => [
    [0, `${c.name} si sedette di nuovo sulla panchina, immobile.`],
    [
      0,
      `${c.co.name} si accoccolò vicino e non disse niente, ed era proprio la cosa giusta. La mancanza, pensò ${c.name}, è come una pioggia che cade dentro.`,
    ],
  ],
  title: (c) => {
    const w = who(c);
    return alt(c, 60, [`${c.name} si ricorda ${w.di}`, `Un fiore per ${w.n}`, `${c.name} e la tristezza pesante`]);
  },
  problem: (c) => {
    const w = who(c);
    return [
      [0, `${c.name} era sedut${o(c)} sulla vecchia panchina ${c.place.at}. Era ${w.bench}.`],
      [0, `${w.N} era mort${w.a}. Non sarebbe più tornat${w.a}, e a ${c.name} mancava tantissimo.`],
      ['t', `La panchina è silenziosa. ${c.name} è triste.`],
      [1, `${c.co.name} si sedette vicino, vicinissimo.`],
      [2, `«Morire vuol dire che il corpo smette di funzionare e non può più ripartire», aveva detto la mamma. Non era colpa di nessuno.`],
      [
        3,
        `${c.name} capiva le parole. Quello che non capiva era cosa fare della tristezza: ${gx(c, 'gli', 'le')} pesava nel petto come un sasso che si fosse dimenticato di essere leggero.`,
      ],
    ];
  },
  tries: [
    (c) => [
      [0, `${c.co.name} fece rotolare la palla verso ${c.name}. Ma ${c.name} non aveva voglia di giocare.`],
      [1, `La palla rotolò via sull’erba, e nessuno le corse dietro.`],
      ['t', `Rotola, palla, rotola. Oggi no.`],
    ],
    (c) => [
      [0, `${c.name} rimase in piedi vicino al grande albero e spinse la tristezza giù, in fondo in fondo.`],
      [1, `«Sto bene», disse. Ma la tristezza non se ne andava. Diventava solo più pesante.`],
    ],
    (c) => {
      const w = who(c);
      return [
        [0, `${c.name} aprì il vecchio album di foto e guardò le foto ${w.di}.`],
        [1, `Eccol${w.a} lì, ${w.n}, nel sole. La tristezza tornò, più grande di prima.`],
        [3, `Ricordare faceva male, e dimenticare avrebbe fatto ancora più male. ${c.name} non sapeva ancora che c’era una terza strada.`],
      ];
    },
  ],
  turn: (c) => {
    const w = who(c);
    return [
      [0, `${c.name} corse dalla mamma e disse ad alta voce la cosa vera: «Mi manca ${w.n}. Sono tanto triste».`],
      [0, `La mamma strinse forte ${c.name}. «Manca anche a me», sussurrò.`],
      ['t', `Abbraccio, abbraccio. Tristi insieme.`],
      [1, `Piansero un pochino, insieme. E la tristezza diventò un pochino più leggera.`],
      [2, `«Va bene essere tristi», disse la mamma. «La mancanza fa così, perché ${w.lo === 'lo' ? "l'abbiamo amato" : "l'abbiamo amata"} tanto».`],
      [3, `Il sasso non sparì. Ma adesso aveva un nome e qualcuno che aiutava a portarlo, e un sasso così ${c.name} poteva portarlo.`],
    ];
  },
  resolution: (c) => {
    const w = who(c);
    return [
      [0, `Allora ${c.name} e la mamma piantarono un fiore accanto alla panchina.`],
      [0, `Parlarono ${w.memory}, e risero perfino.`],
      [1, `«Quando fiorirà, penseremo a ${w.lui}», disse ${c.name}.`],
      [2, `${c.co.name} aiutò a premere la terra. L’amore, pensò ${c.name}, non finisce quando qualcuno se ne va. Resta, come la panchina, come il fiore.`],
    ];
  },
};
