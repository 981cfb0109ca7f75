/**
 * The example story library (/library) in Chromium, on the examples the server
 * generates at first start: cards 5 per page, Previous/Next with 'Page N', smooth scroll to the
 * top, the visitor and signed-in calls to action, and the loading, error and empty states.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { EXAMPLE_STORIES } from '../../src/server/examples/seed-examples.ts';
import { expect, test } from './fixtures.ts';

/** Waits until the whole example library is generated (SEED_EXAMPLES, a few seconds per story). */
async function waitForExamples(request: APIRequestContext, atLeast: number): Promise<unknown[]> {
  let nav: unknown[] = [];
  await expect
    .poll(
      async () => {
        const res = await request.get('/v1/stories/public/navigation');
        nav = res.ok() ? ((await res.json()) as { data: unknown[] }).data : [];
        return nav.length;
      },
      { timeout: 240_000, intervals: [2_000] },
    )
    .toBeGreaterThanOrEqual(atLeast);
  return nav;
}

/** Islands hydrate when the browser is idle; Astro drops `ssr` from a hydrated island. */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

let total = 0;
test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  total = (await waitForExamples(request, EXAMPLE_STORIES.length)).length;
  expect(total).toBeGreaterThanOrEqual(6);
});

const cards = (page: Page) => page.locator('[data-story-card]');

test('a visitor pages through the examples, 5 per page, back at the top each time', async ({ page }) => {
  await page.goto('/library');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Story Library');
  await expect(page.getByRole('link', { name: 'See Pricing Plans' })).toHaveAttribute('href', '/pricing');
  await expect(page.locator('main').getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute('href', '/login?redirectTo=%2Flibrary');
  await expect(page.getByRole('link', { name: 'Create Your Own Story' })).toBeHidden();
  await expect(page.locator('[data-library-cta]')).toBeVisible();

  await expect(cards(page)).toHaveCount(5);
  await expect(cards(page).first()).toHaveAttribute('href', /^\/public-stories\/[0-9a-f-]{36}$/);
  await expect(cards(page).first().locator('img')).toHaveJSProperty('complete', true);
  await expect(page.locator('[data-library-page]')).toHaveText('Page 1');
  await expect(page.getByRole('button', { name: '← Previous' })).toBeDisabled();

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('button', { name: 'Next →' }).click();
  await expect(page.locator('[data-library-page]')).toHaveText('Page 2');
  await expect(cards(page)).toHaveCount(Math.min(5, total - 5));
  await expect(page).toHaveURL(/\/library\?page=2$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('button', { name: 'Next →' })).toBeDisabled();

  // Slow answers show the loading text.
  await page.route('**/v1/stories/public/all*', async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await page.getByRole('button', { name: '← Previous' }).click();
  await expect(page.getByText('Loading example stories...')).toBeVisible();
  await expect(cards(page)).toHaveCount(5);
  await expect(page).toHaveURL(/\/library$/);
});

test('in another language the cards open the story in that language, without a detour through English', async ({ page }) => {
  await page.goto('/es/library');
  await expect(cards(page).first()).toHaveAttribute('href', /^\/es\/public-stories\/[0-9a-f-]{36}$/);
  await hydrated(page);
  // The island renders the same links after hydration.
  await expect(cards(page).first()).toHaveAttribute('href', /^\/es\/public-stories\/[0-9a-f-]{36}$/);
  const redirects: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 300 && response.status() < 400) redirects.push(response.url());
  });
  await cards(page).first().click();
  await expect(page).toHaveURL(/\/es\/public-stories\/[0-9a-f-]{36}$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(redirects).toEqual([]);
});

test('a signed-in parent sees "Create Your Own Story" instead of the visitor calls to action', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('authToken', 'header-only-token');
    localStorage.setItem('authUser', JSON.stringify({ id: 'u1', email: 'parent@example.com' }));
  });
  await page.goto('/library');
  await hydrated(page);
  await expect(page.getByRole('link', { name: 'Create Your Own Story' })).toHaveAttribute('href', '/create-story');
  await expect(page.getByRole('link', { name: 'See Pricing Plans' })).toBeHidden();
  await expect(page.locator('[data-library-cta]')).toBeHidden();
  await expect(cards(page)).toHaveCount(5);
});

test.describe('when the library call fails', () => {
  test.use({ allowConsoleErrors: [/status of 500/] });
  test('shows the error with Try Again, which reloads the page', async ({ page }) => {
    await page.goto('/library');
    await hydrated(page);
    await page.route('**/v1/stories/public/all*', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
    await page.getByRole('button', { name: 'Next →' }).click();
    await expect(page.getByText("Oops! We couldn't load the stories right now.")).toBeVisible();
    await page.unroute('**/v1/stories/public/all*');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.locator('[data-library-page]')).toHaveText('Page 2');
    await expect(cards(page)).toHaveCount(Math.min(5, total - 5));
  });
});

test('with a single page there are no pagination controls; with no stories, the empty state', async ({ page }) => {
  await page.goto('/library?page=2');
  await hydrated(page);
  let answer: unknown = { data: [], metadata: { total: 0, has_more: false } };
  await page.route('**/v1/stories/public/all*', (route) => route.fulfill({ json: answer }));
  await page.getByRole('button', { name: '← Previous' }).click();
  await expect(page.getByRole('heading', { name: 'No stories available yet' })).toBeVisible();
  await expect(page.getByText('Check back soon for example stories!')).toBeVisible();
  await expect(page.locator('[data-library-empty]').getByRole('link', { name: 'View Pricing Plans' })).toHaveAttribute('href', '/pricing');
  await expect(page.locator('[data-library-page]')).toHaveCount(0);

  // One page of stories: the controls stay hidden.
  const real = await (await page.request.get('/v1/stories/public/all?limit=2&include_images=true')).json();
  answer = { data: real.data, metadata: { total: 2, has_more: false } };
  await page.goto('/library?page=2');
  await hydrated(page);
  await page.getByRole('button', { name: '← Previous' }).click();
  await expect(cards(page)).toHaveCount(2);
  await expect(page.locator('[data-library-page]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next →' })).toHaveCount(0);
});
