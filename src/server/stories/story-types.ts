import type { StoryStatus } from '../../shared/api-types.ts';
import type { IllustrationStyle, LanguageCode } from '../../shared/catalog.ts';

/** One hero of a story: the character it was made from (null once deleted) and the snapshot the story used. */
export interface StoryHero {
  characterId: number | null;
  sheet: import('../providers/types.ts').CharacterSheet;
}

export { STORY_STATUSES, type StoryStatus } from '../../shared/api-types.ts';

export const isFinished = (status: StoryStatus) => status === 'COMPLETE' || status === 'FAILED';

/** A stories row as the queries return it (camelCase). */
export interface StoryRow {
  id: string;
  userId: string | null;
  isPublic: boolean;
  title: string | null;
  language: LanguageCode;
  age: number;
  moralKey: string | null;
  moralText: string | null;
  freeText: string;
  illustrationStyle: IllustrationStyle;
  characterId: number | null;
  hero: import('../providers/types.ts').CharacterSheet;
  /** The story's other heroes in order (empty for a one-hero story). Read them through story-heroes.ts. */
  coHeroes: StoryHero[];
  referencePhotoKey: string | null;
  voiceSampleId: number | null;
  voice: import('../providers/types.ts').VoiceProfile | null;
  enrichByVoice: boolean;
  enrichByImage: boolean;
  seed: number;
  status: StoryStatus;
  error: string | null;
  coverKey: string | null;
  createdAt: Date;
  updatedAt: Date;
  completedAt: Date | null;
  /** The heroes' boundaries the story is written under (boundariesFor at creation), null = none. */
  boundaries: import('../../shared/boundaries.ts').StoryBoundaries | null;
  /** The series (its first episode's id), the episode number and the story this one continues; null outside a series. */
  seriesId: string | null;
  episode: number | null;
  continuesId: string | null;
}

export interface ChunkRow {
  storyId: string;
  position: number;
  content: string;
  scene: import('../providers/types.ts').Scene;
  illustrationPrompt: string;
  imageKey: string | null;
  audioKey: string | null;
  audioContentType: string | null;
  audioDurationSeconds: number | null;
  timings: import('../providers/types.ts').SentenceTiming[] | null;
}
