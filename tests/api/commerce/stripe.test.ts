/**
 * Stripe payments over real HTTP against a local fake Stripe API: checkout session
 * creation (mode, line item, idempotency key, user reference) and signed webhook deliveries
 * made with the stripe library's test header helper. Whatever arrives (valid, forged, stale,
 * repeated, out of order), a payment ends as exactly one purchase and one credit grant.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_STRIPE_KEY, startFakeStripe, type FakeStripe, type FakeStripeEvent } from '../../fakes/fake-stripe.ts';
import { authHeader, createTestUser, type TestUser } from '../../helpers/auth.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';

const WEBHOOK_SECRET = 'whsec_test_bedtime_hero';
const signer = new Stripe('sk_test_signer_only');

describe('Stripe checkout and webhooks', () => {
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
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  const deliver = (event: FakeStripeEvent, options: { secret?: string; timestamp?: number } = {}) => {
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp });
    return app.fetch('/v1/webhooks/stripe', { method: 'POST', headers: { 'stripe-signature': header, 'content-type': 'application/json' }, body: payload });
  };

  const checkout = async (user: TestUser, priceId: string) => {
    const res = await app.fetch('/v1/purchases/create-checkout-session', {
      method: 'POST',
      headers: { ...authHeader(user), 'content-type': 'application/json' },
      body: JSON.stringify({ price_id: priceId }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { checkout_url: string };
    const sessionId = body.checkout_url.split('/').pop()!;
    return { url: body.checkout_url, sessionId, request: fake.requests.at(-1)! };
  };

  const ledger = async (userId: string) => {
    const db = app.runtime.db;
    const purchases = await db.query<{ amount: number; origin: string; externalId: string }>(
      `SELECT amount, origin, external_id AS "externalId" FROM purchases WHERE user_id = $1`,
      [userId],
    );
    const grants = await db.query<{ quantity: number; source: string }>(`SELECT quantity, source FROM credit_grants WHERE user_id = $1 ORDER BY period_start`, [
      userId,
    ]);
    return { purchases, grants };
  };

  const usage = async (user: TestUser) => {
    const res = await app.fetch('/v1/me/usage', { headers: authHeader(user) });
    return (await res.json()) as Array<{ resource: string; initial: number; remaining: number; used: number; unlimited: boolean }>;
  };

  it('creates a payment-mode session for a bundle and a subscription-mode session for a plan, each with an idempotency key', async () => {
    const user = await createTestUser(app);
    const bundle = await checkout(user, 'lite-bundle');
    expect(bundle.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const bundleForm = fake.form(bundle.request);
    expect(bundle.request.headers['idempotency-key']).toMatch(/^checkout-[0-9a-f-]{36}$/);
    expect(bundleForm).toMatchObject({
      mode: 'payment',
      client_reference_id: user.userId,
      metadata: { user_id: user.userId, price_id: 'lite-bundle' },
      line_items: [{ quantity: '1', price_data: { currency: 'eur', unit_amount: '999' } }],
    });
    expect(bundleForm.line_items[0].price_data.recurring).toBeUndefined();
    expect(bundleForm.success_url).toContain('/purchase/success?price_id=lite-bundle&amount=9.99');
    expect(bundleForm.cancel_url).toMatch(/\/purchase\/error$/);

    const plan = await checkout(user, 'pro-yearly');
    const planForm = fake.form(plan.request);
    expect(planForm).toMatchObject({
      mode: 'subscription',
      line_items: [{ quantity: '1', price_data: { currency: 'eur', unit_amount: '19990', recurring: { interval: 'year' } } }],
      subscription_data: { metadata: { user_id: user.userId, price_id: 'pro-yearly' } },
    });
    // A second click is a new attempt with its own key; nothing is granted before payment.
    expect(plan.request.headers['idempotency-key']).not.toBe(bundle.request.headers['idempotency-key']);
    expect((await ledger(user.userId)).purchases).toEqual([]);
  });

  it("speaks the parent's UI language: Stripe's locale, the translated description and localized return pages", async () => {
    const user = await createTestUser(app);
    const post = (body: unknown) =>
      app.fetch('/v1/purchases/create-checkout-session', {
        method: 'POST',
        headers: { ...authHeader(user), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post({ price_id: 'lite-bundle', locale: 'de' })).status).toBe(200);
    const de = fake.form(fake.requests.at(-1)!);
    expect(de.locale).toBe('de');
    expect(de.line_items[0].price_data.product_data.description).toBe('Zehn Geschichten, die du nutzen kannst, wann du willst, ein Jahr lang gültig.');
    expect(de.success_url).toContain('/de/purchase/success?price_id=lite-bundle&amount=9.99');
    expect(de.cancel_url).toMatch(/\/de\/purchase\/error$/);
    // Stripe has no Arabic page: it follows the browser; our pages come back in Arabic.
    expect((await post({ price_id: 'plus-monthly', locale: 'ar' })).status).toBe(200);
    const ar = fake.form(fake.requests.at(-1)!);
    expect(ar.locale).toBe('auto');
    expect(ar.success_url).toContain('/ar/purchase/success?');
    // An unknown language is refused in words and makes no session.
    const before = fake.requests.length;
    const bad = await post({ price_id: 'plus-monthly', locale: 'xx' });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { message: string }).message).toBe('Unknown language.');
    expect(fake.requests.length).toBe(before);
  });

  it('refuses an unknown or inactive price', async () => {
    const user = await createTestUser(app);
    const res = await app.fetch('/v1/purchases/create-checkout-session', {
      method: 'POST',
      headers: { ...authHeader(user), 'content-type': 'application/json' },
      body: JSON.stringify({ price_id: 'diamond-forever' }),
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'This plan is no longer available.' });
  });

  it('grants a bundle once for a valid delivery repeated three times', async () => {
    const user = await createTestUser(app);
    const { sessionId } = await checkout(user, 'lite-bundle');
    const { completed } = fake.complete(sessionId);
    for (let i = 0; i < 3; i++) {
      const res = await deliver(completed);
      expect(res.status).toBe(200);
      expect((await res.json()).outcome).toBe(i === 0 ? 'processed' : 'duplicate');
    }
    const { purchases, grants } = await ledger(user.userId);
    expect(purchases).toEqual([{ amount: 999, origin: 'stripe', externalId: sessionId }]);
    expect(grants).toEqual([{ quantity: 10, source: 'bundle' }]);
    const story = (await usage(user)).find((u) => u.resource === 'STORY_GENERATION')!;
    expect(story).toMatchObject({ initial: 10, remaining: 10, used: 0 });
    // A bundle never raises a capacity.
    expect((await usage(user)).find((u) => u.resource === 'VOICE_SAMPLE')!.initial).toBe(app.runtime.config.VOICE_SAMPLE_CAPACITY);
  });

  it('changes nothing for a forged or a stale delivery', async () => {
    const user = await createTestUser(app);
    const { sessionId } = await checkout(user, 'power-bundle');
    const { completed } = fake.complete(sessionId);

    const forged = await deliver(completed, { secret: 'whsec_someone_else' });
    expect(forged.status).toBe(400);
    const tampered = JSON.stringify({ ...completed, data: { object: { ...completed.data.object, amount_total: 1 } } });
    const header = signer.webhooks.generateTestHeaderString({ payload: JSON.stringify(completed), secret: WEBHOOK_SECRET });
    const swapped = await app.fetch('/v1/webhooks/stripe', { method: 'POST', headers: { 'stripe-signature': header }, body: tampered });
    expect(swapped.status).toBe(400);
    const unsigned = await app.fetch('/v1/webhooks/stripe', { method: 'POST', body: JSON.stringify(completed) });
    expect(unsigned.status).toBe(400);
    const stale = await deliver(completed, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 });
    expect(stale.status).toBe(400);

    expect(await ledger(user.userId)).toEqual({ purchases: [], grants: [] });
    const seen = await app.runtime.db.query('SELECT 1 FROM processed_events WHERE id = $1', [completed.id]);
    expect(seen).toEqual([]);

    // The genuine delivery still works afterwards.
    expect((await deliver(completed)).status).toBe(200);
    expect((await ledger(user.userId)).grants).toEqual([{ quantity: 20, source: 'bundle' }]);
  });

  it('waits for an async payment: an unpaid completion grants nothing, its success event grants once', async () => {
    const user = await createTestUser(app);
    const { sessionId } = await checkout(user, 'lite-bundle');
    const { completed } = fake.complete(sessionId, { paymentStatus: 'unpaid' });
    expect((await deliver(completed)).status).toBe(200);
    expect((await ledger(user.userId)).purchases).toEqual([]);
    const succeeded = fake.event('checkout.session.async_payment_succeeded', { ...completed.data.object, payment_status: 'paid' });
    await deliver(succeeded);
    await deliver(succeeded);
    expect((await ledger(user.userId)).grants).toEqual([{ quantity: 10, source: 'bundle' }]);
  });

  it('ignores event types outside the allow-list', async () => {
    const res = await deliver(fake.event('customer.updated', { id: 'cus_1', object: 'customer' }));
    expect(res.status).toBe(200);
    expect((await res.json()).outcome).toBe('ignored');
  });

  it('ends with one purchase and one grant for a subscription whatever the order, renews and ends it', async () => {
    const user = await createTestUser(app);
    const { sessionId } = await checkout(user, 'plus-monthly');
    const { completed, invoicePaid } = fake.complete(sessionId);
    // Out of order: the first invoice arrives before the session completion, then both again.
    for (const event of [invoicePaid!, completed, invoicePaid!, completed]) expect((await deliver(event)).status).toBe(200);

    let state = await ledger(user.userId);
    expect(state.purchases).toEqual([{ amount: 1199, origin: 'stripe', externalId: invoicePaid!.data.object.id }]);
    expect(state.grants).toEqual([{ quantity: 10, source: 'subscription' }]);
    let entries = await usage(user);
    expect(entries.find((u) => u.resource === 'STORY_GENERATION')).toMatchObject({ initial: 10, remaining: 10 });
    // The plan raises the capacities while it is active (Plus: 5 voices, 10 characters).
    expect(entries.find((u) => u.resource === 'VOICE_SAMPLE')!.initial).toBe(5);
    expect(entries.find((u) => u.resource === 'IMAGE_SAMPLE')!.initial).toBe(10);

    // Renewal: the next period's invoice is a second purchase with next month's credits.
    const subscriptionId = completed.data.object.subscription as string;
    const renewal = fake.renew(subscriptionId);
    await deliver(renewal);
    await deliver(renewal);
    state = await ledger(user.userId);
    expect(state.purchases).toHaveLength(2);
    expect(state.grants).toEqual([
      { quantity: 10, source: 'subscription' },
      { quantity: 10, source: 'subscription' },
    ]);
    const [sub] = await app.runtime.db.query<{ status: string; end: Date }>(
      `SELECT status, current_period_end AS end FROM subscriptions WHERE external_id = $1`,
      [subscriptionId],
    );
    expect(sub!.status).toBe('active');
    expect(sub!.end.getTime()).toBe(renewal.data.object.lines.data[0].period.end * 1000);

    // A late copy of the first invoice does not move the period back.
    await deliver({ ...invoicePaid!, id: `${invoicePaid!.id}_late` });
    const [again] = await app.runtime.db.query<{ end: Date }>(`SELECT current_period_end AS end FROM subscriptions WHERE external_id = $1`, [subscriptionId]);
    expect(again!.end.getTime()).toBe(sub!.end.getTime());

    // Cancellation: capacities back to the base at once; next month's unspent credits removed.
    const deleted = fake.cancel(subscriptionId);
    await deliver(deleted);
    await deliver(deleted);
    entries = await usage(user);
    expect(entries.find((u) => u.resource === 'VOICE_SAMPLE')!.initial).toBe(app.runtime.config.VOICE_SAMPLE_CAPACITY);
    state = await ledger(user.userId);
    expect(state.grants).toEqual([{ quantity: 10, source: 'subscription' }]);
    expect(state.purchases).toHaveLength(2);
  });
});
