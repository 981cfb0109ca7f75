/**
 * The milestone, with real inputs (../shared/fixtures; skipped where that folder is absent):
 * a parent uploads a real photo and a real voice recording, creates a narrated story in that
 * voice, and reads and hears it in the browser.
 */
import fs from 'node:fs';
import { FIXTURES_DIR, HAS_FIXTURES, fixture } from '../helpers/fixtures.ts';
import { signUpAndSignIn } from './helpers/auth.ts';
import { expect, test } from './fixtures.ts';
import { islandsHydrated } from './helpers/islands.ts';

test.skip(!HAS_FIXTURES, `needs the real fixtures in ${FIXTURES_DIR}`);

test('a story from a real photo and a real voice recording is read and heard in the browser', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  await signUpAndSignIn(page, { baseURL, redirectTo: '/personalize' });

  // The island has loaded once the empty list shows.
  await expect(page.getByText(/No voice samples yet/)).toBeVisible();
  // The real voice recording (LJSpeech, 27.4 s MP3).
  await page
    .locator('#voice-file')
    .setInputFiles({ name: 'my-voice.mp3', mimeType: 'audio/mpeg', buffer: fs.readFileSync(fixture('voice_en_ljspeech_27s.mp3')) });
  await page.getByLabel('Name').fill('Mum reading');
  await page.getByTestId('voice-consent').check();
  await page.getByRole('button', { name: 'Upload Voice Sample' }).click();
  await expect(page.getByText('Voice sample uploaded successfully!')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('voice-sample-item')).toContainText('27.4 s');

  // The real photo (NASA portrait, 512x512 PNG).
  await islandsHydrated(page);
  await page.getByRole('tab', { name: /Character Personalization/ }).click();
  await expect(page.getByText('No characters yet.')).toBeVisible();
  await page
    .locator('#character-file')
    .setInputFiles({ name: 'eileen.png', mimeType: 'image/png', buffer: fs.readFileSync(fixture('photo_human_astronaut_512x512.png')) });
  await page.getByLabel('Name').fill('Eileen');
  await page.getByLabel('Gender (optional)').selectOption('female');
  await page.getByLabel('Age (optional)').fill('7');
  await page.getByLabel('Description (optional)').fill('short brown hair and an orange space suit');
  await page.getByRole('button', { name: 'Upload Character' }).click();
  await expect(page.getByText('Character photo uploaded successfully!')).toBeVisible({ timeout: 30_000 });

  // A narrated story in that voice.
  await page.goto('/create-story');
  await expect(page.getByRole('radio', { name: 'Existing Character' })).toHaveAttribute('aria-checked', 'true');
  await page.getByText('Eileen', { exact: true }).click();
  await expect(page.getByLabel("Child's age")).toHaveValue('7');
  await page.getByText('Watercolor', { exact: true }).click();
  await page.getByLabel('Narrate this story').check();
  await page.getByLabel('Narrator voice').selectOption({ label: 'Mum reading' });
  await page.getByRole('button', { name: 'Create Story' }).click();
  await page.waitForURL('**/stories');
  await expect(page.getByText("Your story is being created! We'll notify you when it's ready.")).toBeVisible();

  // The tracker polls every 10 s; its success toast opens the story.
  const ready = page.getByText(/is ready! Tap to read it\./);
  await expect(ready).toBeVisible({ timeout: 240_000 });
  await ready.click();
  await page.waitForURL(/\/stories\/[0-9a-f-]{36}$/);

  // Read: the picture shows and the text names the hero; hear: the narration plays.
  const picture = page.locator('[data-page-image]');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(page.locator('[data-page-text]')).toContainText('Eileen');
  await page.getByRole('button', { name: 'Play narration' }).click();
  const audio = page.locator('audio');
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 15_000 }).toBeGreaterThan(1);
  await page.screenshot({ path: 'test-results/real-input-reader.png' });
});
