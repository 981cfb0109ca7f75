/**
 * The story card's keepsakes in the browser ("through the export API, like video, with
 * the same states on the card"): the audiobook and the picture book are asked for from My Stories,
 * show 'Preparing…' while they render, then a download link that serves the file; the audiobook is
 * disabled for a story without narration. Stories are made through the HTTP API.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signUpAndSignIn } from './helpers/auth.ts';
import { StoryApi } from './helpers/stories.ts';

const card = (page: Page, story: { id: string }) => page.getByRole('list', { name: 'Your stories' }).locator(`:scope > li[data-story-id="${story.id}"]`);

async function finishedStory(api: StoryApi, characterId: number, narrated: boolean): Promise<{ id: string }> {
  const res = await api.call<{ id: string }>('POST', `/v1/stories?enrich_by_voice=${narrated}`, {
    story_in: { age: 2, moral: 'sharing', free_text: '', language: 'en' },
    illustration_style: 'storybook',
    character_id: characterId,
  });
  expect(res.status).toBe(201);
  await expect
    .poll(async () => (await api.call<{ progress: string }>('GET', `/v1/stories/private/progress/${res.body.id}`)).body.progress, {
      timeout: 150_000,
      intervals: [1000],
    })
    .toBe('COMPLETE');
  return { id: res.body.id };
}

test('keepsakes on the card: Preparing…, then downloads of the MP3 audiobook and the PDF; no audiobook without narration', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  await signUpAndSignIn(page, { baseURL, redirectTo: '/stories' });
  const api = await StoryApi.of(page);
  const character = await api.createCharacter({ name: 'Ada', kind: 'human', age: '2' });
  const [narrated, silent] = await Promise.all([finishedStory(api, character.id, true), finishedStory(api, character.id, false)]);
  await page.reload();

  // Without narration there is no audiobook, and the card says why.
  const silentCard = card(page, silent);
  await silentCard.getByText('Keepsakes').click();
  const noAudio = silentCard.getByRole('button', { name: 'Audiobook (MP3)' });
  await expect(noAudio).toBeDisabled();
  await expect(noAudio).toHaveAttribute('title', 'An audiobook needs narration on the story pages.');

  const narratedCard = card(page, narrated);
  await narratedCard.getByText('Keepsakes').click();
  for (const [label, type] of [
    ['Audiobook (MP3)', 'audio/mpeg'],
    ['Picture book PDF (A4)', 'application/pdf'],
  ] as const) {
    await narratedCard.getByRole('button', { name: label, exact: true }).click();
    await expect(narratedCard.getByRole('button', { name: `${label}: Preparing…` })).toBeDisabled();
    const link = narratedCard.getByRole('link', { name: `Download ${label}` });
    await expect(link).toBeVisible({ timeout: 90_000 });
    const href = await link.getAttribute('href');
    const file = await page.request.get(new URL(href!, baseURL).href);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain(type);
    expect((await file.body()).length).toBeGreaterThan(1000);
  }
  await narratedCard.screenshot({ path: 'test-results/keepsakes-card.png' });
});
