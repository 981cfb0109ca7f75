/**
 * What the public story page (/public-stories/{id}) renders on the server: the story in
 * the reader's shape, or "not found". Shared by src/pages/public-stories/[storyId].astro and its
 * /{lang}/ copy, whose wrapper must set the 404 status itself: a status or header set
 * inside a nested component comes too late once the page has started streaming.
 */
import type { StoryView } from '../../shared/api-types.ts';
import type { Runtime } from '../runtime.ts';
import { readStory } from './read-stories.ts';

export interface PublicStoryPage {
  /** Only what the reader uses; null when missing or when the database failed (the island retries). */
  story: StoryView | null;
  /** True only when the story does not exist or is not public (→ 404). */
  notFound: boolean;
}

/** Loads a public story for its page; never throws (other errors are logged and left to the island). */
export async function loadPublicStoryPage(runtime: Runtime | undefined, storyId: string): Promise<PublicStoryPage> {
  if (!runtime) return { story: null, notFound: false };
  try {
    const view = await readStory(runtime, { kind: 'public' }, storyId, { includeAudio: true, includeImages: true });
    // Only what the reader uses travels to the browser.
    const story: StoryView = {
      id: view.id,
      title: view.title,
      status: view.status,
      language: view.language,
      age: view.age,
      illustrationStyle: view.illustrationStyle,
      moral: view.moral,
      heroName: view.heroName,
      heroNames: view.heroNames,
      isPublic: view.isPublic,
      createdAt: view.createdAt,
      completedAt: view.completedAt,
      downloadable: view.downloadable,
      pagesReady: view.pagesReady,
      coverUrl: view.coverUrl,
      coverUrlExpiresAt: view.coverUrlExpiresAt,
      pageCount: view.pageCount,
      chunks: view.chunks,
    };
    return { story, notFound: false };
  } catch (error) {
    if ((error as { code?: string }).code === 'not_found') return { story: null, notFound: true };
    runtime.log.error({ err: { message: (error as Error).message }, storyId }, 'public story page failed');
    return { story: null, notFound: false };
  }
}
