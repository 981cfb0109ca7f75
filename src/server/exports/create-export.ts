/**
 * POST /v1/stories/{id}/exports: the
 * owner asks for a video, an MP3 audiobook ('audio') or a PDF picture book ('pdf', A4 or US
 * Letter) of a finished story. A finished export of the same story is reused (its link signed
 * afresh), one still rendering is returned as is, otherwise a PENDING export is inserted and its
 * job enqueued in one transaction.
 */
import { z } from 'zod';
import { AppError } from '../errors.ts';
import type { Runtime } from '../runtime.ts';
import { STORY_NOT_FOUND } from '../stories/delete-story.ts';
import { findStory, listChunks } from '../stories/queries.ts';
import { presentExport, type ExportView } from './export-view.ts';
import { findReusableExport, insertExport, type ExportType } from './queries.ts';

/** The tooltip of the disabled 'Unavailable' button, also the refusal message. */
export const EXPORT_NEEDS_MEDIA = 'Video export requires both audio narration and images.';
export const EXPORT_STORY_NOT_READY = 'This story is still being created. You can download it as a video once it is ready.';
export const EXPORT_STORY_FAILED = 'This story could not be finished, so it cannot be made into a video.';

/** An audiobook needs narration on at least one page. */
export const EXPORT_NEEDS_AUDIO = 'An audiobook needs narration on the story pages.';

/**
 * The request body after snake_case → camelCase conversion: `type` 'video' (the default),
 * 'audio' or 'pdf'; `paper` 'a4' (default) or 'letter', for 'pdf' only.
 */
export const ZCreateExport = z.object({
  type: z.enum(['video', 'audio', 'pdf'], { message: "The export type must be 'video', 'audio' or 'pdf'." }).default('video'),
  paper: z.enum(['a4', 'letter'], { message: "The paper size must be 'a4' or 'letter'." }).optional(),
});
export type TCreateExport = z.infer<typeof ZCreateExport>;

export interface CreatedExport {
  view: ExportView;
  /** False when an existing export was returned. */
  created: boolean;
}

/**
 * Errors: not_found (not the caller's story), conflict (story unfinished or FAILED), validation_failed
 * (no page has both a picture and narration: EXPORT_NEEDS_MEDIA).
 */
export async function createExport(runtime: Runtime, userId: string, storyId: string, body: TCreateExport): Promise<CreatedExport> {
  const story = await findStory(runtime.db, { kind: 'private', userId }, storyId);
  if (!story) throw new AppError('not_found', STORY_NOT_FOUND);
  if (story.status === 'FAILED') throw new AppError('conflict', EXPORT_STORY_FAILED);
  if (story.status !== 'COMPLETE') throw new AppError('conflict', EXPORT_STORY_NOT_READY);
  const chunks = await listChunks(runtime.db, [story.id]);
  const type: ExportType = body.type;
  if (type === 'video' && !chunks.some((c) => c.imageKey && c.audioKey)) throw new AppError('validation_failed', EXPORT_NEEDS_MEDIA);
  if (type === 'audio' && !chunks.some((c) => c.audioKey)) throw new AppError('validation_failed', EXPORT_NEEDS_AUDIO);
  const paper = type === 'pdf' ? (body.paper ?? 'a4') : null;

  // Serialise concurrent requests for one story on the story row, so two clicks make one job.
  const result = await runtime.db.transaction(async (tx) => {
    await tx.query('SELECT id FROM stories WHERE id = $1 FOR UPDATE', [story.id]);
    const existing = await findReusableExport(tx, story.id, type, paper);
    if (existing) return { row: existing, created: false };
    const row = await insertExport(tx, { storyId: story.id, userId, type, paper });
    await runtime.queue.enqueue('story-export', { exportId: row.id }, tx);
    return { row, created: true };
  });
  return { view: await presentExport(runtime.storage, result.row, story.title ?? ''), created: result.created };
}
