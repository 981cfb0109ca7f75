/**
 * Page-wide signals about stories, shared by the progress tracker (src/lib/story-progress.ts)
 * and the islands without a query cache between them: plain DOM events on `window`, and a
 * one-shot notice carried across the navigation from /create-story to /stories.
 */
import { invalidateQueries } from './query.ts';

/** Fired when the private story list and navigation should be fetched again (COMPLETE, delete). */
export const STORIES_CHANGED_EVENT = 'bh:stories-changed';
/** Fired when the usage entries should be fetched again (after progress checks). */
export const USAGE_CHANGED_EVENT = 'bh:usage-changed';

const FLASH_KEY = 'bh-story-flash';

/** The info notice shown on /stories after a successful /create-story submit. */
export const STORY_CREATED_MESSAGE = "Your story is being created! We'll notify you when it's ready.";

export function emit(event: typeof STORIES_CHANGED_EVENT | typeof USAGE_CHANGED_EVENT): void {
  // The cached navigation list no longer matches the stories (refetch after COMPLETE and delete).
  if (event === STORIES_CHANGED_EVENT) invalidateQueries('navigation:private');
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(event));
}

/** Remembers the 'being created' notice for the next page (a full navigation drops in-memory toasts). */
export function rememberStoryCreatedNotice(): void {
  try {
    sessionStorage.setItem(FLASH_KEY, STORY_CREATED_MESSAGE);
  } catch {
    // storage unavailable: the parent still sees the in-progress card
  }
}

/** Returns the remembered notice once, then forgets it. */
export function takeStoryCreatedNotice(): string | null {
  try {
    const message = sessionStorage.getItem(FLASH_KEY);
    if (message) sessionStorage.removeItem(FLASH_KEY);
    return message;
  } catch {
    return null;
  }
}
