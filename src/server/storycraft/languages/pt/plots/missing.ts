/** Texto em português da trama `missing`: sentir saudade de alguém que morreu e lembrar dele com carinho. */
import { alt, gx, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

const o = (c: StoryContext) => gx(c, 'o', 'a', 'o');

/** De quem se sente saudade: nome, pronomes e uma lembrança que combina com ele. */
function who(c: StoryContext) {
  switch (c.missed) {
    case 'grandma':
      return {
        n: 'a vovó',
        N: 'A vovó',
        a: 'a',
        dele: 'dela',
        da: 'da vovó',
        bench: 'o banco da vovó',
        memory: 'de como a vovó cantarolava enquanto regava as rosas',
      };
    case 'dog':
      return {
        n: 'o cachorro velhinho',
        N: 'O cachorro velhinho',
        a: 'o',
        dele: 'dele',
        da: 'do cachorro velhinho',
        bench: 'o banco onde o cachorro velhinho adorava cochilar no sol',
        memory: 'de como o cachorro velhinho abanava o corpo todo quando estava feliz',
      };
    case 'cat':
      return {
        n: 'a gata velhinha',
        N: 'A gata velhinha',
        a: 'a',
        dele: 'dela',
        da: 'da gata velhinha',
        bench: 'o banco onde a gata velhinha adorava cochilar no sol',
        memory: 'de como a gata velhinha ronronava feito um motorzinho',
      };
    default:
      return {
        n: 'o vovô',
        N: 'O vovô',
        a: 'o',
        dele: 'dele',
        da: 'do vovô',
        bench: 'o banco do vovô',
        memory: 'de como o vovô contava as piadas mais bobas e era o primeiro a rir',
      };
  }
}

export const missing: ShapeText = {
  quiet: true,
  low: (c) => [
    [0, `${c.name} sentou de novo no banco, bem quietinh${gx(c, 'o', 'a', 'o')}.`],
    [
      0,
      `${c.co.name} se aconchegou do lado e não disse nada, e era exatamente disso que precisava. Saudade, pensou ${c.name}, é como uma chuva que cai por dentro.`,
    ],
  ],
  title: (c) => {
    const w = who(c);
    return alt(c, 60, [`${c.name} se lembra ${w.da}`, `Uma flor para ${w.n}`, `${c.name} e a saudade pesada`]);
  },
  problem: (c) => {
    const w = who(c);
    return [
      [0, `${c.name} estava sentad${o(c)} no banco velho ${c.place.at}. Era ${w.bench}.`],
      [0, `${w.N} tinha morrido. Não ia mais voltar, e ${c.name} sentia muita saudade ${w.dele}.`],
      ['t', `O banco está quietinho. ${c.name} está triste.`],
      [1, `${c.co.name} sentou do lado, bem pertinho.`],
      [2, `“Morrer quer dizer que o corpo para de funcionar e não consegue começar de novo”, a mamãe tinha dito. Não era culpa de ninguém.`],
      [
        3,
        `${c.name} entendia as palavras. O que não entendia era o que fazer com a tristeza: ela pesava no peito como uma pedra que tinha esquecido como ser leve.`,
      ],
    ];
  },
  tries: [
    (c) => [
      [0, `${c.co.name} rolou a bola para ${c.name}. Mas ${c.name} não estava com vontade de brincar.`],
      [1, `A bola rolou para longe na grama, e ninguém correu atrás dela.`],
      ['t', `Rola, bola, rola. Hoje não.`],
    ],
    (c) => [
      [0, `${c.name} ficou em pé perto da árvore grande e empurrou a tristeza lá para o fundo.`],
      [1, `“Estou bem”, disse. Mas a tristeza não ia embora. Só ficava mais pesada.`],
    ],
    (c) => {
      const w = who(c);
      return [
        [0, `${c.name} abriu o velho álbum de fotos e olhou as fotos ${w.da}.`],
        [1, `Lá estava ${w.n}, no sol. A tristeza voltou, maior do que antes.`],
        [3, `Lembrar doía, e esquecer ia doer mais ainda. ${c.name} ainda não sabia que existia um terceiro caminho.`],
      ];
    },
  ],
  turn: (c) => {
    const w = who(c);
    return [
      [0, `${c.name} foi até a mamãe e disse a coisa verdadeira em voz alta: “Estou com saudade ${w.da}. Estou tão triste.”`],
      [0, `A mamãe abraçou ${c.name} bem forte. “Eu também estou com saudade”, disse baixinho.`],
      ['t', `Abraço, abraço. Tristes juntinhos.`],
      [1, `${gx(c, 'Eles', 'Elas')} choraram um pouquinho, junt${o(c)}s. E a tristeza ficou um pouquinho mais leve.`],
      [2, `“Tudo bem ficar triste”, disse a mamãe. “Saudade é assim, porque a gente amava muito ${w.a === 'a' ? 'ela' : 'ele'}.”`],
      [3, `A pedra não sumiu. Mas agora ela tinha um nome e alguém para ajudar a carregar, e uma pedra assim ${c.name} conseguia carregar.`],
    ];
  },
  resolution: (c) => {
    const w = who(c);
    return [
      [0, `Então ${c.name} e a mamãe plantaram uma flor ao lado do banco.`],
      [0, `${gx(c, 'Eles', 'Elas')} falaram ${w.memory}, e até riram.`],
      [1, `“Quando ela florir, a gente vai lembrar ${w.da}”, disse ${c.name}.`],
      [2, `${c.co.name} ajudou a apertar a terra. O amor, pensou ${c.name}, não acaba quando alguém vai embora. Ele fica, como o banco, como a flor.`],
    ];
  },
};
