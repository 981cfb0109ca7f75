/** Português: a criança nova que fala e brinca de outro jeito, e o jogo feito dos dois jeitos. */
import { alt, cap, gx, type ShapeText } from '../../../writer/story-types.ts';

export const different: ShapeText = {
  title: (c) =>
    alt(c, 721, [`${c.name} e o tamborzinho`, `O novo amigo de ${c.name}`, `${c.name} e a palavra que quer dizer amigo`, `Dois jeitos de brincar, um só jogo`]),
  problem: (c) => [
    [0, `${cap(c.place.at)}, uma criança nova estava sentada sozinha no banco.`],
    [0, `A criança falava uma língua que ${c.name} nunca tinha ouvido.`],
    [1, `As outras crianças olharam um instante e voltaram às suas brincadeiras.`],
    [3, `${c.name} também olhou, e reparou numa coisa: a criança nova olhava as brincadeiras como quem olha uma porta, a pensar se alguém a vai abrir.`],
  ],
  tries: [
    (c) => [
      [0, `${c.name} foi até o banco e acenou. «Olá!»`],
      [0, `A criança sorriu e respondeu com uma palavra que ${c.name} não conhecia.`],
      [2, `«Deve querer dizer olá também», sussurrou ${c.co.name}.`],
    ],
    (c) => [
      [0, `${c.name} rolou a bola até a criança.`],
      [1, `A criança não chutou. Atirou a bola bem alto e apanhou-a a rir: era assim que se brincava com bola na casa dela.`],
      [2, `${c.name} franziu a testa. «Não é assim que se joga», quase disse. Mas não disse.`],
    ],
    (c) => [
      [0, `Então a criança tirou da mochila um tamborzinho.`],
      [0, `Ta-ca-ta, ta-ca-ta! O tambor cantava uma canção saltitante.`],
      ['t', `Ta-ca-ta! Ta-ca-ta!`],
      [3, `Percebia-se que a canção vinha de longe, e a criança tocava-a de olhos fechados, como se a casa dela estivesse a poucas batidas dali.`],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} riu e bateu palmas ao ritmo do tambor.`],
    [0, `Depois ${c.name} tentou tocar também: ta-ca… ta! Quase.`],
    [1, `Diferente não é errado, pensou ${c.name}. Diferente é novo, e o novo é divertido.`],
    [
      3,
      `${c.name} ficou ${gx(c, 'admirado', 'admirada')} com tudo o que se podia aprender com alguém que fazia tudo um bocadinho diferente: uma palavra nova, um jogo novo, uma canção nova, tudo a partir de um só banco.`,
    ],
  ],
  resolution: (c) => [
    [0, `Juntos inventaram um jogo novo: a cada batida do tambor, a bola voa lá para cima!`],
    [1, `Logo as outras crianças vieram brincar também, e ${c.co.name} dançava no meio.`],
    [2, `A criança ensinou uma palavra a ${c.name}. «Quer dizer amigo», disse, apontando para ${c.name}.`],
  ],
};
