/**
 * The shapes the API returns, as the server builds them and as the islands read
 * them after the camelCase conversion: one definition for both sides. Types only.
 */
import type { HeroLook } from './hero-look.ts';
import type { CharacterKind, Gender, LanguageCode } from './catalog.ts';
import type { StoryBoundaries } from './boundaries.ts';

/** Story statuses, in order. */
export const STORY_STATUSES = [
  'TEXT_IN_PROGRESS',
  'TEXT_COMPLETED',
  'IMG_IN_PROGRESS',
  'IMG_COMPLETED',
  'AUDIO_IN_PROGRESS',
  'AUDIO_COMPLETED',
  'COMPLETE',
  'FAILED',
] as const;
export type StoryStatus = (typeof STORY_STATUSES)[number];

/** Chunk: one page of a story. URLs are null unless asked for (include_images / include_audio). */
export interface ChunkView {
  position: number;
  content: string;
  hasImage: boolean;
  hasAudio: boolean;
  signedImageUrl: string | null;
  signedAudioUrl: string | null;
  /** Epoch seconds. */
  imageUrlExpiresAt: number | null;
  audioUrlExpiresAt: number | null;
  /** Public stories: smaller versions of the picture as an `<img srcset>`; null otherwise. */
  imageSrcset?: string | null;
  audioDurationSeconds: number | null;
  /**
   * The page can be read: it has its picture and, in a narrated story, its narration.
   * A story still being made serves no media for a page that is not ready yet.
   */
  ready: boolean;
  /**
   * Read-along timings of the narration (additive): sentences with their words, in
   * seconds. Present when audio was asked for and the narrator stored them; else null.
   */
  timings?: import('./read-along.ts').SentenceTiming[] | null;
  /**
   * The owner's own reading of this page (additive). Only on
   * the private read of a story the caller owns, with audio asked for; else absent or null.
   */
  recording?: RecordingView | null;
}

/** A parent's recording of one page. */
export interface RecordingView {
  position: number;
  durationSeconds: number;
  signedAudioUrl: string;
  /** Epoch seconds. */
  audioUrlExpiresAt: number;
  /** Sentence (and word) timings found from the recording's pauses. */
  timings: import('./read-along.ts').SentenceTiming[] | null;
  /** ISO 8601. */
  createdAt: string;
}

/** Story, with what the list cards and the reader show. */
export interface StoryView {
  id: string;
  title: string;
  status: StoryStatus;
  language: string;
  age: number;
  illustrationStyle: string;
  moral: string | null;
  heroName: string;
  /** Every hero of the story, the main one first (1 to 3 names). */
  heroNames: string[];
  /** The owner's read only: the heroes' character ids in the same order (null once a character is deleted). */
  characterIds?: (number | null)[];
  isPublic: boolean;
  /** ISO 8601. */
  createdAt: string;
  completedAt: string | null;
  /** Small cover picture for cards (480 px WebP). */
  coverUrl: string | null;
  coverUrlExpiresAt: number | null;
  /** Public stories: the cover's srcset; null otherwise. */
  coverSrcset?: string | null;
  /** Downloadable as video only if some chunk has both audio and image. */
  downloadable: boolean;
  pageCount: number;
  /** Pages that can be read so far; equals pageCount once the story is COMPLETE. */
  pagesReady: number;
  chunks: ChunkView[];
  /** The owner's reads only: the series this story is an episode of (null outside one). */
  series?: StorySeriesView | null;
  /** The owner's reads only: a finished story with no later episode offers 'Continue this story'. */
  canContinue?: boolean;
}

/** An episode's place in its series. */
export interface StorySeriesView {
  /** The series id (its first episode's id, even once that one is deleted). */
  id: string;
  /** 1, 2, 3 … */
  episode: number;
  /** Episodes the series has now. */
  episodes: number;
  /** The nearest finished episodes before and after this one. */
  previous: { id: string; title: string; episode: number } | null;
  next: { id: string; title: string; episode: number } | null;
}

