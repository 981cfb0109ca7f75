/**
 * Fixed one-minute windows per purpose and client IP (sign-in and sign-up are
 * rate-limited). Kept in the database so every web node counts together. IPs are stored hashed.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { countAttempt, pruneRateLimits } from './queries.ts';

export interface RateLimiter {
  /** Counts one attempt; true when it is over the limit. */
  exceeded(purpose: 'signin' | 'signup' | 'email', ip: string): Promise<boolean>;
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

export interface EmailRateLimiter {
  /**
   * Counts one e-mail for `address` in the current one-hour window; true when it is over the
   * limit. Counted whether or not the address has an account, so a refusal reveals nothing about
   * it. (Per client IP, the e-mail endpoints share the per-minute limiter's 'email' purpose.)
   */
  exceeded(address: string): Promise<boolean>;
}

/** Hourly limit per address on e-mail-sending endpoints; `perHour` 0 turns it off. */
export function createEmailRateLimiter(db: Db, perHour: number): EmailRateLimiter {
  return {
    async exceeded(address) {
      if (perHour <= 0) return false;
      const now = Date.now();
      const windowStart = new Date(now - (now % 3_600_000));
      const key = `mail:${createHash('sha256').update(address.toLowerCase()).digest('base64url').slice(0, 22)}`;
      return (await countAttempt(db, key, windowStart)) > perHour;
    },
  };
}
