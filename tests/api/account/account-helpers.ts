/**
 * Helpers for the account data tests: a full account made through the real
 * API (photo, voice sample with consent, a generated story, a Stripe subscription, feedback), a
 * scan of every table for a user's traces, and a listing of every stored object.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import Stripe from 'stripe';
import { expect } from 'vitest';
import type { Db } from '../../../src/server/db/client.ts';
import type { FakeStripe } from '../../fakes/fake-stripe.ts';
import { authHeader, createTestUser, type TestUser } from '../../helpers/auth.ts';
import { makeJpeg } from '../../helpers/make-images.ts';
import { waitForStory } from '../../helpers/seed.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { encode, postForm, speech } from '../personalize/helpers.ts';

export const WEBHOOK_SECRET = 'whsec_test_account_data';
const signer = new Stripe('sk_test_signer_only');

export async function deliverStripe(app: TestApp, event: unknown): Promise<void> {
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const res = await app.fetch('/v1/webhooks/stripe', {
    method: 'POST',
    headers: { 'stripe-signature': header, 'content-type': 'application/json' },
    body: payload,
  });
  expect(res.status).toBe(200);
}

export async function postJson(app: TestApp, user: TestUser, pathname: string, body?: unknown): Promise<{ status: number; body: any }> {
  const init = {
    method: 'POST',
    headers: { ...authHeader(user), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
  const res = await app.fetch(pathname, init).catch((error: Error) => {
    throw new Error(`POST ${pathname}: ${error.message} (${String((error.cause as Error)?.message)})`);
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

export interface FullAccount {
  user: TestUser;
  storyIds: string[];
  characterId: number;
  voiceSampleId: number;
  vendorVoiceId?: string;
  stripeSubscriptionId?: string;
  stripeCustomerId?: string;
}

/**
 * Signs a parent up and fills the account through the API: a character with a photo, a voice
 * sample (consented), `stories` generated stories (waited for), and, when `stripe` is given, a
 * paid monthly plan; with `clonedVoiceAt` the sample is linked to a voice at the fake vendor.
 */
