/**
 * Language-independent planning of a built-in story:
 * which plot, where (two or three places), with whom, which pages, and each page's Scene — the
 * page plan both the text and the illustrator obey. The page text is rendered FROM this plan by a
 * language module, so every element a page names (place, time, figures, key prop and its state)
 * is in its Scene.
 */
import type { HeroLook } from '../../../shared/hero-look.ts';
import { lookPhrase } from '../likeness/look-phrase.ts';
import type { MoralGroup } from '../../../shared/catalog.ts';
import { findMoralTheme } from '../../../content/morals/index.ts';
import type { HeroAction, HeroPosition, Prop, PropState, Scene, SceneFigure, Setting, Shot, StoryAvoid, TimeOfDay } from '../../providers/types.ts';
import { PLOT_SHAPES, STORY_COMPANIONS, type Band, type PlotShape, type StoryCompanion } from './story-types.ts';
import type { StoryBoundaries } from '../../../shared/boundaries.ts';
import { companionAvoided, settingAvoided } from '../boundaries/elements.ts';
import { plotKeepsBoundaries } from './plot-boundaries.ts';
import type { BeatScene, PlotDef } from './plot-def.ts';
import { garden } from './plots/garden.ts';
import { TRUTH } from './plots/truth.ts';
import { ASK_HELP } from './plots/askHelp.ts';
import { race } from './plots/race.ts';
import { DIFFERENT } from './plots/different.ts';
import { PROMISE } from './plots/promise.ts';
import { missing } from './plots/missing.ts';
import { book } from './plots/book.ts';

/**
 * Plots by moral group (at least four plots per group). A plot appears in several
 * groups when its turn shows that group's insight.
 */
export const GROUP_SHAPES: Record<MoralGroup, readonly PlotShape[]> = {
  'core-values': ['mistake', 'sharing', 'friend', 'lost', 'cookies', 'garden', 'truth', 'race', 'promise'],
  'family-values': ['family', 'lost', 'cookies', 'campfire', 'habit'],
  'friendship-skills': ['friend', 'sharing', 'feeling', 'cookies', 'lost', 'truth', 'askHelp', 'race', 'different', 'promise'],
  'emotional-growth': ['feeling', 'fear', 'campfire', 'cookies', 'friend', 'askHelp', 'truth', 'race', 'missing'],
  'overcoming-fears': ['fear', 'campfire', 'lost', 'feeling', 'friend'],
  'good-habits': ['habit', 'cookies', 'nature', 'mistake', 'book'],
  'big-picture-values': ['nature', 'lost', 'friend', 'sharing', 'garden', 'different', 'book'],
};

/**
 * Catalogue themes and the plots whose turn shows them, best first. A theme not listed (or
 * whose plots the parent's last stories used) takes its group's plots.
 */
export const THEME_SHAPES: Record<string, readonly PlotShape[]> = {
  honesty: ['truth', 'mistake'],
  kindness: ['friend', 'lost', 'cookies'],
  sharing: ['sharing', 'cookies'],
  respect: ['friend', 'nature'],
  responsibility: ['mistake', 'lost', 'habit', 'promise'],
  fairness: ['race', 'sharing'],
  gratitude: ['family', 'cookies'],
  patience: ['garden', 'cookies', 'feeling'],
  'calming-anger': ['feeling', 'race'],
  'naming-feelings': ['friend', 'feeling', 'missing'],
  'its-ok-to-be-sad': ['friend', 'missing'],
  'trying-again': ['askHelp', 'feeling', 'sharing'],
  'believing-in-yourself': ['fear', 'campfire', 'askHelp'],
  'handling-jealousy': ['sharing', 'cookies'],
  'learning-from-mistakes': ['mistake', 'truth'],
  empathy: ['friend', 'lost', 'truth', 'different'],
  'helping-at-home': ['habit', 'cookies'],
  'sibling-love': ['lost', 'cookies'],
  'caring-for-grandparents': ['family', 'campfire', 'cookies'],
  'family-time': ['campfire', 'family', 'cookies'],
  'listening-to-parents': ['lost'],
  'new-baby': ['lost', 'cookies'],
  'family-traditions': ['cookies', 'campfire'],
  'saying-i-love-you': ['family'],
  'making-friends': ['friend', 'sharing', 'different'],
  'taking-turns': ['sharing', 'race'],
  'including-others': ['friend', 'sharing', 'different'],
  'saying-sorry': ['mistake', 'truth'],
  forgiveness: ['mistake', 'friend'],
  teamwork: ['sharing', 'nature', 'lost', 'askHelp'],
  'good-listener': ['friend', 'lost'],
  'keeping-promises': ['promise', 'mistake'],
  'brushing-teeth': ['habit'],
  'bedtime-routine': ['habit', 'campfire'],
  'tidying-up': ['habit'],
  'healthy-eating': ['habit'],
  'washing-hands': ['habit', 'cookies'],
  'good-manners': ['cookies', 'friend'],
  'love-of-reading': ['book', 'habit'],
  'dressing-yourself': ['habit'],
  'fear-of-the-dark': ['campfire', 'fear'],
  'first-day-of-school': ['friend', 'fear'],
  'trying-new-things': ['fear', 'campfire'],
  'fear-of-water': ['fear'],
  thunderstorms: ['fear', 'campfire'],
  'sleeping-away': ['campfire'],
  shyness: ['friend', 'sharing'],
  'visiting-the-doctor': ['fear'],
  'caring-for-nature': ['nature', 'garden'],
  'kindness-to-animals': ['lost', 'nature'],
  'reducing-waste': ['nature'],
  'celebrating-differences': ['different', 'friend'],
  'helping-others': ['lost', 'friend', 'nature'],
  curiosity: ['campfire', 'nature', 'garden', 'book'],
  'being-yourself': ['fear', 'friend', 'different'],
  generosity: ['sharing', 'cookies'],
};

