/**
 * The service worker, bundled by the pwa integration
 * (src/pwa/integration.mjs: esbuild, then Workbox's injectManifest fills self.__WB_MANIFEST
 * with the icons and the manifest).
 *
 * It answers only what 'Save for offline' put in the offline story cache (src/shared/offline-cache.ts):
 * - pictures, narration and the saved page's scripts: from the device (matched by URL without
 *   its signature; 206 answers for Range requests), whatever the network does;
 * - a saved story's reader page and its story JSON: network first, the saved copy when the
 *   network fails.
 * Everything else goes to the network untouched (no respondWith), and nothing is written to a
 * cache here: only the page's 'Save for offline' writes, so no private answer is kept by accident.
 */
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { OFFLINE_CACHE, offlineKey } from '../shared/offline-cache.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/**
 * Keys of the offline cache, kept in memory because a route must decide at once whether it
 * answers; null until read. Re-read when a page says the cache changed (save, remove, logout).
 */
let savedKeys: Set<string> | null = null;
async function loadSavedKeys(): Promise<void> {
  if (!(await caches.has(OFFLINE_CACHE))) {
    savedKeys = new Set();
    return;
  }
  const requests = await (await caches.open(OFFLINE_CACHE)).keys();
  savedKeys = new Set(requests.map((r) => r.url));
}
const ready = loadSavedKeys();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'offline-cache-changed') event.waitUntil(loadSavedKeys());
});

const keyOf = (url: URL) => offlineKey(url.href, self.location.origin);
/** Saved, or not known yet (the worker just woke up): worth a look in the cache. */
const maybeSaved = (url: URL) => savedKeys === null || savedKeys.has(keyOf(url));

async function fromOfflineCache(url: string): Promise<Response | undefined> {
  await ready;
  if (!(await caches.has(OFFLINE_CACHE))) return undefined;
  return (await caches.open(OFFLINE_CACHE)).match(offlineKey(url, self.location.origin));
}

/** Network first; the saved copy (same URL, any query) when the network fails. */
async function networkThenSaved(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const saved = await fromOfflineCache(request.url);
    if (saved) return saved;
    throw error;
  }
}

// Saved pictures, narration and page scripts: from the device, fresh signature or not.
registerRoute(
  ({ request, url }) => request.mode !== 'navigate' && !url.pathname.startsWith('/v1/') && maybeSaved(url),
  async ({ request }) => {
    const saved = await fromOfflineCache(request.url);
    if (!saved) return fetch(request);
    return request.headers.has('range') ? createPartialResponse(request, saved) : saved;
  },
);

// A saved story's reader page and story JSON, when the network is gone.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.pathname.startsWith('/stories/') && maybeSaved(url),
  ({ request }) => networkThenSaved(request),
);
registerRoute(
  ({ url }) => url.pathname.startsWith('/v1/stories/private/') && maybeSaved(url),
  ({ request }) => networkThenSaved(request),
);