export async function makeFullAccount(
  app: TestApp,
  options: { stories?: number; stripe?: FakeStripe; clonedVoiceAt?: Map<string, string> } = {},
): Promise<FullAccount> {
  const user = await createTestUser(app);
  const photo = await makeJpeg(640, 640);
  const character = await postForm(
    app,
    user,
    '/v1/me/characters',
    { name: 'Mila', kind: 'human', age: '5', description: 'curly red hair' },
    { bytes: photo, name: 'mila.jpg', type: 'image/jpeg' },
  );
  expect(character.status, JSON.stringify(character.body)).toBe(201);
  const voice = await postForm(app, user, '/v1/me/voice-samples', { name: 'Mom', language: 'en' }, await encode(await speech(22), 'wav'));
  expect(voice.status, JSON.stringify(voice.body)).toBe(201);
  const account: FullAccount = { user, storyIds: [], characterId: character.body.id, voiceSampleId: voice.body.id };

  if (options.clonedVoiceAt) {
    account.vendorVoiceId = `cloned_${voice.body.id}_${Date.now()}`;
    options.clonedVoiceAt.set(account.vendorVoiceId, 'Mom');
    await app.runtime.db.query(`UPDATE voice_samples SET vendor = 'elevenlabs', vendor_voice_id = $2 WHERE id = $1`, [voice.body.id, account.vendorVoiceId]);
  }

  if (options.stripe) {
    const checkout = await postJson(app, user, '/v1/purchases/create-checkout-session', { price_id: 'plus-monthly' });
    expect(checkout.status).toBe(200);
    const sessionId = (checkout.body.checkout_url as string).split('/').pop()!;
    const { completed, invoicePaid } = options.stripe.complete(sessionId);
    await deliverStripe(app, completed);
    await deliverStripe(app, invoicePaid);
    const session = options.stripe.sessions.get(sessionId)!;
    account.stripeSubscriptionId = session.subscription;
    account.stripeCustomerId = session.customer;
  }

  for (let i = 0; i < (options.stories ?? 1); i++) {
    const created = await postJson(app, user, '/v1/stories?enrich_by_voice=true&enrich_by_image=false', {
      story_in: { age: 5, moral: 'courage', free_text: '', language: 'en' },
      illustration_style: 'watercolor',
      character_id: account.characterId,
      voice_sample_in: { id: account.voiceSampleId, name: 'Mom' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    account.storyIds.push(created.body.id);
  }
  for (const id of account.storyIds) expect((await waitForStory(app.runtime, id, 180_000)).at(-1)).toBe('COMPLETE');

  const feedback = await postJson(app, user, '/v1/feedback', { email: user.email, category: 'idea', text: 'More dragons please' });
  expect([200, 201]).toContain(feedback.status);
  // Markup in a name is refused at upload and at story time now; a row from before that
  // check may still hold some, and the export must escape it.
  await app.runtime.db.query('UPDATE characters SET name = $2 WHERE id = $1', [character.body.id, 'Mila <b>&</b>']);
  return account;
}

/**
 * Every trace of a user in the database: for every table of every schema (pg-boss's included),
 * rows whose text contains the user id or the e-mail; and, from information_schema, every
 * user-id-like column holding the id. Returns "schema.table: n rows" lines (empty: nothing).
 */
export async function scanDatabase(db: Db, needles: { userId: string; email: string }): Promise<string[]> {
  const tables = await db.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
  );
  expect(tables.length).toBeGreaterThan(20); // the scan really sees the schema
  const found: string[] = [];
  for (const t of tables) {
    const rows = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${t.schema}"."${t.name}" t WHERE t::text ILIKE '%' || $1 || '%' OR t::text ILIKE '%' || $2 || '%'`,
      [needles.userId, needles.email],
    );
    if (rows[0]!.n > 0) found.push(`${t.schema}.${t.name}: ${rows[0]!.n} rows`);
  }
  const userColumns = await db.query<{ schema: string; table: string; column: string }>(
    `SELECT table_schema AS schema, table_name AS table, column_name AS column FROM information_schema.columns
      WHERE table_schema NOT IN ('pg_catalog', 'information_schema')
        AND (column_name ILIKE '%user%' OR column_name ILIKE '%owner%' OR column_name = 'redeemed_by' OR column_name ILIKE '%email%')`,
  );
  expect(userColumns.length).toBeGreaterThan(10);
  for (const c of userColumns) {
    const rows = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${c.schema}"."${c.table}" WHERE lower("${c.column}"::text) IN (lower($1), lower($2))`,
      [needles.userId, needles.email],
    );
    if (rows[0]!.n > 0) found.push(`${c.schema}.${c.table}.${c.column}: ${rows[0]!.n} rows`);
  }
  return found;
}

/** Every object key in local media storage (DATA_DIR/media). */
export function listLocalObjects(dataDir: string): string[] {
  const root = path.join(dataDir, 'media');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

/** Every object key in an S3 bucket. */
export async function listS3Objects(options: { endpoint: string; bucket: string }): Promise<string[]> {
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: options.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: options.bucket, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map((o) => o.Key!));
    token = page.NextContinuationToken;
  } while (token);
  return keys;
}

/** Keys belonging to the account (its user prefixes or any of its stories). */
export const keysOf = (keys: string[], account: { user: { userId: string }; storyIds: string[] }) =>
  keys.filter((k) => k.includes(account.user.userId) || account.storyIds.some((id) => k.includes(id)));

/** Waits until the account's deletion is done. */
export async function waitForDeletion(db: Db, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const rows = await db.query<{ pending: number }>(`SELECT count(*)::int AS pending FROM account_deletions WHERE status <> 'done'`);
    if (rows[0]!.pending === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  const rows = await db.query('SELECT steps_done, status FROM account_deletions');
  throw new Error(`deletion did not finish: ${JSON.stringify(rows)}`);
}
