/**
 * The built-in offline Moderator (DESIGN §3): the story language's word list plus the English one
 * (parents often mix English into other languages), matched on normalised text. Whole words for
 * alphabetic scripts, substrings for Chinese, Japanese and Korean. Reasons are the categories of
 * word-lists.ts: violence, sexual, weapons, drugs, self-harm, slurs.
 */
import type { LanguageCode } from '../../../../shared/catalog.ts';
import type { ModerationResult, Moderator } from '../../types.ts';
import { LANGUAGE_CODES } from '../../../../shared/catalog.ts';
import { evasionForms, groupedTermSources, LATIN_LANGUAGES, normalise, stripMarks } from '../../../storycraft/wishes/match.ts';
import { PHRASES } from './phrase-lists.ts';
import { MODERATION_CATEGORIES, WORD_LISTS, type ModerationCategory } from './word-lists.ts';

export { normalise };

/** English terms that are ordinary words of another language once accents are dropped (Turkish gün 'day'). */
const EN_COLLISIONS: Partial<Record<LanguageCode, string[]>> = { tr: ['gun', 'guns'] };

type Compiled = Array<{ category: ModerationCategory; patterns: RegExp[] }>;
const compiled = new Map<LanguageCode, Compiled>();
const listPatterns = new Map<string, RegExp | null>();

/**
 * One list's regex for a category (its words, then its phrases), built once and shared by every
 * story language that uses the list: the English list serves all 14 languages, and compiling it
 * into each language's own regex made the first name check of a process cost ~2 s of event loop
 * (issue 18). `skip`: English terms left out for a language (EN_COLLISIONS).
 */
function listPattern(source: LanguageCode, category: ModerationCategory, skip: readonly string[] = []): RegExp | null {
  const key = `${source}:${category}:${skip.join(',')}`;
  if (!listPatterns.has(key)) {
    const words = (WORD_LISTS[source][category] ?? []).filter((term) => !skip.includes(term));
    const sources = [...groupedTermSources(words, source), ...(PHRASES[source][category] ?? []).map((phrase) => `(?:${phraseSource(phrase, source)})`)];
    listPatterns.set(key, sources.length ? new RegExp(sources.join('|'), 'u') : null);
  }
  return listPatterns.get(key)!;
}

/** Per-category regexes for a story language (its list, then English), built once. */
function patternsFor(language: LanguageCode): Compiled {
  let patterns = compiled.get(language);
  if (!patterns) {
    patterns = MODERATION_CATEGORIES.flatMap((category) => {
      const lists = [language === 'en' ? null : listPattern(language, category), listPattern('en', category, language === 'en' ? [] : (EN_COLLISIONS[language] ?? []))];
      const found = lists.filter((pattern): pattern is RegExp => pattern !== null);
      return found.length ? [{ category, patterns: found }] : [];
    });
    compiled.set(language, patterns);
  }
  return patterns;
}

/**
 * Compiles every list's patterns and runs each twice, so V8 has compiled and tiered them up
 * before the server takes requests: the first name check of a process otherwise holds the event
 * loop for the compilation (issue 18). Idempotent and cheap after the first call.
 */
export function warmModerationPatterns(): void {
  for (const language of LANGUAGE_CODES) for (const { patterns } of patternsFor(language)) for (const pattern of patterns) for (let i = 0; i < 2; i++) pattern.test('warm up');
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
    .filter(({ patterns }) => [...forms].some((form) => patterns.some((pattern) => pattern.test(form))))
    .map(({ category }) => category);
}

/** What matched, per category (for tests and for tuning the lists): [category, matched text]. */
export function explainMatches(text: string, language: LanguageCode): Array<[ModerationCategory, string]> {
  const base = [normalise(text, language), normalise(text, 'en')].map(spareSafePhrases);
  const forms = [...new Set([...base, ...base.flatMap(evasionForms)])];
  const out: Array<[ModerationCategory, string]> = [];
  for (const { category, patterns } of patternsFor(language)) {
    for (const form of forms) {
      // The leftmost match of the category's lists (the story language's list first on a tie).
      const matches = patterns.map((pattern) => pattern.exec(form)).filter((m): m is RegExpExecArray => m !== null);
      const m = matches.sort((a, b) => a.index - b.index)[0];
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
