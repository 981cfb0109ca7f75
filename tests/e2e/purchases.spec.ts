/**
 * Gift codes in Debian Chromium: the code printed by the
 * embedded first start is redeemed through the consent dialog, lands on /purchase/success with
 * the server's message, shows in /my-purchases and raises the story usage; the same code then
 * gets the 'already used' error under the field.
 *
 * Runs its own server (fresh data folder) so it can read the first-start code from the file the
 * server keeps it in (DATA_DIR/first-start-gift-code.txt; it is never logged).
 */
import fs from 'node:fs';
import path from 'node:path';
import { FIRST_START_GIFT_CODE_FILE } from '../../src/server/commerce/seed-at-start.ts';
import { expect, test } from './fixtures.ts';
import { signInViaUi, signUpViaApi } from './helpers/auth.ts';
import { startOwnServer, type OwnServer } from './helpers/own-server.ts';

const PORT = Number(process.env.E2E_GIFT_PORT ?? 4483);
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.resolve(`tmp/e2e-gift-${PORT}`);
let server: OwnServer | undefined;
let giftCode = '';

test.use({ baseURL: BASE });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  // The embedded first start prints the code: PGlite in its own folder even when the suite runs on Postgres.
  server = await startOwnServer(
    PORT,
    { DATABASE_URL: '', DATA_DIR, LOG_LEVEL: 'warn', SEED_EXAMPLES: 'false', AUTH_RATE_LIMIT_PER_MINUTE: '1000', FREE_STORIES_PER_MONTH: '3' },
    {
      ready: () => {
        const file = path.join(DATA_DIR, FIRST_START_GIFT_CODE_FILE);
        const match = fs.existsSync(file) ? /^(BH-[0-9A-Z-]+)/.exec(fs.readFileSync(file, 'utf8')) : null;
        if (match) giftCode = match[1]!;
        return Boolean(match);
      },
    },
  );
});

test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
});

test('redeem the first-start gift code, then see the used code refused', async ({ page }) => {
  expect(giftCode).toMatch(/^BH-(?:[0-9A-Z]{4}-){3}[0-9A-Z]{4}$/);
  const user = await signUpViaApi(BASE);
  await signInViaUi(page, user, '/pricing');

  const usage = () =>
    page.evaluate(async () => {
      const res = await fetch('/v1/me/usage', { headers: { Authorization: `Bearer ${localStorage.getItem('authToken')}` } });
      return ((await res.json()) as Array<{ resource: string; initial: number }>).find((e) => e.resource === 'STORY_GENERATION')!.initial;
    });
  const before = await usage();

  const field = page.getByRole('textbox', { name: 'Gift code' });
  const redeem = page.getByRole('button', { name: 'Redeem' });
  await expect(redeem).toBeDisabled();
  await field.fill('   ');
  await expect(redeem).toBeDisabled(); // The trimmed value must be non-empty
  await field.fill(giftCode);
  await redeem.click();

  const dialog = page.getByRole('dialog', { name: 'Redeem your gift code' });
  const accept = dialog.getByRole('button', { name: 'Accept and Redeem' });
  await expect(accept).toBeDisabled();
  for (const label of [/Terms of Service/, /Privacy Policy/, /I am a parent\/guardian/]) await dialog.getByLabel(label).check();
  await accept.click();

  await page.waitForURL((url) => url.pathname === '/purchase/success');
  await expect(page.getByText('Gift code redeemed successfully!')).toBeVisible();
  expect(await usage()).toBe(before + 10);

  await page.goto('/my-purchases');
  await expect(page.getByTestId('purchase-row')).toHaveCount(1);
  await expect(page.getByTestId('purchase-row')).toContainText('Plan Lite');
  await expect(page.getByTestId('purchase-row')).toContainText('€0.00');
  await expect(page.getByTestId('purchase-row')).toContainText('via gift code');
  await expect(page.getByText('Total purchases: 1')).toBeVisible();

  // The same code again: the server's message, in the dialog and under the field.
  await page.goto('/pricing');
  await page.getByRole('textbox', { name: 'Gift code' }).fill(giftCode);
  await page.getByRole('button', { name: 'Redeem' }).click();
  for (const label of [/Terms of Service/, /Privacy Policy/, /I am a parent\/guardian/]) await dialog.getByLabel(label).check();
  await dialog.getByRole('button', { name: 'Accept and Redeem' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('This gift code has already been used.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('#gift-error')).toHaveText('This gift code has already been used.');
  await page.screenshot({ path: 'tmp/e2e-pricing/gift-used.png' });
  expect(await usage()).toBe(before + 10);
});

test('my purchases: empty and signed-out states', async ({ page }) => {
  await page.goto('/my-purchases');
  await page.waitForURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/my-purchases');
  const user = await signUpViaApi(BASE);
  await signInViaUi(page, user, '/my-purchases');
  await expect(page.getByRole('heading', { name: 'Purchase History' })).toBeVisible();
  await expect(page.getByText("You don't have any purchases yet.")).toBeVisible();
});
