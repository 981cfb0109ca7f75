/** Queries on the built-in identity tables (db first). */
import { maybeOne, one, type Db } from '../../db/client.ts';

export interface AuthUserRow {
  id: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}

export interface IdentityRow {
  id: string;
  user_id: string;
  provider: string;
  provider_id: string;
  identity_data: Record<string, unknown>;
  created_at: Date;
}

const USER_COLUMNS = 'id, email, encrypted_password, email_confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at';

export const findUserByEmail = (db: Db, email: string) => maybeOne<AuthUserRow>(db, `SELECT ${USER_COLUMNS} FROM auth_users WHERE email = $1`, [email]);

export const findUserById = (db: Db, id: string) => maybeOne<AuthUserRow>(db, `SELECT ${USER_COLUMNS} FROM auth_users WHERE id = $1`, [id]);

/** Inserts a user; returns undefined when the e-mail is taken (unique index, race-safe). */
export async function insertUser(
  db: Db,
  input: {
    email: string;
    passwordHash: string | null;
    provider: string /** Address already proven (Google, operator); default true. */;
    confirmed?: boolean;
    userMetadata?: Record<string, unknown>;
  },
): Promise<AuthUserRow | undefined> {
  return maybeOne<AuthUserRow>(
    db,
    `INSERT INTO auth_users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     VALUES ($1, $2, CASE WHEN $5::boolean THEN now() END, $3, $4)
     ON CONFLICT (email) DO NOTHING
     RETURNING ${USER_COLUMNS}`,
    [
      input.email,
      input.passwordHash,
      JSON.stringify({ provider: input.provider, providers: [input.provider] }),
      JSON.stringify(input.userMetadata ?? {}),
      input.confirmed ?? true,
    ],
  );
}

export async function addProviderToUser(db: Db, userId: string, provider: string): Promise<void> {
  await db.query(
    `UPDATE auth_users SET raw_app_meta_data = jsonb_set(raw_app_meta_data, '{providers}',
       (SELECT to_jsonb(array_agg(DISTINCT p)) FROM (
          SELECT jsonb_array_elements_text(COALESCE(raw_app_meta_data->'providers', '[]'::jsonb)) AS p UNION SELECT $2) s)),
       updated_at = now()
     WHERE id = $1`,
    [userId, provider],
  );
}

export async function insertIdentity(db: Db, input: { userId: string; provider: string; providerId: string; data: Record<string, unknown> }): Promise<void> {
  await db.query(
    `INSERT INTO auth_identities (user_id, provider, provider_id, identity_data) VALUES ($1, $2, $3, $4)
     ON CONFLICT (provider, provider_id) DO NOTHING`,
    [input.userId, input.provider, input.providerId, JSON.stringify(input.data)],
  );
}

export const findIdentity = (db: Db, provider: string, providerId: string) =>
  maybeOne<IdentityRow>(
    db,
    'SELECT id, user_id, provider, provider_id, identity_data, created_at FROM auth_identities WHERE provider = $1 AND provider_id = $2',
    [provider, providerId],
  );

export const listIdentities = (db: Db, userId: string) =>
  db.query<IdentityRow>('SELECT id, user_id, provider, provider_id, identity_data, created_at FROM auth_identities WHERE user_id = $1 ORDER BY created_at', [
    userId,
  ]);

export async function markSignedIn(db: Db, userId: string): Promise<AuthUserRow> {
  return one<AuthUserRow>(db, `UPDATE auth_users SET last_sign_in_at = now() WHERE id = $1 RETURNING ${USER_COLUMNS}`, [userId]);
}

export async function insertSession(db: Db, userId: string): Promise<string> {
  return (await one<{ id: string }>(db, 'INSERT INTO auth_sessions (user_id) VALUES ($1) RETURNING id', [userId])).id;
}

/** True when the session exists and was not revoked. */
/**
 * The account's current address when the session is live, else null. An access token carries
 * the address it was signed with; the account's own record says what it is now.
 */
export async function liveSessionEmail(db: Db, sessionId: string, userId: string): Promise<string | null> {
  const row = await maybeOne<{ email: string }>(
    db,
    'SELECT u.email FROM auth_sessions s JOIN auth_users u ON u.id = s.user_id WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL',
    [sessionId, userId],
  );
  return row?.email ?? null;
}

/**
 * The accounts that an address names: the owner of the sign-in record with this address, else
 * the application accounts that carry it and have no sign-in record of their own (an account
 * whose sign-in record has another address holds only a stale copy of this one). Case-insensitive.
 */
export async function accountIdsByEmail(db: Db, email: string): Promise<string[]> {
  const owner = await maybeOne<{ id: string }>(db, 'SELECT id FROM auth_users WHERE lower(email) = lower($1)', [email]);
  if (owner) return [owner.id];
  const rows = await db.query<{ id: string }>(
    'SELECT u.id FROM users u WHERE lower(u.email) = lower($1) AND NOT EXISTS (SELECT 1 FROM auth_users a WHERE a.id = u.id)',
    [email],
  );
  return rows.map((r) => r.id);
}

