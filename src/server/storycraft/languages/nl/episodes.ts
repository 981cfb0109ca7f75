/**
 * Dutch: how a next episode begins, and the companion's callback to what happened last time
 * (the plot's key object or moment, with the place where the plot had one).
 */
import type { EpisodeWords } from '../schema.ts';

export const episodes: EpisodeWords = {
  callback: {
    memory: {
      fear: (at) => `het wiebelige bruggetje waar we ${at} overheen zijn gelopen`,
      friend: (at) => `de bloemenkroon die we ${at} hebben gemaakt`,
      sharing: (at) => `de regenboogvlieger die we ${at} samen hebben opgelaten`,
      mistake: (at) => `het rode bootje dat we ${at} hebben gerepareerd`,
      family: (at) => `onze avondwandeling met oma ${at}`,
      feeling: (at) => `het takkenhuisje dat we ${at} hebben gebouwd`,
      habit: () => `de grote opruimdag, en de bal onder het allerlaatste kussen`,
      nature: (at) => `het dorstige bloemetje dat we ${at} hebben geholpen`,
      lost: (at) => `het kleintje dat we ${at} naar zijn mama hebben teruggebracht`,
      campfire: (at) => `onze nacht in de tent met opa ${at}`,
      missing: (at) => `de bloem die we ${at} naast het oude bankje hebben geplant`,
      cookies: (at) => `de koekjes die we ${at} hebben gebakken`,
      book: (at) => `het boek over de maan dat we ${at} vonden`,
      race: (at) => `de wedloop naar de grote eik ${at}, en de laatste, hand in hand`,
      garden: (at) => `het zaadje dat we ${at} hebben geplant, en de roze bloem die eruit kwam`,
      truth: (at) => `de rode bal met de witte streep die we ${at} hebben teruggegeven`,
      askHelp: (at) => `de dag dat je ${at} leerde fietsen`,
      different: (at) => `het trommeltje en de nieuwe vriend die we ${at} ontmoetten`,
      promise: (at) => `de zaadjes die we ${at} water gaven, zoals beloofd`,
    },
    line: (c, m) => `‘Weet je nog, ${c.name}, ${m}?’ vroeg ${c.co.name}. ${c.name} glimlachte. Wat een dag was dat geweest!`,
    short: (c, m) => `‘Weet je nog, ${c.name}, ${m}?’ vroeg ${c.co.name}.`,
  },
  opening: (c) => `Hier is weer een verhaal over ${c.name}.`,
};
