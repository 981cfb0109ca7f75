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
import type { AccessTokenVerifier } from './types.ts';

export type Identity = AccessTokenVerifier &
  (
    | { kind: 'builtin'; builtin: BuiltinIdentity; rateLimiter: RateLimiter }
    | { kind: 'supabase'; builtin: null; rateLimiter: null }
  );

/** `mailer` sends the built-in service's confirmation, reset and e-mail-change links. */
export async function createIdentity(deps: { config: Config; db: Db; log: Logger; mailer: Mailer }): Promise<Identity> {
  const { config } = deps;
  if (config.SUPABASE_URL) {
    const verifier = createSupabaseVerifier({ supabaseUrl: config.SUPABASE_URL, jwtSecret: config.SUPABASE_JWT_SECRET });
    return { kind: 'supabase', builtin: null, rateLimiter: null, verifyAccessToken: (t) => verifier.verifyAccessToken(t) };
  }
  const builtin = await createBuiltinIdentity(deps);
  return {
    kind: 'builtin',
    builtin,
    rateLimiter: createRateLimiter(deps.db, config.AUTH_RATE_LIMIT_PER_MINUTE),
    verifyAccessToken: (t) => builtin.verifyAccessToken(t),
  };
}
