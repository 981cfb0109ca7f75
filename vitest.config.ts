import { defineConfig } from 'vitest/config';

/** Unit, API and real-input suites. Browser tests run under Playwright (playwright.config.ts). */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/real-input/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
  },
});
