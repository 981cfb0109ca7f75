/** GET /v1/stories/{id}/exports/{exportId}: the owner's export, polled every 20 s by the client. */
import { AppError } from '../errors.ts';
import type { Runtime } from '../runtime.ts';
import { presentExport, type ExportView } from './export-view.ts';
import { findStory } from '../stories/queries.ts';
import { findExport } from './queries.ts';

export const EXPORT_NOT_FOUND = "Sorry, we couldn't find this video export.";

/** Errors: not_found when the export does not exist, belongs to another story or another user. */
export async function readExport(runtime: Runtime, userId: string, storyId: string, exportId: string): Promise<ExportView> {
  const row = await findExport(runtime.db, userId, storyId, exportId);
  if (!row) throw new AppError('not_found', EXPORT_NOT_FOUND);
  const story = await findStory(runtime.db, { kind: 'private', userId }, storyId);
  if (!story) throw new AppError('not_found', EXPORT_NOT_FOUND);
  return presentExport(runtime.storage, row, story.title ?? '');
}
