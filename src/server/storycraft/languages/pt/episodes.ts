/**
 * Portuguese: how a next episode begins, and the companion's callback to what happened last time
 * (the plot's key object or moment, with the place where the plot had one).
 */
import type { EpisodeWords } from '../schema.ts';

export const episodes: EpisodeWords = {
  callback: {
    memory: {
      fear: (at) => `da ponte bamba que atravessámos ${at}`,
      friend: (at) => `da coroa de flores que fizemos ${at}`,
      sharing: (at) => `do papagaio arco-íris que pusemos a voar ${at}`,
      mistake: (at) => `do barquinho vermelho que arranjámos ${at}`,
      family: (at) => `do nosso passeio ao fim da tarde com a avó ${at}`,
      feeling: (at) => `da casinha de pauzinhos que construímos ${at}`,
      habit: () => `da grande arrumação, e da bola debaixo da última almofada`,
      nature: (at) => `da florzinha com sede que ajudámos ${at}`,
      lost: (at) => `do pequenino que levámos de volta à mãe ${at}`,
      campfire: (at) => `da nossa noite na tenda com o avô ${at}`,
      missing: (at) => `da flor que plantamos ao lado do banco velho ${at}`,
      cookies: (at) => `das bolachas que fizemos ${at}`,
      book: (at) => `do livro da lua que encontramos ${at}`,
      race: (at) => `da corrida até a árvore grande ${at}, e da última, de mãos dadas`,
      garden: (at) => `a semente que plantamos ${at}, e a flor cor-de-rosa que nasceu`,
      truth: (at) => `da bola vermelha de listra branca que devolvemos ${at}`,
      askHelp: (at) => `do dia em que aprendeste a andar de bicicleta ${at}`,
      different: (at) => `do tamborzinho e do amigo novo que conhecemos ${at}`,
      promise: (at) => `das sementes que regámos ${at}, como prometido`,
    },
    line: (c, m) => `— ${c.name}, lembras-te ${m}, da última vez? — perguntou ${c.co.name}. ${c.name} sorriu: como havia de esquecer?`,
    short: (c, m) => `— ${c.name}, lembras-te ${m}? — perguntou ${c.co.name}.`,
  },
  opening: (c) => `Aqui está mais uma história de ${c.name}.`,
};
