/**
 * Billing self-service over real HTTP against the fake Stripe API: a refund or a
 * dispute takes back the purchase's unspent credits (never what was spent), written to the
 * ledger, exactly once however often Stripe redelivers; the Customer Portal session is made for
 * the parent's Stripe customer; a deleted subscription ends the entitlement.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_STRIPE_KEY, startFakeStripe, type FakeStripe, type FakeStripeEvent } from '../../fakes/fake-stripe.ts';
import { authHeader, createTestUser, type TestUser } from '../../helpers/auth.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';

const WEBHOOK_SECRET = 'whsec_test_account_billing';
const signer = new Stripe('sk_test_signer_only');

describe('Stripe refunds, disputes and the customer portal', () => {
  let fake: FakeStripe;
  let app: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripe();
    app = await startTestApp({
      STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
      FREE_STORIES_PER_MONTH: '0',
    });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  const deliver = async (event: FakeStripeEvent) => {
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const res = await app.fetch('/v1/webhooks/stripe', {
      method: 'POST',
      headers: { 'stripe-signature': header, 'content-type': 'application/json' },
      body: payload,
    });
    expect(res.status).toBe(200);
    return (await res.json()) as { outcome: string };
  };

  const buy = async (user: TestUser, priceId: string) => {
    const res = await app.fetch('/v1/purchases/create-checkout-session', {
      method: 'POST',
      headers: { ...authHeader(user), 'content-type': 'application/json' },
      body: JSON.stringify({ price_id: priceId }),
    });
    expect(res.status).toBe(200);
    const sessionId = ((await res.json()) as { checkout_url: string }).checkout_url.split('/').pop()!;
    const { completed, invoicePaid } = fake.complete(sessionId);
    expect((await deliver(completed)).outcome).toBe('processed');
    if (invoicePaid) await deliver(invoicePaid);
    return sessionId;
  };

  const storyCredits = async (user: TestUser) => {
    const res = await app.fetch('/v1/me/usage', { headers: authHeader(user) });
    const entries = (await res.json()) as Array<{ resource: string; initial: number; remaining: number; used: number }>;
    return entries.find((e) => e.resource === 'STORY_GENERATION')!;
  };

  /** Spends `n` credits the way a story does (held, then consumed). */
  const spend = async (user: TestUser, n: number) => {
    const grant = await app.runtime.db.query<{ id: string }>(`SELECT id FROM credit_grants WHERE user_id = $1 LIMIT 1`, [user.userId]);
    for (let i = 0; i < n; i++) {
      await app.runtime.db.query(`INSERT INTO credit_spends (grant_id, user_id, status) VALUES ($1, $2, 'consumed')`, [grant[0]!.id, user.userId]);
    }
  };

  const adjustments = (user: TestUser) =>
    app.runtime.db.query<{ reason: string; quantityRemoved: number }>(
      `SELECT reason, quantity_removed AS "quantityRemoved" FROM credit_adjustments WHERE user_id = $1 ORDER BY created_at`,
      [user.userId],
    );

  it('a refund removes the unspent credits of the bundle once, however often it is delivered', async () => {
    const user = await createTestUser(app);
    const session = await buy(user, 'lite-bundle');
    const bought = await storyCredits(user);
    expect(bought.remaining).toBeGreaterThan(2);
    await spend(user, 2);

    const refund = fake.refund(session);
    expect((await deliver(refund)).outcome).toBe('processed');
    const after = await storyCredits(user);
    expect(after.remaining).toBe(0);
    expect(after.used).toBe(2);
    expect(after.initial).toBe(2); // never below what was spent
    expect(await adjustments(user)).toEqual([{ reason: 'refund', quantityRemoved: bought.initial - 2 }]);

    // Redelivered (same event id) and a second refund event of the same charge: nothing more.
    expect((await deliver(refund)).outcome).toBe('duplicate');
    expect((await deliver({ ...refund, id: `${refund.id}_again` })).outcome).toBe('processed');
    expect(await storyCredits(user)).toMatchObject({ initial: 2, used: 2, remaining: 0 });
    expect(await adjustments(user)).toHaveLength(1);
  });

  it('a dispute removes the unspent credits once; a refund of the same payment afterwards removes nothing more', async () => {
    const user = await createTestUser(app);
    const session = await buy(user, 'lite-bundle');
    const bought = await storyCredits(user);
    await spend(user, 1);
    const dispute = fake.dispute(session);
    await Promise.all([deliver(dispute), deliver(dispute), deliver(dispute)]);
    expect(await storyCredits(user)).toMatchObject({ initial: 1, used: 1, remaining: 0 });
    expect(await adjustments(user)).toEqual([{ reason: 'dispute', quantityRemoved: bought.initial - 1 }]);
    await deliver(fake.refund(session));
    expect(await adjustments(user)).toHaveLength(1);
    expect(await storyCredits(user)).toMatchObject({ initial: 1, remaining: 0 });
  });

  it('a refunded subscription payment takes back its month; a deleted subscription ends the entitlement', async () => {
    const user = await createTestUser(app);
    const session = await buy(user, 'pro-monthly');
    expect((await storyCredits(user)).remaining).toBeGreaterThan(0);
    await deliver(fake.refund(session));
    expect((await storyCredits(user)).remaining).toBe(0);
    const subscriptionId = fake.sessions.get(session)!.subscription as string;
    await deliver(fake.cancel(subscriptionId));
    const [row] = await app.runtime.db.query<{ status: string }>('SELECT status FROM subscriptions WHERE external_id = $1', [subscriptionId]);
    expect(row!.status).toBe('canceled');
  });

  it('opens the Stripe Customer Portal for the parent who paid, and says so when there is nothing to manage', async () => {
    const user = await createTestUser(app);
    const none = await app.fetch('/v1/billing/portal', { method: 'POST', headers: authHeader(user) });
    expect(none.status).toBe(404);
    expect(((await none.json()) as { message: string }).message).toBe('You have no subscription or payment to manage yet.');

    const session = await buy(user, 'pro-monthly');
    const res = await app.fetch('/v1/billing/portal', { method: 'POST', headers: authHeader(user) });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
    const request = fake.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1)!;
    expect(fake.form(request)).toMatchObject({ customer: fake.sessions.get(session)!.customer, return_url: `${app.url}/my-purchases`, locale: 'en' });

    // Opened from the Japanese My Purchases page, Stripe's portal and the way back speak Japanese.
    const ja = await app.fetch('/v1/billing/portal', { method: 'POST', headers: { ...authHeader(user), referer: `${app.url}/ja/my-purchases` } });
    expect(ja.status).toBe(200);
    const jaRequest = fake.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1)!;
    expect(fake.form(jaRequest)).toMatchObject({ return_url: `${app.url}/ja/my-purchases`, locale: 'ja' });
  });
});
