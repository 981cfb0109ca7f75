/**
 * Every private /v1 route authenticates by bearer: 401 JSON with a clear message
 * without a valid token; expired, tampered and foreign-key tokens refused. The same suite runs
 * against both identity back ends: the built-in service, and hosted Supabase verified by a
 * local JWKS (and by an HS256 JWT secret).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../helpers/auth.ts';
import { decryptJwk, keyEncryptionKey, type EncryptedJwk } from '../../../src/server/identity/builtin/keys.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';

const PRIVATE_ROUTES: [string, string][] = [
  ['POST', '/v1/auth/login'],
  ['GET', '/v1/me/usage'],
  ['GET', '/v1/stories/private/all'],
];

interface Backend {
  app: TestApp;
  /** A valid token for a new user, with that user's e-mail. */
  validToken(): Promise<{ token: string; email: string }>;
  /** Signs claims with the key the server trusts (for expired tokens). */
  signTrusted(claims: Record<string, unknown>, expiresAt: number): Promise<string>;
  /** Same claims, signed by a key the server does not trust (same kid). */
  signForeign(claims: Record<string, unknown>, expiresAt: number): Promise<string>;
  close(): Promise<void>;
}

const now = () => Math.floor(Date.now() / 1000);
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

async function sign(key: CryptoKey | Uint8Array, alg: string, kid: string | undefined, claims: Record<string, unknown>, expiresAt: number) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg, typ: 'JWT', ...(kid ? { kid } : {}) })
    .setIssuedAt(expiresAt - 3600)
    .setExpirationTime(expiresAt)
    .sign(key);
}

async function builtinBackend(): Promise<Backend> {
  const app = await startTestApp();
  const [row] = await app.runtime.db.query<{ kid: string; private_jwk: EncryptedJwk }>('SELECT kid, private_jwk FROM auth_keys ORDER BY created_at LIMIT 1');
  const serverKey = (await importJWK(decryptJwk(row!.private_jwk, keyEncryptionKey(app.runtime.config)), 'ES256')) as CryptoKey;
  const { privateKey: strangerKey } = await generateKeyPair('ES256');
  return {
    app,
    async validToken() {
      const user = await createTestUser(app);
      return { token: user.accessToken, email: user.email };
    },
    signTrusted: (claims, exp) => sign(serverKey, 'ES256', row!.kid, claims, exp),
    signForeign: (claims, exp) => sign(strangerKey, 'ES256', row!.kid, claims, exp),
    close: () => app.close(),
  };
}

