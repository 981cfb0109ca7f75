/**
 * Stored XSS through a published story: a character named
 * `</script><script>…</script>` in a public story's title and hero once ended the JSON-LD element
 * of /public-stories/{id} and ran script. The page must keep the name as data: one JSON-LD block
 * that parses back to the exact title, no script element made from the name, no dialog.
 *
 * Runs its own server on a data folder seeded before it starts (a published story cannot be made
 * through the API), like purchases.spec.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRuntime } from '../../src/server/runtime.ts';
import { expect, test } from './fixtures.ts';
import { startOwnServer, type OwnServer } from './helpers/own-server.ts';

const PORT = Number(process.env.E2E_XSS_PORT ?? Number(process.env.E2E_PORT ?? 4455) + 40);
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.resolve(`tmp/e2e-xss-${PORT}`);
const HOSTILE = '</script><script>window.__xss=1;alert(1)</script><!--';
const TITLE = `${HOSTILE} and the Brave Night`;
let server: OwnServer | undefined;
let storyId = '';

test.use({ baseURL: BASE });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  const env = { DATABASE_URL: '', DATA_DIR, SEED_EXAMPLES: 'false', LOG_LEVEL: 'silent', PUBLIC_URL: BASE };
  const runtime = await createRuntime({ env });
  try {
    const [user] = await runtime.db.query<{ id: string }>(`INSERT INTO users (id, email) VALUES (gen_random_uuid(), 'xss@example.com') RETURNING id`);
    const [story] = await runtime.db.query<{ id: string }>(
      `INSERT INTO stories (user_id, is_public, title, language, age, illustration_style, hero, seed, status, completed_at)
       VALUES ($1, true, $2, 'en', 5, 'storybook', $3::jsonb, 1, 'COMPLETE', now()) RETURNING id`,
      [user!.id, TITLE, JSON.stringify({ name: HOSTILE, kind: 'human' })],
    );
    await runtime.db.query(`INSERT INTO story_chunks (story_id, position, content, scene, illustration_prompt) VALUES ($1, 0, $2, '{}'::jsonb, '')`, [
      story!.id,
      `Once upon a time ${HOSTILE} went to sleep.`,
    ]);
    storyId = story!.id;
  } finally {
    await runtime.close();
  }
  server = await startOwnServer(PORT, { ...env, LOG_LEVEL: 'warn', RUN_WORKER: 'true' });
});

test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
});

test('a hostile name in a public story stays data: no script runs, the JSON-LD parses back to it', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const res = await page.goto(`/public-stories/${storyId}`);
  expect(res?.status()).toBe(200);
  const html = await res!.text();
  // In the JSON-LD the name is escaped (inside quoted attributes a raw '<' is harmless text).
  expect(html).toContain('"name":"\\u003c/script\\u003e\\u003cscript\\u003ewindow.__xss');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks).toHaveLength(1);
  expect((JSON.parse(blocks[0]!) as { name: string }).name).toBe(TITLE);
  const injected = await page
    .locator('script')
    .evaluateAll((els) => els.filter((e) => e.textContent?.includes('__xss') && e.getAttribute('type') !== 'application/ld+json').length);
  expect(injected).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator('h1').first()).toContainText('and the Brave Night');
  expect(dialogs).toEqual([]);
});
