/**
 * Worker-thread entry for voice-sample measurement (run through worker-pool.ts, never imported
 * by the web thread directly): decoding, pitch and pace analysis and the MP3 re-encode happen
 * here, so a hostile or long upload costs a worker, never the event loop.
 */
import { measureUpload, type UploadMeasurement } from './audio.ts';

/** Input of one task: the upload's bytes (transferred, not copied) and the length limit, seconds. */
export interface VoiceTaskInput {
  bytes: Uint8Array;
  maxSeconds: number;
}

export default async function voiceTask(input: VoiceTaskInput): Promise<UploadMeasurement> {
  return measureUpload(input.bytes, input.maxSeconds);
}
