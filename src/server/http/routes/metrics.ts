/**
 * GET /metrics: Prometheus exposition of this process (src/server/metrics.ts lists the
 * metrics). Needs `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise); with METRICS_TOKEN
 * unset the endpoint does not exist (404), so an install never publishes metrics by accident.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { renderMetrics } from '../../metrics.ts';
import type { Mount } from '../context.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison of the presented bearer token with the configured one. */
export function metricsTokenMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]?.trim() ?? '';
  return timingSafeEqual(digest(presented), digest(token));
}

export const mountMetrics: Mount = (app, runtime) => {
  app.get('/metrics', async (c) => {
    const token = runtime.config.METRICS_TOKEN;
    if (!token) return c.json({ message: 'Not found', code: 'not_found' }, 404);
    if (!metricsTokenMatches(c.req.header('authorization'), token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.json({ message: 'A valid metrics token is required.', code: 'unauthorized' }, 401);
    }
    const { body, contentType } = await renderMetrics();
    c.header('Cache-Control', 'no-store');
    return c.body(body, 200, { 'Content-Type': contentType });
  });
};
