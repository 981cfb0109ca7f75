/**
 * The vocabulary shared by the built-in writer's grammar engine and its per-language
 * template modules. A language module only fills slots; it never decides the plot.
 */
import type { CharacterKind, LanguageCode } from '../../../shared/catalog.ts';
import type { Setting } from '../../providers/types.ts';
import type { Missed } from '../wishes/situation.ts';

/**
 * Plots of the built-in grammar (at least four per moral group).
 * Every plot is written in all 14 languages (an extra plot's text lives in
 * languages/<code>/plots/<plot>.ts); a language without a plot's text never gets it.
 */
export const CORE_PLOTS = ['fear', 'friend', 'sharing', 'mistake', 'family', 'feeling', 'habit', 'nature'] as const;
export const EXTRA_PLOTS = ['lost', 'campfire', 'cookies', 'garden', 'truth', 'askHelp', 'race', 'different', 'promise', 'missing', 'book'] as const;
export const PLOT_SHAPES = [...CORE_PLOTS, ...EXTRA_PLOTS] as const;
export type CorePlot = (typeof CORE_PLOTS)[number];
export type ExtraPlot = (typeof EXTRA_PLOTS)[number];
export type PlotShape = (typeof PLOT_SHAPES)[number];

/** The subset of scene settings the grammar writes adventures in. */
export const ADVENTURE_SETTINGS = ['garden', 'forest', 'meadow', 'seaside', 'mountain', 'farm', 'park', 'lake', 'snowyVillage', 'castle'] as const;
export type AdventureSetting = (typeof ADVENTURE_SETTINGS)[number];

/** Companions the grammar can give the hero (a subset of the scene companions). */
export const STORY_COMPANIONS = ['puppy', 'kitten', 'bunny', 'owl', 'fox', 'turtle', 'teddy', 'robot', 'dragon'] as const;
export type StoryCompanion = (typeof STORY_COMPANIONS)[number];

/**
 * Age band of the listener: 0 = ages 1-3 (repetition, 5-20 words a page, one event),
 * 1 = 4-6, 2 = 7-9 (a real problem, dialogue, a turn), 3 = 10-12 (longer sentences, richer words,
 * an inner change; the hero is never called 'little').
 */
export type Band = 0 | 1 | 2 | 3;

/**
 * One sentence tagged with the youngest band that hears it; 't' = toddlers (band 0) only,
 * used for refrains and sound words that older children would find babyish.
 */
export type Tier = 0 | 1 | 2 | 3 | 't';
export type Line = readonly [Tier, string];

/** How a language names a setting: the slot forms its templates need. */
export interface SettingWords {
  /** Locative phrase, sentence-internal, e.g. 'in the forest'. */
  at: string;
  /** Directional phrase, e.g. 'to the forest'. */
  to: string;
  /** A full daytime sentence describing the place. */
  detail: string;
}

/** How a language names a companion. Templates refer to it by `name` after the intro. */
export interface CompanionWords {
  /** The companion's own name (never inflected by the grammar). */
  name: string;
  /** Indefinite introduction, e.g. 'a little puppy called Pip'. */
  intro: string;
  /** Grammatical gender for agreement of verbs/adjectives with the companion. */
  g: 'm' | 'f';
  /** Extra forms a language needs (e.g. Polish instrumental), keyed by the module. */
  forms?: Record<string, string>;
}

/** Everything a template may use. Built once per story by the engine. */
export interface StoryContext {
  /** Hero name exactly as the parent wrote it. */
  name: string;
  /** Grammatical gender for agreement; 'n' = other or unknown (neutral phrasing where the language allows). */
  g: 'm' | 'f' | 'n';
  kind: CharacterKind;
  /** The hero's look in the story language, built from HeroLook fields (never the raw description), or null. */
  trait: string | null;
  /** The look without hats and clothes, for the bedtime page (the hero is in pyjamas), or null. */
  traitBed: string | null;
  /** The page's setting (the engine sets it per page: the journey page is elsewhere than the problem). */
  setting: Setting;
  place: SettingWords;
  /** The place the hero walks through on the way (the 'go' page), in the story language. */
  way: SettingWords;
  companion: StoryCompanion;
  co: CompanionWords;
  band: Band;
  /** True when the story has a separate page on which the companion arrives. */
  meet: boolean;
  /** The moral as one sentence: always a catalogue description (a custom moral is mapped to its closest theme), or null. */
  moral: string | null;
  shape: PlotShape;
  /** Seeded number for picking between alternative phrasings. */
  alt: number;
  /** Who the `missing` plot remembers (the one the parent's wish says died); absent = Grandpa. */
  missed?: Missed;
  /**
   * The parent's boundaries as a text screen: false for a phrase that names an
   * avoided element. `alt` picks among the phrasings that pass; absent = every phrasing passes.
   */
  screen?: (text: string) => boolean;
  /** The child's recent stories' phrasings and this story's own (see alt); absent = none remembered. */
  phrasing?: Phrasing;
}

