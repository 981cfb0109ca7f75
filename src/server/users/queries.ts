/** Queries on application users (db first). */
import { maybeOne, type Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { isAccountDeleted, subjectHash } from '../account/queries.ts';

export interface UserRow {
  id: string;
  email: string;
  createdAt: Date;
}

/**
 * Creates the user on first sight, refreshes the e-mail when it changed. Runs on every
 * authenticated request, so the common case is one read and no write.
 */
export async function upsertUser(db: Db, input: { id: string; email: string }): Promise<UserRow> {
  const existing = await maybeOne<UserRow>(db, 'SELECT id, email, created_at AS "createdAt" FROM users WHERE id = $1', [input.id]);
  if (existing && existing.email === input.email) return existing;
  // A request that started before its account was deleted never brings the account back.
  const row = await maybeOne<UserRow>(
    db,
    `INSERT INTO users (id, email) SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM account_deletions WHERE subject_hash = $3)
     ON CONFLICT (id) DO UPDATE SET email = EXCLUDED.email
     RETURNING id, email, created_at AS "createdAt"`,
    [input.id, input.email, subjectHash(input.id)],
  );
  if (!row) throw new AppError('unauthorized', ACCOUNT_DELETED);
  return row;
}

/** What a deleted (or being deleted) account's requests are told. */
export const ACCOUNT_DELETED = 'This account has been deleted.';

/**
 * Refuses work for an account whose deletion was asked for. Call under lockUser: the deletion's
 * story step takes the same lock, so a story is either committed before it (and deleted with the
 * account) or refused here.
 * @throws AppError unauthorized
 */
export async function refuseDeletedAccount(tx: Db, userId: string): Promise<void> {
  if (await isAccountDeleted(tx, userId)) throw new AppError('unauthorized', ACCOUNT_DELETED);
}

/** Marks a login (POST /v1/auth/login). */
export async function touchLogin(db: Db, userId: string): Promise<void> {
  await db.query('UPDATE users SET last_login_at = now() WHERE id = $1', [userId]);
}

/**
 * Locks the user's row until the transaction ends: serializes credit reservations and capacity
 * checks of one user. Take it before writing rows that reference the user (they take key-share
 * locks on it, and two transactions upgrading those later deadlock on Postgres).
 */
export async function lockUser(tx: Db, userId: string): Promise<void> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
}
