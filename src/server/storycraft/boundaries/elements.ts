/**
 * Which story elements involve which boundary: every setting, companion, prop,
 * figure, action and wish of the vetted vocabulary is tagged here, so the built-in writer filters
 * before it chooses, the illustrator never draws an avoided element, and the tests can check a
 * page plan or a composed scene graph without reading any text.
 */
import type { BoundaryKey, StoryBoundaries } from '../../../shared/boundaries.ts';
import type { Companion, HeroAction, Prop, Scene, SceneFigure, Setting } from '../../providers/types.ts';
import type { SceneGraph } from '../scene/graph.ts';
import type { StoryWishes, WishActivity } from '../wishes/types.ts';
import { conceptBoundaries } from '../wishes/concepts/story-roles.ts';

type Tags = readonly BoundaryKey[];

/**
 * Settings: what the place is (a lake is water, a farm means animals, a bakery food) and what its
 * backdrop draws (the park has a pond).
 */
export const SETTING_TAGS: Record<Setting, Tags> = {
  bedroom: [],
  home: [],
  garden: [],
  forest: [],
  meadow: [],
  seaside: ['water'],
  underSea: ['water', 'animals'],
  mountain: [],
  city: [],
  farm: ['animals'],
  space: [],
  castle: [],
  snowyVillage: [],
  park: ['water'],
  school: [],
  lake: ['water'],
  library: [],
  bakery: ['food'],
  campsite: [],
  riverside: ['water'],
  playground: [],
  kitchen: ['food'],
  windowSeat: [],
  doorstep: [],
  bunkBed: [],
  attic: [],
};

/** Companions: animals (a dragon too) are avoided with 'animals'; a teddy, a robot or a friend remain. */
export const COMPANION_TAGS: Record<Companion, Tags> = {
  none: [],
  puppy: ['animals'],
  kitten: ['animals'],
  bunny: ['animals'],
  owl: ['animals'],
  fox: ['animals'],
  bear: ['animals'],
  turtle: ['animals'],
  dragon: ['animals'],
  robot: [],
  teddy: [],
  bird: ['animals'],
  fish: ['animals', 'water'],
  friend: [],
};

/** Props that involve a boundary (the others involve none). */
export const PROP_TAGS: Partial<Record<Prop, Tags>> = {
  boat: ['water'],
  sailboat: ['water'],
  shell: ['water'],
  sandcastle: ['water'],
  bucket: ['water'],
  cake: ['food'],
  cookie: ['food'],
  apple: ['food'],
  nest: ['animals'],
  drum: ['loud'],
};

/** Figures that involve a boundary: the lost baby animal and its mother are animals and a separation. */
export const FIGURE_TAGS: Partial<Record<SceneFigure, Tags>> = {
  parentAnimal: ['animals', 'separation'],
  babyAnimal: ['animals', 'separation'],
  baker: ['food'],
};

/** Hero actions that involve a boundary. */
export const ACTION_TAGS: Partial<Record<HeroAction, Tags>> = { swimming: ['water'] };

/** Wished activities that involve a boundary (besides their props). */
export const ACTIVITY_TAGS: Partial<Record<WishActivity, Tags>> = { picnic: ['food'], baking: ['food'], birthday: ['food'], sandcastle: ['water'] };

const hits = (tags: Tags | undefined, avoid: ReadonlySet<BoundaryKey>) => (tags ?? []).some((t) => avoid.has(t));

export const settingAvoided = (s: Setting, b: StoryBoundaries) => hits(SETTING_TAGS[s], new Set(b.avoid));
export const companionAvoided = (c: Companion, b: StoryBoundaries) => hits(COMPANION_TAGS[c], new Set(b.avoid));
export const propAvoided = (p: Prop, b: StoryBoundaries) => hits(PROP_TAGS[p], new Set(b.avoid));
export const figureAvoided = (f: SceneFigure, b: StoryBoundaries) => hits(FIGURE_TAGS[f], new Set(b.avoid));

/** Settings a scene falls back to when its own is avoided (first one allowed). */
const SAFE_SETTINGS: readonly Setting[] = ['meadow', 'garden', 'forest', 'mountain', 'castle', 'home'];

/**
 * The elements of a page plan that the boundaries avoid, named as in scene-graph.ts
 * ('setting:lake', 'companion:puppy', 'prop:boat', 'figure:babyAnimal', 'action:swimming').
 */
export function sceneViolations(scene: Scene, b: StoryBoundaries | null | undefined): string[] {
  if (!b?.avoid.length) return [];
  const avoid = new Set(b.avoid);
  const out: string[] = [];
  if (hits(SETTING_TAGS[scene.setting], avoid)) out.push(`setting:${scene.setting}`);
  if (hits(ACTION_TAGS[scene.action], avoid)) out.push(`action:${scene.action}`);
  if (hits(COMPANION_TAGS[scene.companion], avoid)) out.push(`companion:${scene.companion}`);
  for (const p of scene.props) if (hits(PROP_TAGS[p], avoid)) out.push(`prop:${p}`);
  for (const f of scene.figures ?? []) if (hits(FIGURE_TAGS[f], avoid)) out.push(`figure:${f}`);
  return out;
}

