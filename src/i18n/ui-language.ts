/**
 * The page's interface language in the browser: `<html lang>` is the locale
 * of the URL prefix (src/layouts/Base.astro). The story language of a new story defaults to it.
 * On the server (no document) it answers English.
 */
import { LANGUAGE_CODES, type LanguageCode } from '../shared/catalog.ts';

export function uiLanguage(): LanguageCode {
  const lang = typeof document === 'undefined' ? 'en' : document.documentElement.lang;
  return (LANGUAGE_CODES as readonly string[]).includes(lang) ? (lang as LanguageCode) : 'en';
}

/**
 * A root-relative link in the page's language: `localHref('/login')` is `/login` on English
 * pages and `/es/login` on Spanish ones. Pass `locale` where the link is also rendered on the
 * server (client:load islands), so server and browser agree.
 */
export function localHref(path: string, locale: LanguageCode = uiLanguage()): string {
  if (locale === 'en' || !path.startsWith('/') || path.startsWith('//')) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
