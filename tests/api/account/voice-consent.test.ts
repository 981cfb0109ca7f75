/**
 * Consent before a voice is used: POST /v1/me/voice-samples refuses a recording
 * without the parent's consent to the current consent text (nothing stored), and stores the
 * time and the text's version with an accepted one, with the UI language the words were shown
 * in and those words (a parent who agreed to the German text has the German text on
 * record, also in their data download). An unknown language is refused like a missing consent.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamAccountExport } from '../../../src/server/account/export-account.ts';
import {
  VOICE_CONSENT_FIELD,
  VOICE_CONSENT_LOCALE_FIELD,
  VOICE_CONSENT_REQUIRED_MESSAGE,
  VOICE_CONSENT_TEXT,
  VOICE_CONSENT_VERSION,
  voiceConsentFields,
} from '../../../src/shared/voice-consent.ts';
import { exportedJson } from '../../helpers/unzip.ts';
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
    ['no consent field', { [VOICE_CONSENT_FIELD]: '' }],
    ['an unticked box', { [VOICE_CONSENT_FIELD]: 'false', [VOICE_CONSENT_LOCALE_FIELD]: 'en' }],
    ['an older consent text', { [VOICE_CONSENT_FIELD]: '2020-01-01', [VOICE_CONSENT_LOCALE_FIELD]: 'de' }],
    ['no language for the consent words', { [VOICE_CONSENT_FIELD]: VOICE_CONSENT_VERSION }],
    ['an unknown language', voiceConsentFields('xx')],
    ['a region-tagged language', voiceConsentFields('de-DE')],
    ['an upper-case language', voiceConsentFields('DE')],
    ['a hostile language value', voiceConsentFields("de'); DELETE FROM voice_samples; --")],
    ['an object key as language', voiceConsentFields('__proto__')],
  ])('refuses an upload with %s and stores nothing', async (_label, consent) => {
    const res = await postForm(app, user, '/v1/me/voice-samples', { name: 'Mom', language: 'en', ...consent }, wav);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(VOICE_CONSENT_REQUIRED_MESSAGE);
    expect(await countRows(app, 'voice_samples', user.userId)).toBe(0);
    expect(storedFiles(app, 'voice-samples', user.userId)).toEqual([]);
  });

  it('stores the time, the version, the language and the English words of a consent given on an English page', async () => {
    const before = Date.now();
    const res = await postForm(app, user, '/v1/me/voice-samples', { name: 'Mom', language: 'en', ...voiceConsentFields('en') }, wav);
    expect(res.status).toBe(201);
    const [row] = await app.runtime.db.query<{ version: string; at: Date; locale: string; text: string }>(
      'SELECT consent_version AS version, consent_given_at AS at, consent_locale AS locale, consent_text AS text FROM voice_samples WHERE id = $1',
      [res.body.id],
    );
    expect(row!.version).toBe(VOICE_CONSENT_VERSION);
    expect(row!.locale).toBe('en');
    expect(row!.text).toBe(VOICE_CONSENT_TEXT);
    expect(new Date(row!.at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(row!.at).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('stores a consent given on a German page as German (words and language), also for an English voice, and exports it', async () => {
    const parent = await createTestUser(app);
    const german = JSON.parse(fs.readFileSync('messages/de.json', 'utf8')) as Record<string, string>;
    // The voice is English; the page the parent agreed on (/de/personalize) was German.
    const res = await postForm(app, parent, '/v1/me/voice-samples', { name: 'Mama', language: 'en', ...voiceConsentFields('de') }, wav);
    expect(res.status).toBe(201);
    const [row] = await app.runtime.db.query<{ version: string; locale: string; text: string }>(
      'SELECT consent_version AS version, consent_locale AS locale, consent_text AS text FROM voice_samples WHERE id = $1',
      [res.body.id],
    );
    expect(row).toEqual({ version: VOICE_CONSENT_VERSION, locale: 'de', text: german.ps_consent });
    expect(row!.text).not.toBe(VOICE_CONSENT_TEXT);

    const files = await exportedJson(streamAccountExport(app.runtime, parent.userId));
    const voices = files.get('voice-samples/voice-samples.json') as Array<Record<string, unknown>>;
    expect(voices).toHaveLength(1);
    expect(voices[0]).toMatchObject({
      name: 'Mama',
      language: 'en',
      consentVersion: VOICE_CONSENT_VERSION,
      consentLocale: 'de',
      consentText: german.ps_consent,
    });
    expect(voices[0]!.consentGivenAt).toBeTruthy();
  });
});
