/**
 * The built-in identity service (DESIGN §4): what Supabase Auth does for this product, on our own
 * database. Sign-up, password and PKCE sign-in, refresh-token rotation with reuse detection,
 * sign-out, Google sign-in, and verification of the access tokens it signs. The HTTP shapes
 * live in routes/auth-v1.ts; this module speaks in rows and GoTrue errors.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Logger } from '../../log.ts';
import type { VerifiedToken } from '../types.ts';
import { errors, GoTrueError } from './gotrue-error.ts';
import { createGoogleClient, GoogleSignInError, type GoogleClient } from './google.ts';
import { checkPasswordStrength, hashPassword, verifyPassword } from './passwords.ts';
import * as q from './queries.ts';
import { createTokenService, TokenError, type AccessClaims, type TokenService } from './tokens.ts';

/** A PKCE flow (authorize → callback → code exchange) must finish within this many seconds. */
const FLOW_STATE_TTL_SECONDS = 600;
/** An auth code handed back to the browser is good for this many seconds. */
const AUTH_CODE_TTL_SECONDS = 300;

/** Supabase's user JSON (the parts supabase-js and our pages read). */
export interface GoTrueUser {
  id: string;
  aud: string;
  role: string;
  email: string;
  email_confirmed_at: string | null;
  phone: string;
  confirmed_at: string | null;
  last_sign_in_at: string | null;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  identities: object[];
  created_at: string;
  updated_at: string;
  is_anonymous: boolean;
}

