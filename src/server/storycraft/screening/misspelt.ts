/**
 * Bounded misspelling tolerance for the gravest words ("a storry where the boy gets kiled"):
 * a word of the text at edit distance 1 from a listed word of 6-8 letters, or 2 from one of 9 or
 * more, with the same first letter, counts as that word. Only these short lists are matched
 * this way (the story language's `misspelt`, and a few distinctive never-hero names: another
 * language's near-words are ordinary words here, French tortue 'turtle' and torture), so
 * ordinary words near a listed one stay ordinary; words like 'raped' (roped), 'pistol' (pistil),
 * 'molest' (modest) and 'heroin' (heroine) are left out for that reason.
 */
import { distance } from 'fastest-levenshtein';
import type { LanguageCode } from '../../../shared/catalog.ts';
import { normalise } from '../wishes/match.ts';
import { SCREENING } from './languages.ts';
import type { ModerationCategory } from './word-lists.ts';

type Target = { word: string; category: ModerationCategory };

/**
 * The never-hero names whose misspellings count ("Adolf Hittler"): long, distinctive ones only.
 * The others are one letter away from everyday words (Spanish sábanas 'sheets' and satanás,
 * going and goring) and match exactly only.
 */
const FUZZY_NAMES = [
  'hitler',
  'stalin',
  'mussolini',
  'goebbels',
  'himmler',
  'mengele',
  'heydrich',
  'eichmann',
  'pinochet',
  'gaddafi',
  'zawahiri',
  'baghdadi',
  'zarqawi',
  'breivik',
];
const byLanguage = new Map<LanguageCode, Map<string, Target[]>>();

/** The targets of a language (its list, English's, never-hero names), by first letter. */
function targets(language: LanguageCode): Map<string, Target[]> {
  let map = byLanguage.get(language);
  if (!map) {
    map = new Map();
    const add = (word: string, category: ModerationCategory) => {
      const w = normalise(word, language);
      if ([...w].length < 6 || /\s/.test(w)) return;
      map!.set(w[0]!, [...(map!.get(w[0]!) ?? []), { word: w, category }]);
    };
    for (const [word, category] of SCREENING[language].misspelt.map(splitTarget)) add(word, category);
    for (const name of FUZZY_NAMES) add(name, 'hate-figure');
    byLanguage.set(language, map);
  }
  return map;
}

/** 'violence:killed' → ['killed', 'violence']. */
function splitTarget(entry: string): [string, ModerationCategory] {
  const at = entry.indexOf(':');
  return [entry.slice(at + 1), entry.slice(0, at) as ModerationCategory];
}

/** The first word of the normalised `bases` that is a near-misspelling of a listed word, or null. */
export function misspeltMatch(bases: readonly string[], language: LanguageCode): { category: ModerationCategory; match: string } | null {
  const map = targets(language);
  for (const base of bases) {
    for (const word of base.match(/\p{L}{5,}/gu) ?? []) {
      const candidates = map.get(word[0]!);
      if (!candidates) continue;
      for (const target of candidates) {
        const limit = target.word.length >= 9 ? 2 : 1;
        if (Math.abs(target.word.length - word.length) > limit) continue;
        if (distance(word, target.word) <= limit) return { category: target.category, match: word };
      }
    }
  }
  return null;
}
