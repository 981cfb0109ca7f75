/**
 * The brand font after the first paint (issue 19: LCP ≤ 1.3 s): a first visit paints in the
 * metric-matched fallback while the page's picture has the connection to itself, then switches to
 * Nunito without moving anything; once the browser has Nunito, later pages use it from their first
 * paint (src/lib/site/brand-font.ts, src/layouts/auth-gate.js).
 */
import { expect, test } from './fixtures.ts';

test('a first visit fetches Nunito only after the page has loaded, and the switch moves nothing', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[])
        if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const fontRequests: string[] = [];
  let loaded = false;
  page.on('load', () => (loaded = true));
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fontRequests.push(`${request.url()} ${loaded ? 'after load' : 'before load'}`);
  });

  await page.goto('/library');
  const root = page.locator('html');
  await expect(root).toHaveAttribute('data-font', 'nunito');
  expect(fontRequests.length).toBeGreaterThan(0);
  for (const request of fontRequests) expect(request).toMatch(/after load$/);
  expect(await page.evaluate(() => document.fonts.check('1em "Nunito Variable"'))).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontFamily)).toMatch(/^"Nunito Variable"/);
  const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  console.log(`/library layout shift through the font switch: ${shift.toFixed(4)}`);
  expect(shift).toBeLessThan(0.02);
});

test.describe('with the page scripts blocked', () => {
  test.use({
    allowConsoleErrors: [/Failed to load resource: net::ERR_FAILED/],
  });

  test('once the browser has Nunito, the next page uses it before any script of the page runs', async ({ page }) => {
    await page.goto('/library');
    await expect(page.locator('html')).toHaveAttribute('data-font', 'nunito');
    // The page's own scripts are held back: only the inline head script can have switched the font.
    await page.route('**/_astro/*.js', (route) => route.abort());
    await page.goto('/pricing');
    await expect(page.locator('html')).toHaveAttribute('data-font', 'nunito');
    await expect.poll(() => page.evaluate(() => document.fonts.check('1em "Nunito Variable"'))).toBe(true);
  });
});

test('without the font in storage the page keeps its fallback until the font has arrived', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.woff2', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Subscription Plans' })).toBeVisible();
  // The page is up and readable in the fallback; the font is on its way, and nothing switches yet.
  await expect.poll(() => page.evaluate(() => [...document.fonts].some((face) => face.family.includes('Nunito Variable') && face.status === 'loading'))).toBe(true);
  await expect(page.locator('html')).not.toHaveAttribute('data-font', 'nunito');
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Nunito Fallback: Arial"/);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-font', 'nunito');
});
