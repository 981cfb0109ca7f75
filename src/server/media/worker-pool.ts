/**
 * A small, bounded pool of worker threads for CPU-heavy media work ("media work never
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
 * With `runtime: 'child_process'` the tasks run in child processes instead (tinypool's process
 * runtime, structured-clone IPC): native code that could crash or grow without bound (FFmpeg on
 * an upload) then takes down or bloats the child, never the server; the heap cap becomes
 * `--max-old-space-size` and the task module may watch its own RSS (see media-task.ts).
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
  /** 'worker_threads' (default) or 'child_process' (isolated process per worker, no transfer lists). */
  runtime?: 'worker_threads' | 'child_process';
  /** Extra environment for child-process workers (merged over process.env). */
  env?: Record<string, string>;
  /** Extra Node/V8 flags for every worker (e.g. '--single-threaded-gc'). */
  execArgv?: string[];
  /**
   * Told when a worker with no task dies (a child process ended by a signal from outside, such
   * as Ctrl-C reaching the whole process group); the pool starts a fresh one for the next task.
   * Default: ignored. A worker that dies during a task rejects that task instead.
   */
  onIdleWorkerExit?: (error: Error) => void;
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
  /**
   * Runs one task; `transfer` lists ArrayBuffers moved (not copied) to the worker (threads only);
   * `options.timeoutMs` overrides the pool's `taskTimeoutMs` for this task.
   */
  run(input: I, transfer?: ArrayBuffer[], options?: { timeoutMs?: number }): Promise<O>;
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
  const inProcess = options.runtime === 'child_process';
  const heapMb = options.maxHeapMb ?? 256;
  // A .ts task module needs tsx's loader in the worker too (the server runs under tsx, tests under vitest).
  // WORKER_CPU_PROF_DIR (profiling only): each worker thread/child writes a V8 .cpuprofile there on exit.
  const execArgv = [
    ...(isTypeScript ? ['--import', tsxLoader()] : []),
    ...(inProcess ? [`--max-old-space-size=${heapMb}`] : []),
    ...(options.execArgv ?? []),
    ...(process.env.WORKER_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.WORKER_CPU_PROF_DIR}`] : []),
  ];
  const pool = new Tinypool({
    filename: options.filename.href,
    minThreads: 0,
    maxThreads,
    maxQueue: options.maxQueue ?? 16,
    idleTimeout: options.idleTimeoutMs ?? 30_000,
    ...(inProcess
      ? { runtime: 'child_process' as const, serialization: 'advanced' as const, env: { ...(process.env as Record<string, string>), ...options.env } }
      : { resourceLimits: { maxOldGenerationSizeMb: heapMb } }),
    ...(execArgv.length ? { execArgv } : {}),
  });
  // Without a listener, Tinypool's 'error' event for a worker that died between tasks would be
  // an uncaught exception and take the whole server down with it.
  pool.on('error', (error: Error) => options.onIdleWorkerExit?.(error));
  let pending = 0;
  return {
    get pending() {
      return pending;
    },
    async run(input, transfer, runOptions) {
      if (pool.queueSize >= pool.options.maxQueue) throw new PoolBusyError();
      const abort = new AbortController();
      let timedOut = false;
      const limitMs = runOptions?.timeoutMs ?? taskTimeoutMs;
      const timer = setTimeout(() => {
        timedOut = true;
        abort.abort();
      }, limitMs);
      pending++;
      try {
        return (await pool.run(input, { signal: abort.signal, ...(transfer?.length && !inProcess ? { transferList: transfer } : {}) })) as O;
      } catch (error) {
        if (timedOut) throw new PoolTimeoutError(limitMs);
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
