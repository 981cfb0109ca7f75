/**
 * Analytics: the home page records homepage-viewed,
 * exit intent fires once per page view when the mouse leaves through the top, the session
 * lives in sessionStorage, no cookies are set, and nothing personal is sent.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Collects the analytics events the page sends to our own endpoint, with their answers. */
function recordEvents(page: Page) {
  const events: { name: string; url: string; props: Record<string, unknown>; sessionId: string; status?: number }[] = [];
  page.on('requestfinished', async (request: Request) => {
    if (!request.url().endsWith('/v1/analytics/events')) return;
    const body = JSON.parse(request.postData() ?? '{}');
    // The page may close (end of test) between 'requestfinished' and reading the answer.
    const response = await request.response().catch(() => null);
    events.push({ name: body.name, url: body.url, props: body.props, sessionId: body.session_id, status: response?.status() });
  });
  return events;
}

const count = (events: { name: string }[], name: string) => events.filter((e) => e.name === name).length;

test('the home page records homepage-viewed and the analytics session, without cookies', async ({ page, context }) => {
  const events = recordEvents(page);
  await page.goto('/');
  await expect.poll(() => count(events, 'homepage-viewed')).toBe(1);
  const viewed = events.find((e) => e.name === 'homepage-viewed')!;
  expect(viewed.status).toBe(202);
  expect(new URL(viewed.url).pathname).toBe('/');

  const session = await page.evaluate(() => ({
    id: sessionStorage.getItem('analyticsSessionId'),
    start: Number(sessionStorage.getItem('analyticsSessionStart')),
    pageStart: Number(sessionStorage.getItem('analyticsPageStart')),
    views: sessionStorage.getItem('analyticsPageViews'),
  }));
  expect(session.id).toMatch(/^[a-f0-9]{24}$/);
  expect(viewed.sessionId).toBe(session.id);
  expect(session.start).toBeGreaterThan(Date.now() - 60_000);
  expect(session.pageStart).toBeGreaterThanOrEqual(session.start);
  expect(session.views).toBe('1');

  // A second page view keeps the session and counts the view (once the page's behaviour has
  // started, after the load event: src/lib/site/index.ts).
  await page.goto('/terms');
  await expect
    .poll(() => page.evaluate(() => ({ id: sessionStorage.getItem('analyticsSessionId'), views: sessionStorage.getItem('analyticsPageViews') })))
    .toEqual({ id: session.id, views: '2' });
  expect(count(events, 'homepage-viewed')).toBe(1);

  expect(await context.cookies()).toEqual([]);
});

test('exit intent fires once per page view, only through the top', async ({ page }) => {
  const events = recordEvents(page);
  await page.goto('/');
  await expect.poll(() => count(events, 'homepage-viewed')).toBe(1);

  // Leaving through the side is not an exit intent.
  await page.evaluate(() => document.dispatchEvent(new MouseEvent('mouseout', { clientX: -1, clientY: 300, bubbles: true })));
  // Moving between elements inside the page is not either.
  await page.mouse.move(200, 300);
  await page.mouse.move(220, 200);
  await page.waitForTimeout(300);
  expect(count(events, 'exit-intent')).toBe(0);

  // The mouse heads for the tab bar, twice.
  for (let i = 0; i < 2; i++) {
    await page.evaluate(() => document.dispatchEvent(new MouseEvent('mouseout', { clientX: 300, clientY: -2, bubbles: true, relatedTarget: null })));
    await page.waitForTimeout(200);
  }
  await expect.poll(() => count(events, 'exit-intent')).toBe(1);
  await page.waitForTimeout(500);
  expect(count(events, 'exit-intent')).toBe(1);
  const exit = events.find((e) => e.name === 'exit-intent')!;
  expect(exit.status).toBe(202);
  expect(exit.props).toMatchObject({ pageViews: 1 });
  expect(typeof exit.props.secondsOnPage).toBe('number');

  // A new page view may fire it again, once (watched from when the page's behaviour starts,
  // after the load event, which also counts the view).
  await page.goto('/pricing');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('analyticsPageViews'))).toBe('2');
  for (let i = 0; i < 2; i++) await page.evaluate(() => document.dispatchEvent(new MouseEvent('mouseout', { clientY: -2, bubbles: true })));
  await expect.poll(() => count(events, 'exit-intent')).toBe(2);
});

test('the calls to action record their events, with nothing personal', async ({ page }) => {
  const events = recordEvents(page);
  await page.goto('/');
  await expect.poll(() => count(events, 'homepage-viewed')).toBe(1);
  // The browser hands a beacon sent while leaving the page to the network on its own, where the
  // test cannot see it; stay on the page so the request is observed (the page's handler runs first).
  await page.evaluate(() =>
    document.querySelectorAll('[data-hero-cta], [data-pricing-cta]').forEach((a) => a.addEventListener('click', (e) => e.preventDefault())),
  );
  await page.getByRole('link', { name: 'View Pricing' }).click();
  await expect.poll(() => count(events, 'pricing-cta-clicked')).toBe(1);
  await page.getByRole('link', { name: 'Start Creating Stories' }).click();
  await expect.poll(() => count(events, 'hero-cta-clicked')).toBe(1);
  expect(events.find((e) => e.name === 'hero-cta-clicked')!.props).toEqual({ target: '/signup?redirectTo=%2Fcreate-story' });
  for (const e of events) {
    expect(e.status).toBe(202);
    expect(JSON.stringify(e)).not.toMatch(/@|authToken|password/);
  }
});
