/** Queries on account deletions, db first. */
import { createHash } from 'node:crypto';
import { maybeOne, type Db } from '../db/client.ts';

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