/**
 * Plots told only when the parent's wish speaks of that time in the child's life: a story about a
 * death or about parents living apart, told unasked, would bring it into a child's bedtime.
 */
const ASKED_ONLY: ReadonlySet<PlotShape> = new Set<PlotShape>(['missing']);

const ANIMALS: readonly StoryCompanion[] = ['puppy', 'kitten', 'bunny', 'owl', 'fox', 'turtle', 'dragon'];

/** The plot catalogue: each beat's scene matches what that beat's text says in every language. */
export const PLOTS: Record<PlotShape, PlotDef> = {
  fear: {
    places: ['forest', 'meadow', 'park', 'mountain', 'farm', 'castle', 'garden'],
    problem: { action: 'looking', props: ['bridge', 'flower'], mood: 'worried' },
    tries: [
      { action: 'standing', props: ['bridge'] },
      { action: 'sad', props: ['bridge', 'tree'] },
      { action: 'sitting', props: ['bridge', 'flower'] },
    ],
    turn: { action: 'walking', props: ['bridge'] },
    resolution: { action: 'laughing', props: ['flower', 'bridge'] },
  },
  friend: {
    places: ['garden', 'forest', 'meadow', 'seaside', 'mountain', 'farm', 'park', 'lake', 'snowyVillage', 'castle'],
    problem: { action: 'looking', props: ['tree'], mood: 'worried' },
    tries: [
      { action: 'sharing', props: ['ball'] },
      { action: 'laughing', props: [] },
      { action: 'pointing', props: ['flower'] },
    ],
    turn: { action: 'hugging', props: [] },
    resolution: { action: 'sharing', props: ['flower'] },
  },
  sharing: {
    places: ['meadow', 'park', 'seaside', 'mountain', 'farm', 'castle'],
    problem: { action: 'carrying', props: ['kite'], mood: 'worried' },
    tries: [
      { action: 'running', props: ['kite'] },
      { action: 'standing', props: ['kite', 'tree'] },
      { action: 'running', props: ['kite', 'flower'] },
    ],
    turn: { action: 'sharing', props: ['kite'] },
    resolution: { action: 'laughing', props: ['kite'] },
  },
  mistake: {
    places: ['lake', 'seaside', 'park'],
    problem: { action: 'looking', props: ['sailboat'], state: 'broken', mood: 'worried' },
    tries: [
      { action: 'standing', props: ['sailboat'], state: 'broken' },
      { action: 'helping', props: ['sailboat'], state: 'broken' },
      { action: 'thinking', props: ['sailboat', 'tree'], state: 'broken' },
    ],
    turn: { action: 'standing', props: ['sailboat'], state: 'broken', mood: 'brave' },
    resolution: { action: 'helping', props: ['sailboat'], state: 'mended' },
  },
  family: {
    places: ['garden', 'meadow', 'forest', 'park', 'farm', 'lake', 'seaside', 'mountain'],
    problem: { action: 'thinking', props: ['gift'], figures: ['grandma'], mood: 'curious' },
    tries: [
      { action: 'carrying', props: ['flower'] },
      { action: 'pointing', props: [] },
      { action: 'looking', props: ['tree'] },
    ],
    turn: { action: 'thinking', props: ['gift'], figures: ['grandma'] },
    resolution: { action: 'walking', props: ['flower'], figures: ['grandma'], time: 'evening' },
  },
  feeling: {
    places: ['forest', 'garden', 'meadow', 'park', 'farm', 'mountain'],
    problem: { action: 'kneeling', props: ['hut'], state: 'broken', mood: 'worried' },
    tries: [
      { action: 'helping', props: ['hut'], state: 'broken' },
      { action: 'sad', props: [] },
      { action: 'sitting', props: ['tree'] },
    ],
    turn: { action: 'thinking', props: [] },
    resolution: { action: 'laughing', props: ['hut'] },
  },
  habit: {
    places: ['meadow', 'park', 'garden', 'seaside', 'farm', 'lake', 'snowyVillage'],
    problem: { action: 'looking', props: ['ball'], state: 'lost', where: 'bedroom', mood: 'curious' },
    tries: [
      { action: 'looking', props: ['bed'], where: 'bedroom' },
      { action: 'looking', props: ['basket'], where: 'bedroom' },
      { action: 'pointing', props: [], where: 'bedroom' },
    ],
    turn: { action: 'carrying', props: ['book', 'basket'], where: 'bedroom' },
    resolution: { action: 'running', props: ['ball'] },
    low: { action: 'thinking', props: [], where: 'bedroom' },
  },
  nature: {
    places: ['park', 'meadow', 'seaside', 'forest', 'garden', 'lake', 'mountain'],
    problem: { action: 'looking', props: ['flower'], mood: 'curious' },
    tries: [
      { action: 'carrying', props: ['flower'] },
      { action: 'helping', props: [] },
      { action: 'pointing', props: ['tree'] },
    ],
    turn: { action: 'thinking', props: ['basket'] },
    resolution: { action: 'laughing', props: ['flower'] },
  },
  // new plots (text in every language; lang/extra/<code>.ts beyond en/de/fr/es).
  lost: {
    places: ['forest', 'meadow', 'farm', 'park', 'garden', 'mountain'],
    companions: ANIMALS,
    problem: { action: 'looking', props: [], figures: ['parentAnimal'], mood: 'worried' },
    tries: [
      { action: 'looking', props: ['tree'] },
      { action: 'pointing', props: ['flower'] },
      { action: 'walking', props: [] },
    ],
    turn: { action: 'pointing', props: ['basket'], figures: ['babyAnimal'] },
    resolution: { action: 'carrying', props: [], figures: ['parentAnimal', 'babyAnimal'] },
  },
  campfire: {
    places: ['campsite'],
    problem: { action: 'looking', props: ['tent'], figures: ['grandpa'], time: 'evening', mood: 'worried' },
    tries: [
      { action: 'sitting', props: ['tent'], time: 'night' },
      { action: 'sad', props: ['lantern'], state: 'lit', time: 'night' },
      { action: 'thinking', props: [], time: 'night' },
    ],
    turn: { action: 'pointing', props: ['star'], time: 'night' },
    resolution: { action: 'sitting', props: ['campfire', 'star'], state: 'lit', figures: ['grandpa'], time: 'night', mood: 'calm' },
    low: { action: 'sitting', props: ['tent'], time: 'night' },
    homeward: { action: 'walking', props: ['bucket', 'campfire'], figures: ['grandpa'], time: 'night', mood: 'calm' },
  },
  cookies: {
    places: ['kitchen'],
    problem: { action: 'helping', props: ['cookie'], figures: ['grandma'], mood: 'curious' },
    tries: [
      { action: 'looking', props: ['cookie'], figures: ['grandma'] },
      { action: 'sitting', props: ['cookie'] },
      { action: 'sad', props: ['cookie'] },
    ],
    turn: { action: 'helping', props: ['letter'] },
    resolution: { action: 'sharing', props: ['cookie', 'letter'], figures: ['friend', 'grandma'], where: 'garden' },
  },
  garden,
  truth: TRUTH,
  askHelp: ASK_HELP,
  race,
  different: DIFFERENT,
  promise: PROMISE,
  missing,
  book,
};

