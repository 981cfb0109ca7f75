/**
 * Fixed one-minute windows per purpose and client IP (DESIGN §4: sign-in and sign-up are
 * rate-limited). Kept in the database so every web node counts together. IPs are stored hashed.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { countAttempt, pruneRateLimits } from './queries.ts';

export interface RateLimiter {
  /** Counts one attempt; true when it is over the limit. */
  exceeded(purpose: 'signin' | 'signup', ip: string): Promise<boolean>;
}

/** `perMinute` 0 turns limiting off. */
export function createRateLimiter(db: Db, perMinute: number): RateLimiter {
  let calls = 0;
  return {
    async exceeded(purpose, ip) {
      if (perMinute <= 0) return false;
      const now = Date.now();
      const windowStart = new Date(now - (now % 60_000));
      const key = `${purpose}:${createHash('sha256').update(ip).digest('base64url').slice(0, 22)}`;
      const count = await countAttempt(db, key, windowStart);
      if (++calls % 200 === 0) void pruneRateLimits(db).catch(() => {});
      return count > perMinute;
    },
  };
}
