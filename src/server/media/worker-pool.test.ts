import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { createWorkerPool, PoolBusyError, PoolTimeoutError, type WorkerPool } from './worker-pool.ts';

type In = { spinMs: number; value: string };
const task = new URL('../../../tests/helpers/pool-task.ts', import.meta.url);
let pool: WorkerPool<In, string> | undefined;
afterEach(async () => {
  await pool?.destroy();
  pool = undefined;
});

describe('the media worker pool', () => {
  it('runs CPU-bound work off the event loop', async () => {
    pool = createWorkerPool<In, string>({ filename: task, maxThreads: 1 });
    await pool.run({ spinMs: 0, value: 'warm' });
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    expect(await pool.run({ spinMs: 1500, value: 'done' })).toBe('done from a worker');
    delay.disable();
    // 1.5 s of spinning on the worker; the main thread's worst stall stays far below it.
    expect(delay.max / 1e6).toBeLessThan(500);
  });

  it('terminates a task past its time limit', async () => {
    pool = createWorkerPool<In, string>({ filename: task, taskTimeoutMs: 2000 });
    await pool.run({ spinMs: 0, value: 'warm' });
    await expect(pool.run({ spinMs: 8000, value: 'late' })).rejects.toBeInstanceOf(PoolTimeoutError);
    // The pool goes on with a fresh thread.
    expect(await pool.run({ spinMs: 0, value: 'next' })).toBe('next from a worker');
  });

  it('refuses new tasks at once when every thread is busy and the queue is full', async () => {
    pool = createWorkerPool<In, string>({ filename: task, maxThreads: 1, maxQueue: 1 });
    const running = pool.run({ spinMs: 800, value: 'a' });
    await new Promise((r) => setTimeout(r, 200));
    const queued = pool.run({ spinMs: 0, value: 'b' });
    await expect(pool.run({ spinMs: 0, value: 'c' })).rejects.toBeInstanceOf(PoolBusyError);
    expect(await Promise.all([running, queued])).toEqual(['a from a worker', 'b from a worker']);
  });

  it('starts its child processes with the extra flags it was given', async () => {
    pool = createWorkerPool<In, string>({ filename: task, runtime: 'child_process', execArgv: ['--single-threaded-gc'] });
    const flags = (await pool.run({ spinMs: 0, value: 'execArgv' })).split(' ');
    expect(flags).toContain('--single-threaded-gc');
    expect(flags.some((f) => f.startsWith('--max-old-space-size='))).toBe(true);
  });

  it('outlives an idle child process ended from outside (Ctrl-C reaches the whole process group)', async () => {
    pool = createWorkerPool<In, string>({ filename: task, runtime: 'child_process' });
    const pid = Number(await pool.run({ spinMs: 0, value: 'pid' }));
    expect(pid).not.toBe(process.pid);
    const crashes: unknown[] = [];
    const onCrash = (error: unknown) => crashes.push(error);
    process.on('uncaughtException', onCrash);
    try {
      process.kill(pid, 'SIGINT');
      await new Promise((r) => setTimeout(r, 1500));
      expect(crashes).toEqual([]);
      // The pool starts a fresh child for the next task.
      expect(await pool.run({ spinMs: 0, value: 'after' })).toBe('after from a worker');
    } finally {
      process.off('uncaughtException', onCrash);
    }
  });
});
