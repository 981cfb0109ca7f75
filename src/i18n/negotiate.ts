/**
 * First-visit language choice: a page request is answered in the remembered locale
 * (the `bh_locale` cookie, written only by the language switcher when the parent picks a
 * language) or else in the best match of Accept-Language (negotiated by Paraglide's runtime);
 * English pages redirect to their prefixed copy when that locale is not English. The server never
 * sets the cookie itself: the browser sends Accept-Language on every visit, so a visitor who never
 * chose keeps getting their browser's language without any cookie (the home page is cookie-free:
 * the cookie policy says no banner is needed), and pages stay cacheable for everyone.
 */
import { extractLocaleFromHeader } from '../paraglide/runtime.js';
import { BASE_LOCALE, isLocale, LOCALE_COOKIE, localeFromPath, localizePath, type Locale } from './locales.ts';

/** The remembered locale from a Cookie header, if any and valid. */
export function cookieLocale(cookieHeader: string | undefined): Locale | undefined {
  const match = (cookieHeader ?? '').match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`));
  const value = match?.[1]?.trim();
  return isLocale(value) ? value : undefined;
}

/** The best UI locale for an Accept-Language header, or undefined when none of the 14 is asked for. */
export function headerLocale(acceptLanguage: string | undefined): Locale | undefined {
  if (!acceptLanguage) return undefined;
  const found = extractLocaleFromHeader(new Request('http://x/', { headers: { 'accept-language': acceptLanguage } }));
  return isLocale(found) ? found : undefined;
}

export interface LocaleDecision {
  /** Where to send the visitor (302), or undefined to serve the page as asked. */
  redirect?: string;
}

/**
 * Decides for one GET of a page. `url` is the request's path and query; `hasLocalized(path)`
 * says whether the prefixed copy exists (so API routes, files and pages with no copy are left
 * alone). A prefixed page is served as asked; an English page is redirected to the remembered
 * or negotiated locale.
 */
export function decideLocale(url: string, headers: { cookie?: string; acceptLanguage?: string }, hasLocalized: (path: string) => boolean): LocaleDecision {
  const q = url.indexOf('?');
  const pathname = q === -1 ? url : url.slice(0, q);
  if (localeFromPath(pathname) !== BASE_LOCALE) return {};
  const wanted = cookieLocale(headers.cookie) ?? headerLocale(headers.acceptLanguage) ?? BASE_LOCALE;
  if (wanted === BASE_LOCALE) return {};
  const target = localizePath(pathname, wanted);
  if (!hasLocalized(target)) return {};
  return { redirect: target + (q === -1 ? '' : url.slice(q)) };
}
