/**
 * The built-in identity service: what Supabase Auth does for this product, on our own
 * database. Sign-up, password and PKCE sign-in, refresh-token rotation with reuse detection,
 * sign-out, Google sign-in, and verification of the access tokens it signs. The HTTP shapes
 * live in routes/auth-v1.ts; this module speaks in rows and GoTrue errors.
 */
import { sameSitePath } from '../../../shared/same-site.ts';
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Logger } from '../../log.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { VerifiedToken } from '../types.ts';
import { keyEncryptionKey } from './keys.ts';
import { createEmailFlows, EMAIL_RE, normaliseEmail, readPkce, type EmailFlows, type Pkce } from './email-flows.ts';
import { forgetRecoveryLinks, mergeUserMetadata, revokeOtherSessions, setPasswordHash } from './email-queries.ts';
import { errors, GoTrueError } from './gotrue-error.ts';
import { createGoogleClient, GoogleSignInError, type GoogleClient } from './google.ts';
import { checkPasswordStrength, hashPassword, verifyPassword } from './passwords.ts';
import * as q from './queries.ts';
import { rememberLocale } from './locale.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { createEmailRateLimiter } from './rate-limit.ts';
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
  /** Pending new address of an e-mail change (GoTrue's field), when one awaits confirmation. */
  new_email?: string;
}

/** Supabase's session JSON. */
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
/** Largest user_metadata accepted from PUT /user, bytes of JSON. */
const MAX_METADATA_BYTES = 4096;

/** What sign-up answers: a session when no confirmation is needed, else the user only. */
export type SignUpResult = { session: GoTrueSession; user?: undefined } | { user: GoTrueUser; session?: undefined };

/** Where a verified e-mail link sends the browser, and the session it started (POST /verify). */
export type VerifyResult = { kind: 'code'; redirectTo: string; code: string } | { kind: 'session'; redirectTo: string; session: GoTrueSession; type: string };

export interface BuiltinIdentity {
  tokens: TokenService;
  googleEnabled: boolean;
  /** POST /signup. With confirmation required, answers the same user shape whether or not the address had an account. */
  /** `locale`: the page's language (Accept-Language), remembered on the account for its e-mails. */
  signUp(input: { email?: unknown; password?: unknown; data?: unknown; redirectTo?: string; locale?: Locale } & Pkce): Promise<SignUpResult>;
  /** The e-mail flows (recover, resend, verify) of email-flows.ts. */
  email: EmailFlows;
  /** GET/POST /verify: consumes the link token; a PKCE flow gets an auth code, else a session. */
  verifyLink(input: { type: unknown; token: unknown; redirectTo?: string; wantCode: boolean }): Promise<VerifyResult>;
  /** PUT /user: password change (ends the user's other sessions), e-mail change (mailed to the new address), metadata. */
  /** `locale`: the page's language; a signed-in call remembers it for the account's e-mails. */
  updateUser(
    token: string | null,
    input: { email?: unknown; password?: unknown; data?: unknown; redirectTo?: string; locale?: Locale } & Pkce,
  ): Promise<GoTrueUser>;
  signInWithPassword(input: { email?: unknown; password?: unknown }): Promise<GoTrueSession>;
  refresh(refreshToken: unknown): Promise<GoTrueSession>;
  exchangeAuthCode(input: { authCode?: unknown; codeVerifier?: unknown }): Promise<GoTrueSession>;
  /** GET /user: the token's user, or GoTrue errors (no_authorization, bad_jwt, session_not_found). */
  userForToken(token: string | null): Promise<GoTrueUser>;
  logout(token: string | null, scope: string | undefined): Promise<void>;
  /** GET /authorize: returns the URL to redirect the browser to. */
  startOAuth(input: { provider?: string; redirectTo?: string; codeChallenge?: string; codeChallengeMethod?: string }): Promise<string>;
  /** GET /callback: returns where to send the browser (redirect_to with ?code= or ?error=). */
  finishOAuth(input: { code?: string; state?: string; iss?: string; error?: string; errorDescription?: string }): Promise<string>;
  /** For /v1 routes: AppError('unauthorized') when missing, expired, tampered, foreign or signed out. */
  verifyAccessToken(token: string): Promise<VerifiedToken>;
  /** Safe redirect target for OAuth: our own origin only, else /login. */
  safeRedirect(target: string | undefined, fallbackPath?: string): string;
}

