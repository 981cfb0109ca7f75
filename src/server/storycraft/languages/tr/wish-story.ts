/** Turkish sentences for wished places, friends and things (see WishStoryWords), with vowel harmony. */
import { trAlso, trSuffix } from '../../wishes/grammar.ts';
import type { WishStoryWords } from '../../wishes/lexicon-types.ts';

export const wishStory: WishStoryWords = {
  indef: (n, name) => (name ? `${name} adında bir ${n.name}` : `bir ${n.name}`),
  def: (n, name) => name ?? n.name,
  thing: (n) => `bir ${n.name}`,
  at: (n) => trSuffix(n.name, 'loc'),
  to: (n) => trSuffix(n.name, 'dat'),
  placeDetail: (at) => `${at[0]!.toLocaleUpperCase('tr')}${at.slice(1)} görülecek ve keşfedilecek o kadar çok şey vardı.`,
  arrive: (who) => `Orada ${who} onları bekliyordu.`,
  help: (who) => `${trAlso(who)} yardım etti.`,
  laugh: (who) => `${who} sevinçle güldü.`,
  sleep: (who) => `${trAlso(who)} mışıl mışıl uyudu.`,
  takeAlong: (hero, thing) => `${hero} yanına ${thing} aldı.`,
  useful: (what) => `${what} tam da ihtiyaçları olan şeydi.`,
  special: (what) => `${what} günü çok özel yaptı.`,
};
