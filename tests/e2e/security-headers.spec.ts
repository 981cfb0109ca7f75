/**
 * Security headers of the page family on the real server: prerendered pages
 * (serve-static), server-rendered pages (Astro), the 404 page and static assets; and proof that a CSP
 * violation reaches the console, where every other browser test fails on it (fixtures.ts).
 */
import type { APIResponse } from '@playwright/test';
import { expect, test } from './fixtures.ts';

function expectPageHeaders(res: APIResponse, path: string): void {
  const h = res.headers();
  expect(h['x-content-type-options'], path).toBe('nosniff');
  expect(h['x-frame-options'], path).toBe('DENY');
  expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  expect(h['cross-origin-opener-policy'], path).toBe('same-origin');
  expect(h['permissions-policy'], path).toContain(/^(\/\w\w)?\/personalize$/.test(path) ? 'microphone=(self)' : 'microphone=()');
  const csp = h['content-security-policy'] ?? '';
  expect(csp, path).toContain("frame-ancestors 'none'");
  expect(csp, path).toContain("default-src 'self'");
  expect(csp, path).toContain("object-src 'none'");
  // Scripts run only from this origin or by hash: never inline at large.
  expect(csp, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
  expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
}

test('every page family answers with the security headers', async ({ request }) => {
  for (const path of [
    '/',
    '/library',
    '/pricing',
    '/login',
    '/create-story',
    '/personalize',
    '/de/personalize',
    '/ar/personalize',
    '/de/pricing',
    '/stories',
    '/terms',
  ]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type'], path).toContain('text/html');
    expectPageHeaders(res, path);
  }
  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  expectPageHeaders(missing, '/no-such-page');
  // Server-rendered: a public story (or its not-found page when the library is still being made).
  const story = await request.get('/public-stories/00000000-0000-4000-8000-000000000000');
  expect(story.status()).toBe(404);
  expectPageHeaders(story, '/public-stories/…');
  // A hashed asset is never sniffed either.
  const html = await (await request.get('/')).text();
  const asset = /(?:src|component-url)="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  const js = await request.get(asset!);
  expect(js.headers()['x-content-type-options']).toBe('nosniff');
});

test.describe('a CSP violation', () => {
  test.use({ allowConsoleErrors: [/Content Security Policy/] });

  test('blocks an injected inline script and is reported in the console', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' && /Content Security Policy/.test(msg.text())) violations.push(msg.text());
    });
    await page.goto('/library');
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__injected = true;';
      document.body.append(s);
    });
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    await expect.poll(() => violations.length).toBeGreaterThan(0);
  });
});
