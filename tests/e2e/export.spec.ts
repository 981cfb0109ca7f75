/**
 * The story card's video button in the browser: 'Unavailable'
 * with its tooltip for a story without narration, the confirm dialog, 'Preparing…' while the
 * video renders, the ready toast after the 20 s poll downloading the video as '<title>.mp4',
 * 'Video Ready' downloading it again, and the server's message as an error notice. Stories are made through the HTTP API.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signUpAndSignIn } from './helpers/auth.ts';
import { StoryApi } from './helpers/stories.ts';

// By id: the built-in writer may give two stories of one child the same title.
const card = (page: Page, story: { id: string }) => page.getByRole('list', { name: 'Your stories' }).locator(`:scope > li[data-story-id="${story.id}"]`);

async function finishedStory(api: StoryApi, characterId: number, narrated: boolean): Promise<{ id: string; title: string }> {
  const res = await api.call<{ id: string }>('POST', `/v1/stories?enrich_by_voice=${narrated}`, {
    story_in: { age: 3, moral: 'sharing', free_text: '', language: 'en' },
    illustration_style: 'watercolor',
    character_id: characterId,
  });
  expect(res.status).toBe(201);
  // The pipeline may first finish the example library; give it time.
  let progress = { progress: '', title: '' };
  await expect
    .poll(
      async () => {
        progress = (await api.call<{ progress: string; title: string }>('GET', `/v1/stories/private/progress/${res.body.id}`)).body;
        return progress.progress;
      },
      { timeout: 150_000, intervals: [1000] },
    )
    .toBe('COMPLETE');
  return { id: res.body.id, title: progress.title };
}

test('Download Video: confirm, Preparing…, the ready toast downloads the video with its title, then Video Ready; Unavailable without narration', async ({
  page,
  baseURL,
  context,
}) => {
  test.setTimeout(300_000);
  await signUpAndSignIn(page, { baseURL, redirectTo: '/stories' });
  const api = await StoryApi.of(page);
  const character = await api.createCharacter({ name: 'Nora', kind: 'human', age: '3' });
  const [narrated, silent] = await Promise.all([finishedStory(api, character.id, true), finishedStory(api, character.id, false)]);
  await page.reload();

  // No narration: disabled, with the reason as a tooltip.
  const unavailable = card(page, silent).getByRole('button', { name: /Unavailable/ });
  await expect(unavailable).toBeDisabled();
  await expect(unavailable).toHaveAttribute('title', 'Video export requires both audio narration and images.');

  // Cancel asks nothing of the server.
  let requests = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === `/v1/stories/${narrated.id}/exports`) requests++;
  });
  const download = card(page, narrated).getByRole('button', { name: 'Download Video' });
  await download.click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Download "${narrated.title}" as a video?`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(requests).toBe(0);

  await download.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Download' }).click();
  await expect(page.getByText("Your video is being prepared! We'll notify you when it's ready.")).toBeVisible();
  const preparing = card(page, narrated).getByRole('button', { name: 'Preparing…' });
  await expect(preparing).toBeDisabled();
  expect(requests).toBe(1);
  const tracked = await page.evaluate(() => JSON.parse(localStorage.getItem('inProgressExports') ?? '[]') as { storyId: string }[]);
  expect(tracked.map((t) => t.storyId)).toEqual([narrated.id]);

  // The next poll, 20 s later, finds the finished video.
  const ready = page.getByText('Your video is ready! Tap to download it.');
  await expect(ready).toBeVisible({ timeout: 90_000 });
  await expect(card(page, narrated).getByRole('button', { name: 'Video Ready' })).toBeEnabled();
  const completed = await page.evaluate(() => JSON.parse(localStorage.getItem('completedExports') ?? '[]') as { storyId: string; storageUrl: string }[]);
  expect(completed).toHaveLength(1);
  expect(completed[0]!.storyId).toBe(narrated.id);

  // The video arrives as a download named after the story, and the page stays.
  const storiesUrl = page.url();
  const [fromToast] = await Promise.all([page.waitForEvent('download'), ready.click()]);
  expect(fromToast.suggestedFilename()).toBe(`${narrated.title}.mp4`);
  expect(fromToast.url()).toBe(new URL(completed[0]!.storageUrl, baseURL).toString());
  expect(page.url()).toBe(storiesUrl);
  expect(context.pages()).toHaveLength(1);

  // The completed download itself: an MP4 with H.264 inside, served to the browser.
  const video = await fetch(new URL(completed[0]!.storageUrl, baseURL));
  expect(video.status).toBe(200);
  expect(video.headers.get('content-type')).toBe('video/mp4');
  const bytes = Buffer.from(await video.arrayBuffer());
  expect(bytes.subarray(4, 8).toString()).toBe('ftyp');
  expect(bytes.includes('avc1')).toBe(true);

  // Still ready after a reload (completedExports persists); the button downloads the same video.
  await page.reload();
  const [fromButton] = await Promise.all([page.waitForEvent('download'), card(page, narrated).getByRole('button', { name: 'Video Ready' }).click()]);
  expect(fromButton.suggestedFilename()).toBe(`${narrated.title}.mp4`);
  expect(fromButton.url()).toBe(new URL(completed[0]!.storageUrl, baseURL).toString());
  await api.deleteAllStories();
});

test.describe('when the server refuses', () => {
  test.use({ allowConsoleErrors: [/status of 503/] });
  test("shows the server's message as an error notice and leaves the button ready to try again", async ({ page, baseURL }) => {
    test.setTimeout(200_000);
    await signUpAndSignIn(page, { baseURL, redirectTo: '/stories' });
    const api = await StoryApi.of(page);
    const character = await api.createCharacter({ name: 'Omar', kind: 'human', age: '3' });
    const story = await finishedStory(api, character.id, true);
    await page.route(`**/v1/stories/${story.id}/exports`, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The video studio is resting. Please try again soon.', code: 'unavailable' }),
      }),
    );
    await page.reload();
    await card(page, story).getByRole('button', { name: 'Download Video' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Download' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The video studio is resting. Please try again soon.' })).toBeVisible();
    await expect(card(page, story).getByRole('button', { name: 'Download Video' })).toBeEnabled();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('inProgressExports') ?? '[]'))).toEqual([]);
    await api.deleteAllStories();
  });
});