export async function sessionIsActive(db: Db, sessionId: string): Promise<boolean> {
  const row = await maybeOne<{ revoked_at: Date | null }>(db, 'SELECT revoked_at FROM auth_sessions WHERE id = $1', [sessionId]);
  return Boolean(row && !row.revoked_at);
}

export async function insertRefreshToken(db: Db, input: { hash: string; sessionId: string; parentHash: string | null }): Promise<void> {
  await db.query('INSERT INTO auth_refresh_tokens (token_hash, session_id, parent_hash) VALUES ($1, $2, $3)', [input.hash, input.sessionId, input.parentHash]);
}

export interface RefreshRow {
  token_hash: string;
  session_id: string;
  used_at: Date | null;
  revoked: boolean;
  user_id: string;
  session_revoked_at: Date | null;
  /** Seconds since used_at (null when unused), measured by the database clock. */
  used_seconds_ago: number | null;
}

export const lockRefreshToken = (db: Db, hash: string) =>
  maybeOne<RefreshRow>(
    db,
    `SELECT t.token_hash, t.session_id, t.used_at, t.revoked, s.user_id, s.revoked_at AS session_revoked_at,
            EXTRACT(EPOCH FROM (now() - t.used_at))::float8 AS used_seconds_ago
       FROM auth_refresh_tokens t JOIN auth_sessions s ON s.id = t.session_id
      WHERE t.token_hash = $1
      FOR UPDATE OF t`,
    [hash],
  );

export async function markRefreshUsed(db: Db, hash: string): Promise<void> {
  await db.query('UPDATE auth_refresh_tokens SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL', [hash]);
}

/** Reuse detected: the whole session (every token of the family) is revoked. */
export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.query('UPDATE auth_sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
  await db.query('UPDATE auth_refresh_tokens SET revoked = true WHERE session_id = $1', [sessionId]);
}

/** Sign-out: 'global' ends every session of the user, 'local' this one, 'others' all but this one. */
export async function deleteSessions(db: Db, userId: string, sessionId: string, scope: 'global' | 'local' | 'others'): Promise<void> {
  if (scope === 'local') await db.query('DELETE FROM auth_sessions WHERE id = $1', [sessionId]);
  else if (scope === 'others') await db.query('DELETE FROM auth_sessions WHERE user_id = $1 AND id <> $2', [userId, sessionId]);
  else await db.query('DELETE FROM auth_sessions WHERE user_id = $1', [userId]);
}

export interface FlowStateRow {
  id: string;
  provider: string;
  code_challenge: string;
  code_challenge_method: string;
  redirect_to: string | null;
  nonce: string | null;
  user_id: string | null;
  age_seconds: number;
}

const FLOW_COLUMNS = `id, provider, code_challenge, code_challenge_method, redirect_to, nonce, user_id,
  EXTRACT(EPOCH FROM (now() - created_at))::float8 AS age_seconds`;

export async function insertFlowState(
  db: Db,
  input: { provider: string; codeChallenge: string; codeChallengeMethod: string; redirectTo: string; nonce: string },
): Promise<string> {
  return (
    await one<{ id: string }>(
      db,
      `INSERT INTO auth_flow_states (provider, code_challenge, code_challenge_method, redirect_to, nonce)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [input.provider, input.codeChallenge, input.codeChallengeMethod, input.redirectTo, input.nonce],
    )
  ).id;
}

export const findFlowState = (db: Db, id: string) =>
  maybeOne<FlowStateRow>(db, `SELECT ${FLOW_COLUMNS} FROM auth_flow_states WHERE id = $1 AND auth_code_hash IS NULL`, [id]);

export async function attachAuthCode(db: Db, id: string, userId: string, codeHash: string): Promise<void> {
  await db.query('UPDATE auth_flow_states SET user_id = $2, auth_code_hash = $3, created_at = now() WHERE id = $1', [id, userId, codeHash]);
}

/** Takes (deletes and returns) the flow state of an auth code: codes are single-use. */
export const takeFlowStateByCode = (db: Db, codeHash: string) =>
  maybeOne<FlowStateRow>(db, `DELETE FROM auth_flow_states WHERE auth_code_hash = $1 RETURNING ${FLOW_COLUMNS}`, [codeHash]);

export async function deleteFlowState(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM auth_flow_states WHERE id = $1', [id]);
}

/** Counts one attempt in the current one-minute window; returns the count so far. */
export async function countAttempt(db: Db, key: string, windowStart: Date): Promise<number> {
  const row = await one<{ count: number }>(
    db,
    `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
     RETURNING count`,
    [key, windowStart],
  );
  return Number(row.count);
}

export async function pruneRateLimits(db: Db): Promise<void> {
  await db.query(`DELETE FROM rate_limits WHERE window_start < now() - interval '1 hour'`);
}
