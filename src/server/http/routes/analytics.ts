/**
 * POST /v1/analytics/events: the site's own analytics sink when no Plausible-compatible
 * endpoint is configured. Sent with navigator.sendBeacon (text/plain JSON). Open to visitors,
 * never reads the Authorization header, rate-limited per IP. Answers 202 with no body.
 */
import { z } from 'zod';
import { recordEvent } from '../../analytics/record-event.ts';
import { rateLimit } from '../rate-limit.ts';
import { readJson } from '../wire.ts';
import type { Mount } from '../context.ts';

export const ANALYTICS_RATE_LIMIT = { limit: 300, windowMs: 60_000 };

export const mountAnalytics: Mount = (app, runtime) => {
  app.post('/v1/analytics/events', rateLimit({ purpose: 'analytics', ...ANALYTICS_RATE_LIMIT, message: 'Too many analytics events.' }), async (c) => {
    await recordEvent(runtime.db, await readJson(c, z.unknown()));
    return c.body(null, 202);
  });
};
