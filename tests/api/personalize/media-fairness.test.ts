/**
 * The shared media pool is shared fairly: one account sending a flood of bad voice recordings at
 * once (noise: decoded in full, then refused for having no voice) takes one place in the pool at
 * a time and is told to wait (429) for the rest, so another parent's valid recording, sent in the
 * middle of the flood, is checked and stored instead of being refused with 503.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../helpers/auth.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';
import { UPLOADS_IN_PROGRESS } from '../../../src/server/media/media-pool.ts';
import { encode, postForm, RATE, speech, type UploadFile } from './helpers.ts';

let app: TestApp;
let flooder: TestUser;
let parent: TestUser;
beforeAll(async () => {
  app = await startTestApp({ VOICE_SAMPLE_CAPACITY: '100' });
  [flooder, parent] = await Promise.all([createTestUser(app), createTestUser(app)]);
}, 120_000);
afterAll(async () => app?.close());

/** 25 seconds of quiet noise as WAV: a well-formed file the check refuses only after decoding all of it. */
async function noise(): Promise<UploadFile> {
  const samples = new Float32Array(25 * RATE);
  for (let i = 0; i < samples.length; i++) samples[i] = (Math.random() - 0.5) * 0.02;
  return encode(samples, 'wav');
}

describe('media pool fairness between accounts', () => {
  it("another parent's valid recording is stored while one account floods the pool with bad ones", async () => {
    const [bad, good] = await Promise.all([noise(), speech(25).then((s) => encode(s, 'wav'))]);
    const fields = { name: 'Night', language: 'en' };
    // More at once than the pool's children and queue (2 + 16) hold.
    const flood = Promise.all(Array.from({ length: 24 }, () => postForm(app, flooder, '/v1/me/voice-samples', fields, bad)));
    await new Promise((r) => setTimeout(r, 300));
    const mine = await postForm(app, parent, '/v1/me/voice-samples', { name: 'Mum', language: 'en' }, good);
    const floodReplies = await flood;
    const tally = floodReplies.reduce<Record<number, number>>((t, r) => ({ ...t, [r.status]: (t[r.status] ?? 0) + 1 }), {});
    console.log(`fairness: valid upload ${mine.status}; flood ${JSON.stringify(tally)}`);

    expect(mine.status).toBe(201);
    // The flood never turned into 503s: the account itself is told to wait, in words.
    expect(floodReplies.filter((r) => r.status >= 500)).toEqual([]);
    const waits = floodReplies.filter((r) => r.status === 429);
    expect(waits.length).toBeGreaterThan(0);
    expect(waits[0]!.body.message).toBe(UPLOADS_IN_PROGRESS);
    expect(floodReplies.filter((r) => r.status !== 429).every((r) => r.status === 422)).toBe(true);
  }, 300_000);
});
