/**
 * Provider contracts of the story pipeline. Every vendor, the built-in
 * offline one included, implements these; the pipeline only sees the interfaces.
 * Errors: implementations throw ProviderError (retryable or not) for vendor failures.
 */
import type { StoryWishes } from '../storycraft/wishes/types.ts';
import type { CharacterKind, Gender, IllustrationStyle, LanguageCode, MoralGroup } from '../../shared/catalog.ts';
import type { HeroLook } from '../../shared/hero-look.ts';
import type { StoryBoundaries } from '../../shared/boundaries.ts';

export {
  ACTIONS,
  COMPANIONS,
  HERO_POSITIONS,
  PROP_STATES,
  PROPS,
  SCENE_FIGURES,
  SETTINGS,
  SHOTS,
  TIMES_OF_DAY,
  type Companion,
  type HeroAction,
  type HeroPosition,
  type Prop,
  type PropState,
  type Scene,
  type SceneFigure,
  type SceneHero,
  type Setting,
  type Shot,
  type TimeOfDay,
} from '../storycraft/page-plan.ts';
import type { Scene } from '../storycraft/page-plan.ts';

/** Who the hero is, as the parent described them. */
export interface CharacterSheet {
  /** The child's (or character's) name exactly as the parent wrote it. */
  name: string;
  kind: CharacterKind;
  gender?: Gender;
  /** Years; scales the drawn hero. */
  age?: number;
  /** Up to 200 characters, e.g. 'curly red hair and a yellow raincoat'. */
  description?: string;
  /** Hex colours (#rrggbb) taken from the character photo, dominant first; only with enrich_by_image. */
  palette?: string[];
  /** What the hero looks like: photo analysis, description and the parent's edits merged. */
  look?: HeroLook;
}

/** A resolved moral: a catalogue theme or the parent's own words. */
export interface MoralChoice {
  /** Catalogue key (e.g. 'sharing'), absent for a custom moral. */
  key?: string;
  /** Group of the catalogue theme; absent for a custom moral. */
  group?: MoralGroup;
  /** Human label in the story's language (catalogue label or the parent's text). */
  label: string;
  /**
   * A custom moral whose words name one built-in plot's lesson ('it is brave to ask for help' →
   * 'askHelp'); the built-in writer tells that plot. Vendor writers may ignore it.
   */
  plot?: string;
}

/** StoryWriter input. */
export interface WriteRequest {
  hero: CharacterSheet;
  /**
   * The story's other heroes, in the parent's order (up to two more; `hero` is the
   * main one). Absent or empty = a one-hero story.
   */
  coHeroes?: CharacterSheet[];
  /** Listener age in years, 1-12. */
  age: number;
  language: LanguageCode;
  moral: MoralChoice | null;
  /**
   * Parent's free text wishes (may be empty). Vendors receive it only as a delimited, escaped data
   * field; the built-in writer never reads it (it uses `wishes`).
   */
  freeText: string;
  /** The parent's wishes read against the vetted lexicon; the built-in writer builds the plot from these. */
  wishes?: StoryWishes;
  /** 32-bit seed: same seed + same request = same story. */
  seed: number;
  /**
   * What the parent's last three stories used, so a new story feels like a new book:
   * the built-in writer picks another plot, companion and setting while one fits. Optional.
   */
  avoid?: StoryAvoid;
  /**
   * The parent's boundaries for the story's heroes (boundariesFor combines
   * several heroes): the story must not contain an avoided element, in text or pictures, and its
   * stakes stay within the maximum intensity. Absent = no boundaries.
   */
  boundaries?: StoryBoundaries;
  /**
   * This story continues an earlier one (the same heroes, companion and world). The
   * built-in writer keeps the companion, stays in the same family of places, picks another plot
   * and writes a callback to what happened; a vendor writer receives the recap in its prompt.
   */
  previous?: PreviousEpisode;
}

/** What the writer of the next episode knows of the last one. */
export interface PreviousEpisode {
  /** The new story's episode number (2 for the first continuation). */
  episode: number;
  /** The previous episode's recap, when it has one. */
  recap: StoryRecap | null;
  /** The previous episode's plan (built-in writer), when it has one. */
  plan: StoryPlan | null;
}

/**
 * A short structured summary of what happened in a story, kept with the story
 * (stories.recap) so the next episode can remember it. Never shown raw to other users.
 * The built-in writer fills it with its plan's ids (settings, companions and figures, props with
 * their end state, the moral key); a vendor writer with short phrases in the story language.
 */
export interface StoryRecap {
  /** Who wrote it: 'builtin' (ids of the page plan) or 'vendor' (short phrases). */
  source: 'builtin' | 'vendor';
  /** Places visited, in the order of the story (built-in: Setting ids, home and bedroom left out). */
  places: string[];
  /** Friends met (built-in: the companion id, then figures such as 'grandma'). */
  friends: string[];
  /** Objects found or made (built-in: Prop ids, 'prop:state' when the plot changed them, e.g. 'sailboat:mended'). */
  objects: string[];
  /** The lesson learned (built-in: the moral key; vendor: a phrase), or null. */
  lesson: string | null;
  /** The companion's name as the story called it (built-in), so the next episode keeps it. */
  companionName?: string;
}

