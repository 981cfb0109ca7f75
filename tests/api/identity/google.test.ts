/**
 * Google sign-in through the built-in identity service, end to end against a local
 * OpenID provider standing in for Google (oauth2-mock-server): /authorize → provider → /callback
 * → /login?code= → POST /token?grant_type=pkce.
 */
import { createHash, randomBytes } from 'node:crypto';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestUser } from '../../helpers/auth.ts';
import { waitForOutboxMail } from '../../helpers/mail.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};
const location = (res: Response) => new URL(res.headers.get('location')!);

describe('Google sign-in (PKCE) against a local OpenID provider', () => {
  let app: TestApp;
  let google: OAuth2Server;
  let nextEmail = '';
  let nextVerified = true;

  beforeAll(async () => {
    google = new OAuth2Server();
    await google.issuer.keys.generate('RS256');
    await google.start(0, '127.0.0.1');
    google.service.on('beforeTokenSigning', (token) => {
      // Only the ID token carries an audience equal to our client id.
      token.payload.email = nextEmail;
      token.payload.email_verified = nextVerified;
      token.payload.sub = `google-${nextEmail}`;
    });
    app = await startTestApp({ GOOGLE_CLIENT_ID: 'bedtime-hero-test', GOOGLE_CLIENT_SECRET: 'shh', GOOGLE_ISSUER: google.issuer.url! });
  });
  afterAll(async () => {
    await app?.close();
    await google?.stop();
  });

  /** Walks the browser's redirects; returns the URL the browser lands on back at /login. */
  async function signInWithGoogle(email: string, challenge: string, redirectTo = `${app.url}/login?redirectTo=%2Fstories`) {
    nextEmail = email;
    const start = await app.fetch(
      `/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(redirectTo)}&code_challenge=${challenge}&code_challenge_method=s256`,
      { redirect: 'manual' },
    );
    expect(start.status).toBe(302);
    const toGoogle = location(start);
    expect(toGoogle.origin).toBe(new URL(google.issuer.url!).origin);
    expect(toGoogle.searchParams.get('client_id')).toBe('bedtime-hero-test');
    const fromGoogle = await fetch(toGoogle, { redirect: 'manual' });
    const callback = location(fromGoogle);
    expect(callback.pathname).toBe('/auth/v1/callback');
    const back = await fetch(callback, { redirect: 'manual' });
    expect(back.status).toBe(302);
    return location(back);
  }

  const exchange = (code: string, verifier: string) =>
    app.fetch('/auth/v1/token?grant_type=pkce', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: verifier }),
    });

  it('comes back to /login with a code that the PKCE verifier turns into a session', async () => {
    const { verifier, challenge } = pkce();
    const landed = await signInWithGoogle('kid.parent@gmail.com', challenge);
    expect(landed.pathname).toBe('/login');
    expect(landed.searchParams.get('redirectTo')).toBe('/stories');
    const code = landed.searchParams.get('code')!;
    expect(code).toBeTruthy();

    const res = await exchange(code, verifier);
    expect(res.status).toBe(200);
    const session = await res.json();
    expect(session.user).toMatchObject({ email: 'kid.parent@gmail.com', app_metadata: { provider: 'google' } });
    const login = await app.fetch('/v1/auth/login', { method: 'POST', headers: { Authorization: `Bearer ${session.access_token}` } });
    expect((await login.json()).email).toBe('kid.parent@gmail.com');

    // A code works once.
    const again = await exchange(code, verifier);
    expect(again.status).toBe(404);
  });

  it('asks Google with its own PKCE challenge (S256) and a nonce, and Google checks the verifier at the token exchange', async () => {
    const { challenge } = pkce();
    nextEmail = 'pkce.parent@gmail.com';
    const start = await app.fetch(
      `/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(`${app.url}/login`)}&code_challenge=${challenge}&code_challenge_method=s256`,
      { redirect: 'manual' },
    );
    const toGoogle = location(start);
    expect(toGoogle.searchParams.get('code_challenge_method')).toBe('S256');
    expect(toGoogle.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Not the browser's challenge: ours, between us and Google.
    expect(toGoogle.searchParams.get('code_challenge')).not.toBe(challenge);
    expect(toGoogle.searchParams.get('nonce')).toBeTruthy();
    const fromGoogle = await fetch(toGoogle, { redirect: 'manual' });
    const back = await fetch(location(fromGoogle), { redirect: 'manual' });
    expect(location(back).searchParams.get('code')).toBeTruthy();
  });

  it('keeps signing in when Google rotates its signing keys', async () => {
    const { challenge } = pkce();
    expect((await signInWithGoogle('rotate.parent@gmail.com', challenge)).searchParams.get('code')).toBeTruthy();
    // A new signing key appears (the provider now signs with its keys in turn). A key set read
    // more than a minute ago is read again when a token names a key it does not hold; the clock
    // of this process (app and provider alike) moves on a minute instead of the test waiting.
    await google.issuer.keys.generate('RS256');
    const realNow = Date.now.bind(Date);
    const later = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 61_000);
    try {
      for (let i = 0; i < 3; i++) {
        const landed = await signInWithGoogle('rotate.parent@gmail.com', pkce().challenge);
        expect(landed.searchParams.get('error_description')).toBeNull();
        expect(landed.searchParams.get('code')).toBeTruthy();
      }
    } finally {
      later.mockRestore();
    }
  });

  it('refuses a code presented with the wrong verifier', async () => {
    const { challenge } = pkce();
    const landed = await signInWithGoogle('other.parent@gmail.com', challenge);
    const res = await exchange(landed.searchParams.get('code')!, pkce().verifier);
    expect(res.status).toBe(403);
    expect((await res.json()).error_code).toBe('bad_code_verifier');
  });

  /** Opens the newest outbox mail to `to` whose subject matches (embedded mode writes mail there). */
  async function openOutboxLink(to: string, subject: RegExp): Promise<URL> {
    const mail = await waitForOutboxMail(app.runtime.config.dataDir, to, subject);
    const res = await fetch(mail.link!, { redirect: 'manual' });
    expect(res.status).toBe(303);
    return location(res);
  }

  it('joins an existing account only after its e-mail is confirmed, and the same Google account again', async () => {
    const user = await createTestUser(app, 'both.ways@gmail.com');
    const refused = await signInWithGoogle('both.ways@gmail.com', pkce().challenge);
    expect(refused.searchParams.get('code')).toBeNull();
    expect(refused.searchParams.get('error_code')).toBe('email_not_confirmed');
    expect(refused.searchParams.get('error_description')).toMatch(/sign in with your password first/);

    await openOutboxLink('both.ways@gmail.com', /^Confirm your Bedtime Hero account$/);
    for (let i = 0; i < 2; i++) {
      const { verifier, challenge } = pkce();
      const landed = await signInWithGoogle('both.ways@gmail.com', challenge);
      const session = await (await exchange(landed.searchParams.get('code')!, verifier)).json();
      expect(session.user.id).toBe(user.userId);
      expect(session.user.app_metadata.providers.sort()).toEqual(['email', 'google']);
    }
  });

  it('makes the pre-registration takeover impossible: whoever registered the address first loses it when the owner takes it back', async () => {
    const victim = 'victim.parent@gmail.com';
    // The attacker registers the parent's address first (no SMTP: sign-up signs in at once).
    const attacker = await createTestUser(app, victim);
    // The parent signs in with Google: not joined to the attacker's account, no session.
    const landed = await signInWithGoogle(victim, pkce().challenge);
    expect(landed.searchParams.get('code')).toBeNull();
    expect(landed.searchParams.get('error_code')).toBe('email_not_confirmed');

    // The parent resets the password through the mail that only they receive.
    const forgot = await app.fetch('/auth/v1/recover', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: victim }),
    });
    expect(forgot.status).toBe(200);
    const back = await openOutboxLink(victim, /^Reset your Bedtime Hero password$/);
    const recovery = new URLSearchParams(back.hash.slice(1));
    expect(recovery.get('type')).toBe('recovery');
    const newPassword = `Parent-${randomBytes(6).toString('hex')}-Own`;
    const put = await app.fetch('/auth/v1/user', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${recovery.get('access_token')}` },
      body: JSON.stringify({ password: newPassword }),
    });
    expect(put.status).toBe(200);

    // The attacker is out: old password, refresh token and access token are all refused.
    const signIn = await app.fetch('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: victim, password: attacker.password }),
    });
    expect(signIn.status).toBe(400);
    const refresh = await app.fetch('/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: attacker.refreshToken }),
    });
    expect(refresh.status).toBe(400);
    const me = await app.fetch('/v1/auth/login', { method: 'POST', headers: { Authorization: `Bearer ${attacker.accessToken}` } });
    expect(me.status).toBe(401);

    // Now the address is proven: Google joins the parent's account.
    const { verifier, challenge } = pkce();
    const ok = await signInWithGoogle(victim, challenge);
    const session = await (await exchange(ok.searchParams.get('code')!, verifier)).json();
    expect(session.user.email).toBe(victim);
    expect(session.user.email_confirmed_at).toBeTruthy();
  });

  it('sends an unverified Google address back to /login with an error', async () => {
    nextVerified = false;
    try {
      const landed = await signInWithGoogle('unverified@gmail.com', pkce().challenge);
      expect(landed.searchParams.get('code')).toBeNull();
      expect(landed.searchParams.get('error_description')).toMatch(/verify your e-mail/);
    } finally {
      nextVerified = true;
    }
  });

  it('never redirects to another site, and refuses unknown providers', async () => {
    const landed = await signInWithGoogle('safe.redirect@gmail.com', pkce().challenge, 'https://evil.example/steal');
    expect(landed.origin).toBe(app.url);
    expect(landed.pathname).toBe('/login');
    const github = await app.fetch(`/auth/v1/authorize?provider=github&code_challenge=x&code_challenge_method=s256`, { redirect: 'manual' });
    expect(github.status).toBe(400);
    const forged = await app.fetch('/auth/v1/callback?code=abc&state=00000000-0000-4000-8000-000000000000', { redirect: 'manual' });
    expect(location(forged).searchParams.get('error_code')).toBe('bad_oauth_state');
  });
});

describe('Google sign-in when it is not configured', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it('says so in the settings and refuses /authorize', async () => {
    const settings = await (await app.fetch('/auth/v1/settings')).json();
    expect(settings.external).toMatchObject({ email: true, google: false });
    const res = await app.fetch('/auth/v1/authorize?provider=google&code_challenge=x&code_challenge_method=s256', { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect((await res.json()).msg).toMatch(/provider is not enabled/);
  });
});
