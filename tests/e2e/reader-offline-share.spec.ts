/**
 * Offline reading and sharing with family in Chromium:
 * - 'Save for offline' stores a narrated story; with the browser context offline the story opens
 *   again with its pictures and its narration playing; 'Remove from this device' and signing out
 *   take it off the device.
 * - A share link opens the story signed out in the same reader (noindex), and stops working as
 *   soon as the owner clicks 'Stop sharing'.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signUpAndSignIn } from './helpers/auth.ts';
import { StoryApi } from './helpers/stories.ts';

const OFFLINE_CACHE = 'bh-offline-stories-v1';

async function finishedStory(api: StoryApi, narrated: boolean): Promise<{ id: string; title: string }> {
  const character = await api.createCharacter({ name: 'Nora', kind: 'human', age: '4' });
  const res = await api.call<{ id: string }>('POST', `/v1/stories?enrich_by_voice=${narrated}`, {
    story_in: { age: 4, moral: 'kindness', free_text: '', language: 'en' },
    illustration_style: 'watercolor',
    character_id: character.id,
  });
  expect(res.status).toBe(201);
  let progress = { progress: '', title: '' };
  // The pipeline may first finish the example library; give it time.
  await expect
    .poll(async () => (progress = (await api.call<{ progress: string; title: string }>('GET', `/v1/stories/private/progress/${res.body.id}`)).body).progress, {
      timeout: 240_000,
      intervals: [1000],
    })
    .toBe('COMPLETE');
  return { id: res.body.id, title: progress.title };
}

/** Opens the owner's 'Save & share' menu (keepsakes, offline and sharing wait behind it). */
async function openTools(page: Page): Promise<void> {
  const tools = page.getByRole('button', { name: 'Save & share' });
  if ((await tools.getAttribute('aria-expanded')) !== 'true') await tools.click();
  await expect(tools).toHaveAttribute('aria-expanded', 'true');
}

