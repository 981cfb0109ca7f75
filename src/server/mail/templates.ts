/**
 * The e-mails the product sends in the parent's language: each
 * template names its sentences as `mail_` keys of the Paraglide catalogue (messages/{locale}.json,
 * 14 locales); `renderEmail` turns one into a plain-text and an HTML body in the product's look
 * (the site's colours: night purple on cream, moon-yellow button), `dir="rtl"` for Arabic with the
 * link kept left-to-right. Every interpolated value is HTML-escaped.
 */

import { BASE_LOCALE, isLocale, localeDir, type Locale } from '../../i18n/locales.ts';
import { serverMessage, type ServerMessageKey } from '../i18n/server-messages.ts';

export type EmailTemplate = 'confirmSignup' | 'resetPassword' | 'changeEmail' | 'alreadyRegistered';
/** Any of the 14 UI locales; the parent's remembered language (auth_users.locale). */
export type EmailLocale = Locale;

/** The catalogue keys (messages/{locale}.json, `mail_` family) of one template's sentences. */
interface TemplateKeys {
  subject: MailKey;
  /** Heading inside the message. */
  heading: MailKey;
  /** Paragraphs before the button; `{email}` is the recipient or new address. */
  intro: MailKey[];
  /** Button label; the button links to the action URL. */
  action: MailKey;
  /** Paragraphs after the button. */
  outro: MailKey[];
}

type MailKey = Extract<ServerMessageKey, `mail_${string}`>;

/** Every sentence of every template, as catalogue keys; the texts are in messages/{locale}.json. */
export const TEMPLATES: Record<EmailTemplate, TemplateKeys> = {
  confirmSignup: {
    subject: 'mail_confirm_subject',
    heading: 'mail_confirm_heading',
    intro: ['mail_confirm_intro'],
    action: 'mail_confirm_action',
    outro: ['mail_confirm_valid', 'mail_ignore'],
  },
  resetPassword: {
    subject: 'mail_reset_subject',
    heading: 'mail_reset_heading',
    intro: ['mail_reset_intro'],
    action: 'mail_reset_action',
    outro: ['mail_reset_valid', 'mail_ignore'],
  },
  changeEmail: {
    subject: 'mail_change_subject',
    heading: 'mail_change_subject',
    intro: ['mail_change_intro'],
    action: 'mail_change_action',
    outro: ['mail_change_valid', 'mail_ignore'],
  },
  alreadyRegistered: {
    subject: 'mail_exists_subject',
    heading: 'mail_exists_heading',
    intro: ['mail_exists_intro', 'mail_exists_hint'],
    action: 'mail_exists_action',
    outro: ['mail_ignore'],
  },
};

/** A template's sentence in `locale` with `{email}` left in place (filled and escaped by renderEmail). */
const say = (key: MailKey, locale: Locale): string => serverMessage(key, locale);

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Renders `template` for `email` with its action link, in `locale` (default English). */
export function renderEmail(template: EmailTemplate, input: { email: string; actionUrl: string; locale?: EmailLocale | null }): RenderedEmail {
  const locale: Locale = isLocale(input.locale) ? input.locale : BASE_LOCALE;
  const keys = TEMPLATES[template];
  const m = {
    subject: say(keys.subject, locale),
    heading: say(keys.heading, locale),
    intro: keys.intro.map((k) => say(k, locale)),
    action: say(keys.action, locale),
    outro: keys.outro.map((k) => say(k, locale)),
  };
  const common = { fallbackLink: say('mail_fallback_link', locale), footer: say('mail_footer', locale) };
  const dir = localeDir(locale);
  const fill = (s: string) => s.replaceAll('{email}', input.email);
  const fillHtml = (s: string) => escapeHtml(s).replaceAll('{email}', `<strong>${escapeHtml(input.email)}</strong>`);
  const text = [m.heading, '', ...m.intro.map(fill), '', `${m.action}: ${input.actionUrl}`, '', ...m.outro.map(fill), '', '--', common.footer, ''].join('\n');
  const url = escapeHtml(input.actionUrl);
  const p = (s: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.55;color:#1e1748">${s}</p>`;
  const small = (s: string) => `<p style="margin:0 0 12px;font-size:14px;line-height:1.5;color:#463597">${s}</p>`;
  const html = `<!doctype html>
<html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(m.subject)}</title></head>
<body dir="${dir}" style="margin:0;padding:0;background:#fdf8ef;font-family:Nunito,'Segoe UI',Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fdf8ef;padding:32px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" dir="${dir}" style="max-width:560px;text-align:${dir === 'rtl' ? 'right' : 'left'}">
<tr><td style="padding:0 8px 20px;font-size:22px;font-weight:800;color:#2f2470">&#9790; Bedtime Hero</td></tr>
<tr><td style="background:#ffffff;border-radius:24px;border:1px solid #e9e7fd;padding:32px 28px">
<h1 style="margin:0 0 18px;font-size:26px;line-height:1.25;font-weight:800;color:#1e1748">${escapeHtml(m.heading)}</h1>
${m.intro.map((s) => p(fillHtml(s))).join('\n')}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:14px;background:#5a46b8">
<a href="${url}" style="display:inline-block;padding:14px 26px;font-size:17px;font-weight:800;color:#ffffff;text-decoration:none;border-radius:14px">${escapeHtml(m.action)}</a>
</td></tr></table>
${m.outro.map((s) => small(fillHtml(s))).join('\n')}
${small(escapeHtml(common.fallbackLink))}
<p dir="ltr" style="margin:0;font-size:13px;line-height:1.5;word-break:break-all;text-align:left"><a href="${url}" style="color:#5a46b8">${url}</a></p>
</td></tr>
<tr><td style="padding:20px 8px;font-size:13px;color:#6d5bd0;text-align:center">${escapeHtml(common.footer)}</td></tr>
</table></td></tr></table>
</body></html>`;
  return { subject: m.subject, text, html };
}
