/**
 * What the API sends for characters and voice samples (snake_case on the wire).
 * Storage keys never leave the server: files are reached through signed, expiring URLs.
 */
import type { CharacterView, VoiceSampleView } from '../../shared/api-types.ts';
import type { Storage } from '../storage/storage.ts';
import type { CharacterRow, VoiceSampleRow } from './queries.ts';
import { effectiveLook } from '../likeness/character-look.ts';
import { combineBoundaries } from '../../shared/boundaries.ts';

/** A character as listed and as returned by its upload. */
/** The API shapes live in src/shared/api-types.ts (shared with the islands). */
export type CharacterDto = CharacterView;
export type VoiceSampleDto = VoiceSampleView;

export async function toCharacterDto(storage: Storage, row: CharacterRow): Promise<CharacterDto> {
  const signed = row.photoKey ? await storage.signedUrl(row.photoKey) : null;
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    gender: row.gender,
    age: row.age,
    description: row.description,
    signedPhotoUrl: signed?.url ?? null,
    photoUrlExpiresAt: signed?.expiresAt ?? null,
    look: effectiveLook(row),
    // An analysis still pending after 2 minutes was lost (e.g. a restart): the parent edits the look instead of waiting.
    lookStatus: row.lookStatus === 'pending' && Date.now() - new Date(row.createdAt).getTime() > 120_000 ? 'failed' : row.lookStatus,
    boundaries: combineBoundaries([row.boundaries]),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export async function toVoiceSampleDto(storage: Storage, row: VoiceSampleRow): Promise<VoiceSampleDto> {
  const signed = await storage.signedUrl(row.audioKey);
  return {
    id: row.id,
    name: row.name,
    language: row.language,
    durationSeconds: Math.round(Number(row.durationSeconds) * 100) / 100,
    signedAudioUrl: signed.url,
    audioUrlExpiresAt: signed.expiresAt,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
