/**
 * The page's interface language in the browser (issue 23 item 5): `<html lang>` is the locale
 * of the URL prefix (src/layouts/Base.astro). The story language of a new story defaults to it.
 * On the server (no document) it answers English.
 */
import { LANGUAGE_CODES, type LanguageCode } from '../shared/catalog.ts';

export function uiLanguage(): LanguageCode {
  const lang = typeof document === 'undefined' ? 'en' : document.documentElement.lang;
  return (LANGUAGE_CODES as readonly string[]).includes(lang) ? (lang as LanguageCode) : 'en';
}
