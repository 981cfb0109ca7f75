/**
 * Identity back end selection: the built-in service when SUPABASE_URL is unset,
 * otherwise hosted Supabase tokens verified by the project's JWKS or JWT secret.
 */
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from '../log.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createRateLimiter, type RateLimiter } from './builtin/rate-limit.ts';
import { createBuiltinIdentity, type BuiltinIdentity } from './builtin/service.ts';
import { createSupabaseVerifier } from './supabase/verifier.ts';
import type { Locale } from '../../i18n/locales.ts';
import { maybeOne } from '../db/client.ts';
import { rememberLocale } from './builtin/locale.ts';
import { verifyPassword } from './builtin/passwords.ts';
import { deleteHostedUser } from './supabase/admin.ts';
import { accountIdsByEmail, liveSessionEmail } from './builtin/queries.ts';
import type { AccessTokenVerifier } from './types.ts';

/** What use-cases ask of the sign-in back end, whichever it is (they never ask which one it is). */
export interface IdentityCapabilities {
  /** Remembers the parent's UI language for the back end's own e-mails (a no-op where it sends none). */
  rememberLocale(userId: string, locale: Locale): Promise<void>;
  /**
   * Checks an account's password (account deletion's confirmation), or null when this back end
   * holds no passwords (hosted sign-in: the parent confirms with their e-mail address instead).
   */
  checkPassword: ((userId: string, password: string) => Promise<boolean>) | null;
  /**
   * Deletes the sign-in account for good (the account deletion's last step). Idempotent: an account
   * already gone counts as deleted. @throws Error when the back end cannot (hosted Supabase without
   * SUPABASE_SERVICE_ROLE_KEY) or fails; the deletion job retries.
   */
  deleteSignIn(userId: string): Promise<void>;
  /**
   * The account ids an e-mail address names, for an operator acting on a request by e-mail: the
   * sign-in record's owner where this back end keeps sign-in records, else every application
   * account carrying the address (more than one means the address is ambiguous). Case-insensitive.
   */
  accountIdsByEmail(email: string): Promise<string[]>;
  /**
   * Whether a sign-in session of this account is still live (not signed out or revoked), or null
   * when this back end keeps no sessions the server can see (hosted sign-in).
   */
  sessionIsLive: ((sessionId: string, userId: string) => Promise<boolean>) | null;
}

export type Identity = AccessTokenVerifier &
  IdentityCapabilities &
  ({ kind: 'builtin'; builtin: BuiltinIdentity; rateLimiter: RateLimiter } | { kind: 'supabase'; builtin: null; rateLimiter: null });

/** The identity back ends, in the order they are chosen. */
const IDENTITY_BACKENDS = ['supabase', 'builtin'] as const;
type IdentityBackend = (typeof IDENTITY_BACKENDS)[number];

/** Which back end this configuration uses: hosted Supabase when SUPABASE_URL is set, else the built-in service. */
const identityBackend = (config: Pick<Config, 'SUPABASE_URL'>): IdentityBackend => (config.SUPABASE_URL ? 'supabase' : 'builtin');

/**
 * The configured identity back end. `mailer` sends the built-in service's confirmation, reset and
 * e-mail-change links. The switch ends in a `never` check, so a new back end cannot be forgotten.
 */
export async function createIdentity(deps: { config: Config; db: Db; log: Logger; mailer: Mailer }): Promise<Identity> {
  const { config } = deps;
  const backend = identityBackend(config);
  switch (backend) {
    case 'supabase': {
      const verifier = createSupabaseVerifier({ supabaseUrl: config.SUPABASE_URL!, jwtSecret: config.SUPABASE_JWT_SECRET });
      return {
        kind: 'supabase',
        builtin: null,
        rateLimiter: null,
        verifyAccessToken: (t) => verifier.verifyAccessToken(t),
        rememberLocale: async () => {},
        checkPassword: null,
        async deleteSignIn(userId) {
          if (!config.SUPABASE_URL || !config.SUPABASE_SERVICE_ROLE_KEY)
            throw new Error('SUPABASE_SERVICE_ROLE_KEY is needed to delete the hosted Supabase user');
          await deleteHostedUser({ supabaseUrl: config.SUPABASE_URL, serviceRoleKey: config.SUPABASE_SERVICE_ROLE_KEY }, userId);
        },
        // Hosted sign-in records are not ours to read: the application's copies of the address decide.
        accountIdsByEmail: async (email) =>
          (await deps.db.query<{ id: string }>('SELECT id FROM users WHERE lower(email) = lower($1)', [email])).map((r) => r.id),
        sessionIsLive: null,
      };
    }
    case 'builtin': {
      const builtin = await createBuiltinIdentity(deps);
      return {
        kind: 'builtin',
        builtin,
        rateLimiter: createRateLimiter(deps.db, config.AUTH_RATE_LIMIT_PER_MINUTE),
        verifyAccessToken: (t) => builtin.verifyAccessToken(t),
        rememberLocale: (userId, locale) => rememberLocale(deps.db, userId, locale),
        async checkPassword(userId, password) {
          const row = await maybeOne<{ hash: string | null }>(deps.db, 'SELECT encrypted_password AS hash FROM auth_users WHERE id = $1', [userId]);
          return verifyPassword(row?.hash ?? null, password);
        },
        async deleteSignIn(userId) {
          await deps.db.query('DELETE FROM auth_users WHERE id = $1', [userId]);
        },
        accountIdsByEmail: (email) => accountIdsByEmail(deps.db, email),
        sessionIsLive: async (sessionId, userId) => (await liveSessionEmail(deps.db, sessionId, userId)) !== null,
      };
    }
    default: {
      const unhandled: never = backend;
      throw new Error(`Unknown identity back end '${String(unhandled)}' (valid: ${IDENTITY_BACKENDS.join(', ')})`);
    }
  }
}
