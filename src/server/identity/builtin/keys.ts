/**
 * Signing keys of the built-in identity service (DESIGN §4): an ES256 key pair generated at
 * first start and kept in `auth_keys`, shared by every web node. The oldest key signs; every
 * stored key verifies, so a key added later by another node is picked up on an unknown `kid`.
 */
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Db } from '../../db/client.ts';

export const SIGNING_ALG = 'ES256';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
}

export interface KeyRing {
  /** The key that signs new tokens. */
  signing: SigningKey;
  /** Public keys for JWKS and verification. */
  publicJwks: JWK[];
}

interface KeyRow {
  kid: string;
  private_jwk: JWK;
  public_jwk: JWK;
}

/** Loads the key ring, generating the first key pair when the table is empty. */
export async function loadKeyRing(db: Db): Promise<KeyRing> {
  let rows = await db.query<KeyRow>('SELECT kid, private_jwk, public_jwk FROM auth_keys ORDER BY created_at, kid');
  if (rows.length === 0) {
    const { publicKey, privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
    const kid = randomBytes(12).toString('base64url');
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: SIGNING_ALG, use: 'sig' };
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALG };
    await db.query('INSERT INTO auth_keys (kid, private_jwk, public_jwk) VALUES ($1, $2, $3) ON CONFLICT (kid) DO NOTHING', [
      kid,
      JSON.stringify(privateJwk),
      JSON.stringify(publicJwk),
    ]);
    rows = await db.query<KeyRow>('SELECT kid, private_jwk, public_jwk FROM auth_keys ORDER BY created_at, kid');
  }
  const first = rows[0]!;
  const privateKey = (await importJWK(parse(first.private_jwk), SIGNING_ALG)) as CryptoKey;
  return { signing: { kid: first.kid, privateKey }, publicJwks: rows.map((r) => parse(r.public_jwk)) };
}

// pg returns jsonb parsed; keep a string fallback for drivers that do not.
const parse = (value: JWK | string): JWK => (typeof value === 'string' ? (JSON.parse(value) as JWK) : value);
