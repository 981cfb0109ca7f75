/**
 * "Read it in my own voice": a parent records each page of a story they own;
 * the reader then plays their recording instead of the synthetic narration.
 *
 *   POST   /v1/stories/{id}/recordings/{position}   multipart: file, consent, consent_locale → 201 RecordingView
 *   DELETE /v1/stories/{id}/recordings/{position}                             → 204
 *
 * Voice consent applies as for voice samples (src/shared/voice-consent.ts): no recording is
 * stored without the parent's consent to the current text, kept in the language it was shown in. The bytes are judged in a worker
 * (recording-task.ts): sniffed, length-capped (LIMITS.pageRecordingMaxSeconds), re-encoded to MP3
 * (audio stream only) and aligned to the page's sentences for read-along. Files live under the
 * story's storage prefix, rows cascade with the story and the user: deleting either deletes them.
 */
import type { Db } from '../db/client.ts';
import { maybeOne } from '../db/client.ts';
import { AppError } from '../errors.ts';
import type { Runtime } from '../runtime.ts';
import { readFileBytes, type UploadForm } from '../samples/upload-form.ts';
import { audioUnreadable, unsupportedFormat } from '../media/upload-errors.ts';
import { storageKeys } from '../storage/keys.ts';
import type { Storage } from '../storage/storage.ts';
import { STORY_NOT_FOUND } from '../stories/delete-story.ts';
import { findStory, isUuid } from '../stories/queries.ts';
import { LIMITS } from '../../shared/limits.ts';
import type { RecordingView } from '../../shared/api-types.ts';
import type { SentenceTiming } from '../../shared/read-along.ts';
import { readVoiceConsent } from '../samples/voice-consent.ts';
import { measureRecordingInPool } from './recording-pool.ts';
import { splitSentences } from '../providers/narrator/openai/transform.ts';

export type RecordingDeps = Pick<Runtime, 'db' | 'storage' | 'log'>;

/** A page_recordings row (camelCase). */
export interface RecordingRow {
  storyId: string;
  position: number;
  userId: string;
  audioKey: string;
  audioContentType: string;
  durationSeconds: number;
  timings: SentenceTiming[] | null;
  /** The voice consent given with this recording (version, UI locale, words shown); null locale/text: recorded before consent was kept in the UI language. */
  consentVersion: string;
  consentLocale: string | null;
  consentText: string | null;
  createdAt: Date;
}

const COLUMNS = `story_id AS "storyId", position, user_id AS "userId", audio_key AS "audioKey",
  audio_content_type AS "audioContentType", duration_seconds AS "durationSeconds", timings,
  consent_version AS "consentVersion", consent_locale AS "consentLocale", consent_text AS "consentText", created_at AS "createdAt"`;

export const PAGE_NOT_FOUND = 'This story has no such page.';
export const NO_VOICE_HEARD = "We couldn't hear a voice in this recording. Please record again, speaking clearly.";

/** The story's recordings by page position (owner's rows only). */
export async function listRecordings(db: Db, storyId: string, userId: string): Promise<Map<number, RecordingRow>> {
  const rows = await db.query<RecordingRow>(`SELECT ${COLUMNS} FROM page_recordings WHERE story_id = $1 AND user_id = $2 ORDER BY position`, [storyId, userId]);
  return new Map(rows.map((r) => [r.position, r]));
}

