/** English sentences for wished places, friends and things (see WishStoryWords). */
import type { WishStoryWords } from '../../wishes/lexicon-types.ts';

const a = (w: string) => (/^[aeiou]/i.test(w) ? `an ${w}` : `a ${w}`);

export const wishStory: WishStoryWords = {
  indef: (n, name) => (name ? `${a(n.name)} called ${name}` : a(n.name)),
  def: (n, name, family) => name ?? (family ? n.name[0]!.toUpperCase() + n.name.slice(1) : `the ${n.name}`),
  thing: (n) => (n.plural ? `some ${n.name}` : a(n.name)),
  at: (n) => `at the ${n.name}`,
  to: (n) => `to the ${n.name}`,
  placeDetail: (at) => `There was so much to see and discover ${at}.`,
  arrive: (who) => `There, ${who} was already waiting for them.`,
  help: (who) => `${who} helped as well.`,
  laugh: (who) => `${who} laughed with joy.`,
  sleep: (who) => `${who} curled up for the night too.`,
  takeAlong: (hero, thing) => `${hero} took ${thing} along.`,
  useful: (what) => `${what} turned out to be just what they needed.`,
  special: (what) => `${what} made the day extra special.`,
};
