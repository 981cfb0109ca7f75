/**
 * /create-story shows what the parent's wishes will become: chips in the story's
 * language with English beside them, the words left out, and the refusal message for unsafe
 * wishes, from one debounced POST /v1/stories/interpret per pause in typing.
 */
import { expect, test } from './fixtures.ts';
import { signUpAndSignIn } from './helpers/auth.ts';

const SHOTS = process.env.SHOTS_DIR ?? 'tmp/screens';

test('chips show what the wishes become, in the story language and in English', async ({ page, baseURL }) => {
  await signUpAndSignIn(page, { baseURL, redirectTo: '/create-story' });
  const interpretCalls: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/v1/stories/interpret') interpretCalls.push(r.postData() ?? '');
  });

  const wishes = page.getByLabel('Anything else for the story?');
  await wishes.pressSequentially('a picnic in the park with teddy Bruno, a lighthouse and a chimneysweep', { delay: 15 });
  const chips = page.getByTestId('wish-chips');
  // A loaded machine can be slow to answer the first call.
  await expect(chips.getByRole('listitem')).toHaveText(['park', 'picnic', 'teddy Bruno', 'lighthouse'], { timeout: 30_000 });
  await expect(page.getByTestId('wish-left-out')).toHaveText('We’ll leave out: chimneysweep.');
  // Typing is debounced: one call for the whole sentence.
  expect(interpretCalls).toHaveLength(1);
  expect(JSON.parse(interpretCalls[0]!)).toMatchObject({ free_text: 'a picnic in the park with teddy Bruno, a lighthouse and a chimneysweep', language: 'en' });

  // A catalogue moral adds the lesson chip.
  await page.getByLabel('Moral of the story').selectOption('sharing');
  await expect(chips.getByRole('listitem').last()).toHaveText('lesson: sharing');

  await page.setViewportSize({ width: 1280, height: 900 });
  await chips.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/wish-chips-desktop-en.png` });

  // Another story language: the chips are in that language, with English beside them.
  await page.getByLabel('Story language').selectOption('de');
  await wishes.fill('Ein Picknick im Park mit dem Teddy Bruno, einem Leuchtturm und einem Schornsteinfeger');
  await expect(chips.getByRole('listitem')).toHaveText([
    'Park',
    'Picknick · picnic',
    'Teddy Bruno',
    'Leuchtturm · lighthouse',
    'Lehre: Teilen · lesson: sharing',
  ]);
  await expect(page.getByTestId('wish-left-out')).toHaveText('We’ll leave out: Schornsteinfeger.');
  await page.setViewportSize({ width: 390, height: 844 });
  await chips.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/wish-chips-phone-de.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await chips.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/wish-chips-desktop-de.png` });

  // A German parent writing a German story reads German only; a French one reads French beside it.
  for (const [path, expected] of [
    ['/de/create-story', ['Park', 'Picknick', 'Teddy Bruno', 'Lehre: Teilen']],
    ['/fr/create-story', ['Park · parc', 'Picknick · pique-nique', 'Teddy Bruno · nounours Bruno', 'Lehre: Teilen · leçon: partager']],
  ] as const) {
    await page.goto(path);
    await page.locator('#story-language').selectOption('de');
    await page.locator('#moral').selectOption('sharing');
    await page.locator('#free-text').fill('Ein Picknick im Park mit dem Teddy Bruno');
    await expect(chips.getByRole('listitem')).toHaveText([...expected], { timeout: 30_000 });
  }
  await page.goto('/create-story');

  // Unsafe wishes are named before the parent submits.
  await page.getByLabel('Story language').selectOption('en');
  await wishes.fill('he plays with matches and keeps it secret from mum');
  await expect(chips.getByRole('alert')).toHaveText(
    "This story request can't be used for a children's bedtime story. Please change the moral, wishes or names and try again.",
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await chips.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/wish-chips-phone-unsafe.png` });
});
