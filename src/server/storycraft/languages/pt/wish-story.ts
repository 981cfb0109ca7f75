/** Portuguese (Brazil) sentences for wished places, friends and things (see WishStoryWords). */
import type { ConceptName } from '../../wishes/concepts/types.ts';
import type { WishStoryWords } from '../../wishes/lexicon-types.ts';

const o = (n: ConceptName) => `${n.gender === 'f' ? (n.plural ? 'as' : 'a') : n.plural ? 'os' : 'o'} ${n.name}`;
const um = (n: ConceptName) => `${n.gender === 'f' ? (n.plural ? 'umas' : 'uma') : n.plural ? 'uns' : 'um'} ${n.name}`;
const em = (n: ConceptName) => `${n.gender === 'f' ? (n.plural ? 'nas' : 'na') : n.plural ? 'nos' : 'no'} ${n.name}`;
const para = (n: ConceptName) => `para ${o(n)}`;

export const wishStory: WishStoryWords = {
  indef: (n, name) => (name ? `${um(n)} ${n.gender === 'f' ? 'chamada' : 'chamado'} ${name}` : um(n)),
  def: (n, name) => name ?? o(n),
  thing: um,
  at: em,
  to: para,
  placeDetail: (at) => `Havia tantas coisas para ver e descobrir ${at}.`,
  arrive: (who) => `Lá, ${who} já estava esperando por eles.`,
  help: (who) => `${who} também ajudou.`,
  laugh: (who) => `${who} riu de alegria.`,
  sleep: (who) => `${who} também se aconchegou para dormir.`,
  takeAlong: (hero, thing) => `${hero} levou junto ${thing}.`,
  useful: (what) => `${what} era exatamente o que eles precisavam.`,
  special: (what) => `${what} deixou o dia ainda mais especial.`,
};
