/** The My Stories island's calls (SPEC §7): the private list (5 per page) and deletion. */
import { apiDelete, apiGet } from '../../lib/api.ts';
import type { StoryStatus } from '../../lib/story-progress.ts';
import { LIMITS } from '../../shared/limits.ts';

/** One chunk as the list returns it (first page only). */
export interface ChunkSummary {
  position: number;
  content: string;
  hasImage: boolean;
  hasAudio: boolean;
  signedImageUrl: string | null;
}

/** A StoryView from GET /v1/stories/private/all, camelCased. */
export interface StorySummary {
  id: string;
  title: string;
  status: StoryStatus;
  language: string;
  age: number;
  illustrationStyle: string;
  moral: string | null;
  heroName: string;
  isPublic: boolean;
  /** ISO 8601. */
  createdAt: string;
  completedAt: string | null;
  coverUrl: string | null;
  /** SPEC §3: downloadable as video only if some chunk has both audio and image. */
  downloadable: boolean;
  pageCount: number;
  chunks: ChunkSummary[];
}

export interface StoryPage {
  data: StorySummary[];
  metadata: { total: number; hasMore: boolean };
}

/** The 1-based page of My Stories, newest first, with each story's cover and first page. */
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
