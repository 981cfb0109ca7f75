/**
 * POST /v1/me/voice-samples (name, language, a file of 20 to 30 seconds, within the upload
 * quota). The container is sniffed from the bytes, the audio decoded
 * with ffmpeg and its real length counted in samples (a browser's WebM carries no duration), and
 * the median pitch and speaking pace are stored for the voice-matched narrator.
 *
 * Decoding and analysis run in the media worker pool, with the length read from the
 * container header first so an over-long file is refused before any decoding. Only the audio
 * stream, re-encoded as MP3, is stored, served and sent to a cloning vendor: a video track, cover
 * art or anything else the upload carried never leaves the worker.
 */
import { storageKeys } from '../storage/keys.ts';
import { LIMITS } from '../../shared/limits.ts';
import { readVoiceConsent } from './voice-consent.ts';
import { AppError } from '../errors.ts';
import { soundsLikeSpeech, type AudioFormat, type VoiceAnalysis } from '../media/audio.ts';
import { measureVoiceInPool } from '../media/media-pool.ts';
import { audioUnreadable, recordingTooLong, recordingTooShort, unsupportedFormat } from '../media/upload-errors.ts';
import { assertBelowCapacity, reserveCapacity } from './quota.ts';
import { lockUser } from '../users/queries.ts';
import { insertVoiceSample } from './queries.ts';
import { toVoiceSampleDto, type VoiceSampleDto } from './sample-dto.ts';
import type { SampleDeps } from './upload-character.ts';
import { parseVoiceSampleFields, readFileBytes, type UploadForm } from './upload-form.ts';

/**
 * Slack on the 20-30 s rule, in seconds: encoders pad or trim a few frames (Opus pre-skip, MP3
 * and AAC priming), and the recorder stops at 30.0 s of wall time, so its file may decode to a
 * few hundredths more. A 31 s or 19 s recording is still refused.
 */
export const VOICE_LENGTH_TOLERANCE_SECONDS = 0.25;

/** How a stored voice sample is kept: MP3 plays in every browser and every cloning vendor takes it. */
const STORED_AUDIO = { extension: 'mp3', contentType: 'audio/mpeg' } as const;

/**
 * A voice sample's bytes judged in the media worker pool: container, measurements and the
 * re-encoded audio (MP3, audio stream only), or the AppError a parent sees.
 */
export async function validateVoiceRecording(bytes: Buffer, account?: string): Promise<{ format: AudioFormat; analysis: VoiceAnalysis; audio: Buffer }> {
  const maxSeconds = LIMITS.voiceMaxSeconds + VOICE_LENGTH_TOLERANCE_SECONDS;
  const result = await measureVoiceInPool(bytes, maxSeconds, account);
  if (result.kind === 'unsupported') throw unsupportedFormat('audio');
  if (result.kind === 'unreadable') throw audioUnreadable();
  if (result.kind === 'too_long') throw recordingTooLong(result.seconds);
  const { format, analysis } = result;
  const seconds = analysis.durationSeconds;
  if (seconds < LIMITS.voiceMinSeconds - VOICE_LENGTH_TOLERANCE_SECONDS) throw recordingTooShort(seconds);
  if (seconds > LIMITS.voiceMaxSeconds + VOICE_LENGTH_TOLERANCE_SECONDS) throw recordingTooLong(seconds);
  if (!soundsLikeSpeech(analysis)) {
    // Silence, noise, a test tone or a hum: nothing to match a narrator to, and certainly nothing
    // to clone. The measures come from the media pool; only the verdict is taken here.
    throw new AppError('validation_failed', "We couldn't hear a voice in this recording. Please record again, speaking clearly.");
  }
  return { format, analysis, audio: Buffer.from(result.mp3.buffer, result.mp3.byteOffset, result.mp3.byteLength) };
}

/**
 * Validates and stores a voice sample for `userId`.
 * @throws AppError validation_failed (fields, missing voice consent, no file, empty, unreadable, too short/long, no voice),
 *   quota_exceeded, unsupported_media_type, payload_too_large.
 */
export async function uploadVoiceSample(deps: SampleDeps, userId: string, form: UploadForm): Promise<VoiceSampleDto> {
  const fields = parseVoiceSampleFields(form.fields);
  // No voice is stored, let alone used, without the parent's consent to the current
  // text, recorded in the language it was shown in.
  const consent = readVoiceConsent(form.fields, 'voice_sample');
  if (!form.file) throw new AppError('validation_failed', 'Please choose or record an audio file.');
  // The slot is held while the recording is checked, so parallel uploads start no more work than there is room for.
  const release = await reserveCapacity(deps.db, deps.config, userId, 'VOICE_SAMPLE');
  try {
    return await storeVoiceSample(deps, userId, form.file, fields, consent);
  } finally {
    release();
  }
}

async function storeVoiceSample(
  deps: SampleDeps,
  userId: string,
  file: NonNullable<UploadForm['file']>,
  fields: ReturnType<typeof parseVoiceSampleFields>,
  consent: ReturnType<typeof readVoiceConsent>,
): Promise<VoiceSampleDto> {
  const bytes = readFileBytes(file);
  const { analysis, audio } = await validateVoiceRecording(bytes, userId);
  const stored = STORED_AUDIO;
  const audioKey = storageKeys.voiceSample(userId, stored.extension);
  await deps.storage.put(audioKey, audio, stored.contentType);

  try {
    const row = await deps.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      await assertBelowCapacity(tx, deps.config, userId, 'VOICE_SAMPLE');
      return insertVoiceSample(tx, {
        userId,
        name: fields.name,
        language: fields.language,
        audioKey,
        audioContentType: stored.contentType,
        durationSeconds: analysis.durationSeconds,
        medianPitchHz: analysis.medianPitchHz,
        syllablesPerSecond: analysis.syllablesPerSecond,
        consent,
      });
    });
    return await toVoiceSampleDto(deps.storage, row);
  } catch (error) {
    await deps.storage.delete(audioKey).catch((e: unknown) => deps.log.warn({ err: e, key: audioKey }, 'orphan recording not deleted'));
    throw error;
  }
}
