/** Português (do Brasil): a semente que não tinha pressa. */
import { alt, cap, gx, type ShapeText } from '../../../writer/story-types.ts';

export const garden: ShapeText = {
  title: (c) => alt(c, 43, [`${c.name} e a semente sem pressa`, `${c.name} planta uma semente`, `O que nasceu no canteiro de ${c.name}`]),
  problem: (c) => [
    [
      0,
      alt(c, 700, [
        `${cap(c.place.at)}, ${c.name} cavou um buraquinho e plantou uma semente, redonda e marrom.`,
        `${cap(c.place.at)}, ${c.name} enterrou uma sementinha marrom na terra fofinha.`,
        `${cap(c.place.at)}, ${c.name} fez um buraco com o dedo e deixou cair uma semente lá dentro.`,
      ]),
    ],
    ['t', `Tap, tap, tap, fez a terra.`],
    [
      0,
      alt(c, 701, [
        `«Cresça!», disse ${c.name}. Mas a terra ficou ali, marrom e quietinha.`,
        `«Vamos, pode crescer», disse ${c.name}. A terra continuou lisa e marrom.`,
      ]),
    ],
    [1, `${c.co.name} farejou o canteiro. Nada. Nem uma pontinha verde.`],
    [
      3,
      `${c.name} tinha lido que dentro de uma semente existe uma planta inteira dobradinha, com raízes, folhas e tudo. Parecia muito pouco justo que uma coisa tão cheia de planos não fizesse absolutamente nada enquanto alguém olhava.`,
    ],
  ],
  tries: [
    (c) => [
      [
        0,
        alt(c, 702, [
          `Na manhã seguinte, ${c.name} correu lá fora para olhar a terra pelada.`,
          `Toda manhã, ${c.name} se ajoelhava ao lado do canteiro e ficava olhando a terra.`,
          `${c.name} deitou de barriga no chão e olhou a terra, com o nariz quase encostando.`,
        ]),
      ],
      [0, `Nada ainda. Só terra marrom.`],
      [1, alt(c, 703, [`«Vai ver ela é tímida», disse ${c.co.name}.`, `«Vai ver ela só cresce quando ninguém está olhando», disse ${c.co.name}.`])],
    ],
    (c) => [
      [0, `${c.name} quis desenterrar a semente, só para conferir.`],
      [1, `«Se você desenterrar, ela não consegue crescer», disse ${c.co.name}. ${c.name} sentou, ${gx(c, 'triste e bravo', 'triste e brava')}.`],
      [2, `«Mas como eu vou saber se ela está fazendo alguma coisa?», suspirou ${c.name}. «Vai ver está dormindo lá embaixo!»`],
    ],
    (c) => [
      [0, `${c.name} perguntou para a velha macieira: «Quanto tempo você levou para crescer?»`],
      [1, `A árvore só balançou as folhas, devagar e calma, como quem diz: muito, muito tempo.`],
      [2, `${c.name} olhou para o tronco grosso e para as centenas de folhas. Era muita espera.`],
    ],
  ],
  turn: (c) => [
    [0, `Então ${c.name} fez um plano: um pouco de cuidado todo dia, e depois brincar.`],
    [1, `Toda manhã, ${c.name} dava ao canteiro um copinho de água e arrancava uma erva daninha. Depois, ${c.name} e ${c.co.name} iam brincar.`],
    [
      0,
      alt(c, 704, [
        `E uma manhã… olha! Um brotinho verde minúsculo, com duas folhinhas.`,
        `E uma manhã lá estava ele: um broto verde, do tamanho de uma unha.`,
      ]),
    ],
    ['t', `Oi, brotinho!`],
    [
      3,
      `Esperar, descobriu ${c.name}, não era a mesma coisa que não fazer nada. Era fazer todo dia a pequena coisa certa e confiar que o resto acontecia longe dos olhos. Isso é mais difícil, e também surpreendentemente tranquilo.`,
    ],
  ],
  resolution: (c) => [
    [
      0,
      alt(c, 705, [
        `O broto cresceu, e um dia uma flor cor-de-rosa se abriu lá em cima.`,
        `Dia após dia o broto cresceu, até que uma flor cor-de-rosa se abriu ao sol.`,
      ]),
    ],
    [0, `${c.name} riu. «Eu fiz uma flor crescer!»`],
    [1, `${c.co.name} cheirou a flor bem de leve. Tinha cheiro de verão.`],
    [2, `«Ela estava trabalhando o tempo todo», disse ${c.name}. «Lá embaixo, onde a gente não via.»`],
  ],
};
