/**
 * The brand font without a swap (LCP ≤ 1.3 s, no blocking re-layout): a first visit
 * paints in the metric-matched fallback while the page's picture has the connection to itself, and
 * fetches Nunito only after the load, for the next pages, without switching the page being read;
 * once the browser has Nunito, every page uses it from its first paint (src/lib/site/brand-font.ts,
 * src/layouts/auth-gate.js).
 */
import { expect, test } from './fixtures.ts';

const usesNunito = (page: import('@playwright/test').Page) =>
  page.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontFamily.startsWith('"Nunito Variable"'));

test('a first visit fetches Nunito only after the page has loaded, and the page keeps its fallback', async ({ page }) => {
  const fontRequests: string[] = [];
  let loaded = false;
  page.on('load', () => (loaded = true));
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fontRequests.push(`${request.url()} ${loaded ? 'after load' : 'before load'}`);
  });

  await page.goto('/library');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('bh-font'))).toBe('1');
  expect(fontRequests.length).toBeGreaterThan(0);
  for (const request of fontRequests) expect(request).toMatch(/after load$/);
  // Downloaded, but the page being read is not re-laid out in it.
  await expect(page.locator('html')).not.toHaveAttribute('data-font', 'nunito');
  expect(await usesNunito(page)).toBe(false);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Nunito Fallback: Arial"/);
});

test.describe('with the page scripts blocked', () => {
  test.use({ allowConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

  test('once the browser has Nunito, the next page uses it before any script of the page runs', async ({ page }) => {
    await page.goto('/library');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('bh-font'))).toBe('1');
    // The page's own scripts are held back: only the inline head script can have switched the font.
    await page.route('**/_astro/*.js', (route) => route.abort());
    await page.goto('/pricing');
    await expect(page.locator('html')).toHaveAttribute('data-font', 'nunito');
    expect(await usesNunito(page)).toBe(true);
    await expect.poll(() => page.evaluate(() => document.fonts.check('1em "Nunito Variable"'))).toBe(true);
  });
});

test('a Polish page fetches the latin-ext file too, for its ł and ś', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/pl/pricing');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('bh-font'))).toBe('1');
  expect(fonts.some((f) => f.includes('nunito-latin-ext-wght-normal'))).toBe(true);
  expect(fonts.some((f) => f.includes('nunito-latin-wght-normal'))).toBe(true);
});

test('a font that never arrives changes nothing: the page stays in its fallback and nothing is remembered', async ({ page }) => {
  await page.route('**/*.woff2', (route) => route.fulfill({ status: 404, body: '' }));
  const refused = page.waitForResponse((res) => res.url().endsWith('.woff2') && res.status() === 404);
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Subscription Plans' })).toBeVisible();
  await refused;
  // The fetch's promise settles right after its response.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(await page.evaluate(() => localStorage.getItem('bh-font'))).toBeNull();
  await page.goto('/terms');
  await expect(page.locator('html')).not.toHaveAttribute('data-font', 'nunito');
});
