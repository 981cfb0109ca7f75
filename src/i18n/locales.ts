/**
 * The interface languages and their URLs. The 14 UI locales are the 14 story
 * languages (src/shared/catalog.ts); English is the source and lives at the root,
 * every other locale under its own prefix (`/es/pricing`, `/ar/`). Pure, safe to import in
 * pages, islands, the server and tests.
 */
import { LANGUAGE_CODES, LANGUAGES, type LanguageCode } from '../shared/catalog.ts';

export type Locale = LanguageCode;
/** All UI locales, English first (the same list and order as project.inlang/settings.json). */
export const LOCALES: readonly Locale[] = LANGUAGE_CODES;
export const BASE_LOCALE: Locale = 'en';
/** Locales with a URL prefix (all but English). */
export const PREFIXED_LOCALES: readonly Locale[] = LOCALES.filter((l) => l !== BASE_LOCALE);
/** The cookie that remembers the visitor's interface language (value: a locale code). */
export const LOCALE_COOKIE = 'bh_locale';

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The language's name in its own language ("Español", "العربية"), for the switcher. */
export const localeName = (locale: Locale): string => LANGUAGES.find((l) => l.code === locale)!.displayName;

/** Writing direction of the locale's script: 'rtl' for Arabic, else 'ltr'. */
export const localeDir = (locale: Locale): 'ltr' | 'rtl' => LANGUAGES.find((l) => l.code === locale)!.dir;

/** The script family a locale is written in, which decides the fonts a page loads. */
export type ScriptFamily = 'latin' | 'arabic' | 'devanagari' | 'ja' | 'ko' | 'zh';
export const localeScript = (locale: Locale): ScriptFamily =>
  locale === 'ar' ? 'arabic' : locale === 'hi' ? 'devanagari' : locale === 'ja' || locale === 'ko' || locale === 'zh' ? locale : 'latin';

/** The locale a path belongs to: its first segment when that is a prefixed locale, else English. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  return isLocale(first) && first !== BASE_LOCALE ? first : BASE_LOCALE;
}

/** The path without its locale prefix: `/es/pricing` → `/pricing`, `/es` → `/`. */
export function unlocalizedPath(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (locale === BASE_LOCALE) return pathname || '/';
  const rest = pathname.slice(locale.length + 1);
  return rest === '' ? '/' : rest;
}

/**
 * The same page in `locale`: `localizePath('/pricing', 'es')` → `/es/pricing`, `('/', 'es')` →
 * `/es`, `('/es/pricing', 'en')` → `/pricing`. Query and hash are kept. Only root-relative paths
 * are changed; anything else (absolute URLs, `mailto:`) is returned as it is.
 */
export function localizePath(path: string, locale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const tail = cut === -1 ? '' : path.slice(cut);
  const bare = unlocalizedPath(pathname);
  if (locale === BASE_LOCALE) return bare + tail;
  return (bare === '/' ? `/${locale}` : `/${locale}${bare}`) + tail;
}

/** getStaticPaths() of the prefixed copies of a static page (src/pages/[lang]/…). */
export function localeStaticPaths(): { params: { lang: Locale } }[] {
  return PREFIXED_LOCALES.map((lang) => ({ params: { lang } }));
}
