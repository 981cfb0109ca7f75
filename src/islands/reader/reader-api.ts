/**
 * The reader's calls: one story (public or private) and the navigation list, with
 * the public story cache in front of the story reads. The types are the camelCase API shape
 * (server: src/server/stories/present-story.ts).
 */
import { apiGet } from '../../lib/api.ts';
import { cachedQuery } from '../../lib/query.ts';
import type { NavigationItem, StoryView } from '../../shared/api-types.ts';
import { createStoryCache, type StoryCache } from '../../lib/public-story-cache.ts';

export type { ChunkView as ReaderChunk, NavigationItem } from '../../shared/api-types.ts';
export type ReaderStory = StoryView;

/**
 * Which reader: the signed-in owner's (/stories/{id}), the public one (/public-stories/{id}) or a
 * story shared by its owner (/shared/{token}: the id is the share token).
 */
export type ReaderRoute = 'public' | 'private' | 'shared';

const readQuery = { include_audio: true, include_images: true };
const load = (route: ReaderRoute) => (id: string) =>
  route === 'shared'
    ? apiGet<ReaderStory>(`/v1/shared/${encodeURIComponent(id)}`)
    : apiGet<ReaderStory>(`/v1/stories/${route}/${encodeURIComponent(id)}`, readQuery);

const caches: Partial<Record<ReaderRoute, StoryCache<ReaderStory>>> = {};

/**
 * The story cache of a route. Public stories persist in sessionStorage; private ones
 * stay in memory only, so nothing of a parent's stories outlives the tab's page.
 */
export function storyCache(route: ReaderRoute): StoryCache<ReaderStory> {
  return (caches[route] ??= createStoryCache(load(route), route === 'public' ? {} : { storage: null, prefix: 'bh-private-story:' }));
}

/** The ordered navigation list (previous/next story), cached 30 minutes; empty when it cannot load. */
export function fetchNavigation(route: ReaderRoute): Promise<NavigationItem[]> {
  if (route === 'shared') return Promise.resolve([]); // a shared story stands alone
  return cachedQuery(
    `navigation:${route}`,
    () => apiGet<{ data: NavigationItem[] }>(`/v1/stories/${route}/navigation`),
    route === 'public' ? 'publicNavigation' : 'navigation',
  )
    .then((r) => r.data)
    .catch(() => []);
}

/** Previous and next story around `id` in the navigation list. */
export function neighbours(list: NavigationItem[], id: string): { previous: NavigationItem | null; next: NavigationItem | null } {
  const index = list.findIndex((item) => item.id === id);
  if (index < 0) return { previous: null, next: null };
  return { previous: list[index - 1] ?? null, next: list[index + 1] ?? null };
}

/** m:ss, the audio player's time. */
export function formatTime(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
