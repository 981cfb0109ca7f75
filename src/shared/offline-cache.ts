/**
 * The offline story cache contract, shared by the page (src/lib/offline-stories.ts,
 * which fills it on 'Save for offline') and the service worker (src/pwa/sw.ts, which answers from
 * it when the network is gone). One Cache Storage cache holds every saved story of the signed-in
 * parent: the reader page, the story JSON (as the API sent it), and every picture and narration.
 *
 * Media URLs are signed and expire, so everything is stored under its URL *without* the query
 * string: a later visit with freshly signed URLs (or an expired one, offline) finds the same entry.
 */

/** The Cache Storage name. Deleted whole on logout and when another parent signs in. */
export const OFFLINE_CACHE = 'bh-offline-stories-v1';

/** Where the index entry of a saved story lives in the cache (a JSON SavedStory). */
export const savedStoryIndexUrl = (origin: string, storyId: string) => `${origin}/__offline__/stories/${storyId}`;

/** The reader page and story API paths a saved story answers offline. */
export const readerPath = (storyId: string) => `/stories/${storyId}`;
export const storyApiPath = (storyId: string) => `/v1/stories/private/${storyId}`;

/** What the cache remembers of a saved story, to list it and remove every entry it added. */
export interface SavedStory {
  storyId: string;
  title: string;
  /** The parent who saved it: another parent signing in on this device clears the cache. */
  userId: string;
  savedAt: string;
  /** Every cache key (absolute, query-free URLs) this story added. */
  urls: string[];
}

/** The cache key of a URL: absolute, without query string or fragment. */
export function offlineKey(url: string, base: string): string {
  const u = new URL(url, base);
  u.search = '';
  u.hash = '';
  return u.href;
}
