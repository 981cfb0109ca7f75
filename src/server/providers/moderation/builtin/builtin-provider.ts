/**
 * The built-in offline Moderator (DESIGN §3): the story language's word list plus the English one
 * (parents often mix English into other languages), matched on normalised text. Whole words for
 * alphabetic scripts, substrings for Chinese, Japanese and Korean. Reasons are the categories of
 * word-lists.ts: violence, sexual, weapons, drugs, self-harm, slurs.
 */
import type { LanguageCode } from '../../../../shared/catalog.ts';
import type { ModerationResult, Moderator } from '../../types.ts';
import { anyTermSource, evasionForms, LATIN_LANGUAGES, normalise, stripMarks } from '../../../wishes/match.ts';
import { PHRASES } from './phrase-lists.ts';
import { MODERATION_CATEGORIES, WORD_LISTS, type ModerationCategory } from './word-lists.ts';

export { normalise };

/** English terms that are ordinary words of another language once accents are dropped (Turkish gün 'day'). */
const EN_COLLISIONS: Partial<Record<LanguageCode, string[]>> = { tr: ['gun', 'guns'] };

type Compiled = Array<{ category: ModerationCategory; pattern: RegExp }>;
const compiled = new Map<LanguageCode, Compiled>();

/** Per-category regexes for a story language (its list + English), built once. */
function patternsFor(language: LanguageCode): Compiled {
  let patterns = compiled.get(language);
  if (!patterns) {
    const sources = language === 'en' ? (['en'] as const) : ([language, 'en'] as const);
    patterns = MODERATION_CATEGORIES.flatMap((category) => {
      // Terms grouped under one set of word-boundary checks (anyTermSource): the same yes/no, compiled far faster.
      const terms = sources.flatMap((source) => [
        anyTermSource((WORD_LISTS[source][category] ?? []).filter((term) => source === language || !EN_COLLISIONS[language]?.includes(term)), source),
        ...(PHRASES[source][category] ?? []).map((phrase) => `(?:${phraseSource(phrase, source)})`),
      ]).filter(Boolean);
      return terms.length ? [{ category, pattern: new RegExp(terms.join('|'), 'u') }] : [];
    });
    compiled.set(language, patterns);
  }
  return patterns;
}

/** A phrase pattern as written (lower case, unaccented) → regex source: \\w covers every script's letters. */
function phraseSource(phrase: string, language: LanguageCode): string {
  const source = LATIN_LANGUAGES.has(language) ? stripMarks(phrase) : phrase;
  return source.replace(/\\w/g, '[\\p{L}\\p{M}\\p{N}_]');
}

/**
 * Ordinary kitchen and toy uses that contain a listed word ("a cooking knife for the cake"): they
 * are blanked out before matching, so only these exact phrases are spared.
 */
const SAFE_PHRASES = new RegExp([
  '(?:cooking|cake|butter|bread|cheese|table|plastic|toy|wooden|dinner)\\s+knife',
  'knife\\s+(?:for|to\\s+cut|to\\s+slice)\\s+(?:the\\s+|a\\s+|some\\s+)?(?:cake|bread|butter|apple|fruit|sandwich|pizza|cheese)',
  'cuchillo\\s+(?:de\\s+(?:mantequilla|cocina|mesa|plastico)|para\\s+(?:el|la)\\s+(?:pastel|tarta|pan))',
  'couteau\\s+(?:a|pour\\s+le|pour\\s+la)\\s+(?:beurre|pain|gateau|tarte)',
  'coltello\\s+(?:da|per\\s+la|per\\s+il)\\s+(?:cucina|burro|torta|pane)',
  'faca\\s+(?:de|para\\s+o|para\\s+a)\\s+(?:cozinha|manteiga|bolo|pao)',
].join('|'), 'gu');

function spareSafePhrases(normalised: string): string {
  return normalised.replace(SAFE_PHRASES, ' ');
}

/** The categories whose terms or phrases occur in `text` (or in its de-obfuscated forms), in MODERATION_CATEGORIES order. */
export function findCategories(text: string, language: LanguageCode): ModerationCategory[] {
  // English terms are matched on the text normalised both ways, so accents never hide them;
  // leetspeak and spaced-out letters are undone (k1ll, k.i.l.l).
  const base = [normalise(text, language), normalise(text, 'en')].map(spareSafePhrases);
  const forms = new Set([...base, ...base.flatMap(evasionForms)]);
  return patternsFor(language)
    .filter(({ pattern }) => [...forms].some((form) => pattern.test(form)))
    .map(({ category }) => category);
}

/** What matched, per category (for tests and for tuning the lists): [category, matched text]. */
export function explainMatches(text: string, language: LanguageCode): Array<[ModerationCategory, string]> {
  const base = [normalise(text, language), normalise(text, 'en')].map(spareSafePhrases);
  const forms = [...new Set([...base, ...base.flatMap(evasionForms)])];
  const out: Array<[ModerationCategory, string]> = [];
  for (const { category, pattern } of patternsFor(language)) {
    for (const form of forms) {
      const m = pattern.exec(form);
      if (m) { out.push([category, m[0]]); break; }
    }
  }
  return out;
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