/** The API view of a recording, with a signed URL. */
export async function toRecordingView(storage: Storage, row: RecordingRow): Promise<RecordingView> {
  const signed = await storage.signedUrl(row.audioKey);
  return {
    position: row.position,
    durationSeconds: row.durationSeconds,
    signedAudioUrl: signed.url,
    audioUrlExpiresAt: signed.expiresAt,
    timings: row.timings,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** Parses the {position} path part: a whole number. */
export function parsePosition(raw: string): number {
  if (!/^\d{1,4}$/.test(raw)) throw new AppError('not_found', PAGE_NOT_FOUND);
  return Number(raw);
}

async function ownedPage(
  db: Db,
  userId: string,
  storyId: string,
  position: number,
): Promise<{ content: string; language: string; timings: SentenceTiming[] | null }> {
  if (!isUuid(storyId)) throw new AppError('not_found', STORY_NOT_FOUND);
  const story = await findStory(db, { kind: 'private', userId }, storyId);
  if (!story) throw new AppError('not_found', STORY_NOT_FOUND);
  const chunk = await maybeOne<{ content: string; timings: SentenceTiming[] | null }>(
    db,
    `SELECT content, timings FROM story_chunks WHERE story_id = $1 AND position = $2`,
    [storyId, position],
  );
  if (!chunk) throw new AppError('not_found', PAGE_NOT_FOUND);
  return { content: chunk.content, language: story.language, timings: chunk.timings };
}

/**
 * Validates and stores the parent's recording of page `position` of their story `storyId`,
 * replacing an earlier one.
 * @throws AppError not_found (story not theirs, no such page), validation_failed (consent, no
 *   file, empty, unreadable, too long, no voice heard), unsupported_media_type, payload_too_large,
 *   unavailable (worker busy).
 */
export async function uploadPageRecording(deps: RecordingDeps, userId: string, storyId: string, position: number, form: UploadForm): Promise<RecordingView> {
  const page = await ownedPage(deps.db, userId, storyId, position);
  const consent = readVoiceConsent(form.fields, 'page_recording');
  if (!form.file) throw new AppError('validation_failed', 'Please choose or record an audio file.');
  const bytes = readFileBytes(form.file);
  // The narrator's own sentences when it stored them, so highlighting marks the same spans.
  const sentences = page.timings?.length ? page.timings.map((t) => t.text) : splitSentences(page.content).map((s) => s.text);
  const result = await measureRecordingInPool({ bytes, maxSeconds: LIMITS.pageRecordingMaxSeconds, sentences, language: page.language });
  if (result.kind === 'unsupported') throw unsupportedFormat('audio');
  if (result.kind === 'unreadable') throw audioUnreadable();
  if (result.kind === 'too_long')
    throw new AppError('validation_failed', `The recording is too long (over ${LIMITS.pageRecordingMaxSeconds} seconds). Please read just this page.`);
  if (result.durationSeconds < LIMITS.pageRecordingMinSeconds || !result.speech) throw new AppError('validation_failed', NO_VOICE_HEARD);

  const audioKey = storageKeys.pageRecording(storyId, position);
  await deps.storage.put(audioKey, Buffer.from(result.mp3.buffer, result.mp3.byteOffset, result.mp3.byteLength), 'audio/mpeg');
  let previous: string | undefined;
  let row: RecordingRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      previous = (
        await maybeOne<{ audioKey: string }>(tx, `SELECT audio_key AS "audioKey" FROM page_recordings WHERE story_id = $1 AND position = $2 FOR UPDATE`, [
          storyId,
          position,
        ])
      )?.audioKey;
      const rows = await tx.query<RecordingRow>(
        `INSERT INTO page_recordings (story_id, position, user_id, audio_key, audio_content_type, duration_seconds, timings, consent_version, consent_locale, consent_text)
         VALUES ($1, $2, $3, $4, 'audio/mpeg', $5, $6, $7, $8, $9)
         ON CONFLICT (story_id, position) DO UPDATE SET audio_key = EXCLUDED.audio_key, duration_seconds = EXCLUDED.duration_seconds,
           timings = EXCLUDED.timings, consent_version = EXCLUDED.consent_version,
           consent_locale = EXCLUDED.consent_locale, consent_text = EXCLUDED.consent_text, created_at = now()
         RETURNING ${COLUMNS}`,
        [storyId, position, userId, audioKey, result.durationSeconds, JSON.stringify(result.timings), consent.version, consent.locale, consent.text],
      );
      return rows[0]!;
    });
  } catch (error) {
    await deps.storage.delete(audioKey).catch(() => {});
    throw error;
  }
  if (previous) await deps.storage.delete(previous).catch((e: unknown) => deps.log.warn({ err: e, key: previous }, 'replaced recording not deleted'));
  return toRecordingView(deps.storage, row);
}

/**
 * Deletes the parent's recording of a page (the synthetic narration plays again).
 * @throws AppError not_found (story not theirs, no such page or no recording).
 */
export async function deletePageRecording(deps: RecordingDeps, userId: string, storyId: string, position: number): Promise<void> {
  await ownedPage(deps.db, userId, storyId, position);
  const rows = await deps.db.query<{ audioKey: string }>(
    `DELETE FROM page_recordings WHERE story_id = $1 AND position = $2 AND user_id = $3 RETURNING audio_key AS "audioKey"`,
    [storyId, position, userId],
  );
  if (rows.length === 0) throw new AppError('not_found', 'This page has no recording.');
  await deps.storage.delete(rows[0]!.audioKey).catch((e: unknown) => deps.log.warn({ err: e }, 'recording file not deleted'));
}
