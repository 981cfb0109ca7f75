/** Dutch sentences for wished places, friends and things (see WishStoryWords). */
import type { ConceptName } from '../../wishes/concepts/types.ts';
import type { WishStoryWords } from '../../wishes/lexicon-types.ts';

const de = (n: ConceptName) => `${n.gender === 'n' && !n.plural ? 'het' : 'de'} ${n.name}`;

export const wishStory: WishStoryWords = {
  indef: (n, name) => (name ? `een ${n.name} die ${name} heette` : `een ${n.name}`),
  def: (n, name, family) => name ?? (family ? n.name[0]!.toUpperCase() + n.name.slice(1) : de(n)),
  thing: (n) => (n.plural ? n.name : `een ${n.name}`),
  at: (n) => `bij ${de(n)}`,
  to: (n) => `naar ${de(n)}`,
  placeDetail: (at) => `Er was zoveel te zien en te ontdekken ${at}.`,
  arrive: (who) => `Daar stond ${who} al op hen te wachten.`,
  help: (who) => `Ook ${who} hielp mee.`,
  laugh: (who) => `${who} lachte van plezier.`,
  sleep: (who) => `Ook ${who} kroop lekker in elkaar om te slapen.`,
  takeAlong: (hero, thing) => `${hero} nam ${thing} mee.`,
  useful: (what) => `${what} bleek precies te zijn wat ze nodig hadden.`,
  special: (what) => `${what} maakte de dag extra bijzonder.`,
};
