/** GET /v1/me/voice-samples: the user's voice samples, newest first, with fresh signed audio URLs. */
import type { Runtime } from '../runtime.ts';
import { listVoiceSampleRows } from './queries.ts';
import { toVoiceSampleDto, type VoiceSampleDto } from './sample-dto.ts';

export async function listVoiceSamples(deps: Pick<Runtime, 'db' | 'storage'>, userId: string): Promise<VoiceSampleDto[]> {
  const rows = await listVoiceSampleRows(deps.db, userId);
  return Promise.all(rows.map((row) => toVoiceSampleDto(deps.storage, row)));
}
