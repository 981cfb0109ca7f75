/**
 * Reading aloud on a phone (390×844): the private reader shows a typical page (60 words) with its
 * picture, its text and the page turns on the first screen, with nothing to scroll, and turns it
 * the same way. The owner's keepsakes and sharing wait behind one 'Save & share' button (a
 * disclosure: aria-expanded, Escape closes it and gives focus back), and wind-down darkens the
 * whole page, the site header and that button included.
 *
 * The story is staged (making one takes minutes) with an example story's picture and narration;
 * the session is real.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInViaUi, signUpViaApi } from './helpers/auth.ts';
import { islandsHydrated } from './helpers/islands.ts';

// 60 words, the length of a typical page.
const PAGE_1 =
  'Mila tiptoed to the window and pressed her nose against the cool glass. The moon was round and silver, and it seemed to smile right at her. "Are you sleepy too?" she whispered. A soft wind hummed through the garden, the old owl blinked twice, and somewhere far away a tiny little star yawned and settled down for the night.';
const PAGE_2 = 'Mila climbed back into bed, pulled her blanket up to her chin and closed her eyes. Good night, moon.';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

/** The element lies fully inside the first screen. */
async function onFirstScreen(locator: Locator, page: Page) {
  const box = (await locator.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  expect(box.y, 'top').toBeGreaterThanOrEqual(0);
  expect(box.x, 'left').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'bottom').toBeLessThanOrEqual(height);
  expect(box.x + box.width, 'right').toBeLessThanOrEqual(width);
}

const scrollTop = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollTop);

