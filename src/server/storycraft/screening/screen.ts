/**
 * The one screen every word from a parent passes before it can reach a child's story, and every
 * finished story passes before a child reads it: hero and character names (at upload), companion
 * names inside wishes, descriptions, wishes, custom morals, series recaps, and the finished title
 * and pages — in both modes (a vendor moderator runs in addition, never instead).
 *
 * Layers, on every form of the text (screenForms):
 * 1. folding: NFKC, look-alike letters (fold.ts, Unicode UTS #39 confusables), the language's case
 *    folding and accents, leetspeak and spaced-out letters (wishes/match.ts evasionForms);
 * 2. sparing: idioms ("kills me with her giggles", "a killer whale") and safety lessons ("never go
 *    with strangers") of the language and of English are blanked out;
 * 3. our category lists (word-lists.ts, phrase-lists.ts, each language's `phrases`): violence,
 *    sexual content, weapons, drugs, self-harm, slurs, dangerous play, strangers and secrets,
 *    running away, cruelty, instructions aimed at the writer;
 * 4. rude words: LDNOOBW per language and `obscenity` for English (profanity.ts);
 * 5. names that must never be a child's hero (never-heroes.ts and each language's list);
 * 6. misspellings of the gravest words at a bounded edit distance (misspelt.ts).
 *
 * The story language's lists run together with the English ones (parents mix English in); a
 * name, whose language is unknown, is screened in all 14 languages (screenName).
 */
import { LANGUAGE_CODES, type LanguageCode } from '../../../shared/catalog.ts';
import { CJK, escapeRegex, evasionForms, groupedTermSources, LATIN_LANGUAGES, normalise, stripMarks } from '../wishes/match.ts';
import { foldLookalikes } from './fold.ts';
import { SCREENING } from './languages.ts';
import { misspeltMatch } from './misspelt.ts';
import { NEVER_HEROES_LATIN } from './never-heroes.ts';
import { PHRASES } from './phrase-lists.ts';
import { hasEnglishObscenity, rudePattern, turkishForm } from './profanity.ts';
import { MODERATION_CATEGORIES, WORD_LISTS, type ModerationCategory } from './word-lists.ts';

/** Where the words come from; every field gets the same screen (names are screened in all languages). */
export type ScreenField = 'name' | 'wish' | 'description' | 'moral' | 'recap' | 'story';

/** Why a text was refused: the reason and the words that matched (for logs and tests, never shown). */
export interface ScreenFinding {
  category: ModerationCategory;
  match: string;
}

/** English terms that are ordinary words of another language once accents are dropped (Turkish gün 'day'). */
const EN_COLLISIONS: Partial<Record<LanguageCode, string[]>> = { tr: ['gun', 'guns'] };
/** English rude words that are ordinary words of another story language (Spanish and Portuguese negro 'black'). */
const EN_RUDE_COLLISIONS: Partial<Record<LanguageCode, readonly string[]>> = { es: ['negro'], pt: ['negro'], it: ['negro'] };

const listPatterns = new Map<string, RegExp[]>();

/** A phrase pattern as written (lower case, unaccented) → regex source: \\w covers every script's letters. */
function phraseSource(phrase: string, language: LanguageCode): string {
  const source = LATIN_LANGUAGES.has(language) ? stripMarks(phrase) : phrase;
  return source.replace(/\\w/g, '[\\p{L}\\p{M}\\p{N}_]');
}

/**
 * One list's regexes for a category (its words, its phrases, the language file's phrases), built
 * once and shared by every story language that uses the list: compiling the English list into
 * each language's own regexes made the first check of a process cost ~2 s of event loop.
 * Separate regexes, not one alternation: V8 runs many small patterns over a 1,000-character wish
 * several times faster than their alternation. `skip`: English terms left out for a language
 * (EN_COLLISIONS).
 */
function listPattern(source: LanguageCode, category: ModerationCategory, skip: readonly string[] = []): RegExp[] {
  const key = `${source}:${category}:${skip.join(',')}`;
  if (!listPatterns.has(key)) {
    const words = (WORD_LISTS[source][category] ?? []).filter((term) => !skip.includes(term));
    const phrases = [...(PHRASES[source][category] ?? []), ...(SCREENING[source].phrases[category] ?? [])];
    const sources = [...groupedTermSources(words, source), ...phrases.map((phrase) => phraseSource(phrase, source))];
    listPatterns.set(
      key,
      sources.map((s) => new RegExp(s, 'u')),
    );
  }
  return listPatterns.get(key)!;
}

type Compiled = Array<{ category: ModerationCategory; patterns: RegExp[] }>;
const compiled = new Map<LanguageCode, Compiled>();

