/**
 * The account-delete job: deletes one account everywhere, in memoized steps, so a
 * retry (or a restart after the process was killed) resumes where it stopped and never repeats
 * a finished step. Every step is also idempotent on its own (a step that ran but was not yet
 * marked does nothing harmful when run again).
 *
 * Steps, in order:
 *  1. sessions  every built-in session and refresh token revoked (the request did it already).
 *  2. stories   story ids remembered, then the story rows deleted: a story job in progress sees
 *               its story gone and stops (and the rows of chunks and exports go with them).
 *  3. voices    every cloned voice deleted at the vendor (ElevenLabs DELETE /v1/voices/{id}).
 *  4. payments  subscriptions cancelled and the customer deleted at the payment provider.
 *  5. rows      purchases anonymised (kept for accounting law), messages deleted, and the users
 *               row deleted, which cascades to characters, voice samples, credits, checkouts,
 *               subscriptions and payment customers.
 *  6. identity  built-in identity rows deleted, or the hosted Supabase user deleted.
 *  7. files     every stored object under the user's prefixes and their stories' prefixes, once
 *               no story job of theirs is still running.
 * Then the deletion row forgets the user id and story ids; only the tombstone hash stays.
 */
import type { Db } from '../db/client.ts';
import { maybeOne } from '../db/client.ts';
import { createPayments } from '../providers/payments/index.ts';
import type { Runtime } from '../runtime.ts';
import { storyPrefix, userPrefixes } from '../storage/keys.ts';
import { findDeletion, markStepDone, type DeletionRow } from './queries.ts';
import { lockUser } from '../users/queries.ts';

export const DELETION_STEPS = ['sessions', 'stories', 'voices', 'payments', 'rows', 'identity', 'files'] as const;
export type DeletionStep = (typeof DELETION_STEPS)[number];

/** Revokes every built-in session of the user (their refresh tokens die with them; access tokens are refused). */
export async function revokeAllSessions(db: Db, userId: string): Promise<void> {
  await db.query(`UPDATE auth_refresh_tokens SET revoked = true WHERE session_id IN (SELECT id FROM auth_sessions WHERE user_id = $1)`, [userId]);
  await db.query('UPDATE auth_sessions SET revoked_at = coalesce(revoked_at, now()) WHERE user_id = $1', [userId]);
}