/** Plots, companions and settings a new story should not repeat; values as in StoryPlan. */
/**
 * What the child already heard in their recent stories (the writer's memory of them): every list is
 * newest first, one entry per story (an entry may come back), up to 30 stories. The built-in writer
 * never repeats a plot of the last 10, and prefers the companions, places, titles, first and last
 * settings and phrasings heard longest ago (or never) among those that fit.
 */
export interface StoryAvoid {
  plots?: string[];
  companions?: string[];
  settings?: string[];
  /** The stories' titles. */
  titles?: string[];
  /** Where each story's first and last pages happened (Setting ids). */
  openings?: string[];
  endings?: string[];
  /** Whether each story described the hero's look in words. */
  looks?: boolean[];
  /** Each story's phrasings (StoryPlan.phrasing). */
  phrasings?: Record<string, number>[];
  /** Every sentence the stories said (StoryPlan.heard keys), all stories together. */
  lines?: string[];
}

/** The plan a writer chose for a story, stored with it (stories.plan) to build the next one's StoryAvoid. */
export interface StoryPlan {
  /** Plot id of the built-in grammar (e.g. 'mistake', 'campfire'). */
  plot: string;
  companion: string;
  /** Where the problem happens. */
  setting: string;
  /** Where the first and the last page happen (Setting ids); absent in plans stored before. */
  first?: string;
  last?: string;
  /** True when the text described the hero's look. */
  look?: boolean;
  /**
   * Which phrasing each of the built-in writer's choices took ('slot:options' → option index), so
   * the child's next stories can say it another way.
   */
  phrasing?: Record<string, number>;
  /** Short keys (writer/memory.ts lineKey) of the sentences the story said, so the next stories say others. */
  heard?: string[];
}

export interface WrittenPage {
  /** The page text in the story language. */
  text: string;
  /** Structured scene (for the built-in illustrator). */
  scene: Scene;
  /** English illustration prompt naming setting, time of day, action and props (for image vendors). */
  illustrationPrompt: string;
}

export interface WrittenStory {
  title: string;
  pages: WrittenPage[];
  /** The chosen plot, companion and setting (built-in writer; vendors may leave it out). */
  plan?: StoryPlan;
  /** What happened, for the next episode; the pipeline derives one from the pages when absent. */
  recap?: StoryRecap;
}

/** Writes the story text. */
export interface StoryWriter {
  readonly name: string;
  write(request: WriteRequest): Promise<WrittenStory>;
}

export interface IllustrateRequest {
  scene: Scene;
  prompt: string;
  hero: CharacterSheet;
  /** The story's other heroes; a page draws those its scene.coHeroes names, each with their own look. */
  coHeroes?: CharacterSheet[];
  style: IllustrationStyle;
  /** The character photo (re-encoded PNG/JPEG) when enrich_by_image; vendors may use it as reference. */
  referencePhoto?: Buffer;
  /** Stable per story so the same page twice draws the same picture. */
  seed: number;
  /** Page index (0-based) and count, for pacing night/calm pages. */
  pageIndex: number;
  pageCount: number;
}

/** Draws one page. Output: a 1024x1024 PNG. */
export interface Illustrator {
  readonly name: string;
  illustrate(request: IllustrateRequest): Promise<{ png: Buffer }>;
}

/** A parent's voice as measured from their sample (see src/server/media/audio.ts). */
export interface VoiceProfile {
  sampleId: number;
  /** Median fundamental frequency of voiced frames, Hz. */
  medianPitchHz: number;
  /** Speaking pace estimate, syllables per second. */
  syllablesPerSecond: number;
  /** Vendor-side cloned voice id (e.g. ElevenLabs voice_id), when the vendor made one. */
  vendorVoiceId?: string;
}

export interface NarrateRequest {
  text: string;
  language: LanguageCode;
  /** null = the default narrator for the language. */
  voice: VoiceProfile | null;
  pageIndex: number;
  pageCount: number;
}

/** One sentence's timing; `words` (for read-along) is additive, see src/shared/read-along.ts. */
export type { SentenceTiming } from '../../shared/read-along.ts';
import type { SentenceTiming } from '../../shared/read-along.ts';

export interface Narration {
  /** Compressed audio every browser plays. */
  audio: Buffer;
  contentType: 'audio/mpeg' | 'audio/ogg' | 'audio/webm';
  durationSeconds: number;
  timings: SentenceTiming[];
}

/** Narrates one page. */
export interface Narrator {
  readonly name: string;
  narrate(request: NarrateRequest): Promise<Narration>;
  /** Optional: make a vendor voice from the sample audio; returns its vendor id. */
  createVoice?(input: { name: string; audio: Buffer; contentType: string }): Promise<string>;
  /** Optional: delete the vendor voice made by createVoice. */
  deleteVoice?(vendorVoiceId: string): Promise<void>;
}

export interface ModerationResult {
  flagged: boolean;
  /** Short machine reasons, e.g. ['violence']. */
  reasons: string[];
}

/** Checks inputs and outputs for content unfit for children. */
export interface Moderator {
  readonly name: string;
  check(texts: string[], language: LanguageCode): Promise<ModerationResult>;
}

/** A vendor failure. `retryable` drives the job's retry policy. */
export class ProviderError extends Error {
  readonly retryable: boolean;
  readonly status?: number;
  /** Seconds the vendor asked us to wait (Retry-After). */
  readonly retryAfterSeconds?: number;
  constructor(message: string, retryable: boolean, status?: number, retryAfterSeconds?: number) {
    super(message);
    this.retryable = retryable;
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
    this.name = 'ProviderError';
  }
}
