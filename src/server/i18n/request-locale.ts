/**
 * The UI language of an API request (issue 23, server-side texts). The site's clients send the
 * page's language (`<html lang>`) as `Accept-Language` on every API call (src/lib/api.ts,
 * src/lib/supabase.ts); other callers send their browser's list or nothing. One helper decides,
 * with the same negotiation as the page redirects (src/i18n/negotiate.ts, Paraglide's runtime).
 */
import { headerLocale } from '../../i18n/negotiate.ts';
import { BASE_LOCALE, type Locale } from '../../i18n/locales.ts';

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

/** The locale to answer a request in: `askedLocale`, else English. */
export const requestLocale = (acceptLanguage: string | null | undefined): Locale => askedLocale(acceptLanguage) ?? BASE_LOCALE;