export async function createBuiltinIdentity(deps: { config: Config; db: Db; log: Logger; mailer: Mailer }): Promise<BuiltinIdentity> {
  const { config, db, log } = deps;
  const issuer = `${config.publicUrl}/auth/v1`;
  const tokens = await createTokenService(db, { issuer: config.authIssuer, ttlSeconds: config.AUTH_ACCESS_TOKEN_TTL_SECONDS, kek: keyEncryptionKey(config) });
  const google: GoogleClient | null =
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? createGoogleClient({
          clientId: config.GOOGLE_CLIENT_ID,
          clientSecret: config.GOOGLE_CLIENT_SECRET,
          issuer: config.GOOGLE_ISSUER,
          redirectUri: `${issuer}/callback`,
        })
      : null;
  const graceSeconds = config.AUTH_REFRESH_REUSE_GRACE_SECONDS;

  async function userJson(row: q.AuthUserRow): Promise<GoTrueUser> {
    const identities = await q.listIdentities(db, row.id);
    const newEmail = await email.pendingEmail(row.id);
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
      ...(newEmail ? { new_email: newEmail } : {}),
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

  /**
   * An absolute URL on this site for `target` (a path or a URL of ours), judged on the normalised
   * URL (sameSitePath), else the site's `fallbackPath`. Never throws: `fallbackPath` that is not
   * a same-site path (an old absolute URL, say) falls back to /login.
   */
  function safeRedirect(target: string | undefined, fallbackPath = '/login'): string {
    const site = new URL(config.publicUrl);
    const path = (target ? sameSitePath(target, site.origin) : null) ?? sameSitePath(fallbackPath, site.origin) ?? '/login';
    return new URL(path, site).toString();
  }

  const email = createEmailFlows({
    config,
    db,
    log,
    mailer: deps.mailer,
    limiter: createEmailRateLimiter(db, config.AUTH_EMAIL_RATE_LIMIT_PER_HOUR),
    safeRedirect,
  });

  function metadataOf(data: unknown): Record<string, unknown> {
    if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
    if (Buffer.byteLength(JSON.stringify(data)) > MAX_METADATA_BYTES) throw new GoTrueError(400, 'validation_failed', 'User metadata is too large');
    const { email: _e, email_verified: _v, ...rest } = data as Record<string, unknown>;
    return rest;
  }

  /** The user JSON a new sign-up gets, made up for an address that already has an account. */
  function lookAlikeUser(address: string, metadata: Record<string, unknown>): GoTrueUser {
    const id = randomUUID();
    const now = new Date().toISOString();
    return {
      id,
      aud: 'authenticated',
      role: 'authenticated',
      email: address,
      email_confirmed_at: null,
      phone: '',
      confirmed_at: null,
      last_sign_in_at: null,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { ...metadata, email: address, email_verified: false },
      identities: [
        {
          identity_id: randomUUID(),
          id,
          user_id: id,
          identity_data: { sub: id, email: address, email_verified: false },
          provider: 'email',
          email: address,
          created_at: now,
          updated_at: now,
          last_sign_in_at: null,
        },
      ],
      created_at: now,
      updated_at: now,
      is_anonymous: false,
    };
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
      const address = normaliseEmail(input.email);
      const password = typeof input.password === 'string' ? input.password : '';
      if (!address) throw new GoTrueError(400, 'validation_failed', 'To signup, please provide your email');
      if (!EMAIL_RE.test(address) || address.length > 254) throw new GoTrueError(400, 'validation_failed', 'Unable to validate email address: invalid format');
      if (!password) throw new GoTrueError(422, 'validation_failed', 'Signup requires a valid password');
      const weak = checkPasswordStrength(password, address);
      if (weak) throw new GoTrueError(422, 'weak_password', weak.message, { weak_password: { reasons: weak.reasons } });
      // The size cap of sign-up `data` belongs to the HTTP body limits.
      const metadata = input.data && typeof input.data === 'object' && !Array.isArray(input.data) ? (input.data as Record<string, unknown>) : {};
      const pkce = readPkce(input);
      const confirm = config.requireEmailConfirmation;
      // Every sign-up may send a mail, so every one counts against the address's hourly limit.
      await email.charge(address);
      // Hash before looking the address up: a taken address costs the same time as a new one.
      const passwordHash = await hashPassword(password);
      const existing = await q.findUserByEmail(db, address);
      if (existing) {
        // With confirmation on, GoTrue answers a look-alike user and tells the owner by e-mail.
        // Without it, sign-up signs in, so (as in GoTrue with autoconfirm) the address is refused.
        if (!confirm) throw errors.userExists();
        if (!existing.email_confirmed_at && existing.encrypted_password)
          await email.sendConfirmation(existing.id, address, input.redirectTo, pkce, input.locale);
        else await email.sendAlreadyRegistered(address, input.locale);
        return { user: lookAlikeUser(address, metadata) };
      }
      const row = await db.transaction(async (tx) => {
        const created = await q.insertUser(tx, {
          email: address,
          passwordHash,
          provider: 'email',
          confirmed: false,
          userMetadata: { ...metadata, email: address, email_verified: false },
        });
        if (!created) throw errors.userExists();
        await q.insertIdentity(tx, {
          userId: created.id,
          provider: 'email',
          providerId: created.id,
          data: { sub: created.id, email: address, email_verified: false },
        });
        if (input.locale) await rememberLocale(tx, created.id, input.locale);
        return created;
      });
      // The address stays unconfirmed until the link is opened, even when sign-in does not wait
      // for it: Google sign-in joins only confirmed accounts (no pre-registration takeover).
      await email.sendConfirmation(row.id, address, input.redirectTo, pkce);
      if (confirm) return { user: await userJson(row) };
      return { session: await startSession(row.id, 'password') };
    },

    email,

    async verifyLink(input) {
      const outcome = await email.verify(input);
      if (outcome.pkce && input.wantCode) return { kind: 'code', redirectTo: outcome.redirectTo, code: await email.issueAuthCode(outcome) };
      const session = await startSession(outcome.userId, outcome.type === 'recovery' ? 'recovery' : 'otp');
      return { kind: 'session', redirectTo: outcome.redirectTo, session, type: email.verifyTypeOf(outcome.type) };
    },

    async updateUser(token, input) {
      const claims = await claimsFor(token);
      if (!(await q.sessionIsActive(db, claims.session_id))) throw errors.sessionNotFound();
      const row = await q.findUserById(db, claims.sub);
      if (!row) throw new GoTrueError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
      if (input.locale) await rememberLocale(db, row.id, input.locale);
      const metadata = input.data === undefined ? null : metadataOf(input.data);
      if (input.password !== undefined) {
        const password = typeof input.password === 'string' ? input.password : '';
        const weak = checkPasswordStrength(password, row.email);
        if (weak) throw new GoTrueError(422, 'weak_password', weak.message, { weak_password: { reasons: weak.reasons } });
        if (row.encrypted_password && (await verifyPassword(row.encrypted_password, password))) {
          throw new GoTrueError(422, 'same_password', 'New password should be different from the old password.');
        }
        await setPasswordHash(db, row.id, await hashPassword(password));
        // A changed password ends every other session (a stolen session or an old device), the
        // links those sessions made, and any reset link mailed before (it would undo the change).
        await revokeOtherSessions(db, row.id, claims.session_id);
        await forgetRecoveryLinks(db, row.id);
      }
      if (input.email !== undefined) {
        const next = normaliseEmail(input.email);
        if (next !== row.email)
          await email.requestEmailChange({
            userId: row.id,
            currentEmail: row.email,
            newEmail: next,
            redirectTo: input.redirectTo,
            codeChallenge: input.codeChallenge,
            codeChallengeMethod: input.codeChallengeMethod,
          });
      }
      if (metadata && Object.keys(metadata).length) await mergeUserMetadata(db, row.id, metadata);
      return userJson((await q.findUserById(db, row.id))!);
    },

    async signInWithPassword(input) {
      const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
      const password = typeof input.password === 'string' ? input.password : '';
      if (!email || !password) throw new GoTrueError(400, 'validation_failed', 'You must provide either an email or phone number and a password');
      const row = await q.findUserByEmail(db, email);
      const ok = await verifyPassword(row?.encrypted_password ?? null, password);
      if (!row || !ok) throw errors.invalidCredentials();
      if (config.requireEmailConfirmation && !row.email_confirmed_at) throw new GoTrueError(400, 'email_not_confirmed', 'Email not confirmed');
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
      if (!flow)
        return withParams(`${config.publicUrl}/login`, {
          error: 'invalid_request',
          error_code: 'bad_oauth_state',
          error_description: 'OAuth state parameter missing or invalid. Please sign in again.',
        });
      const target = flow.redirect_to ?? `${config.publicUrl}/login`;
      const fail = async (code: string, description: string) => {
        await q.deleteFlowState(db, flow.id);
        return withParams(target, { error: code === 'access_denied' ? 'access_denied' : 'server_error', error_code: code, error_description: description });
      };
      if (input.error)
        return fail(input.error === 'access_denied' ? 'access_denied' : 'bad_oauth_callback', input.errorDescription || 'Google sign-in was cancelled.');
      if (flow.age_seconds > FLOW_STATE_TTL_SECONDS) return fail('flow_state_expired', 'The sign-in took too long. Please try again.');
      if (!input.code || !google) return fail('bad_oauth_callback', 'Google did not return a sign-in code.');
      try {
        const profile = await google.profileFromCode({ code: input.code, state: flow.id, iss: input.iss }, flow.nonce ?? '');
        const identityData = {
          sub: profile.sub,
          email: profile.email,
          email_verified: true,
          name: profile.name,
          picture: profile.picture,
          iss: config.GOOGLE_ISSUER,
        };
        const userId = await db.transaction(async (tx) => {
          const known = await q.findIdentity(tx, 'google', profile.sub);
          if (known) return known.user_id;
          // Google verified the address; it may join an account only whose owner proved the
          // address too. Else whoever registered the address first (with a password of their
          // own) would keep access to the parent's account.
          const existing = await q.findUserByEmail(tx, profile.email);
          if (existing && !existing.email_confirmed_at) {
            throw new GoogleSignInError(
              'email_not_confirmed',
              'This e-mail already has a Bedtime Hero account with a password. Please sign in with your password first and confirm your e-mail address (or reset the password), then Google sign-in will work.',
            );
          }
          const user =
            existing ??
            (await q.insertUser(tx, {
              email: profile.email,
              passwordHash: null,
              provider: 'google',
              confirmed: true,
              userMetadata: { email: profile.email, name: profile.name, avatar_url: profile.picture, email_verified: true },
            }));
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
      // The address is the account's as it is now, never the one copied into an older token.
      const current = await q.liveSessionEmail(db, claims.session_id, claims.sub);
      if (current === null) throw new AppError('unauthorized', 'Your session has ended. Please sign in again.');
      return { userId: claims.sub, email: current, expiresAt: claims.exp, sessionId: claims.session_id };
    },
  };
}
