/** Read use-cases of the stories API: lists, one story, navigation and progress. */
import { listRecordings, toRecordingView } from '../recordings/page-recordings.ts';
import { maybeOne } from '../db/client.ts';
import { AppError } from '../errors.ts';
import type { Runtime } from '../runtime.ts';
import { STORY_NOT_FOUND } from './delete-story.ts';
import type { StoryList, StoryProgress, StoryView } from '../../shared/api-types.ts';
import { presentStory, publicLinks, signedLinks, type MediaLinks, type PresentOptions } from './present-story.ts';
import { seriesFieldsOf } from './series.ts';
import { CHUNK_READY_SQL, countPublicInProgress, findStory, listChunks, listNavigation, listStories, type StoryScope } from './queries.ts';

export type { StoryList, StoryProgress };

/** Public stories get immutable URLs, private ones signed URLs. */
const linksFor = (runtime: Runtime, scope: StoryScope): MediaLinks =>
  scope.kind === 'public' ? publicLinks(runtime.publicMedia) : signedLinks(runtime.storage);

export async function readStoryList(runtime: Runtime, scope: StoryScope, page: { limit: number; offset: number }, options: PresentOptions): Promise<StoryList> {
  const { rows, total } = await listStories(runtime.db, scope, page.limit, page.offset);
  const chunks = await listChunks(
    runtime.db,
    rows.map((r) => r.id),
  );
  const views = await Promise.all(
    rows.map((row) =>
      presentStory(
        linksFor(runtime, scope),
        row,
        chunks.filter((c) => c.storyId === row.id),
        { ...options, pageSrcsets: false, owner: scope.kind === 'private' },
      ),
    ),
  );
  // The owner's cards show their episode and offer 'Continue this story'.
  const series = scope.kind === 'private' ? await seriesFieldsOf(runtime.db, scope.userId, rows) : null;
  const data = series ? views.map((view) => ({ ...view, ...series.get(view.id) })) : views;
  const metadata: StoryList['metadata'] = { total, hasMore: page.offset + rows.length < total };
  if (scope.kind === 'public') metadata.inProgress = await countPublicInProgress(runtime.db);
  return { data, metadata };
}

export async function readStory(runtime: Runtime, scope: StoryScope, id: string, options: PresentOptions): Promise<StoryView> {
  const story = await findStory(runtime.db, scope, id);
  if (!story) throw new AppError('not_found', STORY_NOT_FOUND);
  // The owner's own readings of the pages come with the private read only.
  const rows = scope.kind === 'private' && options.includeAudio ? await listRecordings(runtime.db, story.id, scope.userId) : undefined;
  const recordings = rows
    ? new Map(await Promise.all([...rows].map(async ([position, row]) => [position, await toRecordingView(runtime.storage, row)] as const)))
    : undefined;
  const view = await presentStory(linksFor(runtime, scope), story, await listChunks(runtime.db, [story.id]), {
    ...options,
    owner: scope.kind === 'private',
    ...(recordings ? { recordings } : {}),
  });
  // The owner's reader links the episodes before and after.
  if (scope.kind !== 'private') return view;
  return { ...view, ...(await seriesFieldsOf(runtime.db, scope.userId, [story])).get(story.id) };
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
