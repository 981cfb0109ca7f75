/**
 * A small, bounded pool of worker threads for CPU-heavy media work (issue 18: "media work never
 * blocks the event loop"). Built on `tinypool`; any feature may make one for its own task module.
 *
 * A task module is a TypeScript or JavaScript file whose default export is the task function,
 * `(input) => output | Promise<output>`; inputs and outputs cross the thread boundary by structured
 * clone, so pass plain data (Uint8Array, numbers, plain objects) and return errors as data.
 *
 * Every task is bounded: a wall-clock limit (the worker thread is terminated past it), a V8 heap cap
 * per worker, and a queue length beyond which new tasks are refused at once instead of piling up.
 * Native child processes a task starts (ffmpeg) must carry their own limits (see ffmpeg.ts
 * `untrustedInputArgs` and `memoryLimitMb`): terminating a thread does not end them.
 *
 * Usage: `const pool = createWorkerPool<In, Out>({ filename: new URL('./my-task.ts', import.meta.url) })`,
 * then `await pool.run(input, [input.bytes.buffer])`.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Tinypool from 'tinypool';

/** tsx's ESM loader as an absolute URL, so workers find it whatever the process's working directory. */
const tsxLoader = (): string => {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  return pathToFileURL(path.join(path.dirname(manifest), 'dist', 'loader.mjs')).href;
};

/** Limits of one pool. Defaults suit the 2-core machine the product runs on. */
export interface WorkerPoolOptions {
  /** URL of the task module (default export = task function). */
  filename: URL;
  /** Worker threads at most, each running one task at a time. Default 1. */
  maxThreads?: number;
  /** Tasks allowed to wait for a free thread; one more is refused with PoolBusyError. Default 16. */
  maxQueue?: number;
  /** V8 old-generation heap cap per worker thread, MiB. Default 256. */
  maxHeapMb?: number;
  /** Wall-clock limit per task, ms; past it the worker is terminated and PoolTimeoutError thrown. Default 60 000. */
  taskTimeoutMs?: number;
  /** An idle worker thread exits after this many ms. Default 30 000. */
  idleTimeoutMs?: number;
}

/** Every thread is busy and the queue is full: the caller should ask the user to retry later. */
export class PoolBusyError extends Error {
  constructor() {
    super('The media worker pool is busy.');
    this.name = 'PoolBusyError';
  }
}

/** A task ran past `taskTimeoutMs`; its worker thread was terminated. */
export class PoolTimeoutError extends Error {
  readonly timeoutMs: number;
  constructor(timeoutMs: number) {
    super(`The media task ran longer than ${timeoutMs} ms.`);
    this.timeoutMs = timeoutMs;
    this.name = 'PoolTimeoutError';
  }
}

/** A running pool. `run` rejects with PoolBusyError, PoolTimeoutError, or the task's own error. */
export interface WorkerPool<I, O> {
  /** Runs one task; `transfer` lists ArrayBuffers moved (not copied) to the worker. */
  run(input: I, transfer?: ArrayBuffer[]): Promise<O>;
  /** Tasks running plus waiting. */
  readonly pending: number;
  /** Terminates every worker thread. */
  destroy(): Promise<void>;
}

/** Creates a pool (threads start lazily, on the first task). */
export function createWorkerPool<I, O>(options: WorkerPoolOptions): WorkerPool<I, O> {
  const maxThreads = options.maxThreads ?? 1;
  const taskTimeoutMs = options.taskTimeoutMs ?? 60_000;
  const isTypeScript = options.filename.pathname.endsWith('.ts');
  const pool = new Tinypool({
    filename: options.filename.href,
    minThreads: 0,
    maxThreads,
    maxQueue: options.maxQueue ?? 16,
    idleTimeout: options.idleTimeoutMs ?? 30_000,
    resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 256 },
    // A .ts task module needs tsx's loader in the worker too (the server runs under tsx, tests under vitest).
    ...(isTypeScript ? { execArgv: ['--import', tsxLoader()] } : {}),
  });
  let pending = 0;
  return {
    get pending() {
      return pending;
    },
    async run(input, transfer) {
      if (pool.queueSize >= pool.options.maxQueue) throw new PoolBusyError();
      const abort = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        abort.abort();
      }, taskTimeoutMs);
      pending++;
      try {
        return (await pool.run(input, { signal: abort.signal, ...(transfer?.length ? { transferList: transfer } : {}) })) as O;
      } catch (error) {
        if (timedOut) throw new PoolTimeoutError(taskTimeoutMs);
        if (error instanceof Error && /queue is at limit/i.test(error.message)) throw new PoolBusyError();
        throw error;
      } finally {
        clearTimeout(timer);
        pending--;
      }
    },
    async destroy() {
      await pool.destroy();
    },
  };
}
