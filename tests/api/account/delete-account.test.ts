/**
 * Delete my account over real HTTP, with local storage and with an S3 server
 * (s3rver), against the fake ElevenLabs and fake Stripe APIs: a wrong confirmation changes
 * nothing; after a confirmed deletion a scan of every table and a listing of every stored object
 * find nothing of the parent (while a second parent is untouched), the vendors received the
 * delete and cancel calls, the purchase is kept anonymised, and the old tokens are refused.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeElevenLabs, type FakeElevenLabs } from '../../fakes/fake-elevenlabs.ts';
import { FAKE_STRIPE_KEY, startFakeStripe, type FakeStripe } from '../../fakes/fake-stripe.ts';
import { authHeader } from '../../helpers/auth.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';
import { outboxMailTo } from '../../helpers/mail.ts';
import {
  WEBHOOK_SECRET,
  keysOf,
  listLocalObjects,
  listS3Objects,
  makeFullAccount,
  postJson,
  scanDatabase,
  waitForDeletion,
  type FullAccount,
} from './account-helpers.ts';

const BUCKET = 'bedtime-media';

for (const storageKind of ['local', 's3'] as const) {
  describe(`deleting an account (${storageKind} storage)`, () => {
    let app: TestApp;
    let eleven: FakeElevenLabs;
    let stripe: FakeStripe;
    let s3: S3rver | undefined;
    let s3Endpoint = '';
    const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bh-del-s3-'));
    let alice: FullAccount;
    let bob: FullAccount;

    const listObjects = () =>
      storageKind === 's3' ? listS3Objects({ endpoint: s3Endpoint, bucket: BUCKET }) : Promise.resolve(listLocalObjects(app.runtime.config.dataDir));

    beforeAll(async () => {
      eleven = await startFakeElevenLabs();
      stripe = await startFakeStripe();
      let s3Env: Record<string, string> = {};
      if (storageKind === 's3') {
        s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
        s3Endpoint = `http://127.0.0.1:${((await s3.run()) as AddressInfo).port}`;
        s3Env = { S3_BUCKET: BUCKET, S3_ENDPOINT: s3Endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' };
      }
      app = await startTestApp({
        ...s3Env,
        NARRATOR_PROVIDER: 'elevenlabs',
        ELEVENLABS_API_KEY: 'xi-test',
        ELEVENLABS_BASE_URL: eleven.url,
        STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
      });
      alice = await makeFullAccount(app, { stories: 2, stripe, clonedVoiceAt: eleven.voices });
      bob = await makeFullAccount(app, { stories: 1, stripe, clonedVoiceAt: eleven.voices });
    }, 400_000);

    afterAll(async () => {
      await app?.close();
      await eleven?.close();
      await stripe?.close();
      await s3?.close();
      fs.rmSync(s3Dir, { recursive: true, force: true });
    });

    it('refuses a wrong or missing confirmation and changes nothing', async () => {
      const before = await scanDatabase(app.runtime.db, { userId: alice.user.userId, email: alice.user.email });
      for (const [body, message] of [
        [{}, 'Please type your e-mail address or your password to confirm.'],
        [{ email: bob.user.email }, 'The e-mail address does not match your account.'],
        [{ password: 'not-the-password' }, 'The password is not correct.'],
      ] as const) {
        const res = await postJson(app, alice.user, '/v1/account/delete', body);
        expect(res.status).toBe(422);
        expect(res.body.message).toBe(message);
      }
      expect(await scanDatabase(app.runtime.db, { userId: alice.user.userId, email: alice.user.email })).toEqual(before);
      expect((await app.fetch('/v1/me/usage', { headers: authHeader(alice.user) })).status).toBe(200);
    });

    it('deletes every row, file and vendor copy of the parent, and nothing of another parent', async () => {
      const objects = await listObjects();
      const aliceKeys = keysOf(objects, alice);
      // The account really has files: a photo, a voice, and each story's cover, pages and audio.
      expect(aliceKeys.filter((k) => k.startsWith('characters/'))).toHaveLength(1);
      expect(aliceKeys.filter((k) => k.startsWith('voice-samples/'))).toHaveLength(1);
      for (const id of alice.storyIds) expect(aliceKeys.filter((k) => k.startsWith(`stories/${id}/audio/`)).length).toBeGreaterThan(0);
      const bobKeys = keysOf(objects, bob);
      expect((await scanDatabase(app.runtime.db, { userId: alice.user.userId, email: alice.user.email })).length).toBeGreaterThan(5);

      const mailTo = (email: string) => outboxMailTo(app.runtime.config.dataDir, email);
      expect((await mailTo(alice.user.email)).length).toBeGreaterThan(0);
      const res = await postJson(app, alice.user, '/v1/account/delete', { email: `  ${alice.user.email.toUpperCase()} ` });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ status: 'scheduled' });
      await waitForDeletion(app.runtime.db);

      expect(await scanDatabase(app.runtime.db, { userId: alice.user.userId, email: alice.user.email })).toEqual([]);
      expect(keysOf(await listObjects(), alice)).toEqual([]);
      // The embedded outbox kept her sign-up mail; it goes too, the other parent's stays.
      expect(await mailTo(alice.user.email)).toEqual([]);
      expect((await mailTo(bob.user.email)).length).toBeGreaterThan(0);
      // The other parent keeps everything.
      expect(keysOf(await listObjects(), bob).sort()).toEqual(bobKeys.sort());
      expect((await scanDatabase(app.runtime.db, { userId: bob.user.userId, email: bob.user.email })).length).toBeGreaterThan(5);

      // Vendors: the cloned voice deleted, the subscription cancelled, the customer deleted.
      expect(eleven.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/voices/${alice.vendorVoiceId}`)).toBe(true);
      expect(eleven.voices.has(alice.vendorVoiceId!)).toBe(false);
      expect(eleven.voices.has(bob.vendorVoiceId!)).toBe(true);
      expect(stripe.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${alice.stripeSubscriptionId}`)).toBe(true);
      expect(stripe.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/customers/${alice.stripeCustomerId}`)).toBe(true);
      expect(stripe.customers.has(alice.stripeCustomerId!)).toBe(false);
      expect(stripe.customers.has(bob.stripeCustomerId!)).toBe(true);

      // Accounting keeps the payment, with no owner.
      const invoiceId = stripe.subscriptions.get(alice.stripeSubscriptionId!)!.latest_invoice;
      const [kept] = await app.runtime.db.query<{ userId: string | null; amount: number }>(
        'SELECT user_id AS "userId", amount FROM purchases WHERE external_id = $1',
        [invoiceId],
      );
      expect(kept).toEqual({ userId: null, amount: expect.any(Number) });
    });

    it('refuses the old access and refresh tokens', async () => {
      expect((await app.fetch('/v1/me/usage', { headers: authHeader(alice.user) })).status).toBe(401);
      expect((await postJson(app, alice.user, '/v1/auth/login')).status).toBe(401);
      const refresh = await app.fetch('/auth/v1/token?grant_type=refresh_token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: alice.user.refreshToken }),
      });
      expect(refresh.status).toBeGreaterThanOrEqual(400);
      expect(refresh.status).toBeLessThan(500);
      const signIn = await app.fetch('/auth/v1/token?grant_type=password', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: alice.user.email, password: alice.user.password }),
      });
      expect(signIn.status).toBe(400);
      // Bob is still signed in.
      expect((await app.fetch('/v1/me/usage', { headers: authHeader(bob.user) })).status).toBe(200);
    });
  });
}