/** Supabase's session JSON (DESIGN §4). */
export interface GoTrueSession {
  access_token: string;
  token_type: 'bearer';
  /** Seconds. */
  expires_in: number;
  /** Epoch seconds. */
  expires_at: number;
  refresh_token: string;
  user: GoTrueUser;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const randomToken = () => randomBytes(32).toString('base64url');
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface BuiltinIdentity {
  tokens: TokenService;
  googleEnabled: boolean;
  signUp(input: { email?: unknown; password?: unknown; data?: unknown }): Promise<GoTrueUser>;
  signInWithPassword(input: { email?: unknown; password?: unknown }): Promise<GoTrueSession>;
  refresh(refreshToken: unknown): Promise<GoTrueSession>;
  exchangeAuthCode(input: { authCode?: unknown; codeVerifier?: unknown }): Promise<GoTrueSession>;
  /** GET /user: the token's user, or GoTrue errors (no_authorization, bad_jwt, session_not_found). */
  userForToken(token: string | null): Promise<GoTrueUser>;
  logout(token: string | null, scope: string | undefined): Promise<void>;
  /** GET /authorize: returns the URL to redirect the browser to. */
  startOAuth(input: { provider?: string; redirectTo?: string; codeChallenge?: string; codeChallengeMethod?: string }): Promise<string>;
  /** GET /callback: returns where to send the browser (redirect_to with ?code= or ?error=). */
  finishOAuth(input: { code?: string; state?: string; error?: string; errorDescription?: string }): Promise<string>;
  /** For /v1 routes: AppError('unauthorized') when missing, expired, tampered, foreign or signed out. */
  verifyAccessToken(token: string): Promise<VerifiedToken>;
  /** Safe redirect target for OAuth: our own origin only, else /login. */
  safeRedirect(target: string | undefined): string;
}

export async function createBuiltinIdentity(deps: { config: Config; db: Db; log: Logger }): Promise<BuiltinIdentity> {
  const { config, db, log } = deps;
  const issuer = `${config.publicUrl}/auth/v1`;
  const tokens = await createTokenService(db, { issuer: config.authIssuer, ttlSeconds: config.AUTH_ACCESS_TOKEN_TTL_SECONDS });
  const google: GoogleClient | null =
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? createGoogleClient({ clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET, issuer: config.GOOGLE_ISSUER, redirectUri: `${issuer}/callback` })
      : null;
  const graceSeconds = config.AUTH_REFRESH_REUSE_GRACE_SECONDS;

  async function userJson(row: q.AuthUserRow): Promise<GoTrueUser> {
    const identities = await q.listIdentities(db, row.id);
    return {
      id: row.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: row.email,
      email_confirmed_at: iso(row.email_confirmed_at),
      phone: '',
      confirmed_at: iso(row.email_confirmed_at),
      last_sign_in_at: iso(row.last_sign_in_at),
      app_metadata: row.raw_app_meta_data,
      user_metadata: row.raw_user_meta_data,
      identities: identities.map((i) => ({
        identity_id: i.id,
        id: i.provider_id,
        user_id: i.user_id,
        identity_data: i.identity_data,
        provider: i.provider,
        email: row.email,
        created_at: iso(i.created_at),
        updated_at: iso(i.created_at),
        last_sign_in_at: iso(row.last_sign_in_at),
      })),
      created_at: iso(row.created_at)!,
      updated_at: iso(row.updated_at)!,
      is_anonymous: false,
    };
  }

  async function sessionJson(row: q.AuthUserRow, sessionId: string, refreshToken: string, method: string): Promise<GoTrueSession> {
    const signed = await tokens.sign({
      userId: row.id,
      email: row.email,
      sessionId,
      method,
      appMetadata: row.raw_app_meta_data,
      userMetadata: row.raw_user_meta_data,
    });
    return {
      access_token: signed.token,
      token_type: 'bearer',
      expires_in: signed.expiresIn,
      expires_at: signed.expiresAt,
      refresh_token: refreshToken,
      user: await userJson(row),
    };
  }

  /** A new session with its first refresh token. */
  async function startSession(userId: string, method: string): Promise<GoTrueSession> {
    const refreshToken = randomToken();
    const { row, sessionId } = await db.transaction(async (tx) => {
      const sessionId = await q.insertSession(tx, userId);
      await q.insertRefreshToken(tx, { hash: sha256(refreshToken), sessionId, parentHash: null });
      return { row: await q.markSignedIn(tx, userId), sessionId };
    });
    return sessionJson(row, sessionId, refreshToken, method);
  }

  async function claimsFor(token: string | null): Promise<AccessClaims> {
    if (!token) throw errors.noAuthorization();
    try {
      return await tokens.verify(token);
    } catch (error) {
      if (error instanceof TokenError) throw errors.badJwt(error.fault === 'expired' ? 'token is expired' : error.message);
      throw error;
    }
  }

  function safeRedirect(target: string | undefined): string {
    const fallback = `${config.publicUrl}/login`;
    if (!target) return fallback;
    try {
      const url = new URL(target, config.publicUrl);
      return url.origin === new URL(config.publicUrl).origin ? url.toString() : fallback;
    } catch {
      return fallback;
    }
  }

  function withParams(target: string, params: Record<string, string>): string {
    const url = new URL(target);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return url.toString();
  }

  return {
    tokens,
    googleEnabled: Boolean(google),
    safeRedirect,

    async signUp(input) {
      const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
      const password = typeof input.password === 'string' ? input.password : '';
      if (!email) throw new GoTrueError(400, 'validation_failed', 'To signup, please provide your email');
      if (!EMAIL_RE.test(email) || email.length > 254) throw new GoTrueError(400, 'validation_failed', 'Unable to validate email address: invalid format');
      if (!password) throw new GoTrueError(422, 'validation_failed', 'Signup requires a valid password');
      const weak = checkPasswordStrength(password, email);
      if (weak) throw new GoTrueError(422, 'weak_password', weak.message, { weak_password: { reasons: weak.reasons } });
      if (await q.findUserByEmail(db, email)) throw errors.userExists();
      const metadata = input.data && typeof input.data === 'object' && !Array.isArray(input.data) ? (input.data as Record<string, unknown>) : {};
      const passwordHash = await hashPassword(password);
      const row = await db.transaction(async (tx) => {
        const created = await q.insertUser(tx, { email, passwordHash, provider: 'email', userMetadata: { ...metadata, email, email_verified: true } });
        if (!created) throw errors.userExists();
        await q.insertIdentity(tx, { userId: created.id, provider: 'email', providerId: created.id, data: { sub: created.id, email, email_verified: true } });
        return created;
      });
      // No session on sign-up: the product sends new accounts to /login (SPEC §2 /signup), like a
      // Supabase project with e-mail confirmation; the address counts as confirmed (no mail offline).
      return userJson(row);
    },

    async signInWithPassword(input) {
      const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
      const password = typeof input.password === 'string' ? input.password : '';
      if (!email || !password) throw new GoTrueError(400, 'validation_failed', 'You must provide either an email or phone number and a password');
      const row = await q.findUserByEmail(db, email);
      const ok = await verifyPassword(row?.encrypted_password ?? null, password);
      if (!row || !ok) throw errors.invalidCredentials();
      return startSession(row.id, 'password');
    },

    async refresh(refreshToken) {
      if (typeof refreshToken !== 'string' || !refreshToken) throw new GoTrueError(400, 'validation_failed', 'refresh_token required');
      const hash = sha256(refreshToken);
      const next = randomToken();
      const outcome = await db.transaction(async (tx) => {
        const row = await q.lockRefreshToken(tx, hash);
        if (!row) return { kind: 'not_found' as const };
        if (row.revoked || row.session_revoked_at) return { kind: 'reused' as const };
        if (row.used_at) {
          // Two tabs refreshing at once present the same token: within the grace the late one gets a
          // sibling token. Later, a used token means it was copied: end the whole session.
          if ((row.used_seconds_ago ?? Infinity) > graceSeconds) return { kind: 'revoke' as const, sessionId: row.session_id, userId: row.user_id };
        } else {
          await q.markRefreshUsed(tx, hash);
        }
        await q.insertRefreshToken(tx, { hash: sha256(next), sessionId: row.session_id, parentHash: hash });
        return { kind: 'ok' as const, sessionId: row.session_id, userId: row.user_id };
      });
      if (outcome.kind === 'not_found') throw errors.refreshNotFound();
      if (outcome.kind === 'reused') throw errors.refreshReused();
      if (outcome.kind === 'revoke') {
        await q.revokeSession(db, outcome.sessionId);
        log.warn({ userId: outcome.userId, sessionId: outcome.sessionId }, 'refresh token reused after the grace: session revoked');
        throw errors.refreshReused();
      }
      const user = await q.findUserById(db, outcome.userId);
      if (!user) throw errors.refreshNotFound();
      return sessionJson(user, outcome.sessionId, next, 'token_refresh');
    },

    async exchangeAuthCode(input) {
      const authCode = typeof input.authCode === 'string' ? input.authCode : '';
      const verifier = typeof input.codeVerifier === 'string' ? input.codeVerifier : '';
      if (!authCode || !verifier) throw new GoTrueError(400, 'validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
      const flow = await q.takeFlowStateByCode(db, sha256(authCode));
      if (!flow || !flow.user_id) throw errors.flowStateNotFound();
      if (flow.age_seconds > AUTH_CODE_TTL_SECONDS) throw errors.flowStateExpired();
      const expected = flow.code_challenge_method === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url');
      const a = Buffer.from(expected);
      const b = Buffer.from(flow.code_challenge);
      if (a.length !== b.length || !timingSafeEqual(a, b)) throw errors.badCodeVerifier();
      return startSession(flow.user_id, 'oauth');
    },

    async userForToken(token) {
      const claims = await claimsFor(token);
      if (!(await q.sessionIsActive(db, claims.session_id))) throw errors.sessionNotFound();
      const row = await q.findUserById(db, claims.sub);
      if (!row) throw new GoTrueError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
      return userJson(row);
    },

    async logout(token, scope) {
      const claims = await claimsFor(token);
      const s = scope === 'local' || scope === 'others' ? scope : 'global';
      await q.deleteSessions(db, claims.sub, claims.session_id, s);
    },

    async startOAuth(input) {
      if (input.provider !== 'google' || !google) throw errors.providerDisabled();
      const method = (input.codeChallengeMethod ?? '').toLowerCase();
      if (!input.codeChallenge || !['s256', 'plain'].includes(method)) {
        throw new GoTrueError(400, 'validation_failed', 'PKCE flow requires code_challenge and code_challenge_method');
      }
      const nonce = randomToken();
      const state = await q.insertFlowState(db, {
        provider: 'google',
        codeChallenge: input.codeChallenge,
        codeChallengeMethod: method,
        redirectTo: safeRedirect(input.redirectTo),
        nonce,
      });
      try {
        return await google.authorizationUrl(state, nonce);
      } catch (error) {
        await q.deleteFlowState(db, state);
        const message = error instanceof GoogleSignInError ? error.message : 'Google sign-in is unavailable right now.';
        return withParams(safeRedirect(input.redirectTo), { error: 'server_error', error_code: 'provider_unavailable', error_description: message });
      }
    },

    async finishOAuth(input) {
      const uuid = /^[0-9a-f-]{36}$/i;
      const flow = input.state && uuid.test(input.state) ? await q.findFlowState(db, input.state) : undefined;
      if (!flow) return withParams(`${config.publicUrl}/login`, { error: 'invalid_request', error_code: 'bad_oauth_state', error_description: 'OAuth state parameter missing or invalid. Please sign in again.' });
      const target = flow.redirect_to ?? `${config.publicUrl}/login`;
      const fail = async (code: string, description: string) => {
        await q.deleteFlowState(db, flow.id);
        return withParams(target, { error: code === 'access_denied' ? 'access_denied' : 'server_error', error_code: code, error_description: description });
      };
      if (input.error) return fail(input.error === 'access_denied' ? 'access_denied' : 'bad_oauth_callback', input.errorDescription || 'Google sign-in was cancelled.');
      if (flow.age_seconds > FLOW_STATE_TTL_SECONDS) return fail('flow_state_expired', 'The sign-in took too long. Please try again.');
      if (!input.code || !google) return fail('bad_oauth_callback', 'Google did not return a sign-in code.');
      try {
        const profile = await google.profileFromCode(input.code, flow.nonce ?? '');
        const identityData = { sub: profile.sub, email: profile.email, email_verified: true, name: profile.name, picture: profile.picture, iss: config.GOOGLE_ISSUER };
        const userId = await db.transaction(async (tx) => {
          const known = await q.findIdentity(tx, 'google', profile.sub);
          if (known) return known.user_id;
          // Google verified the address, so it may join the account that already has it.
          const existing = await q.findUserByEmail(tx, profile.email);
          const user =
            existing ??
            (await q.insertUser(tx, { email: profile.email, passwordHash: null, provider: 'google', userMetadata: { email: profile.email, name: profile.name, avatar_url: profile.picture, email_verified: true } }));
          if (!user) throw new GoogleSignInError('server_error', 'Could not create the account. Please try again.');
          if (existing) await q.addProviderToUser(tx, user.id, 'google');
          await q.insertIdentity(tx, { userId: user.id, provider: 'google', providerId: profile.sub, data: identityData });
          return user.id;
        });
        const code = randomToken();
        await q.attachAuthCode(db, flow.id, userId, sha256(code));
        return withParams(target, { code });
      } catch (error) {
        if (error instanceof GoogleSignInError) return fail(error.code, error.message);
        log.error({ err: { message: (error as Error).message } }, 'google sign-in failed');
        return fail('unexpected_failure', 'An error occurred with Google sign-in');
      }
    },

    async verifyAccessToken(token) {
      let claims: AccessClaims;
      try {
        claims = await tokens.verify(token);
      } catch (error) {
        if (error instanceof TokenError && error.fault === 'expired') throw new AppError('unauthorized', 'Your session has expired. Please sign in again.');
        throw new AppError('unauthorized', 'Your sign-in is not valid. Please sign in again.');
      }
      if (!(await q.sessionIsActive(db, claims.session_id))) throw new AppError('unauthorized', 'Your session has ended. Please sign in again.');
      return { userId: claims.sub, email: claims.email, expiresAt: claims.exp };
    },
  };
}
