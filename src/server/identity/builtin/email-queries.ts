/** Queries on the one-time e-mail tokens and the account changes they confirm (db first). */
import { maybeOne, type Db } from '../../db/client.ts';

export type OneTimeTokenType = 'confirmation' | 'recovery' | 'email_change';

export interface OneTimeTokenRow {
  user_id: string;
  token_type: OneTimeTokenType;
  relates_to: string;
  code_challenge: string | null;
  code_challenge_method: string | null;
  redirect_to: string | null;
  /** Seconds since the token was issued, by the database clock. */
  age_seconds: number;
}

/** Stores the user's token of this type, replacing an older one (its link stops working). */
export async function putOneTimeToken(
  db: Db,
  input: { userId: string; type: OneTimeTokenType; hash: string; relatesTo: string; codeChallenge?: string; codeChallengeMethod?: string; redirectTo: string },
): Promise<void> {
  await db.query(
    `INSERT INTO auth_one_time_tokens (user_id, token_type, token_hash, relates_to, code_challenge, code_challenge_method, redirect_to)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (user_id, token_type) DO UPDATE SET token_hash = EXCLUDED.token_hash, relates_to = EXCLUDED.relates_to,
       code_challenge = EXCLUDED.code_challenge, code_challenge_method = EXCLUDED.code_challenge_method,
       redirect_to = EXCLUDED.redirect_to, created_at = now()`,
    [input.userId, input.type, input.hash, input.relatesTo, input.codeChallenge ?? null, input.codeChallengeMethod ?? null, input.redirectTo],
  );
}

/** Takes (deletes and returns) a token: links are single-use. */
export const takeOneTimeToken = (db: Db, hash: string, types: OneTimeTokenType[]) =>
  maybeOne<OneTimeTokenRow>(
    db,
    `DELETE FROM auth_one_time_tokens WHERE token_hash = $1 AND token_type = ANY($2::text[])
     RETURNING user_id, token_type, relates_to, code_challenge, code_challenge_method, redirect_to,
               EXTRACT(EPOCH FROM (now() - created_at))::float8 AS age_seconds`,
    [hash, types],
  );

/** Reads a token without taking it (a link is judged before it is used up). */
export const peekOneTimeToken = (db: Db, hash: string, types: OneTimeTokenType[]) =>
  maybeOne<OneTimeTokenRow>(
    db,
    `SELECT user_id, token_type, relates_to, code_challenge, code_challenge_method, redirect_to,
            EXTRACT(EPOCH FROM (now() - created_at))::float8 AS age_seconds
       FROM auth_one_time_tokens WHERE token_hash = $1 AND token_type = ANY($2::text[])`,
    [hash, types],
  );

/** The pending token of a user and type, if any (for /resend). */
export const findOneTimeToken = (db: Db, userId: string, type: OneTimeTokenType) =>
  maybeOne<OneTimeTokenRow>(
    db,
    `SELECT user_id, token_type, relates_to, code_challenge, code_challenge_method, redirect_to,
            EXTRACT(EPOCH FROM (now() - created_at))::float8 AS age_seconds
       FROM auth_one_time_tokens WHERE user_id = $1 AND token_type = $2`,
    [userId, type],
  );

export async function confirmEmail(db: Db, userId: string): Promise<void> {
  await db.query(
    `UPDATE auth_users SET email_confirmed_at = COALESCE(email_confirmed_at, now()),
       raw_user_meta_data = raw_user_meta_data || '{"email_verified": true}'::jsonb, updated_at = now()
     WHERE id = $1`,
    [userId],
  );
  await db.query(`UPDATE auth_identities SET identity_data = identity_data || '{"email_verified": true}'::jsonb WHERE user_id = $1 AND provider = 'email'`, [
    userId,
  ]);
}

/** Sets a new confirmed address; false when another account has it (unique index). */
export async function changeEmail(db: Db, userId: string, email: string): Promise<boolean> {
  const taken = await maybeOne(db, 'SELECT id FROM auth_users WHERE email = $1 AND id <> $2', [email, userId]);
  if (taken) return false;
  await db.query(
    `UPDATE auth_users SET email = $2, email_confirmed_at = now(),
       raw_user_meta_data = raw_user_meta_data || jsonb_build_object('email', $2::text, 'email_verified', true), updated_at = now()
     WHERE id = $1`,
    [userId, email],
  );
  await db.query(
    `UPDATE auth_identities SET identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true)
     WHERE user_id = $1 AND provider = 'email'`,
    [userId, email],
  );
  await db.query('UPDATE users SET email = $2 WHERE id = $1', [userId, email]);
  return true;
}

export async function setPasswordHash(db: Db, userId: string, hash: string): Promise<void> {
  await db.query('UPDATE auth_users SET encrypted_password = $2, updated_at = now() WHERE id = $1', [userId, hash]);
}

export async function mergeUserMetadata(db: Db, userId: string, data: Record<string, unknown>): Promise<void> {
  await db.query('UPDATE auth_users SET raw_user_meta_data = raw_user_meta_data || $2::jsonb, updated_at = now() WHERE id = $1', [
    userId,
    JSON.stringify(data),
  ]);
}

/** A PKCE flow state that already carries its user and auth code (e-mail links). */
export async function insertCodeFlowState(
  db: Db,
  input: { provider: string; codeChallenge: string; codeChallengeMethod: string; redirectTo: string; userId: string; codeHash: string },
): Promise<void> {
  await db.query(
    `INSERT INTO auth_flow_states (provider, code_challenge, code_challenge_method, redirect_to, user_id, auth_code_hash)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [input.provider, input.codeChallenge, input.codeChallengeMethod, input.redirectTo, input.userId, input.codeHash],
  );
}

/** Ends every session of the user except `keepSessionId` (after a password or e-mail change). */
export async function revokeOtherSessions(db: Db, userId: string, keepSessionId: string | null): Promise<void> {
  await db.query('DELETE FROM auth_sessions WHERE user_id = $1 AND ($2::uuid IS NULL OR id <> $2::uuid)', [userId, keepSessionId]);
}

/** Forgets the user's outstanding password-reset link (after a password change it would undo it). */
export async function forgetRecoveryLinks(db: Db, userId: string): Promise<void> {
  await db.query(`DELETE FROM auth_one_time_tokens WHERE user_id = $1 AND token_type = 'recovery'`, [userId]);
}
