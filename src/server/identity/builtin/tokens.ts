/**
 * Access tokens of the built-in identity service: ES256 JWTs with Supabase's claims (sub, aud
 * 'authenticated', role, email, session_id, amr, ...), verified by our own JWKS.
 */
import { createLocalJWKSet, errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Db } from '../../db/client.ts';
import { loadKeyRing, SIGNING_ALG, type KeyRing } from './keys.ts';

export const AUDIENCE = 'authenticated';

export interface AccessClaims extends JWTPayload {
  sub: string;
  email: string;
  session_id: string;
  role: string;
  exp: number;
}

export interface TokenInput {
  userId: string;
  email: string;
  sessionId: string;
  /** 'password' | 'oauth' */
  method: string;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
}

/** Why a token was refused. */
export type TokenFault = 'expired' | 'invalid';

export class TokenError extends Error {
  readonly fault: TokenFault;
  constructor(fault: TokenFault, message: string) {
    super(message);
    this.fault = fault;
    this.name = 'TokenError';
  }
}

export interface TokenService {
  issuer: string;
  /** Signs an access token; returns it with its expiry (epoch seconds). */
  sign(input: TokenInput): Promise<{ token: string; expiresAt: number; expiresIn: number }>;
  /** Verifies signature, issuer, audience and expiry; throws TokenError. */
  verify(token: string): Promise<AccessClaims>;
  /** The published key set. */
  jwks(): { keys: object[] };
}

/** `kek` decrypts the stored private signing keys (keys.ts keyEncryptionKey). */
export async function createTokenService(db: Db, options: { issuer: string; ttlSeconds: number; kek: Buffer }): Promise<TokenService> {
  let ring: KeyRing = await loadKeyRing(db, options.kek);
  let keySet = createLocalJWKSet({ keys: ring.publicJwks });

  async function verifyOnce(token: string) {
    return jwtVerify<AccessClaims>(token, keySet, { issuer: options.issuer, audience: AUDIENCE, algorithms: [SIGNING_ALG] });
  }

  return {
    issuer: options.issuer,
    async sign(input) {
      const now = Math.floor(Date.now() / 1000);
      const expiresAt = now + options.ttlSeconds;
      const token = await new SignJWT({
        email: input.email,
        phone: '',
        app_metadata: input.appMetadata,
        user_metadata: input.userMetadata,
        role: 'authenticated',
        aal: 'aal1',
        amr: [{ method: input.method, timestamp: now }],
        session_id: input.sessionId,
        is_anonymous: false,
      })
        .setProtectedHeader({ alg: SIGNING_ALG, kid: ring.signing.kid, typ: 'JWT' })
        .setIssuer(options.issuer)
        .setAudience(AUDIENCE)
        .setSubject(input.userId)
        .setIssuedAt(now)
        .setExpirationTime(expiresAt)
        .sign(ring.signing.privateKey);
      return { token, expiresAt, expiresIn: options.ttlSeconds };
    },
    async verify(token) {
      try {
        const { payload } = await verifyOnce(token).catch(async (error: unknown) => {
          // Another web node may have added a key since we loaded ours.
          if (!(error instanceof joseErrors.JWKSNoMatchingKey)) throw error;
          ring = await loadKeyRing(db, options.kek);
          keySet = createLocalJWKSet({ keys: ring.publicJwks });
          return verifyOnce(token);
        });
        if (typeof payload.sub !== 'string' || typeof payload.session_id !== 'string' || typeof payload.email !== 'string') {
          throw new TokenError('invalid', 'token is missing required claims');
        }
        return payload;
      } catch (error) {
        if (error instanceof TokenError) throw error;
        if (error instanceof joseErrors.JWTExpired) throw new TokenError('expired', 'token has expired');
        throw new TokenError('invalid', (error as Error).message || 'invalid token');
      }
    },
    jwks: () => ({ keys: ring.publicJwks }),
  };
}
