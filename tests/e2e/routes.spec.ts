import { expect, test } from './fixtures.ts';

/** Every route answers: public routes render their heading, protected ones redirect. */
const PUBLIC_ROUTES: [string, RegExp][] = [
  ['/', /Where Every Child Becomes the Hero of Their Story/],
  ['/login', /Welcome Back/],
  ['/signup', /Create Account/],
  ['/reset-password', /Reset Password/],
  ['/pricing', /Choose your plan|Subscription Plans/],
  ['/library', /Story Library/],
  ['/contact', /Contact/],
  ['/terms', /Terms of Service/],
  ['/privacy', /Privacy Policy/],
  ['/cookies', /Cookie Policy/],
];

const PROTECTED_ROUTES = [
  '/stories',
  '/stories/00000000-0000-4000-8000-000000000000',
  '/create-story',
  '/personalize',
  '/my-purchases',
  '/account',
  '/purchase/success',
  '/purchase/error',
];

for (const [route, heading] of PUBLIC_ROUTES) {
  test(`public route ${route} renders its heading`, async ({ page }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').first()).toHaveText(heading);
    await expect(page.locator('footer')).toContainText('Privacy Policy');
    await expect(page.getByRole('button', { name: 'Share your feedback' })).toBeVisible();
  });
}

for (const route of PROTECTED_ROUTES) {
  test(`protected route ${route} redirects a visitor to /login carrying the location`, async ({ page }) => {
    await page.goto(`${route}?page=2`);
    await page.waitForURL(/\/login/);
    const url = new URL(page.url());
    expect(url.searchParams.get('redirectTo')).toBe(`${route}?page=2`);
  });
}

test('unknown routes get a friendly 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('This page is fast asleep');
});

test('the feedback button opens the feedback modal', async ({ page }) => {
  await page.goto('/terms');
  await page.getByRole('button', { name: 'Share your feedback' }).click();
  await expect(page.getByRole('heading', { name: 'Share Your Feedback' })).toBeVisible();
});
