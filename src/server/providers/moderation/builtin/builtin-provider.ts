/**
 * The built-in offline Moderator (DESIGN §3): the story language's word list plus the English one
 * (parents often mix English into other languages), matched on normalised text. Whole words for
 * alphabetic scripts, substrings for Chinese, Japanese and Korean. Reasons are the categories of
 * word-lists.ts: violence, sexual, weapons, drugs, self-harm, slurs.
 */
import type { LanguageCode } from '../../../../shared/catalog.ts';
import type { ModerationResult, Moderator } from '../../types.ts';
import { normalise, termPattern } from '../../../wishes/match.ts';
import { MODERATION_CATEGORIES, WORD_LISTS, type ModerationCategory } from './word-lists.ts';

export { normalise };

type Compiled = Array<{ category: ModerationCategory; pattern: RegExp }>;
const compiled = new Map<LanguageCode, Compiled>();

/** Per-category regexes for a story language (its list + English), built once. */
function patternsFor(language: LanguageCode): Compiled {
  let patterns = compiled.get(language);
  if (!patterns) {
    const sources = language === 'en' ? (['en'] as const) : ([language, 'en'] as const);
    patterns = MODERATION_CATEGORIES.flatMap((category) => {
      const terms = sources.flatMap((source) => (WORD_LISTS[source][category] ?? []).map((term) => termPattern(term, source)));
      return terms.length ? [{ category, pattern: new RegExp(terms.join('|'), 'u') }] : [];
    });
    compiled.set(language, patterns);
  }
  return patterns;
}

/** The categories whose terms occur in `text`, in MODERATION_CATEGORIES order. */
export function findCategories(text: string, language: LanguageCode): ModerationCategory[] {
  // English terms are matched on the text normalised both ways, so accents never hide them.
  const forms = new Set([normalise(text, language), normalise(text, 'en')]);
  return patternsFor(language)
    .filter(({ pattern }) => [...forms].some((form) => pattern.test(form)))
    .map(({ category }) => category);
}

class BuiltinModerator implements Moderator {
  readonly name = 'builtin';

  async check(texts: string[], language: LanguageCode): Promise<ModerationResult> {
    const reasons = new Set<ModerationCategory>();
    for (const text of texts) for (const category of findCategories(text, language)) reasons.add(category);
    const ordered = MODERATION_CATEGORIES.filter((c) => reasons.has(c));
    return { flagged: ordered.length > 0, reasons: ordered };
  }
}

/** Creates the offline word-list Moderator; it never throws. */
export function createBuiltinModerator(): Moderator {
  return new BuiltinModerator();
}
