/**
 * The e-mail flows of the built-in identity service spoken to by supabase-js
 * itself, with a real SMTP server in the test process receiving what the app sends: sign-up
 * confirmation, password recovery (implicit and PKCE), updateUser (password, e-mail change),
 * rate limits, and answers that do not tell whether an address has an account.
 */
import type { AuthChangeEvent, SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { memorySupabase, testPassword, uniqueEmail } from '../../helpers/auth.ts';
import { smtpTestApp } from '../../helpers/smtp-app.ts';

/** A supabase-js client as a Node program would make it, with the auth events it reports. */
function client(url: string, flowType: 'implicit' | 'pkce' = 'implicit'): { supabase: SupabaseClient; events: AuthChangeEvent[] } {
  const supabase = memorySupabase(url, { flowType });
  const events: AuthChangeEvent[] = [];
  supabase.auth.onAuthStateChange((event) => void events.push(event));
  return { supabase, events };
}

/** Opens a mail's link as a browser would (no redirects followed); returns where it sends the browser. */
async function openLink(link: string): Promise<URL> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}

describe('e-mail flows with SMTP (confirmation required)', () => {
  const { app, smtp } = smtpTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });

  it('signUp → confirmation mail → link → signIn; before confirming, sign-in is refused', async () => {
    const email = uniqueEmail();
    const password = testPassword();
    const { supabase } = client(app.url);
    const settings = await (await app.fetch('/auth/v1/settings')).json();
    expect(settings.mailer_autoconfirm).toBe(false);

    const up = await supabase.auth.signUp({ email, password, options: { emailRedirectTo: `${app.url}/login?redirectTo=%2Fcreate-story` } });
    expect(up.error).toBeNull();
    expect(up.data.session).toBeNull();
    expect(up.data.user?.email).toBe(email);

    const early = await supabase.auth.signInWithPassword({ email, password });
    expect(early.error?.code).toBe('email_not_confirmed');
    expect(early.error?.message).toBe('Email not confirmed');

    const mail = await smtp.waitFor(email, /^Confirm your Bedtime Hero account$/);
    expect(mail.text).toContain('Confirm my e-mail');
    expect(mail.html).toContain('Welcome to Bedtime Hero!');
    expect(mail.html).toContain(`<strong>${email}</strong>`);
    expect(mail.link).toBeTruthy();

    const landed = await openLink(mail.link!);
    expect(landed.origin + landed.pathname).toBe(`${app.url}/login`);
    expect(landed.searchParams.get('redirectTo')).toBe('/create-story');
    const fragment = new URLSearchParams(landed.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('access_token')).toBeTruthy();

    const signedIn = await supabase.auth.signInWithPassword({ email, password });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.email_confirmed_at).toBeTruthy();

    // The link works once.
    const again = await openLink(mail.link!);
    expect(new URLSearchParams(again.hash.slice(1)).get('error_code')).toBe('otp_expired');
  });

  it('answers a sign-up for a registered address exactly like a new one, and tells the owner by mail', async () => {
    const email = uniqueEmail();
    const { supabase } = client(app.url);
    await supabase.auth.signUp({ email, password: testPassword() });
    // Confirm the first account so the second attempt meets an established one.
    await openLink((await smtp.waitFor(email, /^Confirm/)).link!);

    const fresh = await supabase.auth.signUp({ email: uniqueEmail(), password: testPassword() });
    const taken = await supabase.auth.signUp({ email, password: testPassword() });
    expect(taken.error).toBeNull();
    expect(taken.data.session).toBeNull();
    const shape = (u: typeof taken.data.user) => ({
      keys: Object.keys(u!).sort(),
      identities: u!.identities?.length,
      confirmed: u!.email_confirmed_at,
      provider: u!.app_metadata.provider,
    });
    expect(shape(taken.data.user)).toEqual(shape(fresh.data.user));
    const notice = await smtp.waitFor(email, /^You already have a Bedtime Hero account$/);
    expect(notice.text).toContain('Someone tried to create a new Bedtime Hero account');

    // Password recovery answers alike for an unknown address, and mails nobody.
    const unknown = uniqueEmail();
    const res = await supabase.auth.resetPasswordForEmail(unknown);
    expect(res.error).toBeNull();
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.to(unknown)).toEqual([]);
  });

  it('resetPasswordForEmail (PKCE, as the browser does) → mail → PASSWORD_RECOVERY → updateUser → only the new password works', async () => {
    const email = uniqueEmail();
    const oldPassword = testPassword();
    const newPassword = testPassword();
    const signup = client(app.url);
    await signup.supabase.auth.signUp({ email, password: oldPassword });
    await openLink((await smtp.waitFor(email, /^Confirm/)).link!);
    // A session on another device, which the password change must end.
    const other = client(app.url);
    const otherSession = await other.supabase.auth.signInWithPassword({ email, password: oldPassword });
    expect(otherSession.error).toBeNull();

    const { supabase, events } = client(app.url, 'pkce');
    const asked = await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${app.url}/reset-password` });
    expect(asked.error).toBeNull();
    const mail = await smtp.waitFor(email, /^Reset your Bedtime Hero password$/);
    expect(mail.html).toContain('Set a new password');
    const landed = await openLink(mail.link!);
    expect(landed.pathname).toBe('/reset-password');
    const code = landed.searchParams.get('code')!;
    expect(code).toBeTruthy();

    const exchanged = await supabase.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    const updated = await supabase.auth.updateUser({ password: newPassword });
    expect(updated.error).toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    expect(events).toContain('PASSWORD_RECOVERY');
    expect(events).toContain('USER_UPDATED');

    const fresh = client(app.url).supabase;
    expect((await fresh.auth.signInWithPassword({ email, password: oldPassword })).error?.code).toBe('invalid_credentials');
    expect((await fresh.auth.signInWithPassword({ email, password: newPassword })).error).toBeNull();
    // The other device's session ended with the password change.
    const refresh = await other.supabase.auth.refreshSession();
    expect(refresh.error).not.toBeNull();
    // The reset link works once.
    const reused = await openLink(mail.link!);
    expect(reused.searchParams.get('error_code')).toBe('otp_expired');
  });

  it('verifyOtp with the token from a recovery link emits PASSWORD_RECOVERY (implicit flow)', async () => {
    const email = uniqueEmail();
    const password = testPassword();
    const { supabase, events } = client(app.url);
    await supabase.auth.signUp({ email, password });
    await openLink((await smtp.waitFor(email, /^Confirm/)).link!);
    await supabase.auth.resetPasswordForEmail(email);
    const mail = await smtp.waitFor(email, /^Reset/);
    const token = new URL(mail.link!).searchParams.get('token')!;
    const verified = await supabase.auth.verifyOtp({ token_hash: token, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
    expect(events).toContain('PASSWORD_RECOVERY');
    const reused = await supabase.auth.verifyOtp({ token_hash: token, type: 'recovery' });
    expect(reused.error?.code).toBe('otp_expired');
  });

  it('updateUser changes the password with the current session, refusing a weak or unchanged one', async () => {
    const email = uniqueEmail();
    const password = testPassword();
    const { supabase, events } = client(app.url);
    await supabase.auth.signUp({ email, password });
    await openLink((await smtp.waitFor(email, /^Confirm/)).link!);
    await supabase.auth.signInWithPassword({ email, password });

    const weak = await supabase.auth.updateUser({ password: 'password123' });
    expect(weak.error?.code).toBe('weak_password');
    const same = await supabase.auth.updateUser({ password });
    expect(same.error?.code).toBe('same_password');
    const next = testPassword();
    const ok = await supabase.auth.updateUser({ password: next });
    expect(ok.error).toBeNull();
    expect(events).toContain('USER_UPDATED');
    const fresh = client(app.url).supabase;
    expect((await fresh.auth.signInWithPassword({ email, password })).error?.code).toBe('invalid_credentials');
    expect((await fresh.auth.signInWithPassword({ email, password: next })).error).toBeNull();

    const anonymous = await app.fetch('/auth/v1/user', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: testPassword() }),
    });
    expect(anonymous.status).toBe(401);
  });

  it('changes the e-mail only once the new address confirms it', async () => {
    const email = uniqueEmail();
    const newEmail = uniqueEmail();
    const password = testPassword();
    const { supabase } = client(app.url);
    await supabase.auth.signUp({ email, password });
    await openLink((await smtp.waitFor(email, /^Confirm/)).link!);
    await supabase.auth.signInWithPassword({ email, password });

    const asked = await supabase.auth.updateUser({ email: newEmail }, { emailRedirectTo: `${app.url}/account` });
    expect(asked.error).toBeNull();
    expect(asked.data.user?.email).toBe(email);
    expect((asked.data.user as { new_email?: string }).new_email).toBe(newEmail);
    const mail = await smtp.waitFor(newEmail, /^Confirm your new e-mail address$/);
    expect(smtp.to(email).some((m) => /new e-mail/.test(m.subject))).toBe(false);
    // Not changed yet.
    const fresh = client(app.url).supabase;
    expect((await fresh.auth.signInWithPassword({ email: newEmail, password })).error?.code).toBe('invalid_credentials');

    const landed = await openLink(mail.link!);
    expect(landed.pathname).toBe('/account');
    expect(new URLSearchParams(landed.hash.slice(1)).get('type')).toBe('email_change');
    const after = await fresh.auth.signInWithPassword({ email: newEmail, password });
    expect(after.error).toBeNull();
    expect(after.data.user?.email).toBe(newEmail);
    expect((await client(app.url).supabase.auth.signInWithPassword({ email, password })).error?.code).toBe('invalid_credentials');
  });

  it('limits the e-mails one address can trigger per hour (429 over_email_send_rate_limit), for unknown addresses too', async () => {
    const { supabase } = client(app.url);
    const unknown = uniqueEmail();
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 6; i++) codes.push((await supabase.auth.resetPasswordForEmail(unknown)).error?.code);
    expect(codes.slice(0, 5)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(codes[5]).toBe('over_email_send_rate_limit');
    const res = await app.fetch('/auth/v1/recover', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: unknown }),
    });
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ code: 429, error_code: 'over_email_send_rate_limit', msg: 'email rate limit exceeded' });
  });

  it('refuses bad verify requests in GoTrue shape and never redirects to another site', async () => {
    const res = await app.fetch('/auth/v1/verify', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'recovery', token_hash: 'nope' }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error_code: 'otp_expired', msg: 'Email link is invalid or has expired' });
    const bad = await app.fetch('/auth/v1/verify', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'sms', token_hash: 'x' }),
    });
    expect(bad.status).toBe(400);
    const away = await openLink(`${app.url}/auth/v1/verify?token=nope&type=signup&redirect_to=${encodeURIComponent('https://evil.example/x')}`);
    expect(away.origin).toBe(app.url);
    expect(away.searchParams.get('error_code')).toBe('otp_expired');
  });
});