/** Per-category regexes for a story language (its lists, then English), built once. */
function patternsFor(language: LanguageCode): Compiled {
  let patterns = compiled.get(language);
  if (!patterns) {
    patterns = MODERATION_CATEGORIES.flatMap((category) => {
      const found = [
        ...(language === 'en' ? [] : listPattern(language, category)),
        ...listPattern('en', category, language === 'en' ? [] : (EN_COLLISIONS[language] ?? [])),
      ];
      return found.length ? [{ category, patterns: found }] : [];
    });
    compiled.set(language, patterns);
  }
  return patterns;
}

/**
 * Ordinary kitchen and toy uses that contain a listed word ("a cooking knife for the cake"),
 * for every language; each language adds its idioms and safety lessons.
 */
const SAFE_PHRASES = [
  '(?:cooking|cake|butter|bread|cheese|table|plastic|toy|wooden|dinner|kitchen)\\s+knife',
  'knife\\s+(?:for|to\\s+cut|to\\s+slice)\\s+(?:the\\s+|a\\s+|some\\s+)?(?:\\p{L}+\\s+)?(?:cake|bread|butter|apple|fruit|sandwich|pizza|cheese)',
  'cuchillo\\s+(?:de\\s+(?:mantequilla|cocina|mesa|plastico)|para\\s+(?:cortar\\s+)?(?:el|la)\\s+(?:pastel|tarta|pan))',
  'couteau\\s+(?:a|pour\\s+le|pour\\s+la)\\s+(?:beurre|pain|gateau|tarte)',
  'coltello\\s+(?:da|per\\s+la|per\\s+il)\\s+(?:cucina|burro|torta|pane)',
  'faca\\s+(?:de|para\\s+o|para\\s+a)\\s+(?:cozinha|manteiga|bolo|pao)',
];

const spareRegexes = new Map<LanguageCode, RegExp>();

/** The language's and English's harmless phrases as one global regex (accented and unaccented forms). */
function spareRegex(language: LanguageCode): RegExp {
  let regex = spareRegexes.get(language);
  if (!regex) {
    const own = [...SCREENING[language].idioms, ...SCREENING[language].lessons];
    const english = language === 'en' ? [] : [...SCREENING.en.idioms, ...SCREENING.en.lessons];
    const sources = [...SAFE_PHRASES, ...own, ...english].map((s) => s.replace(/\\w/g, '[\\p{L}\\p{M}\\p{N}_]'));
    const all = [...new Set([...sources, ...sources.map(stripMarks)])];
    regex = new RegExp(all.map((s) => `(?:${s})`).join('|'), 'gu');
    spareRegexes.set(language, regex);
  }
  return regex;
}

/**
 * The forms of `text` the lists are matched on, for a story language: look-alikes folded,
 * normalised for the language and for English, harmless phrases blanked, then the evasion forms
 * (leetspeak, spaced letters, repeated letters) of each.
 */
export function screenForms(text: string, language: LanguageCode): { bases: string[]; forms: string[]; folded: string } {
  const folded = foldLookalikes(text);
  const spare = spareRegex(language);
  const bases = [...new Set([normalise(folded, language), normalise(folded, 'en')])].map((b) => b.replace(spare, ' '));
  const unique = [...new Set(bases)];
  return { bases: unique, forms: [...new Set([...unique, ...unique.flatMap(evasionForms)])], folded };
}

let heroPattern: RegExp | null = null;

/** One regex of every never-hero name, in every language's script (names read the same in any story). */
function neverHeroPattern(): RegExp {
  if (!heroPattern) {
    const sources: string[] = [];
    for (const language of LANGUAGE_CODES) sources.push(...groupedTermSources(SCREENING[language].neverHeroes, language));
    sources.push(...groupedTermSources(NEVER_HEROES_LATIN, 'en'));
    heroPattern = new RegExp(sources.join('|'), 'u');
  }
  return heroPattern;
}

const insultNames = new Map<LanguageCode, RegExp | null>();

/** The language's words that are insults as names (whole words), or null. */
function insultNamePattern(language: LanguageCode): RegExp | null {
  if (!insultNames.has(language)) {
    const sources = groupedTermSources(SCREENING[language].insultsAsNames ?? [], language);
    insultNames.set(language, sources.length ? new RegExp(sources.join('|'), 'u') : null);
  }
  return insultNames.get(language)!;
}

function firstMatch(patterns: readonly (RegExp | null)[], forms: readonly string[]): string | null {
  for (const pattern of patterns) {
    if (!pattern) continue;
    for (const form of forms) {
      const m = pattern.exec(form);
      if (m) return m[0];
    }
  }
  return null;
}

/**
 * Every reason `text` may not reach a story in `language` (one finding per reason, in
 * MODERATION_CATEGORIES order); empty when it may. `all`: false stops at the first finding.
 */
