/**
 * The signed-in header stays on one line in the longest UI language (German) at the common
 * desktop widths: its seven links and the user menu from 1280 px, the menu button below that.
 */
import { expect, test } from './fixtures.ts';
import { signInViaUi, signUpViaApi } from './helpers/auth.ts';

test('signed in, the German header is one line at 1280 and 1536 px, and a menu button at 1100 px', async ({ page, baseURL }) => {
  await signInViaUi(page, await signUpViaApi(baseURL!), '/library');
  const header = page.locator('body > header');
  const links = header.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'Meine Käufe' }) });
  for (const width of [1280, 1536]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/de/stories');
    await expect(links.getByRole('link', { name: 'Meine Käufe' })).toBeVisible();
    // One line: the bar is as tall as its tallest control (the logo), not two rows of links.
    expect((await header.boundingBox())!.height, `${width} px`).toBeLessThan(72);
    for (const part of [
      links.getByRole('link', { name: 'Bibliothek' }),
      links.getByRole('link', { name: 'Kontakt' }),
      header.locator('[data-user-menu] summary'),
    ]) {
      expect((await part.boundingBox())!.height, `${width} px`).toBeLessThan(40);
    }
  }
  await page.setViewportSize({ width: 1100, height: 800 });
  await page.goto('/de/stories');
  await expect(header.getByRole('link', { name: 'Meine Käufe' })).toBeHidden();
  await expect(header.locator('[data-mobile-menu] summary')).toBeVisible();
  expect((await header.boundingBox())!.height).toBeLessThan(72);
});
