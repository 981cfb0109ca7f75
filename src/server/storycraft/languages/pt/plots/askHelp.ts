/** Português: a bicicleta nova, os tombos, e o mais corajoso: pedir ajuda. */
import { alt, cap, gx, type ShapeText } from '../../../writer/story-types.ts';

export const askHelp: ShapeText = {
  title: (c) =>
    alt(c, 711, [`${c.name} e a bicicleta bamba`, `${c.name} pede ajuda`, `A pergunta mais corajosa de ${c.name}`, `${c.name} aprende a andar de bicicleta`]),
  problem: (c) => [
    [0, `${cap(c.place.at)}, ${c.name} tinha uma bicicleta novinha em folha.`],
    [0, `Hoje ${c.name} queria andar nela — ${gx(c, 'sozinho', 'sozinha')}.`],
    [1, `«Não preciso de ninguém», disse ${c.name} para ${c.co.name}. «Os grandes andam sozinhos.»`],
    [
      3,
      `O verão inteiro, ${c.name} tinha visto as crianças maiores passarem voando de bicicleta, e nenhuma parecia precisar de uma mão. O segredo devia ser ter coragem suficiente para tentar sem ajuda.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `${c.name} subiu e empurrou o pedal. Balança, balança… bum!`],
      [0, `A bicicleta tombou na grama macia.`],
      ['t', `Balança, balança, bum!`],
      [2, `${c.name} levantou depressa e bateu a poeira dos joelhos. «Foi só um treino.»`],
    ],
    (c) => [
      [0, `${c.name} tentou de novo, e caiu de novo. Os olhos arderam.`],
      [1, `«Vamos pedir ajuda?», perguntou ${c.co.name}.`],
      [1, `«Não!», disse ${c.name}. «Eu consigo ${gx(c, 'sozinho', 'sozinha')}!»`],
      [3, `A palavra saiu mais alta do que queria. Embaixo dela havia outra palavra, menor e mais verdadeira, que não queria ser dita.`],
    ],
    (c) => [
      [0, `${c.name} sentou debaixo de uma árvore, ao lado da bicicleta, e pensou.`],
      [1, `Pedir ajuda parecia o mesmo que dizer: «Eu não consigo».`],
      [2, `«Até os adultos pedem ajuda», disse ${c.co.name} baixinho. «Foi assim que eles aprenderam.»`],
      [
        3,
        `${c.name} pensou nisso. As crianças das bicicletas não tinham nascido sabendo pedalar. Um dia, alguém tinha segurado o selim para cada uma delas; ${c.name} só não estava lá para ver.`,
      ],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} respirou fundo e levou a bicicleta até o papai, sentado no banco.`],
    [0, `«Papai, você me ajuda?», perguntou.`],
    [1, `Pedir foi a parte mais corajosa. O papai sorriu e levantou na hora.`],
    [
      3,
      `A pergunta era tão pequena, só quatro palavras, e mesmo assim parecia pular do trampolim alto da piscina. E, como depois do pulo, acabou num instante, e ${c.name} ficou radiante.`,
    ],
  ],
  resolution: (c) => [
    [0, `O papai segurou o selim e correu ao lado de ${c.name}. Depois, bem devagarinho, soltou.`],
    [0, `E ${c.name} andou na bicicleta nova ${gx(c, 'sozinho', 'sozinha')}!`],
    [1, `${c.co.name} comemorou, e o papai bateu palmas. «Você conseguiu!»`],
    [2, `«Nós conseguimos», riu ${c.name}. «Você ajudou, e depois eu consegui.»`],
  ],
};
