/**
 * The hero's look in the browser, with a real photo (skipped where ../shared/fixtures is absent): after
 * the upload /personalize shows what the photo analysis saw as chips, and the parent's change
 * wins and stays after a reload.
 */
import fs from 'node:fs';
import { FIXTURES_DIR, HAS_FIXTURES, fixture } from '../helpers/fixtures.ts';
import { signUpAndSignIn } from './helpers/auth.ts';
import { expect, test } from './fixtures.ts';
import { islandsHydrated } from './helpers/islands.ts';

test.skip(!HAS_FIXTURES, `needs the real fixtures in ${FIXTURES_DIR}`);

test('the look seen in the photo shows as chips the parent can change', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page, { baseURL, redirectTo: '/personalize' });
  await islandsHydrated(page);
  await page.getByRole('tab', { name: /Character Personalization/ }).click();
  await expect(page.getByText('No characters yet.')).toBeVisible();
  await page
    .locator('#character-file')
    .setInputFiles({ name: 'eileen.png', mimeType: 'image/png', buffer: fs.readFileSync(fixture('photo_human_astronaut_512x512.png')) });
  await page.getByLabel('Name').fill('Eileen');
  await page.getByRole('button', { name: 'Upload Character' }).click();
  await expect(page.getByText('Character photo uploaded successfully!')).toBeVisible({ timeout: 30_000 });

  const item = page.getByTestId('character-item');
  const chips = item.getByTestId('look-chip');
  await expect(chips.filter({ hasText: 'blonde' })).toBeVisible({ timeout: 60_000 });
  await expect(chips.filter({ hasText: 'orange top' })).toBeVisible();
  await page.screenshot({ path: '/work/shots/likeness/personalize-chips.png', fullPage: true });

  await item.getByRole('button', { name: 'Change look' }).click();
  const editor = item.getByTestId('look-editor');
  // Each kind is offered once (the kind always has a value: no empty 'person' choice above it).
  await expect(editor.getByLabel('Kind', { exact: true }).locator('option')).toHaveText(['person', 'animal', 'object']);
  await editor.getByLabel('Hair colour').selectOption('red');
  await editor.getByLabel('Hat', { exact: true }).selectOption('cap');
  await editor.getByLabel('Hat colour').selectOption('green');
  await editor.getByLabel('Glasses').check();
  await page.screenshot({ path: '/work/shots/likeness/personalize-editor.png', fullPage: true });
  await editor.getByRole('button', { name: 'Save look' }).click();
  await expect(page.getByText('Look saved. Every new story draws it.')).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: /Character Personalization/ }).click();
  await expect(chips.filter({ hasText: 'red' }).first()).toBeVisible();
  await expect(chips.filter({ hasText: 'green cap' })).toBeVisible();
  await expect(chips.filter({ hasText: 'glasses' })).toBeVisible();
  await expect(chips.filter({ hasText: 'blonde' })).toHaveCount(0);
});
