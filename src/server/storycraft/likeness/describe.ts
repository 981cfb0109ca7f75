/**
 * The parent's description ("curly red hair and a yellow raincoat", "blonde Locken und ein großer
 * roter Hut", "شعر أشقر ونظارة") → HeroLook fields, with the per-language lexicon of
 * lexicon.ts. Colours attach to the nearest body or clothing word (before it in English/German/…,
 * after it in Spanish/French/Arabic/…). Unknown words are ignored, so the raw text never reaches
 * a story: only the fields do.
 */
import { LANGUAGE_CODES, type LanguageCode } from '../../../shared/catalog.ts';
import type { Colour, HairColour, HeroLook, LookKind, SkinTone } from '../../../shared/hero-look.ts';
import { LANGUAGES } from '../languages/index.ts';
import { lexicon, NOUN_FIRST_LANGUAGES, otherMarkers, SUBSTRING_LANGUAGES, type LexEntry } from './lexicon.ts';

/** Longest description the parser reads (SPEC: descriptions are at most 200 characters). */
const MAX_CHARS = 300;

interface Match {
  start: number;
  end: number;
  meaning: string;
  /** Length of the lexicon word itself; a longer match carries an ending (Turkish köpeği, kedisiyle). */
  stem: number;
}

const isLetter = (ch: string | undefined): boolean => ch !== undefined && /[\p{L}\p{M}\p{N}]/u.test(ch);

