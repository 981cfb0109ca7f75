/**
 * Fixed-window rate limits per purpose and client IP for public /v1 endpoints (feedback,
 * analytics). Counted in the rate_limits table so every web node counts together; the IP is
 * stored only as a short hash. Over the limit: AppError rate_limited (HTTP 429).
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/client.ts';
import type { AppEnv } from './context.ts';
import { AppError } from '../errors.ts';

export interface RateLimitRule {
  /** Key prefix, e.g. 'feedback'. */
  purpose: string;
  /** Requests allowed per window; 0 turns the rule off. */
  limit: number;
  /** Window length in milliseconds (at most one hour: older windows are pruned). */
  windowMs: number;
  /** Message of the 429 answer. */
  message: string;
}

/** Client IP: the socket peer, or X-Forwarded-For's last hop behind a trusted proxy (TRUST_PROXY). */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    if (hops.length) return hops[hops.length - 1]!;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Start of the fixed window holding `now` (ms). */
export function windowStart(now: number, windowMs: number): Date {
  return new Date(now - (now % windowMs));
}

/** Last prune of old windows (ms); pruned at most every 10 minutes, on any request. */
let lastPrune = 0;

/** Counts one request for `key` in the current window; returns the count so far, this one included. */
export async function countRequest(db: Db, key: string, windowMs: number, now = Date.now()): Promise<number> {
  const rows = await db.query<{ count: number }>(
    `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
     RETURNING count`,
    [key, windowStart(now, windowMs)],
  );
  if (now - lastPrune > 10 * 60_000) {
    lastPrune = now;
    // Hashed addresses are kept about an hour (privacy policy), every purpose's windows included.
    void db.query(`DELETE FROM rate_limits WHERE window_start < now() - interval '1 hour'`).catch(() => {});
  }
  return Number(rows[0]?.count ?? 1);
}

/** Hono middleware enforcing `rule` per client IP. */
export function rateLimit(rule: RateLimitRule) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (rule.limit > 0) {
      const runtime = c.get('runtime');
      const ip = clientIp(c, runtime.config.TRUST_PROXY);
      const key = `${rule.purpose}:${createHash('sha256').update(ip).digest('base64url').slice(0, 22)}`;
      const count = await countRequest(runtime.db, key, rule.windowMs);
      if (count > rule.limit) {
        c.header('Retry-After', String(Math.ceil((rule.windowMs - (Date.now() % rule.windowMs)) / 1000)));
        throw new AppError('rate_limited', rule.message);
      }
    }
    await next();
  });
}
