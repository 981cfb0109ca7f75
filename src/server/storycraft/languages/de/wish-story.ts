/** German sentences for wished places, friends and things (see WishStoryWords). */
import type { NounGender } from '../../wishes/concepts/types.ts';
import type { WishStoryWords } from '../../wishes/lexicon-types.ts';

const nomDef = (g?: NounGender, plural?: boolean) => (plural ? 'die' : g === 'f' ? 'die' : g === 'n' ? 'das' : 'der');
const nomIndef = (g?: NounGender) => (g === 'f' ? 'eine' : 'ein');
const accIndef = (g?: NounGender) => (g === 'f' ? 'eine' : g === 'n' ? 'ein' : 'einen');

export const wishStory: WishStoryWords = {
  indef: (n, name) => (name ? `${nomIndef(n.gender)} ${n.name} namens ${name}` : `${nomIndef(n.gender)} ${n.name}`),
  def: (n, name, family) => name ?? (family ? n.name : `${nomDef(n.gender, n.plural)} ${n.name}`),
  thing: (n) => (n.plural ? n.name : `${accIndef(n.gender)} ${n.name}`),
  at: (n) => (n.plural ? `bei den ${n.name}` : n.gender === 'f' ? `bei der ${n.name}` : `beim ${n.name}`),
  to: (n) => (n.plural ? `zu den ${n.name}` : n.gender === 'f' ? `zur ${n.name}` : `zum ${n.name}`),
  placeDetail: (at) => `Es gab so viel zu sehen und zu entdecken ${at}.`,
  arrive: (who) => `Dort wartete schon ${who} auf sie.`,
  help: (who) => `Auch ${who} half mit.`,
  laugh: (who) => `${who} lachte vor Freude.`,
  sleep: (who) => `Auch ${who} kuschelte sich zum Schlafen ein.`,
  takeAlong: (hero, thing) => `${hero} nahm ${thing} mit.`,
  useful: (what) => `${what} war genau das, was sie brauchten.`,
  special: (what) => `${what} machte den Tag zu etwas ganz Besonderem.`,
};