/** POST /v1/stories/{id}/continue answer. */
export interface ContinueStoryResponse {
  id: string;
  seriesId: string;
  episode: number;
}

/** Story list response. */
export interface StoryList {
  data: StoryView[];
  /** `inProgress` (public list only): library stories still being made. */
  metadata: { total: number; hasMore: boolean; inProgress?: number };
}

/** One item of the navigation response: the ordered list behind previous/next story. */
export interface NavigationItem {
  id: string;
  title: string;
}

/** GET /v1/stories/private/progress/{id}. */
export interface StoryProgress {
  id: string;
  /** The story-creation status, in pipeline order. */
  progress: StoryStatus;
  /** Reason when FAILED. */
  error: string | null;
  title: string | null;
  /** Pages written, illustrated and narrated so far, so a parent can watch it move. */
  pagesTotal: number;
  pagesIllustrated: number;
  pagesNarrated: number;
  /** Pages a parent can already read: picture and, when narrated, narration. */
  pagesReady: number;
  /** Whether the story gets narration at all (enrich_by_voice). */
  narrated: boolean;
}

/** GET /v1/me/characters item. */
export interface CharacterView {
  id: number;
  name: string;
  kind: CharacterKind;
  gender: Gender | null;
  age: number | null;
  description: string | null;
  /** Signed URL of the re-encoded photo (WebP), null when the character has none. */
  signedPhotoUrl: string | null;
  /** Expiry of signedPhotoUrl, epoch seconds. */
  photoUrlExpiresAt: number | null;
  /** What the hero looks like: photo analysis, then the description, then the parent's edits. */
  look: HeroLook;
  /** Photo analysis state: 'pending' while the photo is being looked at (poll), 'none' without a photo. */
  lookStatus: 'none' | 'pending' | 'done' | 'failed';
  /**
   * What this child's stories avoid and their maximum intensity; on the wire
   * `{ avoid: [...], max_intensity }`. No boundaries = `{ avoid: [], max_intensity: 'real' }`.
   */
  boundaries: StoryBoundaries;
  /** ISO 8601. */
  createdAt: string;
}

/** GET /v1/me/voice-samples item. */
export interface VoiceSampleView {
  id: number;
  name: string;
  language: LanguageCode;
  /** Decoded length in seconds (measured by the server, never taken from the container). */
  durationSeconds: number;
  signedAudioUrl: string;
  /** Expiry of signedAudioUrl, epoch seconds. */
  audioUrlExpiresAt: number;
  createdAt: string;
}

/** The usage resources: story credits (consumable) and the voice and character capacities. */
export type UsageResource = 'STORY_GENERATION' | 'VOICE_SAMPLE' | 'IMAGE_SAMPLE';

/** Usage entry. */
export interface UsageEntry {
  resource: UsageResource;
  used: number;
  initial: number;
  /** max(0, initial - used); 0 with `unlimited` false blocks the action. */
  remaining: number;
  unlimited: boolean;
}

/** One chip of what a parent's wishes were understood to mean, in the story language and in English. */
export interface WishChipView {
  kind: 'place' | 'companion' | 'object' | 'activity' | 'time' | 'theme' | 'lesson';
  key: string;
  /** In the story's language. */
  label: string;
  /** In English. */
  labelEn: string;
  /** In the parent's interface language, when the request named one (`uiLanguage`). */
  labelUi?: string;
}

/** POST /v1/stories/interpret: the chips, the parent's words the story will not use, and whether the words would be refused. */
export interface WishesPreview {
  chips: WishChipView[];
  leftOut: string[];
  /**
   * Wishes the story leaves out because a boundary of the hero forbids them (a seaside when the
   * hero avoids water): the chip's words and the boundary; absent or empty = none.
   */
  avoided?: (WishChipView & { boundary: import('./boundaries.ts').BoundaryKey })[];
  safe: boolean;
  /** The refusal message, in the product's fixed words, when `safe` is false. */
  message: string | null;
}
