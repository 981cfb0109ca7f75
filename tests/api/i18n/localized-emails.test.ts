/**
 * The parent's language is remembered for e-mails. supabase-js on /es/signup sends the
 * page language (as src/lib/supabase.ts does); the confirmation arrives in Spanish through the
 * real mail path (SMTP), its link works, and later mails (password reset asked without any
 * language) follow the remembered one; a signed-in call from a French page moves it to French.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { memorySupabase, testPassword, uniqueEmail } from '../../helpers/auth.ts';
import { smtpTestApp } from '../../helpers/smtp-app.ts';

/** A client as supabase-js runs on a page in `lang` (src/lib/supabase.ts sends the page language). */
const pageClient = (url: string, lang: string): SupabaseClient => memorySupabase(url, { headers: { 'Accept-Language': lang } });

describe('e-mails in the parent language (SMTP, confirmation required)', () => {
  const { app, smtp } = smtpTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });

  it('sends a Spanish confirmation to a parent who signed up on /es/signup, remembers Spanish, and follows a switch to French', async () => {
    const email = uniqueEmail();
    const password = testPassword();
    const es = pageClient(app.url, 'es');
    const up = await es.auth.signUp({ email, password, options: { emailRedirectTo: `${app.url}/es/login` } });
    expect(up.error).toBeNull();

    const mail = await smtp.waitFor(email, /^Confirma tu cuenta de Bedtime Hero$/);
    expect(mail.text).toContain('Confirmar mi correo');
    expect(mail.text).toContain(`Confirma que ${email} es tu dirección de correo`);
    expect(mail.text).not.toMatch(/Please|Confirm my e-mail|This link works/);
    expect(mail.html).toContain('<html lang="es" dir="ltr">');
    const landed = await fetch(mail.link!, { redirect: 'manual' });
    expect(landed.status).toBe(303);
    const target = new URL(landed.headers.get('location')!);
    expect(target.pathname).toBe('/es/login');
    expect(new URLSearchParams(target.hash.slice(1)).get('type')).toBe('signup');

    // A reset asked with no language at all still goes out in the remembered Spanish.
    const reset = await fetch(`${app.url}/auth/v1/recover`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': '*' },
      body: JSON.stringify({ email }),
    });
    expect(reset.status).toBe(200);
    expect((await smtp.waitFor(email, /^Restablece tu contraseña de Bedtime Hero$/)).link).toBeTruthy();

    // Signed in, the parent switches to French: the next signed-in call carries "fr" and the e-mails follow.
    const signedIn = await es.auth.signInWithPassword({ email, password });
    expect(signedIn.error).toBeNull();
    const token = signedIn.data.session!.access_token;
    // A browser's own list (not the site's single code) is not taken as a choice.
    await app.fetch('/v1/me/usage', { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'de-DE,de;q=0.9' } });
    await fetch(`${app.url}/auth/v1/recover`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email }) });
    await smtp.waitFor(email, /^Restablece tu contraseña de Bedtime Hero$/);
    const me = await app.fetch('/v1/me/usage', { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'fr' } });
    expect(me.status).toBe(200);
    await fetch(`${app.url}/auth/v1/recover`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email }) });
    const french = await smtp.waitFor(email, /^Réinitialisez votre mot de passe Bedtime Hero$/);
    expect(french.text).toContain('Définir un nouveau mot de passe');
  });

  it('writes the Arabic confirmation right-to-left', async () => {
    const email = uniqueEmail();
    const up = await pageClient(app.url, 'ar').auth.signUp({ email, password: testPassword() });
    expect(up.error).toBeNull();
    const mail = await smtp.waitFor(email, /^أكّد حسابك في Bedtime Hero$/);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.link).toBeTruthy();
  });

  it('keeps English mails for a parent who never chose a language', async () => {
    const email = uniqueEmail();
    await pageClient(app.url, 'en').auth.signUp({ email, password: testPassword() });
    expect((await smtp.waitFor(email, /^Confirm your Bedtime Hero account$/)).text).toContain('Welcome to Bedtime Hero!');
  });
});
