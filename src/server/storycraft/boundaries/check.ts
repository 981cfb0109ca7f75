/**
 * Finding a boundary's words in a text: the built-in writer screens its
 * sentences with these, and the moderation step checks every finished story with them, whatever
 * the writer. Lists: boundaries/word-lists.ts.
 *
 * Matching: text and terms normalised like the moderator's (wishes/match.ts; Turkish keeps its
 * letters); Korean terms match
 * at a word's start (words are spaced, particles follow), Arabic terms after the clitics and as
 * whole words unless written with '*', with the short vowels (harakat) and tatweel dropped.
 */
import type { LanguageCode } from '../../../shared/catalog.ts';
import { BOUNDARY_KEYS, type BoundaryKey, type StoryBoundaries } from '../../../shared/boundaries.ts';
import { escapeRegex, normalise as baseNormalise, termPattern } from '../wishes/match.ts';
import { BOUNDARY_WORDS } from './word-lists.ts';

const WORD_CHAR = '[\\p{L}\\p{M}\\p{N}]';
const ARABIC_CLITICS = '[وف]?(?:بال|كال|لل|ال|ب|ل|ك)?';
const HARAKAT = /[\u064B-\u065F\u0670\u0640]/g;

/**
 * The language's normal form, plus Arabic without short vowels (texts write them, lists do not).
 * Turkish keeps its letters (the moderator's accent folding would make şu 'that' the word su 'water').
 */
function normalise(text: string, language: LanguageCode): string {
  if (language === 'tr') return text.normalize('NFKC').toLocaleLowerCase('tr');
  const base = baseNormalise(text, language);
  return language === 'ar' ? base.replace(HARAKAT, '') : base;
}

function pattern(term: string, language: LanguageCode): string {
  if (language === 'ko') {
    const core = term.replace(/\*$/, '');
    return `(?<!${WORD_CHAR})${escapeRegex(normalise(core, language)).replace(/\s+/g, '\\s+')}`;
  }
  if (language === 'ar') {
    const prefix = term.endsWith('*');
    const core = normalise(term.replace(/\*$/, ''), language);
    return `(?<!${WORD_CHAR})${ARABIC_CLITICS}${escapeRegex(core).replace(/\s+/g, '\\s+')}${prefix ? '' : `(?!${WORD_CHAR})`}`;
  }
  if (language === 'tr') {
    const prefix = term.endsWith('*');
    const core = escapeRegex(normalise(term.replace(/\*$/, ''), language)).replace(/\s+/g, '\\s+');
    return `(?<!${WORD_CHAR})${core}${prefix ? '' : `(?!${WORD_CHAR})`}`;
  }
  return termPattern(term, language);
}

const compiled = new Map<LanguageCode, Record<BoundaryKey, RegExp>>();

function patternsFor(language: LanguageCode): Record<BoundaryKey, RegExp> {
  let patterns = compiled.get(language);
  if (!patterns) {
    const lists = BOUNDARY_WORDS[language] ?? BOUNDARY_WORDS.en;
    patterns = Object.fromEntries(BOUNDARY_KEYS.map((key) => [key, new RegExp(lists[key].map((t) => pattern(t, language)).join('|'), 'u')])) as Record<
      BoundaryKey,
      RegExp
    >;
    compiled.set(language, patterns);
  }
  return patterns;
}

/**
 * Blanks out phrases that may contain a listed word but are the story's own choice (the hero's
 * name, the hero's look): "Robin" the hero is not a robin. Returns the normalised text.
 */
function spared(text: string, language: LanguageCode, spare: readonly string[]): string {
  let out = normalise(text, language);
  for (const phrase of spare) {
    const p = normalise(phrase, language).trim();
    if (p.length >= 2) out = out.split(p).join(' ');
  }
  return out;
}

/** What a text says that the boundaries avoid: [boundary, matched words], in BOUNDARY_KEYS order. */
export function findBoundaryWords(
  text: string,
  language: LanguageCode,
  avoid: readonly BoundaryKey[],
  spare: readonly string[] = [],
): Array<[BoundaryKey, string]> {
  if (!avoid.length || !text) return [];
  const form = spared(text, language, spare);
  const patterns = patternsFor(language);
  const out: Array<[BoundaryKey, string]> = [];
  for (const key of BOUNDARY_KEYS) {
    if (!avoid.includes(key)) continue;
    const m = patterns[key].exec(form);
    if (m) out.push([key, m[0]]);
  }
  return out;
}

/** True when the text names nothing the boundaries avoid. */
export function textKeepsBoundaries(
  text: string,
  language: LanguageCode,
  boundaries: StoryBoundaries | null | undefined,
  spare: readonly string[] = [],
): boolean {
  return !boundaries?.avoid.length || findBoundaryWords(text, language, boundaries.avoid, spare).length === 0;
}

/**
 * The moderation step's boundary check on a story's title and pages: flagged
 * with reasons 'boundary:<key>' when any text names an avoided element.
 */
export function checkBoundaries(
  texts: readonly string[],
  language: LanguageCode,
  boundaries: StoryBoundaries | null | undefined,
  spare: readonly string[] = [],
): { flagged: boolean; reasons: string[] } {
  if (!boundaries?.avoid.length) return { flagged: false, reasons: [] };
  const keys = new Set<BoundaryKey>();
  for (const text of texts) for (const [key] of findBoundaryWords(text, language, boundaries.avoid, spare)) keys.add(key);
  const reasons = BOUNDARY_KEYS.filter((k) => keys.has(k)).map((k) => `boundary:${k}`);
  return { flagged: reasons.length > 0, reasons };
}
