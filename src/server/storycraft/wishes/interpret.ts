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
import { CONCEPTS, conceptByCode } from './concepts/index.ts';
import { type ConceptHit, findConcepts } from './concepts/find.ts';
import type { ConceptCategory } from './concepts/types.ts';
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
  type WishedConcept,
  type WishPlace,
  type WishTheme,
} from './types.ts';

/** Longest free text and moral read (the API allows 1000 and 300 characters). */
const MAX_TEXT = 1000;
const MAX_MORAL = 300;
const MAX_LEFT_OUT = 8;
const MAX_CONCEPTS = 10;
/** Concepts the built-in elements already tell, by their key. */
const AS_BUILTIN: Record<string, string> = {
  '1f415': 'puppy',
  '1f429': 'puppy',
  '1f408': 'kitten',
  '1f407': 'bunny',
  '1f989': 'owl',
  '1f98a': 'fox',
  '1f422': 'turtle',
  '1f9f8': 'teddy',
  '1f916': 'robot',
  '1f409': 'dragon',
  '1f6dd': 'park',
  '1f3de': 'park',
  'x-farm': 'farm',
  '1f3f0': 'castle',
  '26f0': 'mountain',
  '1f3d6': 'seaside',
};
/** Concepts that are someone (a name can belong to them): animals, people, fantasy figures, the teddy. */
const BEINGS: ReadonlySet<ConceptCategory> = new Set(['animal', 'family', 'profession', 'fantasy', 'toy']);

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

