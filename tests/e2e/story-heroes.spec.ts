/**
 * Several heroes in the browser: on /create-story the parent picks a main character and two more
 * heroes; the request names all three (main first), and the finished story shows every hero's
 * name on its My Stories card and in the reader, whose pages name them too.
 */
import { expect, test } from './fixtures.ts';
import { signUpAndSignIn } from './helpers/auth.ts';
import { StoryApi } from './helpers/stories.ts';

const SHOTS = 'tmp/screens';

test('two more heroes are picked on the form and the story shows all three', async ({ page, baseURL }) => {
  test.setTimeout(420_000);
  await signUpAndSignIn(page, { baseURL, redirectTo: '/stories' });
  const api = await StoryApi.of(page);
  const mia = await api.createCharacter({ name: 'Mia', kind: 'human', age: '6', gender: 'female', description: 'curly red hair and a yellow raincoat' });
  const leo = await api.createCharacter({ name: 'Leo', kind: 'human', age: '4', gender: 'male', description: 'short brown hair and round glasses' });
  const rex = await api.createCharacter({ name: 'Rex', kind: 'animal', age: '3', gender: 'male', description: 'a brown dog with a red collar' });
  await api.createCharacter({ name: 'Oma', kind: 'human', age: '70', gender: 'female' });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/create-story');
  await page.getByText('Mia', { exact: true }).click();
  const more = page.getByRole('group', { name: /More heroes/ });
  await expect(more).toBeVisible();
  // The main hero is not offered again as an extra one.
  await expect(more.getByRole('checkbox', { name: /Add Mia/ })).toHaveCount(0);
  await expect(more.getByText('Only the main character for now.')).toBeVisible();
  await more.getByRole('checkbox', { name: /Add Leo/ }).check();
  await more.getByRole('checkbox', { name: /Add Rex/ }).check();
  await expect(more.getByText('2 of 2 more heroes chosen — untick one to pick another.')).toBeVisible();
  await expect(more.getByRole('checkbox', { name: /Add Leo/ })).toHaveAccessibleName(/Hero 2/);
  await expect(more.getByRole('checkbox', { name: /Add Rex/ })).toHaveAccessibleName(/Hero 3/);
  // A third extra hero cannot be ticked.
  await expect(more.getByRole('checkbox', { name: /Add Oma/ })).toBeDisabled();
  await more.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/create-story-heroes-phone.png`, fullPage: true });
  await more.screenshot({ path: `${SHOTS}/create-story-heroes-phone-section.png` });
  // Keyboard: Space unticks the focused box and frees a place.
  await more.getByRole('checkbox', { name: /Add Rex/ }).focus();
  await page.keyboard.press('Space');
  await expect(more.getByRole('checkbox', { name: /Add Oma/ })).toBeEnabled();
  await page.keyboard.press('Space');
  await expect(more.getByRole('checkbox', { name: /Add Rex/ })).toBeChecked();

  await page.getByLabel("Child's age").fill('6');
  await page.getByLabel('Narrate this story').uncheck();
  const storyPost = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/stories');
  await page.getByRole('button', { name: 'Create Story' }).click();
  const body = (await storyPost).postDataJSON() as { character_id: number; character_ids: number[] };
  expect(body.character_id).toBe(mia.id);
  expect(body.character_ids).toEqual([mia.id, leo.id, rex.id]);

  await page.waitForURL('**/stories');
  const tracked = JSON.parse((await page.evaluate(() => localStorage.getItem('inProgressStories'))) ?? '[]') as { storyId: string }[];
  const storyId = tracked[0]!.storyId;
  const card = page.locator(`li[data-story-id="${storyId}"]`);
  await expect(card).toHaveAttribute('data-status', 'COMPLETE', { timeout: 360_000 });
  await expect(card.getByText('Starring Mia, Leo and Rex')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/stories-heroes-phone.png`, fullPage: true });

  await page.goto(`/stories/${storyId}`);
  await expect(page.locator('[data-reader-heroes]')).toHaveText('Starring Mia, Leo and Rex');
  const story = (await api.call<{ chunks: { content: string }[]; hero_names: string[] }>('GET', `/v1/stories/private/${storyId}`)).body;
  expect(story.hero_names).toEqual(['Mia', 'Leo', 'Rex']);
  for (const name of ['Leo', 'Rex']) expect(story.chunks.filter((c) => c.content.includes(name)).length).toBeGreaterThanOrEqual(3);
  await page.screenshot({ path: `${SHOTS}/reader-heroes-phone.png` });
});

test('a new hero is created inline and added as the second hero', async ({ page, baseURL }) => {
  await signUpAndSignIn(page, { baseURL, redirectTo: '/stories' });
  const api = await StoryApi.of(page);
  const nora = await api.createCharacter({ name: 'Nora', kind: 'human', age: '5', gender: 'female' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/create-story');
  await page.getByText('Nora', { exact: true }).click();
  const more = page.getByRole('group', { name: /More heroes/ });
  await more.getByRole('button', { name: '+ Create a new hero' }).click();
  await expect(more.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
  // Nothing is saved without a name.
  await more.getByRole('button', { name: 'Save and add this hero' }).click();
  await expect(more.getByRole('alert')).toHaveText('Please give the new hero a name.');
  await more.getByLabel("New hero's name").fill('Grandpa Joe');
  await more.getByLabel("New hero's type").selectOption('human');
  await more.getByLabel("New hero's age").fill('71');
  await more.getByRole('button', { name: 'Save and add this hero' }).click();
  await expect(more.getByRole('checkbox', { name: /Add Grandpa Joe/ })).toBeChecked();
  await expect(more.getByText('1 of 2 more heroes chosen.')).toBeVisible();
  const saved = (await api.call<{ id: number; name: string }[]>('GET', '/v1/me/characters')).body;
  const joe = saved.find((c) => c.name === 'Grandpa Joe')!;
  expect(joe).toBeDefined();

  await page.getByLabel("Child's age").fill('5');
  await page.getByLabel('Narrate this story').uncheck();
  const storyPost = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/stories');
  await page.getByRole('button', { name: 'Create Story' }).click();
  expect(((await storyPost).postDataJSON() as { character_ids: number[] }).character_ids).toEqual([nora.id, joe.id]);
  await page.waitForURL('**/stories');
});
