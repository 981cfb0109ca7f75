/**
 * Rude words, from the field-standard lists: LDNOOBW ("List of Dirty, Naughty, Obscene and
 * Otherwise Bad Words", npm `naughty-words`, CC BY 4.0) for each of the 14 story languages, and
 * `obscenity` (MIT) for English spelling variants and leetspeak ("sh1thead", "f*ck", "fuuuck").
 * Each language's `notRude` (storycraft/languages/<code>/screening.ts) drops the list entries that
 * are ordinary words there (Italian 'pesce' fish, Dutch 'muts' hat).
 *
 * Chinese, Japanese and Korean entries match as substrings (no spaces between words), so their
 * one-character entries (奶 milk, 性 nature) are left out unless kept on purpose below, and so are
 * their Latin-letter entries (the English list covers those).
 */
import { createRequire } from 'node:module';
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import type { LanguageCode } from '../../../shared/catalog.ts';
import { escapeRegex, groupedTermSources, normalise } from '../wishes/match.ts';
import { SCREENING } from './languages.ts';

/** naughty-words ships plain JSON lists by language code, without type declarations. */
const LDNOOBW = createRequire(import.meta.url)('naughty-words') as Record<string, readonly string[]>;
const CJK_LANGUAGES: ReadonlySet<LanguageCode> = new Set(['zh', 'ja', 'ko']);
const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** One-character CJK entries that are rude on their own and in no ordinary word. */
const CJK_SINGLE_KEPT = new Set(['屄', '屌', '肏', '좆']);
/** The list's one emoji, which is no word (matched as is in every language). */
const SYMBOLS = ['🖕'];

/** The LDNOOBW terms of `language` that count as rude there, in list syntax (lower case). */
export function rudeTerms(language: LanguageCode): string[] {
  const notRude = new Set(SCREENING[language].notRude.map((t) => normalise(t, language)));
  return (LDNOOBW[language] ?? [])
    .map((term) => term.trim().toLowerCase())
    .filter((term) => term && !SYMBOLS.includes(term) && !notRude.has(normalise(term, language)))
    .filter((term) => !CJK_LANGUAGES.has(language) || (CJK_CHAR.test(term) && ([...term].length > 1 || CJK_SINGLE_KEPT.has(term))))
    .map((term) => term.replace(/[*]/g, ''));
}

const compiled = new Map<string, RegExp | null>();

/**
 * Turkish keeps its letters for this list: folded, 'sık' (often) would be its rude 'sik'. The
 * text is matched in turkishForm.
 */
function turkishSources(terms: readonly string[]): string[] {
  const words = terms.map((t) => escapeRegex(t.normalize('NFKC').toLocaleLowerCase('tr')).replace(/\s+/g, '\\s+'));
  return words.length ? [`(?<![\\p{L}\\p{M}\\p{N}])(?:${words.join('|')})(?![\\p{L}\\p{M}\\p{N}])`] : [];
}

/** The form of a (folded) text the Turkish list is matched on. */
export function turkishForm(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase('tr');
}

const WORD = '[\\p{L}\\p{M}\\p{N}]';

/**
 * Arabic entries are whole words after the clitics (و ف ب ل ك ال): as word starts, كس would be
 * the start of كسرت 'I broke'.
 */
function arabicSources(terms: readonly string[]): string[] {
  const words = terms.map((t) => escapeRegex(normalise(t, 'ar')).replace(/\s+/g, '\\s+'));
  return words.length ? [`(?<!${WORD})[وف]?(?:بال|كال|لل|ال|ب|ل|ك)?(?:${words.join('|')})(?!${WORD})`] : [];
}

/**
 * One regex of `language`'s rude words, on text normalised for that language (turkishForm for
 * Turkish; null when none). `skip`: entries left out (another story language's ordinary words).
 */
export function rudePattern(language: LanguageCode, skip: readonly string[] = []): RegExp | null {
  const key = `${language}:${skip.join(',')}`;
  if (!compiled.has(key)) {
    const terms = rudeTerms(language).filter((t) => !skip.includes(t));
    const sources = language === 'tr' ? turkishSources(terms) : language === 'ar' ? arabicSources(terms) : groupedTermSources(terms, language);
    compiled.set(key, sources.length ? new RegExp([...sources, ...SYMBOLS].join('|'), 'u') : null);
  }
  return compiled.get(key)!;
}

let matcher: RegExpMatcher | null = null;

/**
 * True when `text` holds an English rude word in any spelling `obscenity` undoes (leetspeak,
 * repeated letters, look-alike symbols). Its whitelist spares words that contain one
 * ("Scunthorpe", "shiitake").
 */
export function hasEnglishObscenity(text: string): boolean {
  if (!matcher) {
    const built = englishDataset.build();
    matcher = new RegExpMatcher({
      ...built,
      ...englishRecommendedTransformers,
      whitelistedTerms: [...(built.whitelistedTerms ?? []), 'shiitake', 'shih tzu', 'shitzu', 'shih-tzu', 'pussycat', 'pussy cat', 'pussy willow'],
    });
  }
  return matcher.hasMatch(text);
}
