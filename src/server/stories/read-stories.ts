/** Read use-cases of the stories API (SPEC §7): lists, one story, navigation and progress. */
import { maybeOne } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import type { Runtime } from '../runtime.ts';
import { STORY_NOT_FOUND } from './delete-story.ts';
import type { StoryList, StoryProgress, StoryView } from '../../shared/api-types.ts';
import { presentStory, type PresentOptions } from './present-story.ts';
import { CHUNK_READY_SQL, countPublicInProgress, findStory, listChunks, listNavigation, listStories, type StoryScope } from './queries.ts';

export type { StoryList, StoryProgress };

export async function readStoryList(runtime: Runtime, scope: StoryScope, page: { limit: number; offset: number }, options: PresentOptions): Promise<StoryList> {
  const { rows, total } = await listStories(runtime.db, scope, page.limit, page.offset);
  const chunks = await listChunks(runtime.db, rows.map((r) => r.id));
  const data = await Promise.all(rows.map((row) => presentStory(runtime.storage, row, chunks.filter((c) => c.storyId === row.id), options)));
  const metadata: StoryList['metadata'] = { total, hasMore: page.offset + rows.length < total };
  if (scope.kind === 'public') metadata.inProgress = await countPublicInProgress(runtime.db);
  return { data, metadata };
}

export async function readStory(runtime: Runtime, scope: StoryScope, id: string, options: PresentOptions): Promise<StoryView> {
  const story = await findStory(runtime.db, scope, id);
  if (!story) throw new AppError('not_found', STORY_NOT_FOUND);
  return presentStory(runtime.storage, story, await listChunks(runtime.db, [story.id]), options);
}

export async function readNavigation(runtime: Runtime, scope: StoryScope): Promise<{ data: { id: string; title: string }[] }> {
  return { data: await listNavigation(runtime.db, scope) };
}

export async function readProgress(runtime: Runtime, userId: string, id: string): Promise<StoryProgress> {
  const story = await findStory(runtime.db, { kind: 'private', userId }, id);
  if (!story) throw new AppError('not_found', STORY_NOT_FOUND);
  const counts = await maybeOne<{ total: number; images: number; audio: number; ready: number }>(
    runtime.db,
    `SELECT count(*)::int AS total, count(c.image_key)::int AS images, count(c.audio_key)::int AS audio,
            count(*) FILTER (WHERE ${CHUNK_READY_SQL})::int AS ready
       FROM story_chunks c JOIN stories s ON s.id = c.story_id WHERE c.story_id = $1`,
    [id],
  );
  return {
    id,
    progress: story.status,
    error: story.status === 'FAILED' ? story.error : null,
    title: story.title,
    pagesTotal: counts?.total ?? 0,
    pagesIllustrated: counts?.images ?? 0,
    pagesNarrated: counts?.audio ?? 0,
    pagesReady: counts?.ready ?? 0,
    narrated: story.enrichByVoice,
  };
}
