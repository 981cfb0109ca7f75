/**
 * The e-mail templates: every template renders plain text and HTML with
 * its link, escapes what it interpolates, keeps English word for word, and goes out in each of
 * the 14 UI languages with no English sentence left (the brand excepted), Arabic right-to-left.
 */
import { describe, expect, it } from 'vitest';
import { renderEmail, TEMPLATES, type EmailTemplate } from '../../src/server/mail/templates.ts';
import { LOCALES } from '../../src/i18n/locales.ts';

const NAMES = Object.keys(TEMPLATES) as EmailTemplate[];
const LINK = 'https://app.example/auth/v1/verify?token=abc&type=signup&redirect_to=https%3A%2F%2Fapp.example%2Fes%2Flogin';
const ENGLISH_SUBJECTS: Record<EmailTemplate, [string, string]> = {
  confirmSignup: ['Confirm your Bedtime Hero account', 'Confirm my e-mail'],
  resetPassword: ['Reset your Bedtime Hero password', 'Set a new password'],
  changeEmail: ['Confirm your new e-mail address', 'Confirm new e-mail'],
  alreadyRegistered: ['You already have a Bedtime Hero account', 'Sign in'],
};
/** Words that only an English sentence would contain (checked with the brand, address and link removed; 'password' is Italian too). */
const ENGLISH_WORDS = /\b(please|your|the|this|you|sign in|link works|ignore)\b/i;

describe('e-mail templates', () => {
  it('render a subject, a plain body with the link, and an HTML body with the button (English as before)', () => {
    for (const template of NAMES) {
      const mail = renderEmail(template, { email: 'parent@example.com', actionUrl: 'https://app.example/auth/v1/verify?token=abc&type=signup' });
      expect(mail.subject).toBe(ENGLISH_SUBJECTS[template][0]);
      expect(mail.text).toContain('https://app.example/auth/v1/verify?token=abc&type=signup');
      expect(mail.html).toContain('href="https://app.example/auth/v1/verify?token=abc&amp;type=signup"');
      expect(mail.html).toContain(ENGLISH_SUBJECTS[template][1]);
      expect(mail.html).toContain('<html lang="en" dir="ltr">');
    }
    expect(renderEmail('confirmSignup', { email: 'a@b.example', actionUrl: LINK }).text).toContain(
      'Please confirm that a@b.example is your e-mail address, and your account is ready for its first story.',
    );
  });

  it('escapes the address and the link in HTML', () => {
    const mail = renderEmail('confirmSignup', { email: '"><script>alert(1)</script>@x.example', actionUrl: 'https://app.example/?a="><img src=x>' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img src=x>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('go out in all 14 languages with no English left, the address and a working link in each', () => {
    for (const template of NAMES) {
      const english = renderEmail(template, { email: 'parent@example.com', actionUrl: LINK });
      const englishLines = english.text.split('\n').filter((l) => l.length > 12 && !l.includes('http') && !l.includes('Bedtime Hero ·'));
      for (const locale of LOCALES.filter((l) => l !== 'en')) {
        const mail = renderEmail(template, { email: 'parent@example.com', actionUrl: LINK, locale });
        const where = `${template}/${locale}`;
        expect(mail.subject, where).not.toBe(english.subject);
        for (const line of englishLines) {
          expect(mail.text, where).not.toContain(line);
          expect(mail.html, where).not.toContain(line.replace(/&/g, '&amp;'));
        }
        const bare = (s: string) =>
          s
            .replaceAll('Bedtime Hero', '')
            .replaceAll('parent@example.com', '')
            .replace(/https?:\/\/\S+/g, '');
        expect(bare(mail.subject + '\n' + mail.text), where).not.toMatch(ENGLISH_WORDS);
        // The link: whole in the text, in both hrefs, and still a valid URL pointing at the same place.
        expect(mail.text, where).toContain(LINK);
        const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
        expect(hrefs, where).toEqual([LINK, LINK]);
        expect(new URL(hrefs[0]!).searchParams.get('token')).toBe('abc');
        expect(mail.text, where).toContain('parent@example.com');
        expect(mail.html, where).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`);
      }
    }
  });

  it('writes Arabic right-to-left and keeps the link left-to-right', () => {
    const mail = renderEmail('resetPassword', { email: 'parent@example.com', actionUrl: LINK, locale: 'ar' });
    expect(mail.subject).toBe('أعد تعيين كلمة مرورك في Bedtime Hero');
    expect(mail.html).toContain('<body dir="rtl"');
    expect(mail.html).toMatch(/dir="rtl" style="max-width:560px;text-align:right"/);
    expect(mail.html).toMatch(/<p dir="ltr"[^>]*><a href=/);
  });

  it('falls back to English for a missing or unknown locale', () => {
    expect(renderEmail('confirmSignup', { email: 'a@b.example', actionUrl: LINK, locale: null }).subject).toBe('Confirm your Bedtime Hero account');
    expect(renderEmail('confirmSignup', { email: 'a@b.example', actionUrl: LINK, locale: 'xx' as never }).subject).toBe('Confirm your Bedtime Hero account');
  });
});

describe('the start notice about e-mail confirmation', () => {
  it('says so when confirmation is off or mail only reaches the outbox, and is silent with SMTP and confirmation', async () => {
    const { emailConfirmationNotice } = await import('../../src/server/identity/builtin/email-flows.ts');
    const { loadConfig } = await import('../../src/server/config.ts');
    const embedded = loadConfig({ DATA_DIR: '/tmp/x' });
    expect(embedded.requireEmailConfirmation).toBe(false);
    expect(emailConfirmationNotice(embedded, 'outbox')).toMatch(/^E-mail confirmation is off: no SMTP_URL/);
    const smtp = loadConfig({ DATA_DIR: '/tmp/x', SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect(smtp.requireEmailConfirmation).toBe(true);
    expect(emailConfirmationNotice(smtp, 'smtp')).toBeNull();
    const forcedOff = loadConfig({ DATA_DIR: '/tmp/x', SMTP_URL: 'smtp://127.0.0.1:2525', AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false' });
    expect(emailConfirmationNotice(forcedOff, 'smtp')).toMatch(/AUTH_REQUIRE_EMAIL_CONFIRMATION=false/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
  });
});
