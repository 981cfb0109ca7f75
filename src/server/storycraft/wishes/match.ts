/**
 * Text normalisation and term matching shared by the wish interpreter and the built-in moderator:
 * NFKC, the language's case folding, diacritics dropped for Latin-script languages, and a small
 * term syntax (`word` whole word, `word*` word start, spaces match any whitespace; Chinese,
 * Japanese and Korean terms match as substrings; Arabic terms also match after clitics).
 */
import type { LanguageCode } from '../../../shared/catalog.ts';

export const LATIN_LANGUAGES: ReadonlySet<LanguageCode> = new Set(['en', 'es', 'fr', 'de', 'nl', 'it', 'pt', 'pl', 'tr']);
export const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const WORD_CHAR = '[\\p{L}\\p{M}\\p{N}]';
// Conjunction و/ف, then a preposition or the article: وبالسكين = و + بال + سكين.
const ARABIC_CLITICS = '[وف]?(?:بال|كال|لل|ال|ب|ل|ك)?';

/**
 * Lower-cases with the language's rules (Turkish İ/I) and, for Latin-script languages, drops
 * accents so 'negre' and 'nègre' or 'cocaina' and 'cocaína' meet. Applied to lists and text alike.
 */
export function normalise(text: string, language: LanguageCode): string {
  const lowered = text.normalize('NFKC').toLocaleLowerCase(language);
  return LATIN_LANGUAGES.has(language) ? stripMarks(lowered).replace(/ı/g, 'i') : lowered;
}

/** Drops combining marks (accents, cedillas, ogoneks); Polish ł and Turkish ı have none and stay. */
export function stripMarks(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .normalize('NFC');
}

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i', '€': 'e' };

/**
 * The forms of a text a filter must look at so spelling tricks do not hide a word: leetspeak
 * digits inside words (k1ll → kill) and letters spread out with dots, dashes or spaces
 * (k.i.l.l, s e x → kill, sex). Input: an already normalised text.
 */
export function evasionForms(normalised: string): string[] {
  const forms = new Set<string>();
  const leet = normalised.replace(/[\p{L}\d@$!€]+/gu, (word) =>
    /\p{L}/u.test(word) && /[\d@$!€]/.test(word) ? word.replace(/[\d@$!€]/g, (ch) => LEET[ch] ?? ch) : word,
  );
  forms.add(leet);
  const spread = /(?<![\p{L}])\p{L}(?:[\s.\-_*+'·]+\p{L}(?![\p{L}])){2,}/gu;
  forms.add(leet.replace(spread, (run) => run.replace(/[\s.\-_*+'·]+/g, '')));
  // "a g u n": the run may start with a real one-letter word.
  forms.add(
    leet.replace(spread, (run) =>
      run.replace(/^(\p{L})[\s.\-_*+'·]+/u, '$1 ').replace(/(?<=\p{L})[\s.\-_*+'·]+(?=\p{L})/gu, (sep, at: number) => (at <= 2 && /\s/.test(sep) ? sep : '')),
    ),
  );
  forms.add(leet.replace(/(\p{L})\1{2,}/gu, '$1$1')); // kiiiill → kiill
  forms.add(leet.replace(/(\p{L})\1+/gu, '$1')); // kiill → kil (for terms written with single letters)
  forms.delete(normalised);
  return [...forms];
}

export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One term of the list syntax → a regex source, for text normalised for `listLanguage`. */
export function termPattern(term: string, listLanguage: LanguageCode): string {
  const prefix = term.startsWith('*');
  const suffix = term.endsWith('*');
  const core = term.replace(/^\*|\*$/g, '');
  const body = escapeRegex(normalise(core, listLanguage)).replace(/\s+/g, '\\s+');
  if (CJK.test(core)) return body;
  if (listLanguage === 'ar') return `(?<!${WORD_CHAR})${ARABIC_CLITICS}${body}`;
  return `${prefix ? '' : `(?<!${WORD_CHAR})`}${body}${suffix ? '' : `(?!${WORD_CHAR})`}`;
}

/**
 * The regex sources of a list of terms for a one-off membership test (`RegExp#test` on the
 * alternatives joined with `|`): the same matches as one termPattern per term, with terms of the
 * same shape grouped under one look-behind/look-ahead. V8 compiles every Unicode property class
 * into native code, so a class per term made the moderator's lists cost ~1.5 s of compilation on
 * the first check and again when V8 tiers a pattern up (a character upload stalled the
 * event loop). Which alternative matches may differ from termPattern's order; whether one does not.
 */
export function groupedTermSources(terms: readonly string[], listLanguage: LanguageCode): string[] {
  const groups = new Map<string, string[]>();
  for (const term of terms) {
    const prefix = term.startsWith('*');
    const suffix = term.endsWith('*');
    const core = term.replace(/^\*|\*$/g, '');
    const body = escapeRegex(normalise(core, listLanguage)).replace(/\s+/g, '\\s+');
    const shape = CJK.test(core) ? 'cjk' : listLanguage === 'ar' ? 'ar' : `${prefix ? 'any' : 'word'}-${suffix ? 'any' : 'word'}`;
    groups.set(shape, [...(groups.get(shape) ?? []), body]);
  }
  return [...groups].map(([shape, bodies]) => {
    const alternatives = `(?:${bodies.join('|')})`;
    if (shape === 'cjk') return alternatives;
    if (shape === 'ar') return `(?<!${WORD_CHAR})${ARABIC_CLITICS}${alternatives}`;
    return `${shape.startsWith('any') ? '' : `(?<!${WORD_CHAR})`}${alternatives}${shape.endsWith('any') ? '' : `(?!${WORD_CHAR})`}`;
  });
}

/** A global regex for a list of terms (null when the list is empty). */
export function termsRegex(terms: readonly string[], language: LanguageCode): RegExp | null {
  if (!terms.length) return null;
  return new RegExp(terms.map((t) => termPattern(t, language)).join('|'), 'gu');
}
