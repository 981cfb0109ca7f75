/**
 * The e-mail flows of the built-in identity service, in GoTrue's words so supabase-js works
 * unchanged: sign-up confirmation (`/verify` type signup, `/resend`), password
 * recovery (`/recover` → link → `/verify` type recovery), and the e-mail change of `PUT /user`
 * (confirmed on the new address). Links are single-use tokens stored hashed; PKCE clients get
 * `?code=` back (exchanged at /token?grant_type=pkce), implicit clients get the session in the
 * URL fragment. Whether an address has an account never shows in an answer: mails are sent in
 * the background and every refusal is counted for unknown addresses too.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../log.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { EmailTemplate } from '../../mail/templates.ts';
import * as eq from './email-queries.ts';
import { GoTrueError } from './gotrue-error.ts';
import type { EmailRateLimiter } from './rate-limit.ts';
import * as q from './queries.ts';
import { storedLocale } from './locale.ts';
import { localizePath, type Locale } from '../../../i18n/locales.ts';

/** Link lifetimes, seconds (GoTrue: mailer OTP expiry). */
export const LINK_TTL_SECONDS: Record<eq.OneTimeTokenType, number> = { confirmation: 86_400, recovery: 3_600, email_change: 86_400 };

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const randomToken = () => randomBytes(32).toString('base64url');
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** GoTrue's verify types → our token types. 'email' and 'magiclink' confirm a sign-up, as in GoTrue. */
const VERIFY_TYPES: Record<string, eq.OneTimeTokenType[]> = {
  signup: ['confirmation'],
  email: ['confirmation'],
  magiclink: ['confirmation'],
  recovery: ['recovery'],
  email_change: ['email_change'],
};
const VERIFY_TYPE_OF: Record<eq.OneTimeTokenType, string> = { confirmation: 'signup', recovery: 'recovery', email_change: 'email_change' };
const TEMPLATE_OF: Record<eq.OneTimeTokenType, EmailTemplate> = { confirmation: 'confirmSignup', recovery: 'resetPassword', email_change: 'changeEmail' };

export const emailErrors = {
  rateLimited: () => new GoTrueError(429, 'over_email_send_rate_limit', 'email rate limit exceeded'),
  otpExpired: () => new GoTrueError(403, 'otp_expired', 'Email link is invalid or has expired'),
  emailExists: () => new GoTrueError(422, 'email_exists', 'A user with this email address has already been registered'),
  invalidEmail: () => new GoTrueError(400, 'email_address_invalid', 'Unable to validate email address: invalid format'),
  badVerifyType: () => new GoTrueError(400, 'validation_failed', 'Verify requires a verification type'),
};

/** PKCE parameters a client may send with a flow that ends in an e-mail link. */
export interface Pkce {
  codeChallenge?: unknown;
  codeChallengeMethod?: unknown;
}

/** Where a verified link leads: a URL for the browser (GET) and the session (POST). */
export interface VerifyOutcome {
  userId: string;
  type: eq.OneTimeTokenType;
  /** Safe redirect target chosen when the mail was sent (or given on the link). */
  redirectTo: string;
  /** Set when the flow started with a PKCE challenge: send ?code= instead of tokens. */
  pkce: { codeChallenge: string; codeChallengeMethod: string } | null;
}

/**
 * What the start log says about e-mail confirmation ("the first start says so"),
 * or null when confirmation is on and real mail goes out.
 */
export function emailConfirmationNotice(config: Pick<Config, 'requireEmailConfirmation'>, mailerKind: 'smtp' | 'outbox'): string | null {
  if (!config.requireEmailConfirmation) {
    return mailerKind === 'outbox'
      ? 'E-mail confirmation is off: no SMTP_URL, so new accounts can sign in before confirming their address. Mails (confirmation, password reset) are written to DATA_DIR/outbox and their links printed here. Set SMTP_URL to send real mail.'
      : 'E-mail confirmation is off (AUTH_REQUIRE_EMAIL_CONFIRMATION=false): new accounts can sign in before confirming their address.';
  }
  return mailerKind === 'outbox'
    ? 'E-mail confirmation is on without SMTP_URL: confirmation links are only written to DATA_DIR/outbox and printed here.'
    : null;
}

/** `https://site/login` as the page in `locale` (`https://site/es/login`); English and unknown stay as they are. */
function localizedUrl(url: string, locale: Locale | undefined): string {
  if (!locale || locale === 'en') return url;
  const parsed = new URL(url);
  parsed.pathname = localizePath(parsed.pathname, locale);
  return parsed.toString();
}

/**
 * The site path a token stored for its redirect: a path as stored today, or the path of the full
 * URL older tokens stored (checked against the site's address of that day when it was stored).
 */
function storedPath(stored: string | null): string | null {
  if (!stored) return null;
  if (stored.startsWith('/')) return stored;
  try {
    const { pathname, search, hash } = new URL(stored);
    return pathname + search + hash;
  } catch {
    return null;
  }
}

