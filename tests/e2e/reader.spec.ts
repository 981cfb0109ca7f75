/**
 * The public story reader (/public-stories/{id}) in Chromium, on the
 * example library the server generates at first start: the story in the server HTML, pages
 * turned by keyboard and buttons, the narration playing, the next picture fetched ahead, the
 * last page and 'Next Story', an expired picture URL refetched once, and the not-found state.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { EXAMPLE_STORIES } from '../../src/server/examples/seed-examples.ts';
import { expect, test } from './fixtures.ts';

interface WireStory {
  id: string;
  title: string;
  chunks: { content: string; signed_image_url: string | null; signed_audio_url: string | null }[];
}

/** Waits until the whole example library is generated (SEED_EXAMPLES, a few seconds per story). */
async function waitForExamples(request: APIRequestContext, atLeast = EXAMPLE_STORIES.length): Promise<{ id: string; title: string }[]> {
  let nav: { id: string; title: string }[] = [];
  await expect
    .poll(
      async () => {
        const res = await request.get('/v1/stories/public/navigation');
        nav = res.ok() ? ((await res.json()) as { data: { id: string; title: string }[] }).data : [];
        return nav.length;
      },
      { timeout: 240_000, intervals: [2_000] },
    )
    .toBeGreaterThanOrEqual(atLeast);
  return nav;
}

async function story(request: APIRequestContext, id: string): Promise<WireStory> {
  return (await (await request.get(`/v1/stories/public/${id}`)).json()) as WireStory;
}

/** Islands hydrate when the browser is idle; Astro drops `ssr` from a hydrated island. */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

const indicator = (page: Page) => page.locator('[data-page-indicator]');

/** What a staged story records: the media request refused, and the reader's fetches of the story. */
interface StagedLink {
  /** The URL of the first request for the media file, which was refused; null until it is asked for. */
  failed: string | null;
  /** Each request the page makes for the story (`/v1/stories/public/{id}`): the server HTML carries it, so each is a refetch. */
  refetches: string[];
}

/**
 * Opens story `id` in the reader, hydrated, after making the first request for the media file
 * matching `media` fail as an expired signed link does (403; later requests go through), and
 * counting the reader's fetches of the story, which is how it gets fresh links. `onMedia` hears
 * every request for the media file as it is made.
 */