/** The page picture is on screen, decoded. */
async function expectPicture(page: Page): Promise<void> {
  const image = page.locator('img[data-page-image]');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

test.describe('offline', () => {
  // Offline, the header's and other islands' own requests fail; that is the point.
  test.use({ allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to fetch|NetworkError|No response received/] });

  test('a saved story opens offline with its pictures and narration; removing it or signing out takes it off the device', async ({
    page,
    baseURL,
    context,
  }) => {
    test.setTimeout(360_000);
    await signUpAndSignIn(page, { baseURL });
    const api = await StoryApi.of(page);
    const story = await finishedStory(api, true);

    await page.goto(`/stories/${story.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.active))).toBe(true);
    await openTools(page);
    await page.getByRole('button', { name: 'Save for offline' }).click();
    await expect(page.getByText('Saved for offline ✓')).toBeVisible({ timeout: 60_000 });
    await page.screenshot({ path: 'tmp/e2e-shots/reader-saved-desktop.png' });

    await context.setOffline(true);
    expect(
      await page.evaluate(() =>
        fetch('/v1/health').then(
          () => 'online',
          () => 'offline',
        ),
      ),
    ).toBe('offline');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);
    await expect(page.locator('[data-page-indicator]')).toHaveText(/^Page 1 of \d+$/);
    await expectPicture(page);
    // The narration plays from the device.
    await page.getByRole('button', { name: 'Play narration' }).click();
    await expect.poll(() => page.locator('audio[data-page-audio]').evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.3);
    expect(await page.locator('audio[data-page-audio]').evaluate((a: HTMLAudioElement) => a.error)).toBeNull();
    // Another page, its picture too.
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.locator('[data-page-indicator]')).toHaveText(/^Page 2 of/);
    await expectPicture(page);
    await page.screenshot({ path: 'tmp/e2e-shots/reader-offline-desktop.png' });

    // The access token runs out while offline: the refresh cannot reach the server, and that must
    // neither sign the parent out nor delete the saved story.
    const token = await page.evaluate(() => localStorage.getItem('authToken')!);
    await page.evaluate(() => {
      const [head, body, sig] = localStorage.getItem('authToken')!.split('.');
      const claims = JSON.parse(atob(body!.replace(/-/g, '+').replace(/_/g, '/')));
      const expired = btoa(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }))
        .replace(/=+$/, '')
        .replace(/\+/g, '-')
        .replace(/\//g, '_');
      localStorage.setItem('authToken', `${head}.${expired}.${sig}`);
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);
    await page.waitForTimeout(3_000); // the refresh is due at once; give it its chance to fail
    await expect(page).toHaveURL(new RegExp(`/stories/${story.id}$`));
    await expect(page.getByText('Session expired')).toHaveCount(0);
    expect(await page.evaluate((name) => caches.has(name), OFFLINE_CACHE)).toBe(true);
    await expectPicture(page);
    await page.evaluate((t) => localStorage.setItem('authToken', t), token);

    // Removed from the device: offline, the story no longer opens.
    await context.setOffline(false);
    await page.reload();
    await openTools(page);
    await page.getByRole('button', { name: 'Remove from this device' }).click();
    await expect(page.getByText('Removed from this device.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save for offline' })).toBeVisible();
    await context.setOffline(true);
    await expect(page.reload()).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await context.setOffline(false);

    // Signing out deletes every saved story.
    await page.goto(`/stories/${story.id}`);
    await openTools(page);
    await page.getByRole('button', { name: 'Save for offline' }).click();
    await expect(page.getByText('Saved for offline ✓')).toBeVisible({ timeout: 60_000 });
    expect(await page.evaluate((name) => caches.has(name), OFFLINE_CACHE)).toBe(true);
    await page
      .locator('[data-sign-out]')
      .first()
      .evaluate((b: HTMLButtonElement) => b.click());
    // Signing out navigates: a check that lands mid-navigation is asked again on the next page.
    await expect.poll(() => page.evaluate((name) => caches.has(name), OFFLINE_CACHE).catch(() => 'navigating')).toBe(false);
  });
});

test('a share link opens the story signed out, never indexed, and stops working once the owner stops sharing', async ({ page, baseURL, browser }) => {
  test.setTimeout(300_000);
  await signUpAndSignIn(page, { baseURL });
  const api = await StoryApi.of(page);
  const story = await finishedStory(api, false);

  await page.goto(`/stories/${story.id}`);
  await openTools(page);
  await page.getByRole('button', { name: 'Share with family' }).click();
  await page.getByLabel('Link works for').selectOption({ label: '7 days' });
  await page.getByRole('button', { name: 'Create link' }).click();
  const link = await page.getByLabel('Share link').inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL}/shared/[A-Za-z0-9_-]{43}$`));
  await expect(page.locator('[data-share-link]')).toHaveCount(1);
  await page.screenshot({ path: 'tmp/e2e-shots/share-panel-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'tmp/e2e-shots/share-panel-phone.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  // A grandparent's browser: no account, no session.
  const guest = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const grandma = await guest.newPage();
  const response = await grandma.goto(link);
  expect(response!.headers()['x-robots-tag']).toMatch(/noindex/);
  await expect(grandma.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(grandma.getByRole('heading', { level: 1 })).toHaveText(story.title);
  await expectPicture(grandma);
  await expect(grandma.locator('[data-page-indicator]')).toHaveText(/^Page 1 of \d+$/);
  // Read-only: none of the owner's tools.
  await expect(grandma.locator('[data-reader-tools]')).toHaveCount(0);
  expect(await grandma.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await grandma.screenshot({ path: 'tmp/e2e-shots/shared-phone.png', fullPage: true });

  await page.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(page.getByText('The link no longer works.')).toBeVisible();
  await expect(page.locator('[data-share-link]')).toHaveCount(0);

  await grandma.reload();
  await expect(grandma.getByText("This share link doesn't work anymore. Ask the person who shared it for a new one.")).toBeVisible();
  await expect(grandma.locator('img[data-page-image]')).toHaveCount(0);
  await grandma.screenshot({ path: 'tmp/e2e-shots/shared-revoked-phone.png' });
  await guest.close();
});
