/** Português (do Brasil): a corrida até a árvore grande. */
import { alt, cap, gx, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

/** A amiga que ganha a corrida (outro nome se a criança já se chama assim). */
const F = (c: StoryContext) => (c.name.toLowerCase() === 'bia' ? 'Lara' : 'Bia');

export const race: ShapeText = {
  title: (c) => alt(c, 44, [`${c.name} e a corrida até a árvore grande`, `${c.name} chega em segundo`, `Preparar, apontar… ${c.name}!`]),
  problem: (c) => [
    [0, `${cap(c.place.at)}, ${c.name} e a amiga ${F(c)} apostaram uma corrida até a árvore grande.`],
    ['t', `Preparar, apontar, já!`],
    [
      0,
      alt(c, 710, [
        `${F(c)} tocou a árvore primeiro, por um triz.`,
        `${F(c)} chegou primeiro, um passo inteiro na frente.`,
        `Tum, tum, tum… e ${F(c)} tocou a árvore primeiro.`,
      ]),
    ],
    [1, `As bochechas de ${c.name} ficaram quentes e vermelhas. ${c.co.name} torcia pelas duas, e isso não ajudava nada.`],
    [
      3,
      `${c.name} tinha certeza de que ia ganhar; já tinha até ensaiado o aceno de campeã${gx(c, 'o', '')}. Perder foi como errar um degrau no escuro: um tranco e depois uma vergonha quente que pinica.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `«Não vale, ${F(c)}!», gritou ${c.name}. «Você saiu antes do “já”!»`],
      [1, `O sorriso de ${F(c)} sumiu. «Não saí, não», disse baixinho.`],
      [2, `${c.name} sabia que ela tinha razão, e era justamente isso que deixava a raiva maior.`],
    ],
    (c) => [
      [0, `«De novo!», disse ${c.name}, e correu até a árvore grande o mais rápido que conseguiu.`],
      [1, alt(c, 711, [`Mas ${F(c)} era rápida e chegou primeiro de novo.`, `Mas ${F(c)} ganhou outra vez, agora por dois passos.`])],
      [2, `«De novo! De novo!», bufou ${c.name}. Quanto mais perdia, mais a raiva esquentava.`],
    ],
    (c) => [
      [0, `${c.name} sentou de braços cruzados e não quis mais jogar bola com ${F(c)}.`],
      [1, `${F(c)} chutava a bola sozinha. Ela também não parecia estar se divertindo.`],
      [2, `${c.co.name} olhava de uma para ${gx(c, 'o outro', 'a outra')}. «Assim ninguém ganha», disse.`],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} levantou e respirou devagar três vezes.`],
    [1, `Inspira e solta, inspira e solta, inspira e solta.`],
    [0, `Depois foi até ${F(c)}. «Você é muito rápida. Que corrida!»`],
    [1, `«Desculpa por dizer que você roubou. Agora é sua vez de escolher a brincadeira.»`],
    ['t', `Que corrida, ${F(c)}!`],
    [
      3,
      `Era impressionante o quanto aquelas palavras custavam, e o pouco que pesavam depois de ditas. O calor foi passando, e no lugar dele veio uma coisa mais firme: ${c.name} podia perder uma corrida e continuar sendo alguém com quem dá gosto correr.`,
    ],
  ],
  resolution: (c) => [
    [
      0,
      alt(c, 712, [
        `${F(c)} escolheu jogar bola, e as duas crianças chutaram de um lado para o outro até cair na risada.`,
        `${F(c)} escolheu bola, e ${c.g === 'f' ? 'elas' : 'eles'} trocaram passes, rindo.`,
      ]),
    ],
    [0, `No fim, ${c.name} e ${F(c)} correram de mãos dadas até a árvore grande.`],
    [1, `Ninguém contou quem ganhou. ${c.co.name} disse que foi empate, e dos bons.`],
  ],
};
