/** The e-mail templates (issue 17 §1): every template renders plain text and HTML, escapes what it interpolates, and has the same keys in every locale. */
import { describe, expect, it } from 'vitest';
import { MESSAGES, renderEmail, type EmailTemplate } from '../../src/server/mail/templates.ts';

const TEMPLATES = Object.keys(MESSAGES) as EmailTemplate[];

describe('e-mail templates', () => {
  it('render a subject, a plain body with the link, and an HTML body with the button', () => {
    for (const template of TEMPLATES) {
      const mail = renderEmail(template, { email: 'parent@example.com', actionUrl: 'https://app.example/auth/v1/verify?token=abc&type=signup' });
      expect(mail.subject).toBe(MESSAGES[template].en.subject);
      expect(mail.text).toContain('https://app.example/auth/v1/verify?token=abc&type=signup');
      expect(mail.html).toContain('href="https://app.example/auth/v1/verify?token=abc&amp;type=signup"');
      expect(mail.html).toContain(MESSAGES[template].en.action);
    }
  });

  it('escapes the address and the link in HTML', () => {
    const mail = renderEmail('confirmSignup', { email: '"><script>alert(1)</script>@x.example', actionUrl: 'https://app.example/?a="><img src=x>' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img src=x>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('has the same sentences in every locale of a template', () => {
    for (const template of TEMPLATES) {
      const shapes = Object.values(MESSAGES[template]).map((m) => [Object.keys(m).sort().join(), m.intro.length, m.outro.length].join('|'));
      expect(new Set(shapes).size).toBe(1);
    }
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
