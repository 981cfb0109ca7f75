/**
 * /create-story in the browser (the form, its age and character rules, the creation
 * progress and its errors): real sign-in,
 * real API, real pipeline on the built-in providers.
 */
import type { Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signUpAndSignIn } from './helpers/auth.ts';
import { StoryApi } from './helpers/stories.ts';

const SHOTS = 'tmp/screens';

const storyBody = (request: Request) =>
  request.postDataJSON() as {
    story_in: { age: number; moral: string; free_text: string; language: string };
    illustration_style: string;
    character_id: number;
    voice_sample_in?: { id: number; name: string };
  };
const isCreateStory = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/stories';

test('a new character: the character is saved first, then the story is followed from "in progress" to ready', async ({ page, baseURL }) => {
  // The first stories of a fresh server may wait behind the example library in the queue.
  test.setTimeout(420_000);
  await signUpAndSignIn(page, { baseURL, redirectTo: '/create-story' });
  await expect(page.getByRole('heading', { name: 'Main Character' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Story Settings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Voice Narration' })).toBeVisible();
  // Without saved characters there is nothing to toggle: the new-character fields show.
  await expect(page.getByRole('radio', { name: 'Existing Character' })).toHaveCount(0);
  await expect(page.getByLabel('Type')).toHaveValue('human');
  await expect(page.getByRole('link', { name: /Add character photos and voice samples/ })).toHaveAttribute('href', '/personalize');

  // Submitting without a name names the problem instead of sending anything.
  await page.getByRole('button', { name: 'Create Story' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select an existing character or create a new one for your story.');

  await page.getByLabel('Name').fill('  Mila  ');
  await page.getByLabel('Description').fill('curly red hair and a yellow raincoat');
  await expect(page.getByText('36/200 characters')).toBeVisible();
  await page.getByLabel("Child's age").fill('6');
  // Narration is on by default, with the default narrator when there is no sample.
  await expect(page.getByLabel('Narrate this story')).toBeChecked();
  await expect(page.getByLabel('Narrator voice')).toHaveValue('default');
  await page.getByLabel('Narrate this story').uncheck();
  await expect(page.getByText('This will be a text-only story')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/create-story-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/create-story-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  const characterPost = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/me/characters');
  const storyPost = page.waitForRequest(isCreateStory);
  await page.getByRole('button', { name: 'Create Story' }).click();
  const character = await characterPost;
  expect(character.postData()).toContain('Mila');
  expect(character.postData()).not.toContain('  Mila  ');
  const story = await storyPost;
  expect(storyBody(story)).toMatchObject({ story_in: { age: 6, language: 'en', moral: '' }, illustration_style: 'ghibli' });
  expect(new URL(story.url()).searchParams.get('enrich_by_voice')).toBe('false');
  expect(new URL(story.url()).searchParams.get('enrich_by_image')).toBe('true');

  await page.waitForURL('**/stories');
  const api = await StoryApi.of(page);
  const saved = (await api.call<{ id: number; name: string }[]>('GET', '/v1/me/characters')).body;
  expect(saved.map((c) => [c.id, c.name])).toEqual([[storyBody(story).character_id, 'Mila']]);
  const tracked = JSON.parse((await page.evaluate(() => localStorage.getItem('inProgressStories'))) ?? '[]') as { storyId: string }[];
  expect(tracked).toHaveLength(1);
  const storyId = tracked[0]!.storyId;
  await expect(page.getByText("Your story is being created! We'll notify you when it's ready.")).toBeVisible();
  const card = page.locator(`li[data-story-id="${storyId}"]`);
  await expect(card.getByText('In progress')).toBeVisible();
  await expect(card.getByText('Creating your story…')).toBeVisible();
  await expect(card.getByRole('progressbar')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/stories-in-progress-desktop.png`, fullPage: true });

  // The bar follows the pipeline: record every step the card shows until the ready toast.
  const steps = new Set<string>();
  const ready = page.getByText(/Your story ".+" is ready! Tap to read it\./);
  await expect
    .poll(
      async () => {
        for (const step of await card.locator('[data-progress-step]').allTextContents()) steps.add(step);
        return ready.isVisible();
      },
      { timeout: 360_000, intervals: [500] },
    )
    .toBe(true);
  expect(steps.size, `steps seen: ${[...steps].join(' → ')}`).toBeGreaterThanOrEqual(1);
  expect(await page.evaluate(() => localStorage.getItem('inProgressStories'))).toBe('[]');

  // The list was refetched: the finished story replaces its placeholder.
  await expect(card).toHaveAttribute('data-status', 'COMPLETE');
  await expect(card.getByText('Starring Mila')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/stories-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/stories-phone.png`, fullPage: true });

  await ready.click();
  await page.waitForURL(`**/stories/${storyId}`);
});

test('an existing character fills the age, and narration with a voice sample sends that sample', async ({ page, baseURL }) => {
  await signUpAndSignIn(page, { baseURL, redirectTo: '/stories' });
  const api = await StoryApi.of(page);
  await api.createCharacter({ name: 'Noah', kind: 'human', age: '7', gender: 'male' });
  await api.createCharacter({ name: 'Biscuit', kind: 'animal', age: '3' });
  const sample = await api.createVoiceSample('Mum');

  await page.goto('/create-story');
  // With characters, the toggle shows and defaults to the existing ones.
  await expect(page.getByRole('radio', { name: 'Existing Character' })).toHaveAttribute('aria-checked', 'true');
  await page.getByText('Noah', { exact: true }).click();
  await expect(page.getByLabel("Child's age")).toHaveValue('7');

  // An age typed by hand is kept when another character is chosen.
  await page.getByLabel("Child's age").fill('4');
  await page.getByText('Biscuit', { exact: true }).click();
  await expect(page.getByLabel("Child's age")).toHaveValue('4');

  // Switching to Create New and back clears the choice on the other side.
  await page.getByRole('radio', { name: 'Create New' }).click();
  await page.getByLabel('Name').fill('Zoe');
  await page.getByRole('radio', { name: 'Existing Character' }).click();
  await page.getByRole('radio', { name: 'Create New' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('');
  await page.getByRole('radio', { name: 'Existing Character' }).click();
  await page.getByText('Noah', { exact: true }).click();

  // Narration: on by default with the default narrator, not the newest sample; off is text-only;
  // on again offers the default narrator and the parent's samples.
  const narrate = page.getByLabel('Narrate this story');
  const voice = page.getByLabel('Narrator voice');
  await expect(narrate).toBeChecked();
  await expect(voice).toHaveValue('default');
  await narrate.uncheck();
  await expect(page.getByText('This will be a text-only story')).toBeVisible();
  await narrate.check();
  await expect(voice).toHaveValue('default');
  await expect(voice.locator('option')).toHaveText(['Default narrator', 'Mum']);
  await voice.selectOption({ label: 'Mum' });
  await expect(page.getByText(/voice matched to your sample/)).toBeVisible();
  // Turning narration off forgets the chosen sample.
  await narrate.uncheck();
  await narrate.check();
  await expect(voice).toHaveValue('default');
  await voice.selectOption({ label: 'Mum' });

  const storyPost = page.waitForRequest(isCreateStory);
  await page.getByRole('button', { name: 'Create Story' }).click();
  const story = await storyPost;
  expect(storyBody(story)).toMatchObject({ story_in: { age: 4 }, voice_sample_in: { id: sample.id, name: 'Mum' } });
  expect(new URL(story.url()).searchParams.get('enrich_by_voice')).toBe('true');
  await page.waitForURL('**/stories');
  await api.deleteAllStories();
});

test('the default narrator narrates without a sample; a custom moral, language and style are sent', async ({ page, baseURL }) => {
  await signUpAndSignIn(page, { baseURL, redirectTo: '/stories' });
  const api = await StoryApi.of(page);
  await api.createCharacter({ name: 'Ava', kind: 'human', age: '5' });
  await page.goto('/create-story');
  await page.getByText('Ava', { exact: true }).click();

  const languages = page.getByLabel('Story language').locator('option');
  await expect(languages).toHaveCount(14);
  await expect(languages.filter({ hasText: 'Español — Cuentos en español' })).toHaveCount(1);
  await page.getByLabel('Story language').selectOption('es');

  const cards = page.locator('img[src^="/styles/"]');
  await expect(cards).toHaveCount(4);
  for (const img of await cards.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(400);
  }
  await page.getByText('Watercolor', { exact: true }).click();

  const moral = page.getByLabel('Moral of the story');
  await expect(moral).toHaveValue('');
  await expect(moral.locator('optgroup')).toHaveCount(7);
  await expect(page.getByLabel('Your own moral')).toHaveCount(0);
  await moral.selectOption({ label: '+ Add your own moral' });
  await page.getByLabel('Your own moral').fill('Sharing the last biscuit makes it taste better');
  await page.getByLabel('Anything else for the story?').fill('a picnic on the beach');

  await page.getByLabel('Narrate this story').check();
  const storyPost = page.waitForRequest(isCreateStory);
  await page.getByRole('button', { name: 'Create Story' }).click();
  const story = await storyPost;
  const body = storyBody(story);
  expect(body).toMatchObject({
    story_in: { moral: 'Sharing the last biscuit makes it taste better', language: 'es', free_text: 'a picnic on the beach' },
    illustration_style: 'watercolor',
  });
  expect(body.voice_sample_in).toBeUndefined();
  expect(new URL(story.url()).searchParams.get('enrich_by_voice')).toBe('true');
  await page.waitForURL('**/stories');
  await api.deleteAllStories();
});

test('the age input keeps only digits and names each problem; Cancel returns to My Stories', async ({ page, baseURL }) => {
  await signUpAndSignIn(page, { baseURL, redirectTo: '/create-story' });
  const age = page.getByLabel("Child's age");
  const submit = page.getByRole('button', { name: 'Create Story' });
  await expect(age).toHaveValue('5');

  await age.fill('');
  await expect(page.getByText('Age is required.')).toBeVisible();
  await expect(submit).toBeDisabled();
  await age.fill('0');
  await expect(page.getByText('Age must be between 1 and 12 years.')).toBeVisible();
  await expect(submit).toBeDisabled();
  await age.fill('13');
  await expect(page.getByText('Age must be between 1 and 12 years.')).toBeVisible();
  await age.fill('');
  await age.pressSequentially('a7b');
  await expect(age).toHaveValue('7');
  await expect(submit).toBeEnabled();
  await age.pressSequentially('x3z9');
  await expect(age).toHaveValue('73');
  await expect(page.getByText('Age must be between 1 and 12 years.')).toBeVisible();
  await age.fill('12');
  await expect(page.getByText(/Age must be|Age is required/)).toHaveCount(0);
  await expect(submit).toBeEnabled();

  await page.getByRole('link', { name: 'Cancel' }).click();
  await page.waitForURL('**/stories');
});

test('on /es/create-story the form speaks Spanish and the story language defaults to Spanish', async ({ page, baseURL }) => {
  await signUpAndSignIn(page, { baseURL, redirectTo: '/create-story' });
  await expect(page.locator('#story-language')).toHaveValue('en');
  await page.goto('/es/create-story');
  await expect(page.getByRole('heading', { name: 'Personaje principal' })).toBeVisible();
  await expect(page.getByLabel('Idioma del cuento')).toHaveValue('es');
  // Style names and the moral selector are in the UI language too.
  await expect(page.getByText('Libro de cuentos', { exact: true })).toBeVisible();
  await expect(page.locator('#moral option').first()).toHaveText('Ninguna');
  // A validation message in the page's language.
  await page.getByRole('button', { name: 'Crear cuento' }).click();
  await expect(page.getByRole('alert')).toHaveText('Elige un personaje existente o crea uno nuevo para tu cuento.');
});