export function normaliseEmail(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

export function readPkce(input: Pkce): { codeChallenge: string; codeChallengeMethod: string } | null {
  const challenge = typeof input.codeChallenge === 'string' ? input.codeChallenge : '';
  const method = typeof input.codeChallengeMethod === 'string' ? input.codeChallengeMethod.toLowerCase() : '';
  if (!challenge && !method) return null;
  if (!challenge || !['s256', 'plain'].includes(method) || challenge.length > 128) {
    throw new GoTrueError(400, 'validation_failed', 'PKCE flow requires code_challenge and code_challenge_method');
  }
  return { codeChallenge: challenge, codeChallengeMethod: method };
}

export function createEmailFlows(deps: {
  config: Config;
  db: Db;
  log: Logger;
  mailer: Mailer;
  limiter: EmailRateLimiter;
  safeRedirect: (target: string | undefined, fallbackPath: string) => string;
}) {
  const { config, db, log, mailer, limiter, safeRedirect } = deps;
  const defaultPath: Record<eq.OneTimeTokenType, string> = { confirmation: '/login', recovery: '/reset-password', email_change: '/account' };

  /** Counts an e-mail for this address; 429 when over. Call for unknown addresses too. */
  async function charge(address: string): Promise<void> {
    if (await limiter.exceeded(address)) throw emailErrors.rateLimited();
  }

  /**
   * Stores a fresh token and mails its link; the mail goes out in the background (no timing
   * oracle), in the account's remembered language, else `locale` (the request's), else English.
   */
  async function issue(input: {
    userId: string;
    type: eq.OneTimeTokenType;
    to: string;
    redirectTo?: string;
    pkce: ReturnType<typeof readPkce>;
    locale?: Locale;
  }): Promise<void> {
    const token = randomToken();
    const redirectTo = safeRedirect(input.redirectTo, defaultPath[input.type]);
    // The token keeps the page as a path on the site, not a full URL: a link mailed before a
    // PUBLIC_URL change then still leads to that page on the site's new address.
    const { pathname, search, hash } = new URL(redirectTo);
    await eq.putOneTimeToken(db, {
      userId: input.userId,
      type: input.type,
      hash: sha256(token),
      relatesTo: input.to,
      codeChallenge: input.pkce?.codeChallenge,
      codeChallengeMethod: input.pkce?.codeChallengeMethod,
      redirectTo: pathname + search + hash,
    });
    const link = new URL(`${config.publicUrl}/auth/v1/verify`);
    link.searchParams.set('token', token);
    link.searchParams.set('type', VERIFY_TYPE_OF[input.type]);
    link.searchParams.set('redirect_to', redirectTo);
    send(input.to, TEMPLATE_OF[input.type], link.toString(), (await storedLocale(db, { id: input.userId })) ?? input.locale);
  }

  function send(to: string, template: EmailTemplate, actionUrl: string, locale: Locale | undefined): void {
    void mailer.send({ to, template, actionUrl, locale }).catch((error: unknown) => log.error({ err: { message: (error as Error).message } }, 'e-mail failed'));
  }

  return {
    /** Mails a sign-up confirmation link to a new (or still unconfirmed) account. */
    sendConfirmation: (userId: string, email: string, redirectTo: string | undefined, pkce: ReturnType<typeof readPkce>, locale?: Locale) =>
      issue({ userId, type: 'confirmation', to: email, redirectTo, pkce, locale }),

    /** Tells the owner of an existing account that someone tried to sign up with it (in the owner's language, else the request's). */
    async sendAlreadyRegistered(email: string, locale?: Locale): Promise<void> {
      const language = (await storedLocale(db, { email })) ?? locale;
      send(email, 'alreadyRegistered', localizedUrl(`${config.publicUrl}/login`, language), language);
    },

    charge,

    /** POST /recover: mails a reset link when the address has an account; answers alike either way. */
    async recover(input: { email: unknown; redirectTo?: string; locale?: Locale } & Pkce): Promise<void> {
      const email = normaliseEmail(input.email);
      if (!email) throw new GoTrueError(400, 'validation_failed', 'Password recovery requires an email');
      if (!EMAIL_RE.test(email) || email.length > 254) throw emailErrors.invalidEmail();
      const pkce = readPkce(input);
      await charge(email);
      const user = await q.findUserByEmail(db, email);
      if (user) await issue({ userId: user.id, type: 'recovery', to: email, redirectTo: input.redirectTo, pkce, locale: input.locale });
    },

    /** POST /resend: a new confirmation (type signup) or e-mail-change link; answers alike whether or not one was pending. */
    async resend(input: { type: unknown; email: unknown; redirectTo?: string; locale?: Locale } & Pkce): Promise<void> {
      const type = input.type === 'signup' ? 'confirmation' : input.type === 'email_change' ? 'email_change' : null;
      if (!type) throw new GoTrueError(400, 'validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change');
      const email = normaliseEmail(input.email);
      if (!EMAIL_RE.test(email) || email.length > 254) throw emailErrors.invalidEmail();
      const pkce = readPkce(input);
      await charge(email);
      if (type === 'confirmation') {
        const user = await q.findUserByEmail(db, email);
        if (user && !user.email_confirmed_at && user.encrypted_password)
          await issue({ userId: user.id, type, to: email, redirectTo: input.redirectTo, pkce, locale: input.locale });
        return;
      }
      const pending = await db.query<{ user_id: string }>(`SELECT user_id FROM auth_one_time_tokens WHERE token_type = 'email_change' AND relates_to = $1`, [
        email,
      ]);
      for (const row of pending) await issue({ userId: row.user_id, type, to: email, redirectTo: input.redirectTo, pkce, locale: input.locale });
    },

    /** PUT /user with a new e-mail: the link goes to the new address; the change happens when it is opened. */
    async requestEmailChange(input: { userId: string; currentEmail: string; newEmail: string; redirectTo?: string; locale?: Locale } & Pkce): Promise<void> {
      if (!EMAIL_RE.test(input.newEmail) || input.newEmail.length > 254) throw emailErrors.invalidEmail();
      const pkce = readPkce(input);
      await charge(input.newEmail);
      await issue({ userId: input.userId, type: 'email_change', to: input.newEmail, redirectTo: input.redirectTo, pkce, locale: input.locale });
    },

    /** The pending new address of a user (GoTrue's `new_email`), if any. */
    async pendingEmail(userId: string): Promise<string | null> {
      const row = await eq.findOneTimeToken(db, userId, 'email_change');
      return row && row.age_seconds <= LINK_TTL_SECONDS.email_change ? row.relates_to : null;
    },

    /**
     * Consumes a link token and applies what it confirms: the address (signup, and recovery
     * too since the mail reached it), or the new address (email_change). GoTrueError otp_expired
     * for unknown, used or expired tokens; email_exists when the new address was taken meanwhile.
     */
    async verify(input: { type: unknown; token: unknown; redirectTo?: string }): Promise<VerifyOutcome> {
      const types = typeof input.type === 'string' ? VERIFY_TYPES[input.type] : undefined;
      if (!types) throw emailErrors.badVerifyType();
      const token = typeof input.token === 'string' ? input.token : '';
      if (!token || token.length > 200) throw emailErrors.otpExpired();
      // Everything that can refuse the link is decided before the token is taken, and the token
      // is taken in the same transaction as the change it confirms: a link that cannot be
      // completed stays usable (and a refusal leaves the account as it was).
      const hash = sha256(token);
      const seen = await eq.peekOneTimeToken(db, hash, types);
      if (!seen || seen.age_seconds > LINK_TTL_SECONDS[seen.token_type]) throw emailErrors.otpExpired();
      const fallback = storedPath(seen.redirect_to) ?? defaultPath[seen.token_type];
      const redirectTo = safeRedirect(input.redirectTo ?? fallback, fallback);
      const row = await db.transaction(async (tx) => {
        const taken = await eq.takeOneTimeToken(tx, hash, types);
        if (!taken || taken.age_seconds > LINK_TTL_SECONDS[taken.token_type]) throw emailErrors.otpExpired();
        if (taken.token_type === 'email_change') {
          if (!(await eq.changeEmail(tx, taken.user_id, taken.relates_to))) throw emailErrors.emailExists();
        } else {
          const user = await q.findUserById(tx, taken.user_id);
          // A link sent to an address the account no longer has confirms nothing.
          if (!user || user.email !== taken.relates_to) throw emailErrors.otpExpired();
          await eq.confirmEmail(tx, taken.user_id);
        }
        return taken;
      });
      return {
        userId: row.user_id,
        type: row.token_type,
        redirectTo,
        pkce: row.code_challenge && row.code_challenge_method ? { codeChallenge: row.code_challenge, codeChallengeMethod: row.code_challenge_method } : null,
      };
    },

    /** After a PKCE link: a single-use auth code bound to the stored challenge. */
    async issueAuthCode(outcome: VerifyOutcome): Promise<string> {
      const code = randomUUID();
      await eq.insertCodeFlowState(db, {
        provider: 'email',
        codeChallenge: outcome.pkce!.codeChallenge,
        codeChallengeMethod: outcome.pkce!.codeChallengeMethod,
        redirectTo: outcome.redirectTo,
        userId: outcome.userId,
        codeHash: sha256(code),
      });
      return code;
    },

    /** GoTrue's verify type for an outcome (what the redirect fragment carries). */
    verifyTypeOf: (type: eq.OneTimeTokenType) => VERIFY_TYPE_OF[type],
  };
}

export type EmailFlows = ReturnType<typeof createEmailFlows>;
