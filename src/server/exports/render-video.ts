/**
 * The 'story-export' job: renders a story's pages that have both a picture and
 * narration into an MP4, stores it under the story's prefix and marks the export COMPLETED.
 * Idempotent: a COMPLETED export is left alone, a retry renders again and overwrites the same
 * key. After the last retry the export ends FAILED (the client says 'Video export failed').
 */
import type { Runtime } from '../runtime.ts';
import { listRecordings } from '../recordings/page-recordings.ts';
import { findStoryForJob, listChunks } from '../stories/queries.ts';
import type { VideoPage } from './compose-video.ts';
import { composeStoryVideo } from './story-video.ts';
import { exportKey, findExportForJob, setExportStatus } from './queries.ts';
import { KEEPSAKE_FAILED, renderKeepsake } from './render-keepsake.ts';

/** Stored as the export's error; the parent sees 'Video export failed. Please try again later.' in the client. */
export const EXPORT_FAILED = 'We could not make a video of this story.';

/** Runs (or re-runs) one export. `attempt` comes from pg-boss; the last one records FAILED. */
export async function renderExport(runtime: Runtime, exportId: string, attempt: { retryCount: number; retryLimit: number }): Promise<void> {
  const row = await findExportForJob(runtime.db, exportId);
  if (!row || row.status === 'COMPLETED' || row.status === 'FAILED') return; // deleted with its story, or done
  try {
    // Audio and pdf exports are rendered by render-keepsake.ts, with the same retries.
    if (row.type === 'audio' || row.type === 'pdf') await renderKeepsake(runtime, { ...row, type: row.type });
    else await runRender(runtime, row.id, row.storyId);
  } catch (error) {
    const final = attempt.retryCount >= attempt.retryLimit;
    runtime.log.warn({ exportId, attempt: attempt.retryCount, final, reason: (error as Error).message }, 'video export failed');
    if (!final) throw error;
    await setExportStatus(runtime.db, exportId, 'FAILED', { error: row.type === 'video' ? EXPORT_FAILED : KEEPSAKE_FAILED[row.type] });
  }
}

async function runRender(runtime: Runtime, exportId: string, storyId: string): Promise<void> {
  const story = await findStoryForJob(runtime.db, storyId);
  if (!story) return;
  if (!(await setExportStatus(runtime.db, exportId, 'IN_PROGRESS'))) return;
  const chunks = (await listChunks(runtime.db, [storyId])).filter((c) => c.imageKey && c.audioKey);
  // The parent's own reading of a page, when they recorded one, is the voice of the video.
  const recordings = story.userId ? await listRecordings(runtime.db, storyId, story.userId) : new Map<number, { audioKey: string }>();
  const pages: VideoPage[] = [];
  for (const chunk of chunks) {
    const audioKey = recordings.get(chunk.position)?.audioKey ?? chunk.audioKey!;
    const [image, audio] = await Promise.all([runtime.storage.get(chunk.imageKey!), runtime.storage.get(audioKey)]);
    if (!image || !audio) throw new Error(`page ${chunk.position} lost its picture or narration`);
    pages.push({ image: image.body, audio: audio.body, text: chunk.content });
  }
  const started = Date.now();
  const video = await composeStoryVideo({ title: story.title ?? '', language: story.language, pages });
  const key = exportKey(storyId, exportId);
  await runtime.storage.put(key, video.mp4, 'video/mp4');
  const stillThere = await setExportStatus(runtime.db, exportId, 'COMPLETED', { storageKey: key });
  // The story was deleted while rendering: its prefix is already gone, so remove the late file.
  if (!stillThere) await runtime.storage.delete(key);
  runtime.log.info(
    { exportId, storyId, pages: pages.length, seconds: video.durationSeconds, renderMs: Date.now() - started, bytes: video.mp4.length },
    'video export done',
  );
}
