/**
 * The worker pool for parents' page recordings (issue 21 item 2): one worker thread (ffmpeg runs
 * as its child process), a short queue, a minute per task, like the voice-sample pool in
 * src/server/media/media-pool.ts. Decoding, re-encoding and pause analysis never run on the
 * event loop.
 */
import { AppError } from '../http/errors.ts';
import { createWorkerPool, PoolBusyError, PoolTimeoutError, type WorkerPool } from '../media/worker-pool.ts';
import type { RecordingMeasurement, RecordingTaskInput } from './recording-task.ts';

let pool: WorkerPool<RecordingTaskInput, RecordingMeasurement> | undefined;

/**
 * Measures a page recording in the pool (see recording-task.ts). A timed-out task counts as
 * unreadable audio.
 * @throws AppError unavailable (503) when the worker is busy and the queue is full.
 */
export async function measureRecordingInPool(input: RecordingTaskInput): Promise<RecordingMeasurement> {
  pool ??= createWorkerPool<RecordingTaskInput, RecordingMeasurement>({
    filename: new URL('./recording-task.ts', import.meta.url),
    maxThreads: 1,
    maxQueue: 8,
    maxHeapMb: 256,
    taskTimeoutMs: 60_000,
  });
  const copy = new Uint8Array(input.bytes);
  try {
    return await pool.run({ ...input, bytes: copy }, [copy.buffer as ArrayBuffer]);
  } catch (error) {
    if (error instanceof PoolBusyError) throw new AppError('unavailable', 'We are busy checking other recordings. Please try again in a minute.');
    if (error instanceof PoolTimeoutError) return { kind: 'unreadable' };
    throw error;
  }
}

/** Ends the pool's worker thread (server shutdown, tests). */
export async function closeRecordingPool(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.destroy();
}
