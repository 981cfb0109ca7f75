/**
 * The page's language for API calls: `<html lang>` (the URL prefix's locale,
 * src/layouts/Base.astro) sent as Accept-Language, so the server answers error messages in it and
 * a signed-in parent's e-mails follow it (src/server/i18n/request-locale.ts). Dependency-free on
 * purpose: every page's scripts import it (the home page JS budget). 'en' without a document.
 */
export function pageLanguage(): string {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return /^[a-z]{2}$/.test(lang) ? lang : 'en';
}

/** `{ 'Accept-Language': <page language> }` for a fetch to this site's API. */
export const pageLanguageHeaders = (): { 'Accept-Language': string } => ({ 'Accept-Language': pageLanguage() });
