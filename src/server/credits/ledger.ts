/**
 * The credit ledger for consumable resources.
 *
 * - A grant adds `quantity` credits of a resource for a period, with an optional expiry:
 *   the free monthly allowance (created on demand per calendar month), subscription periods,
 *   bundles (expire after a year), gift codes.
 * - A spend holds one credit of one grant for a story; it becomes `consumed` when the story
 *   completes or `released` (given back) when it fails. remaining = quantity - held - consumed.
 * - A reservation spends the grant that expires first, under a per-user row lock, so two
 *   concurrent creations with one credit left create one story.
 */
import type { Config } from '../config.ts';
import { maybeOne, type Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { lockUser } from '../users/queries.ts';

export const STORY_LIMIT_MESSAGE = 'You have reached your limit of personalized stories. Please buy more credits to create more stories.';

/** First instant of the calendar month (UTC) containing `now`. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** First instant of the next calendar month (UTC). */
export function nextMonthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** Creates this month's free allowance grant once (idempotent). */
export async function ensureMonthlyAllowance(db: Db, config: Pick<Config, 'FREE_STORIES_PER_MONTH'>, userId: string, now = new Date()): Promise<void> {
  if (config.FREE_STORIES_PER_MONTH <= 0) return;
  await db.query(
    `INSERT INTO credit_grants (user_id, resource, quantity, source, period_start, expires_at)
     VALUES ($1, 'STORY_GENERATION', $2, 'monthly_allowance', $3, $4)
     ON CONFLICT (user_id, resource, period_start) WHERE source = 'monthly_allowance' DO NOTHING`,
    [userId, config.FREE_STORIES_PER_MONTH, monthStart(now), nextMonthStart(now)],
  );
}

export interface CreditBalance {
  /** Credits of live grants (sum of quantities). */
  initial: number;
  /** Held or consumed from live grants. */
  used: number;
  remaining: number;
}

/** Story credits of the user's live (unexpired, already started) grants. */
export async function storyCreditBalance(db: Db, config: Pick<Config, 'FREE_STORIES_PER_MONTH'>, userId: string, now = new Date()): Promise<CreditBalance> {
  await ensureMonthlyAllowance(db, config, userId, now);
  const row = await maybeOne<{ initial: number; used: number }>(
    db,
    `SELECT coalesce(sum(g.quantity), 0)::int AS initial,
            coalesce(sum((SELECT count(*) FROM credit_spends s WHERE s.grant_id = g.id AND s.status <> 'released')), 0)::int AS used
       FROM credit_grants g
      WHERE g.user_id = $1 AND g.resource = 'STORY_GENERATION'
        AND g.period_start <= $2 AND (g.expires_at IS NULL OR g.expires_at > $2)`,
    [userId, now],
  );
  const initial = row?.initial ?? 0;
  const used = row?.used ?? 0;
  return { initial, used, remaining: Math.max(0, initial - used) };
}

/**
 * Holds one story credit for `storyId` inside the caller's transaction. Throws
 * AppError('quota_exceeded') with STORY_LIMIT_MESSAGE when none is left.
 */
export async function reserveStoryCredit(
  tx: Db,
  config: Pick<Config, 'FREE_STORIES_PER_MONTH'>,
  userId: string,
  storyId: string,
  now = new Date(),
): Promise<string> {
  await lockUser(tx, userId);
  await ensureMonthlyAllowance(tx, config, userId, now);
  const grant = await maybeOne<{ id: string }>(
    tx,
    `SELECT g.id
       FROM credit_grants g
      WHERE g.user_id = $1 AND g.resource = 'STORY_GENERATION'
        AND g.period_start <= $2 AND (g.expires_at IS NULL OR g.expires_at > $2)
        AND g.quantity > (SELECT count(*) FROM credit_spends s WHERE s.grant_id = g.id AND s.status <> 'released')
      ORDER BY g.expires_at ASC NULLS LAST, g.created_at ASC
      LIMIT 1`,
    [userId, now],
  );
  if (!grant) throw new AppError('quota_exceeded', STORY_LIMIT_MESSAGE);
  const spend = await maybeOne<{ id: string }>(tx, `INSERT INTO credit_spends (grant_id, user_id, story_id, status) VALUES ($1, $2, $3, 'held') RETURNING id`, [
    grant.id,
    userId,
    storyId,
  ]);
  return spend!.id;
}

/** A completed story consumes its held credit (idempotent). */
export async function consumeStoryCredit(db: Db, storyId: string): Promise<void> {
  await db.query(`UPDATE credit_spends SET status = 'consumed', updated_at = now() WHERE story_id = $1 AND status = 'held'`, [storyId]);
}

/**
 * Settles the credit of a story the parent deletes before it is finished (call in the deleting
 * transaction). The credit is given back only when nothing of the story was delivered: a story
 * serves each page (its text, then picture and narration) as soon as that page is stored, so
 * once any page exists the parent has received part of the story and the credit is spent.
 * @returns true when the credit was given back.
 */
export async function settleDeletedStoryCredit(tx: Db, storyId: string): Promise<boolean> {
  // The story's row lock keeps a page from being stored between this look and the deletion.
  await tx.query('SELECT id FROM stories WHERE id = $1 FOR UPDATE', [storyId]);
  const delivered = await maybeOne(tx, 'SELECT 1 FROM story_chunks WHERE story_id = $1 LIMIT 1', [storyId]);
  if (delivered) {
    await consumeStoryCredit(tx, storyId);
    return false;
  }
  await releaseStoryCredit(tx, storyId);
  return true;
}

/** A failed story gives its held credit back (idempotent; a consumed credit stays consumed). */
export async function releaseStoryCredit(db: Db, storyId: string): Promise<void> {
  await db.query(`UPDATE credit_spends SET status = 'released', updated_at = now() WHERE story_id = $1 AND status = 'held'`, [storyId]);
}
