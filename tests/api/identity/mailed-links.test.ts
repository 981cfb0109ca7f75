/**
 * Mailed links (password reset, confirmation) as a hostile or unlucky visitor meets them: a
 * `redirect_to` changed to another site, a link mailed before the site's address (PUBLIC_URL)
 * changed, and a path that a browser normalises to another host. The link always leads to a
 * page of the site, never answers 500, and is not used up by an attempt that could not finish.
 */
import { describe, expect, it } from 'vitest';
import { createTestUser } from '../../helpers/auth.ts';
import { startedForTests } from '../../helpers/lifecycle.ts';
import { outboxMailTo } from '../../helpers/mail.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';

async function resetLink(app: TestApp, email: string, redirectTo?: string): Promise<URL> {
  const query = redirectTo ? `?redirect_to=${encodeURIComponent(redirectTo)}` : '';
  const sent = (await outboxMailTo(app.runtime.config.dataDir, email, /password/i)).length;
  const res = await app.fetch(`/auth/v1/recover${query}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
  expect(res.status).toBe(200);
  const deadline = Date.now() + 5_000;
  for (;;) {
    const mails = await outboxMailTo(app.runtime.config.dataDir, email, /password/i);
    if (mails.length > sent) return new URL(mails.at(-1)!.link!);
    if (Date.now() > deadline) throw new Error('no reset mail');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function open(link: URL): Promise<{ status: number; location: URL | null }> {
  const res = await fetch(link, { redirect: 'manual' });
  await res.arrayBuffer();
  const location = res.headers.get('location');
  return { status: res.status, location: location ? new URL(location) : null };
}

describe('mailed links', () => {
  const app = startedForTests(() => startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', AUTH_EMAIL_RATE_LIMIT_PER_HOUR: '1000' }));

  it('a reset link whose redirect_to was changed to another site still signs in on the site, once', async () => {
    const user = await createTestUser(app);
    const link = await resetLink(app, user.email);
    link.searchParams.set('redirect_to', 'https://evil.example/x');
    const first = await open(link);
    expect(first.status).toBe(303);
    expect(first.location!.origin).toBe(app.url);
    expect(first.location!.pathname).toBe('/reset-password');
    expect(new URLSearchParams(first.location!.hash.slice(1)).get('access_token')).toBeTruthy();
    // Used once it worked.
    const again = await open(link);
    expect(new URLSearchParams(again.location!.hash.slice(1)).get('error_code')).toBe('otp_expired');
  });

  it('a link mailed before PUBLIC_URL changed leads to the same page on the new address', async () => {
    const user = await createTestUser(app);
    const link = await resetLink(app, user.email);
    // What a link of the old address carries: its redirect_to, stored and in the link, on the old host.
    const old = 'https://old-home.example/reset-password';
    await app.runtime.db.query(`UPDATE auth_one_time_tokens SET redirect_to = $1 WHERE token_type = 'recovery'`, [old]);
    link.searchParams.set('redirect_to', old);
    const landed = await open(link);
    expect(landed.status).toBe(303);
    expect(landed.location!.origin + landed.location!.pathname).toBe(`${app.url}/reset-password`);
    expect(new URLSearchParams(landed.location!.hash.slice(1)).get('type')).toBe('recovery');
  });

  it('a redirect to a path a browser reads as another host is refused when the mail is asked for', async () => {
    const user = await createTestUser(app);
    for (const sneaky of ['/.//evil.example/x', '/%2e//evil.example/x', '/..//evil.example/x', `${'http://127.0.0.1'}/.//evil.example/x`]) {
      const link = await resetLink(app, user.email, sneaky);
      const target = new URL(link.searchParams.get('redirect_to')!);
      expect(target.origin).toBe(app.url);
      expect(target.pathname).toBe('/reset-password');
      const landed = await open(link);
      expect(landed.location!.origin).toBe(app.url);
      expect(landed.location!.pathname.startsWith('//')).toBe(false);
    }
  });
});
