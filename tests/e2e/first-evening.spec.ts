/**
 * 'The first evening': a new parent's path through the site from a second origin
 * (the server's PUBLIC_URL is 127.0.0.1, the browser uses localhost), narration on by default,
 * the lone or last character pre-selected, the story balance, the MP4 as a download named after
 * the story, and the feedback button never covering text or a control.
 */
import type { Page, Request } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { signInViaUi, signUpAndSignIn, newEmail, newPassword } from './helpers/auth.ts';
import { StoryApi } from './helpers/stories.ts';

/** The same server under another host name than its PUBLIC_URL (127.0.0.1). */
const SECOND_ORIGIN = E2E_BASE_URL.replace('127.0.0.1', 'localhost');

const isCreateStory = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/stories';
const storyBody = (r: Request) => r.postDataJSON() as { character_id: number; voice_sample_in?: { id: number; name: string } };

async function waitForStory(api: StoryApi, id: string): Promise<{ title: string }> {
  let progress = { progress: '', title: '' };
  await expect
    .poll(
      async () => {
        progress = (await api.call<{ progress: string; title: string }>('GET', `/v1/stories/private/progress/${id}`)).body;
        return progress.progress;
      },
      { timeout: 300_000, intervals: [1000] },
    )
    .toBe('COMPLETE');
  return progress;
}

/** Opens the signed-in menu (the user menu on desktop, the burger on phones) and returns its panel. */
async function openMenu(page: Page) {
  const wide = (page.viewportSize()?.width ?? 1280) >= 1024;
  const menu = page.locator(wide ? '[data-user-menu]' : '[data-mobile-menu]');
  await menu.locator('summary').click();
  return menu;
}

test.describe('from a second origin', () => {
  test.use({ baseURL: SECOND_ORIGIN });

  test('sign-up → create → read → buy → video without leaving the origin, pictures and audio loading', async ({ page }) => {
    test.setTimeout(600_000);
    const foreign: string[] = [];
    const media: { url: string; status: number; type: string }[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.protocol.startsWith('http') && url.origin !== SECOND_ORIGIN) foreign.push(r.url());
    });
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/media/')) media.push({ url: r.url(), status: r.status(), type: r.headers()['content-type'] ?? '' });
    });

    // Sign up through the form; then sign in (the account-id engineer makes sign-up sign in).
    const email = newEmail('evening');
    const password = newPassword();
    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    const confirm = page.getByLabel('Confirm Password');
    if (await confirm.count()) await confirm.fill(password);
    await page.getByRole('button', { name: /Sign Up|Create Account/ }).click();
    await page.waitForURL((url) => url.pathname !== '/signup');
    if (!(await page.evaluate(() => localStorage.getItem('authToken')))) await signInViaUi(page, { email, password }, '/create-story');
    else await page.goto('/create-story');

    const api = await StoryApi.of(page);
    expect(api.baseURL).toBe(SECOND_ORIGIN);
    await api.createCharacter({ name: 'Lina', kind: 'human', age: '5' });
    const sample = await api.createVoiceSample('Mum');

    // Create: the lone character is chosen already, narration starts with the default narrator;
    // the parent picks their voice once.
    await page.reload();
    await expect(page.getByRole('radio', { name: /Lina/ })).toBeChecked();
    await expect(page.getByLabel('Narrate this story')).toBeChecked();
    await expect(page.getByLabel('Narrator voice')).toHaveValue('default');
    await page.getByLabel('Narrator voice').selectOption(String(sample.id));
    const storyPost = page.waitForRequest(isCreateStory);
    await page.getByRole('button', { name: 'Create Story' }).click();
    const body = storyBody(await storyPost);
    expect(body.voice_sample_in).toEqual({ id: sample.id, name: 'Mum' });
    await page.waitForURL('**/stories');
    const tracked = JSON.parse((await page.evaluate(() => localStorage.getItem('inProgressStories'))) ?? '[]') as { storyId: string }[];
    const storyId = tracked[0]!.storyId;
    const story = await waitForStory(api, storyId);

    // Read: the picture shows and the narration plays, both from this origin.
    await page.goto(`/stories/${storyId}`);
    const picture = page.locator('[data-page-image]');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await picture.getAttribute('src')).toMatch(/^\/media\//);
    await page.getByRole('button', { name: /Play/ }).first().click();
    await expect.poll(() => media.some((m) => m.type.startsWith('audio/') && m.status < 300)).toBe(true);
    await page.getByRole('button', { name: /Pause/ }).first().click();

    // Buy: the test checkout stays on this origin and the balance grows by the bundle.
    const before = await api.storyCreditsLeft();
    await page.goto('/pricing');
    await page.getByRole('radio', { name: 'Credit Bundles' }).click();
    await page.getByRole('article', { name: 'Lite' }).getByRole('button', { name: 'Choose Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Before you continue' });
    for (const label of [/Terms of Service/, /Privacy Policy/, /I am a parent\/guardian/]) await dialog.getByLabel(label).check();
    await dialog.getByRole('button', { name: 'Accept and Continue' }).click();
    await page.waitForURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
    expect(new URL(page.url()).origin).toBe(SECOND_ORIGIN);
    await page.getByRole('button', { name: 'Complete test purchase' }).click();
    await page.waitForURL((url) => url.pathname === '/purchase/success');
    expect(new URL(page.url()).origin).toBe(SECOND_ORIGIN);
    await expect(page.locator('main [data-story-balance]')).toHaveText(`${before + 10} stories left`);

    // Video: 'Yes, Download' → prepared → the MP4 arrives as a download named after the story.
    await page.goto('/stories');
    const card = page.locator(`li[data-story-id="${storyId}"]`);
    await card.getByRole('button', { name: 'Download Video' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Download' }).click();
    await expect(page.getByText("Your video is being prepared! We'll notify you when it's ready.")).toBeVisible();
    const ready = page.getByText('Your video is ready! Tap to download it.');
    await expect(ready).toBeVisible({ timeout: 240_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), ready.click()]);
    expect(download.suggestedFilename()).toBe(`${story.title}.mp4`);
    expect(new URL(download.url()).origin).toBe(SECOND_ORIGIN);
    expect(await download.failure()).toBeNull();

    expect(media.filter((m) => m.status >= 400)).toEqual([]);
    expect(media.some((m) => m.type === 'image/webp')).toBe(true);
    expect(foreign, 'requests to another origin').toEqual([]);
    await api.deleteAllStories();
  });
});

