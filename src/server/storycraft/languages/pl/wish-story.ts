/** Polish sentences for wished places, friends and things (see WishStoryWords): the concept stays in the nominative, except a thing taken along. */
import type { ConceptName, NounGender } from '../../wishes/concepts/types.ts';
import type { WishStoryWords } from '../../wishes/lexicon-types.ts';

/** Past-tense verb ending by the subject's gender: [m, f, n]. */
const by = (g: NounGender | undefined, m: string, f: string, n: string) => (g === 'f' ? f : g === 'n' ? n : m);
/** Accusative of a thing: feminine -a becomes -ę; inanimate masculine and neuter nouns keep their form. */
const acc = (n: ConceptName) => (n.gender === 'f' && !n.plural ? n.name.replace(/a(?=(\s|$))/u, 'ę') : n.name);

export const wishStory: WishStoryWords = {
  indef: (n, name) => (name ? `${n.name} o imieniu ${name}` : n.name),
  def: (n, name) => name ?? n.name,
  thing: acc,
  at: (n) => `tam, gdzie ${n.plural ? 'są' : 'jest'} ${n.name}`,
  to: (n) => `tam, gdzie ${n.plural ? 'są' : 'jest'} ${n.name}`,
  placeDetail: (at) => `${at[0]!.toUpperCase()}${at.slice(1)}, było tyle do zobaczenia i odkrycia.`,
  arrive: (who, g) => `Tam ${by(g, 'czekał', 'czekała', 'czekało')} już na nich ${who}.`,
  help: (who, g) => `${who} też ${by(g, 'pomagał', 'pomagała', 'pomagało')}.`,
  laugh: (who, g) => `${who} ${by(g, 'śmiał', 'śmiała', 'śmiało')} się z radości.`,
  sleep: (who, g) => `${who} też ${by(g, 'zwinął', 'zwinęła', 'zwinęło')} się do snu.`,
  takeAlong: (_hero, thing) => `Na wyprawę trzeba było zabrać ${thing}.`,
  useful: (what, g) => `${what} ${by(g, 'okazał', 'okazała', 'okazało')} się bardzo ${by(g, 'przydatny', 'przydatna', 'przydatne')}.`,
  special: (what, g) => `${what} ${by(g, 'sprawił', 'sprawiła', 'sprawiło')}, że dzień był wyjątkowy.`,
};
