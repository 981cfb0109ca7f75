/**
 * DELETE /v1/stories/private/{id}: removes the story, its pages, files and exports. An unfinished
 * story's credit is given back first, but only when none of its pages was delivered yet.
 */
import { settleDeletedStoryCredit } from '../credits/ledger.ts';
import { AppError } from '../errors.ts';
import type { Runtime } from '../runtime.ts';
import { storyPrefix } from '../storage/keys.ts';
import { findStory } from './queries.ts';

export const STORY_NOT_FOUND = "Sorry, we couldn't find the story you're looking for.";

export async function deleteStory(runtime: Runtime, userId: string, storyId: string): Promise<void> {
  const story = await findStory(runtime.db, { kind: 'private', userId }, storyId);
  if (!story) throw new AppError('not_found', STORY_NOT_FOUND);
  await runtime.db.transaction(async (tx) => {
    await settleDeletedStoryCredit(tx, storyId);
    await tx.query('DELETE FROM stories WHERE id = $1 AND user_id = $2', [storyId, userId]);
  });
  // A published story leaves the public caches now, before its files go.
  if (story.isPublic) runtime.publicChanges.changed(storyId);
  // Files after the rows: a failure here leaves orphaned files, never a story without its files.
  if (story.referencePhotoKey && !story.referencePhotoKey.startsWith(storyPrefix(storyId))) {
    await runtime.storage
      .delete(story.referencePhotoKey)
      .catch((error) => runtime.log.error({ storyId, err: { message: (error as Error).message } }, 'story reference photo not deleted'));
  }
  await runtime.storage
    .deletePrefix(storyPrefix(storyId))
    .catch((error) => runtime.log.error({ storyId, err: { message: (error as Error).message } }, 'story files not deleted'));
}
