/**
 * Links end with what made them: a password change ends the other sessions and the data-export
 * links they made, and a password-reset link mailed before the change no longer works (it would
 * undo the change). The session that changed the password keeps its own link.
 */
import { describe, expect, it } from 'vitest';
import { EXPORT_LINK_EXPIRED } from '../../../src/server/account/export-link.ts';
import { authHeader, createTestUser, testPassword } from '../../helpers/auth.ts';
import { startedForTests } from '../../helpers/lifecycle.ts';
import { outboxMailTo } from '../../helpers/mail.ts';
import { startTestApp } from '../../helpers/test-app.ts';

describe('links after a password change', () => {
  const app = startedForTests(() => startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', AUTH_EMAIL_RATE_LIMIT_PER_HOUR: '1000' }));

  const signIn = async (email: string, password: string) => {
    const res = await app.fetch('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(res.status).toBe(200);
    return { accessToken: (await res.json()).access_token as string };
  };
  const exportLink = async (session: { accessToken: string }) => {
    const res = await app.fetch('/v1/account/export', { method: 'POST', headers: authHeader(session) });
    expect(res.status).toBe(200);
    return (await res.json()).url as string;
  };
  const changePassword = async (session: { accessToken: string }) => {
    const res = await app.fetch('/auth/v1/user', {
      method: 'PUT',
      headers: { ...authHeader(session), 'content-type': 'application/json' },
      body: JSON.stringify({ password: testPassword() }),
    });
    expect(res.status).toBe(200);
  };

  it('the data-export link of a session ended by a password change stops at once', async () => {
    const user = await createTestUser(app);
    const laptop = await signIn(user.email, user.password);
    const stolen = await exportLink(laptop);
    const own = await exportLink(user);
    expect((await fetch(stolen, { method: 'HEAD' })).status).toBe(200);

    await changePassword(user);
    const refused = await fetch(stolen);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(EXPORT_LINK_EXPIRED);
    // The session that changed the password is still the parent's: its link works.
    const kept = await fetch(own);
    expect(kept.status).toBe(200);
    await kept.arrayBuffer();
  });

  it('a reset link mailed before a password change no longer works', async () => {
    const user = await createTestUser(app);
    const asked = await app.fetch('/auth/v1/recover', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email }),
    });
    expect(asked.status).toBe(200);
    let link: string | undefined;
    for (let i = 0; i < 100 && !link; i++) {
      link = (await outboxMailTo(app.runtime.config.dataDir, user.email, /password/i)).at(-1)?.link ?? undefined;
      if (!link) await new Promise((r) => setTimeout(r, 50));
    }
    await changePassword(user);
    const res = await fetch(link!, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const landed = new URL(res.headers.get('location')!);
    expect(new URLSearchParams(landed.hash.slice(1)).get('access_token')).toBeNull();
    expect(new URLSearchParams(landed.hash.slice(1)).get('error_code')).toBe('otp_expired');
  });
});
