/**
 * The e-mails the product sends (issue 17 §1), each as a messages object per template so a later
 * session can add languages: `MESSAGES[template][locale]` holds every sentence; `renderEmail`
 * turns one into a plain-text and an HTML body in the product's look (DESIGN colours: night
 * purple on cream, moon-yellow button). Every interpolated value is HTML-escaped.
 */

export type EmailTemplate = 'confirmSignup' | 'resetPassword' | 'changeEmail' | 'alreadyRegistered';
export type EmailLocale = 'en';

interface TemplateMessages {
  subject: string;
  /** Heading inside the message. */
  heading: string;
  /** Paragraphs before the button; `{email}` is replaced by the recipient or new address. */
  intro: string[];
  /** Button label; the button links to the action URL. */
  action: string;
  /** Paragraphs after the button. */
  outro: string[];
}

const COMMON_EN = {
  fallbackLink: 'If the button does not work, copy this link into your browser:',
  footer: 'Bedtime Hero · Personalized bedtime stories where your child is the hero.',
  ignore: 'If you did not ask for this, you can ignore this e-mail; nothing changes.',
};

/** Every sentence of every template, by locale. Add a locale by adding a key with the same shape. */
export const MESSAGES: Record<EmailTemplate, Record<EmailLocale, TemplateMessages>> = {
  confirmSignup: {
    en: {
      subject: 'Confirm your Bedtime Hero account',
      heading: 'Welcome to Bedtime Hero!',
      intro: ['Please confirm that {email} is your e-mail address, and your account is ready for its first story.'],
      action: 'Confirm my e-mail',
      outro: ['This link works for 24 hours.', COMMON_EN.ignore],
    },
  },
  resetPassword: {
    en: {
      subject: 'Reset your Bedtime Hero password',
      heading: 'Choose a new password',
      intro: ['Someone (hopefully you) asked to reset the password of the Bedtime Hero account for {email}.'],
      action: 'Set a new password',
      outro: ['This link works for 1 hour and only once.', COMMON_EN.ignore],
    },
  },
  changeEmail: {
    en: {
      subject: 'Confirm your new e-mail address',
      heading: 'Confirm your new e-mail address',
      intro: ['Please confirm that {email} should become the e-mail address of your Bedtime Hero account.'],
      action: 'Confirm new e-mail',
      outro: ['This link works for 24 hours. Until you confirm, you keep signing in with your current address.', COMMON_EN.ignore],
    },
  },
  alreadyRegistered: {
    en: {
      subject: 'You already have a Bedtime Hero account',
      heading: 'You already have an account',
      intro: ['Someone tried to create a new Bedtime Hero account for {email}, but this address already has one.', 'Sign in with your password, or choose a new one if you forgot it.'],
      action: 'Sign in',
      outro: [COMMON_EN.ignore],
    },
  },
};

const COMMON: Record<EmailLocale, typeof COMMON_EN> = { en: COMMON_EN };

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Renders `template` for `email` with its action link, in `locale` (default English). */
export function renderEmail(template: EmailTemplate, input: { email: string; actionUrl: string; locale?: EmailLocale }): RenderedEmail {
  const locale = input.locale ?? 'en';
  const m = MESSAGES[template][locale];
  const common = COMMON[locale];
  const fill = (s: string) => s.replaceAll('{email}', input.email);
  const fillHtml = (s: string) => escapeHtml(s).replaceAll('{email}', `<strong>${escapeHtml(input.email)}</strong>`);
  const text = [m.heading, '', ...m.intro.map(fill), '', `${m.action}: ${input.actionUrl}`, '', ...m.outro.map(fill), '', '--', common.footer, ''].join('\n');
  const url = escapeHtml(input.actionUrl);
  const p = (s: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.55;color:#1e1748">${s}</p>`;
  const small = (s: string) => `<p style="margin:0 0 12px;font-size:14px;line-height:1.5;color:#463597">${s}</p>`;
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(m.subject)}</title></head>
<body style="margin:0;padding:0;background:#fdf8ef;font-family:Nunito,'Segoe UI',Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fdf8ef;padding:32px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">
<tr><td style="padding:0 8px 20px;font-size:22px;font-weight:800;color:#2f2470">&#9790; Bedtime Hero</td></tr>
<tr><td style="background:#ffffff;border-radius:24px;border:1px solid #e9e7fd;padding:32px 28px">
<h1 style="margin:0 0 18px;font-size:26px;line-height:1.25;font-weight:800;color:#1e1748">${escapeHtml(m.heading)}</h1>
${m.intro.map((s) => p(fillHtml(s))).join('\n')}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:14px;background:#5a46b8">
<a href="${url}" style="display:inline-block;padding:14px 26px;font-size:17px;font-weight:800;color:#ffffff;text-decoration:none;border-radius:14px">${escapeHtml(m.action)}</a>
</td></tr></table>
${m.outro.map((s) => small(fillHtml(s))).join('\n')}
${small(escapeHtml(common.fallbackLink))}
<p style="margin:0;font-size:13px;line-height:1.5;word-break:break-all"><a href="${url}" style="color:#5a46b8">${url}</a></p>
</td></tr>
<tr><td style="padding:20px 8px;font-size:13px;color:#6d5bd0;text-align:center">${escapeHtml(common.footer)}</td></tr>
</table></td></tr></table>
</body></html>`;
  return { subject: m.subject, text, html };
}
