import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests in Debian Chromium (`apt-get install -y chromium`) against the built site served
 * by the real server (src/server/main.ts) on a throwaway data folder. Run after `npm run build`.
 */
const PORT = Number(process.env.E2E_PORT ?? 4455);
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`;
/** A run on another port gets its own data folder, so two runs never delete each other's database. */
export const DATA_DIR = process.env.E2E_DATA_DIR ?? (PORT === 4455 ? 'tmp/e2e-data' : `tmp/e2e-data-${PORT}`);
/** While a test keeps this file, the server's pipeline holds every page but the first (config PIPELINE_TEST_HOLD_FILE). */
export const PIPELINE_HOLD_FILE = path.resolve(DATA_DIR, 'pipeline-hold');

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${DATA_DIR} && npx tsx src/server/main.ts`,
    url: `${E2E_BASE_URL}/v1/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: E2E_BASE_URL,
      DATA_DIR,
      LOG_LEVEL: 'warn',
      SEED_EXAMPLES: process.env.E2E_SEED_EXAMPLES ?? 'true',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      // Enough monthly stories for the My Stories pagination test (12 = three pages), and still few
      // enough that the create-story limit can be reached through the API.
      FREE_STORIES_PER_MONTH: '12',
      PIPELINE_TEST_HOLD_FILE: PIPELINE_HOLD_FILE,
    },
  },
});