/** The places a journey page walks through on the way to the problem's place. */
const WAYS: readonly Setting[] = ['meadow', 'forest', 'park', 'garden'];

export interface PlotChoice {
  /** Where the first and the last page happen (default the living room and the bedroom): see chooseEnds. */
  opening?: Setting;
  ending?: Setting;
  shape: PlotShape;
  /** Where the problem happens. */
  setting: Setting;
  /** The place walked through on the journey page. */
  way: Setting;
  companion: StoryCompanion;
  /** The catalogue theme the plot teaches (lessonOf): the story's closing line says it. */
  lesson: string | null;
}

/** What the plan may use and must honour: the language's plots, the wishes and the parent's last stories. */
export interface PlotOptions {
  available: readonly PlotShape[];
  /** Settings the language has words for. */
  settings: readonly Setting[];
  wishedPlace?: Setting | null;
  wishedCompanion?: StoryCompanion | null;
  avoid?: StoryAvoid;
  /** The parent's boundaries: plots, places and companions that break them are never chosen. */
  boundaries?: StoryBoundaries;
  /** Places and companions whose words the story language must not use (the writer's text screen); default all. */
  placeAllowed?: (setting: Setting) => boolean;
  companionAllowed?: (companion: StoryCompanion) => boolean;
  /**
   * The plot a wish's hard time asks for (a loss, a new baby, a move…, see wishes/situation.ts):
   * told whenever it fits, even when the parent's last stories used it.
   */
  wishedPlot?: PlotShape | null;
  /**
   * (a next episode): places of the previous episode's world. Plots that can happen in
   * one of them come first, and the setting is one of them when the plot allows.
   */
  preferSettings?: readonly Setting[];
}

