/**
 * The identity service's private signing keys are encrypted at rest: nothing in
 * auth_keys holds the private key in the clear, a key stored in plain JSON by an older version is
 * encrypted at the next start, and a node with another AUTH_KEY_ENCRYPTION_KEY refuses to start
 * with a message naming the variable instead of signing with a key of its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_ENCRYPTION_FILE, keyEncryptionKey, loadKeyRing } from '../../../src/server/identity/builtin/keys.ts';
import { createTestUser } from '../../helpers/auth.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';

describe('signing keys at rest', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  const rows = () => app.runtime.db.query<{ kid: string; private_jwk: unknown }>('SELECT kid, private_jwk FROM auth_keys ORDER BY created_at');

  it('stores no private key material in the clear; the generated key file is private to its owner', async () => {
    const stored = await rows();
    expect(stored.length).toBe(1);
    const text = JSON.stringify(stored[0]!.private_jwk);
    expect(text).not.toMatch(/"d"\s*:/);
    expect(stored[0]!.private_jwk).toMatchObject({ enc: 'A256GCM' });
    const file = path.join(app.runtime.config.dataDir, KEY_ENCRYPTION_FILE);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    // Tokens still sign and verify.
    const user = await createTestUser(app);
    expect((await app.fetch('/v1/auth/login', { method: 'POST', headers: { Authorization: `Bearer ${user.accessToken}` } })).status).toBe(200);
  });

  it('encrypts a key left in plain JSON by an older version when the ring loads', async () => {
    const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
    const kid = 'legacy-plain-key';
    await app.runtime.db.query('INSERT INTO auth_keys (kid, private_jwk, public_jwk) VALUES ($1, $2, $3)', [
      kid,
      JSON.stringify({ ...(await exportJWK(privateKey)), kid, alg: 'ES256' }),
      JSON.stringify({ ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' }),
    ]);
    expect(JSON.stringify((await rows()).find((r) => r.kid === kid)!.private_jwk)).toMatch(/"d"\s*:/);
    const ring = await loadKeyRing(app.runtime.db, keyEncryptionKey(app.runtime.config));
    expect(ring.publicJwks.map((k) => k.kid)).toContain(kid);
    for (const row of await rows()) expect(JSON.stringify(row.private_jwk)).not.toMatch(/"d"\s*:/);
  });

  it('refuses to load with another key, naming AUTH_KEY_ENCRYPTION_KEY', async () => {
    const other = keyEncryptionKey({ AUTH_KEY_ENCRYPTION_KEY: 'a-different-key-of-at-least-32-characters!!', dataDir: app.runtime.config.dataDir });
    await expect(loadKeyRing(app.runtime.db, other)).rejects.toThrow(/AUTH_KEY_ENCRYPTION_KEY cannot decrypt/);
  });
});
