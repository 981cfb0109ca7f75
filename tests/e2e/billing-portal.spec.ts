/**
 * Billing self-service in the browser with the built-in test payments provider:
 * after buying a plan, "Manage subscription" on /my-purchases opens the test billing portal,
 * which cancels the subscription; the portal then shows none.
 */
import { expect, test } from './fixtures.ts';
import { signInViaUi, signUpViaApi } from './helpers/auth.ts';

test('Manage subscription opens the test portal, which cancels the plan', async ({ page, baseURL }) => {
  const user = await signUpViaApi(baseURL!);
  const token = (
    (await (
      await fetch(`${baseURL}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(user),
      })
    ).json()) as { access_token: string }
  ).access_token;
  const auth = { Authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const checkout = (await (
    await fetch(`${baseURL}/v1/purchases/create-checkout-session`, { method: 'POST', headers: auth, body: JSON.stringify({ price_id: 'plus-monthly' }) })
  ).json()) as { checkout_url: string };
  const sessionId = checkout.checkout_url.split('/').pop();
  expect((await fetch(`${baseURL}/v1/purchases/test-checkout/${sessionId}/complete`, { method: 'POST', headers: auth })).status).toBe(200);

  // With a plan, the account page offers the portal too.
  await signInViaUi(page, user, '/account');
  await expect(page.getByRole('heading', { name: 'Subscription and payments' })).toBeVisible();
  await page.goto('/my-purchases');
  await expect(page.getByTestId('purchase-row')).toHaveCount(1);
  await page.screenshot({ path: 'tmp/e2e-my-purchases-manage.png', fullPage: true });
  await page.getByRole('button', { name: 'Manage subscription' }).click();
  await expect(page).toHaveURL(/\/billing\/test-portal$/);
  await expect(page.getByText('Test billing portal — no real payment')).toBeVisible();
  await expect(page.getByText(/Renews on/)).toBeVisible();
  await page.screenshot({ path: 'tmp/e2e-test-portal.png', fullPage: true });
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText('You have no active subscription.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to My Purchases' }).click();
  await expect(page).toHaveURL(/\/my-purchases$/);
});