function draw<T>(pool: readonly T[], random: () => number): T {
  return pool[Math.floor(random() * pool.length)]!;
}

/** Nights within which a plot the child heard never comes back while another fits. */
export const PLOT_REST_NIGHTS = 10;

/**
 * The items of a pool the child heard longest ago: those not in `recent` (newest first) when there
 * are any, else those whose latest use is the oldest. The pool's order is kept.
 */
export function leastRecent<T extends string>(pool: readonly T[], recent: readonly string[] | undefined): T[] {
  if (!recent?.length || pool.length < 2) return [...pool];
  const age = (item: T) => {
    const at = recent.indexOf(item);
    return at < 0 ? Number.POSITIVE_INFINITY : at;
  };
  const oldest = Math.max(...pool.map(age));
  return pool.filter((item) => age(item) === oldest);
}

/** First non-empty pool. */
function firstOf<T>(...pools: T[][]): T[] {
  return pools.find((p) => p.length > 0) ?? [];
}

/** The moral as the plan reads it: a catalogue theme and group, or a custom moral's own plot. */
export interface PlanMoral {
  key?: string;
  group?: MoralGroup;
  /** A custom moral that names one plot's lesson ('it is brave to ask for help'): that plot first. */
  plot?: string;
}

/**
 * The plots whose turn shows the moral, best first: a custom moral's own plot, else the theme's
 * plots, else (a group chosen without a theme) the plots that teach one of the group's themes
 * (GROUP_SHAPES' order first), else (no moral) every plot.
 */
export function plotsTeaching(moral: PlanMoral | null): readonly PlotShape[] {
  const own = moral?.plot && (PLOT_SHAPES as readonly string[]).includes(moral.plot) ? [moral.plot as PlotShape] : [];
  if (own.length) return own;
  const themed = moral?.key ? THEME_SHAPES[moral.key] : undefined;
  if (themed?.length) return themed;
  if (!moral?.group) return PLOT_SHAPES;
  const group = moral.group;
  const ofGroup = new Set(Object.entries(THEME_SHAPES).flatMap(([key, plots]) => (findMoralTheme(key)?.group === group ? plots : [])));
  return [...new Set([...GROUP_SHAPES[group], ...PLOT_SHAPES])].filter((p) => ofGroup.has(p));
}

/**
 * The catalogue theme a told plot teaches, for the story's closing line: the chosen theme when
 * the plot shows it, else the theme of the moral's group (then of any group) the plot shows best.
 * So the last line always names the lesson the story acted out. Null when no theme lists the plot.
 */
export function lessonOf(shape: PlotShape, moral: PlanMoral | null): string | null {
  if (moral?.key && (moral.plot === shape || THEME_SHAPES[moral.key]?.includes(shape))) return moral.key;
  const teaching = Object.entries(THEME_SHAPES).filter(([, plots]) => plots.includes(shape));
  const rank = ([, plots]: [string, readonly PlotShape[]]) => plots.indexOf(shape);
  const inGroup = moral?.group ? teaching.filter(([key]) => findMoralTheme(key)?.group === moral.group) : [];
  const best = (list: [string, readonly PlotShape[]][]) =>
    list.reduce<[string, readonly PlotShape[]] | null>((a, b) => (!a || rank(b) < rank(a) ? b : a), null);
  return (best(inGroup) ?? best(teaching))?.[0] ?? null;
}

/**
 * Picks the plot, places and companion. The plot is always one that teaches the moral
 * (plotsTeaching): one the parent's last stories did not use while there is one, else the one
 * heard longest ago (`avoid.plots` lists the last stories' plots, most recent first), never an
 * unrelated plot. Only when the boundaries or the language rule out every plot of the moral does
 * the group's (then any) plot stand in, and lessonOf then closes the story on that plot's lesson.
 * A wished companion or place narrows the plots to those that can have them while one of them
 * teaches the moral; companion and setting avoid the last stories likewise. Deterministic for a given random source.
 */
