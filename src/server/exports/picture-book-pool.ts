/**
 * The picture book's worker thread (worker-pool.ts): one thread, two books waiting at
 * most, two minutes and 512 MiB of heap per book (a CJK face is large before it is subset).
 */
import { createWorkerPool, type WorkerPool } from '../media/worker-pool.ts';
import type { PictureBookInput } from './compose-picture-book.ts';

let pool: WorkerPool<PictureBookInput, Uint8Array> | undefined;

/** Renders a picture book off the event loop; rejects with PoolBusyError / PoolTimeoutError or the task's error. */
export async function composePictureBookInPool(input: PictureBookInput): Promise<Buffer> {
  pool ??= createWorkerPool<PictureBookInput, Uint8Array>({
    filename: new URL('./picture-book-task.ts', import.meta.url),
    maxThreads: 1,
    maxQueue: 2,
    maxHeapMb: 512,
    taskTimeoutMs: 120_000,
  });
  const transfer = [input.cover, ...input.pages.map((p) => p.image)].filter((b): b is Uint8Array => !!b).map((b) => b.buffer as ArrayBuffer);
  return Buffer.from(await pool.run(input, [...new Set(transfer)]));
}

/** Ends the thread (server shutdown, tests). */
export async function closePictureBookPool(): Promise<void> {
  const p = pool;
  pool = undefined;
  await p?.destroy();
}
