/**
 * Language-independent planning of a built-in story: which plot shape, where, with whom,
 * which pages, and what each page's scene shows (DESIGN §3, STORYCRAFT 'Shape').
 */
import type { HeroLook } from '../../../../shared/hero-look.ts';
import { lookPhrase } from '../../../likeness/look-phrase.ts';
import type { MoralGroup } from '../../../../shared/catalog.ts';
import type { HeroAction, Prop, Scene, Setting, TimeOfDay } from '../../types.ts';
import {
  ADVENTURE_SETTINGS, PLOT_SHAPES, STORY_COMPANIONS,
  type AdventureSetting, type Band, type PlotShape, type StoryCompanion,
} from './story-types.ts';

/** Default plot shape of each moral group (SPEC §9 groups). */
export const GROUP_SHAPES: Record<MoralGroup, readonly PlotShape[]> = {
  'core-values': ['mistake', 'sharing', 'friend'],
  'family-values': ['family'],
  'friendship-skills': ['friend', 'sharing'],
  'emotional-growth': ['feeling'],
  'overcoming-fears': ['fear'],
  'good-habits': ['habit'],
  'big-picture-values': ['nature', 'friend'],
};

/** Catalogue themes whose story is better told by a specific shape than their group's default. */
export const THEME_SHAPES: Record<string, PlotShape> = {
  honesty: 'mistake', responsibility: 'mistake', 'saying-sorry': 'mistake', forgiveness: 'mistake',
  'learning-from-mistakes': 'mistake', 'keeping-promises': 'mistake',
  sharing: 'sharing', fairness: 'sharing', 'taking-turns': 'sharing', generosity: 'sharing', teamwork: 'sharing',
  'giving-to-others': 'sharing',
  kindness: 'friend', respect: 'friend', 'making-friends': 'friend', 'including-others': 'friend',
  'good-listener': 'friend', empathy: 'friend', 'celebrating-differences': 'friend', 'helping-others': 'friend',
  gratitude: 'family', patience: 'feeling', 'trying-again': 'feeling', 'being-yourself': 'fear',
  'caring-for-nature': 'nature', 'kindness-to-animals': 'nature', 'reducing-waste': 'nature', curiosity: 'nature',
};

/** Where each shape's problem can plausibly happen (a boat needs water, a kite needs open sky). */
export const SHAPE_SETTINGS: Record<PlotShape, readonly AdventureSetting[]> = {
  fear: ['forest', 'meadow', 'garden', 'park', 'mountain', 'farm', 'lake', 'castle', 'snowyVillage'],
  friend: ADVENTURE_SETTINGS,
  sharing: ['meadow', 'park', 'seaside', 'mountain', 'farm', 'lake', 'snowyVillage', 'castle', 'garden'],
  mistake: ['lake', 'seaside', 'park', 'garden', 'farm', 'castle'],
  family: ['garden', 'meadow', 'forest', 'park', 'farm', 'lake', 'seaside', 'mountain'],
  feeling: ['forest', 'garden', 'meadow', 'park', 'farm', 'lake', 'mountain'],
  habit: ['meadow', 'park', 'garden', 'seaside', 'farm', 'lake', 'snowyVillage'],
  nature: ['park', 'meadow', 'seaside', 'forest', 'garden', 'lake', 'mountain'],
};

/** Picks the shape for a moral; custom or no moral draws one from the seed. */
export function chooseShape(moral: { key?: string; group?: MoralGroup } | null, random: () => number): PlotShape {
  if (moral?.key && THEME_SHAPES[moral.key]) return THEME_SHAPES[moral.key]!;
  const pool = moral?.group ? GROUP_SHAPES[moral.group] : PLOT_SHAPES;
  return pool[Math.floor(random() * pool.length)]!;
}

/** A setting where the shape's problem can happen, drawn from the seed (the wishes may override it). */
export function chooseSetting(shape: PlotShape, random: () => number): AdventureSetting {
  const pool = SHAPE_SETTINGS[shape];
  return pool[Math.floor(random() * pool.length)]!;
}

/** A companion drawn from the seed (the wishes may override it). */
export function chooseCompanion(random: () => number): StoryCompanion {
  return STORY_COMPANIONS[Math.floor(random() * STORY_COMPANIONS.length)]!;
}

export type Beat =
  | 'home' | 'meet' | 'go' | 'problem' | 'try0' | 'try1' | 'try2' | 'low' | 'turn' | 'resolution' | 'homeward' | 'bedtime';

/** Listener age (1-12) to band. */
export function bandFor(age: number): Band {
  if (age <= 3) return 0;
  if (age <= 5) return 1;
  if (age <= 8) return 2;
  return 3;
}

