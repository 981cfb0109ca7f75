/**
 * Session refresh and Google sign-in in the browser, against a second
 * server started here with a short access-token lifetime and Google pointed at a local OpenID
 * provider (oauth2-mock-server) standing in for accounts.google.com.
 */
import fs from 'node:fs';
import { OAuth2Server } from 'oauth2-mock-server';
import { expect, test } from './fixtures.ts';
import { newEmail, signInViaUi, signUpViaApi } from './helpers/auth.ts';
import { startOwnServer, type OwnServer } from './helpers/own-server.ts';

const PORT = Number(process.env.E2E_AUTH_PORT ?? 4466);
const BASE = `http://127.0.0.1:${PORT}`;
/** Refresh is due 2 minutes before expiry, so a 130 s token is refreshed about 10 s after sign-in. */
const TTL_SECONDS = 130;

let server: OwnServer | undefined;
let google: OAuth2Server;
let googleEmail = '';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BASE });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  google = new OAuth2Server();
  await google.issuer.keys.generate('RS256');
  await google.start(0, '127.0.0.1');
  google.service.on('beforeTokenSigning', (token) => {
    token.payload.email = googleEmail;
    token.payload.email_verified = true;
    token.payload.sub = `google-${googleEmail}`;
  });
  const dataDir = 'tmp/e2e-auth-session-data';
  fs.rmSync(dataDir, { recursive: true, force: true });
  server = await startOwnServer(
    PORT,
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_EXAMPLES: 'false',
      AUTH_ACCESS_TOKEN_TTL_SECONDS: String(TTL_SECONDS),
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      GOOGLE_CLIENT_ID: 'bedtime-hero-e2e',
      GOOGLE_CLIENT_SECRET: 'e2e-secret',
      GOOGLE_ISSUER: google.issuer.url!,
    },
    { timeoutMs: 60_000 },
  );
});

test.afterAll(async () => {
  await server?.stop();
  await google?.stop();
});

test('a short-lived token is refreshed before it expires, and the new one works', async ({ page }) => {
  test.setTimeout(60_000);
  const user = await signUpViaApi(BASE);
  await signInViaUi(page, user, '/stories');
  const first = await page.evaluate(() => localStorage.getItem('authToken'));
  const exp = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).exp as number;
  expect(exp(first!) - Date.now() / 1000).toBeLessThanOrEqual(TTL_SECONDS);

  await expect.poll(() => page.evaluate(() => localStorage.getItem('authToken')), { timeout: 25_000, intervals: [1000] }).not.toBe(first);
  const second = (await page.evaluate(() => localStorage.getItem('authToken')))!;
  expect(exp(second)).toBeGreaterThan(exp(first!));
  // Refreshed early (about 2 minutes before expiry), not at the last second.
  expect(exp(first!) - Date.now() / 1000).toBeGreaterThan(100);
  await expect(page).toHaveURL(/\/stories$/);
  const status = await page.evaluate(
    async (token) => (await fetch('/v1/auth/login', { method: 'POST', headers: { Authorization: `Bearer ${token}` } })).status,
    second,
  );
  expect(status).toBe(200);
});

test('a refresh that fails logs out with "Session expired"', async ({ page }) => {
  const user = await signUpViaApi(BASE);
  await signInViaUi(page, user, '/stories');
  // The server ends the session behind the browser's back (e.g. a sign-out elsewhere).
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  await fetch(`${BASE}/auth/v1/logout?scope=global`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  await page.waitForURL(/\/login\?redirectTo=%2Fstories&reason=session_expired/, { timeout: 25_000 });
  await expect(page.getByText('Session expired')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('the Google button signs in through the OpenID provider and returns to the requested page', async ({ page }) => {
  googleEmail = newEmail('google');
  await page.goto('/personalize');
  await page.waitForURL(/\/login\?redirectTo=%2Fpersonalize/);
  const button = page.getByRole('button', { name: 'Continue with Google' });
  await expect(button).toBeVisible();
  // Hold the trip to the provider so the busy text is observable.
  await page.route(`${google.issuer.url}/authorize**`, async (route) => {
    await new Promise((r) => setTimeout(r, 500));
    await route.continue();
  });
  // The busy text shows while the browser is already leaving for the provider, when Playwright
  // cannot query the page; record it from inside (sessionStorage survives the round trip).
  await page.evaluate(() => {
    const watch = () => {
      if (document.body.innerText.includes('Signing in with Google...')) sessionStorage.setItem('sawGoogleBusy', '1');
    };
    new MutationObserver(watch).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await button.click();
  await page.waitForURL(`${BASE}/personalize`);
  expect(await page.evaluate(() => sessionStorage.getItem('sawGoogleBusy'))).toBe('1');
  await expect(page.locator('nav[data-when="in"] [data-user-short]')).toHaveText(
    googleEmail.split('@')[0]!.slice(0, 15) + (googleEmail.split('@')[0]!.length > 15 ? '…' : ''),
  );
  const url = new URL(page.url());
  expect(url.searchParams.has('code')).toBe(false);
});

test('a Google error comes back to /login and is shown', async ({ page }) => {
  await page.goto('/login?error=access_denied&error_code=access_denied&error_description=Google+sign-in+was+cancelled.');
  await expect(page.getByRole('alert')).toHaveText('Google sign-in was cancelled.');
  await page.goto('/login?error=server_error');
  await expect(page.getByRole('alert')).toHaveText('An error occurred with Google sign-in');
});