const stopCache = new Map<string, Set<string>>();
/** The language's function words, normalised: never read as a concept ('ein' is not an egg). */
function stopSet(lex: WishLexicon): Set<string> {
  let set = stopCache.get(lex.code);
  if (!set) {
    set = new Set(lex.stopwords.map((w) => normalise(w, lex.code)));
    stopCache.set(lex.code, set);
  }
  return set;
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

/** A span of the text read as one thing (a companion or a concept) that a name may belong to. */
interface Being {
  start: number;
  end: number;
}
interface FoundName {
  name: string;
  start: number;
  end: number;
}

const knownCache = new Map<string, Set<string>>();
/**
 * The words a name cannot be: function words, the name connectors and every vocabulary term written
 * out in full ("Oma", "Zoo"). A word that only starts like one ("Barnaby": barn*) can be a name.
 */
function knownWords(lex: WishLexicon): Set<string> {
  let known = knownCache.get(lex.code);
  if (known) return known;
  known = new Set<string>([...lex.stopwords, ...connectorWords(lex)].map((w) => normalise(w, lex.code)));
  const addTerm = (t: unknown) => {
    if (typeof t !== 'string' || t.endsWith('*') || t.startsWith('*')) return;
    known!.add(normalise(t, lex.code));
  };
  for (const category of ['places', 'companions', 'objects', 'activities', 'times'] as const) {
    for (const entry of Object.values(lex[category] as Record<string, readonly unknown[]>)) for (const t of entry) addTerm(t);
  }
  for (const c of CONCEPTS) {
    const own = c.names[lex.code];
    for (const t of [own.name, ...own.keywords]) addTerm(t);
  }
  knownCache.set(lex.code, known);
  return known;
}

const CASED = (language: LanguageCode) => !['ar', 'hi', 'ja', 'ko', 'zh'].includes(language);
/** Scripts without capitals where a word right after the thing is read as its name ("कुत्ता शेरू", "강아지 초코"). */
const AFTER_NAME_SCRIPTS: ReadonlySet<LanguageCode> = new Set(['hi', 'ko']);

/**
 * Reads the names parents give: "her teddy bear Barnaby", "a dog called Rex", "Bello, Opas Hund",
 * "un chat, Micio", "an owl, Professor Hoot", "Boncuk adlı kedi", "ネコのミケ", "कुत्ता शेरू", "叫小白的狗".
 * Returns, per being (index into `beings`), the name and where it stands. Every name passes the name rules.
 */
function readNames(lex: WishLexicon, text: string, norm: string, toks: Token[], beings: Being[]): Map<number, FoundName> {
  const names = new Map<number, FoundName>();
  const known = knownWords(lex);
  const ok = (candidate: string) => [...candidate].length >= 2 && !nameProblem(candidate) && !known.has(normalise(candidate, lex.code));
  const capital = (t: Token) => /^\p{Lu}/u.test(t.text);
  const cased = CASED(lex.code);
  const connectors = lex.nameAfter.map((c) => normalise(c, lex.code).split(/\s+/));
  const gap = (a: number, b: number) => norm.slice(a, b);
  const inBeing = (t: Token) => beings.some((b) => t.start < b.end && t.end > b.start);
  // "Professor Hoot", "Frau Schlau": a capital word before a capital name.
  const isTitle = (next: Token | undefined) => !!next && /^\p{Lu}/u.test(next.text) && !known.has(next.norm);
  beings.forEach((being, index) => {
    // A reading may end inside its word ('gatit*' in "gatita"): the name comes after the whole word.
    const end = toks.find((t) => t.start < being.end && t.end >= being.end)?.end ?? being.end;
    let i = toks.findIndex((t) => t.start >= end);
    if (i < 0) return;
    let connected = false;
    for (const words of connectors) {
      if (words.every((w, k) => toks[i + k]?.norm === w)) {
        i += words.length;
        connected = true;
        break;
      }
    }
    const first = toks[i];
    if (!first) return;
    // Only a comma, a dash or spaces between the thing and its name ("un chat, Micio").
    if (!connected && !/^[\s,:–—-]*$/u.test(gap(end, first.start))) return;
    if (cased ? !capital(first) : !AFTER_NAME_SCRIPTS.has(lex.code)) return;
    if (lex.code === 'ko') {
      // 「고양이 나비」: a name right after the thing, its particle dropped ("민준이랑" → 민준).
      const bare = first.text.replace(/(?:이랑|랑|하고|와|과|이는|는|이가|가|이를|를|이)$/u, '');
      if (bare.length < 1 || being.end !== toks.find((t) => t.end >= being.end)?.end) return;
      names.set(index, { name: bare, start: first.start, end: first.start + bare.length });
      return;
    }

    // A capital word right after the thing is its name even when it is also a word ("un chat, Micio",
    // "su gatita Luna"), except in German, where every noun has a capital ("Teddy und Ball").
    const screened = [...first.text].length >= 2 && !nameProblem(first.text);
    const free = !known.has(first.norm);
    const alsoWord = lex.code !== 'de' && cased;
    if (!screened || (!free && !alsoWord && !(cased && isTitle(toks[i + 1])))) return;
    let name = first.text;
    let last = first.end;
    // A two-word name: "Professor Hoot", "Frau Schlau".
    const second = toks[i + 1];
    if (cased && second && capital(second) && /^\s+$/u.test(gap(first.end, second.start)) && ok(second.text) && ok(`${name} ${second.text}`)) {
      name = `${name} ${second.text}`;
      last = second.end;
    }
    names.set(index, { name, start: first.start, end: last });
  });
  if (cased) {
    // "Bello, Opas Hund": a name, a comma, then the thing it names (the last one before the next comma).
    toks.forEach((t, i) => {
      if (!capital(t) || !ok(t.text) || inBeing(t)) return;
      const next = toks[i + 1];
      if (!next || !/^\s*,\s*$/u.test(gap(t.end, next.start))) return;
      const windowEnd = toks[Math.min(toks.length - 1, i + 3)]!.end;
      let target = -1;
      beings.forEach((b, index) => {
        if (b.start >= t.end && b.end <= windowEnd && !/,/.test(gap(t.end + 1, b.start))) target = index;
      });
      if (target >= 0 && !names.has(target)) names.set(target, { name: t.text, start: t.start, end: t.end });
    });
  }
  for (const connector of lex.nameBefore ?? []) {
    toks.forEach((t, i) => {
      if (t.norm !== normalise(connector, lex.code) || i === 0) return;
      const candidate = toks[i - 1]!;
      const index = beings.findIndex((h) => h.start >= t.end);
      if (index >= 0 && !names.has(index) && (capital(candidate) || !cased) && ok(candidate.text)) {
        names.set(index, { name: candidate.text, start: candidate.start, end: candidate.end });
      }
    });
  }
  if (lex.code === 'ja') {
    // 「ネコのミケ」: the thing, の, then a name in katakana.
    beings.forEach((b, index) => {
      const m = norm.slice(b.end).match(/^の([\p{Script=Katakana}ー]{2,8})/u);
      if (m && !names.has(index) && ok(m[1]!)) names.set(index, { name: m[1]!, start: b.end + 1, end: b.end + 1 + m[1]!.length });
    });
  }
  for (const pattern of lex.namePatterns ?? []) {
    for (const m of text.matchAll(new RegExp(pattern.source, 'gu'))) {
      const name = m[1]?.trim();
      if (!name || !ok(name)) continue;
      const at = norm.indexOf(normalise(name, lex.code), m.index ?? 0);
      // The thing the name belongs to: the nearest one not yet named.
      let best = -1;
      beings.forEach((h, index) => {
        if (names.has(index)) return;
        if (best < 0 || Math.abs(h.start - at) < Math.abs(beings[best]!.start - at)) best = index;
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
  const cover = (hits: readonly { start: number; end: number }[]) => {
    for (const h of hits) covered.fill(1, h.start, h.end);
  };

  let placeHits = findHits(lex, 'places', WISH_PLACES, norm);
  let companionHits = findHits(lex, 'companions', WISH_COMPANIONS, norm);
  let objectHits = findHits(lex, 'objects', WISH_OBJECTS, norm);
  let activityHits = findHits(lex, 'activities', WISH_ACTIVITIES, norm);
  const timeHits = findHits(lex, 'times', TIMES_OF_DAY, norm);
  const themeHits = findHits(lex, 'themes', WISH_THEMES, norm);
  let conceptHits = findConcepts(norm, lex.code, stopSet(lex));

  const toks = CJK.test(text) && lex.code !== 'ko' ? [] : tokens(text, norm, lex.code);
  // Names first: a name that merely starts like a word ("Barnaby": barn*) is a name, not a farm.
  const beingConcepts = conceptHits.filter((h) => BEINGS.has(conceptByCode(h.code)!.category));
  const beings: Being[] = [...companionHits, ...beingConcepts].sort((a, b) => a.start - b.start);
  const names = readNames(lex, text, norm, toks, beings);
  const nameSpans = [...names.values()];
  const free = (h: { start: number; end: number }) => !nameSpans.some((n) => h.start < n.end && h.end > n.start);
  placeHits = placeHits.filter(free);
  companionHits = companionHits.filter(free);
  objectHits = objectHits.filter(free);
  activityHits = activityHits.filter(free);
  conceptHits = conceptHits.filter(free);
  // The built-in reading and the concept of the same words share the name found for either.
  const nameOf = (h: { start: number; end: number }) => {
    for (const [i, n] of names) if (beings[i]!.start < h.end && beings[i]!.end > h.start) return n.name;
    return null;
  };

  // A built-in element and a concept on the same words: the longer reading wins ("polar bear" over
  // "bear"); on equal words the built-in element, which the story already knows how to tell.
  const builtin = [...placeHits, ...companionHits, ...objectHits, ...activityHits];
  const overlaps = (a: Hit | ConceptHit, b: Hit | ConceptHit) => a.start < b.end && a.end > b.start;
  conceptHits = conceptHits.filter((c) => !builtin.some((h) => overlaps(c, h) && h.end - h.start >= c.end - c.start));
  const beaten = (h: Hit) => conceptHits.some((c) => overlaps(c, h));
  placeHits = placeHits.filter((h) => !beaten(h));
  companionHits = companionHits.filter((h) => !beaten(h));
  objectHits = objectHits.filter((h) => !beaten(h));
  activityHits = activityHits.filter((h) => !beaten(h));
  for (const hits of [placeHits, companionHits, objectHits, activityHits, timeHits, themeHits, conceptHits]) cover(hits);
  for (const n of nameSpans) covered.fill(1, n.start, n.end);

  const companions: WishedCompanion[] = [];
  for (const hit of companionHits) {
    const existing = companions.find((c) => c.kind === hit.key);
    const name = nameOf(hit);
    if (existing) {
      if (!existing.name && name) existing.name = name;
      continue;
    }
    if (companions.length < 2) companions.push({ kind: hit.key as WishedCompanion['kind'], name });
  }
  // A concept the built-in story already tells (a dog is its puppy, a playground its park) becomes that element.
  const places = firstKeys<WishPlace>(placeHits);
  for (const hit of conceptHits.filter((h) => AS_BUILTIN[h.code])) {
    const builtinKey = AS_BUILTIN[hit.code]!;
    if ((WISH_PLACES as readonly string[]).includes(builtinKey)) {
      if (!places.includes(builtinKey as WishPlace)) places.push(builtinKey as WishPlace);
    } else if (!companions.some((c) => c.kind === builtinKey)) {
      if (companions.length < 2) companions.push({ kind: builtinKey as WishedCompanion['kind'], name: nameOf(hit) });
    } else {
      const same = companions.find((c) => c.kind === builtinKey)!;
      same.name ??= nameOf(hit);
    }
  }
  conceptHits = conceptHits.filter((h) => !AS_BUILTIN[h.code]);
  const concepts: WishedConcept[] = [];
  for (const hit of conceptHits) {
    const concept = conceptByCode(hit.code)!;
    const existing = concepts.find((c) => c.code === hit.code);
    const name = nameOf(hit);
    if (existing) {
      if (!existing.name && name) existing.name = name;
      continue;
    }
    if (concepts.length < MAX_CONCEPTS) concepts.push({ code: hit.code, category: concept.category, name });
  }

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
    places,
    companions,
    concepts,
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

/** How a concept's chip is shown: where, who, what, or what happens. */
const CHIP_KIND: Record<ConceptCategory, WishChip['kind']> = {
  place: 'place',
  animal: 'companion',
  family: 'companion',
  profession: 'companion',
  fantasy: 'companion',
  toy: 'object',
  object: 'object',
  vehicle: 'object',
  food: 'object',
  nature: 'object',
  celebration: 'activity',
  weather: 'time',
};

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
  for (const c of wishes.concepts ?? []) {
    const concept = conceptByCode(c.code);
    if (!concept) continue;
    const label = concept.names[lex.code].name;
    const labelEn = concept.names.en.name;
    chips.push({ kind: CHIP_KIND[c.category], key: c.code, label: c.name ? `${label} ${c.name}` : label, labelEn: c.name ? `${labelEn} ${c.name}` : labelEn });
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
