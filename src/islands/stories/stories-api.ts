/** The My Stories island's calls (SPEC §7): the private list (5 per page) and deletion. */
import { apiDelete, apiGet } from '../../lib/api.ts';
import type { StoryList, StoryStatus } from '../../shared/api-types.ts';
import { LIMITS } from '../../shared/limits.ts';

/** The list's shapes (SPEC §3), shared with the server. */
export type { ChunkView as ChunkSummary, StoryView as StorySummary } from '../../shared/api-types.ts';

export type StoryPage = StoryList;

export const fetchStoryPage = (page: number) =>
  apiGet<StoryPage>('/v1/stories/private/all', {
    limit: LIMITS.storiesPageSize,
    offset: (page - 1) * LIMITS.storiesPageSize,
    include_images: true,
    include_audio: false,
    first_page_only: true,
  });

export const deleteStory = (id: string) => apiDelete(`/v1/stories/private/${encodeURIComponent(id)}`);

/** Statuses of a story still being made. */
export const isInProgress = (status: StoryStatus) => status !== 'COMPLETE' && status !== 'FAILED';

/** The page number in `?page=` (default 1; anything else than a positive integer counts as 1). */
export function pageFromSearch(search: string): number {
  const raw = new URLSearchParams(search).get('page');
  const page = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 ? page : 1;
}

/** 'Page X of N': at least one page even when the list is empty. */
export const pageCount = (total: number) => Math.max(1, Math.ceil(total / LIMITS.storiesPageSize));
