/**
 * The description parser's lexicon: the words a parent uses for colours, hair, skin, clothes, hats,
 * glasses, beards, ages, animals and objects, written per language in languages/<code>/look.ts
 * (`describe`) as `meaning=word|word;…`. A word ending in `*` matches any word that
 * starts with it (inflections: rot* → rote, roten). Meanings:
 *   c:<Colour>  hair  skin  eyes  fur  hc:<HairColour>  len:<HairLength>  tex:<HairTexture>
 *   sty:<HairStyle>  hw:<Headwear>  glasses  scarf  top:<Top>  bottom  beard
 *   tone:<SkinTone>  age:<AgeBand>  sp:<Species>  obj:<ObjectCategory>
 * and, from the language's `others`, who=<a sibling, friend or toy> (someone who is not the hero).
 */
import type { LanguageCode } from '../../../shared/catalog.ts';
import { LANGUAGES } from '../languages/index.ts';

/** Languages written without spaces between words (or with particles glued on): matched as substrings. */
export const SUBSTRING_LANGUAGES: ReadonlySet<LanguageCode> = new Set(['zh', 'ja', 'ko', 'ar', 'hi']);

/** Languages whose adjectives usually follow the noun ("pelo rojo"). */
export const NOUN_FIRST_LANGUAGES: ReadonlySet<LanguageCode> = new Set(['es', 'fr', 'it', 'pt', 'ar']);

export interface LexEntry {
  /** Lower-case word or phrase; `prefix` when it ended in `*`. */
  word: string;
  prefix: boolean;
  meaning: string;
}

function entriesOf(spec: string, only?: ReadonlySet<string>): LexEntry[] {
  const entries: LexEntry[] = [];
  for (const part of spec.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const meaning = part.slice(0, eq).trim();
    if (only && !only.has(meaning)) continue;
    for (const w of part.slice(eq + 1).split('|')) {
      const word = w.trim().toLowerCase();
      if (!word) continue;
      entries.push({ word: word.replace(/\*$/, ''), prefix: word.endsWith('*'), meaning });
    }
  }
  return entries.sort((a, b) => b.word.length - a.word.length);
}

const cache = new Map<LanguageCode, LexEntry[]>();
const markerCache = new Map<LanguageCode, LexEntry[]>();

/** The language's entries, longest words first (so "azul marino" wins over "azul"). */
export function lexicon(language: LanguageCode): LexEntry[] {
  const hit = cache.get(language);
  if (hit) return hit;
  const { describe, others } = LANGUAGES[language].look;
  const entries = [...entriesOf(describe), ...entriesOf(others, new Set(['who']))].sort((a, b) => b.word.length - a.word.length);
  cache.set(language, entries);
  return entries;
}

/** The words before (meaning 'pre') or right after (meaning 'post') a mention of someone who is not the hero. */
export function otherMarkers(language: LanguageCode): LexEntry[] {
  const hit = markerCache.get(language);
  if (hit) return hit;
  const entries = entriesOf(LANGUAGES[language].look.others, new Set(['pre', 'post']));
  markerCache.set(language, entries);
  return entries;
}
