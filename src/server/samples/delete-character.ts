/**
 * DELETE /v1/me/characters/{id} (204). The row goes first, then its photo; a missing
 * id and another user's id are the same 404, so ids of other users cannot be probed.
 */
import { AppError } from '../errors.ts';
import type { Runtime } from '../runtime.ts';
import { deleteCharacterRow } from './queries.ts';

/** @throws AppError not_found when the user has no character with this id. */
export async function deleteCharacter(deps: Pick<Runtime, 'db' | 'storage' | 'log'>, userId: string, id: number): Promise<void> {
  const row = await deleteCharacterRow(deps.db, userId, id);
  if (!row) throw new AppError('not_found', 'Character not found.');
  if (row.photoKey) {
    // The row is gone either way; a storage hiccup leaves an unreachable file, logged for cleanup.
    await deps.storage.delete(row.photoKey).catch((e: unknown) => deps.log.warn({ err: e, key: row.photoKey }, 'character photo not deleted'));
  }
}
