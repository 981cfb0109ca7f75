/** Hindi sentences for wished places, friends and things (see WishStoryWords); verbs agree with the noun's gender. */
import type { ConceptName } from '../../wishes/concepts/types.ts';
import type { WishStoryWords } from '../../wishes/lexicon-types.ts';

const f = (g: string | undefined, m: string, fem: string) => (g === 'f' ? fem : m);
/** Oblique form before a postposition: a masculine noun in -ा takes -े (घोड़ा → घोड़े के पास). */
const oblique = (n: ConceptName) => (n.gender !== 'f' && n.name.endsWith('ा') ? `${n.name.slice(0, -1)}े` : n.name);

export const wishStory: WishStoryWords = {
  indef: (n, name) => (name ? `${name} नाम ${f(n.gender, 'का', 'की')} एक ${n.name}` : `एक ${n.name}`),
  def: (n, name) => name ?? n.name,
  thing: (n) => `एक ${n.name}`,
  at: (n) => `${oblique(n)} के पास`,
  to: (n) => `${oblique(n)} की ओर`,
  placeDetail: (at) => `${at} देखने और खोजने को बहुत कुछ था।`,
  arrive: (who, g) => `वहाँ ${who} पहले से उनका इंतज़ार कर ${f(g, 'रहा था', 'रही थी')}।`,
  help: (who) => `${who} ने भी मदद की।`,
  laugh: (who, g) => `${who} ख़ुशी से हँस ${f(g, 'पड़ा', 'पड़ी')}।`,
  sleep: (who, g) => `${who} भी मीठी नींद सो ${f(g, 'गया', 'गई')}।`,
  takeAlong: (_hero, thing) => `वे अपने साथ ${thing} भी ले गए।`,
  useful: (what, g) => `${what} बिल्कुल काम ${f(g, 'आया', 'आई')}।`,
  special: (what) => `${what} ने दिन को ख़ास बना दिया।`,
};
