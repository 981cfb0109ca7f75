/**
 * The process's pool for every FFmpeg use: voice-sample decoding and analysis, the
 * MP3 re-encodes, narration MP3s and the video export run in child processes (media-task.ts,
 * node-av's FFmpeg 8), made on first use and ended after 30 s idle. Child processes rather than
 * threads: native decoders fed hostile files must not be able to crash or bloat the web server,
 * and node-av's ~45 MB stay out of it. At most MEDIA_POOL_SIZE children (default: 2, or 1 on
 * a one-core machine), a short queue, a wall-clock limit per task and the child's memory
 * watchdog. Uploads that find the queue full are asked to retry (503).
 *
 * Uploaded SVG drawings are drawn here too (resvg cannot be cancelled, so a drawing that costs
 * too much must be in a process that can be ended). Fairness: a parent's uploads take at most
 * MEDIA_TASKS_PER_ACCOUNT places in the pool at a time, and a few more wait for their turn
 * outside it, so one account looping uploads cannot fill the queue and turn other parents' valid
 * uploads into 503s; past that the account is asked to wait (429).
 */
import os from 'node:os';
import { AppError, ERROR_STATUS, type ErrorCode } from '../errors.ts';
import type { DecodedAudio, DecodeOptions, UploadMeasurement } from './audio.ts';
import type { EncodedPhoto } from './image.ts';
import type { MediaTask, MediaTaskResult } from './media-task.ts';
import { svgTooComplex } from './upload-errors.ts';
import { createWorkerPool, PoolBusyError, PoolTimeoutError, type WorkerPool } from './worker-pool.ts';

/** Media tasks of one account running or queued in the pool at once (MEDIA_TASKS_PER_ACCOUNT, default 1). */
export const MEDIA_TASKS_PER_ACCOUNT = Math.max(1, Number(process.env.MEDIA_TASKS_PER_ACCOUNT ?? 1));
/** Further tasks of one account waiting for its turn outside the pool; one more is refused with 429. */
export const MEDIA_WAITING_PER_ACCOUNT = 2;
/** Wall-clock budget of one uploaded SVG's sanitising and drawing, ms (SVG_RENDER_TIMEOUT_MS, default 20 000). */
export const SVG_RENDER_TIMEOUT_MS = Math.max(1000, Number(process.env.SVG_RENDER_TIMEOUT_MS ?? 20_000));

/** Words of the 503 of an SVG upload that finds the pool's queue full. */
export const PICTURES_BUSY = 'We are busy checking other pictures. Please try again in a minute.';
/** Words of the 429 an account gets while its earlier uploads are still being checked. */
export const UPLOADS_IN_PROGRESS = 'Your other uploads are still being checked. Please wait until they are done, then try again.';

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

/** Per account: tasks in the pool now, and the turns of those waiting (first in, first served). */
const turns = new Map<string, { active: number; waiting: Array<() => void> }>();

/** Runs `work` when `account` has a free place (MEDIA_TASKS_PER_ACCOUNT); throws 429 when too many wait already. */
async function inTurn<T>(account: string, work: () => Promise<T>): Promise<T> {
  let entry = turns.get(account);
  if (!entry) turns.set(account, (entry = { active: 0, waiting: [] }));
  if (entry.active >= MEDIA_TASKS_PER_ACCOUNT) {
    if (entry.waiting.length >= MEDIA_WAITING_PER_ACCOUNT) throw new AppError('rate_limited', UPLOADS_IN_PROGRESS);
    await new Promise<void>((resolve) => entry.waiting.push(resolve));
  }
  entry.active++;
  try {
    return await work();
  } finally {
    entry.active--;
    const next = entry.waiting.shift();
    if (next) next();
    else if (entry.active === 0) turns.delete(account);
  }
}

/**
 * Runs one media task in a child process; with `account`, in that account's turn (see the top).
 * Errors: PoolBusyError (queue full), PoolTimeoutError, AppError (the task's own AppError, or
 * rate_limited when the account has too many tasks waiting), MediaTaskError (the task's other
 * errors, same name, message and `reason`), or an Error when the child died (memory watchdog,
 * crash in native code).
 */
export async function runMediaTask(task: MediaTask, timeoutMs = 60_000, account?: string): Promise<Exclude<MediaTaskResult, { kind: 'error' }>> {
  const result =
    account === undefined ? await pool().run(task, undefined, { timeoutMs }) : await inTurn(account, () => pool().run(task, undefined, { timeoutMs }));
  if (result.kind === 'error') {
    if (result.code && result.code in ERROR_STATUS) throw new AppError(result.code as ErrorCode, result.message, result.details);
    throw new MediaTaskError(result.name, result.message, result.reason);
  }
  return result;
}

/**
 * Sanitises and draws an uploaded SVG in the media pool (image.ts rasterizeSvgHere), within
 * SVG_RENDER_TIMEOUT_MS and the child's memory watchdog, in `account`'s turn.
 * @throws AppError as processPhoto; validation_failed (svgTooComplex) when the drawing ran out of
 *   time or memory; unavailable (503) when the pool's queue is full; rate_limited (429) when the
 *   account already has uploads waiting.
 */
export async function rasterizeSvgInPool(bytes: Uint8Array, account?: string): Promise<EncodedPhoto> {
  let result: Exclude<MediaTaskResult, { kind: 'error' }>;
  try {
    result = await runMediaTask({ kind: 'svg', bytes }, SVG_RENDER_TIMEOUT_MS, account);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof PoolBusyError) {
      throw new AppError('unavailable', PICTURES_BUSY);
    }
    // Out of time, or the child was ended by the memory watchdog: the drawing costs too much.
    throw svgTooComplex();
  }
  if (result.kind !== 'svg') throw new Error(`unexpected media task answer ${result.kind}`);
  const { data, width, height } = result.photo;
  return { data: Buffer.from(data.buffer, data.byteOffset, data.byteLength), width, height, contentType: 'image/webp', extension: 'webp' };
}

/**
 * Measures a voice upload in the media pool (see audio.ts measureUpload). `bytes` may be used
 * again afterwards (it is copied to the child).
 * A task that runs out of time or memory comes back as unreadable audio. `account`: whose upload
 * (its turn in the pool, see the top).
 * @throws AppError unavailable (503) when every worker is busy and the queue is full;
 *   rate_limited (429) when the account already has uploads waiting.
 */
export async function measureVoiceInPool(bytes: Uint8Array, maxSeconds: number, account?: string): Promise<UploadMeasurement> {
  try {
    const result = await runMediaTask({ kind: 'voice', bytes, maxSeconds }, 45_000, account);
    if (result.kind !== 'voice') throw new Error(`unexpected media task answer ${result.kind}`);
    return result.result;
  } catch (error) {
    if (error instanceof PoolBusyError) {
      throw new AppError('unavailable', 'We are busy checking other recordings. Please try again in a minute.');
    }
    if (error instanceof PoolTimeoutError) return { kind: 'unreadable', reason: 'undecodable' };
    if (error instanceof MediaTaskError || error instanceof AppError) throw error;
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
export async function encodeMp3InPool(
  samples: Float32Array,
  opts: { sampleRate: number; bitrate?: string; filter?: string; lameQuality?: number; timeoutMs?: number },
): Promise<Buffer> {
  const result = await runMediaTask(
    {
      kind: 'mp3',
      samples,
      sampleRate: opts.sampleRate,
      ...(opts.bitrate ? { bitrate: opts.bitrate } : {}),
      ...(opts.filter ? { filter: opts.filter } : {}),
      ...(opts.lameQuality !== undefined ? { lameQuality: opts.lameQuality } : {}),
    },
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
