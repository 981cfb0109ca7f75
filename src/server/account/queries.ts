/** Queries of the account's use-cases (deletion, data download), db first. */
import { createHash } from 'node:crypto';
import { maybeOne, type Db } from '../db/client.ts';
import { STORY_COLUMNS } from '../stories/queries.ts';
import type { StoryRow } from '../stories/story-types.ts';

/** The tombstone key of a user id: sha256 hex, so a finished deletion keeps no user id. */
export const subjectHash = (userId: string) => createHash('sha256').update(`account:${userId.toLowerCase()}`).digest('hex');

export interface DeletionRow {
  id: string;
  userId: string | null;
  storyIds: string[];
  stepsDone: string[];
  status: 'scheduled' | 'done';
}

const COLUMNS = `id, user_id AS "userId", story_ids::text[] AS "storyIds", steps_done AS "stepsDone", status`;

/** True when this user asked for deletion (running or done). */
export async function isAccountDeleted(db: Db, userId: string): Promise<boolean> {
  return Boolean(await maybeOne(db, 'SELECT 1 FROM account_deletions WHERE subject_hash = $1', [subjectHash(userId)]));
}

/** Creates the deletion of `userId` once; returns it (the existing one on a repeated request). */
export async function insertDeletion(db: Db, userId: string): Promise<DeletionRow & { created: boolean }> {
  const inserted = await maybeOne<DeletionRow>(
    db,
    `INSERT INTO account_deletions (subject_hash, user_id) VALUES ($1, $2) ON CONFLICT (subject_hash) DO NOTHING RETURNING ${COLUMNS}`,
    [subjectHash(userId), userId],
  );
  if (inserted) return { ...inserted, created: true };
  const existing = await maybeOne<DeletionRow>(db, `SELECT ${COLUMNS} FROM account_deletions WHERE subject_hash = $1`, [subjectHash(userId)]);
  return { ...existing!, created: false };
}

export const findDeletion = (db: Db, id: string) => maybeOne<DeletionRow>(db, `SELECT ${COLUMNS} FROM account_deletions WHERE id = $1`, [id]);

/** Marks a step done (memoized: a retried job skips it). */
export async function markStepDone(db: Db, id: string, step: string): Promise<void> {
  await db.query('UPDATE account_deletions SET steps_done = array_append(steps_done, $2) WHERE id = $1 AND NOT ($2 = ANY(steps_done))', [id, step]);
}

/** Marks the deletion finished and forgets whose it was: only the tombstone hash stays. */
export async function finishDeletion(db: Db, id: string): Promise<void> {
  await db.query(`UPDATE account_deletions SET status = 'done', user_id = NULL, story_ids = '{}', completed_at = now() WHERE id = $1`, [id]);
}

/** Revokes every built-in session of the user (their refresh tokens die with them; access tokens are refused). */
export async function revokeAllSessions(db: Db, userId: string): Promise<void> {
  await db.query(`UPDATE auth_refresh_tokens SET revoked = true WHERE session_id IN (SELECT id FROM auth_sessions WHERE user_id = $1)`, [userId]);
  await db.query('UPDATE auth_sessions SET revoked_at = coalesce(revoked_at, now()) WHERE user_id = $1', [userId]);
}

