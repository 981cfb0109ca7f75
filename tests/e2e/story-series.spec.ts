/**
 * A story series in Chromium: a parent finishes episode 1 in the reader, presses 'Continue this story'
 * on its end page, finds episode 2 being made in My Stories, then sees the series together
 * ('Episode 1', 'Episode 2') and reads from episode 1's last page to episode 2 ('Next episode'),
 * whose text remembers episode 1, and back ('← Episode 1').
 */
import { expect, test } from './fixtures.ts';
import { signUpAndSignIn } from './helpers/auth.ts';
import { StoryApi } from './helpers/stories.ts';
import { islandsHydrated } from './helpers/islands.ts';

interface Story {
  id: string;
  title: string;
  chunks: { content: string }[];
  series: { id: string; episode: number } | null;
  can_continue: boolean;
}

test('a parent continues a finished story and reads from episode 1 to episode 2', async ({ page, baseURL }) => {
  // Two stories are made by the pipeline, perhaps behind the example library on a fresh server.
  test.setTimeout(420_000);
  await signUpAndSignIn(page, { baseURL: baseURL! });
  const api = await StoryApi.of(page);
  const character = await api.createCharacter({ name: 'Mila', kind: 'human', gender: 'female', age: '6', description: 'curly red hair' });
  const episode1 = await api.createStory(character.id, { moral: 'honesty', age: 6 });
  const finished = (id: string) =>
    expect
      .poll(async () => (await api.call<{ progress: string }>('GET', `/v1/stories/private/progress/${id}`)).body.progress, {
        timeout: 240_000,
        intervals: [1_000],
      })
      .toBe('COMPLETE');
  await finished(episode1);
  const story1 = (await api.call<Story>('GET', `/v1/stories/private/${episode1}`)).body;
  const creditsBefore = await api.storyCreditsLeft();

  // The reader's end page offers to continue.
  await page.goto(`/stories/${episode1}`);
  await expect(page.locator('[data-page-indicator]')).toHaveText(`Page 1 of ${story1.chunks.length}`);
  await islandsHydrated(page);
  await expect(page.locator('[data-continue-story]')).toHaveCount(0); // only on the last page
  for (let i = 1; i < story1.chunks.length; i++) await page.keyboard.press('ArrowRight');
  await expect(page.locator('[data-story-end]')).toBeVisible();
  await page.screenshot({ path: 'tmp/series22-end-page.png', fullPage: true });
  // It spends a credit, so it asks first; 'Cancel' (where focus starts) spends nothing.
  await page.getByRole('button', { name: /Continue this story/ }).click();
  const ask = page.getByRole('alertdialog', { name: `Continue "${story1.title}" with a new episode?` });
  await expect(ask).toContainText('The next episode uses one story credit.');
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  expect(await api.storyCreditsLeft()).toBe(creditsBefore);
  await page.getByRole('button', { name: /Continue this story/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Continue' }).click();
  await expect(page).toHaveURL(/\/stories$/);
  await expect(page.getByText("Your story is being created! We'll notify you when it's ready.")).toBeVisible();
  expect(await api.storyCreditsLeft()).toBe(creditsBefore - 1);

  const list = (await api.call<{ data: Story[] }>('GET', '/v1/stories/private/all?limit=5')).body.data;
  const episode2 = list.find((s) => s.id !== episode1)!.id;
  await finished(episode2);
  const story2 = (await api.call<Story>('GET', `/v1/stories/private/${episode2}`)).body;
  expect(story2.series).toMatchObject({ id: episode1, episode: 2 });

  // My Stories shows the series together, in order, and offers to continue only the last episode.
  await page.goto('/stories');
  const series = page.getByRole('region', { name: `Series: ${story1.title}` });
  await expect(series).toBeVisible();
  const cards = series.locator('li[data-story-id]');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toHaveAttribute('data-story-id', episode1);
  await expect(cards.nth(0).locator('[data-episode-badge]')).toHaveText('Episode 1');
  await expect(cards.nth(1)).toHaveAttribute('data-story-id', episode2);
  await expect(cards.nth(1).locator('[data-episode-badge]')).toHaveText('Episode 2');
  await expect(cards.nth(0).locator('[data-continue-story]')).toHaveCount(0);
  await expect(cards.nth(1).getByRole('button', { name: /Continue this story/ })).toBeVisible();
  await page.screenshot({ path: 'tmp/series22-my-stories.png', fullPage: true });

  // Episode 1's last page now leads to episode 2.
  await page.goto(`/stories/${episode1}`);
  await expect(page.locator('[data-episode-number]')).toHaveText('Episode 1');
  // The reader turns pages once it has hydrated (a key press before that does nothing).
  await islandsHydrated(page);
  for (let i = 1; i < story1.chunks.length; i++) await page.keyboard.press('ArrowRight');
  await expect(page.locator('[data-page-indicator]')).toHaveText(`Page ${story1.chunks.length} of ${story1.chunks.length}`);
  await expect(page.locator('[data-continue-story]')).toHaveCount(0);
  await page.screenshot({ path: 'tmp/series22-next-episode.png', fullPage: true });
  await page.getByRole('link', { name: 'Next episode →' }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/stories/${episode2}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(story2.title);
  await expect(page.locator('[data-episode-number]')).toHaveText('Episode 2');
  // Episode 2 remembers episode 1 (the callback on its first page).
  await expect(page.locator('[data-page-text]')).toContainText('do you remember');
  await page.screenshot({ path: 'tmp/series22-reader.png', fullPage: true });
  await page.getByRole('link', { name: '← Episode 1' }).click();
  await expect(page).toHaveURL(new RegExp(`/stories/${episode1}$`));
});
