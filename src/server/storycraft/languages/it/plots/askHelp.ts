/** Italiano: la bici nuova, le cadute, e la cosa più coraggiosa: chiedere aiuto. */
import { alt, cap, gx, type ShapeText } from '../../../writer/story-types.ts';

export const askHelp: ShapeText = {
  title: (c) =>
    alt(c, 711, [`${c.name} e la bici traballante`, `${c.name} chiede aiuto`, `La domanda più coraggiosa di ${c.name}`, `${c.name} impara ad andare in bici`]),
  problem: (c) => [
    [0, `${cap(c.place.at)}, ${c.name} aveva una bicicletta nuova fiammante.`],
    [0, `Oggi ${c.name} voleva andarci — ${gx(c, 'tutto da solo', 'tutta da sola')}.`],
    [1, `«Non mi serve nessuno», disse ${c.name} a ${c.co.name}. «I grandi vanno da soli.»`],
    [
      3,
      `Per tutta l’estate ${c.name} aveva guardato i bambini più grandi sfrecciare in bici, e nessuno sembrava mai aver bisogno di una mano. Il trucco doveva essere avere abbastanza coraggio da provarci senza.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `${c.name} salì e spinse sul pedale. Traballa, traballa… bum!`],
      [0, `La bicicletta si rovesciò sull’erba morbida.`],
      ['t', `Traballa, traballa, bum!`],
      [2, `${c.name} si rialzò in fretta e si spolverò le ginocchia. «Era solo un allenamento.»`],
    ],
    (c) => [
      [0, `${c.name} riprovò, e cadde di nuovo. Gli occhi pizzicavano.`],
      [1, `«Chiediamo aiuto?» domandò ${c.co.name}.`],
      [1, `«No!» disse ${c.name}. «Ce la faccio ${gx(c, 'da solo', 'da sola')}!»`],
      [3, `La parola uscì più forte del previsto. Sotto c’era una parola più piccola e più vera, che non voleva farsi sentire.`],
    ],
    (c) => [
      [0, `${c.name} si sedette sotto un albero, accanto alla bicicletta, e pensò.`],
      [1, `Chiedere aiuto sembrava come dire: «Non ci riesco».`],
      [2, `«Anche i grandi chiedono aiuto», disse piano ${c.co.name}. «È così che hanno imparato.»`],
      [
        3,
        `${c.name} ci pensò. I bambini in bici non erano nati sapendo pedalare. Un giorno qualcuno aveva tenuto il sellino a ognuno di loro; ${c.name} semplicemente non c’era a vederlo.`,
      ],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} fece un bel respiro e spinse la bicicletta fino a papà, seduto sulla panchina.`],
    [0, `«Papà, mi aiuti?» chiese.`],
    [1, `Chiedere era stata la parte più coraggiosa. Papà sorrise e si alzò subito.`],
    [
      3,
      `La domanda era piccolissima, due parole appena, eppure sembrava il tuffo dal trampolino alto della piscina. E come dopo il tuffo, fu tutto finito in un attimo, e ${c.name} brillava di gioia.`,
    ],
  ],
  resolution: (c) => [
    [0, `Papà tenne il sellino e corse accanto a ${c.name}. Poi, pian piano, lasciò andare.`],
    [0, `E ${c.name} pedalò sulla bicicletta nuova ${gx(c, 'tutto da solo', 'tutta da sola')}!`],
    [1, `${c.co.name} fece festa, e papà batté le mani. «Ce l’hai fatta!»`],
    [2, `«Ce l’abbiamo fatta», rise ${c.name}. «Tu mi hai aiutato, e poi ci sono ${gx(c, 'riuscito', 'riuscita')}.»`],
  ],
};
