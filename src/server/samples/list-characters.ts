/** GET /v1/me/characters: the user's characters, newest first, with fresh signed photo URLs. */
import type { Runtime } from '../runtime.ts';
import { listCharacterRows } from './queries.ts';
import { toCharacterDto, type CharacterDto } from './sample-dto.ts';

export async function listCharacters(deps: Pick<Runtime, 'db' | 'storage'>, userId: string): Promise<CharacterDto[]> {
  const rows = await listCharacterRows(deps.db, userId);
  return Promise.all(rows.map((row) => toCharacterDto(deps.storage, row)));
}