/** The same for what a composed picture actually drew (the built-in illustrator's scene graph). */
export function graphViolations(graph: SceneGraph, b: StoryBoundaries | null | undefined): string[] {
  if (!b?.avoid.length) return [];
  const avoid = new Set(b.avoid);
  const out: string[] = [];
  if (graph.backdrop && hits(SETTING_TAGS[graph.backdrop], avoid)) out.push(`setting:${graph.backdrop}`);
  if (graph.hero && hits(ACTION_TAGS[graph.hero.action], avoid)) out.push(`action:${graph.hero.action}`);
  if (graph.companion && hits(COMPANION_TAGS[graph.companion.companion], avoid)) out.push(`companion:${graph.companion.companion}`);
  for (const p of graph.props) if (hits(PROP_TAGS[p.prop], avoid)) out.push(`prop:${p.prop}`);
  for (const f of graph.figures) if (hits(FIGURE_TAGS[f.figure], avoid)) out.push(`figure:${f.figure}`);
  return out;
}

/**
 * A page plan without any avoided element (the illustrator's guard, whatever wrote the scene):
 * avoided props, figures and companion are left out, an avoided setting becomes the first allowed
 * of meadow, garden, forest, mountain, castle, home, and swimming becomes walking.
 */
export function sceneWithinBoundaries(scene: Scene, b: StoryBoundaries | null | undefined): Scene {
  if (!b?.avoid.length || sceneViolations(scene, b).length === 0) return scene;
  const avoid = new Set(b.avoid);
  const out: Scene = { ...scene, props: scene.props.filter((p) => !hits(PROP_TAGS[p], avoid)) };
  if (hits(SETTING_TAGS[scene.setting], avoid)) out.setting = SAFE_SETTINGS.find((s) => !hits(SETTING_TAGS[s], avoid)) ?? 'home';
  if (hits(ACTION_TAGS[scene.action], avoid)) out.action = 'walking';
  if (hits(COMPANION_TAGS[scene.companion], avoid)) {
    out.companion = 'none';
    delete out.companionName;
  }
  if (scene.figures) {
    const figures = scene.figures.filter((f) => !hits(FIGURE_TAGS[f], avoid));
    if (figures.length) out.figures = figures;
    else delete out.figures;
  }
  // The key prop's state belonged to the prop that was left out.
  if (out.props[0] !== scene.props[0]) delete out.keyPropState;
  return out;
}

/**
 * The parent's wishes without what the boundaries avoid (the boundary wins over a wish):
 * places, companions, objects and activities that involve an avoided element are dropped.
 */
export function wishesWithinBoundaries(wishes: StoryWishes, b: StoryBoundaries | null | undefined): StoryWishes {
  if (!b?.avoid.length) return wishes;
  const avoid = new Set(b.avoid);
  return {
    ...wishes,
    places: wishes.places.filter((p) => !hits(SETTING_TAGS[p], avoid)),
    companions: wishes.companions.filter((c) => !hits(COMPANION_TAGS[c.kind], avoid)),
    objects: wishes.objects.filter((o) => !hits(PROP_TAGS[o as Prop], avoid)),
    activities: wishes.activities.filter((a) => !hits(ACTIVITY_TAGS[a], avoid)),
    concepts: (wishes.concepts ?? []).filter((c) => !hits(conceptBoundaries(c.code), avoid)),
  };
}

/** The boundary that keeps a chip's element out of the story (the first one it touches), or null. */
export function chipBoundary(chip: { kind: string; key: string }, b: StoryBoundaries | null | undefined): BoundaryKey | null {
  if (!b?.avoid.length) return null;
  const tags: Tags | undefined =
    chip.kind === 'place' && chip.key in SETTING_TAGS
      ? SETTING_TAGS[chip.key as Setting]
      : chip.kind === 'companion' && chip.key in COMPANION_TAGS
        ? COMPANION_TAGS[chip.key as Companion]
        : chip.kind === 'object' && chip.key in PROP_TAGS
          ? PROP_TAGS[chip.key as Prop]
          : chip.kind === 'activity' && chip.key in ACTIVITY_TAGS
            ? ACTIVITY_TAGS[chip.key as WishActivity]
            : conceptBoundaries(chip.key);
  return (tags ?? []).find((t) => b.avoid.includes(t)) ?? null;
}

/** What an image vendor is told not to draw, per boundary (English, like the illustration prompt). */
const DO_NOT_DRAW: Record<BoundaryKey, string> = {
  scary: 'villains, monsters, anyone lost, or frightening darkness',
  water: 'water of any kind (sea, lake, river, pond, boats, baths, rain)',
  animals: 'animals, birds, insects or fish (a teddy bear or a toy robot is fine)',
  separation: 'a child apart from their family',
  loud: 'thunder, drums, fireworks or anyone shouting',
  food: 'food, sweets, cakes or cookies',
};

/** The sentence an illustration prompt ends with when the story has boundaries ('' when none). */
export function promptBoundaryNote(b: StoryBoundaries | null | undefined): string {
  if (!b?.avoid.length) return '';
  return ` Do not show ${b.avoid.map((k) => DO_NOT_DRAW[k]).join('; ')}.`;
}