export function choosePlot(moral: PlanMoral | null, options: PlotOptions, random: () => number): PlotChoice {
  const avoid = options.avoid ?? {};
  const recent = avoid.plots ?? [];
  // The boundaries filter plots, places and companions before anything is chosen.
  const bounds = options.boundaries;
  const placeOk = (p: Setting) => (!bounds || !settingAvoided(p, bounds)) && (options.placeAllowed?.(p) ?? true);
  const companionOk = (c: StoryCompanion) => (!bounds || !companionAvoided(c, bounds)) && (options.companionAllowed?.(c) ?? true);
  const bounded = (shape: PlotShape) => !bounds || plotKeepsBoundaries(shape, PLOTS[shape], bounds);
  // What any story needs: the language has the plot's text, its stakes keep the boundaries, it has a place and a companion.
  const possible = (shape: PlotShape): boolean => {
    const def = PLOTS[shape];
    if (!options.available.includes(shape)) return false;
    // A loss or parents apart is told only to a child the wish says it is about.
    if (ASKED_ONLY.has(shape) && options.wishedPlot !== shape) return false;
    if (!bounded(shape)) return false;
    if (!def.places.some((p) => options.settings.includes(p) && placeOk(p))) return false;
    if (def.companions && !def.companions.some(companionOk)) return false;
    return true;
  };
  // What the wishes would like: their companion and, for a stay-at-home plot, their place.
  const suitsWishes = (shape: PlotShape): boolean => {
    const def = PLOTS[shape];
    if (options.wishedCompanion && def.companions && !def.companions.includes(options.wishedCompanion)) return false;
    // A wished place asks for a plot that can happen there (else it is the place walked through).
    if (options.wishedPlace && !def.places.includes(options.wishedPlace)) return false;
    return true;
  };
  const prefer = options.preferSettings ?? [];
  const inWorld = (p: Setting) => prefer.includes(p) && options.settings.includes(p);
  const near = (pool: readonly PlotShape[]) => (prefer.length ? pool.filter((s) => PLOTS[s].places.some(inWorld)) : []);
  const fresh = (pool: readonly PlotShape[]) => pool.filter((s) => !recent.includes(s));
  // Every plot of the pool was heard lately: the one heard longest ago (not in the list = never).
  const oldest = (pool: readonly PlotShape[]) => {
    const age = (s: PlotShape) => (recent.includes(s) ? recent.indexOf(s) : Number.POSITIVE_INFINITY);
    const max = Math.max(...pool.map(age));
    return pool.filter((s) => age(s) === max);
  };
  const teaching = plotsTeaching(moral).filter(possible);
  const groupPlots = (moral?.group ? GROUP_SHAPES[moral.group] : PLOT_SHAPES).filter(possible);
  const stand = teaching.length ? teaching : groupPlots.length ? groupPlots : PLOT_SHAPES.filter(possible);
  const liked = stand.filter(suitsWishes);
  // The episode's world comes after the moral: a next episode stays in its world with a plot that shows its lesson.
  // A hard time the wish speaks of is the story, whatever the parent heard lately.
  const asked = options.wishedPlot && possible(options.wishedPlot) ? [options.wishedPlot] : [];
  const pool = firstOf(
    asked,
    near(fresh(liked)),
    fresh(liked),
    near(fresh(stand)),
    fresh(stand),
    oldest(liked),
    oldest(stand),
    PLOT_SHAPES.filter((s) => options.available.includes(s) && bounded(s) && !ASKED_ONLY.has(s)),
    ['friend'] as PlotShape[],
  );
  const shape = draw(leastRecent(pool, avoid.plots), random);
  const def = PLOTS[shape];

  const known = firstOf(
    def.places.filter((p) => options.settings.includes(p) && placeOk(p)),
    def.places.filter((p) => options.settings.includes(p)),
  );
  const places = known.some(inWorld) ? known.filter(inWorld) : known;
  const wished = options.wishedPlace && places.includes(options.wishedPlace) ? options.wishedPlace : null;
  const setting = wished ?? draw(leastRecent(places, avoid.settings), random);
  const ways = firstOf(
    WAYS.filter((w) => w !== setting && options.settings.includes(w) && placeOk(w)),
    [setting],
  );
  const way = options.wishedPlace && !wished ? options.wishedPlace : draw(ways, random);

  const companions = firstOf(
    (def.companions ?? STORY_COMPANIONS).filter(companionOk),
    (def.companions ?? STORY_COMPANIONS).filter((c) => c !== undefined),
  );
  const companion =
    options.wishedCompanion && companions.includes(options.wishedCompanion) ? options.wishedCompanion : draw(leastRecent(companions, avoid.companions), random);
  return { shape, setting, way, companion, lesson: lessonOf(shape, moral) };
}

