/**
 * The process's pool for every FFmpeg use: voice-sample decoding and analysis, the
 * MP3 re-encodes, narration MP3s and the video export run in child processes (media-task.ts,
 * node-av's FFmpeg 8), made on first use and ended after 30 s idle. Child processes rather than
 * threads: native decoders fed hostile files must not be able to crash or bloat the web server,
 * and node-av's ~45 MB stay out of it. At most MEDIA_POOL_SIZE children (default: 2, or 1 on
 * a one-core machine), a short queue, a wall-clock limit per task and the child's memory
 * watchdog. Uploads that find the queue full are asked to retry (503).
 */
import os from 'node:os';
import { AppError } from '../errors.ts';
import type { DecodedAudio, DecodeOptions, UploadMeasurement } from './audio.ts';
import type { MediaTask, MediaTaskResult } from './media-task.ts';
import { createWorkerPool, PoolBusyError, PoolTimeoutError, type WorkerPool } from './worker-pool.ts';

/** Children at most (MEDIA_POOL_SIZE, default min(2, CPUs)). */
export const MEDIA_POOL_SIZE = Math.max(1, Number(process.env.MEDIA_POOL_SIZE ?? Math.min(2, os.availableParallelism())));

let mediaPool: WorkerPool<MediaTask, MediaTaskResult> | undefined;

function pool(): WorkerPool<MediaTask, MediaTaskResult> {
  mediaPool ??= createWorkerPool<MediaTask, MediaTaskResult>({
    filename: new URL('./media-task.ts', import.meta.url),
    runtime: 'child_process',
    maxThreads: MEDIA_POOL_SIZE,
    maxQueue: 16,
    maxHeapMb: 256,
    taskTimeoutMs: 60_000,
    idleTimeoutMs: 30_000,
  });
  return mediaPool;
}

/** A failure the task reported as data, turned back into an Error of the same name. */
class MediaTaskError extends Error {
  readonly reason?: string;
  constructor(name: string, message: string, reason?: string) {
    super(message);
    this.reason = reason;
    this.name = name;
  }
}

/**
 * Runs one media task in a child process. Errors: PoolBusyError (queue full), PoolTimeoutError,
 * MediaTaskError (the task's own error, same name, message and `reason`), or an Error when the
 * child died (memory watchdog, crash in native code).
 */
export async function runMediaTask(task: MediaTask, timeoutMs = 60_000): Promise<Exclude<MediaTaskResult, { kind: 'error' }>> {
  const result = await pool().run(task, undefined, { timeoutMs });
  if (result.kind === 'error') throw new MediaTaskError(result.name, result.message, result.reason);
  return result;
}

/**
 * Measures a voice upload in the media pool (see audio.ts measureUpload). `bytes` may be used
 * again afterwards (it is copied to the child).
 * A task that runs out of time or memory comes back as unreadable audio.
 * @throws AppError unavailable (503) when every worker is busy and the queue is full.
 */
export async function measureVoiceInPool(bytes: Uint8Array, maxSeconds: number): Promise<UploadMeasurement> {
  try {
    const result = await runMediaTask({ kind: 'voice', bytes, maxSeconds }, 45_000);
    if (result.kind !== 'voice') throw new Error(`unexpected media task answer ${result.kind}`);
    return result.result;
  } catch (error) {
    if (error instanceof PoolBusyError) {
      throw new AppError('unavailable', 'We are busy checking other recordings. Please try again in a minute.');
    }
    if (error instanceof PoolTimeoutError) return { kind: 'unreadable', reason: 'undecodable' };
    if (error instanceof MediaTaskError) throw error;
    // The child died (memory watchdog or a crash in the decoder): the file is not usable audio.
    return { kind: 'unreadable', reason: 'undecodable' };
  }
}

/** Decodes audio in the media pool (see audio.ts decodeToMono, which calls this). */
export async function decodeInPool(bytes: Uint8Array, options: DecodeOptions, timeoutMs = 60_000): Promise<DecodedAudio> {
  const result = await runMediaTask({ kind: 'decode', bytes, options }, timeoutMs);
  if (result.kind !== 'decode') throw new Error(`unexpected media task answer ${result.kind}`);
  const r = result.result;
  return { ...r, ...(r.mp3 ? { mp3: Buffer.from(r.mp3.buffer, r.mp3.byteOffset, r.mp3.byteLength) } : {}) };
}

/**
 * Encodes mono float PCM at `sampleRate` Hz to MP3 in the media pool (libmp3lame, CBR, Xing/LAME
 * header, same sample rate). `filter`: an FFmpeg audio filter chain applied first; `lameQuality`: av.ts Mp3EncodeOptions.
 */
export async function encodeMp3InPool(samples: Float32Array, opts: { sampleRate: number; bitrate?: string; filter?: string; lameQuality?: number; timeoutMs?: number }): Promise<Buffer> {
  const result = await runMediaTask(
    { kind: 'mp3', samples, sampleRate: opts.sampleRate, ...(opts.bitrate ? { bitrate: opts.bitrate } : {}), ...(opts.filter ? { filter: opts.filter } : {}), ...(opts.lameQuality !== undefined ? { lameQuality: opts.lameQuality } : {}) },
    opts.timeoutMs ?? 30_000,
  );
  if (result.kind !== 'mp3') throw new Error(`unexpected media task answer ${result.kind}`);
  return Buffer.from(result.mp3.buffer, result.mp3.byteOffset, result.mp3.byteLength);
}

/** Ends the pool's child processes (server shutdown, tests). */
export async function closeMediaPool(): Promise<void> {
  const running = mediaPool;
  mediaPool = undefined;
  await running?.destroy();
}

/** Tasks running or waiting in every media pool (for health and metrics). */
export function mediaPoolPending(): number {
  return mediaPool?.pending ?? 0;
}
