/**
 * The built-in offline Moderator (DESIGN §3): the story language's word list plus the English one
 * (parents often mix English into other languages), matched on normalised text. Whole words for
 * alphabetic scripts, substrings for Chinese, Japanese and Korean. Reasons are the categories of
 * word-lists.ts: violence, sexual, weapons, drugs, self-harm, slurs.
 */
import type { LanguageCode } from '../../../../shared/catalog.ts';
import type { ModerationResult, Moderator } from '../../types.ts';
import { MODERATION_CATEGORIES, WORD_LISTS, type ModerationCategory } from './word-lists.ts';

const LATIN_LANGUAGES = new Set<LanguageCode>(['en', 'es', 'fr', 'de', 'nl', 'it', 'pt', 'pl', 'tr']);
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const WORD_CHAR = '[\\p{L}\\p{M}\\p{N}]';
// Conjunction و/ف, then a preposition or the article: وبالسكين = و + بال + سكين.
const ARABIC_CLITICS = '[وف]?(?:بال|كال|لل|ال|ب|ل|ك)?';

/**
 * Lower-cases with the language's rules (Turkish İ/I) and, for Latin-script languages, drops
 * accents so 'negre' and 'nègre' or 'cocaina' and 'cocaína' meet. Applied to lists and text alike.
 */
export function normalise(text: string, language: LanguageCode): string {
  const lowered = text.normalize('NFKC').toLocaleLowerCase(language);
  return LATIN_LANGUAGES.has(language) ? lowered.normalize('NFD').replace(/\p{Mn}/gu, '').normalize('NFC') : lowered;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One term of the list syntax → a regex source. */
function termPattern(term: string, listLanguage: LanguageCode): string {
  const prefix = term.startsWith('*');
  const suffix = term.endsWith('*');
  const core = term.replace(/^\*|\*$/g, '');
  const body = escape(normalise(core, listLanguage)).replace(/\s+/g, '\\s+');
  if (CJK.test(core)) return body;
  if (listLanguage === 'ar') return `(?<!${WORD_CHAR})${ARABIC_CLITICS}${body}`;
  return `${prefix ? '' : `(?<!${WORD_CHAR})`}${body}${suffix ? '' : `(?!${WORD_CHAR})`}`;
}

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
