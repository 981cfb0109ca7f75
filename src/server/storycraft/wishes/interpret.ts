/**
 * interpretWishes: reads a parent's free text and custom moral into StoryWishes against
 * the language's vetted lexicon. Pure and synchronous (no I/O), bounded in its input. It never
 * returns the parent's sentence: only lexicon elements, a checked companion name, the lesson as a
 * catalogue key and, for the parent's eyes only, the words it left out.
 */
import { findMoralTheme } from '../../../content/morals/index.ts';
import type { LanguageCode } from '../../../shared/catalog.ts';
import { TIMES_OF_DAY, type TimeOfDay } from '../../providers/types.ts';
import { LANGUAGES } from '../languages/index.ts';
import type { WishLexicon } from './lexicon-types.ts';
import { CJK, normalise, termsRegex } from './match.ts';
import { nameProblem } from './names.ts';
import { readSituation } from './situation.ts';
import {
  GENERIC_LESSON,
  WISH_ACTIVITIES,
  WISH_COMPANIONS,
  WISH_OBJECTS,
  WISH_PLACES,
  WISH_THEMES,
  type StoryWishes,
  type WishChip,
  type WishedCompanion,
  type WishTheme,
} from './types.ts';

/** Longest free text and moral read (the API allows 1000 and 300 characters). */
const MAX_TEXT = 1000;
const MAX_MORAL = 300;
const MAX_LEFT_OUT = 8;

type Category = 'places' | 'companions' | 'objects' | 'activities' | 'times' | 'themes';
interface Hit {
  key: string;
  start: number;
  end: number;
}

const compiled = new Map<string, RegExp | null>();

/** The match terms of one element: the label (whole word) plus its terms. */
function elementRegex(lex: WishLexicon, category: Category, key: string): RegExp | null {
  const id = `${lex.code}|${category}|${key}`;
  if (!compiled.has(id)) {
    const entry = (lex[category] as Record<string, readonly unknown[]>)[key] ?? [];
    let terms: string[];
    if (category === 'themes') terms = entry as string[];
    else if (category === 'objects' || category === 'activities') terms = [entry[0] as string, ...(entry.slice(2) as string[])];
    else terms = entry as string[];
    // A one-character CJK label ('공' ball, '배' boat) would match inside other words: only its terms match.
    const usable = terms.filter((t, i) => typeof t === 'string' && t.trim() && !(i === 0 && category !== 'themes' && CJK.test(t) && [...t].length === 1));
    compiled.set(id, termsRegex(usable, lex.code));
  }
  return compiled.get(id) ?? null;
}

/**
 * Where the elements of `category` occur in `norm`, in order. No text, no hit: most stories come
 * without free text, and each language's ~200 element patterns cost ~150 ms of V8 regex
 * compilation, paid again whenever V8 has flushed patterns unused for a while (~0.1
 * CPU-s of every story in the server process, to search an empty string).
 */