export function screenFindings(text: string, language: LanguageCode, options: { all?: boolean; field?: ScreenField } = {}): ScreenFinding[] {
  if (!text?.trim()) return [];
  const all = options.all ?? true;
  const { bases, forms, folded } = screenForms(text, language);
  const found = new Map<ModerationCategory, string>();
  const add = (category: ModerationCategory, match: string | null) => {
    if (match !== null && !found.has(category)) found.set(category, match);
    return !all && found.size > 0;
  };
  for (const { category, patterns } of patternsFor(language)) if (add(category, firstMatch(patterns, forms))) return ordered(found);
  if (add('hate-figure', firstMatch([neverHeroPattern()], forms))) return ordered(found);
  const ownRude =
    language === 'tr'
      ? firstMatch([rudePattern('tr')], [turkishForm(folded).replace(spareRegex('tr'), ' ')])
      : language === 'en'
        ? null
        : firstMatch([rudePattern(language)], forms);
  if (add('profanity', ownRude ?? firstMatch([rudePattern('en', EN_RUDE_COLLISIONS[language])], forms))) return ordered(found);
  if (add('profanity', obscenityFound(bases, language, options.field) ? 'english obscenity' : null)) return ordered(found);
  if (options.field === 'name' && add('slurs', firstMatch([insultNamePattern(language)], forms))) return ordered(found);
  const misspelt = misspeltMatch(bases, language);
  if (misspelt) add(misspelt.category, misspelt.match);
  return ordered(found);
}

/** Words typed with a digit or a symbol among their letters (sh1t, f*ck, a$$): where other languages' texts may hide English rude words. */
function leetWords(text: string): string[] {
  return text.split(/[\s,.;:?¿¡"“”«»()[\]]+/u).filter((w) => /\p{L}/u.test(w) && (/[0-9@$€*]/u.test(w) || /\p{L}!+\p{L}/u.test(w)));
}

/**
 * `obscenity` knows English: it reads English texts and every name whole, and of another
 * language's text only the words typed with digits or symbols ("sh1t", "f*ck"), since whole
 * sentences of other languages hold letter runs it takes for English ones.
 */
function obscenityFound(bases: readonly string[], language: LanguageCode, field: ScreenField | undefined): boolean {
  if (language === 'en' || field === 'name') return bases.some((b) => hasEnglishObscenity(b));
  return bases.some((b) => leetWords(b).some((word) => hasEnglishObscenity(word)));
}

function ordered(found: Map<ModerationCategory, string>): ScreenFinding[] {
  return MODERATION_CATEGORIES.filter((c) => found.has(c)).map((category) => ({ category, match: found.get(category)! }));
}

/** The first reason `text` may not reach a story in `language`, or null when it may. */
export function screenText(text: string, language: LanguageCode, field: ScreenField = 'wish'): ScreenFinding | null {
  return screenFindings(text, language, { all: false, field })[0] ?? null;
}

/**
 * The first reason a character or companion name may not be used, or null: the name is screened
 * in every story language (its language is unknown at upload, and a name reads the same in
 * every story), story language first when known.
 */
export function screenName(name: string, language?: LanguageCode): ScreenFinding | null {
  const order = language ? [language, ...LANGUAGE_CODES.filter((l) => l !== language)] : LANGUAGE_CODES;
  for (const code of order) {
    const finding = screenText(name, code, 'name');
    if (finding) return finding;
  }
  return null;
}

/**
 * Compiles every pattern and runs each twice, so V8 has compiled and tiered them up before the
 * server takes requests: the first check of a process otherwise holds the event loop for the
 * compilation. Idempotent and cheap after the first call.
 */
export function warmScreen(): void {
  for (const language of LANGUAGE_CODES) for (let i = 0; i < 2; i++) screenFindings('warm up the screen', language);
}

const LATIN_NAME = /^[\p{Script=Latin}\p{M}\p{N}\s'’.\-·]+$/u;

/**
 * `text` (NFKC) with each occurrence of the heroes' own `names` blanked, case-insensitive: a name
 * passed the name check when the character was made, and the finished-text check must not read
 * it as a word (Turkish Gün is not the English gun). Latin names are whole words among Latin
 * letters (next to Chinese or Japanese letters too: "Gün钻进了被窝"); other names are matched as
 * whole words of their script, or as written in Chinese, Japanese and Korean.
 */
export function withoutNames(text: string, names: readonly string[]): string {
  const nfkc = text.normalize('NFKC');
  const sources = names
    .map((n) => n.normalize('NFKC').trim())
    .filter((n) => n.length > 0)
    .map((n) => {
      const body = escapeRegex(n).replace(/\s+/g, '\\s+');
      if (CJK.test(n)) return body;
      const edge = LATIN_NAME.test(n) ? '[\\p{Script=Latin}\\p{M}\\p{N}]' : '[\\p{L}\\p{M}\\p{N}]';
      return `(?<!${edge})${body}(?!${edge})`;
    });
  return sources.length ? nfkc.replace(new RegExp(sources.join('|'), 'giu'), ' ') : nfkc;
}
