/**
 * Identity back end selection (DESIGN §4): the built-in service when SUPABASE_URL is unset,
 * otherwise hosted Supabase tokens verified by the project's JWKS or JWT secret.
 */
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import type { Logger } from '../log.ts';
import type { AccessTokenVerifier } from './types.ts';

export type Identity = AccessTokenVerifier;

export async function createIdentity(deps: { config: Config; db: Db; log: Logger }): Promise<Identity> {
  void deps;
  return {
    async verifyAccessToken() {
      throw new AppError('unauthorized', 'Please sign in to continue.');
    },
  };
}