/**
 * The writer's memory of how things were said to this child. `heard`: for each choice
 * ('slot:options'), the option indices of the child's recent stories, newest first; `said`: this
 * story's choices, stored with its plan for the next stories.
 */
export interface Phrasing {
  heard: ReadonlyMap<string, readonly number[]>;
  said: Map<string, number>;
}

/** A phrasing memory from the recent stories' StoryPlan.phrasing maps, newest first. */
export function phrasingFrom(recent: readonly Record<string, number>[] | undefined): Phrasing {
  const heard = new Map<string, number[]>();
  for (const story of recent ?? [])
    for (const [key, index] of Object.entries(story)) {
      if (!Number.isInteger(index)) continue;
      const list = heard.get(key);
      if (list) list.push(index);
      else heard.set(key, [index]);
    }
  return { heard, said: new Map() };
}

type Lines = (c: StoryContext) => Line[];

/** The shape-specific core of a story; the engine wraps it in generic pages. */
export interface ShapeText {
  title: (c: StoryContext) => string;
  problem: Lines;
  tries: readonly [Lines, Lines, Lines];
  turn: Lines;
  resolution: Lines;
  /** The plot's own walk-home page (e.g. the campfire plot stays out after dark); default: the pack's. */
  homeward?: Lines;
  /** The plot's own low point (ages 10-12); default: the pack's. */
  low?: Lines;
  /**
   * True for a plot told quietly (a loss): its pages say only its own words, without the pack's
   * stock remarks and texture (a stubborn problem, a dance of joy), which would jar there.
   */
  quiet?: boolean;
}

/** One language's templates (natively written, not translated sentence by sentence). */
export interface LanguagePack {
  code: LanguageCode;
  /** Joins sentences: ' ' for spaced scripts, '' for Chinese and Japanese. */
  sep: string;
  /** The full stop that closes a sentence the engine adds (the moral's): '。', '।'; absent = '.'. */
  stop?: string;
  settings: Record<AdventureSetting, SettingWords> & Partial<Record<Setting, SettingWords>>;
  companions: Record<StoryCompanion, CompanionWords>;
  home: Lines;
  meet: Lines;
  go: Lines;
  afterProblem: Lines;
  afterTry: (c: StoryContext, index: 0 | 1 | 2) => Line[];
  low: Lines;
  beforeTurn: Lines;
  afterResolution: Lines;
  /** Appended to the resolution when no separate walk-home page follows. */
  sunset: Lines;
  homeward: Lines;
  bedtime: Lines;
  shapes: Record<CorePlot, ShapeText> & Partial<Record<ExtraPlot, ShapeText>>;
  /** Optional final touch on a page's text for a band (e.g. Japanese kanji for older readers). */
  finish?: (text: string, band: Band) => string;
}

/** Picks one of several phrasings, stable for a story (slot keeps choices independent). */
export function alt<T>(c: StoryContext, slot: number, options: readonly T[]): T {
  // Phrasings that name an avoided element are not chosen while another one is left.
  let indices = options.map((_, i) => i);
  if (c.screen) {
    const kept = indices.filter((i) => typeof options[i] !== 'string' || c.screen!(options[i] as string));
    if (kept.length) indices = kept;
  }
  // Mixed per slot: two stories that agree on one choice need not agree on the next.
  let h = Math.imul((c.alt + 1) ^ Math.imul(slot + 1, 0x9e3779b1), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  const memory = c.phrasing;
  if (!memory || options.length < 2) return options[indices[(h >>> 0) % indices.length]!]!;
  // With a memory: the same choice within the story, and a phrasing the child heard longest ago (or never).
  const key = `${slot}:${options.length}`;
  const said = memory.said.get(key);
  if (said !== undefined && indices.includes(said)) return options[said]!;
  const heard = memory.heard.get(key) ?? [];
  const age = (i: number) => {
    const at = heard.indexOf(i);
    return at < 0 ? Number.POSITIVE_INFINITY : at;
  };
  const oldest = Math.max(...indices.map(age));
  const fresh = indices.filter((i) => age(i) === oldest);
  const index = fresh[(h >>> 0) % fresh.length]!;
  memory.said.set(key, index);
  return options[index]!;
}

/** Gender switch for the hero: neutral falls back to `n`, or to the masculine form when none is given. */
export function gx(c: StoryContext, m: string, f: string, n?: string): string {
  return c.g === 'f' ? f : c.g === 'n' ? (n ?? m) : m;
}

/** Gender switch for the companion. */
export function cx(c: StoryContext, m: string, f: string): string {
  return c.co.g === 'f' ? f : m;
}

/** Upper-cases the first letter (for slot phrases that open a sentence). */
export function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
