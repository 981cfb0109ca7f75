/**
 * Build-time filling of the legal pages (src/content/legal): the contact address of the
 * configuration and the list of outside processors that this installation really uses, so the
 * privacy policy never names a vendor that is switched off (or hides one that is on).
 */

import { PROCESSOR_TEXTS } from '../content/legal/processors.ts';
import { localizePath, type Locale } from '../i18n/locales.ts';

export interface Processor {
  name: string;
  /** What they receive and why, one sentence. */
  purpose: string;
  /** Where they process it. */
  where: string;
}

type Env = Record<string, string | undefined>;

const host = (url: string | undefined): string => {
  try {
    return url ? new URL(url).host : '';
  } catch {
    return '';
  }
};

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, k: string) => values[k] ?? whole);

/**
 * The processors configured in `env` (same variables as src/server/config.ts), their purpose and
 * place in `locale` (texts: src/content/legal/processors.ts).
 */
export function activeProcessors(env: Env, locale: Locale = 'en'): Processor[] {
  const t = PROCESSOR_TEXTS[locale];
  const list: Processor[] = [];
  const vendor = (explicit: string | undefined, fallback: string) => explicit || fallback;
  const openaiDefault = env.OPENAI_API_KEY ? 'openai' : 'builtin';
  const usesOpenAI =
    [env.WRITER_PROVIDER, env.ILLUSTRATOR_PROVIDER, env.MODERATION_PROVIDER].some((v) => vendor(v, openaiDefault) === 'openai') ||
    vendor(env.NARRATOR_PROVIDER, env.ELEVENLABS_API_KEY ? 'elevenlabs' : openaiDefault) === 'openai';
  if (usesOpenAI) {
    const openaiHost = host(env.OPENAI_BASE_URL) || 'api.openai.com';
    list.push(
      openaiHost === 'api.openai.com'
        ? { name: 'OpenAI', ...t.openai }
        : { name: fill(t.openaiCompatible.name, { host: openaiHost }), purpose: t.openaiCompatible.purpose, where: t.openaiCompatible.where },
    );
  }
  if (env.ELEVENLABS_API_KEY && vendor(env.NARRATOR_PROVIDER, 'elevenlabs') === 'elevenlabs') {
    list.push({ name: 'ElevenLabs', ...t.elevenlabs });
  }
  if (env.STRIPE_SECRET_KEY) {
    list.push({ name: 'Stripe', ...t.stripe });
  }
  if (env.SUPABASE_URL) {
    const supabaseHost = host(env.SUPABASE_URL);
    list.push({
      name: 'Supabase',
      purpose: t.supabase.purpose,
      where: supabaseHost ? fill(t.supabase.where, { host: supabaseHost }) : t.supabase.whereUnknown,
    });
  }
  if (env.GOOGLE_CLIENT_ID || env.SUPABASE_URL) {
    list.push({ name: 'Google', ...t.google });
  }
  if (env.S3_BUCKET) {
    const s3 = host(env.S3_ENDPOINT) || t.storage.aws;
    list.push({
      name: fill(t.storage.name, { host: s3 }),
      purpose: t.storage.purpose,
      where: env.S3_REGION ? fill(t.storage.where, { region: env.S3_REGION }) : t.storage.whereUnknown,
    });
  }
  return list;
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The processors as an HTML list in `locale`, or a sentence saying there are none. */
export function processorsHtml(list: Processor[], locale: Locale = 'en'): string {
  const t = PROCESSOR_TEXTS[locale];
  if (list.length === 0) return t.none;
  const stop = /^(zh|ja)$/.test(locale) ? '。' : locale === 'hi' ? '।' : '.';
  const colon = /^(zh|ja)$/.test(locale) ? '：' : ': ';
  return `<ul>${list.map((p) => `<li><strong>${escapeHtml(p.name)}</strong> ${escapeHtml(p.purpose)} ${escapeHtml(t.whereLabel)}${colon}${escapeHtml(p.where)}${stop}</li>`).join('')}</ul>`;
}

/**
 * Replaces {{CONTACT_EMAIL}} (as a mail link) and the {{PROCESSORS}} paragraph in compiled legal
 * HTML; `processors` may be HTML already (the build's placeholder); a list is written
 * in `locale` (default English).
 */
export function fillLegalHtml(html: string, values: { contactEmail: string; processors: Processor[] | string; locale?: Locale }): string {
  const email = escapeHtml(values.contactEmail);
  const processors = typeof values.processors === 'string' ? values.processors : processorsHtml(values.processors, values.locale);
  return html.replace(/<p>\s*\{\{PROCESSORS\}\}\s*<\/p>/g, () => processors).replace(/\{\{CONTACT_EMAIL\}\}/g, `<a href="mailto:${email}">${email}</a>`);
}

/**
 * The version line of a legal document in `locale`: `template` is the frontmatter's
 * versionLine with `{date}`, `updated` its ISO date, `YYYY-MM` (month and year) or `YYYY-MM-DD`
 * (full date), formatted with Intl (English as in the UK: "1 June 2025"). Throws on a malformed date.
 */
export function legalVersionLine(template: string, updated: string, locale: Locale): string {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(updated);
  if (!m) throw new Error(`legal frontmatter: updated must be YYYY-MM or YYYY-MM-DD, got "${updated}"`);
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, m[3] ? Number(m[3]) : 1));
  const options: Intl.DateTimeFormatOptions = m[3]
    ? { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }
    : { month: 'long', year: 'numeric', timeZone: 'UTC' };
  return template.replace('{date}', new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, options).format(date));
}

/**
 * Compiled legal HTML made ready for a page in `locale`: root-relative links (`href="/contact"`)
 * point at the locale's prefixed page (`/de/contact`), and code (storage key names) is marked
 * translate="no", as are links to outside sites (their address is their text): the same in every language.
 */
export function localizeLegalHtml(html: string, locale: Locale): string {
  return html
    .replace(/href="(\/[^"]*)"/g, (_, path: string) => `href="${localizePath(path, locale)}"`)
    .replace(/<code>/g, '<code translate="no">')
    .replace(/<a href="(https?:)/g, '<a translate="no" href="$1');
}