/** Active story-generate jobs of these stories (pg-boss keeps jobs in its own `pgboss.job` table). */
async function storyJobsRunning(db: Db, storyIds: string[]): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'story-generate' AND state = 'active' AND data->>'storyId' = ANY($1::text[])`,
    [storyIds],
  );
  return rows[0]?.n ?? 0;
}

type StepRunner = (runtime: Runtime, deletion: DeletionRow & { userId: string }) => Promise<void>;

const STEPS: Record<DeletionStep, StepRunner> = {
  async sessions({ db }, { userId }) {
    await revokeAllSessions(db, userId);
  },

  async stories({ db }, { id, userId }) {
    await db.transaction(async (tx) => {
      // Under the parent's lock, like a story's creation: a creation in flight either commits
      // first (and its story is seen here) or finds the deletion and is refused.
      await lockUser(tx, userId);
      await tx.query(
        `UPDATE account_deletions SET story_ids = ARRAY(
           SELECT DISTINCT x FROM unnest(story_ids || ARRAY(SELECT s.id FROM stories s WHERE s.user_id = $2)) AS x)
         WHERE id = $1`,
        [id, userId],
      );
      await tx.query('DELETE FROM stories WHERE user_id = $1', [userId]);
    });
  },

  async voices(runtime, { userId }) {
    const cloned = await runtime.db.query<{ vendorVoiceId: string }>(
      'SELECT vendor_voice_id AS "vendorVoiceId" FROM voice_samples WHERE user_id = $1 AND vendor_voice_id IS NOT NULL',
      [userId],
    );
    if (!cloned.length) return;
    const { narrator } = await runtime.providers();
    if (!narrator.deleteVoice) throw new Error('the configured narrator cannot delete cloned voices; configure the vendor that made them');
    for (const voice of cloned) await narrator.deleteVoice(voice.vendorVoiceId);
  },

  async payments(runtime, { userId }) {
    const payments = createPayments(runtime.config);
    const customer = await maybeOne<{ externalId: string }>(
      runtime.db,
      'SELECT external_id AS "externalId" FROM payment_customers WHERE user_id = $1 AND provider = $2',
      [userId, payments.name],
    );
    const subscriptions = await runtime.db.query<{ externalId: string }>(
      `SELECT external_id AS "externalId" FROM subscriptions WHERE user_id = $1 AND external_id IS NOT NULL AND ended_at IS NULL`,
      [userId],
    );
    await payments.deleteCustomer({ customerId: customer?.externalId ?? null, subscriptionIds: subscriptions.map((s) => s.externalId) });
  },

  async rows({ db, mailer }, { userId }) {
    // The outbox's copies of mail to this parent (embedded mode) go first: after this step the
    // address is gone, and a retry of this step finds the row again.
    // Every address of the account is forgotten: its own, its sign-in record's and a new address
    // it was changing to (mail with a link waits there) — but never one another account holds.
    const addresses = await db.query<{ email: string }>(
      `SELECT DISTINCT lower(a.email) AS email FROM (
         SELECT email FROM users WHERE id = $1
         UNION ALL SELECT relates_to FROM auth_one_time_tokens WHERE user_id = $1
         UNION ALL SELECT email FROM auth_users WHERE id = $1
       ) a
       WHERE a.email IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM users o WHERE o.id <> $1 AND lower(o.email) = lower(a.email))
         AND NOT EXISTS (SELECT 1 FROM auth_users o WHERE o.id <> $1 AND lower(o.email) = lower(a.email))`,
      [userId],
    );
    for (const { email } of addresses) await mailer.forgetRecipient(email);
    await db.transaction(async (tx) => {
      const user = await maybeOne<{ email: string }>(tx, 'SELECT email FROM users WHERE id = $1 FOR UPDATE', [userId]);
      // Accounting law keeps the payment (date, price, amount, currency, reference), not the payer.
      await tx.query('UPDATE purchases SET user_id = NULL, subscription_id = NULL WHERE user_id = $1', [userId]);
      // Feedback sent signed out under the parent's address goes too; another account's never does.
      await tx.query('DELETE FROM feedback WHERE user_id = $1 OR (user_id IS NULL AND $2::text IS NOT NULL AND lower(email) = lower($2))', [
        userId,
        user?.email ?? null,
      ]);
      // The per-account request counters are keyed by the account's id ("account-<purpose>:<id>"):
      // they go with the account rather than waiting for the hourly sweep.
      await tx.query("DELETE FROM rate_limits WHERE key LIKE 'account-%' AND right(key, length($1) + 1) = ':' || $1", [userId]);
      await tx.query('DELETE FROM users WHERE id = $1', [userId]);
    });
  },

  async identity(runtime, { userId }) {
    await runtime.identity.deleteSignIn(userId);
  },

  async files({ db, storage }, { userId, storyIds }) {
    // A story job still running could write a page after its folder is gone: wait for it to end
    // (it stops when it finds its story deleted), up to a minute, else retry the step later.
    const deadline = Date.now() + 60_000;
    while (storyIds.length && (await storyJobsRunning(db, storyIds)) > 0) {
      if (Date.now() > deadline) throw new Error('story jobs of the deleted account are still running; files deleted on retry');
      await new Promise((r) => setTimeout(r, 500));
    }
    for (const prefix of [...userPrefixes(userId), ...storyIds.map(storyPrefix)]) await storage.deletePrefix(prefix);
  },
};

/**
 * Runs (or resumes) one deletion. Throws on a failed step, so pg-boss retries the job; the
 * steps already done are skipped on the retry.
 */
export async function deleteAccount(runtime: Runtime, deletionId: string): Promise<void> {
  let deletion = await findDeletion(runtime.db, deletionId);
  if (!deletion || deletion.status === 'done' || !deletion.userId) return;
  for (const step of DELETION_STEPS) {
    if (deletion.stepsDone.includes(step)) continue;
    await STEPS[step](runtime, deletion as DeletionRow & { userId: string });
    await markStepDone(runtime.db, deletionId, step);
    deletion = (await findDeletion(runtime.db, deletionId))!;
  }
  await runtime.db.query(`UPDATE account_deletions SET status = 'done', user_id = NULL, story_ids = '{}', completed_at = now() WHERE id = $1`, [deletionId]);
  runtime.log.info({ deletionId }, 'account deleted');
}
