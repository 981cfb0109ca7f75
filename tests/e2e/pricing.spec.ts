/**
 * /pricing in Debian Chromium: the toggles and the Save badge; choosing a plan signed out, signing in, coming
 * back to the consent dialog, paying on the built-in test checkout, the success page, the
 * purchase in /my-purchases and the raised story usage.
 */
import { expect, test } from './fixtures.ts';
import { signUpViaApi } from './helpers/auth.ts';

const cardNamed = (page: import('@playwright/test').Page, name: string) => page.getByRole('article', { name });

test('pricing toggles between yearly, monthly and bundles with the Save badge', async ({ page }) => {
  await page.goto('/pricing?source=home-hero');
  await expect(page.getByRole('heading', { name: 'Subscription Plans' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Yearly/ })).toHaveAttribute('aria-checked', 'true');
  // 1 - 119.90 / (12 × 11.99) = 16.7 % → 'Save 17%'.
  await expect(page.getByTestId('yearly-badge')).toHaveText('Save 17%');

  const prices = page.getByTestId('plan-price');
  await expect(prices).toHaveText(['€9.99', '€16.66']);
  await expect(cardNamed(page, 'Plus')).toContainText('Billed €119.90 yearly');
  await expect(cardNamed(page, 'Plus')).toContainText('10 AI Stories per month');
  await expect(cardNamed(page, 'Pro')).toContainText('20 AI Stories per month');
  await expect(cardNamed(page, 'Pro')).toContainText('Save 17%');

  await page.getByRole('radio', { name: 'Monthly' }).click();
  await expect(prices).toHaveText(['€11.99', '€19.99']);
  await expect(cardNamed(page, 'Plus')).not.toContainText('Save');

  await page.getByRole('radio', { name: 'Credit Bundles' }).click();
  await expect(page.getByRole('heading', { name: 'Credit Bundles' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Yearly/ })).toHaveCount(0);
  await expect(prices).toHaveText(['€9.99', '€17.99']);
  await expect(cardNamed(page, 'Lite')).toContainText('10 AI Stories');
  await expect(cardNamed(page, 'Power')).toContainText('Valid for 1 year');
  await expect(page.getByRole('button', { name: 'Choose Plan' })).toHaveCount(2);
  await page.screenshot({ path: 'tmp/e2e-pricing/bundles.png', fullPage: true });
});

test('choose a plan signed out, sign in, consent, pay on the test checkout, see it in history and usage', async ({ page, baseURL }) => {
  const user = await signUpViaApi(baseURL!);
  await page.goto('/pricing');
  await page.getByRole('radio', { name: 'Monthly' }).click();
  await expect(page.getByTestId('plan-price')).toHaveText(['€11.99', '€19.99']);
  await cardNamed(page, 'Plus').getByRole('button', { name: 'Choose Plan' }).click();

  await page.waitForURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/pricing');
  expect(new URL(page.url()).searchParams.get('selectedPriceId')).toBe('plus-monthly');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  // Back on /pricing, the flow resumes at the consent dialog for the chosen price.
  await page.waitForURL((url) => url.pathname === '/pricing');
  const dialog = page.getByRole('dialog', { name: 'Before you continue' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Plus · €11.99 /month');
  const accept = dialog.getByRole('button', { name: 'Accept and Continue' });
  await expect(accept).toBeDisabled();
  await dialog.getByLabel(/Terms of Service/).check();
  await dialog.getByLabel(/Privacy Policy/).check();
  await expect(accept).toBeDisabled();
  await dialog.getByLabel(/I am a parent\/guardian and consent/).check();
  await expect(accept).toBeEnabled();
  await page.screenshot({ path: 'tmp/e2e-pricing/consent.png' });

  // Closing resets the ticks.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await cardNamed(page, 'Plus').getByRole('button', { name: 'Choose Plan' }).click();
  await expect(dialog.getByLabel(/Terms of Service/)).not.toBeChecked();
  for (const label of [/Terms of Service/, /Privacy Policy/, /I am a parent\/guardian/]) await dialog.getByLabel(label).check();

  const usageBefore = await storyUsage(page);
  await accept.click();
  await page.waitForURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Test checkout — no real payment')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Plus' })).toBeVisible();
  await expect(page.locator('[data-amount]')).toContainText('€11.99');
  await expect(page.locator('input')).toHaveCount(0); // no card fields
  await page.screenshot({ path: 'tmp/e2e-pricing/test-checkout.png' });
  await page.getByRole('button', { name: 'Complete test purchase' }).click();

  await page.waitForURL((url) => url.pathname === '/purchase/success');
  const params = new URL(page.url()).searchParams;
  expect([params.get('price_id'), params.get('amount')]).toEqual(['plus-monthly', '11.99']);
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expect(page.getByText('Purchase successful! You can now access your content.')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 6000 });

  await page.goto('/my-purchases');
  const row = page.getByTestId('purchase-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Plan Plus');
  await expect(row).toContainText('€11.99');
  await expect(row).toContainText('via test checkout');
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await expect(page.getByText('Total purchases: 1')).toBeVisible();

  const usageAfter = await storyUsage(page);
  expect(usageAfter.initial).toBe(usageBefore.initial + 10);
  expect(usageAfter.remaining).toBe(usageBefore.remaining + 10);
});

test('a cancelled test checkout lands on the error page with Try Again and Go Home', async ({ page, baseURL }) => {
  const user = await signUpViaApi(baseURL!);
  await page.goto(`/login?redirectTo=${encodeURIComponent('/pricing')}`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/pricing');
  await page.getByRole('radio', { name: 'Credit Bundles' }).click();
  await cardNamed(page, 'Lite').getByRole('button', { name: 'Choose Plan' }).click();
  const dialog = page.getByRole('dialog');
  for (const label of [/Terms of Service/, /Privacy Policy/, /I am a parent\/guardian/]) await dialog.getByLabel(label).check();
  await dialog.getByRole('button', { name: 'Accept and Continue' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL((url) => url.pathname === '/purchase/error');
  await expect(page.getByRole('heading', { name: 'Purchase Error' })).toBeVisible();
  await expect(page.getByText('An error occurred during the purchase process.')).toBeVisible();
  await page.getByRole('link', { name: 'Try Again' }).click();
  await page.waitForURL((url) => url.pathname === '/pricing');
  await page.goto('/my-purchases');
  await expect(page.getByText("You don't have any purchases yet.")).toBeVisible();
});

async function storyUsage(page: import('@playwright/test').Page): Promise<{ initial: number; remaining: number }> {
  return page.evaluate(async () => {
    const res = await fetch('/v1/me/usage', { headers: { Authorization: `Bearer ${localStorage.getItem('authToken')}` } });
    const entries = (await res.json()) as Array<{ resource: string; initial: number; remaining: number }>;
    return entries.find((e) => e.resource === 'STORY_GENERATION')!;
  });
}
