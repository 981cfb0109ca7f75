/**
 * Every storage key template in one place: account deletion and data export need them all.
 *
 * Layout:
 *   characters/{userId}/{uuid}.{ext}           character photos
 *   voice-samples/{userId}/{uuid}.{ext}        voice samples
 *   characters/{userId}/stories/{storyId}.{ext}  the character photo copied at story creation (under the
 *                                              parent's own prefix: it is written before the story row exists)
 *   stories/{storyId}/reference.{ext}          the same copy, as stories made before kept it
 *   stories/{storyId}/cover.webp               cover illustration
 *   stories/{storyId}/pages/{position}.webp    page illustrations
 *   stories/{storyId}/audio/{position}.{ext}   page narration
 *   stories/{storyId}/exports/{exportId}.mp4   video exports
 *   stories/{storyId}/exports/{exportId}.mp3   audiobook exports
 *   stories/{storyId}/exports/{exportId}.pdf   picture book exports
 *   stories/{storyId}/recordings/{position}-{uuid}.mp3   the parent's own reading of a page
 *
 * A user's files are exactly: their two user prefixes plus the story prefix of each of their stories.
 * Whatever is written before a story's row is committed lives under the user's prefixes, so an
 * account deletion removes it even when it never saw that story's row.
 */
import { randomUUID } from 'node:crypto';

export const storageKeys = {
  characterPhoto: (userId: string, extension: string) => `characters/${userId}/${randomUUID()}.${extension}`,
  voiceSample: (userId: string, extension: string) => `voice-samples/${userId}/${randomUUID()}.${extension}`,
  storyReferencePhoto: (userId: string, storyId: string, extension: string) => `characters/${userId}/stories/${storyId}.${extension}`,
  storyCover: (storyId: string) => `stories/${storyId}/cover.webp`,
  /** The cover at full size (1024 px) for the printed picture book; the card's cover is 480 px. */
  storyCoverPrint: (storyId: string) => `stories/${storyId}/cover-print.webp`,
  pageIllustration: (storyId: string, position: number) => `stories/${storyId}/pages/${position}.webp`,
  pageNarration: (storyId: string, position: number, extension: string) => `stories/${storyId}/audio/${position}.${extension}`,
  videoExport: (storyId: string, exportId: string) => `stories/${storyId}/exports/${exportId}.mp4`,
  keepsakeExport: (storyId: string, exportId: string, extension: 'mp3' | 'pdf') => `stories/${storyId}/exports/${exportId}.${extension}`,
  pageRecording: (storyId: string, position: number) => `stories/${storyId}/recordings/${position}-${randomUUID()}.mp3`,
} as const;

/** Folder prefixes (ending in '/') holding everything of one story. */
export const storyPrefix = (storyId: string) => `stories/${storyId}/`;

/** Folder prefixes holding a user's own uploads (not their stories: see storyPrefix). */
export const userPrefixes = (userId: string): string[] => [`characters/${userId}/`, `voice-samples/${userId}/`];
