/**
 * French: how a next episode begins, and the companion's callback to what happened last time
 * (the plot's key object or moment, with the place where the plot had one).
 */
import type { EpisodeWords } from '../schema.ts';

/** French « de » before a name: « d’Emma », « de Noor ». */
const frDe = (name: string) => (/^[aeiouyhàâäéèêëîïôöûüAEIOUYHÀÂÄÉÈÊËÎÏÔÖÛÜ]/.test(name) ? `d’${name}` : `de ${name}`);

export const episodes: EpisodeWords = {
  callback: {
    memory: {
      fear: (at) => `du petit pont branlant qu’on a traversé ${at}`,
      friend: (at) => `de la couronne de fleurs qu’on a faite ${at}`,
      sharing: (at) => `du cerf-volant arc-en-ciel qu’on a fait voler ensemble ${at}`,
      mistake: (at) => `du petit bateau rouge qu’on a réparé ${at}`,
      family: (at) => `de notre promenade du soir avec Mamie ${at}`,
      feeling: (at) => `de la petite cabane de bâtons qu’on a construite ${at}`,
      habit: () => `du grand rangement, et du ballon sous le tout dernier coussin`,
      nature: (at) => `de la petite fleur assoiffée qu’on a aidée ${at}`,
      lost: (at) => `du petit qu’on a ramené à sa maman ${at}`,
      campfire: (at) => `de notre nuit sous la tente avec Papi ${at}`,
      missing: (at) => `de la fleur qu’on a plantée près du vieux banc ${at}`,
      cookies: (at) => `des biscuits qu’on a préparés ${at}`,
      book: (at) => `le livre de la lune qu’on a trouvé ${at}`,
      race: (at) => `la course jusqu’au grand arbre ${at}, et la dernière, main dans la main`,
      garden: (at) => `la graine qu’on a plantée ${at}, et la fleur rose qui a poussé`,
      truth: (at) => `du ballon rouge à rayure blanche qu’on a rendu ${at}`,
      askHelp: (at) => `du jour où tu as appris à faire du vélo ${at}`,
      different: (at) => `du petit tambour et de l’ami qu’on a rencontré ${at}`,
      promise: (at) => `des graines qu’on a arrosées ${at}, comme promis`,
    },
    line: (c, m) => `« ${c.name}, tu te souviens ${m}, la dernière fois ? » demanda ${c.co.name}. ${c.name} sourit : comment oublier ça ?`,
    short: (c, m) => `« ${c.name}, tu te souviens ${m} ? » demanda ${c.co.name}.`,
  },
  opening: (c) => `Voici une nouvelle histoire ${frDe(c.name)}.`,
};
