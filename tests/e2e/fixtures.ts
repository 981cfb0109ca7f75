/**
 * Shared Playwright fixtures: every test fails on a console error or an uncaught page error,
 * except the expected ones a test declares with `allowConsoleErrors`.
 */
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ allowConsoleErrors: RegExp[]; consoleGuard: void }>({
  allowConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const text = msg.text();
        // A 4xx the page handles (401 before sign-in, 404 of a missing story) is logged by the browser itself.
        if (/Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return;
        if (allowConsoleErrors.some((re) => re.test(text))) return;
        errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use();
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
