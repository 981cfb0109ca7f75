/**
 * The public reader's first picture is the page's largest paint, so it is fetched once,
 * at the size it is shown. The preload in the page head and the picture itself use the same
 * srcset and `sizes` (PICTURE_SIZES), which follow the reader's layout: on each screen the
 * browser must pick a picture at least as sharp as the screen needs, a phone must not fetch a
 * larger one than that, and the first page's picture must be fetched only once.
 */
import { EXAMPLE_STORIES } from '../../src/server/examples/seed-examples.ts';
import { expect, test } from './fixtures.ts';

const SCREENS = [
  { name: 'a phone held upright', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, expectWidth: 640 },
  { name: 'a phone turned sideways', viewport: { width: 823, height: 412 }, deviceScaleFactor: 2 },
  { name: 'a small tablet', viewport: { width: 700, height: 1000 }, deviceScaleFactor: 2 },
  { name: 'a laptop', viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
] as const;

let storyId = '';
test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  await expect
    .poll(
      async () => {
        const res = await request.get('/v1/stories/public/navigation');
        const data = res.ok() ? ((await res.json()) as { data: { id: string }[] }).data : [];
        storyId = data[0]?.id ?? '';
        return data.length;
      },
      { timeout: 240_000, intervals: [2_000] },
    )
    .toBeGreaterThanOrEqual(Math.min(3, EXAMPLE_STORIES.length));
});

/** The width a srcset candidate URL stands for (`/w640/` variants; the original is 1024 wide). */
const widthOf = (url: string) => Number(/\/w(\d+)\//.exec(url)?.[1] ?? 1024);

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor });

    test('the first picture is sharp enough, not larger than needed, and fetched once', async ({ page }) => {
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (/\/pages\/0\.\w+$/.test(new URL(request.url()).pathname)) fetched.push(request.url());
      });
      await page.goto(`/public-stories/${storyId}`);
      const picture = page.locator('img[data-page-image]').first();
      await expect(picture).toBeVisible();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const { shown, chosen, candidates } = await picture.evaluate((img: HTMLImageElement) => ({
        shown: img.getBoundingClientRect().width,
        chosen: img.currentSrc,
        candidates: img.srcset.split(',').map((c) => c.trim().split(/\s+/)[0]!),
      }));
      const needed = shown * screen.deviceScaleFactor;
      const widths = candidates.map(widthOf).sort((a, b) => a - b);
      const best = widths.find((w) => w >= needed) ?? widths.at(-1)!;
      // Sharp enough: at least the smallest candidate that covers the shown size in device pixels.
      expect(
        widthOf(chosen),
        `${Math.round(shown)} css px at ${screen.deviceScaleFactor}x needs ${Math.round(needed)} px; srcset ${widths.join(', ')}`,
      ).toBeGreaterThanOrEqual(best);
      if ('expectWidth' in screen) expect(widthOf(chosen)).toBe(screen.expectWidth);
      // The head's preload chose the same candidate as the picture: one download.
      expect(new Set(fetched).size, fetched.join('\n')).toBe(1);
    });
  });
}
