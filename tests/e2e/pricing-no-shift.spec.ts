/**
 * /pricing without layout shift: the plans and prices are in the server's HTML, so a
 * browser without JavaScript shows them, and hydrating the island only adds behaviour (the
 * cards do not move: cumulative layout shift stays under 0.02). The island hydrates when the
 * visitor starts using it (src/directives/on-interaction.ts): reading the prices downloads no
 * framework, and the tap that starts it is not lost.
 */
import { expect, test } from './fixtures.ts';

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the prices are in the HTML', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { name: 'Subscription Plans' })).toBeVisible();
    await expect(page.getByTestId('plan-price')).toHaveText(['€9.99', '€16.66']);
    await expect(page.getByRole('article', { name: 'Plus' })).toContainText('Billed €119.90 yearly');
    await expect(page.getByTestId('yearly-badge')).toHaveText('Save 17%');
    await expect(page.getByText('Loading available plans...')).toHaveCount(0);
    await page.screenshot({ path: 'tmp/e2e-pricing/no-js.png', fullPage: true });
  });
});

test('hydrating the island moves nothing, then the toggles work', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/pricing');
  const firstCard = page.getByTestId('plan-card').first();
  const before = await firstCard.boundingBox();
  // Pointing at the page's toggles starts the island (in view at the top: nothing scrolls).
  await page.getByRole('radiogroup').first().hover();
  await expect(page.locator('[data-pricing][data-hydrated="true"]')).toBeAttached();
  const after = await firstCard.boundingBox();
  expect(after).toEqual(before);
  const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  console.log(`/pricing layout shift through hydration: ${shift.toFixed(4)}`);
  expect(shift).toBeLessThan(0.02);
  await page.getByRole('radio', { name: 'Monthly' }).click();
  await expect(page.getByTestId('plan-price')).toHaveText(['€11.99', '€19.99']);
});

test('reading the prices loads no framework; the first tap starts the island and still counts', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // The island's code is held back, as on a slow phone, until the test lets it through.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/Pricing\.[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/pricing');
  // The page's own behaviours have started (the view was counted) and the browser is idle.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('analyticsPageViews'))).toBe('1');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
  expect(scripts.filter((path) => /\/(react|Pricing)\.[\w-]+\.js$/.test(path))).toEqual([]);
  await expect(page.locator('[data-pricing][data-hydrated="true"]')).toHaveCount(0);

  // A tap on Monthly before the island runs: nothing yet, then the island starts and applies it.
  await page.getByRole('radio', { name: 'Monthly' }).click();
  await expect.poll(() => scripts.some((path) => /\/Pricing\.[\w-]+\.js$/.test(path))).toBe(true);
  await expect(page.getByTestId('plan-price')).toHaveText(['€9.99', '€16.66']);
  release();
  await expect(page.locator('[data-pricing][data-hydrated="true"]')).toBeAttached();
  await expect(page.getByTestId('plan-price')).toHaveText(['€11.99', '€19.99']);
  await expect(page.getByRole('radio', { name: 'Monthly' })).toHaveAttribute('aria-checked', 'true');
});

test('a gift code typed while the island starts is kept', async ({ page }) => {
  await page.goto('/pricing');
  const field = page.getByRole('textbox', { name: 'Gift code' });
  await field.fill('GIFT-EARLY-1');
  await expect(page.locator('[data-pricing][data-hydrated="true"]')).toBeAttached();
  await expect(field).toHaveValue('GIFT-EARLY-1');
  await expect(page.getByRole('button', { name: 'Redeem' })).toBeEnabled();
});
