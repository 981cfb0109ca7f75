/**
 * Secrets stay out of logs and links do not outlive their configured lifetime:
 * the first-start gift code is never written into the structured log (it goes to a file only its
 * owner can read, and at most once to an interactive terminal), and export download links honour
 * SIGNED_URL_TTL_SECONDS instead of a fixed 24 hours.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestUser } from '../../helpers/auth.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';
import { FIRST_START_GIFT_CODE_FILE, seedCommerceAtStart } from '../../../src/server/commerce/seed-at-start.ts';
import { redeemGiftCode } from '../../../src/server/commerce/gift-codes.ts';
import { presentExport } from '../../../src/server/exports/export-view.ts';
import type { Runtime } from '../../../src/server/runtime.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ SIGNED_URL_TTL_SECONDS: '600' });
});
afterAll(async () => app?.close());

describe('the first-start gift code', () => {
  it('is kept in a 0600 file in DATA_DIR, never in the structured log', async () => {
    await app.runtime.db.query('DELETE FROM gift_codes');
    const lines: string[] = [];
    const log = pino({ level: 'trace' }, new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }));
    const printed: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void printed.push(args.join(' ')));
    try {
      const runtime = { ...app.runtime, log, mode: 'embedded', config: { ...app.runtime.config, LOG_LEVEL: 'info' } } as unknown as Runtime;
      await seedCommerceAtStart(runtime);
    } finally {
      spy.mockRestore();
    }
    const file = path.join(app.runtime.config.DATA_DIR, FIRST_START_GIFT_CODE_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const code = /BH(?:-[0-9A-Z]{4}){4}/.exec(fs.readFileSync(file, 'utf8'))?.[0];
    expect(code).toBeTruthy();
    // The log says where the code is, not what it is.
    expect(lines.join('')).toContain(FIRST_START_GIFT_CODE_FILE);
    expect(lines.join('')).not.toContain(code!);
    // Output here is not a terminal: nothing prints the code either.
    expect(printed.join('\n')).not.toContain(code!);
    // And it is a real, redeemable code.
    const user = await createTestUser(app);
    expect((await redeemGiftCode(app.runtime.db, user.userId, code!)).message).toBeTruthy();
  });
});

describe('export download links', () => {
  it('last SIGNED_URL_TTL_SECONDS, not 24 hours', async () => {
    const now = Math.floor(Date.now() / 1000);
    const view = await presentExport(
      app.runtime.storage,
      {
        id: '00000000-0000-4000-8000-000000000001',
        storyId: '00000000-0000-4000-8000-000000000002',
        userId: 'u',
        type: 'video',
        status: 'COMPLETED',
        storageKey: 'stories/x/exports/y.mp4',
        error: null,
        createdAt: new Date(),
        updatedAt: new Date(),
      },
      'Leo and the Moon',
    );
    expect(view.storageUrlExpiresAt).not.toBeNull();
    expect(view.storageUrlExpiresAt! - now).toBeLessThanOrEqual(605);
    expect(view.storageUrlExpiresAt! - now).toBeGreaterThanOrEqual(595);
  });
});
