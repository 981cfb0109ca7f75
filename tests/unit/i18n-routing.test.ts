/**
 * Locale-prefixed URLs and the first-visit language choice (Accept-Language, then the
 * remembered cookie), as a visitor meets them.
 */
import { describe, expect, it } from 'vitest';
import { localeDir, localeFromPath, localizePath, unlocalizedPath } from '../../src/i18n/locales.ts';
import { cookieLocale, decideLocale, headerLocale } from '../../src/i18n/negotiate.ts';
import { mergeSitemap } from '../../src/lib/seo.ts';

describe('locale-prefixed paths', () => {
  it('English is at the root, the others under their prefix, both ways', () => {
    expect(localizePath('/pricing', 'es')).toBe('/es/pricing');
    expect(localizePath('/', 'ar')).toBe('/ar');
    expect(localizePath('/es/pricing', 'en')).toBe('/pricing');
    expect(localizePath('/es', 'en')).toBe('/');
    expect(localizePath('/de/login?redirectTo=%2Flibrary#x', 'ja')).toBe('/ja/login?redirectTo=%2Flibrary#x');
    expect(localizePath('mailto:a@b.c', 'fr')).toBe('mailto:a@b.c');
    expect(localizePath('//evil.example/x', 'fr')).toBe('//evil.example/x');
  });
  it('reads the locale from the first segment only when it is a UI language', () => {
    expect(localeFromPath('/ar/pricing')).toBe('ar');
    expect(localeFromPath('/pricing')).toBe('en');
    expect(localeFromPath('/xx/pricing')).toBe('en');
    expect(localeFromPath('/en/pricing')).toBe('en');
    expect(unlocalizedPath('/ko')).toBe('/');
    expect(unlocalizedPath('/ko/terms')).toBe('/terms');
  });
  it('Arabic is right-to-left, the rest left-to-right', () => {
    expect(localeDir('ar')).toBe('rtl');
    expect(localeDir('ja')).toBe('ltr');
    expect(localeDir('hi')).toBe('ltr');
  });
});

describe('first visit and remembered language', () => {
  const exists = () => true;
  it('a Spanish browser opening an English page is sent to the Spanish one, without a cookie being set', () => {
    const d = decideLocale('/pricing?x=1', { acceptLanguage: 'es-ES,es;q=0.9,en;q=0.8' }, exists);
    expect(d).toEqual({ redirect: '/es/pricing?x=1' });
  });
  it('the remembered choice wins over Accept-Language, and English stays at the root', () => {
    expect(decideLocale('/', { cookie: 'a=b; bh_locale=en', acceptLanguage: 'de' }, exists)).toEqual({});
    expect(decideLocale('/', { cookie: 'bh_locale=ko', acceptLanguage: 'de' }, exists).redirect).toBe('/ko');
  });
  it('an unknown or absent language keeps English', () => {
    expect(decideLocale('/', { acceptLanguage: 'sv-SE' }, exists)).toEqual({});
    expect(decideLocale('/', {}, exists)).toEqual({});
    expect(headerLocale(undefined)).toBeUndefined();
    expect(headerLocale('pt-BR,pt;q=0.9')).toBe('pt');
  });
  it('a prefixed page is served as asked; a page with no copy is never redirected', () => {
    expect(decideLocale('/fr/contact', { cookie: 'bh_locale=de', acceptLanguage: 'ja' }, exists)).toEqual({});
    expect(decideLocale('/stories/abc', { cookie: 'bh_locale=fr' }, () => false).redirect).toBeUndefined();
  });
  it('ignores a forged cookie value', () => {
    expect(cookieLocale('bh_locale=../../x')).toBeUndefined();
    expect(decideLocale('/', { cookie: 'bh_locale=<script>' }, exists)).toEqual({});
    expect(decideLocale('/', { cookie: 'bh_locale=<script>', acceptLanguage: 'it' }, exists).redirect).toBe('/it');
  });
});

describe('sitemap merge', () => {
  it('writes the running origin into the built sitemap and adds the public stories', () => {
    const built =
      '<?xml version="1.0"?><urlset><url><loc>https://public-url.bedtime-hero.invalid/es</loc><xhtml:link rel="alternate" hreflang="en" href="https://public-url.bedtime-hero.invalid/"/></url></urlset>';
    const xml = mergeSitemap(built, 'https://bh.example/', [{ id: 'a1', lastmod: new Date('2026-01-02T00:00:00Z') }]);
    expect(xml).toContain('<loc>https://bh.example/es</loc>');
    expect(xml).toContain('href="https://bh.example/"');
    expect(xml).toContain('<loc>https://bh.example/public-stories/a1</loc><lastmod>2026-01-02</lastmod>');
    expect(xml).not.toContain('invalid');
  });
});

describe('sign-up without the custom login in every language', () => {
  it('/es/signup goes to /es/login, keeping the query', async () => {
    const { serveStaticPage } = await import('../../src/server/http/static-pages.ts');
    const pages = new Map([['/es/login', { body: Buffer.from('x'), etag: '"e"' }]]);
    const headers: Record<string, string> = {};
    const res = { statusCode: 200, setHeader: (k: string, v: string) => (headers[k] = v), end: () => undefined } as never;
    expect(serveStaticPage(pages, false, { method: 'GET', url: '/es/signup?redirectTo=%2Fes', headers: {} } as never, res)).toBe(true);
    expect(headers.Location).toBe('/es/login?redirectTo=%2Fes');
    expect(serveStaticPage(pages, false, { method: 'GET', url: '/signup', headers: {} } as never, res)).toBe(true);
    expect(headers.Location).toBe('/login');
  });
});

describe('page cache keys per language', () => {
  it('keeps /es/library, /es/pricing and /es/public-stories/{id} apart from the English pages', async () => {
    const { pageKey } = await import('../../src/server/http/page-cache.ts');
    const key = (url: string) => pageKey({ method: 'GET', url, headers: { host: 'h' } } as never);
    expect(key('/es/library?page=2')).toBe('h /es/library 2');
    expect(key('/library?page=2')).toBe('h /library 2');
    expect(key('/ar/pricing')).toBe('h /ar/pricing');
    expect(key('/xx/pricing')).toBeNull();
    // The reader has a copy per language since the reader was translated: each is kept on its own key.
    expect(key('/es/public-stories/00000000-0000-0000-0000-000000000000')).toBe('h /es/public-stories/00000000-0000-0000-0000-000000000000');
    expect(key('/public-stories/00000000-0000-0000-0000-000000000000')).toBe('h /public-stories/00000000-0000-0000-0000-000000000000');
    expect(key('/xx/public-stories/00000000-0000-0000-0000-000000000000')).toBeNull();
  });
});