/** A stand-in for a Supabase project: only its JWKS endpoint, which is all the API reads. */
async function hostedBackend(withSecret: boolean): Promise<Backend> {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const kid = 'project-key-1';
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  let jwksHits = 0;
  const jwksServer = http.createServer((req, res) => {
    if (req.url === '/auth/v1/.well-known/jwks.json') {
      jwksHits++;
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
    } else res.writeHead(404).end();
  });
  await new Promise<void>((r) => jwksServer.listen(0, '127.0.0.1', r));
  const supabaseUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}`;
  const secret = 'super-secret-jwt-token-with-at-least-32-characters-long';
  const app = await startTestApp({ SUPABASE_URL: supabaseUrl, SUPABASE_ANON_KEY: 'anon', ...(withSecret ? { SUPABASE_JWT_SECRET: secret } : {}) });
  const { privateKey: strangerKey } = await generateKeyPair('ES256');
  const hmac = new TextEncoder().encode(secret);
  const base = (email: string) => ({
    iss: `${supabaseUrl}/auth/v1`,
    aud: 'authenticated',
    sub: randomUUID(),
    email,
    role: 'authenticated',
    session_id: randomUUID(),
  });
  return {
    app,
    async validToken() {
      const email = `hosted-${randomUUID().slice(0, 8)}@example.com`;
      const token = withSecret
        ? await sign(hmac, 'HS256', undefined, base(email), now() + 3600)
        : await sign(privateKey, 'ES256', kid, base(email), now() + 3600);
      return { token, email };
    },
    signTrusted: (claims, exp) => (withSecret ? sign(hmac, 'HS256', undefined, claims, exp) : sign(privateKey, 'ES256', kid, claims, exp)),
    signForeign: (claims, exp) =>
      withSecret ? sign(new TextEncoder().encode(`${secret}-other`), 'HS256', undefined, claims, exp) : sign(strangerKey, 'ES256', kid, claims, exp),
    async close() {
      expect(jwksHits).toBeLessThanOrEqual(withSecret ? 1 : 3); // cached, not fetched per request
      await app.close();
      await new Promise((r) => jwksServer.close(r));
    },
  };
}

const backends: [string, () => Promise<Backend>][] = [
  ['built-in identity', builtinBackend],
  ['hosted Supabase (JWKS)', () => hostedBackend(false)],
  ['hosted Supabase (JWT secret)', () => hostedBackend(true)],
];

for (const [name, start] of backends) {
  describe(`private /v1 routes with ${name}`, () => {
    let b: Backend;
    beforeAll(async () => {
      b = await start();
    });
    afterAll(() => b?.close());

    async function expectRefused(token: string | null, message: RegExp) {
      for (const [method, path] of PRIVATE_ROUTES) {
        const res = await b.app.fetch(path, { method, headers: token ? { Authorization: `Bearer ${token}` } : {} });
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(res.headers.get('content-type')).toMatch(/application\/json/);
        const body = await res.json();
        expect(body.code).toBe('unauthorized');
        expect(body.message).toMatch(message);
      }
    }

    it('accepts a valid token and returns our user, created on first login', async () => {
      const { token, email } = await b.validToken();
      const res = await b.app.fetch('/v1/auth/login', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      const user = await res.json();
      expect(user).toMatchObject({ id: claimsOf(token).sub, email });
      const [row] = await b.app.runtime.db.query<{ email: string; last_login_at: Date | null }>('SELECT email, last_login_at FROM users WHERE id = $1', [
        user.id,
      ]);
      expect(row?.email).toBe(email);
      expect(row?.last_login_at).not.toBeNull();
      const usage = await b.app.fetch('/v1/me/usage', { headers: { Authorization: `Bearer ${token}` } });
      expect(usage.status).toBe(200);
    });

    it('answers 401 JSON asking to sign in when there is no token', async () => {
      await expectRefused(null, /sign in/i);
      const malformed = await b.app.fetch('/v1/me/usage', { headers: { Authorization: 'Basic abc' } });
      expect(malformed.status).toBe(401);
    });

    it('refuses an expired token, saying the session expired', async () => {
      const { token } = await b.validToken();
      const expired = await b.signTrusted({ ...claimsOf(token), exp: undefined, iat: undefined }, now() - 5);
      await expectRefused(expired, /expired/i);
    });

    it('refuses a tampered token (claims changed after signing)', async () => {
      const { token } = await b.validToken();
      const [h, , s] = token.split('.');
      const forged = Buffer.from(JSON.stringify({ ...claimsOf(token), sub: randomUUID(), email: 'intruder@example.com' })).toString('base64url');
      await expectRefused(`${h}.${forged}.${s}`, /not valid/i);
      await expectRefused(`${token.slice(0, -4)}AAAA`, /not valid/i);
      await expectRefused('not-a-jwt', /not valid/i);
    });

    it('refuses a token signed by a foreign key, even with the trusted key id', async () => {
      const { token } = await b.validToken();
      const foreign = await b.signForeign({ ...claimsOf(token), exp: undefined, iat: undefined }, now() + 3600);
      await expectRefused(foreign, /not valid/i);
    });

    it('refuses an unsigned (alg none) token', async () => {
      const { token } = await b.validToken();
      const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      await expectRefused(`${header}.${token.split('.')[1]}.`, /not valid/i);
    });
  });
}
