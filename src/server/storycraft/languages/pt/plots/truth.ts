/** Português: a bola achada que é de outra pessoa, e a verdade dita. */
import { alt, cap, gx, type ShapeText } from '../../../writer/story-types.ts';

export const truth: ShapeText = {
  title: (c) =>
    alt(c, 701, [
      `${c.name} e a bola de listra`,
      `${c.name} conta a verdade`,
      `A bola vermelha que não era de ${c.name}`,
      `${c.name} e o dia do «achado não é roubado»`,
    ]),
  problem: (c) => [
    [0, `${cap(c.place.at)}, ${c.name} achou uma bola vermelha com uma listra branca.`],
    [0, `Não era a bola de ${c.name}.`],
    [1, `Não havia ninguém por perto. «Quem acha fica», sussurrou uma vozinha dentro de ${c.name}.`],
    [2, `${c.co.name} cheirou a bola. «De quem é?» «Agora é minha», disse ${c.name}, um pouco depressa demais.`],
    [
      3,
      `${c.name} girava a bola nas mãos. Era exatamente a bola que sempre tinha querido, e esse era justamente o problema: quando se quer muito uma coisa, é fácil esquecer de quem ela é.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `${c.name} escondeu a bola na cesta, debaixo de um pano.`],
      [1, `«Assim ninguém vai ver», disse. ${c.co.name} não disse nada.`],
      [3, `Esconder foi fácil. Esquecer que estava escondida foi muito mais difícil.`],
    ],
    (c) => [
      [0, `${c.name} tentou brincar com a bola nova, mas não teve graça.`],
      [1, `A barriga parecia pesada, como se a bola estivesse lá dentro.`],
      ['t', `Pula… pula… sem graça.`],
      [2, `«Por que não tem graça?», perguntou ${c.co.name}. ${c.name} encolheu os ombros, mas sabia muito bem.`],
    ],
    (c) => [
      [0, `Então, perto das árvores, ${c.name} viu uma criança procurando por toda parte.`],
      [0, `«A minha bola! Alguém viu a minha bola vermelha de listra branca?»`],
      [1, `A criança estava de olhos molhados, e ${c.name} sentiu as bochechas ficarem quentes.`],
      [
        3,
        `${c.name} conhecia aquele sentimento por dentro: no dia em que o seu ursinho sumiu, o mundo inteiro pareceu torto até ele voltar. Agora era ${gx(c, 'ele', 'ela')} quem podia endireitar o mundo de alguém.`,
      ],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} tirou a bola da cesta e a devolveu.`],
    [0, `«Fui eu que achei», disse. «E queria ficar com ela. Desculpa.»`],
    [1, `Contar a verdade fez a voz tremer, mas ${c.name} disse cada palavra.`],
    [
      3,
      `Era curioso: a bola já não estava ali, e mesmo assim ${c.name} se sentia mais leve do que antes, como se tivesse pousado no chão uma mochila pesada carregada a tarde toda.`,
    ],
  ],
  resolution: (c) => [
    [0, `A criança abraçou a bola e riu.`],
    [0, `«Obrigada por me contar! Vamos brincar juntos?»`],
    [0, `E eles chutaram a bola vermelha de listra branca, de um para o outro, outra vez e mais outra.`],
    [1, `${c.co.name} corria entre os dois, e ${c.name} estava com o coração leve como uma bolha de sabão.`],
    [2, `«Você pode chutar sempre primeiro», disse a criança, e ${c.name} abriu um sorrisão.`],
  ],
};
