/** German sentences for wished places, friends and things (see WishStoryWords). */
import type { NounGender } from '../../wishes/concepts/types.ts';
import type { WishStoryWords } from '../../wishes/lexicon-types.ts';

const nomDef = (g?: NounGender, plural?: boolean) => (plural ? 'die' : g === 'f' ? 'die' : g === 'n' ? 'das' : 'der');
const nomIndef = (g?: NounGender) => (g === 'f' ? 'eine' : 'ein');
const accIndef = (g?: NounGender) => (g === 'f' ? 'eine' : g === 'n' ? 'ein' : 'einen');

/** Places one is on (auf) and places one is by (an); every other place one is in. */
const ON = new Set(['1f319', '1f315', '1f3dd', 'x-farm', '26f0', '1f3d4', '1f5fb', '1f30b', '1fa90', '1f6dd', '1f3de', '1f3d5']);
const BY = new Set(['x-lighthouse', '1f3d6', 'x-river', '26f2', '1f30a', '1f309']);

export const wishStory: WishStoryWords = {
  indef: (n, name) => (name ? `${nomIndef(n.gender)} ${n.name} namens ${name}` : `${nomIndef(n.gender)} ${n.name}`),
  def: (n, name, family) => name ?? (family ? n.name : `${nomDef(n.gender, n.plural)} ${n.name}`),
  thing: (n) => (n.plural ? n.name : `${accIndef(n.gender)} ${n.name}`),
  at: (n, code) => {
    // Am Leuchtturm, auf der Insel, im Zoo: German picks the preposition by the kind of place.
    const [m, f, p] = ON.has(code ?? '') ? ['auf dem', 'auf der', 'auf den'] : BY.has(code ?? '') ? ['am', 'an der', 'an den'] : ['im', 'in der', 'in den'];
    return n.plural ? `${p} ${n.name}` : n.gender === 'f' ? `${f} ${n.name}` : `${m} ${n.name}`;
  },
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
