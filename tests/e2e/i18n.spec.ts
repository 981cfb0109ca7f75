/**
 * Every converted route in all 14 UI languages. On a non-English page no
 * English UI text is left: each visible text, label, alt and title of the English page must not
 * appear on the other locale's page, unless the translation is the same word (checked against
 * the English message set, e.g. French "Contact") or it is data in its own language (elements
 * with a `lang` attribute: the language switcher, example stories). Arabic pages are dir="rtl".
 * No console errors (fixtures.ts). Routes whose island is still English (converted next
 * session) are listed and marked fixme, never counted as passing.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signUpViaApi, signInViaUi } from './helpers/auth.ts';
import { StoryApi } from './helpers/stories.ts';
import { MORAL_GROUP_LABELS, MORAL_THEMES } from '../../src/content/morals/index.ts';
import { STYLE_NAMES } from '../../src/i18n/style-names.ts';
import { islandsHydrated } from './helpers/islands.ts';

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

/** Signed-out routes converted to every UI language. */
const PUBLIC_ROUTES = ['/', '/library', '/pricing', '/contact', '/login', '/signup', '/reset-password', '/no-such-page'];
/** Signed-in routes converted to every UI language. */
const PRIVATE_ROUTES = ['/account', '/my-purchases', '/purchase/error', '/create-story', '/stories', '/billing/test-portal'];
/**
 * The legal pages: checked in the locales that have the document's translation
 * (src/content/legal/<locale>/<doc>.md); the others show the English text under a notice.
 */
const LEGAL_ROUTES = ['/terms', '/privacy', '/cookies'];
const legalLocales = (path: string) => LOCALES.filter((l) => existsSync(new URL(`../../src/content/legal/${l}${path}.md`, import.meta.url)));
/** Still English inside, with reasons (see /work/notes/i18n23.md). */
const STILL_ENGLISH: Record<string, string> = {};

/** Texts of the English page left on the `l` page, minus words that are the same in `l`. */
/** Words these languages take from English as they are, so the same text is not a leftover (the cookie policy's table). */
const LOANWORDS: Record<string, string[]> = { es: ['cookie'], fr: ['cookie'], it: ['cookie'], nl: ['cookie'], pt: ['cookie'] };

function leftovers(en: string[], other: string[], l: string): string[] {
  const cat = catalogue(l);
  // Messages written the same in both languages (French "Contact", "{count} pages"), placeholders filled in.
  const sameTemplates = Object.keys(english)
    .filter((k) => k !== '$schema' && cat[k] === english[k])
    .map((k) => english[k]!);
  const escapeRegExp = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const same = sameTemplates.map(
    (tpl) =>
      new RegExp(
        `^${tpl
          .split(/\{\w+\}/)
          .map(escapeRegExp)
          .join('.+?')}$`,
      ),
  );
  // Catalogue names written the same in both languages (French "Patience", German "Fairness").
  const sameNames = new Set(
    [
      ...MORAL_THEMES.map((m) => [m.text.en.label, m.text[l as keyof typeof m.text]?.label]),
      ...Object.values(MORAL_GROUP_LABELS).map((g) => [g.en, g[l as keyof typeof g]]),
      ...Object.values(STYLE_NAMES).map((n) => [n.en, n[l as keyof typeof n]]),
    ]
      .filter(([a, b]) => a === b)
      .map(([a]) => a),
  );
  for (const word of LOANWORDS[l] ?? []) sameNames.add(word);
  const theirs = new Set(other);
  // A text that is itself one of the locale's messages is that language's word, even when English
  // spells another message the same (German "Kind" = child, English "Kind" = sort).
  const own = new Set(
    Object.entries(cat)
      .filter(([k]) => k !== '$schema')
      .map(([, v]) => v),
  );
  return en.filter(
    (t) => theirs.has(t) && !own.has(t) && !sameNames.has(t) && !same.some((re) => re.test(t)) && t !== 'Bedtime Hero' && !/^[\w.+-]+@[\w.-]+$/.test(t),
  );
}

/** The example library's public stories, once the server has made at least one (a few seconds per story). */
async function examplesReady(request: import('@playwright/test').APIRequestContext): Promise<{ id: string }[]> {
  let nav: { id: string }[] = [];
  await expect
    .poll(
      async () => {
        const res = await request.get('/v1/stories/public/navigation');
        nav = res.ok() ? ((await res.json()) as { data: { id: string }[] }).data : [];
        return nav.length;
      },
      { timeout: 240_000, intervals: [2_000] },
    )
    .toBeGreaterThan(0);
  return nav;
}

