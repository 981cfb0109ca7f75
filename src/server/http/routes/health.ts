/**
 * Health:
 * - GET /v1/health/live: the process is up and its event loop answers. No I/O, so a load
 *   balancer or orchestrator can poll it as often as it likes: `{ status: 'ok' }`.
 * - GET /v1/health/ready (and the historical GET /v1/health): database, storage and queue,
 *   `{ status: 'ok' | 'degraded', database, storage, queue, mode }`, 503 when any part is down.
 *   The checks run at most once a second per process; answers in between reuse the last result,
 *   and concurrent callers share one check.
 */
import type { Context } from 'hono';
import type { Runtime } from '../../runtime.ts';
import type { AppEnv, Mount } from '../context.ts';

type Part = 'ok' | 'down';
interface Readiness {
  ok: boolean;
  body: { status: 'ok' | 'degraded'; database: Part; storage: Part; queue: Part; mode: Runtime['mode'] };
}

/** How long one readiness check is reused, in milliseconds. */
export const READINESS_CACHE_MS = 1000;

async function check(fn: () => Promise<unknown>): Promise<Part> {
  try {
    await fn();
    return 'ok';
  } catch {
    return 'down';
  }
}

async function checkReadiness(runtime: Runtime): Promise<Readiness> {
  const [database, storage, queue] = await Promise.all([
    check(() => runtime.db.query('SELECT 1')),
    check(() => runtime.storage.health()),
    check(() => runtime.queue.health()),
  ]);
  const ok = database === 'ok' && storage === 'ok' && queue === 'ok';
  return { ok, body: { status: ok ? 'ok' : 'degraded', database, storage, queue, mode: runtime.mode } };
}

const LIVE_BODY = JSON.stringify({ status: 'ok' });

export const mountHealth: Mount = (app, runtime) => {
  let last: { at: number; result: Promise<Readiness> } | null = null;
  const readiness = (): Promise<Readiness> => {
    const now = performance.now();
    if (!last || now - last.at >= READINESS_CACHE_MS) last = { at: now, result: checkReadiness(runtime) };
    return last.result;
  };
  const ready = async (c: Context<AppEnv>) => {
    const { ok, body } = await readiness();
    c.header('Cache-Control', 'no-store');
    return c.json(body, ok ? 200 : 503);
  };

  app.get('/v1/health/live', (c) => c.body(LIVE_BODY, 200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }));
  app.get('/v1/health/ready', ready);
  app.get('/v1/health', ready);
};
