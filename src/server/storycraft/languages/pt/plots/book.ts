/** Português (do Brasil): a pergunta sobre a lua, respondida na biblioteca. */
import { alt, cap, type ShapeText } from '../../../writer/story-types.ts';

export const book: ShapeText = {
  title: (c) => alt(c, 45, [`${c.name} e o livro da lua`, `${c.name} pergunta à biblioteca`, `Uma pergunta que só um livro sabia responder`]),
  problem: (c) => [
    [0, `${cap(c.place.at)}, a bibliotecária mostrou a ${c.name} estantes cheias de livros, até o teto.`],
    [0, `${c.name} tinha uma pergunta: «Por que a lua muda de forma?»`],
    [1, `«A resposta está em um desses livros», sorriu a bibliotecária. «É só encontrar.»`],
    [2, `${c.name} olhou para os milhares de lombadas e engoliu em seco. «Mas em qual?»`],
    [
      3,
      `${c.name} tinha feito a pergunta no café da manhã, no almoço e duas vezes no caminho, e ninguém tinha respondido direito. Em algum lugar daquelas estantes, dizia a bibliotecária, alguém tinha escrito tudo com paciência, caso um dia ${c.name} viesse procurar.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `${c.name} carregou o livro maior e mais pesado da estante. Ufa!`],
      [1, `Mas as letras eram minúsculas, não tinha figuras, e só falava de pedras.`],
      ['t', `Que livro pesado!`],
    ],
    (c) => [
      [0, `${c.name} sentou com um livro fininho, cheio de figuras coloridas.`],
      [
        1,
        alt(c, 720, [
          `Era sobre um trator. Acabou em um minuto, e não tinha lua nenhuma.`,
          `Era sobre um pato que perdeu uma bota. Muito engraçado, muito curto, e nada de lua.`,
        ]),
      ],
    ],
    (c) => [
      [0, `${c.name} folheou um livro o mais rápido que pôde, procurando só a palavra «lua».`],
      [1, `Fru, fru, fru! As páginas viraram um borrão, e ${c.name} não entendeu nada.`],
      [2, `«Livro não funciona assim», suspirou ${c.co.name}. «Tem que deixar ele contar.»`],
    ],
  ],
  turn: (c) => [
    [0, `Então ${c.name} escolheu um livro com uma lua prateada na capa, sentou e leu devagar, em voz alta, para ${c.co.name}.`],
    [1, `Uma linha, depois a outra. A lua não muda de verdade, dizia o livro: cada noite o sol ilumina um pedaço diferente dela.`],
    ['t', `Lua redonda, meia-lua, luazinha!`],
    [2, `«Então ela está sempre inteira», sussurrou ${c.name}. «A gente só não vê a parte escura!» ${c.co.name} virou a página para ver o que vinha depois.`],
    [
      3,
      `Lá pela página dez aconteceu uma coisa curiosa: ${c.name} parou de caçar a resposta e começou simplesmente a ler. O livro tinha uma voz calma e gentil, e quando ${c.name} entrou no ritmo dele, ele contou muito mais do que a única coisa que ${c.name} tinha vindo perguntar.`,
    ],
  ],
  resolution: (c) => [
    [0, `A bibliotecária carimbou o livro. «Devolva daqui a duas semanas», disse ela.`],
    [0, alt(c, 721, [`${c.name} levou o livro da lua para fora, bem abraçado.`, `${c.name} carregou o livro até a porta como um tesouro.`])],
    [1, `«Hoje à noite», disse ${c.name} para ${c.co.name}, «a gente lê o próximo capítulo e depois olha a lua de verdade.»`],
  ],
};
