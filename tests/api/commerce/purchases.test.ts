/**
 * Plans, the built-in test checkout, gift codes and the purchase history over real HTTP
 * (/v1/plans, /v1/purchases/*, /v1/me/purchases, /v1/me/usage), without Stripe.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATALOGUE, loadCatalogue, seedCatalogue } from '../../../src/server/commerce/catalogue.ts';
import { mintGiftCodes } from '../../../src/server/commerce/gift-codes.ts';
import { authHeader, createTestUser, type TestUser } from '../../helpers/auth.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';

describe('plans, test checkout, gift codes and purchase history', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ FREE_STORIES_PER_MONTH: '3' });
  });
  afterAll(async () => app?.close());

  const post = (user: TestUser, pathname: string, body: unknown = {}) =>
    app.fetch(pathname, { method: 'POST', headers: { ...authHeader(user), 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const get = async <T>(user: TestUser, pathname: string) => (await (await app.fetch(pathname, { headers: authHeader(user) })).json()) as T;
  type Usage = Array<{ resource: string; initial: number; remaining: number; used: number; unlimited: boolean }>;
  const entry = async (user: TestUser, resource: string) => (await get<Usage>(user, '/v1/me/usage')).find((u) => u.resource === resource)!;

  it('lists the seeded active plans cheapest first, amounts in euros with their entitlements', async () => {
    const res = await app.fetch('/v1/plans');
    expect(res.status).toBe(200);
    const plans = (await res.json()) as Array<{
      id: string;
      kind: string;
      is_active: boolean;
      prices: Array<{
        id: string;
        interval: string;
        amount: number;
        currency: string;
        friendly_name: string;
        entitlements: Array<{ resource: string; quantity: number }>;
      }>;
    }>;
    expect(plans.map((p) => p.id)).toEqual(['lite', 'plus', 'power', 'pro']);
    const plus = plans.find((p) => p.id === 'plus')!;
    expect(plus.kind).toBe('subscription');
    expect(plus.prices.map((p) => [p.interval, p.amount, p.currency])).toEqual([
      ['month', 11.99, 'EUR'],
      ['year', 119.9, 'EUR'],
    ]);
    expect(plus.prices[0]!.entitlements).toEqual(expect.arrayContaining([expect.objectContaining({ resource: 'STORY_GENERATION', quantity: 10 })]));
    const pro = plans.find((p) => p.id === 'pro')!;
    expect(pro.prices[0]).toMatchObject({ amount: 19.99, friendly_name: 'Pro' });
    expect(pro.prices[0]!.entitlements.find((e) => e.resource === 'STORY_GENERATION')!.quantity).toBe(20);
    // Bundles carry story credits only: buying credits never raises a capacity.
    for (const id of ['lite', 'power']) {
      expect(plans.find((p) => p.id === id)!.prices[0]!.entitlements.map((e) => e.resource)).toEqual(['STORY_GENERATION']);
    }
  });

  it('seeds from a catalogue file: changed prices apply, removed plans disappear from the list', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bh-cat-')), 'catalogue.json');
    const changed = structuredClone(DEFAULT_CATALOGUE).filter((p) => p.id !== 'power');
    changed.find((p) => p.id === 'lite')!.prices[0]!.amount = 499;
    fs.writeFileSync(file, JSON.stringify(changed));
    try {
      await seedCatalogue(app.runtime.db, loadCatalogue({ CATALOGUE_FILE: file }));
      const plans = (await (await app.fetch('/v1/plans')).json()) as Array<{ id: string; prices: Array<{ amount: number }> }>;
      expect(plans.map((p) => p.id)).toEqual(['lite', 'plus', 'pro']);
      expect(plans[0]!.prices[0]!.amount).toBe(4.99);
    } finally {
      await seedCatalogue(app.runtime.db, DEFAULT_CATALOGUE);
    }
    expect(((await (await app.fetch('/v1/plans')).json()) as unknown[]).length).toBe(4);
  });

  it('completes a test checkout once, raising stories and capacities; cancel grants nothing', async () => {
    const user = await createTestUser(app);
    const before = await entry(user, 'STORY_GENERATION');
    const res = await post(user, '/v1/purchases/create-checkout-session', { price_id: 'plus-monthly' });
    const { checkout_url: url } = (await res.json()) as { checkout_url: string };
    expect(url).toMatch(/^\/checkout\/test\/[0-9a-f-]{36}$/);
    const sessionId = url.split('/').pop()!;

    const stranger = await createTestUser(app);
    expect((await post(stranger, `/v1/purchases/test-checkout/${sessionId}/complete`)).status).toBe(404);

    const done = await post(user, `/v1/purchases/test-checkout/${sessionId}/complete`);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ redirect_url: '/purchase/success?price_id=plus-monthly&amount=11.99' });
    // A double click lands on the same page and grants nothing more.
    expect((await post(user, `/v1/purchases/test-checkout/${sessionId}/complete`)).status).toBe(200);

    expect(await entry(user, 'STORY_GENERATION')).toMatchObject({ initial: before.initial + 10, remaining: before.remaining + 10 });
    expect((await entry(user, 'VOICE_SAMPLE')).initial).toBe(5);
    const history = await get<{ data: Array<{ amount: number; origin: string; plan_name: string }>; metadata: { total: number } }>(user, '/v1/me/purchases');
    expect(history.metadata.total).toBe(1);
    expect(history.data[0]).toMatchObject({ amount: 11.99, origin: 'test_checkout', plan_name: 'Plus' });

    const other = (await (await post(user, '/v1/purchases/create-checkout-session', { price_id: 'lite-bundle' })).json()) as { checkout_url: string };
    const cancelled = await post(user, `/v1/purchases/test-checkout/${other.checkout_url.split('/').pop()}/cancel`);
    expect(await cancelled.json()).toEqual({ redirect_url: '/purchase/error' });
    expect((await get<{ metadata: { total: number } }>(user, '/v1/me/purchases')).metadata.total).toBe(1);
  });

  it('gives plan descriptions in the asked UI language and says which language each is in', async () => {
    type Wire = Array<{ id: string; description: string; description_lang: string }>;
    const english = (await (await app.fetch('/v1/plans')).json()) as Wire;
    expect(english.find((p) => p.id === 'power')).toMatchObject({
      description: 'Twenty stories to use whenever you like, valid for one year.',
      description_lang: 'en',
    });
    const spanish = (await (await app.fetch('/v1/plans?locale=es')).json()) as Wire;
    expect(spanish.map((p) => p.id)).toEqual(english.map((p) => p.id));
    expect(spanish.find((p) => p.id === 'power')).toMatchObject({
      description: 'Veinte cuentos para usar cuando quieras, válidos durante un año.',
      description_lang: 'es',
    });
    expect(spanish.every((p) => p.description_lang === 'es')).toBe(true);
    const bad = await app.fetch('/v1/plans?locale=klingon');
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { message: string }).message).toBe('Unknown language.');
  });

  it('the test checkout and the pages after it are in the UI language of the pricing page', async () => {
    const user = await createTestUser(app);
    // Told by the island…
    const fr = (await (await post(user, '/v1/purchases/create-checkout-session', { price_id: 'lite-bundle', locale: 'fr' })).json()) as {
      checkout_url: string;
    };
    expect(fr.checkout_url).toMatch(/^\/fr\/checkout\/test\/[0-9a-f-]{36}$/);
    const done = await post(user, `/v1/purchases/test-checkout/${fr.checkout_url.split('/').pop()}/complete`, { locale: 'fr' });
    expect(await done.json()).toEqual({ redirect_url: '/fr/purchase/success?price_id=lite-bundle&amount=9.99' });
    // …or, without a locale, taken from the page that called (its Referer).
    const res = await app.fetch('/v1/purchases/create-checkout-session', {
      method: 'POST',
      headers: { ...authHeader(user), 'content-type': 'application/json', referer: `${app.url}/ko/pricing` },
      body: JSON.stringify({ price_id: 'lite-bundle' }),
    });
    const ko = (await res.json()) as { checkout_url: string };
    expect(ko.checkout_url).toMatch(/^\/ko\/checkout\/test\//);
    const cancelled = await app.fetch(`/v1/purchases/test-checkout/${ko.checkout_url.split('/').pop()}/cancel`, {
      method: 'POST',
      headers: { ...authHeader(user), referer: `${app.url}${ko.checkout_url}` },
    });
    expect(await cancelled.json()).toEqual({ redirect_url: '/ko/purchase/error' });
  });

  it('redeems a gift code once; a used, unknown or empty code gets its message', async () => {
    const [code] = await mintGiftCodes(app.runtime.db, 'lite-bundle', 1);
    const rows = await app.runtime.db.query<{ codeHash: string }>(`SELECT code_hash AS "codeHash" FROM gift_codes`);
    expect(rows.every((r) => !r.codeHash.includes(code!.replace(/-/g, '')) && r.codeHash !== code)).toBe(true);

    const user = await createTestUser(app);
    const before = await entry(user, 'STORY_GENERATION');
    // Typed by a parent: lower case, spaces instead of dashes.
    const typed = ` ${code!.toLowerCase().replace(/-/g, ' ')} `;
    const ok = await post(user, '/v1/purchases/redeem-gift-code', { gift_code: typed });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: 'Gift code redeemed successfully!' });
    expect((await entry(user, 'STORY_GENERATION')).initial).toBe(before.initial + 10);
    const history = await get<{ data: Array<{ amount: number; origin: string }> }>(user, '/v1/me/purchases');
    expect(history.data).toEqual([expect.objectContaining({ amount: 0, origin: 'gift_code' })]);

    const again = await post(user, '/v1/purchases/redeem-gift-code', { gift_code: code });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: 'This gift code has already been used.' });
    const unknown = await post(user, '/v1/purchases/redeem-gift-code', { gift_code: 'BH-0000-0000-0000-0000' });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toMatch(/isn't valid/);
    const empty = await post(user, '/v1/purchases/redeem-gift-code', { gift_code: '   ' });
    expect(empty.status).toBe(422);
    expect((await empty.json()).message).toBe('Please enter a gift code.');
  });

  it('grants once when several parents redeem one code at the same moment', async () => {
    const [code] = await mintGiftCodes(app.runtime.db, 'power-bundle', 1);
    const users = await Promise.all([0, 1, 2, 3].map(() => createTestUser(app)));
    const statuses = await Promise.all(users.map((u) => post(u, '/v1/purchases/redeem-gift-code', { gift_code: code }).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(3);
    const [grants] = await app.runtime.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM credit_grants g JOIN purchases p ON p.id = g.purchase_id JOIN gift_codes c ON p.external_id = 'gift_' || c.id WHERE c.code_hash IS NOT NULL AND c.price_id = 'power-bundle'`,
    );
    expect(grants!.n).toBe(1);
  });

  it('says whether there is a subscription to manage: not for bundles and gift codes, yes after a plan', async () => {
    const user = await createTestUser(app);
    const hasSubscription = async () => (await get<{ metadata: { has_subscription: boolean } }>(user, '/v1/me/purchases')).metadata.has_subscription;
    const bundle = await post(user, '/v1/purchases/create-checkout-session', { price_id: 'lite-bundle' });
    const bundleSession = ((await bundle.json()) as { checkout_url: string }).checkout_url.split('/').pop()!;
    expect((await post(user, `/v1/purchases/test-checkout/${bundleSession}/complete`)).status).toBe(200);
    const [code] = await mintGiftCodes(app.runtime.db, 'lite-bundle', 1);
    expect((await post(user, '/v1/purchases/redeem-gift-code', { gift_code: code })).status).toBe(200);
    expect(await hasSubscription()).toBe(false);
    const plan = await post(user, '/v1/purchases/create-checkout-session', { price_id: 'plus-monthly' });
    const planSession = ((await plan.json()) as { checkout_url: string }).checkout_url.split('/').pop()!;
    expect((await post(user, `/v1/purchases/test-checkout/${planSession}/complete`)).status).toBe(200);
    expect(await hasSubscription()).toBe(true);
  });

  it('pages the purchase history 10 at a time, newest first', async () => {
    const user = await createTestUser(app);
    const codes = await mintGiftCodes(app.runtime.db, 'lite-bundle', 12);
    for (const code of codes) expect((await post(user, '/v1/purchases/redeem-gift-code', { gift_code: code })).status).toBe(200);
    const first = await get<{ data: Array<{ purchased_at: string }>; metadata: { total: number; has_more: boolean } }>(
      user,
      '/v1/me/purchases?limit=10&offset=0',
    );
    expect(first.data).toHaveLength(10);
    expect(first.metadata).toEqual({ total: 12, has_more: true, has_subscription: false });
    const times = first.data.map((p) => Date.parse(p.purchased_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const second = await get<{ data: unknown[]; metadata: { total: number; has_more: boolean } }>(user, '/v1/me/purchases?limit=10&offset=10');
    expect(second.data).toHaveLength(2);
    expect(second.metadata).toEqual({ total: 12, has_more: false, has_subscription: false });
    expect((await app.fetch('/v1/me/purchases')).status).toBe(401);
  });
});
