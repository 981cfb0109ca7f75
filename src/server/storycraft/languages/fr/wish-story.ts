/** French sentences for wished places, friends and things (see WishStoryWords). */
import type { ConceptName } from '../../wishes/concepts/types.ts';
import { vowelStart } from '../../wishes/grammar.ts';
import type { WishStoryWords } from '../../wishes/lexicon-types.ts';

const le = (n: ConceptName) => (n.plural ? `les ${n.name}` : vowelStart(n.name, 'fr') ? `l’${n.name}` : n.gender === 'f' ? `la ${n.name}` : `le ${n.name}`);
const un = (n: ConceptName) => (n.plural ? `des ${n.name}` : n.gender === 'f' ? `une ${n.name}` : `un ${n.name}`);
const a = (n: ConceptName) => (n.plural ? `aux ${n.name}` : vowelStart(n.name, 'fr') ? `à l’${n.name}` : n.gender === 'f' ? `à la ${n.name}` : `au ${n.name}`);

export const wishStory: WishStoryWords = {
  indef: (n, name) => (name ? `${un(n)} ${n.gender === 'f' ? 'nommée' : 'nommé'} ${name}` : un(n)),
  def: (n, name, family) => name ?? (family ? n.name : le(n)),
  thing: un,
  at: a,
  to: a,
  placeDetail: (at) => `Il y avait tant de choses à voir et à découvrir ${at}.`,
  arrive: (who) => `Là-bas, ${who} les attendait déjà.`,
  help: (who, g) => `${who} les aida, ${g === 'f' ? 'elle' : 'lui'} aussi.`,
  laugh: (who) => `${who} rit de joie.`,
  sleep: (who) => `${who} se blottit à son tour pour dormir.`,
  takeAlong: (hero, thing) => `${hero} emporta ${thing}.`,
  useful: (what) => `${what} se révéla être exactement ce qu’il leur fallait.`,
  special: (what) => `${what} rendit cette journée toute spéciale.`,
};
