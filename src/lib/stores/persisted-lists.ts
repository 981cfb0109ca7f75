/**
 * The client-side persisted lists (browser local storage): stories being created,
 * exports being rendered and finished exports. Pure list rules are exported for unit tests.
 */
import { persistentJSON } from '@nanostores/persistent';

export interface InProgressStory {
  storyId: string;
  /** ms since epoch */
  createdAt: number;
}
export interface InProgressExport {
  exportId: string;
  storyId: string;
  createdAt: number;
}
export interface CompletedExport {
  storyId: string;
  storageUrl: string;
  completedAt: number;
}

export const STORAGE_KEYS = {
  inProgressStories: 'inProgressStories',
  inProgressExports: 'inProgressExports',
  completedExports: 'completedExports',
} as const;

export const $inProgressStories = persistentJSON<InProgressStory[]>(STORAGE_KEYS.inProgressStories, []);
export const $inProgressExports = persistentJSON<InProgressExport[]>(STORAGE_KEYS.inProgressExports, []);
export const $completedExports = persistentJSON<CompletedExport[]>(STORAGE_KEYS.completedExports, []);

/** Duplicates (same storyId) are not added. */
export function addInProgressStory(list: InProgressStory[], entry: InProgressStory): InProgressStory[] {
  return list.some((s) => s.storyId === entry.storyId) ? list : [...list, entry];
}

/** Duplicates by exportId are not added. */
export function addInProgressExport(list: InProgressExport[], entry: InProgressExport): InProgressExport[] {
  return list.some((e) => e.exportId === entry.exportId) ? list : [...list, entry];
}

/** A newer entry replaces an older one with the same storyId and goes first. */
export function addCompletedExport(list: CompletedExport[], entry: CompletedExport): CompletedExport[] {
  const existing = list.find((e) => e.storyId === entry.storyId);
  if (existing && existing.completedAt > entry.completedAt) return list;
  return [entry, ...list.filter((e) => e.storyId !== entry.storyId)];
}

export const trackStory = (storyId: string, now = Date.now()) =>
  $inProgressStories.set(addInProgressStory($inProgressStories.get(), { storyId, createdAt: now }));
export const untrackStory = (storyId: string) => $inProgressStories.set($inProgressStories.get().filter((s) => s.storyId !== storyId));
export const trackExport = (exportId: string, storyId: string, now = Date.now()) =>
  $inProgressExports.set(addInProgressExport($inProgressExports.get(), { exportId, storyId, createdAt: now }));
export const untrackExport = (exportId: string) => $inProgressExports.set($inProgressExports.get().filter((e) => e.exportId !== exportId));
export const recordCompletedExport = (storyId: string, storageUrl: string, now = Date.now()) =>
  $completedExports.set(addCompletedExport($completedExports.get(), { storyId, storageUrl, completedAt: now }));

/** Clears the three lists. */
export function clearPersistedLists(): void {
  $inProgressStories.set([]);
  $inProgressExports.set([]);
  $completedExports.set([]);
}
