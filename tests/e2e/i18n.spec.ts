/**
 * Issue 23, 'Done when': every converted route in all 14 UI languages. On a non-English page no
 * English UI text is left: each visible text, label, alt and title of the English page must not
 * appear on the other locale's page, unless the translation is the same word (checked against
 * the English message set, e.g. French "Contact") or it is data in its own language (elements
 * with a `lang` attribute: the language switcher, example stories). Arabic pages are dir="rtl".
 * No console errors (fixtures.ts). Routes whose island is still English (converted next
 * session) are listed and marked fixme, never counted as passing.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signUpViaApi, signInViaUi } from './helpers/auth.ts';

const LOCALES = ['es', 'fr', 'de', 'ar', 'zh', 'nl', 'hi', 'it', 'ja', 'ko', 'pl', 'pt', 'tr'] as const;
type Catalogue = Record<string, string>;
const catalogue = (l: string): Catalogue => JSON.parse(readFileSync(new URL(`../../messages/${l}.json`, import.meta.url), 'utf8')) as Catalogue;
const english = catalogue('en');

/** Visible texts and the texts of aria-label/alt/title/placeholder, outside elements in another language. */
async function uiTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pageLang = document.documentElement.lang;
    const foreign = (el: Element | null) => {
      const owner = el?.closest('[lang]');
      return Boolean(owner && owner !== document.documentElement && owner.getAttribute('lang') !== pageLang);
    };
    const hidden = (el: Element) => el.closest('script, style, template, noscript, [hidden], [aria-hidden="true"]') !== null;
    // The parent's own data (their e-mail and its short form) is not UI text.
    // Product names (translate="no": plan names like "Plus") are the same in every language.
    const data = (el: Element) => el.closest('[data-user-short], [data-user-email], [data-account-email], [translate="no"]') !== null;
    const out = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      const text = (n.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (!el || !text || !/\p{L}{2}/u.test(text) || foreign(el) || hidden(el) || data(el)) continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      out.add(text);
    }
    for (const el of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
      if (foreign(el) || data(el) || el.hasAttribute('translate')) continue;
      for (const a of ['aria-label', 'alt', 'title', 'placeholder']) {
        const v = el.getAttribute(a)?.trim();
        if (v && /\p{L}{2}/u.test(v)) out.add(v);
      }
    }
    // The page title is UI text, unless it is the story's own title (shown in the story's language).
    const title = document.title.replace(/ \| Bedtime Hero$/, '');
    const storyTitle = [...document.querySelectorAll('[lang]')].some((el) => foreign(el) && el.textContent?.trim() === title);
    if (!storyTitle) out.add(title);
    return [...out];
  });
}

async function settle(page: Page, path: string, ready?: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-loading-screen]')).toHaveCount(0);
  if (ready) await expect(page.locator(ready).first()).toBeVisible();
}

const prefixed = (l: string, path: string) => (path === '/' ? `/${l}` : `/${l}${path}`);

/** Signed-out routes converted this session. */
const PUBLIC_ROUTES = ['/', '/library', '/pricing', '/contact', '/login', '/signup', '/reset-password', '/no-such-page'];
/** Signed-in routes converted this session. */
const PRIVATE_ROUTES = ['/account', '/my-purchases', '/purchase/error'];
/** Still English inside, with reasons (see /work/notes/i18n23.md). */
const STILL_ENGLISH: Record<string, string> = {
  '/terms': 'legal text not translated yet (chrome is)',
  '/privacy': 'legal text not translated yet (chrome is)',
  '/cookies': 'legal text not translated yet (chrome is)',
  '/create-story': 'create-story island is rewritten by another engineer this session',
  '/personalize': 'personalize island is rewritten by another engineer this session',
  '/stories': 'stories island is rewritten by another engineer this session',
};