/**
 * The page list for an age (STORYCRAFT age table): 1: 5 pages, 2-3: 6, 4: 7, 5: 8, 6: 9, 7-8: 10,
 * 9-10: 11, 11-12: 12. The habit shape's problem happens at home, so it never has a 'go' page.
 */
export function beatsFor(age: number, shape: PlotShape): Beat[] {
  let beats: Beat[];
  if (age <= 1) beats = ['home', 'problem', 'turn', 'resolution', 'bedtime'];
  else if (age <= 3) beats = ['home', 'problem', 'try0', 'turn', 'resolution', 'bedtime'];
  else if (age === 4) beats = ['home', 'problem', 'try0', 'try1', 'turn', 'resolution', 'bedtime'];
  else if (age === 5) beats = ['home', 'go', 'problem', 'try0', 'try1', 'turn', 'resolution', 'bedtime'];
  else if (age === 6) beats = ['home', 'go', 'problem', 'try0', 'try1', 'try2', 'turn', 'resolution', 'bedtime'];
  else if (age <= 8) beats = ['home', 'go', 'problem', 'try0', 'try1', 'try2', 'turn', 'resolution', 'homeward', 'bedtime'];
  else if (age <= 10) {
    beats = ['home', 'go', 'problem', 'try0', 'try1', 'try2', 'low', 'turn', 'resolution', 'homeward', 'bedtime'];
  } else {
    beats = ['home', 'meet', 'go', 'problem', 'try0', 'try1', 'try2', 'low', 'turn', 'resolution', 'homeward', 'bedtime'];
  }
  if (shape === 'habit' && beats.includes('go')) {
    // The habit story starts at home: its 'go' page becomes the companion's arrival.
    beats = beats.includes('meet') ? beats.filter((b) => b !== 'go') : beats.map((b) => (b === 'go' ? 'meet' : b));
  }
  return beats;
}

interface ShapeScenes {
  problem: [HeroAction, Prop[]];
  tries: [[HeroAction, Prop[]], [HeroAction, Prop[]], [HeroAction, Prop[]]];
  turn: [HeroAction, Prop[]];
  resolution: [HeroAction, Prop[]];
}

const SHAPE_SCENES: Record<PlotShape, ShapeScenes> = {
  fear: {
    problem: ['looking', ['bridge', 'flower']],
    tries: [['standing', ['bridge']], ['standing', ['bridge']], ['sitting', ['bridge']]],
    turn: ['walking', ['bridge']],
    resolution: ['laughing', ['flower', 'bridge']],
  },
  friend: {
    problem: ['looking', ['tree']],
    tries: [['sharing', ['ball']], ['laughing', []], ['pointing', []]],
    turn: ['hugging', []],
    resolution: ['sharing', ['flower']],
  },
  sharing: {
    problem: ['carrying', ['kite']],
    tries: [['running', ['kite']], ['standing', ['kite']], ['running', ['kite']]],
    turn: ['sharing', ['kite']],
    resolution: ['laughing', ['kite', 'rainbow']],
  },
  mistake: {
    problem: ['looking', ['boat']],
    tries: [['standing', ['boat']], ['helping', ['boat']], ['thinking', ['boat']]],
    turn: ['standing', ['boat']],
    resolution: ['helping', ['boat']],
  },
  family: {
    problem: ['thinking', ['gift']],
    tries: [['carrying', ['flower']], ['pointing', []], ['looking', []]],
    turn: ['thinking', ['gift']],
    resolution: ['walking', ['basket', 'flower']],
  },
  feeling: {
    problem: ['looking', ['house', 'tree']],
    tries: [['helping', ['house']], ['sad', []], ['sitting', []]],
    turn: ['thinking', []],
    resolution: ['laughing', ['house']],
  },
  habit: {
    problem: ['looking', ['ball']],
    tries: [['looking', ['bed']], ['looking', ['basket']], ['pointing', []]],
    turn: ['carrying', ['book', 'basket']],
    resolution: ['running', ['ball']],
  },
  nature: {
    problem: ['looking', ['flower']],
    tries: [['carrying', ['flower']], ['helping', ['basket']], ['pointing', []]],
    turn: ['thinking', ['basket']],
    resolution: ['laughing', ['flower']],
  },
};

/**
 * The scene of one page. The closing pages are evening and night with a calm mood
 * (STORYCRAFT 'Bedtime'); the habit shape's problem happens in the bedroom.
 */