async function openWithExpiredLink(page: Page, id: string, media: RegExp, onMedia?: () => void): Promise<StagedLink> {
  const staged: StagedLink = { failed: null, refetches: [] };
  await page.route(media, async (route) => {
    onMedia?.();
    if (staged.failed === null) {
      staged.failed = route.request().url();
      return route.fulfill({ status: 403, body: 'expired' });
    }
    return route.continue();
  });
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/v1/stories/public/${id}`) staged.refetches.push(r.url());
  });
  await page.goto(`/public-stories/${id}`);
  await hydrated(page);
  return staged;
}

let nav: { id: string; title: string }[] = [];
test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  nav = await waitForExamples(request);
});

test('the server HTML of a public story holds its title, first page, picture and page head', async ({ request }) => {
  const first = await story(request, nav[0]!.id);
  const res = await request.get(`/public-stories/${first.id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const text = (s: string) =>
    s
      .replace(/&#39;|&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  expect(text(html)).toContain(`<title>${first.title} | Bedtime Hero</title>`);
  expect(text(html)).toContain(first.chunks[0]!.content.slice(0, 80));
  // A public story's picture has an immutable URL, a srcset and a preload.
  expect(html).toMatch(new RegExp(`<img src="/media/public/[\\w-]{22}/stories/${first.id}/pages/0\\.webp" srcSet="[^"]+ 480w`));
  expect(html).toMatch(/<link rel="preload" as="image" href="\/media\/public\/[^"]+" imagesrcset=/);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/public-stories/${first.id}"`));
  expect(html).toContain('"@type":"Book"');
  expect(html).not.toContain('noindex');
});

test('reads a public story: keyboard and buttons turn pages, narration plays, the last page leads to the next story', async ({ page, request }) => {
  const first = await story(request, nav[0]!.id);
  const total = first.chunks.length;
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));

  await page.goto('/library');
  await hydrated(page);
  await page.locator('[data-story-card]').first().click();
  await expect(page).toHaveURL(new RegExp(`/public-stories/${first.id}$`));
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
  await expect(indicator(page)).toHaveText(`Page 1 of ${total}`);
  await expect(page.locator('[data-page-text]')).toContainText(first.chunks[0]!.content.slice(0, 40));
  await expect(page.getByRole('link', { name: '← Back to Stories' })).toHaveAttribute('href', '/library');
  await expect(page.locator('[data-previous-story]')).toHaveCount(0); // the first story has none before it
  await expect(page.getByRole('heading', { name: 'Enjoyed this story?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Pricing Plans' })).toBeVisible();

  // Once hydrated, the next picture is fetched ahead.
  const play = page.getByRole('button', { name: 'Play narration' });
  await play.click();
  await expect(page.getByRole('button', { name: 'Pause narration' })).toBeVisible();
  const audio = page.locator('[data-page-audio]');
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 15_000 }).toBeGreaterThan(1);
  await expect(page.locator('[data-audio-current]')).not.toHaveText('0:00');
  await expect(page.locator('[data-audio-duration]')).toHaveText(/^\d+:\d{2}$/);
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Play narration' })).toBeVisible();
  expect(await audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);
  // The seek slider moves the narration.
  await page.locator('[data-audio-seek]').fill('3');
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => Math.round(a.currentTime))).toBe(3);
  await expect(page.locator('[data-audio-current]')).toHaveText('0:03');

  // Fetched ahead at the size the srcset picks for this window.
  await expect.poll(() => requested.some((u) => new URL(u).pathname.endsWith(`/stories/${first.id}/pages/1.webp`))).toBe(true);

  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('ArrowRight');
  await expect(indicator(page)).toHaveText(`Page 2 of ${total}`);
  await expect(page.locator('[data-page-text]')).toContainText(first.chunks[1]!.content.slice(0, 40));
  await expect(page.locator('[data-page-image]')).toHaveAttribute('src', new RegExp(`/pages/1\\.webp`));
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(indicator(page)).toHaveText(`Page 3 of ${total}`);
  await page.keyboard.press('ArrowLeft');
  await expect(indicator(page)).toHaveText(`Page 2 of ${total}`);
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(indicator(page)).toHaveText(`Page 1 of ${total}`);
  await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();

  for (let i = 1; i < total; i++) await page.keyboard.press('ArrowRight');
  await expect(indicator(page)).toHaveText(`Page ${total} of ${total}`);
  await expect(page.getByText("You've reached the end ✨")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await page.keyboard.press('ArrowRight'); // nothing after the last page
  await expect(indicator(page)).toHaveText(`Page ${total} of ${total}`);
  const picture = page.locator('[data-page-image]');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThanOrEqual(480);

  await page.getByRole('link', { name: 'Next Story →' }).click();
  await expect(page).toHaveURL(new RegExp(`/public-stories/${nav[1]!.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nav[1]!.title);
  await expect(indicator(page)).toHaveText(/^Page 1 of \d+$/);
  await expect(page.getByRole('link', { name: '← Previous Story' })).toHaveAttribute('href', `/public-stories/${nav[0]!.id}`);
  await expect(page.getByRole('link', { name: '← Back to Stories' })).toHaveAttribute('href', '/library');
});

test('a picture that fails to load makes the reader fetch the story once more, then the picture shows', async ({ page }) => {
  // The first request for page 2's picture fails (an expired signed URL, a hiccup): later ones work.
  const staged = await openWithExpiredLink(page, nav[2]!.id, /\/stories\/.*\/pages\/1\.webp/);
  await page.waitForLoadState('networkidle');
  expect(staged.failed, 'the next picture was fetched ahead').not.toBeNull();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(indicator(page)).toHaveText(/^Page 2 of/);
  const picture = page.locator('[data-page-image]');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 }).toBeGreaterThanOrEqual(480);
  expect(staged.refetches.length).toBeLessThanOrEqual(1);
});

test('an unknown story shows the not-found state with its public title, and answers 404', async ({ page }) => {
  const response = await page.goto('/public-stories/00000000-0000-4000-8000-000000000000');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Story Not Found' })).toBeVisible();
  await expect(page.getByText("Sorry, we couldn't find the story you're looking for.")).toBeVisible();
  await expect(page.getByRole('link', { name: '← Back to Stories' })).toHaveAttribute('href', '/library');
  await expect(page.getByRole('heading', { name: 'Enjoyed this story?' })).toHaveCount(0);
});

test('the first narration loads after the first picture, and a broken narration link at open makes the reader fetch the story once more', async ({ page }) => {
  // The first picture is the largest paint: nothing of the narration is fetched before the first page's picture is in.
  const events: string[] = [];
  page.on('requestfinished', (r) => {
    if (/\/pages\/0\.webp$/.test(new URL(r.url()).pathname)) events.push('picture');
  });
  const staged = await openWithExpiredLink(page, nav[3]!.id, /\/audio\/0\.mp3/, () => events.push('narration'));
  // The broken link is noticed without pressing play: the story (fresh links) is fetched once more.
  await expect.poll(() => staged.refetches.length, { timeout: 15_000 }).toBe(1);
  expect(staged.failed, 'the narration was fetched at open').not.toBeNull();
  expect(events[0], `first of ${events.join(', ')}`).toBe('picture');
  await page.waitForLoadState('networkidle');
  expect(staged.refetches.length).toBe(1);
});
