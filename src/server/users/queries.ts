/** Queries on application users (db first). */
import { maybeOne, one, type Db } from '../db/client.ts';

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
  return one<UserRow>(
    db,
    `INSERT INTO users (id, email) VALUES ($1, $2)
     ON CONFLICT (id) DO UPDATE SET email = EXCLUDED.email
     RETURNING id, email, created_at AS "createdAt"`,
    [input.id, input.email],
  );
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
