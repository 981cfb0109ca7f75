/**
 * The reader opens before the last page is done, in Chromium: a parent opens a story
 * from its in-progress card as soon as the first page has its picture and narration; a later page
 * shows the gentle "still drawing" state, and fills in by itself once it is made. The server holds
 * every page but the first while PIPELINE_HOLD_FILE exists (config PIPELINE_TEST_HOLD_FILE), so the
 * test decides when the later pages may be made — no sleeps, no timing luck.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PIPELINE_HOLD_FILE } from '../../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { signUpAndSignIn } from './helpers/auth.ts';
import { StoryApi } from './helpers/stories.ts';

test.afterEach(() => fs.rmSync(PIPELINE_HOLD_FILE, { force: true }));

test('a story opened while its later pages are still being made fills in', async ({ page, baseURL }) => {
  // The story may queue behind the example library on a fresh server.
  test.setTimeout(300_000);
  fs.mkdirSync(path.dirname(PIPELINE_HOLD_FILE), { recursive: true });
  fs.writeFileSync(PIPELINE_HOLD_FILE, 'hold');

  await signUpAndSignIn(page, { baseURL: baseURL! });
  const api = await StoryApi.of(page);
  const character = await api.createCharacter({ name: 'Mila', kind: 'human', gender: 'female', age: '5', description: 'curly red hair' });
  const created = await api.call<{ id: string }>('POST', '/v1/stories?enrich_by_voice=true', {
    story_in: { age: 5, moral: 'kindness', free_text: '', language: 'en' },
    illustration_style: 'storybook',
    character_id: character.id,
  });
  expect(created.status).toBe(201);
  const id = created.body.id;
  type Progress = { progress: string; pages_ready: number; pages_total: number };
  const progress = async () => (await api.call<Progress>('GET', `/v1/stories/private/progress/${id}`)).body;
  await expect.poll(async () => (await progress()).pages_ready, { timeout: 240_000, intervals: [1_000] }).toBe(1);
  const { pages_total: total, progress: status } = await progress();
  expect(status).not.toBe('COMPLETE');

  // My Stories: the in-progress card offers to start reading.
  await page.goto('/stories');
  const card = page.locator(`[data-story-id="${id}"]`);
  await expect(card.locator('[data-read-early]')).toContainText(`1 of ${total} pages ready`);
  await card.screenshot({ path: 'test-results/in-progress-card-start-reading.png' });
  await card.getByRole('link', { name: 'Start reading' }).click();
  await expect(page).toHaveURL(new RegExp(`/stories/${id}$`));

  // Page 1 is whole: its picture is drawn and its narration can be played.
  const picture = page.locator('img[data-page-image]');
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Play narration' })).toBeVisible();
  await expect(page.locator('[data-page-indicator]')).toHaveText(`Page 1 of ${total}`);

  // Page 2 is still being drawn: a gentle waiting picture, its words already there.
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.locator('[data-page-indicator]')).toHaveText(`Page 2 of ${total}`);
  const drawing = page.locator('[data-still-drawing]');
  await expect(drawing).toContainText('Still drawing this page…');
  await expect(page.locator('[data-page-text]')).not.toBeEmpty();
  await expect(picture).toHaveCount(0);
  await page.screenshot({ path: 'test-results/reader-still-drawing.png' });
  // Held pages stay held while the parent waits: it is the release that fills them in.
  expect((await progress()).pages_ready).toBe(1);

  fs.rmSync(PIPELINE_HOLD_FILE);
  await expect(drawing).toHaveCount(0, { timeout: 120_000 });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Play narration' })).toBeVisible();
  await page.screenshot({ path: 'test-results/reader-filled-in.png' });

  // The last page fills in too, and the story ends as usual.
  await expect.poll(async () => (await progress()).progress, { timeout: 120_000, intervals: [1_000] }).toBe('COMPLETE');
  for (let i = 2; i < total; i++) await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.locator('[data-page-indicator]')).toHaveText(`Page ${total} of ${total}`);
  await expect(picture).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-story-end]')).toBeVisible();
});