/** Texts of the English page left on the `l` page, minus words that are the same in `l`. */
function leftovers(en: string[], other: string[], l: string): string[] {
  const cat = catalogue(l);
  // Messages written the same in both languages (French "Contact", "{count} pages"), placeholders filled in.
  const sameTemplates = Object.keys(english).filter((k) => k !== '$schema' && cat[k] === english[k]).map((k) => english[k]!);
  const escape = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const same = sameTemplates.map((tpl) => new RegExp(`^${tpl.split(/\{\w+\}/).map(escape).join('.+?')}$`));
  const theirs = new Set(other);
  return en.filter((t) => theirs.has(t) && !same.some((re) => re.test(t)) && t !== 'Bedtime Hero' && !/^[\w.+-]+@[\w.-]+$/.test(t));
}

/** The example library's public stories, once the server has made at least one (a few seconds per story). */
async function examplesReady(request: import('@playwright/test').APIRequestContext): Promise<{ id: string }[]> {
  let nav: { id: string }[] = [];
  await expect
    .poll(async () => {
      const res = await request.get('/v1/stories/public/navigation');
      nav = res.ok() ? ((await res.json()) as { data: { id: string }[] }).data : [];
      return nav.length;
    }, { timeout: 240_000, intervals: [2_000] })
    .toBeGreaterThan(0);
  return nav;
}

async function checkRoute(page: Page, path: string, ready?: string) {
  await settle(page, path, ready);
  const en = await uiTexts(page);
  expect(en.length).toBeGreaterThan(5);
  const problems: Record<string, string[]> = {};
  for (const l of LOCALES) {
    await settle(page, prefixed(l, path), ready);
    await expect(page.locator('html')).toHaveAttribute('lang', l);
    await expect(page.locator('html')).toHaveAttribute('dir', l === 'ar' ? 'rtl' : 'ltr');
    const left = leftovers(en, await uiTexts(page), l);
    if (left.length) problems[l] = left;
  }
  expect(problems, `English left on ${path}`).toEqual({});
}