test('narration is on by default with the default narrator, the lone character is chosen, and the last choices are remembered', async ({ page, baseURL }) => {
  await signUpAndSignIn(page, { baseURL, redirectTo: '/stories' });
  const api = await StoryApi.of(page);
  const nora = await api.createCharacter({ name: 'Nora', kind: 'human', age: '6' });
  await api.createVoiceSample('Mum');
  const dad = await api.createVoiceSample('Dad');

  await page.goto('/create-story');
  await expect(page.getByRole('radio', { name: /Nora/ })).toBeChecked();
  await expect(page.getByLabel("Child's age")).toHaveValue('6');
  await expect(page.getByLabel('Narrate this story')).toBeChecked();
  // Not the newest sample (it may be a try-out): the default narrator until the parent picks one.
  await expect(page.getByLabel('Narrator voice')).toHaveValue('default');
  await page.getByLabel('Narrator voice').selectOption(String(dad.id));
  let post = page.waitForRequest(isCreateStory);
  await page.getByRole('button', { name: 'Create Story' }).click();
  let body = storyBody(await post);
  expect(body.character_id).toBe(nora.id);
  expect(body.voice_sample_in).toEqual({ id: dad.id, name: 'Dad' });
  await page.waitForURL('**/stories');

  // Two characters now: the last one used stays chosen. This time: Ben, no narration.
  const ben = await api.createCharacter({ name: 'Ben', kind: 'animal', age: '3' });
  await page.goto('/create-story');
  await expect(page.getByRole('radio', { name: /Nora/ })).toBeChecked();
  await page.getByText('Ben', { exact: true }).click();
  await page.getByLabel('Narrate this story').uncheck();
  post = page.waitForRequest(isCreateStory);
  await page.getByRole('button', { name: 'Create Story' }).click();
  body = storyBody(await post);
  expect(body.character_id).toBe(ben.id);
  expect(new URL((await post).url()).searchParams.get('enrich_by_voice')).toBe('false');
  await page.waitForURL('**/stories');

  await page.goto('/create-story');
  await expect(page.getByRole('radio', { name: /Ben/ })).toBeChecked();
  await expect(page.getByLabel('Narrate this story')).not.toBeChecked();
  await expect(page.getByText('This will be a text-only story')).toBeVisible();
  await api.deleteAllStories();
});

