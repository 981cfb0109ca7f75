/** Queries on application users (db first, STYLE §8). */
import { one, type Db } from '../db/client.ts';

export interface UserRow {
  id: string;
  email: string;
  createdAt: Date;
}

/** Creates the user on first sight, refreshes the e-mail otherwise. */
export async function upsertUser(db: Db, input: { id: string; email: string }): Promise<UserRow> {
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
