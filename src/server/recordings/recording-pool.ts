/**
 * Measures a parent's page recording (see recording-task.ts). Decoding and the
 * MP3 re-encode already run in the media pool's child processes (src/server/media/media-pool.ts,
 * FFmpeg 8 with its time and memory caps); what stays here is the pause alignment on the decoded
 * 16 kHz PCM (at most two minutes: a few milliseconds), so no thread pool of its own is needed.
 */
import { AppError } from '../errors.ts';
import { PoolBusyError, PoolTimeoutError } from '../media/worker-pool.ts';
import recordingTask, { type RecordingMeasurement, type RecordingTaskInput } from './recording-task.ts';

/**
 * Measures a page recording. A decode that runs out of time counts as unreadable audio.
 * @throws AppError unavailable (503) when the media pool is busy and its queue is full.
 */
export async function measureRecordingInPool(input: RecordingTaskInput): Promise<RecordingMeasurement> {
  try {
    return await recordingTask(input);
  } catch (error) {
    if (error instanceof PoolBusyError) throw new AppError('unavailable', 'We are busy checking other recordings. Please try again in a minute.');
    if (error instanceof PoolTimeoutError) return { kind: 'unreadable' };
    throw error;
  }
}
