/**
 * Finds the wish vocabulary's concepts in a parent's (normalised) text the way parents write them:
 * plurals and case endings ("giraffes", "Ziegen", "żyrafą", "müzeye"), Arabic clitics
 * ("وبالصاروخ"), a misspelt letter or two ("dinosuars"), particles glued to Korean and Japanese
 * nouns, and English words inside another language ("un dinosaur"). Word lookup, not one regex per
 * concept: ~590 concepts × 14 languages would cost seconds of regex compilation.
 */
import type { LanguageCode } from '../../../../shared/catalog.ts';
import { normalise } from '../match.ts';
import { CONCEPTS } from './index.ts';
import type { WishConcept } from './types.ts';

/** One concept found in the text: where (offsets into the normalised text) and by which term. */
export interface ConceptHit {
  code: string;
  start: number;
  end: number;
  /** True when the term was the concept's own name (not a keyword). */
  byName: boolean;
}

interface Term {
  code: string;
  words: string[];
  byName: boolean;
}

const SUBSTRING_LANGUAGES: ReadonlySet<LanguageCode> = new Set(['zh', 'ja', 'ko']);
/** Languages whose nouns take case or possessive endings: a longer word that starts with the term counts. */
const ENDINGS_ANY: Partial<Record<LanguageCode, number>> = { pl: 4, tr: 6, hi: 5, ar: 3 };
/** Plural endings a word may carry in the other languages. */
const ENDINGS: Partial<Record<LanguageCode, readonly string[]>> = {
  en: ['s', 'es', "'s"],
  de: ['e', 'en', 'n', 'er', 's', 'es', 'nen', 'innen'],
  fr: ['s', 'x'],
  es: ['s', 'es'],
  pt: ['s', 'es'],
  it: [],
  nl: ['en', 's', "'s", 'n', 'jes', 'tjes'],
};
/** Romance plurals that change the last vowel: giraffa/giraffe, dinosauro/dinosauri, capra/capre. */
const VOWEL_PLURAL: ReadonlySet<LanguageCode> = new Set(['it', 'es', 'pt', 'pl']);
const ARABIC_PREFIX = /^(?:و|ف)?(?:بال|كال|لل|ال|ب|ل|ك)?/u;

const tables = new Map<LanguageCode, { byFirst: Map<string, Term[]>; substrings: Term[] }>();

function termWords(term: string, language: LanguageCode): string[] {
  const norm = normalise(term, language).replace(/\*$/, '');
  return norm.split(/[\s\-‐]+/u).filter(Boolean);
}

function table(language: LanguageCode) {
  let t = tables.get(language);
  if (t) return t;
  const byFirst = new Map<string, Term[]>();
  const substrings: Term[] = [];
  const add = (concept: WishConcept, term: string, byName: boolean, foreign: boolean) => {
    const words = termWords(term, language);
    if (!words.length) return;
    const joined = words.join('');
    // Short words of another language are someone's name or a word of this one ('ape', 'pan').
    if (foreign && joined.length < 5) return;
    if (SUBSTRING_LANGUAGES.has(language) && !foreign) {
      // One character is a word only as a name or a Han keyword (弟, 島); a lone kana or hangul is not.
      if ([...joined].length >= 2 || byName || /\p{Script=Han}/u.test(joined)) substrings.push({ code: concept.code, words: [words.join(' ')], byName });
      return;
    }
    if (language === 'ar') for (let k = 0; k < words.length; k++) words[k] = words[k]!.replace(ARABIC_PREFIX, '') || words[k]!;
    if (words.length === 1 && words[0]!.length < 2) return;
    const list = byFirst.get(words[0]!) ?? [];
    list.push({ code: concept.code, words, byName });
    byFirst.set(words[0]!, list);
  };
  for (const concept of CONCEPTS) {
    const own = concept.names[language];
    add(concept, own.name, true, false);
    for (const k of own.keywords) add(concept, k, false, false);
    if (language !== 'en' && !SUBSTRING_LANGUAGES.has(language) && language !== 'ar' && language !== 'hi') add(concept, concept.names.en.name, true, true);
  }
  t = { byFirst, substrings };
  tables.set(language, t);
  return t;
}

interface Word {
  text: string;
  start: number;
  end: number;
}

function words(norm: string, language: LanguageCode): Word[] {
  const out: Word[] = [];
  for (const m of norm.matchAll(/[\p{L}\p{M}\p{N}'’]+/gu)) {
    let text = m[0].replace(/’/g, "'");
    let start = m.index ?? 0;
    if (language === 'ar') {
      const prefix = text.match(ARABIC_PREFIX)?.[0] ?? '';
      if (prefix && text.length - prefix.length >= 2) {
        text = text.slice(prefix.length);
        start += prefix.length;
      }
    }
    // Elided articles: l'île, dell'isola, d'un.
    const elided = text.match(/^(?:l|d|dell|dall|all|nell|sull|un|qu|j|s|c|n)'(.+)$/u);
    if (elided && ['fr', 'it'].includes(language)) {
      start += text.length - elided[1]!.length;
      text = elided[1]!;
    }
    out.push({ text, start, end: start + text.length });
  }
  return out;
}

/** Damerau (optimal string alignment) distance, capped: enough to forgive a typo or a swapped pair. */
function typoDistance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > cap) return cap + 1;
  }
  return d[a.length]![b.length]!;
}

