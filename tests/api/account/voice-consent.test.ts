/**
 * Consent before a voice is used (issue 17.7): POST /v1/me/voice-samples refuses a recording
 * without the parent's consent to the current consent text (nothing stored), and stores the
 * time and the text's version with an accepted one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOICE_CONSENT_FIELD, VOICE_CONSENT_REQUIRED_MESSAGE, VOICE_CONSENT_VERSION } from '../../../src/shared/voice-consent.ts';
import { createTestUser, type TestUser } from '../../helpers/auth.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';
import { countRows, encode, postForm, speech, storedFiles, type UploadFile } from '../personalize/helpers.ts';

let app: TestApp;
let user: TestUser;
let wav: UploadFile;

beforeAll(async () => {
  app = await startTestApp();
  user = await createTestUser(app);
  wav = await encode(await speech(22), 'wav');
}, 60_000);

afterAll(async () => {
  await app?.close();
});

describe('voice consent', () => {
  it.each([
    ['no consent field', ''],
    ['an unticked box', 'false'],
    ['an older consent text', '2020-01-01'],
  ])('refuses an upload with %s and stores nothing', async (_label, consent) => {
    const res = await postForm(app, user, '/v1/me/voice-samples', { name: 'Mom', language: 'en', [VOICE_CONSENT_FIELD]: consent }, wav);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(VOICE_CONSENT_REQUIRED_MESSAGE);
    expect(await countRows(app, 'voice_samples', user.userId)).toBe(0);
    expect(storedFiles(app, 'voice-samples', user.userId)).toEqual([]);
  });

  it('stores the time and the version of the consent text with the sample', async () => {
    const before = Date.now();
    const res = await postForm(app, user, '/v1/me/voice-samples', { name: 'Mom', language: 'en', [VOICE_CONSENT_FIELD]: VOICE_CONSENT_VERSION }, wav);
    expect(res.status).toBe(201);
    const [row] = await app.runtime.db.query<{ version: string; at: Date }>(
      'SELECT consent_version AS version, consent_given_at AS at FROM voice_samples WHERE id = $1',
      [res.body.id],
    );
    expect(row!.version).toBe(VOICE_CONSENT_VERSION);
    expect(new Date(row!.at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(row!.at).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });
});
