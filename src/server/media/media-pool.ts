/**
 * The process's pool for audio/video analysis (issue 18), made on first use: one worker thread
 * on the 2-core machine (ffmpeg itself runs as a child process of it), a short queue, and a
 * minute per task. Uploads that find it full are asked to retry (503).
 */
import { AppError } from '../http/errors.ts';
import type { UploadMeasurement } from './audio.ts';
import type { VoiceTaskInput } from './voice-task.ts';
import { createWorkerPool, PoolBusyError, PoolTimeoutError, type WorkerPool } from './worker-pool.ts';

let voicePool: WorkerPool<VoiceTaskInput, UploadMeasurement> | undefined;

/**
 * Measures a voice upload in the worker pool (see audio.ts measureUpload). `bytes` is moved to
 * the worker: do not use it afterwards.
 * A task that runs out of time comes back as unreadable audio.
 * @throws AppError unavailable (503) when every worker is busy and the queue is full.
 */
export async function measureVoiceInPool(bytes: Uint8Array, maxSeconds: number): Promise<UploadMeasurement> {
  voicePool ??= createWorkerPool<VoiceTaskInput, UploadMeasurement>({
    filename: new URL('./voice-task.ts', import.meta.url),
    maxThreads: 1,
    maxQueue: 8,
    maxHeapMb: 192,
    taskTimeoutMs: 45_000,
  });
  // A private copy, so the transfer cannot detach a buffer the caller's pool slab shares.
  const copy = new Uint8Array(bytes);
  try {
    return await voicePool.run({ bytes: copy, maxSeconds }, [copy.buffer as ArrayBuffer]);
  } catch (error) {
    if (error instanceof PoolBusyError) {
      throw new AppError('unavailable', 'We are busy checking other recordings. Please try again in a minute.');
    }
    if (error instanceof PoolTimeoutError) return { kind: 'unreadable', reason: 'undecodable' };
    throw error;
  }
}

/** Ends the pool's worker threads (server shutdown, tests). */
export async function closeMediaPool(): Promise<void> {
  const pool = voicePool;
  voicePool = undefined;
  await pool?.destroy();
}
