/**
 * Identity in the browser (/login, /signup, the header's user menu, logout and the error texts):
 * sign up and come back to the protected page signed in; reload; sign out.
 */
import { expect, test } from './fixtures.ts';
import { newEmail, newPassword, signUpAndSignIn, signUpViaApi, signInViaUi } from './helpers/auth.ts';

test('sign up from the protected page that redirected you: signed in at once and back on that page', async ({ page }) => {
  await page.goto('/my-purchases?page=2');
  await page.waitForURL(/\/login\?redirectTo=/);
  await page.locator('#login-root').getByRole('link', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();

  const email = newEmail('hero');
  const password = newPassword();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  // Hold the request a moment so the busy text is observable.
  await page.route('**/auth/v1/signup', async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('button', { name: 'Creating your account...' })).toBeDisabled();

  // No e-mail confirmation on this server (no SMTP): the parent is signed in and goes on.
  await page.waitForURL('**/my-purchases?page=2');
  await expect(page.locator('[data-user-short]').first()).toHaveText(email.split('@')[0]!);

  // A reload keeps you signed in.
  await page.reload();
  await expect(page).toHaveURL(/\/my-purchases\?page=2$/);
  await expect(page.locator('html')).toHaveAttribute('data-auth', 'in');

  // Already signed in: /login goes straight on.
  await page.goto('/login?redirectTo=%2Fcreate-story');
  await page.waitForURL('**/create-story');
});

test('sign-up and sign-in errors say what happened', async ({ page, baseURL }) => {
  const existing = await signUpViaApi(baseURL!);
  await page.goto('/signup');
  await page.getByLabel('Email').fill(existing.email);
  await page.getByLabel('Password').fill(newPassword());
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toContainText('This email is already registered. Please log in instead.');

  await page.getByLabel('Email').fill(newEmail());
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toContainText('Password should be at least 8 characters.');
  // The message already says what to do, so the alert does not repeat it as a hint.
  await expect(page.getByRole('alert')).not.toContainText('Use at least 8 characters.');

  await page.goto('/login');
  await page.getByLabel('Email').fill(existing.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
  await expect(page).toHaveURL(/\/login$/);
});

test('the header shows the local part cut at 15 characters; sign out clears every stored key and lands on /login', async ({ page, baseURL }) => {
  const user = await signUpViaApi(baseURL!, newEmail('a-very-long-local-part-for-the-menu'));
  await signInViaUi(page, user);
  const short = page.locator('nav[data-when="in"] [data-user-short]');
  await expect(short).toHaveText('a-very-long-loc…');

  await page.evaluate(() => {
    localStorage.setItem('inProgressStories', JSON.stringify([{ storyId: 's1', createdAt: 1 }]));
    localStorage.setItem('inProgressExports', JSON.stringify([{ exportId: 'e1', storyId: 's1', createdAt: 1 }]));
    localStorage.setItem('completedExports', JSON.stringify([{ storyId: 's1', storageUrl: '/x', completedAt: 1 }]));
    localStorage.setItem('bh-query-cache', '{}');
    for (const key of ['analyticsSessionId', 'analyticsSessionStart', 'analyticsPageStart', 'analyticsPageViews']) sessionStorage.setItem(key, '1');
  });
  const before = await page.evaluate(() => Object.keys(localStorage));
  expect(before.some((k) => /^sb-.*-auth-token$/.test(k))).toBe(true);

  await short.click();
  await expect(page.getByText('Signed in as')).toBeVisible();
  await expect(page.locator('nav[data-when="in"] [data-user-email]')).toHaveText(user.email);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(/\/login$/);

  const left = await page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }));
  expect(
    left.local.filter((k) => /^(authToken|authUser|bh-query-cache|inProgressStories|inProgressExports|completedExports)$|^sb-.*-auth-token/.test(k)),
  ).toEqual([]);
  expect(left.session.filter((k) => k.startsWith('analytics'))).toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('data-auth', 'out');

  // The old session is over on the server too.
  await page.goto('/stories');
  await page.waitForURL(/\/login\?redirectTo=%2Fstories/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu says 'Welcome, {email}' and 'Logout' signs out", async ({ page }) => {
    const user = await signUpAndSignIn(page);
    await page.getByRole('button', { name: 'Open menu' }).or(page.locator('[data-mobile-menu] summary')).first().click();
    await expect(page.getByText(`Welcome, ${user.email}`)).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });
});
