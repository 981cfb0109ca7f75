/**
 * The credit ledger with purchases (STORY_GENERATION renews each billing month; bundles
 * valid one year): below HTTP, with explicit clocks. "A failed story gives its credit back" and
 * "two concurrent creations with one credit left create one story" are covered over the real
 * pipeline in tests/api/stories/pipeline.test.ts; here the same reservation also spends
 * purchased credits, the one that expires first.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../../../src/server/db/client.ts';
import { releaseStoryCredit, reserveStoryCredit, storyCreditBalance } from '../../../src/server/credits/ledger.ts';
import { fulfilPurchase } from '../../../src/server/commerce/fulfilment.ts';
import { seedUser } from '../../helpers/seed.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';

const at = (iso: string) => new Date(iso);

describe('credit ledger with subscriptions and bundles', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ FREE_STORIES_PER_MONTH: '0' });
  });
  afterAll(async () => app?.close());

  const db = () => app.runtime.db;
  const config = () => app.runtime.config;
  const balance = (userId: string, now: Date) => storyCreditBalance(db(), config(), userId, now);
  /** Holds one credit for a new story at `now`; returns the grant it spent. */
  const spend = async (userId: string, now: Date) => {
    const story = await one<{ id: string }>(
      db(),
      `INSERT INTO stories (user_id, language, age, illustration_style, hero, seed) VALUES ($1, 'en', 5, 'storybook', '{}'::jsonb, 1) RETURNING id`,
      [userId],
    );
    await db().transaction((tx) => reserveStoryCredit(tx, config(), userId, story.id, now));
    const [row] = await db().query<{ source: string }>(`SELECT g.source FROM credit_spends s JOIN credit_grants g ON g.id = s.grant_id WHERE s.story_id = $1`, [
      story.id,
    ]);
    return { storyId: story.id, source: row!.source };
  };
  const fulfil = (userId: string, priceId: string, now: Date, period?: { periodStart: Date; periodEnd: Date; externalId: string }) =>
    db().transaction((tx) => fulfilPurchase(tx, { userId, priceId, origin: 'stripe', externalId: `ext_${randomUUID()}`, now, period }));

  it('renews a subscription: a new billing month resets the monthly credits instead of adding the leftovers', async () => {
    const user = await seedUser(app.runtime);
    const sub = `sub_${randomUUID()}`;
    await fulfil(user.id, 'plus-monthly', at('2031-01-10T09:00:00Z'), {
      externalId: sub,
      periodStart: at('2031-01-10T09:00:00Z'),
      periodEnd: at('2031-02-10T09:00:00Z'),
    });
    for (let i = 0; i < 3; i++) await spend(user.id, at('2031-01-20T12:00:00Z'));
    expect(await balance(user.id, at('2031-01-25T00:00:00Z'))).toEqual({ initial: 10, used: 3, remaining: 7 });

    // Before the renewal is paid, the period is over: nothing left.
    expect((await balance(user.id, at('2031-02-11T00:00:00Z'))).remaining).toBe(0);
    await fulfil(user.id, 'plus-monthly', at('2031-02-10T09:00:05Z'), {
      externalId: sub,
      periodStart: at('2031-02-10T09:00:00Z'),
      periodEnd: at('2031-03-10T09:00:00Z'),
    });
    expect(await balance(user.id, at('2031-02-11T00:00:00Z'))).toEqual({ initial: 10, used: 0, remaining: 10 });
  });

  it('gives a yearly plan its stories month by month', async () => {
    const user = await seedUser(app.runtime);
    const start = at('2031-03-05T00:00:00Z');
    await fulfil(user.id, 'pro-yearly', start, { externalId: `sub_${randomUUID()}`, periodStart: start, periodEnd: at('2032-03-05T00:00:00Z') });
    for (let i = 0; i < 5; i++) await spend(user.id, at('2031-03-06T00:00:00Z'));
    expect(await balance(user.id, at('2031-03-07T00:00:00Z'))).toEqual({ initial: 20, used: 5, remaining: 15 });
    expect(await balance(user.id, at('2031-04-06T00:00:00Z'))).toEqual({ initial: 20, used: 0, remaining: 20 });
    expect(await balance(user.id, at('2032-02-20T00:00:00Z'))).toEqual({ initial: 20, used: 0, remaining: 20 });
    expect((await balance(user.id, at('2032-03-06T00:00:00Z'))).remaining).toBe(0);
    const [months] = await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM credit_grants WHERE user_id = $1`, [user.id]);
    expect(months!.n).toBe(12);
  });

  it('lets bundle credits expire after a year', async () => {
    const user = await seedUser(app.runtime);
    await fulfil(user.id, 'lite-bundle', at('2031-05-01T10:00:00Z'));
    await spend(user.id, at('2031-06-01T00:00:00Z'));
    expect(await balance(user.id, at('2032-04-30T10:00:00Z'))).toEqual({ initial: 10, used: 1, remaining: 9 });
    expect(await balance(user.id, at('2032-05-01T10:00:01Z'))).toEqual({ initial: 0, used: 0, remaining: 0 });
    await expect(spend(user.id, at('2032-05-02T00:00:00Z'))).rejects.toMatchObject({ code: 'quota_exceeded' });
  });

  it('spends the credit that expires first, and a released credit comes back to the same grant', async () => {
    const user = await seedUser(app.runtime);
    const now = at('2031-07-01T00:00:00Z');
    await fulfil(user.id, 'power-bundle', now);
    await fulfil(user.id, 'plus-monthly', now, { externalId: `sub_${randomUUID()}`, periodStart: now, periodEnd: at('2031-08-01T00:00:00Z') });
    const first = await spend(user.id, at('2031-07-02T00:00:00Z'));
    expect(first.source).toBe('subscription');
    await releaseStoryCredit(db(), first.storyId);
    expect(await balance(user.id, at('2031-07-03T00:00:00Z'))).toEqual({ initial: 30, used: 0, remaining: 30 });
    // Once the month is gone, the bundle pays.
    expect((await spend(user.id, at('2031-08-02T00:00:00Z'))).source).toBe('bundle');
  });
});
