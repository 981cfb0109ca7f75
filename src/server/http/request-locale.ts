/**
 * The UI language a browser request comes from, for API calls that send the parent
 * on to another page (checkout, billing portal) so that page speaks the same language.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { localeFromPath, type Locale } from '../../i18n/locales.ts';
import { cookieLocale } from '../../i18n/negotiate.ts';
import { LANGUAGE_CODES } from '../../shared/catalog.ts';

/** The optional `locale` body field of such calls; an unknown code is a 400 with this message. */
export const ZRequestLocale = z.enum(LANGUAGE_CODES, { message: 'Unknown language.' }).optional();

/**
 * `explicit` (the body's `locale`) when given; else the language of the same-site page that made
 * the call (its Referer path prefix, `/es/my-purchases` → 'es'); else the remembered `bh_locale`
 * cookie; else English.
 */
export function requestLocale(c: Context, explicit?: Locale): Locale {
  if (explicit) return explicit;
  const referer = c.req.header('referer');
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.host === new URL(c.req.url).host) return localeFromPath(from.pathname);
    } catch {
      // not a URL: fall through
    }
  }
  return cookieLocale(c.req.header('cookie')) ?? 'en';
}
