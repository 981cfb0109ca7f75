/**
 * Hosted mode: the browser signs in with Supabase and the API trusts a Supabase
 * access token after verifying it by the project's JWKS (asymmetric signing keys, fetched from
 * <SUPABASE_URL>/auth/v1/.well-known/jwks.json and cached) or, for HS256 projects, the JWT secret.
 * Issuer <SUPABASE_URL>/auth/v1, audience 'authenticated', and expiry are checked.
 */
import { createRemoteJWKSet, decodeProtectedHeader, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { AppError } from '../../errors.ts';
import type { AccessTokenVerifier } from '../types.ts';

export interface SupabaseVerifierOptions {
  supabaseUrl: string;
  /** HS256 secret; when unset only asymmetric (JWKS) tokens are accepted. */
  jwtSecret?: string;
}

export function createSupabaseVerifier(options: SupabaseVerifierOptions): AccessTokenVerifier {
  const base = options.supabaseUrl.replace(/\/+$/, '');
  const issuer = `${base}/auth/v1`;
  const jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`), { cacheMaxAge: 10 * 60_000, timeoutDuration: 5_000 });
  const secret = options.jwtSecret ? new TextEncoder().encode(options.jwtSecret) : null;

  return {
    async verifyAccessToken(token) {
      let payload: JWTPayload;
      try {
        const { alg } = decodeProtectedHeader(token);
        const verifyOptions = { issuer, audience: 'authenticated' };
        if (alg === 'HS256') {
          if (!secret) throw new Error('HS256 token without a configured secret');
          ({ payload } = await jwtVerify(token, secret, { ...verifyOptions, algorithms: ['HS256'] }));
        } else {
          ({ payload } = await jwtVerify(token, jwks, { ...verifyOptions, algorithms: ['ES256', 'RS256', 'EdDSA'] }));
        }
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw new AppError('unauthorized', 'Your session has expired. Please sign in again.');
        throw new AppError('unauthorized', 'Your sign-in is not valid. Please sign in again.');
      }
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || !payload.email || payload.role === 'anon') {
        throw new AppError('unauthorized', 'Your sign-in is not valid. Please sign in again.');
      }
      return {
        userId: payload.sub,
        email: payload.email,
        expiresAt: payload.exp ?? 0,
        sessionId: typeof payload.session_id === 'string' ? payload.session_id : null,
      };
    },
  };
}
