/**
 * 'Save for offline', the page's side of the offline story cache
 * (src/shared/offline-cache.ts; the service worker src/pwa/sw.ts answers from it offline).
 *
 * Saving a story stores, under query-free URLs: its reader page, the story JSON exactly as the
 * API sent it (so the reader renders it offline like any answer), every picture and narration,
 * and the scripts and fonts the page is running with. Only a parent's explicit save writes; a
 * logout (src/lib/auth-client.ts) or another parent's save on the same device deletes it all.
 */
import { OFFLINE_CACHE, offlineKey, readerPath, savedStoryIndexUrl, storyApiPath, type SavedStory } from '../shared/offline-cache.ts';
import { pageLanguageHeaders } from './page-language.ts';

export const OFFLINE_TEXT = {
  failed: 'This story could not be saved for offline reading. Please check your connection and try again.',
} as const;

/** Cache Storage and service workers are both needed (secure context, not every private mode). */
export function offlineSupported(): boolean {
  return typeof window !== 'undefined' && 'caches' in window && 'serviceWorker' in navigator;
}

const origin = () => location.origin;

/** Tells the service worker to re-read the cache's keys. */
async function notifyWorker(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  for (const worker of [registration?.active, navigator.serviceWorker?.controller]) worker?.postMessage({ type: 'offline-cache-changed' });
}

async function readIndex(cache: Cache, storyId: string): Promise<SavedStory | null> {
  const res = await cache.match(savedStoryIndexUrl(origin(), storyId));
  return res ? ((await res.json()) as SavedStory) : null;
}

/** Every saved story of this device. */
export async function listSavedStories(): Promise<SavedStory[]> {
  if (!offlineSupported() || !(await caches.has(OFFLINE_CACHE))) return [];
  const cache = await caches.open(OFFLINE_CACHE);
  const prefix = savedStoryIndexUrl(origin(), '');
  const keys = (await cache.keys()).filter((r) => r.url.startsWith(prefix));
  const stories = await Promise.all(keys.map(async (k) => (await (await cache.match(k))?.json()) as SavedStory));
  return stories.filter(Boolean);
}

/** The saved copy of a story, if this device has one (for `userId`: another parent's does not count). */
export async function findSavedStory(storyId: string, userId: string): Promise<SavedStory | null> {
  if (!offlineSupported() || !(await caches.has(OFFLINE_CACHE))) return null;
  const saved = await readIndex(await caches.open(OFFLINE_CACHE), storyId);
  return saved && saved.userId === userId ? saved : null;
}

/** Deletes every saved story (logout, account switch). Never throws. */
export async function clearOfflineStories(): Promise<void> {
  try {
    if (typeof caches !== 'undefined' && (await caches.delete(OFFLINE_CACHE))) await notifyWorker();
  } catch {
    // storage unavailable: nothing was saved
  }
}

/** A parent signed in: stories another parent saved on this device are deleted (account switch). Never throws. */
export async function keepOnlyStoriesOf(userId: string): Promise<void> {
  try {
    if ((await listSavedStories()).some((s) => s.userId !== userId)) await clearOfflineStories();
  } catch {
    // storage unavailable: nothing was saved
  }
}

interface ApiStory {
  title?: string;
  cover_url?: string | null;
  chunks?: { signed_image_url?: string | null; signed_audio_url?: string | null }[];
}

/** The scripts and fonts this page runs with: a saved page must find the same files offline. */
function pageAssets(): string[] {
  const urls = new Set<string>();
  for (const el of document.querySelectorAll<HTMLScriptElement>('script[src]')) urls.add(el.src);
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name);
    if (url.origin === origin() && url.pathname.startsWith('/_astro/')) urls.add(url.href);
  }
  urls.add(`${origin()}/favicon.svg`);
  return [...urls].filter((u) => new URL(u).origin === origin());
}

async function fetchOk(url: string, init?: RequestInit): Promise<Response> {
  const res = await fetch(url, { cache: 'no-store', ...init });
  if (!res.ok) throw new Error(`${res.status} for ${new URL(url).pathname}`);
  return res;
}

/**
 * Saves one of the parent's stories for offline reading; `onProgress(done, total)` counts files.
 * Throws (with OFFLINE_TEXT.failed) when a file cannot be fetched; nothing half-saved stays.
 */
export async function saveStoryOffline(
  storyId: string,
  user: { id: string; token: string },
  onProgress?: (done: number, total: number) => void,
): Promise<SavedStory> {
  // Another parent's stories never stay next to this parent's.
  const others = await listSavedStories();
  if (others.some((s) => s.userId !== user.id)) await clearOfflineStories();
  void navigator.storage?.persist?.().catch(() => false);

  const cache = await caches.open(OFFLINE_CACHE);
  const base = origin();
  const urls: string[] = [];
  const put = async (url: string, res: Response) => {
    const key = offlineKey(url, base);
    await cache.put(key, res);
    urls.push(key);
  };
  try {
    const api = await fetchOk(`${base}${storyApiPath(storyId)}?include_audio=true&include_images=true`, {
      headers: { Authorization: `Bearer ${user.token}`, ...pageLanguageHeaders() },
    });
    const story = (await api.clone().json()) as ApiStory;
    const media = [story.cover_url, ...(story.chunks ?? []).flatMap((c) => [c.signed_image_url, c.signed_audio_url])].filter((u): u is string => !!u);
    const files = [...new Set([...media.map((u) => new URL(u, base).href), ...pageAssets()])];
    const total = files.length + 2;
    let done = 0;
    const step = () => onProgress?.(++done, total);
    await put(`${base}${storyApiPath(storyId)}`, api);
    step();
    await put(`${base}${readerPath(storyId)}`, await fetchOk(`${base}${readerPath(storyId)}`));
    step();
    // Four at a time: quick on a phone without flooding the server.
    const queue = [...files];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let url = queue.shift(); url; url = queue.shift()) {
          await put(url, await fetchOk(url));
          step();
        }
      }),
    );
    const saved: SavedStory = { storyId, title: story.title ?? '', userId: user.id, savedAt: new Date().toISOString(), urls };
    await cache.put(savedStoryIndexUrl(base, storyId), new Response(JSON.stringify(saved), { headers: { 'Content-Type': 'application/json' } }));
    await notifyWorker();
    return saved;
  } catch (error) {
    console.warn('Save for offline failed', error);
    await removeKeys(cache, urls, storyId);
    throw new Error(OFFLINE_TEXT.failed);
  }
}

async function removeKeys(cache: Cache, urls: string[], storyId: string): Promise<void> {
  // Scripts and the favicon may be shared with another saved story: keep what others still use.
  const keep = new Set((await listSavedStories()).filter((s) => s.storyId !== storyId).flatMap((s) => s.urls));
  await Promise.all(urls.filter((u) => !keep.has(u)).map((u) => cache.delete(u)));
  await cache.delete(savedStoryIndexUrl(origin(), storyId));
  await notifyWorker();
}

/** Removes a saved story from this device. */
export async function removeStoryOffline(storyId: string): Promise<void> {
  if (!offlineSupported() || !(await caches.has(OFFLINE_CACHE))) return;
  const cache = await caches.open(OFFLINE_CACHE);
  const saved = await readIndex(cache, storyId);
  await removeKeys(cache, saved?.urls ?? [], storyId);
}