test('the story balance shows in the menu, on /create-story and /my-purchases, and grows after a purchase', async ({ page, baseURL }) => {
  await signUpAndSignIn(page, { baseURL, redirectTo: '/create-story' });
  const api = await StoryApi.of(page);
  const left = await api.storyCreditsLeft();
  const text = (n: number) => (n === 1 ? '1 story left' : `${n} stories left`);
  await expect(page.locator('[data-story-balance-line]')).toHaveText(text(left));
  let menu = await openMenu(page);
  await expect(menu.locator('[data-story-balance]')).toHaveText(text(left));
  await page.goto('/my-purchases');
  await expect(page.locator('main [data-story-balance]')).toHaveText(text(left));

  // A purchase through the test checkout.
  const res = await api.call<{ checkout_url: string }>('POST', '/v1/purchases/create-checkout-session', { price_id: 'lite-bundle' });
  await page.goto(res.body.checkout_url);
  await page.getByRole('button', { name: 'Complete test purchase' }).click();
  await page.waitForURL((url) => url.pathname === '/purchase/success');
  await expect(page.locator('main [data-story-balance]')).toHaveText(text(left + 10));
  await page.goto('/my-purchases');
  await expect(page.locator('main [data-story-balance]')).toHaveText(text(left + 10));
  await page.setViewportSize({ width: 390, height: 844 });
  menu = await openMenu(page);
  await expect(menu.locator('[data-story-balance]')).toHaveText(text(left + 10));
  // The phone menu's e-mail stays inside its panel.
  const [panel, email] = await Promise.all([menu.locator('div').first().boundingBox(), menu.locator('[data-user-email]').boundingBox()]);
  expect(email!.x + email!.width).toBeLessThanOrEqual(panel!.x + panel!.width + 0.5);
});

test('with no stories left, /create-story says so before submit and links to the plans', async ({ page, baseURL }) => {
  await signUpAndSignIn(page, { baseURL, redirectTo: '/stories' });
  await page.route('**/v1/me/usage', async (route) => {
    const real = await route.fetch();
    const usage = (await real.json()) as { resource: string; remaining: number }[];
    await route.fulfill({ response: real, json: usage.map((u) => (u.resource === 'STORY_GENERATION' ? { ...u, remaining: 0 } : u)) });
  });
  await page.goto('/create-story');
  const alert = page.getByRole('alert').filter({ hasText: '0 stories left' });
  await expect(alert).toContainText('You have reached your limit of personalized stories.');
  await expect(alert.getByRole('link')).toHaveAttribute('href', '/pricing');
  await expect(page.getByRole('button', { name: 'Create Story' })).toBeDisabled();
});

/** Boxes of the visible feedback button and of every visible control and the story text, in viewport coordinates. */
async function feedbackOverlaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const button = [...document.querySelectorAll('[data-feedback-open]')].find(visible);
    if (!button) return ['no visible feedback button'];
    const b = button.getBoundingClientRect();
    const hits: string[] = [];
    const targets = document.querySelectorAll('a, button, input, select, textarea, summary, [role="button"], [data-page-text], [data-page-text] p');
    for (const el of targets) {
      if (el === button || button.contains(el) || !visible(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom)
        hits.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
    }
    return hits;
  });
}

test('the feedback button never covers the story text or a control, on a phone and on a laptop', async ({ page, baseURL }) => {
  test.setTimeout(400_000);
  await signUpAndSignIn(page, { baseURL, redirectTo: '/stories' });
  const api = await StoryApi.of(page);
  const character = await api.createCharacter({ name: 'Ava', kind: 'human', age: '5' });
  const storyId = await api.createStory(character.id);
  await waitForStory(api, storyId);
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    for (const path of [`/stories/${storyId}`, '/stories', '/create-story', '/library', '/pricing', '/personalize', '/']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += Math.round(viewport.height / 2)) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        expect(await feedbackOverlaps(page), `${path} at ${viewport.width}px, scrolled to ${y}`).toEqual([]);
      }
    }
  }
  await api.deleteAllStories();
});

test.describe('on a phone-sized screen that reports a mouse', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the file pickers still offer a tap, not drag and drop', async ({ page, baseURL }) => {
    await signUpAndSignIn(page, { baseURL, redirectTo: '/personalize' });
    const drop = page.getByTestId('voice-file-drop');
    await expect(drop.getByText('Tap to choose a recording (wav, mp3, ogg, webm, m4a)')).toBeVisible();
    await expect(drop.getByText(/Drag & drop/)).toBeHidden();
    await expect(drop.getByText(/or click/)).toBeHidden();
  });
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  test('the file pickers offer a tap instead of drag and drop, and the recorder says what its buttons do', async ({ page, baseURL }) => {
    await signUpAndSignIn(page, { baseURL, redirectTo: '/personalize' });
    const drop = page.getByTestId('voice-file-drop');
    await expect(drop.getByText('Tap to choose a recording (wav, mp3, ogg, webm, m4a)')).toBeVisible();
    await expect(drop.getByText(/Drag & drop/)).toBeHidden();
    const recorder = page.locator('[data-recorder-state]');
    await expect(recorder.getByRole('button', { name: 'Close recorder' })).toBeVisible();
    await expect(recorder.getByRole('button', { name: 'Back' })).toHaveCount(0);
  });
});
