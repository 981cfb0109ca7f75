/** Português: a promessa de regar as sementes, o papagaio que chama, e a palavra cumprida. */
import { alt, cap, type ShapeText } from '../../../writer/story-types.ts';

export const promise: ShapeText = {
  title: (c) =>
    alt(c, 731, [
      `${c.name} cumpre uma promessa`,
      `${c.name} e as sementes com sede`,
      `Uma promessa, um papagaio de papel e ${c.name}`,
      `${c.name} e o primeiro rebento verde`,
    ]),
  problem: (c) => [
    [0, `${cap(c.place.at)}, ${c.name} e ${c.co.name} plantaram sementes pequeninas.`],
    [0, `«Prometo regá-las todos os dias», disse ${c.name}, e pegou no balde.`],
    [1, `${c.co.name} deu palmadinhas na terra. «Todos os dias», disse. «A começar hoje.»`],
    [3, `Fazer a promessa parecia fácil e grandioso, como todas as promessas enquanto nada as puxa do outro lado.`],
  ],
  tries: [
    (c) => [
      [0, `Mesmo nessa altura, passou a correr um amigo com um papagaio de papel.`],
      [0, `«Anda lançá-lo! O vento está perfeito!»`],
      [1, `${c.name} deu uns passos atrás do papagaio. Ele dançava e puxava no céu.`],
    ],
    (c) => [
      [0, `${c.name} parou e olhou para o papagaio, depois para o balde vazio.`],
      [1, `«As sementes podem esperar», disse uma vozinha lá dentro. «Só desta vez.»`],
      [3, `Era uma voz muito sensata. O problema era esse: parecia sempre mais sensata precisamente quando pedia uma coisa que não estava bem.`],
    ],
    (c) => [
      [0, `${c.name} olhou para o canteiro das sementes. A terra estava seca e rachada.`],
      [1, `As sementinhas esperavam. Não podiam ir buscar água sozinhas.`],
      [2, `${c.co.name} não disse nada. Só olhou para ${c.name}, à espera também.`],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} encheu o balde até à borda e levou-o até às sementes.`],
    [0, `«Prometido é devido», disse, e regou-as todas, uma a uma.`],
    [1, `A brincadeira podia esperar um bocadinho. As sementes, não.`],
    [
      3,
      `Cumprir a promessa custou cinco minutos e um pequeno aperto de espera. Quebrá-la teria custado algo mais difícil de dizer: a sensação de que a palavra de ${c.name} vale o que diz.`,
    ],
  ],
  resolution: (c) => [
    [0, `O amigo tinha esperado, e juntos lançaram o papagaio bem alto no céu.`],
    [0, `E lá em baixo, na terra molhada, espreitou o primeiro rebento verde, pequenino.`],
    [1, `${c.co.name} festejou. «Cumpriste a promessa, e olha, as sementes também!»`],
  ],
};