export function sceneFor(
  beat: Beat, shape: PlotShape, setting: AdventureSetting, companion: StoryCompanion, isSecondToLast: boolean,
): Scene {
  const s = SHAPE_SCENES[shape];
  const atHome = shape === 'habit' && (beat === 'problem' || beat.startsWith('try') || beat === 'turn');
  const place: Setting = atHome ? 'bedroom' : setting;
  const base = (time: TimeOfDay, action: HeroAction, props: Prop[], mood: Scene['mood'], where: Setting = place): Scene =>
    ({ setting: where, timeOfDay: time, action, companion, props, mood });
  switch (beat) {
    case 'home': return base('morning', 'waving', ['house'], 'cheerful', 'home');
    case 'meet': return base('morning', 'hugging', [], 'cheerful', shape === 'habit' ? 'bedroom' : 'garden');
    case 'go': return base('day', 'walking', [], 'curious');
    case 'problem': return base('day', s.problem[0], s.problem[1], shape === 'nature' || shape === 'habit' ? 'curious' : 'worried');
    case 'try0': case 'try1': case 'try2': {
      const [action, props] = s.tries[Number(beat.slice(3))]!;
      return base('day', action, props, beat === 'try0' ? 'curious' : 'worried');
    }
    case 'low': return base(shape === 'habit' ? 'morning' : 'day', 'thinking', [], 'sad', shape === 'habit' ? 'bedroom' : place);
    case 'turn': return base('day', s.turn[0], s.turn[1], 'brave');
    case 'resolution':
      return base(isSecondToLast ? 'evening' : 'day', s.resolution[0], s.resolution[1], isSecondToLast ? 'calm' : 'cheerful');
    case 'homeward': return base('evening', 'walking', ['moon', 'star'], 'calm');
    case 'bedtime': return base('night', 'sleeping', ['bed', 'blanket', 'moon'], 'calm', 'bedroom');
  }
}

const SETTING_EN: Record<Setting, string> = {
  bedroom: 'a cosy bedroom', home: 'a small house with a garden gate', garden: 'a flower garden', forest: 'a friendly green forest',
  meadow: 'a sunny meadow', seaside: 'a sandy seaside', underSea: 'a bright coral reef under the sea',
  mountain: 'a gentle mountain slope', city: 'a small friendly town', farm: 'a farm with a red barn',
  space: 'outer space with friendly planets', castle: 'the garden of a fairy-tale castle', snowyVillage: 'a snowy village',
  park: 'a park with a pond', school: 'a school yard', lake: 'the shore of a calm lake',
  library: 'a cosy library with tall bookshelves', bakery: 'a warm little bakery', campsite: 'a campsite with a tent by the trees',
  riverside: 'the bank of a gentle river', playground: 'a playground with swings and a slide', kitchen: 'a warm family kitchen',
};
const TIME_EN: Record<TimeOfDay, string> = {
  morning: 'in soft morning light', day: 'in bright daylight', evening: 'at golden sunset', night: 'at night under stars and a moon',
};
const ACTION_EN: Record<HeroAction, string> = {
  standing: 'standing', walking: 'walking', running: 'running', waving: 'waving hello', looking: 'looking closely',
  sitting: 'sitting', hugging: 'hugging', helping: 'helping', carrying: 'carrying something', pointing: 'pointing',
  thinking: 'thinking', sad: 'looking sad', laughing: 'laughing', sleeping: 'sleeping snugly in bed', reading: 'reading',
  sharing: 'sharing', climbing: 'climbing', swimming: 'swimming', flying: 'flying',
};
const COMPANION_EN: Record<string, string> = {
  puppy: 'a little puppy', kitten: 'a little kitten', bunny: 'a little bunny', owl: 'a small owl', fox: 'a small fox',
  turtle: 'a little turtle', teddy: 'a teddy bear', robot: 'a small friendly robot', dragon: 'a small friendly dragon',
};

/** English prompt for image vendors: setting, time of day, action, props and the hero's look. */
export function illustrationPrompt(
  scene: Scene, hero: { name: string; kind: string; gender?: string; description?: string; look?: HeroLook },
): string {
  const who = hero.kind === 'human'
    ? hero.gender === 'female' ? 'a little girl' : hero.gender === 'male' ? 'a little boy' : 'a young child'
    : hero.kind === 'animal' ? 'a friendly little animal' : 'a friendly living toy';
  const phrase = hero.look ? lookPhrase(hero.look, 'en') : null;
  const look = phrase ? ` (${phrase})` : hero.description ? ` (${hero.description.replace(/\s+/g, ' ').trim()})` : '';
  const named = scene.companionName ? ` called ${scene.companionName}` : '';
  const comp = scene.companion === 'none' ? '' : `, together with ${COMPANION_EN[scene.companion] ?? scene.companion}${named}`;
  const props = scene.props.length ? ` Also in the picture: ${scene.props.join(', ')}.` : '';
  return `Children's picture-book illustration of ${SETTING_EN[scene.setting]} ${TIME_EN[scene.timeOfDay]}. `
    + `The hero ${hero.name}, ${who}${look}, is ${ACTION_EN[scene.action]}${comp}.${props} `
    + `Mood: ${scene.mood}. Gentle, safe and warm, no text in the image.`;
}
