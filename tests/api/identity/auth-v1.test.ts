/**
 * The built-in identity service over real HTTP, spoken to by supabase-js itself where
 * the client's reading of our answers matters (the identity provider's errors).
 */
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, testPassword, uniqueEmail } from '../../helpers/auth.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('built-in identity service', () => {
  let app: TestApp;
  const supabase = () => createClient(app.url, 'anon', { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });

  beforeAll(async () => {
    app = await startTestApp({ AUTH_REFRESH_REUSE_GRACE_SECONDS: '1', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => app?.close());

  it('signs up and in at once without e-mail confirmation (no SMTP), then signs in with a Supabase-shaped session', async () => {
    const email = uniqueEmail();
    const password = testPassword();
    const settings = await (await app.fetch('/auth/v1/settings')).json();
    expect(settings.mailer_autoconfirm).toBe(true);
    const { data: up, error: upError } = await supabase().auth.signUp({ email, password });
    expect(upError).toBeNull();
    expect(up.user?.email).toBe(email);
    // Signed in, but the address is not confirmed until the mailed link is opened.
    expect(up.session?.access_token).toBeTruthy();
    expect(up.user?.email_confirmed_at).toBeNull();

    const res = await app.fetch('/auth/v1/token?grant_type=password', json({ email: email.toUpperCase(), password }));
    expect(res.status).toBe(200);
    const session = await res.json();
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { email, aud: 'authenticated' } });
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(session.refresh_token).toMatch(/^[\w-]{30,}$/);

    const me = await app.fetch('/auth/v1/user', { headers: { Authorization: `Bearer ${session.access_token}` } });
    expect(me.status).toBe(200);
    expect((await me.json()).id).toBe(session.user.id);
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const user = await createTestUser(app);
    const client = supabase();
    const wrong = await client.auth.signInWithPassword({ email: user.email, password: `${user.password}x` });
    const unknown = await client.auth.signInWithPassword({ email: uniqueEmail(), password: user.password });
    for (const { error } of [wrong, unknown]) {
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.message).toBe('Invalid login credentials');
    }
  });

  it('answers a registered e-mail with user_already_exists (what /signup turns into "already registered")', async () => {
    const user = await createTestUser(app);
    const { error } = await supabase().auth.signUp({ email: user.email, password: testPassword() });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('user_already_exists');
    expect(error?.message).toBe('User already registered');
  });

  it('rejects weak passwords in the weak_password shape with reasons', async () => {
    const short = await supabase().auth.signUp({ email: uniqueEmail(), password: 'abc123' });
    expect(short.error?.name).toBe('AuthWeakPasswordError');
    expect(short.error?.code).toBe('weak_password');
    expect((short.error as { reasons?: string[] }).reasons).toEqual(['length']);
    expect(short.error?.message).toBe('Password should be at least 8 characters.');

    for (const password of ['password123', '12345678', 'aaaaaaaaaa', 'abcdefgh']) {
      const { error } = await supabase().auth.signUp({ email: uniqueEmail(), password });
      expect((error as { reasons?: string[] }).reasons, password).toEqual(['pwned']);
    }
    // Legacy clients (no API-version header) get GoTrue's older body.
    const legacy = await app.fetch('/auth/v1/signup', json({ email: uniqueEmail(), password: 'short' }));
    expect(legacy.status).toBe(422);
    expect(await legacy.json()).toEqual({
      code: 422,
      error_code: 'weak_password',
      msg: 'Password should be at least 8 characters.',
      weak_password: { reasons: ['length'] },
    });
  });

  it('asks for both e-mail and password', async () => {
    const res = await app.fetch('/auth/v1/token?grant_type=password', json({ email: uniqueEmail() }));
    expect(res.status).toBe(400);
    expect((await res.json()).msg).toBe('You must provide either an email or phone number and a password');
  });

  it('rotates refresh tokens: each is single-use and the new access token works', async () => {
    const user = await createTestUser(app);
    const first = await app.fetch('/auth/v1/token?grant_type=refresh_token', json({ refresh_token: user.refreshToken }));
    expect(first.status).toBe(200);
    const rotated = await first.json();
    expect(rotated.refresh_token).not.toBe(user.refreshToken);
    expect(rotated.access_token).not.toBe(user.accessToken);
    const login = await app.fetch('/v1/auth/login', { method: 'POST', headers: { Authorization: `Bearer ${rotated.access_token}` } });
    expect(login.status).toBe(200);

    const next = await app.fetch('/auth/v1/token?grant_type=refresh_token', json({ refresh_token: rotated.refresh_token }));
    expect(next.status).toBe(200);
    const unknown = await app.fetch('/auth/v1/token?grant_type=refresh_token', json({ refresh_token: 'not-a-token' }));
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error_code).toBe('refresh_token_not_found');
  });

  it('tolerates a second tab inside the grace, and revokes the whole session on reuse after it', async () => {
    const user = await createTestUser(app);
    const a = await app.fetch('/auth/v1/token?grant_type=refresh_token', json({ refresh_token: user.refreshToken }));
    const b = await app.fetch('/auth/v1/token?grant_type=refresh_token', json({ refresh_token: user.refreshToken }));
    expect([a.status, b.status]).toEqual([200, 200]);
    const { refresh_token: current, access_token: access } = await a.json();

    await sleep(1300); // past the 1 s grace of this test app
    const stolen = await app.fetch('/auth/v1/token?grant_type=refresh_token', json({ refresh_token: user.refreshToken }));
    expect(stolen.status).toBe(400);
    expect((await stolen.json()).error_code).toBe('refresh_token_already_used');
    // The whole family is gone: the legitimate newest token and the access token too.
    const legit = await app.fetch('/auth/v1/token?grant_type=refresh_token', json({ refresh_token: current }));
    expect(legit.status).toBe(400);
    const api = await app.fetch('/v1/auth/login', { method: 'POST', headers: { Authorization: `Bearer ${access}` } });
    expect(api.status).toBe(401);
  });

  it('signs out: the refresh token and the session are gone', async () => {
    const user = await createTestUser(app);
    const client = supabase();
    await client.auth.setSession({ access_token: user.accessToken, refresh_token: user.refreshToken });
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    const refresh = await app.fetch('/auth/v1/token?grant_type=refresh_token', json({ refresh_token: user.refreshToken }));
    expect(refresh.status).toBe(400);
    const me = await app.fetch('/auth/v1/user', { headers: { Authorization: `Bearer ${user.accessToken}` } });
    expect(me.status).toBe(403);
    const api = await app.fetch('/v1/me/usage', { headers: { Authorization: `Bearer ${user.accessToken}` } });
    expect(api.status).toBe(401);
  });

  it('publishes its public keys as a JWKS without private parts', async () => {
    for (const path of ['/auth/v1/.well-known/jwks.json', '/.well-known/jwks.json']) {
      const res = await app.fetch(path);
      expect(res.status).toBe(200);
      const { keys } = await res.json();
      expect(keys.length).toBeGreaterThan(0);
      expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256' });
      expect(keys[0].d).toBeUndefined();
    }
    const { data, error } = await (async () => {
      const user = await createTestUser(app);
      const client = supabase();
      await client.auth.setSession({ access_token: user.accessToken, refresh_token: user.refreshToken });
      return client.auth.getClaims();
    })();
    expect(error).toBeNull();
    expect(data?.claims.role).toBe('authenticated');
  });

  it('keeps the signing key across restarts of the same data', async () => {
    const before = await (await app.fetch('/auth/v1/.well-known/jwks.json')).json();
    const { keyEncryptionKey, loadKeyRing } = await import('../../../src/server/identity/builtin/keys.ts');
    const ring = await loadKeyRing(app.runtime.db, keyEncryptionKey(app.runtime.config));
    expect(ring.publicJwks.map((k) => k.kid)).toEqual(before.keys.map((k: { kid: string }) => k.kid));
  });
});

describe('rate limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => app?.close());

  it('answers 429 past the per-IP limit of sign-in attempts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await app.fetch(
        '/auth/v1/token?grant_type=password',
        json({ email: 'nobody@example.com', password: 'wrong-password' }, { 'X-Supabase-Api-Version': '2024-01-01' }),
      );
      statuses.push(res.status);
      if (res.status === 429) expect(await res.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    // Sign-up has its own budget.
    const signup = await app.fetch('/auth/v1/signup', json({ email: uniqueEmail(), password: testPassword() }));
    expect(signup.status).toBe(200);
  });
});
