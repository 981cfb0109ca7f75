/**
 * GET /v1/me/usage and the upload quota: capacities from configuration, raised by an active subscription's entitlements (not
 * by bundles), refusal at capacity with the quota warning's words, and no double booking under races.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../helpers/auth.ts';
import { makeJpeg } from '../../helpers/make-images.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';
import { getCapacity } from '../../../src/server/usage/capacity.ts';
import { countRows, del, encode, getJson, postForm, speech, storedFiles, type UploadFile } from './helpers.ts';

const VOICE_FULL = "You've reached your global voice sample upload. You need to delete some voice samples to upload new ones.";
const CHARACTER_FULL = "You've reached your global character photo upload limit. You need to delete some of your characters to upload more.";

let app: TestApp;
let photo: UploadFile;
let voice: UploadFile;

beforeAll(async () => {
  app = await startTestApp({ VOICE_SAMPLE_CAPACITY: '1', IMAGE_SAMPLE_CAPACITY: '2', FREE_STORIES_PER_MONTH: '4' });
  photo = { bytes: await makeJpeg(600, 600), name: 'kid.jpg', type: 'image/jpeg' };
  voice = await encode(await speech(22), 'webm');
});
afterAll(async () => {
  await app?.close();
});

type Entry = { resource: string; used: number; initial: number; remaining: number; unlimited: boolean };
const usageOf = async (user: TestUser, resource: string): Promise<Entry> =>
  ((await getJson(app, user, '/v1/me/usage')).body as Entry[]).find((e) => e.resource === resource)!;

describe('usage entries', () => {
  it('has one entry per resource with the configured allowances', async () => {
    const user = await createTestUser(app);
    const res = await getJson(app, user, '/v1/me/usage');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { resource: 'STORY_GENERATION', used: 0, initial: 4, remaining: 4, unlimited: false },
      { resource: 'VOICE_SAMPLE', used: 0, initial: 1, remaining: 1, unlimited: false },
      { resource: 'IMAGE_SAMPLE', used: 0, initial: 2, remaining: 2, unlimited: false },
    ]);
    expect((await app.fetch('/v1/me/usage')).status).toBe(401);
  });
});

describe('upload quota', () => {
  it('refuses a character at capacity with the quota warning, stores nothing, and frees a slot on delete', async () => {
    const user = await createTestUser(app);
    const first = await postForm(app, user, '/v1/me/characters', { name: 'One', kind: 'human' }, photo);
    await postForm(app, user, '/v1/me/characters', { name: 'Two', kind: 'animal' }, photo);
    expect(await usageOf(user, 'IMAGE_SAMPLE')).toEqual({ resource: 'IMAGE_SAMPLE', used: 2, initial: 2, remaining: 0, unlimited: false });

    const refused = await postForm(app, user, '/v1/me/characters', { name: 'Three', kind: 'object' }, photo);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: CHARACTER_FULL, code: 'quota_exceeded' });
    expect(await countRows(app, 'characters', user.userId)).toBe(2);
    expect(storedFiles(app, 'characters', user.userId)).toHaveLength(2);

    expect((await del(app, user, `/v1/me/characters/${first.body.id}`)).status).toBe(204);
    expect((await usageOf(user, 'IMAGE_SAMPLE')).remaining).toBe(1);
    expect((await postForm(app, user, '/v1/me/characters', { name: 'Three', kind: 'object' }, photo)).status).toBe(201);
  });

  it('refuses a voice sample at capacity with the quota warning', async () => {
    const user = await createTestUser(app);
    expect((await postForm(app, user, '/v1/me/voice-samples', { name: 'Mom', language: 'en' }, voice)).status).toBe(201);
    expect(await usageOf(user, 'VOICE_SAMPLE')).toMatchObject({ used: 1, remaining: 0 });
    const refused = await postForm(app, user, '/v1/me/voice-samples', { name: 'Mom again', language: 'en' }, voice);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(VOICE_FULL);
    expect(storedFiles(app, 'voice-samples', user.userId)).toHaveLength(1);
  });

  it('stores one sample when two parallel uploads race for the last slot', async () => {
    const user = await createTestUser(app);
    await postForm(app, user, '/v1/me/characters', { name: 'Settled', kind: 'human' });
    const [a, b] = await Promise.all([
      postForm(app, user, '/v1/me/characters', { name: 'Racer A', kind: 'human' }, photo),
      postForm(app, user, '/v1/me/characters', { name: 'Racer B', kind: 'human' }, photo),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 403]);
    expect(await countRows(app, 'characters', user.userId)).toBe(2);
    // The loser's photo was written before the final check; it must be gone again.
    expect(storedFiles(app, 'characters', user.userId)).toHaveLength(1);
  });

  it("lets an active subscription raise a capacity (a plan's entitlement), and -1 means unlimited", async () => {
    const user = await createTestUser(app);
    const db = app.runtime.db;
    await db.query(`INSERT INTO plans (id, kind, name, description) VALUES ('t-pro', 'subscription', 'Pro', 'test') ON CONFLICT DO NOTHING`);
    await db.query(
      `INSERT INTO prices (id, plan_id, interval, amount, friendly_name) VALUES ('t-pro-m', 't-pro', 'month', 1999, 'Pro') ON CONFLICT DO NOTHING`,
    );
    await db.query(`INSERT INTO entitlements (price_id, resource, quantity) VALUES ('t-pro-m', 'IMAGE_SAMPLE', 10), ('t-pro-m', 'VOICE_SAMPLE', -1)`);
    await db.query(
      `INSERT INTO subscriptions (user_id, price_id, status, current_period_start, current_period_end) VALUES ($1, 't-pro-m', 'active', now() - interval '1 day', now() + interval '29 days')`,
      [user.userId],
    );
    expect(await usageOf(user, 'IMAGE_SAMPLE')).toEqual({ resource: 'IMAGE_SAMPLE', used: 0, initial: 10, remaining: 10, unlimited: false });
    expect(await usageOf(user, 'VOICE_SAMPLE')).toMatchObject({ unlimited: true });
    expect((await postForm(app, user, '/v1/me/voice-samples', { name: 'A', language: 'en' }, voice)).status).toBe(201);
    expect((await postForm(app, user, '/v1/me/voice-samples', { name: 'B', language: 'en' }, voice)).status).toBe(201);

    // An ended subscription no longer counts.
    await db.query(`UPDATE subscriptions SET current_period_end = now() - interval '1 minute' WHERE user_id = $1`, [user.userId]);
    expect(await getCapacity(db, app.runtime.config, user.userId, 'IMAGE_SAMPLE')).toEqual({ initial: 2, unlimited: false });
    expect(await usageOf(user, 'VOICE_SAMPLE')).toEqual({ resource: 'VOICE_SAMPLE', used: 2, initial: 1, remaining: 0, unlimited: false });
  });

  it('counts story credits held or spent against live grants, with the monthly allowance made on demand', async () => {
    const user = await createTestUser(app);
    expect(await usageOf(user, 'STORY_GENERATION')).toEqual({ resource: 'STORY_GENERATION', used: 0, initial: 4, remaining: 4, unlimited: false });
    const [grant] = await app.runtime.db.query<{ id: string }>(`SELECT id FROM credit_grants WHERE user_id = $1`, [user.userId]);
    await app.runtime.db.query(`INSERT INTO credit_spends (grant_id, user_id, status) VALUES ($1, $2, 'consumed'), ($1, $2, 'held'), ($1, $2, 'released')`, [
      grant!.id,
      user.userId,
    ]);
    expect(await usageOf(user, 'STORY_GENERATION')).toEqual({ resource: 'STORY_GENERATION', used: 2, initial: 4, remaining: 2, unlimited: false });
  });
});