/** Where a story may open at home (the first page), and where the hero may fall asleep (the last). */
export const OPENING_SPOTS: readonly Setting[] = ['home', 'kitchen', 'garden', 'windowSeat', 'doorstep'];
export const ENDING_SPOTS: readonly Setting[] = ['bedroom', 'bunkBed', 'attic'];

/**
 * The first and last pages' settings: of the spots the language has words for (`has`), not a place
 * the adventure itself visits (`visited`) and within the boundaries, the ones this child's recent
 * nights used longest ago (or never), so two nights in a row never open or end in the same place.
 * `pick` (0..) chooses among equals. Falls back to the living room and the bedroom.
 */
export function chooseEnds(options: {
  has: (spot: Setting, end: 'opening' | 'ending') => boolean;
  visited: readonly Setting[];
  avoid?: StoryAvoid;
  boundaries?: StoryBoundaries;
  pick: number;
}): { opening: Setting; ending: Setting } {
  const ok = (spot: Setting, end: 'opening' | 'ending') =>
    options.has(spot, end) && !options.visited.includes(spot) && (!options.boundaries || !settingAvoided(spot, options.boundaries));
  const one = (spots: readonly Setting[], end: 'opening' | 'ending', recent: readonly string[] | undefined, fallback: Setting): Setting => {
    const pool = leastRecent(
      spots.filter((s) => ok(s, end)),
      recent,
    );
    return pool.length ? pool[options.pick % pool.length]! : fallback;
  };
  return {
    opening: one(OPENING_SPOTS, 'opening', options.avoid?.openings, 'home'),
    ending: one(ENDING_SPOTS, 'ending', options.avoid?.endings, 'bedroom'),
  };
}

export type Beat = 'home' | 'meet' | 'go' | 'problem' | 'try0' | 'try1' | 'try2' | 'low' | 'turn' | 'resolution' | 'homeward' | 'bedtime';

/** Listener age (1-12) to band: 1-3, 4-6, 7-9, 10-12. */
export function bandFor(age: number): Band {
  if (age <= 3) return 0;
  if (age <= 6) return 1;
  if (age <= 9) return 2;
  return 3;
}

/**
 * The page list for an age (pages by age band): 1: 5 pages, 2-3: 6,
 * 4-6: 8, 7-9: 10, 10-11: 11, 12: 12. Ages 4+ walk somewhere first (a second place); the
 * habit plot's problem happens at home, so its journey page is the companion's arrival.
 */
export function beatsFor(age: number, shape: PlotShape): Beat[] {
  let beats: Beat[];
  if (age <= 1) beats = ['home', 'problem', 'turn', 'resolution', 'bedtime'];
  else if (age <= 3) beats = ['home', 'problem', 'try0', 'turn', 'resolution', 'bedtime'];
  else if (age <= 6) beats = ['home', 'go', 'problem', 'try0', 'try1', 'turn', 'resolution', 'bedtime'];
  else if (age <= 9) beats = ['home', 'go', 'problem', 'try0', 'try1', 'try2', 'turn', 'resolution', 'homeward', 'bedtime'];
  else if (age <= 11) beats = ['home', 'go', 'problem', 'try0', 'try1', 'try2', 'low', 'turn', 'resolution', 'homeward', 'bedtime'];
  else beats = ['home', 'meet', 'go', 'problem', 'try0', 'try1', 'try2', 'low', 'turn', 'resolution', 'homeward', 'bedtime'];
  if (shape === 'habit' && beats.includes('go')) {
    beats = beats.includes('meet') ? beats.filter((b) => b !== 'go') : beats.map((b) => (b === 'go' ? 'meet' : b));
  }
  return beats;
}

/** Camera distance by beat: wide to open a place, close for feelings, medium for doing. */
const SHOT_OF: Record<Beat, Shot> = {
  home: 'wide',
  meet: 'medium',
  go: 'wide',
  problem: 'wide',
  try0: 'medium',
  try1: 'close',
  try2: 'medium',
  low: 'close',
  turn: 'close',
  resolution: 'medium',
  homeward: 'wide',
  bedtime: 'medium',
};
const POSITIONS: readonly HeroPosition[] = ['left', 'right', 'center'];

/**
 * The page plan of a whole story: one Scene per beat. One clock (morning → day → evening → night,
 * never back; moon and stars only at night), pyjamas at bedtime, and consecutive pages never share
 * a composition (shot + hero position + props).
 */
