/**
 * A parent's page recording measured (called by recording-pool.ts): the container
 * is sniffed, the audio decoded with a length cap and the audio stream alone re-encoded as MP3 (both
 * in the media pool), and sentence timings found from its pauses.
 */
import { AudioDecodeError, readHeaderDuration, sniffAudio } from '../media/audio.ts';
import { decodeToMono } from '../media/decode-audio.ts';
import type { SentenceTiming } from '../../shared/read-along.ts';
import { alignRecording, findPauses } from './align.ts';

/** One task: the upload (transferred), the length cap in seconds, and the page's sentences. */
export interface RecordingTaskInput {
  bytes: Uint8Array;
  maxSeconds: number;
  sentences: string[];
  language: string;
}

/** What the worker found, as data (errors included). */
export type RecordingMeasurement =
  | { kind: 'measured'; mp3: Uint8Array; durationSeconds: number; timings: SentenceTiming[]; speech: boolean }
  | { kind: 'too_long' }
  | { kind: 'unsupported' }
  | { kind: 'unreadable' };

const ANALYSIS_RATE = 16_000;

export default async function recordingTask(input: RecordingTaskInput): Promise<RecordingMeasurement> {
  const buf = Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength);
  const format = sniffAudio(buf);
  if (!format) return { kind: 'unsupported' };
  const header = await readHeaderDuration(buf, format);
  if (header !== null && header > input.maxSeconds + 1) return { kind: 'too_long' };
  try {
    const decoded = await decodeToMono(buf, { maxSeconds: input.maxSeconds + 1, reencode: true, sampleRate: ANALYSIS_RATE });
    if (decoded.reachedLimit) return { kind: 'too_long' };
    const durationSeconds = decoded.samples.length / decoded.sampleRate;
    return {
      kind: 'measured',
      mp3: new Uint8Array(decoded.mp3!.buffer, decoded.mp3!.byteOffset, decoded.mp3!.byteLength),
      durationSeconds,
      timings: alignRecording(decoded.samples, decoded.sampleRate, input.sentences, input.language),
      speech: findPauses(decoded.samples, decoded.sampleRate) !== null,
    };
  } catch (error) {
    if (error instanceof AudioDecodeError) return { kind: 'unreadable' };
    throw error;
  }
}