/**
 * Checks `path` in `locales`. `ready`: a selector that must be visible, or a function run on every
 * locale's page after it settled (e.g. opens a tab), before the texts are read.
 */
async function checkRoute(page: Page, path: string, locales: readonly string[] = LOCALES, ready?: string | ((page: Page) => Promise<void>)) {
  const selector = typeof ready === 'string' ? ready : undefined;
  const prepare = typeof ready === 'function' ? ready : undefined;
  await settle(page, path, selector);
  await prepare?.(page);
  const en = await uiTexts(page);
  expect(en.length).toBeGreaterThan(5);
  const problems: Record<string, string[]> = {};
  for (const l of locales) {
    await settle(page, prefixed(l, path), selector);
    await prepare?.(page);
    await expect(page.locator('html')).toHaveAttribute('lang', l);
    await expect(page.locator('html')).toHaveAttribute('dir', l === 'ar' ? 'rtl' : 'ltr');
    const left = leftovers(en, await uiTexts(page), l);
    if (left.length) problems[l] = left;
  }
  expect(problems, `English left on ${path}`).toEqual({});
}

test.describe('the site in 14 languages', () => {
  test.use({ locale: 'en-US' });

  for (const path of PUBLIC_ROUTES) {
    test(`signed out ${path}: no English left in 13 locales`, async ({ page }) => {
      await checkRoute(page, path);
    });
  }

  for (const path of LEGAL_ROUTES) {
    test(`legal ${path}: translated where the translation exists, else English under a notice`, async ({ page }) => {
      test.setTimeout(120_000);
      const translated = legalLocales(path);
      expect(translated.length, 'locales with this document translated').toBeGreaterThan(0);
      await checkRoute(page, path, translated);
      for (const l of LOCALES) {
        await page.goto(prefixed(l, path));
        if (translated.includes(l)) {
          // The translation says the English text prevails and links to it.
          await expect(page.locator('[data-legal-translation] a')).toHaveAttribute('href', path);
          await expect(page.locator('[data-legal-untranslated]')).toHaveCount(0);
          await expect(page.locator('article')).not.toHaveAttribute('lang', 'en');
          // Links inside the text stay in the visitor's language.
          for (const href of await page.locator('article a[href^="/"]:not([hreflang])').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
            expect(href).toMatch(new RegExp(`^/${l}/`));
        } else {
          await expect(page.locator('[data-legal-untranslated]')).toBeVisible();
          await expect(page.locator('article')).toHaveAttribute('lang', 'en');
        }
      }
    });
  }

  test('a German reader of a translated legal page can open the English text it links to', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE', extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9' } });
    const page = await context.newPage();
    await page.goto('/privacy');
    await expect(page).toHaveURL(/\/de\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutzerklärung');
    await expect(page.getByText('Version 1.2 · 1. Juni 2025')).toBeVisible();
    await page.locator('[data-legal-translation]').getByRole('link', { name: 'Englische Fassung lesen' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page).not.toHaveURL(/\/de\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await context.close();
  });

  for (const path of PRIVATE_ROUTES) {
    test(`signed in ${path}: no English left in 13 locales`, async ({ page, baseURL }) => {
      test.setTimeout(180_000);
      await signInViaUi(page, await signUpViaApi(baseURL!), '/library');
      await checkRoute(page, path);
    });
  }

  // /create-story and /stories above see a new parent (the new-character form, the empty
  // state); here the parent has a character and a finished story: character cards, boundaries,
  // 'More heroes', and a story card with its menu, video button and keepsakes.
  test('signed in with a character and a finished story: /create-story and /stories have no English left', async ({ page, baseURL }) => {
    test.setTimeout(420_000);
    await signInViaUi(page, await signUpViaApi(baseURL!), '/library');
    const api = await StoryApi.of(page);
    const mila = await api.createCharacter({ name: 'Mila', kind: 'human', age: '5' });
    await api.createCharacter({ name: 'Rex', kind: 'animal', age: '3' });
    expect((await api.call('PUT', `/v1/me/characters/${mila.id}/boundaries`, { avoid: ['water', 'animals'], max_intensity: 'small' })).status).toBe(200);
    const storyId = await api.createStory(mila.id);
    await expect
      .poll(async () => (await api.call<{ progress: string }>('GET', `/v1/stories/private/progress/${storyId}`)).body.progress, {
        timeout: 300_000,
        intervals: [1000],
      })
      .toBe('COMPLETE');
    // The form remembers Mila as the last hero used, so her boundaries note shows (form-memory.ts).
    await page.evaluate((id) => {
      const user = JSON.parse(localStorage.getItem('authUser') ?? '{}') as { id?: string };
      localStorage.setItem(`createStoryMemory:${user.id}`, JSON.stringify({ characterId: id }));
    }, mila.id);
    await checkRoute(page, '/create-story');
    await expect(page.getByTestId('boundaries-in-effect')).toBeVisible();
    await expect(page.locator('[data-extra-hero]')).toHaveCount(1);
    await checkRoute(page, '/stories');
    await expect(page.locator(`li[data-story-id="${storyId}"][data-status="COMPLETE"]`)).toBeVisible();
  });

  test('signed in, the test checkout page (stand-in for the payment page): no English left in 13 locales', async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    await signInViaUi(page, await signUpViaApi(baseURL!), '/library');
    const checkoutUrl = await page.evaluate(async () => {
      const res = await fetch('/v1/purchases/create-checkout-session', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('authToken')}` },
        body: JSON.stringify({ price_id: 'plus-yearly' }),
      });
      return ((await res.json()) as { checkout_url: string }).checkout_url;
    });
    expect(checkoutUrl).toMatch(/^\/checkout\/test\/[0-9a-f-]{36}$/);
    await checkRoute(page, checkoutUrl);
  });

  test('plan descriptions are in the page language (no lang="en" left) and the checkout follows the language', async ({ page, baseURL }) => {
    await page.goto('/de/pricing');
    const descriptions = page.locator('[data-testid="plan-card"] [data-plan-description]');
    await expect(descriptions.first()).toBeVisible();
    await expect(page.locator('[data-testid="plan-card"] [lang="en"]')).toHaveCount(0);
    await expect(descriptions.filter({ hasText: 'Alle paar Abende eine neue, persönliche Geschichte' })).toHaveCount(1);
    await page.goto('/ar/pricing');
    await expect(page.locator('[data-testid="plan-card"] [lang="en"]')).toHaveCount(0);
    await expect(page.locator('[data-testid="plan-card"]').first()).toContainText('قصة جديدة مخصّصة لطفلك');

    // A Spanish parent buys on /es/pricing: the test checkout and the success page speak Spanish.
    await signInViaUi(page, await signUpViaApi(baseURL!), '/library');
    await page.goto('/es/pricing');
    await page.locator('[data-testid="plan-card"]').filter({ hasText: 'Plus' }).getByRole('button', { name: 'Elegir plan' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('checkbox')).toHaveCount(3);
    for (const box of await dialog.getByRole('checkbox').all()) await box.check();
    await dialog.getByRole('button', { name: catalogue('es').pr_accept_continue! }).click();
    await page.waitForURL(/\/es\/checkout\/test\/[0-9a-f-]{36}$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByText(catalogue('es').tco_banner!)).toBeVisible();
    await expect(page.locator('[data-plan-description]')).toHaveText(
      'Un cuento nuevo y personalizado cada pocas noches, narrado con una voz parecida a la tuya.',
    );
    await page.screenshot({ path: 'tmp/e2e-i18n/test-checkout-es.png' });
    await page.getByRole('button', { name: catalogue('es').tco_complete! }).click();
    await page.waitForURL((url) => url.pathname === '/es/purchase/success');
  });

  test('signed in /personalize, voice tab with the recorder and character tab with a character: no English left in 13 locales', async ({ page, baseURL }) => {
    test.setTimeout(300_000);
    const user = await signUpViaApi(baseURL!);
    const token = (
      (await (
        await fetch(`${baseURL}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(user),
        })
      ).json()) as { access_token: string }
    ).access_token;
    const form = new FormData();
    for (const [k, v] of Object.entries({ name: 'Mia', kind: 'human', gender: 'female', age: '5' })) form.append(k, v);
    expect((await fetch(`${baseURL}/v1/me/characters`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } })).status).toBe(201);
    await signInViaUi(page, user, '/library');
    // Voice tab (the default): list, upload form, consent and the open recorder.
    await checkRoute(page, '/personalize', LOCALES, async (p) => {
      await expect(p.locator('[data-recorder-state="idle"]')).toBeVisible();
      await expect(p.getByTestId('voice-consent')).toBeVisible();
    });
    // Character tab: the character with its look editor and boundaries editor open, and the upload form.
    await checkRoute(page, '/personalize#characters', LOCALES, async (p) => {
      await islandsHydrated(p);
      await expect(p.getByTestId('character-item')).toHaveCount(1);
      await p.getByTestId('look').getByRole('button').last().click();
      await expect(p.getByTestId('look-editor')).toBeVisible();
      await p.getByTestId('boundaries').getByRole('button').click();
      await expect(p.getByTestId('boundary-editor')).toBeVisible();
    });
  });

  test('signed out: a public story in the reader, no English chrome left in 13 locales', async ({ page, request }) => {
    test.setTimeout(360_000);
    const id = (await examplesReady(request))[0]!.id;
    await checkRoute(page, `/public-stories/${id}`, LOCALES, '[data-page-text]');
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
    const example = (await request
      .get(`/v1/stories/public/${(await examplesReady(request))[0]!.id}`, { params: { include_audio: true, include_images: true } })
      .then((r) => r.json())) as {
      chunks: { signed_image_url: string | null; signed_audio_url: string | null }[];
    };
    const id = '22222222-2222-4222-8222-222222222222';
    const chunk = (position: number, content: string) => ({
      position,
      content,
      has_image: true,
      has_audio: true,
      signed_image_url: example.chunks[0]!.signed_image_url,
      signed_audio_url: example.chunks[0]!.signed_audio_url,
      image_url_expires_at: null,
      audio_url_expires_at: null,
      audio_duration_seconds: 12,
    });
    // A parent's finished, narrated story (staged: making one takes minutes); the session is real.
    const story = {
      id,
      title: 'The Quiet Moon',
      status: 'COMPLETE',
      language: 'en',
      age: 5,
      illustration_style: 'storybook',
      moral: null,
      hero_name: 'Mila',
      hero_names: ['Mila', 'Leo'],
      is_public: false,
      cover_url: null,
      cover_url_expires_at: null,
      page_count: 2,
      chunks: [chunk(0, 'Mila and Leo looked up at the quiet moon.'), chunk(1, 'Then they fell asleep.')],
    };
    await page.route(new RegExp(`/v1/stories/private/${id}(\\?.*)?$`), (route) => route.fulfill({ json: story }));
    await page.route('**/v1/stories/private/navigation', (route) => route.fulfill({ json: { data: [] } }));
    await signInViaUi(page, await signUpViaApi(baseURL!), '/library');
    // With the 'Save & share' menu open: its keepsakes, offline and sharing texts are checked too.
    const openTools = async (p: Page) => {
      await expect(p.locator('[data-page-text]')).toBeVisible();
      await islandsHydrated(p);
      await p.locator('[data-reader-tools-toggle]').click();
      await expect(p.locator('[data-reader-tools-panel]')).toBeVisible();
    };
    await checkRoute(page, `/stories/${id}`, LOCALES, openTools);
    await checkRoute(page, `/stories/${id}/record`, LOCALES, '[data-record-page]');
    // Arabic: the story text stays English and left-to-right inside the right-to-left page; links keep the locale.
    await settle(page, `/ar/stories/${id}`, '[data-page-text]');
    await expect(page.locator('[data-page-text]')).toHaveAttribute('lang', 'en');
    await expect(page.locator('[data-page-text]')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('[data-reader-heroes]')).toHaveText('بطولة Mila وLeo');
    await expect(page.locator('[data-record-link]')).toHaveAttribute('href', `/ar/stories/${id}/record`);
    // The menu opens inside the right-to-left page, under its button at the page's start side.
    await openTools(page);
    const panel = (await page.locator('[data-reader-tools-panel]').boundingBox())!;
    expect(panel.x).toBeGreaterThanOrEqual(0);
    expect(panel.x + panel.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await page.keyboard.press('Escape');
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
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((els) => els.map((e) => [e.getAttribute('hreflang'), e.getAttribute('href')]));
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
