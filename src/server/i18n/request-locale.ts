/**
 * The UI language of an API request (server-side texts). The site's clients send the
 * page's language (`<html lang>`) as `Accept-Language` on every API call (src/lib/api.ts,
 * src/lib/supabase.ts); other callers send their browser's list or nothing. One helper decides,
 * with the same negotiation as the page redirects (src/i18n/negotiate.ts, Paraglide's runtime).
 */
import { headerLocale } from '../../i18n/negotiate.ts';
import { BASE_LOCALE, isLocale, type Locale } from '../../i18n/locales.ts';

/**
 * Longest Accept-Language header we negotiate (characters). Real browsers send well under 100;
 * a longer one is treated as absent (English) so a hostile header costs nothing to parse.
 */
export const MAX_ACCEPT_LANGUAGE_CHARS = 256;

/**
 * The locale a request explicitly asks for: the best of the 14 UI locales in its
 * Accept-Language, or undefined when the header is missing, too long, `*`, or names none of them.
 */
export function askedLocale(acceptLanguage: string | null | undefined): Locale | undefined {
  if (!acceptLanguage || acceptLanguage.length > MAX_ACCEPT_LANGUAGE_CHARS) return undefined;
  try {
    return headerLocale(acceptLanguage);
  } catch {
    return undefined;
  }
}

/**
 * The page language the site's own client sent: an Accept-Language that is exactly one of the 14
 * locale codes (`es`), as src/lib/api.ts and the identity client send it. A browser's own list
 * (`es-ES,es;q=0.9,en;q=0.8`) is not a choice made on the site, so it is not remembered on the
 * account (otherwise a stray fetch without the header would flip the parent's e-mail language).
 */
export function pageLocale(acceptLanguage: string | null | undefined): Locale | undefined {
  const value = acceptLanguage?.trim().toLowerCase();
  return isLocale(value) ? value : undefined;
}

/** The locale to answer a request in: `askedLocale`, else English. */
export const requestLocale = (acceptLanguage: string | null | undefined): Locale => askedLocale(acceptLanguage) ?? BASE_LOCALE;