test('a 60-word page, its picture and the page turn fit one phone screen; keepsakes in one menu; wind-down darkens everything', async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(300_000);
  expect(PAGE_1.split(/\s+/)).toHaveLength(60);
  // An example story's picture and narration (the server makes the library first).
  let nav: { id: string }[] = [];
  await expect
    .poll(
      async () => {
        const res = await request.get('/v1/stories/public/navigation');
        nav = res.ok() ? ((await res.json()) as { data: { id: string }[] }).data : [];
        return nav.length;
      },
      { timeout: 240_000, intervals: [2_000] },
    )
    .toBeGreaterThan(0);
  const example = (await request.get(`/v1/stories/public/${nav[0]!.id}`, { params: { include_audio: true, include_images: true } }).then((r) => r.json())) as {
    chunks: { signed_image_url: string | null; signed_audio_url: string | null; image_srcset?: string | null }[];
  };
  const id = '33333333-3333-4333-8333-333333333333';
  const chunk = (position: number, content: string) => ({
    position,
    content,
    has_image: true,
    has_audio: true,
    signed_image_url: example.chunks[position]!.signed_image_url,
    image_srcset: example.chunks[position]!.image_srcset ?? null,
    signed_audio_url: example.chunks[position]!.signed_audio_url,
    image_url_expires_at: null,
    audio_url_expires_at: null,
    audio_duration_seconds: 20,
  });
  const story = {
    id,
    title: 'Mila and the Sleepy Moon',
    status: 'COMPLETE',
    language: 'en',
    age: 5,
    illustration_style: 'watercolor',
    moral: null,
    hero_name: 'Mila',
    is_public: false,
    cover_url: null,
    cover_url_expires_at: null,
    page_count: 2,
    chunks: [chunk(0, PAGE_1), chunk(1, PAGE_2)],
  };
  await page.route(new RegExp(`/v1/stories/private/${id}(\\?.*)?$`), (route) => route.fulfill({ json: story }));
  await page.route('**/v1/stories/private/navigation', (route) => route.fulfill({ json: { data: [] } }));
  await signInViaUi(page, await signUpViaApi(baseURL!), '/library');

  await page.goto(`/stories/${id}`);
  await expect(page.locator('[data-page-text]')).toHaveText(PAGE_1);
  await islandsHydrated(page);
  const picture = page.locator('img[data-page-image]');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const next = page.getByRole('button', { name: 'Next page' });

  // Page 1: picture, every line of the text and the page turn on the first screen, unscrolled.
  expect(await scrollTop(page)).toBe(0);
  await onFirstScreen(picture, page);
  await onFirstScreen(page.locator('[data-page-text]'), page);
  await onFirstScreen(next, page);
  await onFirstScreen(page.getByRole('button', { name: 'Play narration' }), page);
  // The picture is still a picture, not a stamp.
  expect((await picture.boundingBox())!.width).toBeGreaterThanOrEqual(200);
  await page.screenshot({ path: 'tmp/e2e-shots/reader-phone.png' });

  // Turned with one tap, nothing scrolled; page 2 is on the same screen.
  await next.tap();
  await expect(page.locator('[data-page-indicator]')).toHaveText('Page 2 of 2');
  await expect(page.locator('[data-page-text]')).toHaveText(PAGE_2);
  expect(await scrollTop(page)).toBe(0);
  await onFirstScreen(page.locator('[data-page-text]'), page);
  await onFirstScreen(page.getByRole('button', { name: 'Previous page' }), page);
  await page.getByRole('button', { name: 'Previous page' }).tap();
  await expect(page.locator('[data-page-text]')).toHaveText(PAGE_1);

  // None of the keepsakes or sharing sits above the picture; one button opens them all.
  const tools = page.getByRole('button', { name: 'Save & share' });
  await expect(tools).toHaveAttribute('aria-expanded', 'false');
  for (const name of ['Save for offline', 'Audiobook (MP3)', 'Picture book PDF (A4)', 'Share with family'])
    await expect(page.getByRole('button', { name, exact: true })).toBeHidden();
  await tools.tap();
  await expect(tools).toHaveAttribute('aria-expanded', 'true');
  for (const name of ['Save for offline', 'Audiobook (MP3)', 'Picture book PDF (A4)', 'Picture book PDF (US Letter)', 'Share with family']) {
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /Read it in my own voice/ })).toBeVisible();
  await expect(page.getByText('One click is enough: we make the file, then it downloads by itself.')).toBeVisible();
  await page.screenshot({ path: 'tmp/e2e-shots/reader-phone-menu.png' });
  // Keyboard: Escape closes it and focus goes back to the button.
  await page.keyboard.press('Escape');
  await expect(tools).toHaveAttribute('aria-expanded', 'false');
  await expect(tools).toBeFocused();
  await expect(page.getByRole('button', { name: 'Share with family' })).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(tools).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /Read it in my own voice/ })).toBeFocused();
  // A tap elsewhere closes it too.
  await page.locator('[data-page-text]').tap();
  await expect(tools).toHaveAttribute('aria-expanded', 'false');

  // Wind-down: the header, the tools button and the page around the reader all go dark.
  // The painted background's luminance, 0 (black) to 1 (white), whatever colour syntax the style uses.
  const luminance = (locator: Locator) =>
    locator.evaluate((el) => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const context = canvas.getContext('2d')!;
      context.fillStyle = getComputedStyle(el).backgroundColor;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
      return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
    });
  expect(await luminance(page.locator('body > header'))).toBeGreaterThan(0.8);
  await page.getByRole('button', { name: 'Wind-down' }).tap();
  await expect(page.locator('[data-story-reader]')).toHaveAttribute('data-wind-down', 'true');
  for (const [name, part] of [
    ['header', page.locator('body > header')],
    ['Save & share', tools],
    ['page', page.locator('body')],
    ['text', page.locator('[data-reader-page]')],
  ] as const) {
    // Polled: the buttons fade to their dark colours (a CSS transition).
    await expect.poll(() => luminance(part), { message: name }).toBeLessThan(0.2);
  }
  await onFirstScreen(next, page);
  await page.screenshot({ path: 'tmp/e2e-shots/reader-phone-wind-down.png' });
});
