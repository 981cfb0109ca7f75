/**
 * /pricing without layout shift (issue 19): the plans and prices are in the server's HTML, so a
 * browser without JavaScript shows them, and hydrating the island only adds behaviour (the
 * cards do not move: cumulative layout shift stays under 0.02).
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
    // Nothing can be chosen before the island is there to handle it.
    await expect(page.getByRole('button', { name: 'Choose Plan' }).first()).toBeDisabled();
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
  await expect(page.locator('[data-pricing][data-hydrated="true"]')).toBeAttached();
  const after = await firstCard.boundingBox();
  expect(after).toEqual(before);
  const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  console.log(`/pricing layout shift through hydration: ${shift.toFixed(4)}`);
  expect(shift).toBeLessThan(0.02);
  await page.getByRole('radio', { name: 'Monthly' }).click();
  await expect(page.getByTestId('plan-price')).toHaveText(['€11.99', '€19.99']);
});