export function planScenes(beats: readonly Beat[], choice: PlotChoice, seed: number): Scene[] {
  const def = PLOTS[choice.shape];
  let clock = 0;
  const order: TimeOfDay[] = ['morning', 'day', 'evening', 'night'];
  const offset = seed % 3;
  const scenes = beats.map((beat, index): Scene => {
    const secondToLast = index === beats.length - 2;
    const planned = beatScene(beat, def, choice, secondToLast);
    // The clock never runs backwards (a day page after an evening one would show two skies).
    const time = order[Math.max(clock, order.indexOf(planned.time))]!;
    clock = order.indexOf(time);
    const props = time === 'night' ? planned.props : planned.props.filter((p) => p !== 'moon' && p !== 'star');
    // The child's room tonight is the room the story ends in (a plot may play in it too).
    const where = planned.where === 'bedroom' ? (choice.ending ?? 'bedroom') : planned.where;
    const scene: Scene = {
      setting: where,
      timeOfDay: time,
      action: planned.action,
      companion: choice.companion,
      props,
      mood: planned.mood,
      shot: SHOT_OF[beat],
      heroAt: POSITIONS[(index + offset) % POSITIONS.length]!,
      outfit: beat === 'bedtime' ? 'pyjamas' : 'day',
    };
    if (planned.state && planned.state !== 'whole' && props.length) scene.keyPropState = planned.state;
    if (planned.figures?.length) scene.figures = [...planned.figures];
    return scene;
  });
  return scenes;
}

interface Planned {
  where: Setting;
  time: TimeOfDay;
  action: HeroAction;
  props: Prop[];
  mood: Scene['mood'];
  state?: PropState;
  figures?: SceneFigure[];
}

function beatScene(beat: Beat, def: PlotDef, choice: PlotChoice, secondToLast: boolean): Planned {
  const at = (b: BeatScene, time: TimeOfDay, mood: Scene['mood']): Planned => ({
    where: b.where ?? choice.setting,
    time: b.time ?? time,
    action: b.action,
    props: [...b.props],
    mood: b.mood ?? mood,
    ...(b.state ? { state: b.state } : {}),
    ...(b.figures ? { figures: b.figures } : {}),
  });
  switch (beat) {
    case 'home':
      // On the doorstep the house is the backdrop itself; inside, its picture hangs on the wall.
      return { where: choice.opening ?? 'home', time: 'morning', action: 'waving', props: choice.opening === 'doorstep' ? [] : ['house'], mood: 'cheerful' };
    case 'meet':
      return { where: choice.shape === 'habit' ? 'bedroom' : 'garden', time: 'morning', action: 'hugging', props: [], mood: 'cheerful' };
    case 'go':
      return { where: choice.way, time: 'day', action: 'walking', props: [], mood: 'curious' };
    case 'problem':
      return at(def.problem, 'day', 'worried');
    case 'try0':
      return at(def.tries[0], 'day', 'curious');
    case 'try1':
      return at(def.tries[1], 'day', 'worried');
    case 'try2':
      return at(def.tries[2], 'day', 'worried');
    case 'low':
      return at(def.low ?? { action: 'thinking', props: [] }, 'day', 'sad');
    case 'turn':
      return at(def.turn, 'day', 'brave');
    case 'resolution':
      return at(def.resolution, secondToLast ? 'evening' : 'day', secondToLast ? 'calm' : 'cheerful');
    // The walk home happens outdoors, with the house in view (the 'home' backdrop is a room).
    case 'homeward':
      return def.homeward ? at(def.homeward, 'evening', 'calm') : { where: 'garden', time: 'evening', action: 'walking', props: ['house'], mood: 'calm' };
    case 'bedtime':
      return { where: 'bedroom', time: 'night', action: 'sleeping', props: ['bed', 'blanket', 'moon'], mood: 'calm' };
  }
}

