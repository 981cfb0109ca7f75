/** Chinese sentences for wished places, friends and things (see WishStoryWords). */
import type { WishStoryWords } from '../../wishes/lexicon-types.ts';

export const wishStory: WishStoryWords = {
  indef: (n, name) => (name ? `名叫${name}的${n.name}` : n.name),
  def: (n, name) => name ?? n.name,
  thing: (n) => n.name,
  at: (n) => `在${n.name}`,
  to: (n) => n.name,
  placeDetail: (at) => `${at}，有好多东西可以看、可以发现。`,
  arrive: (who) => `在那里，${who}已经在等着他们了。`,
  help: (who) => `${who}也来帮忙了。`,
  laugh: (who) => `${who}开心地笑了。`,
  sleep: (who) => `${who}也甜甜地睡着了。`,
  takeAlong: (hero, thing) => `${hero}带上了${thing}。`,
  useful: (what) => `${what}正好派上了用场。`,
  special: (what) => `${what}让这一天变得特别。`,
};
