/** Italiano: il bambino nuovo che parla e gioca in modo diverso, e il gioco fatto dei due modi. */
import { alt, cap, type ShapeText } from '../../../writer/story-types.ts';

export const different: ShapeText = {
  title: (c) =>
    alt(c, 721, [
      `${c.name} e il tamburello`,
      `Il nuovo amico di ${c.name}`,
      `${c.name} e la parola che vuol dire amico`,
      `Due modi di giocare, un solo gioco`,
    ]),
  problem: (c) => [
    [0, `${cap(c.place.at)}, un bambino nuovo era seduto da solo sulla panchina.`],
    [0, `Il bambino parlava una lingua che ${c.name} non aveva mai sentito.`],
    [1, `Gli altri bambini guardarono un attimo e tornarono ai loro giochi.`],
    [3, `Anche ${c.name} guardò, e notò una cosa: il bambino nuovo guardava i giochi come si guarda una porta, chiedendosi se qualcuno la aprirà.`],
  ],
  tries: [
    (c) => [
      [0, `${c.name} si avvicinò alla panchina e salutò con la mano. «Ciao!»`],
      [0, `Il bambino sorrise e rispose con una parola che ${c.name} non conosceva.`],
      [2, `«Vorrà dire ciao anche quella», sussurrò ${c.co.name}.`],
    ],
    (c) => [
      [0, `${c.name} fece rotolare la palla verso il bambino.`],
      [1, `Il bambino non la calciò. La lanciò in alto e la riprese ridendo: a casa sua si giocava a palla così.`],
      [2, `${c.name} aggrottò la fronte. «Non si gioca così», stava per dire. Ma non lo disse.`],
    ],
    (c) => [
      [0, `Poi il bambino tirò fuori dallo zaino un piccolo tamburo.`],
      [0, `Ta-ca-ta, ta-ca-ta! Il tamburo cantava una canzone saltellante.`],
      ['t', `Ta-ca-ta! Ta-ca-ta!`],
      [3, `Si capiva che la canzone veniva da lontano, e il bambino la suonava a occhi chiusi, come se casa sua fosse a pochi colpi di tamburo.`],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} rise e batté le mani a tempo con il tamburo.`],
    [0, `Poi ${c.name} provò a suonarlo: ta-ca… ta! Quasi.`],
    [1, `Diverso non vuol dire sbagliato, pensò ${c.name}. Diverso vuol dire nuovo, e il nuovo è divertente.`],
    [
      3,
      `${c.name} si stupì di quante cose si potessero imparare da qualcuno che faceva tutto un po’ diversamente: una parola nuova, un gioco nuovo, una canzone nuova, tutto da una sola panchina.`,
    ],
  ],
  resolution: (c) => [
    [0, `Insieme inventarono un gioco nuovo: a ogni colpo di tamburo, la palla vola in alto!`],
    [1, `Presto vennero a giocare anche gli altri bambini, e ${c.co.name} ballava nel mezzo.`],
    [2, `Il bambino insegnò una parola a ${c.name}. «Vuol dire amico», disse, indicando ${c.name}.`],
  ],
};
