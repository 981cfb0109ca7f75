/**
 * Signing keys of the built-in identity service: an ES256 key pair generated at
 * first start and kept in `auth_keys`, shared by every web node. The oldest key signs; every
 * stored key verifies, so a key added later by another node is picked up on an unknown `kid`.
 *
 * The private half is encrypted at rest with AES-256-GCM under a key derived
 * (HKDF-SHA256) from AUTH_KEY_ENCRYPTION_KEY, or on the embedded default from a random secret
 * generated once into DATA_DIR/auth-key-encryption.key. Keys stored in plain JSON by older
 * versions are encrypted when the ring is loaded at start.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { ConfigError, type Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';

export const SIGNING_ALG = 'ES256';
/** File under DATA_DIR holding the generated key-encryption secret when AUTH_KEY_ENCRYPTION_KEY is unset. */
export const KEY_ENCRYPTION_FILE = 'auth-key-encryption.key';

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

/** A private JWK as stored: AES-256-GCM over its JSON, each part base64url. */
export interface EncryptedJwk {
  enc: 'A256GCM';
  iv: string;
  tag: string;
  ct: string;
}

interface KeyRow {
  kid: string;
  private_jwk: JWK | EncryptedJwk;
  public_jwk: JWK;
}

/** Thrown when the stored keys cannot be decrypted with the configured key (a ConfigError: the start stops with its message). */
export class KeyEncryptionError extends ConfigError {}

/**
 * The 32-byte key that encrypts private signing keys: derived from AUTH_KEY_ENCRYPTION_KEY, else
 * from DATA_DIR/auth-key-encryption.key (created with mode 0600 on first use).
 */
export function keyEncryptionKey(config: Pick<Config, 'AUTH_KEY_ENCRYPTION_KEY' | 'dataDir'>): Buffer {
  let secret = config.AUTH_KEY_ENCRYPTION_KEY;
  if (!secret) {
    const file = path.join(config.dataDir, KEY_ENCRYPTION_FILE);
    if (!fs.existsSync(file)) {
      fs.mkdirSync(config.dataDir, { recursive: true });
      try {
        fs.writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
    secret = fs.readFileSync(file, 'utf8').trim();
  }
  return Buffer.from(hkdfSync('sha256', secret, 'bedtime-hero', 'auth-keys v1', 32));
}

export function encryptJwk(jwk: JWK, kek: Buffer): EncryptedJwk {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', kek, iv);
  const ct = Buffer.concat([cipher.update(JSON.stringify(jwk), 'utf8'), cipher.final()]);
  return { enc: 'A256GCM', iv: iv.toString('base64url'), tag: cipher.getAuthTag().toString('base64url'), ct: ct.toString('base64url') };
}

/** Decrypts a stored private JWK; KeyEncryptionError when the key is not the one that encrypted it. */
export function decryptJwk(stored: EncryptedJwk, kek: Buffer): JWK {
  try {
    const decipher = createDecipheriv('aes-256-gcm', kek, Buffer.from(stored.iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(stored.tag, 'base64url'));
    const plain = Buffer.concat([decipher.update(Buffer.from(stored.ct, 'base64url')), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as JWK;
  } catch {
    throw new KeyEncryptionError(
      'AUTH_KEY_ENCRYPTION_KEY cannot decrypt the stored identity signing keys. Every web node must use the same AUTH_KEY_ENCRYPTION_KEY (or the same DATA_DIR/auth-key-encryption.key); see .env.example.',
    );
  }
}

const isEncrypted = (value: JWK | EncryptedJwk): value is EncryptedJwk => (value as EncryptedJwk).enc === 'A256GCM';

/** Loads the key ring, generating the first key pair when the table is empty and encrypting plain private keys. */
export async function loadKeyRing(db: Db, kek: Buffer): Promise<KeyRing> {
  const select = () => db.query<KeyRow>('SELECT kid, private_jwk, public_jwk FROM auth_keys ORDER BY created_at, kid');
  let rows = await select();
  if (rows.length === 0) {
    const { publicKey, privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
    const kid = randomBytes(12).toString('base64url');
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: SIGNING_ALG, use: 'sig' };
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALG };
    await db.query('INSERT INTO auth_keys (kid, private_jwk, public_jwk) VALUES ($1, $2, $3) ON CONFLICT (kid) DO NOTHING', [
      kid,
      JSON.stringify(encryptJwk(privateJwk, kek)),
      JSON.stringify(publicJwk),
    ]);
    rows = await select();
  }
  for (const row of rows) {
    const stored = parse(row.private_jwk);
    if (isEncrypted(stored)) continue;
    // Written in plain by an older version: encrypt it in place (only if still plain).
    await db.query(`UPDATE auth_keys SET private_jwk = $2 WHERE kid = $1 AND NOT (private_jwk ? 'enc')`, [row.kid, JSON.stringify(encryptJwk(stored, kek))]);
  }
  if (rows.some((r) => !isEncrypted(parse(r.private_jwk)))) rows = await select();
  const first = rows[0]!;
  const firstStored = parse(first.private_jwk);
  const privateJwk = isEncrypted(firstStored) ? decryptJwk(firstStored, kek) : firstStored;
  const privateKey = (await importJWK(privateJwk, SIGNING_ALG)) as CryptoKey;
  return { signing: { kid: first.kid, privateKey }, publicJwks: rows.map((r) => parse(r.public_jwk) as JWK) };
}

// pg returns jsonb parsed; keep a string fallback for drivers that do not.
const parse = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
