/**
 * The page plan's vocabulary: what a page can show. The writer plans every page as a Scene and the
 * illustrator draws it, so both speak these words; every provider contract re-exports them
 * (providers/types.ts). Pure data and types, importing nothing.
 */

/** Where a page happens. The built-in illustrator draws each of these. */
export const SETTINGS = [
  'bedroom',
  'home',
  'garden',
  'forest',
  'meadow',
  'seaside',
  'underSea',
  'mountain',
  'city',
  'farm',
  'space',
  'castle',
  'snowyVillage',
  'park',
  'school',
  'lake',
  // The places the new plots need.
  'library',
  'bakery',
  'campsite',
  'riverside',
  'playground',
  'kitchen',
  // Where a child's evening and morning can happen at home, besides the living room and the bedroom.
  'windowSeat',
  'doorstep',
  'bunkBed',
  'attic',
] as const;
export type Setting = (typeof SETTINGS)[number];

export const TIMES_OF_DAY = ['morning', 'day', 'evening', 'night'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

/** What the hero does on the page (pose for the built-in illustrator). */
export const ACTIONS = [
  'standing',
  'walking',
  'running',
  'waving',
  'looking',
  'sitting',
  'hugging',
  'helping',
  'carrying',
  'pointing',
  'thinking',
  'sad',
  'laughing',
  'sleeping',
  'reading',
  'sharing',
  'climbing',
  'swimming',
  'flying',
  // Poses the picture-book texts ask for: kneeling by something small, a dance, a whisper in an
  // ear, looking up at the sky, handing something over.
  'kneeling',
  'dancing',
  'whispering',
  'lookingUp',
  'giving',
] as const;
export type HeroAction = (typeof ACTIONS)[number];

/** Companions a story may give the hero. */
export const COMPANIONS = ['none', 'puppy', 'kitten', 'bunny', 'owl', 'fox', 'bear', 'turtle', 'dragon', 'robot', 'teddy', 'bird', 'fish', 'friend'] as const;
export type Companion = (typeof COMPANIONS)[number];

/** Props a page may show next to the hero. */
export const PROPS = [
  'ball',
  'kite',
  'book',
  'lantern',
  'star',
  'flower',
  'tree',
  'house',
  'boat',
  'rocket',
  'cake',
  'gift',
  'toothbrush',
  'blanket',
  'bed',
  'moon',
  'rainbow',
  'shell',
  'map',
  'key',
  'basket',
  'apple',
  'umbrella',
  'bridge',
  'treasure',
  'snowman',
  'balloon',
  'bicycle',
  'sandcastle',
  // The things the new plots turn on.
  'campfire',
  'stairs',
  'tent',
  'sailboat',
  'bench',
  'bucket',
  'nest',
  'seed',
  'puzzle',
  'drum',
  'letter',
  'cookie',
  // A little house of sticks and leaves built by the hero (not a home with a door and a roof).
  'hut',
] as const;
export type Prop = (typeof PROPS)[number];

/**
 * The state a page's key prop is in, when the plot turns on it (a broken mast must be
 * drawn broken). 'whole' is the default.
 */
export const PROP_STATES = ['whole', 'broken', 'mended', 'lost', 'lit', 'empty', 'full'] as const;
export type PropState = (typeof PROP_STATES)[number];

/**
 * People and animals other than the hero and the companion that a page's text names.
 * 'parentAnimal' / 'babyAnimal' are a grown-up / baby of the companion's species (a mother owl).
 */
export const SCENE_FIGURES = [
  'grandma',
  'grandpa',
  'mum',
  'dad',
  'sister',
  'brother',
  'baby',
  'friend',
  'teacher',
  'baker',
  'librarian',
  'parentAnimal',
  'babyAnimal',
] as const;
export type SceneFigure = (typeof SCENE_FIGURES)[number];

/** Camera distance of a page (consecutive pages differ in composition). */
export const SHOTS = ['wide', 'medium', 'close'] as const;
export type Shot = (typeof SHOTS)[number];

/** Where the hero stands on the page (rule of thirds). */
export const HERO_POSITIONS = ['left', 'center', 'right'] as const;
export type HeroPosition = (typeof HERO_POSITIONS)[number];

/**
 * The structured scene of one page: the page plan that both the writer and the
 * illustrator obey. The writer generates the page text from it, so every element the text names
 * is listed here; the built-in illustrator draws every element listed here (its composed scene
 * graph records what it drew, see storycraft/scene/compose.ts).
 */
export interface Scene {
  setting: Setting;
  /** One clock per page: the sky shows the sun by morning/day/evening and the moon only by night. */
  timeOfDay: TimeOfDay;
  action: HeroAction;
  companion: Companion;
  /** The companion's name when the parent gave one in their wishes ("teddy Bruno"); checked, never free text. */
  companionName?: string;
  /** 0 to 3 props, most important first; props[0] is the key prop the page turns on. */
  props: Prop[];
  /**
   * Wished things of the wish vocabulary the page's text names, as emoji code points ("1f992"
   * giraffe; see wishes/concepts/concepts.json; "x-…" codes name their emoji in `draw`), most
   * important first, at most 3; absent = none.
   */
  wished?: string[];
  /** State of the key prop (props[0]) when the plot turns on it; absent = 'whole'. */
  keyPropState?: PropState;
  /** Other people and animals the page's text names (Grandma, a mother owl); absent = none. */
  figures?: SceneFigure[];
  /** Camera distance; absent = 'medium'. Consecutive pages differ in shot, hero position or props. */
  shot?: Shot;
  /** Hero's place on the page; absent = the illustrator alternates left/right. */
  heroAt?: HeroPosition;
  /** 'pyjamas' on bedtime pages (no hat, no outdoor clothes); absent = day clothes. */
  outfit?: 'day' | 'pyjamas';
  /** 'calm' for the closing pages. */
  mood: 'cheerful' | 'curious' | 'worried' | 'brave' | 'calm' | 'sad';
  /**
   * The story's other heroes on this page: exactly those the page's text names, each
   * with what they do; absent = the main hero only. `hero` indexes WriteRequest/IllustrateRequest
   * `coHeroes` (0 = the second hero of the story).
   */
  coHeroes?: SceneHero[];
}

/** Another hero on a page: who (index into coHeroes), their name, and their pose. */
export interface SceneHero {
  hero: number;
  name: string;
  action: HeroAction;
}
