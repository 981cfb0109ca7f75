/** Arabic sentences for wished places, friends and things (see WishStoryWords); verbs agree with the noun's gender. */
import type { ConceptName } from '../../wishes/concepts/types.ts';
import type { WishStoryWords } from '../../wishes/lexicon-types.ts';

const bare = (n: ConceptName) => n.name.replace(/^ال/u, '');
const al = (n: ConceptName) =>
  n.name.startsWith('ال')
    ? n.name
    : n.name
        .split(' ')
        .map((w, i) => (i === 0 || !w.startsWith('ال') ? (i === 0 ? `ال${w}` : w) : w))
        .join(' ');
const f = (g: string | undefined, m: string, fem: string) => (g === 'f' ? fem : m);

export const wishStory: WishStoryWords = {
  indef: (n, name) => (name ? `${bare(n)} ${f(n.gender, 'اسمه', 'اسمها')} ${name}` : bare(n)),
  def: (n, name) => name ?? al(n),
  thing: bare,
  at: (n) => `عند ${al(n)}`,
  to: (n) => `إلى ${al(n)}`,
  placeDetail: (at) => `كان هناك الكثير لرؤيته واكتشافه ${at}.`,
  arrive: (who, g) => `وهناك ${f(g, 'كان', 'كانت')} ${who} ${f(g, 'ينتظرهم', 'تنتظرهم')}.`,
  help: (who, g) => `${f(g, 'وساعد', 'وساعدت')} ${who} أيضًا.`,
  laugh: (who, g) => `${f(g, 'وضحك', 'وضحكت')} ${who} من الفرح.`,
  sleep: (who, g) => `${f(g, 'ونام', 'ونامت')} ${who} أيضًا.`,
  takeAlong: (_hero, thing) => `وأخذوا معهم ${thing}.`,
  useful: (what, g) => `${f(g, 'وكان', 'وكانت')} ${what} ${f(g, 'هو', 'هي')} ما يحتاجونه تمامًا.`,
  special: (what, g) => `${f(g, 'وجعل', 'وجعلت')} ${what} اليوم مميزًا جدًا.`,
};
