/** GET /v1/health: database, storage and queue status (issue 2). 503 when any part is down. */
import type { Mount } from './index.ts';

async function check(fn: () => Promise<unknown>): Promise<'ok' | 'down'> {
  try {
    await fn();
    return 'ok';
  } catch {
    return 'down';
  }
}

export const mountHealth: Mount = (app, runtime) => {
  app.get('/v1/health', async (c) => {
    const [database, storage, queue] = await Promise.all([
      check(() => runtime.db.query('SELECT 1')),
      check(() => runtime.storage.health()),
      check(() => runtime.queue.health()),
    ]);
    const ok = database === 'ok' && storage === 'ok' && queue === 'ok';
    return c.json({ status: ok ? 'ok' : 'degraded', database, storage, queue, mode: runtime.mode }, ok ? 200 : 503);
  });
};