const SETTING_EN: Record<Setting, string> = {
  bedroom: 'a cosy bedroom',
  home: 'a small house with a garden gate',
  garden: 'a flower garden',
  forest: 'a friendly green forest',
  meadow: 'a sunny meadow',
  seaside: 'a sandy seaside',
  underSea: 'a bright coral reef under the sea',
  mountain: 'a gentle mountain slope',
  city: 'a small friendly town',
  farm: 'a farm with a red barn',
  space: 'outer space with friendly planets',
  castle: 'the garden of a fairy-tale castle',
  snowyVillage: 'a snowy village',
  park: 'a park with a pond',
  school: 'a school yard',
  lake: 'the shore of a calm lake',
  library: 'a cosy library with tall bookshelves',
  bakery: 'a warm little bakery',
  campsite: 'a campsite with a tent by the trees',
  riverside: 'the bank of a gentle river',
  playground: 'a playground with swings and a slide',
  kitchen: 'a warm family kitchen',
  windowSeat: 'a cushioned window seat in a cosy sitting room',
  doorstep: 'the front step of a small house, with flower pots',
  bunkBed: 'a bedroom with a wooden bunk bed',
  attic: 'a cosy attic bedroom under a sloping roof with a round window',
};
const TIME_EN: Record<TimeOfDay, string> = {
  morning: 'in soft morning light',
  day: 'in bright daylight',
  evening: 'at golden sunset',
  night: 'at night under stars and a moon',
};
const ACTION_EN: Record<HeroAction, string> = {
  standing: 'standing',
  walking: 'walking',
  running: 'running',
  waving: 'waving hello',
  looking: 'looking closely',
  sitting: 'sitting',
  hugging: 'hugging',
  helping: 'helping',
  carrying: 'carrying something',
  pointing: 'pointing',
  thinking: 'thinking',
  sad: 'looking sad',
  laughing: 'laughing',
  sleeping: 'sleeping snugly in bed',
  reading: 'reading',
  sharing: 'sharing',
  climbing: 'climbing',
  swimming: 'swimming',
  flying: 'flying',
  kneeling: 'kneeling down',
  dancing: 'dancing',
  whispering: 'whispering in an ear',
  lookingUp: 'looking up at the sky',
  giving: 'holding something out to give it',
};
const COMPANION_EN: Record<string, string> = {
  puppy: 'a little puppy',
  kitten: 'a little kitten',
  bunny: 'a little bunny',
  owl: 'a small owl',
  fox: 'a small fox',
  turtle: 'a little turtle',
  teddy: 'a teddy bear',
  robot: 'a small friendly robot',
  dragon: 'a small friendly dragon',
};
const FIGURE_EN: Record<SceneFigure, string> = {
  grandma: 'grandma',
  grandpa: 'grandpa',
  mum: 'mum',
  dad: 'dad',
  sister: 'a big sister',
  brother: 'a big brother',
  baby: 'a baby',
  friend: 'a friend of the same age',
  teacher: 'a teacher',
  baker: 'the baker',
  librarian: 'the librarian',
  parentAnimal: "the companion's mother",
  babyAnimal: "the companion's baby sibling",
};

type PromptHero = { name: string; kind: string; gender?: string; description?: string; look?: HeroLook };

/** 'a little girl (curly red hair and a yellow raincoat)': who a hero is and their own look, in English. */
function heroPhrase(hero: PromptHero, small: string): string {
  const who =
    hero.kind === 'human'
      ? hero.gender === 'female'
        ? `a ${small}girl`
        : hero.gender === 'male'
          ? `a ${small}boy`
          : 'a young child'
      : hero.kind === 'animal'
        ? 'a friendly little animal'
        : 'a friendly living toy';
  const phrase = hero.look ? lookPhrase(hero.look, 'en') : null;
  const look = phrase ? ` (${phrase})` : hero.description ? ` (${hero.description.replace(/\s+/g, ' ').trim()})` : '';
  return `${who}${look}`;
}

/**
 * English prompt for image vendors: setting, time of day, action, props, figures and the hero's
 * look; `others` are the story's other heroes, of whom the prompt names those on the
 * page (scene.coHeroes) with their own look and pose.
 */
export function illustrationPrompt(scene: Scene, hero: PromptHero, age = 6, others: readonly PromptHero[] = []): string {
  const small = age <= 9 ? 'little ' : '';
  const who = heroPhrase(hero, small);
  const also = (scene.coHeroes ?? [])
    .filter((h) => others[h.hero])
    .map((h) => ` ${others[h.hero]!.name}, ${heroPhrase(others[h.hero]!, small)}, is ${ACTION_EN[h.action]} too.`)
    .join('');
  const named = scene.companionName ? ` called ${scene.companionName}` : '';
  const comp = scene.companion === 'none' ? '' : `, together with ${COMPANION_EN[scene.companion] ?? scene.companion}${named}`;
  const state = scene.keyPropState && scene.props[0] ? ` The ${scene.props[0]} is ${scene.keyPropState}.` : '';
  const props = scene.props.length ? ` Also in the picture: ${scene.props.join(', ')}.${state}` : '';
  const figures = scene.figures?.length ? ` With ${scene.figures.map((f) => FIGURE_EN[f]).join(' and ')}.` : '';
  const pyjamas = scene.outfit === 'pyjamas' ? ' The hero wears pyjamas.' : '';
  return (
    `Children's picture-book illustration of ${SETTING_EN[scene.setting]} ${TIME_EN[scene.timeOfDay]}. ` +
    `The hero ${hero.name}, ${who}, is ${ACTION_EN[scene.action]}${comp}.${also}${props}${figures}${pyjamas} ` +
    `Mood: ${scene.mood}. Gentle, safe and warm, no text in the image.`
  );
}
