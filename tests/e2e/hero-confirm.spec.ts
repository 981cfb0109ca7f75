/**
 * The parent confirms the hero's look right after the upload: /personalize shows the hero as the
 * stories will draw them (a portrait) with the look chips; a wrong thing is fixed in one tap and the
 * portrait is drawn again. The description's puppy is not the hero: no chip says "dog".
 */
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { signUpAndSignIn } from './helpers/auth.ts';
import { expect, test } from './fixtures.ts';
import { islandsHydrated } from './helpers/islands.ts';

const SHOTS = '/work/shots/hero-choice';

/** The pixels of the portrait the page shows now (a data URL), or '' while none is shown. */
const shownPortrait = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const img = document.querySelector<HTMLImageElement>('[data-testid="hero-portrait"]');
    if (!img?.complete || !img.naturalWidth) return '';
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    canvas.getContext('2d')!.drawImage(img, 0, 0);
    return canvas.toDataURL();
  });

test('upload a photo, see the hero drawn with the look chips, fix a wrong thing in one tap', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page, { baseURL, redirectTo: '/personalize' });
  await islandsHydrated(page);
  await page.getByRole('tab', { name: /Character Personalization/ }).click();
  const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#7aa6d8' } })
    .png()
    .toBuffer();
  await page.locator('#character-file').setInputFiles({ name: 'lina.png', mimeType: 'image/png', buffer: photo });
  await page.getByLabel('Name').fill('Lina');
  await page.getByLabel('Description').fill('Loves her red hat, rainy puddles and her puppy Max.');
  await page.getByRole('button', { name: 'Upload Character' }).click();
  await expect(page.getByText('Character photo uploaded successfully!')).toBeVisible({ timeout: 30_000 });

  const item = page.getByTestId('character-item');
  await expect(item.getByText('Is this how Lina looks? Tap anything that is wrong to fix it.')).toBeVisible({ timeout: 60_000 });
  const portrait = item.getByRole('img', { name: 'Lina as the stories will draw them' });
  await expect(portrait).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => shownPortrait(page)).not.toBe('');
  const before = await shownPortrait(page);
  const chips = item.getByTestId('look-chip');
  await expect(chips.filter({ hasText: 'red hat' })).toBeVisible();
  await expect(chips.filter({ hasText: /dog|puppy/ })).toHaveCount(0);
  await expect(item.getByRole('button', { name: 'person', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: `${SHOTS}/confirm-desktop.png`, fullPage: true });

  // One tap: the hat goes, the portrait is drawn again without it.
  await item.getByRole('button', { name: 'Remove red hat' }).click();
  await expect(page.getByText('Look saved. Every new story draws it.')).toBeVisible();
  await expect(chips.filter({ hasText: 'red hat' })).toHaveCount(0);
  await expect.poll(async () => [before, ''].includes(await shownPortrait(page)), { timeout: 30_000 }).toBe(false);
  const after = await shownPortrait(page);

  // One tap: the kind. Had the parent meant the puppy, the description now gives the animal hero its species.
  await item.getByRole('button', { name: 'animal', exact: true }).click();
  await expect(item.getByRole('button', { name: 'animal', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => [before, after, ''].includes(await shownPortrait(page)), { timeout: 30_000 }).toBe(false);
  await expect(chips.first()).toHaveText('dog');

  await page.setViewportSize({ width: 390, height: 844 });
  await item.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/confirm-phone.png`, fullPage: true });
});
