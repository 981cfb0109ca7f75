/**
 * The built-in test payments provider: its checkout and billing portal
 * work in the embedded mode and, on a scaled (Postgres) install without Stripe keys, only with
 * ALLOW_TEST_CHECKOUT=true; without it checkout is refused with a clear message and nothing is
 * granted. The test portal cancels the parent's subscription and its entitlement ends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CHECKOUT_DISABLED_MESSAGE } from '../../../src/server/commerce/checkout.ts';
import { authHeader, createTestUser } from '../../helpers/auth.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';
import { postJson } from './account-helpers.ts';

const scaled = Boolean(process.env.DATABASE_URL);

describe.runIf(scaled)('the test checkout on a scaled install without ALLOW_TEST_CHECKOUT', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ FREE_STORIES_PER_MONTH: '0', ALLOW_TEST_CHECKOUT: 'false' });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it('is refused, grants nothing, and the portal says payments are not set up', async () => {
    expect(app.runtime.mode).toBe('scaled');
    const user = await createTestUser(app);
    const res = await postJson(app, user, '/v1/purchases/create-checkout-session', { price_id: 'lite-bundle' });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(TEST_CHECKOUT_DISABLED_MESSAGE);
    const [row] = await app.runtime.db.query<{ n: number }>('SELECT count(*)::int AS n FROM checkout_sessions WHERE user_id = $1', [user.userId]);
    expect(row!.n).toBe(0);
    const portal = await postJson(app, user, '/v1/billing/portal');
    expect(portal.status).toBe(503);
  });
});

describe(`the test checkout and test portal (${scaled ? 'scaled with ALLOW_TEST_CHECKOUT=true' : 'embedded'})`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ FREE_STORIES_PER_MONTH: '0', ...(scaled ? { ALLOW_TEST_CHECKOUT: 'true' } : {}) });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it('buys a plan, opens the test portal and cancels the subscription there', async () => {
    const user = await createTestUser(app);
    const checkout = await postJson(app, user, '/v1/purchases/create-checkout-session', { price_id: 'plus-monthly' });
    expect(checkout.status).toBe(200);
    const sessionId = (checkout.body.checkout_url as string).split('/').pop()!;
    expect((await postJson(app, user, `/v1/purchases/test-checkout/${sessionId}/complete`)).status).toBe(200);

    const portal = await postJson(app, user, '/v1/billing/portal');
    expect(portal.status).toBe(200);
    expect(portal.body.url).toBe(`/billing/test-portal`);
    // Opened from the German My Purchases page, the test portal is the German one.
    const de = await app.fetch('/v1/billing/portal', { method: 'POST', headers: { ...authHeader(user), referer: `${app.url}/de/my-purchases` } });
    expect(((await de.json()) as { url: string }).url).toBe('/de/billing/test-portal');
    const list = (await (await app.fetch('/v1/billing/test-portal', { headers: authHeader(user) })).json()) as { subscriptions: Array<{ id: string }> };
    expect(list.subscriptions).toHaveLength(1);

    const other = await createTestUser(app);
    expect((await postJson(app, other, `/v1/billing/test-portal/subscriptions/${list.subscriptions[0]!.id}/cancel`)).status).toBe(404);

    const cancelled = await postJson(app, user, `/v1/billing/test-portal/subscriptions/${list.subscriptions[0]!.id}/cancel`);
    expect(cancelled.status).toBe(200);
    const [row] = await app.runtime.db.query<{ status: string; endedAt: Date | null }>(
      'SELECT status, ended_at AS "endedAt" FROM subscriptions WHERE user_id = $1',
      [user.userId],
    );
    expect(row!.status).toBe('canceled');
    expect(row!.endedAt).not.toBeNull();
    const after = (await (await app.fetch('/v1/billing/test-portal', { headers: authHeader(user) })).json()) as { subscriptions: unknown[] };
    expect(after.subscriptions).toHaveLength(0);
  });
});