/** Active story-generate jobs of these stories (pg-boss keeps jobs in its own `pgboss.job` table). */
export async function storyJobsRunning(db: Db, storyIds: string[]): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'story-generate' AND state = 'active' AND data->>'storyId' = ANY($1::text[])`,
    [storyIds],
  );
  return rows[0]?.n ?? 0;
}

/** Adds the user's story ids to the deletion (their files are deleted last), then deletes the story rows. */
export async function rememberAndDeleteStories(db: Db, deletionId: string, userId: string): Promise<void> {
  await db.query(
    `UPDATE account_deletions SET story_ids = ARRAY(
       SELECT DISTINCT x FROM unnest(story_ids || ARRAY(SELECT s.id FROM stories s WHERE s.user_id = $2)) AS x)
     WHERE id = $1`,
    [deletionId, userId],
  );
  await db.query('DELETE FROM stories WHERE user_id = $1', [userId]);
}

/** The vendor ids of the user's cloned voices. */
export async function clonedVoiceIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.query<{ vendorVoiceId: string }>(
    'SELECT vendor_voice_id AS "vendorVoiceId" FROM voice_samples WHERE user_id = $1 AND vendor_voice_id IS NOT NULL',
    [userId],
  );
  return rows.map((r) => r.vendorVoiceId);
}

/** The user's customer id at this payment provider, and the ids of their subscriptions there that have not ended. */
export async function paymentAccounts(db: Db, userId: string, provider: string): Promise<{ customerId: string | null; subscriptionIds: string[] }> {
  const customer = await maybeOne<{ externalId: string }>(
    db,
    'SELECT external_id AS "externalId" FROM payment_customers WHERE user_id = $1 AND provider = $2',
    [userId, provider],
  );
  const subscriptions = await db.query<{ externalId: string }>(
    `SELECT external_id AS "externalId" FROM subscriptions WHERE user_id = $1 AND external_id IS NOT NULL AND ended_at IS NULL`,
    [userId],
  );
  return { customerId: customer?.externalId ?? null, subscriptionIds: subscriptions.map((s) => s.externalId) };
}

/**
 * Every address of the account, lower case: its own, its sign-in record's and a new address it
 * was changing to (mail with a link waits there) — but never one another account holds.
 */
export async function addressesOnlyThisAccountHolds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.query<{ email: string }>(
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
  return rows.map((r) => r.email);
}

/**
 * Deletes the account's rows (call inside a transaction): purchases are anonymised, not deleted
 * (accounting law keeps the payment: date, price, amount, currency, reference; not the payer);
 * feedback sent signed out under the parent's address goes too (another account's never does);
 * the per-account request counters ("account-<purpose>:<id>") go now rather than at the hourly
 * sweep; the users row goes last and cascades to characters, voice samples, credits, checkouts,
 * subscriptions and payment customers.
 */
export async function deleteAccountRows(tx: Db, userId: string): Promise<void> {
  const user = await maybeOne<{ email: string }>(tx, 'SELECT email FROM users WHERE id = $1 FOR UPDATE', [userId]);
  await tx.query('UPDATE purchases SET user_id = NULL, subscription_id = NULL WHERE user_id = $1', [userId]);
  await tx.query('DELETE FROM feedback WHERE user_id = $1 OR (user_id IS NULL AND $2::text IS NOT NULL AND lower(email) = lower($2))', [
    userId,
    user?.email ?? null,
  ]);
  await tx.query("DELETE FROM rate_limits WHERE key LIKE 'account-%' AND right(key, length($1) + 1) = ':' || $1", [userId]);
  await tx.query('DELETE FROM users WHERE id = $1', [userId]);
}

/** One page of a story as the data download writes it. */
export interface ChunkExport {
  position: number;
  content: string;
  imageKey: string | null;
  audioKey: string | null;
  audioDurationSeconds: number | null;
  timings: unknown;
}

/** A character as the data download writes it (its photo key, look from the photo and the parent's edits). */
export interface CharacterExport {
  id: number;
  name: string;
  kind: string;
  gender: string | null;
  age: number | null;
  description: string | null;
  photoKey: string | null;
  palette: unknown;
  photoLook: unknown;
  lookEdits: unknown;
  boundaries: unknown;
  createdAt: Date;
}

/** A voice sample as the data download writes it, with the consent given for it. */
export interface VoiceSampleExport {
  id: number;
  name: string;
  language: string;
  audioKey: string;
  durationSeconds: number;
  consentVersion: string | null;
  consentGivenAt: Date | null;
  consentLocale: string | null;
  consentText: string | null;
  createdAt: Date;
}

/** What the data download reads of one account, each list oldest first. */
export const exportQueries = {
  user: (db: Db, userId: string) =>
    maybeOne<{ email: string; createdAt: Date }>(db, 'SELECT email, created_at AS "createdAt" FROM users WHERE id = $1', [userId]),
  stories: (db: Db, userId: string) => db.query<StoryRow>(`SELECT ${STORY_COLUMNS} FROM stories WHERE user_id = $1 ORDER BY created_at, id`, [userId]),
  chunks: (db: Db, storyId: string) =>
    db.query<ChunkExport>(
      `SELECT position, content, image_key AS "imageKey", audio_key AS "audioKey", audio_duration_seconds AS "audioDurationSeconds", timings
         FROM story_chunks WHERE story_id = $1 ORDER BY position`,
      [storyId],
    ),
  characters: (db: Db, userId: string) =>
    db.query<CharacterExport>(
      `SELECT id, name, kind, gender, age, description, photo_key AS "photoKey", palette, photo_look AS "photoLook", look_edits AS "lookEdits", boundaries, created_at AS "createdAt" FROM characters WHERE user_id = $1 ORDER BY id`,
      [userId],
    ),
  voiceSamples: (db: Db, userId: string) =>
    db.query<VoiceSampleExport>(
      `SELECT id, name, language, audio_key AS "audioKey", duration_seconds AS "durationSeconds", consent_version AS "consentVersion",
              consent_given_at AS "consentGivenAt", consent_locale AS "consentLocale", consent_text AS "consentText", created_at AS "createdAt" FROM voice_samples WHERE user_id = $1 ORDER BY id`,
      [userId],
    ),
  purchases: (db: Db, userId: string) =>
    db.query(
      `SELECT p.id, p.purchased_at AS "purchasedAt", p.price_id AS "priceId", pr.friendly_name AS "plan", p.amount AS "amountCents", p.currency, p.origin
         FROM purchases p JOIN prices pr ON pr.id = p.price_id WHERE p.user_id = $1 ORDER BY p.purchased_at`,
      [userId],
    ),
  creditGrants: (db: Db, userId: string) =>
    db.query(
      `SELECT g.resource, g.quantity, g.source, g.period_start AS "periodStart", g.expires_at AS "expiresAt",
              (SELECT count(*) FROM credit_spends s WHERE s.grant_id = g.id AND s.status <> 'released')::int AS used
         FROM credit_grants g WHERE g.user_id = $1 ORDER BY g.period_start`,
      [userId],
    ),
  creditAdjustments: (db: Db, userId: string) =>
    db.query(`SELECT reason, quantity_removed AS "quantityRemoved", created_at AS "createdAt" FROM credit_adjustments WHERE user_id = $1 ORDER BY created_at`, [
      userId,
    ]),
};