test.describe('the site in 14 languages (issue 23)', () => {
  test.use({ locale: 'en-US' });

  for (const path of PUBLIC_ROUTES) {
    test(`signed out ${path}: no English left in 13 locales`, async ({ page }) => {
      await checkRoute(page, path);
    });
  }

  for (const path of PRIVATE_ROUTES) {
    test(`signed in ${path}: no English left in 13 locales`, async ({ page, baseURL }) => {
      test.setTimeout(180_000);
      await signInViaUi(page, await signUpViaApi(baseURL!), '/library');
      await checkRoute(page, path);
    });
  }

  test('signed out: a public story in the reader, no English chrome left in 13 locales', async ({ page, request }) => {
    test.setTimeout(360_000);
    const id = (await examplesReady(request))[0]!.id;
    await checkRoute(page, `/public-stories/${id}`, '[data-page-text]');
    // The story keeps its own language; the chrome is German; the page is indexable in every language.
    await settle(page, `/de/public-stories/${id}`, '[data-page-text]');
    await expect(page.locator('[data-page-text]')).toHaveAttribute('lang', 'en');
    await expect(page.locator('[data-page-indicator]')).toHaveText(/^Seite 1 von \d+$/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    const origin = new URL(page.url()).origin;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/de/public-stories/${id}`);
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', `${origin}/ar/public-stories/${id}`);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${origin}/public-stories/${id}`);
    await expect(page.getByRole('link', { name: 'Tarife ansehen' })).toHaveAttribute('href', '/de/pricing');
    await expect(page.locator('[data-back]')).toHaveAttribute('href', '/de/library');
    // A missing story is a 404 in every language; a shared link is never indexed nor cached.
    expect((await request.get('/de/public-stories/00000000-0000-4000-8000-000000000000')).status()).toBe(404);
    const shared = await request.get('/ja/shared/no-such-token');
    expect(shared.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(shared.headers()['cache-control']).toBe('no-store');
  });

  test('signed in: the private reader and the record page, no English chrome left in 13 locales', async ({ page, baseURL, request }) => {
    test.setTimeout(360_000);
    const example = (await request.get(`/v1/stories/public/${(await examplesReady(request))[0]!.id}`, { params: { include_audio: true, include_images: true } }).then((r) => r.json())) as {
      chunks: { signed_image_url: string | null; signed_audio_url: string | null }[];
    };
    const id = '22222222-2222-4222-8222-222222222222';
    const chunk = (position: number, content: string) => ({
      position, content, has_image: true, has_audio: true, signed_image_url: example.chunks[0]!.signed_image_url, signed_audio_url: example.chunks[0]!.signed_audio_url,
      image_url_expires_at: null, audio_url_expires_at: null, audio_duration_seconds: 12,
    });
    // A parent's finished, narrated story (staged: making one takes minutes); the session is real.
    const story = {
      id, title: 'The Quiet Moon', status: 'COMPLETE', language: 'en', age: 5, illustration_style: 'storybook', moral: null, hero_name: 'Mila', hero_names: ['Mila', 'Leo'],
      is_public: false, cover_url: null, cover_url_expires_at: null, page_count: 2, chunks: [chunk(0, 'Mila and Leo looked up at the quiet moon.'), chunk(1, 'Then they fell asleep.')],
    };
    await page.route(new RegExp(`/v1/stories/private/${id}(\\?.*)?$`), (route) => route.fulfill({ json: story }));
    await page.route('**/v1/stories/private/navigation', (route) => route.fulfill({ json: { data: [] } }));
    await signInViaUi(page, await signUpViaApi(baseURL!), '/library');
    await checkRoute(page, `/stories/${id}`, '[data-page-text]');
    await checkRoute(page, `/stories/${id}/record`, '[data-record-page]');
    // Arabic: the story text stays English and left-to-right inside the right-to-left page; links keep the locale.
    await settle(page, `/ar/stories/${id}`, '[data-page-text]');
    await expect(page.locator('[data-page-text]')).toHaveAttribute('lang', 'en');
    await expect(page.locator('[data-page-text]')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('[data-reader-heroes]')).toHaveText('بطولة Mila وLeo');
    await expect(page.locator('[data-record-link]')).toHaveAttribute('href', `/ar/stories/${id}/record`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // Right-to-left: the next page is on the left, and the left arrow key turns to it.
    const next = await page.locator('[data-page-arrow="next"]').boundingBox();
    const previous = await page.locator('[data-page-arrow="previous"]').boundingBox();
    expect(next!.x).toBeLessThan(previous!.x);
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator('[data-page-indicator]')).toHaveText(/^الصفحة [2٢] من [2٢]$/);
  });

  for (const [path, why] of Object.entries(STILL_ENGLISH)) {
    test.fixme(`${path}: still English inside (${why})`, async () => {});
  }

  test('the first visit follows Accept-Language and the switcher choice is remembered', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE', extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9' } });
    const page = await context.newPage();
    await page.goto('/pricing');
    await expect(page).toHaveURL(/\/de\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wähle deinen Tarif');
    // The footer switcher lists every language by its own name and remembers the choice.
    await page.locator('footer').getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar\/pricing$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.goto('/contact');
    await expect(page).toHaveURL(/\/ar\/contact$/);
    await page.locator('footer').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('every page head has its canonical URL and hreflang alternates for all 14 + x-default', async ({ page }) => {
    await page.goto('/es/pricing');
    const origin = new URL(page.url()).origin;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/es/pricing`);
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((els) => els.map((e) => [e.getAttribute('hreflang'), e.getAttribute('href')]));
    expect(alternates).toHaveLength(15);
    expect(alternates).toContainEqual(['ar', `${origin}/ar/pricing`]);
    expect(alternates).toContainEqual(['en', `${origin}/pricing`]);
    expect(alternates).toContainEqual(['x-default', `${origin}/pricing`]);
  });

  test('the sitemap lists every locale of the public pages with alternates', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const l of ['en', ...LOCALES]) expect(xml).toContain(`hreflang="${l}"`);
    expect(xml).toMatch(/<loc>[^<]*\/ja\/library<\/loc>/);
    expect(xml).toMatch(/<loc>[^<]*\/ar\/terms<\/loc>/);
    expect(xml).not.toContain('bedtime-hero.invalid');
  });
});
