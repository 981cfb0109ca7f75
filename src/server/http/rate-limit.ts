/**
 * Fixed-window rate limits: per purpose and client IP for public /v1 endpoints (feedback,
 * analytics), and per purpose and account for every signed-in endpoint that does work
 * (accountRateLimit: wish previews, uploads, stories, exports, shares, payments). Counted in the
 * rate_limits table so every web node counts together; the IP is stored only as a short hash.
 * Over the limit: AppError rate_limited (HTTP 429) with Retry-After.
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
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
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

/** Words of the 429 an account gets from accountRateLimit. */
export const ACCOUNT_RATE_LIMITED = 'You are doing this too often. Please wait a minute and try again.';

/**
 * Requests one account may make per window on each endpoint that does work. Generous for a
 * parent (a form is sent a few times a minute; the wish preview follows typing, a few calls a
 * second at most) and far below what a script sends: one account at 59 previews a second took
 * other visitors' public reads from 10 ms to 178 ms.
 */
export const ACCOUNT_RATE_LIMITS = {
  interpret: { limit: 240, windowMs: 60_000 },
  'create-story': { limit: 30, windowMs: 60_000 },
  'continue-story': { limit: 30, windowMs: 60_000 },
  'upload-character': { limit: 30, windowMs: 60_000 },
  'upload-voice': { limit: 30, windowMs: 60_000 },
  'page-recording': { limit: 120, windowMs: 60_000 },
  'character-edit': { limit: 120, windowMs: 60_000 },
  export: { limit: 30, windowMs: 60_000 },
  share: { limit: 60, windowMs: 60_000 },
  'account-export': { limit: 10, windowMs: 60_000 },
  checkout: { limit: 30, windowMs: 60_000 },
  'gift-code': { limit: 20, windowMs: 60_000 },
  'billing-portal': { limit: 30, windowMs: 60_000 },
} as const satisfies Record<string, { limit: number; windowMs: number }>;

/**
 * Hono middleware enforcing ACCOUNT_RATE_LIMITS[purpose] per signed-in account; mount it after
 * requireUser and before the body is read. Off when ACCOUNT_RATE_LIMITS=false.
 * @throws AppError rate_limited (429, ACCOUNT_RATE_LIMITED) over the limit.
 */
export function accountRateLimit(purpose: keyof typeof ACCOUNT_RATE_LIMITS) {
  const { limit, windowMs } = ACCOUNT_RATE_LIMITS[purpose];
  return createMiddleware<AppEnv>(async (c, next) => {
    const runtime = c.get('runtime');
    if (runtime.config.ACCOUNT_RATE_LIMITS) {
      const count = await countRequest(runtime.db, `account-${purpose}:${c.get('user').id}`, windowMs);
      if (count > limit) {
        c.header('Retry-After', String(Math.ceil((windowMs - (Date.now() % windowMs)) / 1000)));
        throw new AppError('rate_limited', ACCOUNT_RATE_LIMITED);
      }
    }
    await next();
  });
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
