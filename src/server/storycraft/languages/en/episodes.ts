/**
 * English: how a next episode begins, and the companion's callback to what happened last time
 * (the plot's key object or moment, with the place where the plot had one).
 */
import { gx } from '../../writer/story-types.ts';
import type { EpisodeWords } from '../schema.ts';

export const episodes: EpisodeWords = {
  callback: {
    memory: {
      fear: (at) => `the wobbly bridge we crossed ${at}`,
      friend: (at) => `the crown of flowers we made ${at}`,
      sharing: (at) => `the rainbow kite we flew together ${at}`,
      mistake: (at) => `the little red boat we mended ${at}`,
      family: (at) => `our evening walk with Grandma ${at}`,
      feeling: (at) => `the little stick house we built ${at}`,
      habit: () => `the big tidy-up, and the ball under the very last cushion`,
      nature: (at) => `the thirsty little flower we helped ${at}`,
      lost: (at) => `the little one we brought back to its mother ${at}`,
      campfire: (at) => `our night in the tent with Grandpa ${at}`,
      missing: (at) => `the flower we planted by the old bench ${at}`,
      cookies: (at) => `the cookies we baked ${at}`,
      book: (at) => `the book about the moon we found ${at}`,
      race: (at) => `the race to the big tree ${at}, and how we ran the last one hand in hand`,
      garden: (at) => `the seed we planted ${at}, and the pink flower that came up`,
      truth: (at) => `the red ball with the white stripe we gave back ${at}`,
      askHelp: (at) => `the day you learned to ride your bicycle ${at}`,
      different: (at) => `the little drum and the new friend we met ${at}`,
      promise: (at) => `the seeds we watered ${at}, just as we promised`,
    },
    line: (c, m) =>
      `“${c.name}, do you remember last time? ${m.charAt(0).toUpperCase()}${m.slice(1)}!” said ${c.co.name}. ${c.name} smiled, because ${gx(c, 'he', 'she', 'they')} remembered every bit of it.`,
    short: (c, m) => `“${c.name}, remember ${m}?” asked ${c.co.name}.`,
  },
  opening: (c) => `Here is another story about ${c.name}.`,
};
