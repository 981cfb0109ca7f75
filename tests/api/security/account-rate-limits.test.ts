/**
 * Per-account rate limits on every signed-in endpoint that does work: one account flooding the
 * wish preview (POST /v1/stories/interpret) is answered 429 with Retry-After once it passes its
 * limit, while another parent's previews are still answered; and every other working endpoint
 * (uploads, stories, exports, shares, payments) refuses an account that used up its window
 * before it reads the body or does anything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../helpers/auth.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';
import { ACCOUNT_RATE_LIMITED, ACCOUNT_RATE_LIMITS, windowStart } from '../../../src/server/http/rate-limit.ts';

let app: TestApp;
let flooder: TestUser;
let parent: TestUser;
beforeAll(async () => {
  app = await startTestApp();
  [flooder, parent] = await Promise.all([createTestUser(app), createTestUser(app)]);
}, 60_000);
afterAll(async () => app?.close());

const interpret = async (user: TestUser) => {
  const res = await app.fetch('/v1/stories/interpret', {
    method: 'POST',
    headers: { Authorization: `Bearer ${user.accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ free_text: 'a dragon who is afraid of the dark', language: 'en' }),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as { message?: string; code?: string } };
};

describe('per-account rate limits', () => {
  it('cuts off one account flooding the wish preview, and keeps answering another parent', async () => {
    const { limit } = ACCOUNT_RATE_LIMITS.interpret;
    const replies: Awaited<ReturnType<typeof interpret>>[] = [];
    // In bursts of 20, as fast as the server answers; a window edge can reset the count once.
    for (let sent = 0; sent < 2 * limit + 40; sent += 20) replies.push(...(await Promise.all(Array.from({ length: 20 }, () => interpret(flooder)))));
    const limited = replies.filter((r) => r.status === 429);
    console.log(`interpret flood: ${replies.length} sent, ${replies.filter((r) => r.status === 200).length} answered, ${limited.length} refused`);
    expect(limited.length).toBeGreaterThanOrEqual(40);
    expect(replies.filter((r) => r.status === 200).length).toBeLessThanOrEqual(2 * limit);
    expect(limited[0]!.body).toMatchObject({ code: 'rate_limited', message: ACCOUNT_RATE_LIMITED });
    expect(Number(limited[0]!.retryAfter)).toBeGreaterThan(0);
    expect(Number(limited[0]!.retryAfter)).toBeLessThanOrEqual(60);
    expect(replies.every((r) => r.status === 200 || r.status === 429)).toBe(true);

    const other = await interpret(parent);
    expect(other.status).toBe(200);
  }, 120_000);

  it('covers every endpoint that does work, before the body is read', async () => {
    const story = '00000000-0000-4000-8000-000000000000';
    const endpoints: [keyof typeof ACCOUNT_RATE_LIMITS, string, string][] = [
      ['create-story', 'POST', '/v1/stories'],
      ['continue-story', 'POST', `/v1/stories/${story}/continue`],
      ['upload-character', 'POST', '/v1/me/characters'],
      ['upload-voice', 'POST', '/v1/me/voice-samples'],
      ['page-recording', 'POST', `/v1/stories/${story}/recordings/1`],
      ['character-edit', 'PATCH', '/v1/me/characters/1/look'],
      ['character-edit', 'PUT', '/v1/me/characters/1/boundaries'],
      ['export', 'POST', `/v1/stories/${story}/exports`],
      ['share', 'POST', `/v1/stories/${story}/shares`],
      ['account-export', 'POST', '/v1/account/export'],
      ['checkout', 'POST', '/v1/purchases/create-checkout-session'],
      ['gift-code', 'POST', '/v1/purchases/redeem-gift-code'],
      ['billing-portal', 'POST', '/v1/billing/portal'],
    ];
    const user = await createTestUser(app);
    const now = Date.now();
    for (const [purpose] of endpoints) {
      const { limit, windowMs } = ACCOUNT_RATE_LIMITS[purpose];
      // This window and the next: the request may land just after the edge.
      for (const at of [now, now + windowMs]) {
        await app.runtime.db.query(
          `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, $3) ON CONFLICT (key, window_start) DO UPDATE SET count = $3`,
          [`account-${purpose}:${user.userId}`, windowStart(at, windowMs), limit],
        );
      }
    }
    for (const [purpose, method, path] of endpoints) {
      const res = await app.fetch(path, { method, headers: { Authorization: `Bearer ${user.accessToken}`, 'Content-Type': 'application/json' }, body: '{}' });
      const body = (await res.json()) as { code?: string };
      expect({ purpose, method, path, status: res.status, code: body.code }).toEqual({ purpose, method, path, status: 429, code: 'rate_limited' });
    }
    // Another account is not touched by this one's windows.
    const res = await app.fetch('/v1/account/export', { method: 'POST', headers: { Authorization: `Bearer ${parent.accessToken}` } });
    expect(res.status).toBe(200);
  }, 60_000);
});