function findHits(lex: WishLexicon, category: Category, keys: readonly string[], norm: string): Hit[] {
  if (!norm) return [];
  const hits: Hit[] = [];
  for (const key of keys) {
    const re = elementRegex(lex, category, key);
    if (!re) continue;
    re.lastIndex = 0;
    for (let m = re.exec(norm); m; m = re.exec(norm)) {
      hits.push({ key, start: m.index, end: m.index + m[0].length });
      if (m[0].length === 0) re.lastIndex++;
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}

function firstKeys<T extends string>(hits: Hit[]): T[] {
  return [...new Set(hits.map((h) => h.key))] as T[];
}

interface Token {
  text: string;
  norm: string;
  start: number;
  end: number;
}

/** Words of the original text with their place in the normalised text. */
function tokens(text: string, norm: string, language: LanguageCode): Token[] {
  const out: Token[] = [];
  let cursor = 0;
  for (const m of text.matchAll(/[\p{L}\p{M}\p{N}'’-]+/gu)) {
    const n = normalise(m[0], language);
    const at = norm.indexOf(n, cursor);
    if (at < 0) continue;
    out.push({ text: m[0].replace(/^['’-]+|['’-]+$/g, ''), norm: n, start: at, end: at + n.length });
    cursor = at + n.length;
  }
  return out;
}

function isStop(lex: WishLexicon, word: string): boolean {
  return lex.stopwords.includes(word) || connectorWords(lex).has(word);
}

const connectorCache = new Map<string, Set<string>>();
/** The words of the name connectors ('called', 'adlı'): never "left out". */
function connectorWords(lex: WishLexicon): Set<string> {
  let words = connectorCache.get(lex.code);
  if (!words) {
    words = new Set([...lex.nameAfter, ...(lex.nameBefore ?? [])].flatMap((c) => normalise(c, lex.code).split(/\s+/)));
    connectorCache.set(lex.code, words);
  }
  return words;
}

/** Reads companion names: "teddy Bruno", "a dog called Rex", "Boncuk adlı kedi", "叫小白的狗". */
function readNames(
  lex: WishLexicon,
  text: string,
  norm: string,
  toks: Token[],
  companionHits: Hit[],
  covered: Uint8Array,
): Map<number, { name: string; start: number; end: number }> {
  const names = new Map<number, { name: string; start: number; end: number }>();
  const ok = (candidate: string) => candidate.length >= 2 && !nameProblem(candidate) && !isStop(lex, normalise(candidate, lex.code));
  const connectors = lex.nameAfter.map((c) => normalise(c, lex.code).split(/\s+/));
  companionHits.forEach((hit, index) => {
    let i = toks.findIndex((t) => t.start >= hit.end);
    if (i < 0) return;
    for (const words of connectors) {
      if (words.every((w, k) => toks[i + k]?.norm === w)) {
        i += words.length;
        break;
      }
    }
    const candidate = toks[i];
    if (candidate && /^\p{Lu}/u.test(candidate.text) && !covered[candidate.start] && ok(candidate.text)) {
      names.set(index, { name: candidate.text, start: candidate.start, end: candidate.end });
    }
  });
  for (const connector of lex.nameBefore ?? []) {
    toks.forEach((t, i) => {
      if (t.norm !== normalise(connector, lex.code) || i === 0) return;
      const candidate = toks[i - 1]!;
      const index = companionHits.findIndex((h) => h.start >= t.end);
      if (index >= 0 && !names.has(index) && /^\p{Lu}/u.test(candidate.text) && ok(candidate.text)) {
        names.set(index, { name: candidate.text, start: candidate.start, end: candidate.end });
      }
    });
  }
  for (const pattern of lex.namePatterns ?? []) {
    for (const m of text.matchAll(new RegExp(pattern.source, 'gu'))) {
      const name = m[1]?.trim();
      if (!name || !ok(name)) continue;
      const at = norm.indexOf(normalise(name, lex.code), m.index ?? 0);
      // The companion the name belongs to: the nearest one not yet named.
      let best = -1;
      companionHits.forEach((h, index) => {
        if (names.has(index)) return;
        if (best < 0 || Math.abs(h.start - at) < Math.abs(companionHits[best]!.start - at)) best = index;
      });
      if (best >= 0) names.set(best, { name, start: at, end: at + name.length });
    }
  }
  return names;
}

const ZH_FUNCTION = /[的了和与跟在是有我你他她它们个只一去想要把给让着过很也都就还吧呢啊吗里上下中来说讲故事请带个这那和同]/u;

/** Words of the free text that no element, name or function word accounts for. */
function leftOutWords(lex: WishLexicon, text: string, norm: string, toks: Token[], covered: Uint8Array): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const add = (word: string) => {
    const key = word.toLocaleLowerCase(lex.code);
    if (word.length < 2 || seen.has(key) || out.length >= MAX_LEFT_OUT) return;
    seen.add(key);
    out.push(word.slice(0, 30));
  };
  if (lex.code === 'zh' || lex.code === 'ja') {
    let run = '';
    const flush = () => {
      if (run.length >= 2) add(run);
      run = '';
    };
    for (let i = 0; i < norm.length; i++) {
      const ch = norm[i]!;
      const keep = !covered[i] && (lex.code === 'zh' ? /\p{Script=Han}/u.test(ch) && !ZH_FUNCTION.test(ch) : /[\p{Script=Han}\p{Script=Katakana}ー]/u.test(ch));
      if (keep) run += ch;
      else flush();
    }
    flush();
    return out;
  }
  for (const t of toks) {
    let core = t.norm;
    if (lex.code === 'ko') core = core.replace(/(?:에서|으로|이랑|하고|에게|처럼|까지|부터|은|는|이|가|을|를|에|와|과|랑|의|도|로|고)$/u, '');
    if (!core || /^\p{N}+$/u.test(core) || isStop(lex, core) || isStop(lex, t.norm)) continue;
    let hit = false;
    for (let i = t.start; i < t.end; i++)
      if (covered[i]) {
        hit = true;
        break;
      }
    if (!hit) add(lex.code === 'ko' ? t.text.slice(0, core.length) : t.text);
  }
  return out;
}

function themeFromText(lex: WishLexicon, text: string): WishTheme | null {
  const norm = normalise(text, lex.code);
  const hits = findHits(lex, 'themes', WISH_THEMES, norm);
  return (hits[0]?.key as WishTheme | undefined) ?? null;
}

/**
 * Reads the parent's wishes. `moral` is a catalogue key or the parent's own moral (or empty).
 * Unknown languages read as English. Never throws.
 */
export function interpretWishes(freeText: string, moral: string, language: LanguageCode): StoryWishes {
  const lex = (LANGUAGES[language] ?? LANGUAGES.en).wishes;
  const text = (freeText ?? '').slice(0, MAX_TEXT);
  const norm = normalise(text, lex.code);
  const covered = new Uint8Array(norm.length + 1);
  const cover = (hits: Hit[]) => {
    for (const h of hits) covered.fill(1, h.start, h.end);
  };

  const placeHits = findHits(lex, 'places', WISH_PLACES, norm);
  const companionHits = findHits(lex, 'companions', WISH_COMPANIONS, norm);
  const objectHits = findHits(lex, 'objects', WISH_OBJECTS, norm);
  const activityHits = findHits(lex, 'activities', WISH_ACTIVITIES, norm);
  const timeHits = findHits(lex, 'times', TIMES_OF_DAY, norm);
  const themeHits = findHits(lex, 'themes', WISH_THEMES, norm);
  for (const hits of [placeHits, companionHits, objectHits, activityHits, timeHits, themeHits]) cover(hits);

  const toks = CJK.test(text) && lex.code !== 'ko' ? [] : tokens(text, norm, lex.code);
  const names = readNames(lex, text, norm, toks, companionHits, covered);
  for (const n of names.values()) covered.fill(1, n.start, n.end);

  const companions: WishedCompanion[] = [];
  companionHits.forEach((hit, index) => {
    const existing = companions.find((c) => c.kind === hit.key);
    const name = names.get(index)?.name ?? null;
    if (existing) {
      if (!existing.name && name) existing.name = name;
      return;
    }
    if (companions.length < 2) companions.push({ kind: hit.key as WishedCompanion['kind'], name });
  });

  const themes = firstKeys<WishTheme>(themeHits);
  const moralText = (moral ?? '').trim().slice(0, MAX_MORAL);
  let lesson: StoryWishes['lesson'] = null;
  if (moralText && findMoralTheme(moralText)) lesson = { key: moralText, source: 'catalogue' };
  else if (moralText) {
    const theme = themeFromText(lex, moralText);
    lesson = theme ? { key: theme, source: 'custom' } : { key: GENERIC_LESSON, source: 'generic' };
  } else if (themes[0]) lesson = { key: themes[0], source: 'custom' };

  const wishes: StoryWishes = {
    language: lex.code,
    places: firstKeys(placeHits),
    companions,
    objects: firstKeys<StoryWishes['objects'][number]>(objectHits).slice(0, 4),
    activities: firstKeys<StoryWishes['activities'][number]>(activityHits).slice(0, 2),
    timeOfDay: (timeHits[0]?.key as TimeOfDay | undefined) ?? null,
    themes,
    lesson,
    leftOut: leftOutWords(lex, text, norm, toks, covered),
    chips: [],
  };
  // The hard time is read from both fields: a parent may write it as the moral ("missing grandpa").
  const situation = readSituation(`${text}\n${moralText}`);
  if (situation) wishes.situation = situation;
  wishes.chips = chipsFor(wishes);
  return wishes;
}

/** A moral's name after 'lesson:', in lower case, except in German, whose nouns keep their capital ("Lehre: Ehrlichkeit"). */
const lessonWord = (label: string, language: LanguageCode): string => (language === 'de' ? label : label.toLocaleLowerCase(language));

/** The chips of "what we understood", in the story language and English. */
export function chipsFor(wishes: StoryWishes): WishChip[] {
  const lex = (LANGUAGES[wishes.language] ?? LANGUAGES.en).wishes;
  const en = LANGUAGES.en.wishes;
  const chips: WishChip[] = [];
  for (const key of wishes.places) chips.push({ kind: 'place', key, label: lex.places[key][0], labelEn: en.places[key][0] });
  for (const c of wishes.activities) chips.push({ kind: 'activity', key: c, label: lex.activities[c][0], labelEn: en.activities[c][0] });
  for (const c of wishes.companions) {
    const label = lex.companions[c.kind][0];
    const labelEn = en.companions[c.kind][0];
    chips.push({ kind: 'companion', key: c.kind, label: c.name ? `${label} ${c.name}` : label, labelEn: c.name ? `${labelEn} ${c.name}` : labelEn });
  }
  for (const o of wishes.objects) chips.push({ kind: 'object', key: o, label: lex.objects[o][0], labelEn: en.objects[o][0] });
  if (wishes.timeOfDay) chips.push({ kind: 'time', key: wishes.timeOfDay, label: lex.times[wishes.timeOfDay][0], labelEn: en.times[wishes.timeOfDay][0] });
  if (wishes.lesson) {
    const theme = findMoralTheme(wishes.lesson.key);
    if (theme) {
      chips.push({
        kind: 'lesson',
        key: theme.key,
        label: `${lex.lesson}: ${lessonWord(theme.text[lex.code].label, lex.code)}`,
        labelEn: `lesson: ${lessonWord(theme.text.en.label, 'en')}`,
      });
    }
  }
  return chips;
}

/** Prop keys an activity brings into the pictures, and the place it suggests when none was named. */
export const ACTIVITY_PROPS: Record<StoryWishes['activities'][number], { props: string[]; place?: StoryWishes['places'][number] }> = {
  picnic: { props: ['basket'] },
  kiteFlying: { props: ['kite'], place: 'meadow' },
  reading: { props: ['book'] },
  baking: { props: ['cake'] },
  birthday: { props: ['cake', 'gift', 'balloon'] },
  sandcastle: { props: ['sandcastle', 'shell'], place: 'seaside' },
  treasureHunt: { props: ['map', 'treasure'] },
  snowman: { props: ['snowman'], place: 'snowyVillage' },
};
