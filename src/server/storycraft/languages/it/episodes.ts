/**
 * Italian: how a next episode begins, and the companion's callback to what happened last time
 * (the plot's key object or moment, with the place where the plot had one).
 */
import type { EpisodeWords } from '../schema.ts';

export const episodes: EpisodeWords = {
  callback: {
    memory: {
      fear: (at) => `del ponte traballante che abbiamo attraversato ${at}`,
      friend: (at) => `della corona di fiori che abbiamo fatto ${at}`,
      sharing: (at) => `dell’aquilone arcobaleno che abbiamo fatto volare ${at}`,
      mistake: (at) => `della barchetta rossa che abbiamo aggiustato ${at}`,
      family: (at) => `della nostra passeggiata della sera con la nonna ${at}`,
      feeling: (at) => `della casetta di rametti che abbiamo costruito ${at}`,
      habit: () => `del grande riordino, e della palla sotto l’ultimissimo cuscino`,
      nature: (at) => `del fiorellino assetato che abbiamo aiutato ${at}`,
      lost: (at) => `del piccolino che abbiamo riportato dalla sua mamma ${at}`,
      campfire: (at) => `della notte in tenda con il nonno ${at}`,
      missing: (at) => `del fiore che abbiamo piantato vicino alla vecchia panchina ${at}`,
      cookies: (at) => `dei biscotti che abbiamo sfornato ${at}`,
      book: (at) => `del libro della luna che abbiamo trovato ${at}`,
      race: (at) => `della corsa fino al grande albero ${at}, e dell’ultima, mano nella mano`,
      garden: (at) => `il seme che abbiamo piantato ${at}, e il fiore rosa che è spuntato`,
      truth: (at) => `della palla rossa con la riga bianca che abbiamo restituito ${at}`,
      askHelp: (at) => `del giorno in cui hai imparato ad andare in bici ${at}`,
      different: (at) => `del tamburello e dell’amico nuovo conosciuto ${at}`,
      promise: (at) => `dei semi che abbiamo innaffiato ${at}, come promesso`,
    },
    line: (c, m) => `«${c.name}, ti ricordi ${m}, l’altra volta?» chiese ${c.co.name}. ${c.name} sorrise: come dimenticarlo!`,
    short: (c, m) => `«${c.name}, ti ricordi ${m}?» chiese ${c.co.name}.`,
  },
  opening: (c) => `Ecco un’altra storia di ${c.name}.`,
};