function findMatches(text: string, language: LanguageCode, entries: readonly LexEntry[] = lexicon(language)): Match[] {
  const substring = SUBSTRING_LANGUAGES.has(language);
  const taken = new Uint8Array(text.length);
  const out: Match[] = [];
  for (const e of entries) {
    let from = 0;
    for (;;) {
      const at = text.indexOf(e.word, from);
      if (at < 0) break;
      from = at + 1;
      let end = at + e.word.length;
      if (!substring) {
        if (isLetter(text[at - 1])) continue;
        if (e.prefix) while (isLetter(text[end])) end++;
        else if (isLetter(text[end])) continue;
      }
      let free = true;
      for (let i = at; i < end; i++)
        if (taken[i]) {
          free = false;
          break;
        }
      if (!free) continue;
      taken.fill(1, at, end);
      out.push({ start: at, end, meaning: e.meaning, stem: e.word.length });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

/** A mention of someone or something that may not be the hero: an animal, an object, a person word, a sibling or friend. */
const isBeing = (m: string): boolean => m.startsWith('sp:') || m.startsWith('obj:') || m.startsWith('age:') || m === 'who';
/** Words that describe a noun without being one (colours, tones, hair length and texture). */
const isAdjective = (m: string): boolean => /^(c|tone|len|hc|tex):/.test(m);
/** Punctuation that ends a clause in any of the 14 languages. */
const CLAUSE_END = /[,.;:!?\n،؛。，、！？；|()]/;
/** Languages whose possessive or "with" is an ending on the noun itself (köpeği, kedisiyle). */
const ENDING_LANGUAGES: ReadonlySet<LanguageCode> = new Set(['tr']);

/**
 * The parts of a description that speak of someone other than the hero: "her puppy Max", "seine
 * Schwester hat lange Haare", "avec son chat noir", "كلبها", "和奶奶住在一起". A mention counts as
 * someone else's when a marker of the language comes before it (a third-person possessive, "with",
 * "loves") or right after it (a possessive ending, "together with"), and, for a person hero, always
 * when it is an animal, a toy, a sibling or a friend (a person hero is never one). The span runs from
 * the mention (with the colours before it) to the end of its clause, so "her sister has red hair"
 * gives the hero no red hair. First-person possessives ("my", "our") are not markers: "our puppy
 * Max" is how a parent describes a dog hero.
 */
function othersSpans(text: string, language: LanguageCode, matches: readonly Match[], kind: LookKind | undefined): [number, number][] {
  const substring = SUBSTRING_LANGUAGES.has(language);
  const maxGap = substring ? 3 : 24;
  const clauseEnd = (from: number): number => {
    for (let i = from; i < text.length; i++) if (CLAUSE_END.test(text[i] as string)) return i;
    return text.length;
  };
  const crosses = (a: number, b: number): boolean => CLAUSE_END.test(text.slice(a, b));
  // Where the colours and sizes said just before a mention start ("her little brown puppy"); in
  // languages whose adjectives follow the noun the mention starts at the noun.
  const and = LANGUAGES[language].look.phrase.and.toLowerCase();
  const phraseStart = (i: number): number => {
    let start = (matches[i] as Match).start;
    if (NOUN_FIRST_LANGUAGES.has(language)) return start;
    for (let j = i - 1; j >= 0; j--) {
      const m = matches[j] as Match;
      const gap = text.slice(m.end, start);
      if (!isAdjective(m.meaning) || gap.length > (substring ? 1 : 12) || crosses(m.end, start) || gap.split(/\s+/).includes(and)) break;
      start = m.start;
    }
    return start;
  };
  const spans: [number, number][] = [];
  for (const marker of findMatches(text, language, otherMarkers(language))) {
    if (marker.meaning === 'pre') {
      let edge = marker.end;
      for (const m of matches) {
        if (m.start < marker.end) continue;
        if (m.start - edge > maxGap || crosses(edge, m.start)) break;
        if (isAdjective(m.meaning)) {
          edge = m.end;
          continue;
        }
        if (isBeing(m.meaning)) spans.push([marker.end, clauseEnd(m.end)]);
        break;
      }
    } else {
      const i = matches.findLastIndex((m) => m.end <= marker.start);
      const m = matches[i];
      if (m && isBeing(m.meaning) && marker.start - m.end <= (substring ? 0 : 1)) spans.push([phraseStart(i), clauseEnd(marker.end)]);
    }
  }
  matches.forEach((m, i) => {
    const other = m.meaning.startsWith('sp:') || m.meaning.startsWith('obj:') || m.meaning === 'who';
    if ((kind === 'person' && other) || (ENDING_LANGUAGES.has(language) && isBeing(m.meaning) && m.end - m.start > m.stem))
      spans.push([phraseStart(i), clauseEnd(m.end)]);
  });
  return spans;
}

/** The matches that speak of the hero (see othersSpans); an animal or object hero keeps its own species or object. */
function heroMatches(text: string, language: LanguageCode, matches: Match[], kind: LookKind | undefined): Match[] {
  const spans = othersSpans(text, language, matches, kind);
  if (!spans.length) return matches;
  const kept = matches.filter((m) => !spans.some(([a, b]) => m.start >= a && m.start < b));
  // "his favourite teddy, brown with a red bow" of a toy hero: when no word of the hero's own kind
  // is left, the possessive spoke of the hero itself.
  const own = kind === 'animal' ? 'sp:' : kind === 'object' ? 'obj:' : null;
  if (own && !kept.some((m) => m.meaning.startsWith(own)) && matches.some((m) => m.meaning.startsWith(own))) return matches;
  return kept;
}

const HAIR_OF_COLOUR: Partial<Record<Colour, HairColour>> = {
  black: 'black',
  brown: 'brown',
  red: 'red',
  orange: 'red',
  yellow: 'blonde',
  gold: 'blonde',
  beige: 'blonde',
  grey: 'grey',
  silver: 'grey',
  white: 'white',
};
const TONE_OF_COLOUR: Partial<Record<Colour, SkinTone>> = { black: 'dark', brown: 'brown', white: 'very-light', beige: 'light', pink: 'light' };

/** Meanings a colour can attach to. */
const isSlot = (m: string): boolean =>
  m === 'hair' ||
  m === 'skin' ||
  m === 'eyes' ||
  m === 'fur' ||
  m === 'scarf' ||
  m === 'bottom' ||
  m === 'beard' ||
  m.startsWith('tex:') ||
  m.startsWith('sty:') ||
  m.startsWith('hw:') ||
  m.startsWith('top:') ||
  m.startsWith('sp:') ||
  m.startsWith('obj:');

/**
 * Parses a description written in `language` into look fields. Returns only what the text says of
 * the hero (a `kind` hero when the parent chose one; see othersSpans); `kind` in the result only
 * when it names an animal, an object or a person word (girl, grandpa, …).
 */
export function lookFromDescription(description: string | null | undefined, language: LanguageCode, kind?: LookKind): Partial<HeroLook> {
  if (!description) return {};
  const text = description.slice(0, MAX_CHARS).toLowerCase().normalize('NFC');
  const matches = heroMatches(text, language, findMatches(text, language), kind);
  const nounFirst = NOUN_FIRST_LANGUAGES.has(language);
  const look: Partial<HeroLook> = {};
  let topColour: Colour | undefined, bottomColour: Colour | undefined, scarfColour: Colour | undefined;
  const furColours: Colour[] = [];
  const loose: Colour[] = [];
  let hasSkin = false;

  // Which slot a colour or tone word at index i describes: the nearest slot on the language's side
  // first, stepping over other adjectives ("long black braids", "شعر قصير بني").
  // A slot already coloured from the language's own side does not take a colour from the other
  // side: in "brown hair and an orange suit", orange is not the hair's.
  const coloured = new Set<number>();
  const slotFor = (i: number): number | undefined => {
    const here = matches[i] as Match;
    const natural = nounFirst ? -1 : 1;
    for (const dir of [natural, -natural]) {
      let edge = dir > 0 ? here.end : here.start;
      for (let j = i + dir, steps = 0; steps < 3 && j >= 0 && j < matches.length; j += dir, steps++) {
        const m = matches[j] as Match;
        const gap = dir > 0 ? m.start - edge : edge - m.end;
        if (gap > 24) break;
        if (isSlot(m.meaning)) {
          if (dir !== natural && coloured.has(j)) break;
          coloured.add(j);
          return j;
        }
        if (!/^(c|tone|len|hc):/.test(m.meaning)) break;
        edge = dir > 0 ? m.end : m.start;
      }
    }
    return undefined;
  };

  for (const m of matches) {
    const [tag, value] = m.meaning.split(':') as [string, string | undefined];
    switch (tag) {
      case 'sp':
        look.kind = 'animal';
        look.species ??= value as HeroLook['species'];
        break;
      case 'obj':
        if (look.kind !== 'animal') {
          look.kind = 'object';
          look.category ??= value as HeroLook['category'];
        }
        break;
      case 'hc':
        look.hairColour = value as HairColour;
        break;
      case 'len':
        look.hairLength = value as HeroLook['hairLength'];
        break;
      case 'tex':
        look.hairTexture = value as HeroLook['hairTexture'];
        break;
      case 'sty':
        look.hairStyle = value as HeroLook['hairStyle'];
        break;
      case 'hw':
        look.headwear = value as HeroLook['headwear'];
        break;
      case 'glasses':
        look.glasses = true;
        break;
      case 'beard':
        look.beard = true;
        break;
      case 'top':
        look.top = value as HeroLook['top'];
        break;
      case 'scarf':
        look.scarf ??= 'red';
        break;
      case 'skin':
        hasSkin = true;
        break;
      case 'age':
        look.ageBand = value as HeroLook['ageBand'];
        if (!look.kind) look.kind = 'person';
        break;
      default:
        break;
    }
  }

  matches.forEach((m, i) => {
    const [tag, value] = m.meaning.split(':') as [string, string];
    if (tag !== 'c' && tag !== 'tone') return;
    const j = slotFor(i);
    const slot = j === undefined ? undefined : (matches[j] as Match).meaning;
    if (tag === 'tone') {
      // Tone phrases of these lexicons name the skin themselves ("어두운 피부", "色白").
      if (SUBSTRING_LANGUAGES.has(language)) {
        look.skinTone = value as SkinTone;
        return;
      }
      if (slot === 'skin' || (slot === undefined && (hasSkin || SUBSTRING_LANGUAGES.has(language)))) look.skinTone = value as SkinTone;
      else if (slot === 'hair' || slot?.startsWith('tex:') || slot?.startsWith('sty:'))
        look.hairColour ??= value === 'dark' ? 'dark-brown' : value === 'light' || value === 'very-light' ? 'blonde' : undefined;
      return;
    }
    const colour = value as Colour;
    if (!slot) {
      loose.push(colour);
      return;
    }
    if (slot === 'eyes') return;
    if (slot === 'hair' || slot.startsWith('tex:') || slot.startsWith('sty:')) look.hairColour = HAIR_OF_COLOUR[colour] ?? look.hairColour;
    else if (slot === 'beard') look.hairColour ??= HAIR_OF_COLOUR[colour];
    else if (slot === 'skin') look.skinTone = TONE_OF_COLOUR[colour] ?? look.skinTone;
    else if (slot.startsWith('hw:')) look.headwearColour = colour;
    else if (slot.startsWith('top:')) topColour ??= colour;
    else if (slot === 'bottom') bottomColour ??= colour;
    else if (slot === 'scarf') scarfColour = colour;
    else if (slot === 'fur' || slot.startsWith('sp:') || slot.startsWith('obj:')) furColours.push(colour);
  });

  if (look.scarf) look.scarf = scarfColour ?? 'red';
  if (look.kind === 'animal' || look.kind === 'object') {
    const colours = [...furColours, ...loose].filter((c): c is Colour => Boolean(c));
    if (colours.length) look.colours = [...new Set(colours)].slice(0, 3);
  } else {
    const clothing = [topColour, bottomColour, ...(topColour ? [] : loose)].filter((c): c is Colour => Boolean(c));
    if (clothing.length) look.clothing = [...new Set(clothing)].slice(0, 3);
  }
  return look;
}

/**
 * The description's fields, read with the lexicon of the language that recognises most of it
 * (a parent may write in any of the 14 languages); `preferred` wins ties. With `kind`, only what
 * it says of a hero of that kind counts.
 */
export function lookFromAnyDescription(description: string | null | undefined, preferred: LanguageCode = 'en', kind?: LookKind): Partial<HeroLook> {
  if (!description) return {};
  let best: Partial<HeroLook> = {};
  let bestScore = 0;
  for (const language of [preferred, ...LANGUAGE_CODES.filter((l) => l !== preferred)]) {
    const read = lookFromDescription(description, language, kind);
    const look = kind ? lookForKind(read, kind) : read;
    // The language that knows most of the words wins, then the one that reads most fields: a
    // description of the hero's sister must not be read as the hero's by a language that knows only "blond".
    const score = findMatches(description.slice(0, MAX_CHARS).toLowerCase().normalize('NFC'), language).length * 100 + Object.keys(look).length;
    if (score > bestScore) {
      best = look;
      bestScore = score;
    }
  }
  return best;
}

/** Fields each kind of hero can have; the rest of a description's reading belongs to another kind. */
const FIELDS_OF_KIND: Record<LookKind, readonly (keyof HeroLook)[]> = {
  person: [
    'skinTone',
    'hairColour',
    'hairLength',
    'hairTexture',
    'hairStyle',
    'headwear',
    'headwearColour',
    'glasses',
    'scarf',
    'top',
    'clothing',
    'ageBand',
    'beard',
  ],
  animal: ['species', 'colours', 'headwear', 'headwearColour', 'glasses', 'scarf'],
  object: ['category', 'colours', 'headwear', 'headwearColour', 'glasses', 'scarf'],
};

/** The fields of `look` a hero of `kind` can have, with that kind (never another kind's species or object). */
export function lookForKind(look: Partial<HeroLook>, kind: LookKind): Partial<HeroLook> {
  const out: Partial<HeroLook> = { kind };
  for (const field of FIELDS_OF_KIND[kind]) if (look[field] !== undefined) (out as Record<string, unknown>)[field] = look[field];
  return out;
}

/**
 * What a description says about the hero, a `kind` the parent chose: the parser's reading kept to
 * that kind's fields. `preferred` is the story language (any of the 14 may be written).
 */
export function heroLookFromDescription(description: string | null | undefined, kind: LookKind, preferred: LanguageCode = 'en'): Partial<HeroLook> {
  return lookForKind(lookFromAnyDescription(description, preferred, kind), kind);
}

/** The language whose look words a description uses most (null when it uses none): a guess at the language it was typed in. */
export function descriptionLanguage(description: string): LanguageCode | null {
  const text = description.slice(0, MAX_CHARS).toLowerCase().normalize('NFC');
  let best: LanguageCode | null = null;
  let most = 0;
  for (const language of LANGUAGE_CODES) {
    const n = findMatches(text, language).length;
    if (n > most) [best, most] = [language, n];
  }
  return best;
}
