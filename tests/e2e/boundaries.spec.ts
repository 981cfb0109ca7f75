/**
 * A child's boundaries in the browser: the parent sets a child's boundaries on /personalize, they stay
 * after a reload, and the create form shows them read-only for that hero with a link back; a
 * hero without boundaries shows none.
 */
import { signUpAndSignIn } from './helpers/auth.ts';
import { StoryApi } from './helpers/stories.ts';
import { expect, test } from './fixtures.ts';
import { islandsHydrated } from './helpers/islands.ts';

test('boundaries set on /personalize show on the create form for that hero', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await signUpAndSignIn(page, { baseURL, redirectTo: '/stories' });
  const api = await StoryApi.of(page);
  await api.createCharacter({ name: 'Mia', kind: 'human', age: '4', gender: 'female' });
  await api.createCharacter({ name: 'Theo', kind: 'human', age: '7', gender: 'male' });

  await page.goto('/personalize');
  await islandsHydrated(page);
  await page.getByRole('tab', { name: /Character Personalization/ }).click();
  const mia = page.getByTestId('character-item').filter({ hasText: 'Mia' });
  await expect(mia.getByTestId('boundary-summary')).toHaveText('none set');
  await mia.getByRole('button', { name: 'Set boundaries' }).click();
  const editor = mia.getByTestId('boundary-editor');
  await editor.getByLabel(/^Water/).check();
  await editor.getByLabel(/^Animals/).check();
  await editor.getByLabel(/^Gentle only/).check();
  await expect(editor.getByText('If a story wish asks for something a boundary avoids, the boundary wins.')).toBeVisible();
  await page.screenshot({ path: '/work/shots/bounds22/personalize-boundaries.png', fullPage: true });
  await editor.getByRole('button', { name: 'Save boundaries' }).click();
  await expect(page.getByText('Boundaries saved for Mia. Every new story keeps them.')).toBeVisible();
  await expect(mia.getByTestId('boundary-summary')).toHaveText('Avoids water and animals · Gentle only');

  await page.reload();
  await page.getByRole('tab', { name: /Character Personalization/ }).click();
  await expect(page.getByTestId('character-item').filter({ hasText: 'Mia' }).getByTestId('boundary-summary')).toHaveText(
    'Avoids water and animals · Gentle only',
  );
  await expect(page.getByTestId('character-item').filter({ hasText: 'Theo' }).getByTestId('boundary-summary')).toHaveText('none set');

  await page.goto('/create-story');
  await page.getByText('Mia', { exact: true }).click();
  const note = page.getByTestId('boundaries-in-effect');
  await expect(note.getByTestId('boundaries-in-effect-summary')).toHaveText('Avoids water and animals · Gentle only');
  await expect(note.getByText('If a story wish asks for something a boundary avoids, the boundary wins.')).toBeVisible();
  await expect(note.getByRole('link', { name: 'Change them on Personalize' })).toHaveAttribute('href', '/personalize');
  await page.screenshot({ path: '/work/shots/bounds22/create-form-boundaries.png', fullPage: true });

  await page.getByText('Theo', { exact: true }).click();
  await expect(note.getByTestId('boundaries-in-effect-summary')).toHaveText('none set');
  await expect(note.getByRole('link', { name: 'Set them on Personalize' })).toBeVisible();
});
