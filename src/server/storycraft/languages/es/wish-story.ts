/** Spanish sentences for wished places, friends and things (see WishStoryWords). */
import type { ConceptName } from '../../wishes/concepts/types.ts';
import type { WishStoryWords } from '../../wishes/lexicon-types.ts';

const el = (n: ConceptName) => `${n.gender === 'f' ? (n.plural ? 'las' : 'la') : n.plural ? 'los' : 'el'} ${n.name}`;
const un = (n: ConceptName) => `${n.gender === 'f' ? (n.plural ? 'unas' : 'una') : n.plural ? 'unos' : 'un'} ${n.name}`;
const en = (n: ConceptName) => `en ${el(n)}`;
const a = (n: ConceptName) => (n.gender !== 'f' && !n.plural ? `al ${n.name}` : `a ${el(n)}`);

export const wishStory: WishStoryWords = {
  indef: (n, name) => (name ? `${un(n)} ${n.gender === 'f' ? 'llamada' : 'llamado'} ${name}` : un(n)),
  def: (n, name) => name ?? el(n),
  thing: un,
  at: en,
  to: a,
  placeDetail: (at) => `Había tantas cosas que ver y descubrir ${at}.`,
  arrive: (who) => `Allí ya los esperaba ${who}.`,
  help: (who) => `${who} también ayudó.`,
  laugh: (who) => `${who} se rio de alegría.`,
  sleep: (who) => `${who} también se acurrucó para dormir.`,
  takeAlong: (hero, thing) => `${hero} llevó consigo ${thing}.`,
  useful: (what) => `${what} resultó ser justo lo que necesitaban.`,
  special: (what) => `${what} hizo que el día fuera muy especial.`,
};
