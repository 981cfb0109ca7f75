/**
 * /stories in the browser: empty, loading and error states, 12 stories over three pages with the page
 * in the query string, in-progress cards that move, the limit on /create-story, and delete.
 * Stories are seeded through the HTTP API only.
 */
import { expect, test } from './fixtures.ts';
import { signUpAndSignIn } from './helpers/auth.ts';
import { StoryApi } from './helpers/stories.ts';

const cards = (page: import('@playwright/test').Page) => page.getByRole('list', { name: 'Your stories' }).locator(':scope > li');

test('a new parent sees the empty state with a way to the first story', async ({ page, baseURL }) => {
  await signUpAndSignIn(page, { baseURL, redirectTo: '/stories' });
  await expect(page.getByRole('heading', { name: 'No stories yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Create Your First Story' }).click();
  await page.waitForURL('**/create-story');
});

test.describe('when the list cannot load', () => {
  test.use({ allowConsoleErrors: [/status of 503/] });
  test('shows the loading text, then the error with the server message', async ({ page, baseURL }) => {
    await signUpAndSignIn(page, { baseURL, redirectTo: '/create-story' });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/v1/stories/private/all**', async (route) => {
      await held;
      await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'The story shelf is being dusted' }) });
    });
    await page.goto('/stories');
    await expect(page.getByText('Loading your stories...')).toBeVisible();
    release();
    await expect(page.getByText('Error loading stories: The story shelf is being dusted')).toBeVisible();
  });
});

test('tracking survives a reload and runs on other signed-in pages: the ready toast opens the story', async ({ page, baseURL }) => {
  await signUpAndSignIn(page, { baseURL, redirectTo: '/stories' });
  const api = await StoryApi.of(page);
  const character = await api.createCharacter({ name: 'Leo', kind: 'human', age: '4' });
  const storyId = await api.createStory(character.id);
  // As the create-story form leaves it: the id in the persisted list, then a full page load elsewhere.
  await page.evaluate((id) => localStorage.setItem('inProgressStories', JSON.stringify([{ storyId: id, createdAt: Date.now() }])), storyId);
  // The progress answers are staged: still drawing until the reload, then finished. (The real
  // pipeline can finish a story within seconds, or wait behind the example library.)
  let finished = false;
  await page.route(`**/v1/stories/private/progress/${storyId}`, (route) =>
    route.fulfill({
      json: finished
        ? {
            id: storyId,
            progress: 'COMPLETE',
            error: null,
            title: 'Leo and the Lantern',
            pages_total: 6,
            pages_illustrated: 6,
            pages_narrated: 0,
            narrated: false,
          }
        : {
            id: storyId,
            progress: 'IMG_IN_PROGRESS',
            error: null,
            title: 'Leo and the Lantern',
            pages_total: 6,
            pages_illustrated: 2,
            pages_narrated: 0,
            narrated: false,
          },
    }),
  );
  // Answered (not just asked): the first answer must be the in-progress one.
  const firstCheck = page.waitForResponse((r) => new URL(r.url()).pathname === `/v1/stories/private/progress/${storyId}`);
  await page.goto('/personalize');
  await firstCheck;
  finished = true;
  await page.reload();
  const toast = page.getByText('Your story "Leo and the Lantern" is ready! Tap to read it.');
  await expect(toast).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('inProgressStories'))).toBe('[]');
  await toast.click();
  await page.waitForURL(`**/stories/${storyId}`);
  await api.deleteAllStories();
});

test('12 stories: three pages in the query string, moving in-progress cards, the story limit, and delete', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await signUpAndSignIn(page, { baseURL, redirectTo: '/stories' });
  const api = await StoryApi.of(page);
  const credits = await api.storyCreditsLeft();
  expect(credits, 'FREE_STORIES_PER_MONTH in playwright.config.ts').toBe(12);
  const character = await api.createCharacter({ name: 'Ivy', kind: 'human', age: '6' });
  for (let i = 0; i < 12; i++) await api.createStory(character.id);

  // The limit: no credit left, so the form says so and cannot be sent.
  await page.goto('/create-story');
  await expect(page.getByText('You have reached your limit of personalized stories. Please buy more credits to create more stories.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Story' })).toBeDisabled();
  await page.screenshot({ path: 'tmp/screens/create-story-limit-phone.png', fullPage: false });

  await page.goto('/stories');
  await expect(page.getByText('Total stories: 12')).toBeVisible();
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  await expect(cards(page)).toHaveCount(5);
  await expect(page.getByRole('button', { name: '← Previous' })).toBeDisabled();

  // The newest stories wait behind the older ones in the queue: their cards show the step and move.
  const newest = cards(page).first();
  await expect(newest).toHaveAttribute('data-status', 'in-progress');
  await expect(newest.getByText('Creating your story…')).toBeVisible();
  await page.screenshot({ path: 'tmp/screens/stories-12-in-progress-desktop.png', fullPage: true });
  const bar = newest.getByRole('progressbar');
  const first = Number(await bar.getAttribute('aria-valuenow'));
  await expect
    .poll(async () => (await newest.getAttribute('data-status')) === 'COMPLETE' || Number(await bar.getAttribute('aria-valuenow')) > first, {
      timeout: 120_000,
    })
    .toBe(true);

  await page.getByRole('button', { name: 'Next →' }).click();
  await expect(page).toHaveURL(/\/stories\?page=2$/);
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
  await expect(cards(page)).toHaveCount(5);
  await page.getByRole('button', { name: 'Next →' }).click();
  await expect(page).toHaveURL(/\/stories\?page=3$/);
  await expect(page.getByText('Page 3 of 3')).toBeVisible();
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Next →' })).toBeDisabled();

  // The page survives a reload and the browser's back button.
  await page.reload();
  await expect(page.getByText('Page 3 of 3')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/stories\?page=2$/);
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
  await page.goto('/stories?page=3');

  // Delete: the menu, the confirmation (Cancel keeps the story), then 'Yes, Delete'.
  const target = cards(page).first();
  const targetId = await target.getAttribute('data-story-id');
  await target.getByRole('button', { name: /Story options for/ }).click();
  await page.getByRole('menuitem', { name: 'Delete Story' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Are you sure you want to delete this story?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(cards(page)).toHaveCount(2);

  await target.getByRole('button', { name: /Story options for/ }).click();
  await page.getByRole('menuitem', { name: 'Delete Story' }).click();
  await page.route(`**/v1/stories/private/${targetId}`, async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(dialog.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
  await expect(page.getByText('Total stories: 11')).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await expect(page.locator(`li[data-story-id="${targetId}"]`)).toHaveCount(0);
  expect((await api.call('GET', `/v1/stories/private/${targetId}`)).status).toBe(404);

  await api.deleteAllStories();
});