const MATRA = /[\u093e-\u094d\u0902\u0901]+$/u;

/** Whether a written word is the term's word with an ending of the language. */
function wordMatches(written: string, term: string, language: LanguageCode, last: boolean): boolean {
  if (written === term) return true;
  if (!last) return false;
  const any = ENDINGS_ANY[language];
  if (any !== undefined) {
    let stem = term;
    if (language === 'pl') stem = term.replace(/[aoeęy]$/u, '');
    if (language === 'hi') stem = term.replace(MATRA, '');
    if (language === 'ar') stem = term.replace(/ة$/u, '');
    if ([...stem].length >= (language === 'tr' ? 3 : 3) && written.startsWith(stem) && [...written].length - [...stem].length <= any) return true;
  }
  for (const ending of ENDINGS[language] ?? []) if (written === term + ending) return true;
  if (language === 'en' && term.endsWith('y') && written === `${term.slice(0, -1)}ies`) return true;
  if (
    language === 'de' &&
    written.replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u').startsWith(term.replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u')) &&
    written.length - term.length <= 2
  )
    return true;
  if (VOWEL_PLURAL.has(language) && term.length >= 4 && /[aeiou]$/.test(term) && /[aeiou]$/.test(written) && written.slice(0, -1) === term.slice(0, -1))
    return true;
  if (language === 'pt' && term.endsWith('ao') && written === `${term.slice(0, -2)}oes`) return true;
  return false;
}

/**
 * The concepts named in `norm` (text already normalised for `language`), longest match first,
 * never two on the same words. `skip` marks characters already read as something else.
 */
export function findConcepts(norm: string, language: LanguageCode, stop?: ReadonlySet<string>): ConceptHit[] {
  if (!norm.trim()) return [];
  const { byFirst, substrings } = table(language);
  const candidates: ConceptHit[] = [];
  for (const term of substrings) {
    const needle = term.words[0]!;
    for (let at = norm.indexOf(needle); at >= 0; at = norm.indexOf(needle, at + 1)) {
      candidates.push({ code: term.code, start: at, end: at + needle.length, byName: term.byName });
    }
  }
  const ws = words(norm, language);
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i]!;
    if (stop?.has(w.text)) continue;
    const keys = new Set([w.text]);
    // The term's first word may itself carry the ending (a one-word term): look up its stems.
    for (let cut = 1; cut <= 6 && w.text.length - cut >= 2; cut++) keys.add(w.text.slice(0, -cut));
    if (language === 'it' || language === 'es' || language === 'pt' || language === 'pl') {
      for (const v of ['a', 'o', 'e']) keys.add(w.text.slice(0, -1) + v);
    }
    for (const key of keys) {
      for (const term of byFirst.get(key) ?? []) {
        const n = term.words.length;
        if (i + n > ws.length) continue;
        let ok = true;
        for (let k = 0; k < n && ok; k++) ok = wordMatches(ws[i + k]!.text, term.words[k]!, language, k === n - 1);
        if (ok) candidates.push({ code: term.code, start: w.start, end: ws[i + n - 1]!.end, byName: term.byName });
      }
    }
  }
  // A typo: a long word one or two letters away from a one-word name.
  if (!SUBSTRING_LANGUAGES.has(language)) {
    const matched = new Uint8Array(norm.length + 1);
    for (const c of candidates) matched.fill(1, c.start, c.end);
    for (const w of ws) {
      if (w.text.length < 6 || matched[w.start] || stop?.has(w.text)) continue;
      const cap = w.text.length >= 9 ? 2 : 1;
      let best: { code: string; d: number } | null = null;
      for (const terms of byFirst.values()) {
        for (const term of terms) {
          if (term.words.length !== 1 || !term.byName) continue;
          const t = term.words[0]!;
          if (t.length < 6 || t[0] !== w.text[0]) continue;
          const d = Math.min(typoDistance(w.text, t, cap), ...(ENDINGS[language] ?? []).map((e) => typoDistance(w.text, t + e, cap)));
          if (d <= cap && (!best || d < best.d)) best = { code: term.code, d };
        }
      }
      if (best) candidates.push({ code: best.code, start: w.start, end: w.end, byName: true });
    }
  }
  candidates.sort((a, b) => b.end - b.start - (a.end - a.start) || Number(b.byName) - Number(a.byName) || a.start - b.start);
  const taken = new Uint8Array(norm.length + 1);
  const hits: ConceptHit[] = [];
  for (const c of candidates) {
    let free = true;
    for (let i = c.start; i < c.end && free; i++) if (taken[i]) free = false;
    if (!free) continue;
    taken.fill(1, c.start, c.end);
    hits.push(c);
  }
  return hits.sort((a, b) => a.start - b.start);
}
