/** The My Stories island's calls: the private list (5 per page) and deletion. */
import { apiDelete, apiGet, apiPost } from '../../lib/api.ts';
import type { ContinueStoryResponse, StoryList, StoryStatus, StoryView } from '../../shared/api-types.ts';
import { LIMITS } from '../../shared/limits.ts';

/** The list's shapes, shared with the server. */
export type { StoryView as StorySummary } from '../../shared/api-types.ts';

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

/** Makes the next episode of the parent's finished story (one story credit). */
export const continueStory = (id: string) => apiPost<ContinueStoryResponse>(`/v1/stories/${encodeURIComponent(id)}/continue`, {});

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

/** A run of the list: one story outside any series, or the consecutive episodes of one series. */
export interface ListGroup {
  seriesId: string | null;
  stories: StoryView[];
}

/**
 * Groups the list's consecutive episodes of a series (the server lists a series together, in
 * episode order); a story in no series stays on its own. A page may end inside a series.
 */
export function groupSeries(stories: readonly StoryView[]): ListGroup[] {
  const groups: ListGroup[] = [];
  for (const story of stories) {
    const seriesId = story.series?.id ?? null;
    const last = groups.at(-1);
    if (seriesId !== null && last?.seriesId === seriesId) last.stories.push(story);
    else groups.push({ seriesId, stories: [story] });
  }
  return groups;
}

/** A series' label: its first listed episode's title, else whose story it is. */
export const seriesTitle = (stories: readonly StoryView[]) => stories.find((s) => s.title)?.title || `A story for ${stories[0]?.heroName ?? ''}`;
