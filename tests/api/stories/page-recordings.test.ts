/**
 * "Read it in my own voice" over real HTTP: a parent uploads a recording of a
 * page of their own story (consent required, like voice samples); the private read then carries
 * it with sentence timings found from its pauses; a stranger can neither upload nor see it;
 * deleting the story deletes the recording's row and file. The consent is kept in the language
 * the record page showed it in, also in the parent's data download.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOICE_CONSENT_REQUIRED_MESSAGE, VOICE_CONSENT_TEXT, VOICE_CONSENT_VERSION, voiceConsentFields } from '../../../src/shared/voice-consent.ts';
import { exportedJson } from '../../helpers/unzip.ts';
import { streamAccountExport } from '../../../src/server/account/export-account.ts';
import { createTestUser, type TestUser } from '../../helpers/auth.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';
import { del, encode, getJson, postForm, speech, type UploadFile } from '../personalize/helpers.ts';

let app: TestApp;
let owner: TestUser;
let stranger: TestUser;
let storyId: string;
let webm: UploadFile;

/** The German catalogue, read directly: the words the German record page shows. */
const GERMAN = JSON.parse(fs.readFileSync('messages/de.json', 'utf8')) as Record<string, string>;

const PAGE = 'Once upon a time, a little fox lived at the edge of a quiet forest. Every night the moon told him a story, and he fell asleep smiling.';

beforeAll(async () => {
  app = await startTestApp();
  owner = await createTestUser(app);
  stranger = await createTestUser(app);
  const [row] = await app.runtime.db.query<{ id: string }>(
    `INSERT INTO stories (user_id, title, language, age, illustration_style, hero, seed, status)
     VALUES ($1, 'The Fox', 'en', 5, 'storybook', '{"name":"Fox"}', 1, 'COMPLETE') RETURNING id`,
    [owner.userId],
  );
  storyId = row!.id;
  for (const position of [0, 1]) {
    await app.runtime.db.query(`INSERT INTO story_chunks (story_id, position, content, scene, illustration_prompt) VALUES ($1, $2, $3, '{}', '')`, [
      storyId,
      position,
      PAGE,
    ]);
  }
  webm = await encode(await speech(9), 'webm');
}, 60_000);

afterAll(async () => {
  await app?.close();
});

const recordingFiles = () => {
  const dir = path.join(app.runtime.config.dataDir, 'media', 'stories', storyId, 'recordings');
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => !f.endsWith('.tmp')) : [];
};

describe('page recordings', () => {
  it.each([
    ['without the voice consent', {}],
    ['with a consent in an unknown language', voiceConsentFields('xx')],
    ['with a consent in no language', { consent: VOICE_CONSENT_VERSION }],
  ])('refuses a recording %s and stores nothing', async (_label, consent) => {
    const res = await postForm(app, owner, `/v1/stories/${storyId}/recordings/0`, consent, webm);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(VOICE_CONSENT_REQUIRED_MESSAGE);
    expect(recordingFiles()).toEqual([]);
    const [row] = await app.runtime.db.query<{ n: number }>('SELECT count(*)::int AS n FROM page_recordings WHERE story_id = $1', [storyId]);
    expect(Number(row!.n)).toBe(0);
  });

  it('refuses a stranger and a page that does not exist', async () => {
    const consent = voiceConsentFields('en');
    expect((await postForm(app, stranger, `/v1/stories/${storyId}/recordings/0`, consent, webm)).status).toBe(404);
    expect((await postForm(app, owner, `/v1/stories/${storyId}/recordings/7`, consent, webm)).status).toBe(404);
    expect((await postForm(app, owner, `/v1/stories/${storyId}/recordings/x`, consent, webm)).status).toBe(404);
  });

  it('stores the page recording as MP3 with sentence timings, and the private read carries it', async () => {
    const res = await postForm(app, owner, `/v1/stories/${storyId}/recordings/1`, voiceConsentFields('en'), webm);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.duration_seconds).toBeGreaterThan(8.5);
    expect(res.body.timings).toHaveLength(2);
    expect(res.body.timings[1].start).toBeGreaterThan(res.body.timings[0].end);
    expect(recordingFiles()).toHaveLength(1);
    const audio = await app.fetch(new URL(res.body.signed_audio_url, 'http://x').pathname + new URL(res.body.signed_audio_url, 'http://x').search);
    expect(audio.status).toBe(200);
    const head = new Uint8Array(await audio.arrayBuffer()).subarray(0, 3);
    // An MP3: an ID3 tag or straight away an MPEG audio frame (sync word 0xFFE/0xFFF).
    expect((head[0] === 0x49 && head[1] === 0x44 && head[2] === 0x33) || (head[0] === 0xff && (head[1]! & 0xe0) === 0xe0), `starts ${[...head]}`).toBe(true);

    const story = await getJson(app, owner, `/v1/stories/private/${storyId}`);
    expect(story.body.chunks[0].recording).toBeNull();
    expect(story.body.chunks[1].recording.duration_seconds).toBeCloseTo(res.body.duration_seconds, 3);
    expect(story.body.chunks[1].recording.timings[0].words.length).toBeGreaterThan(5);

    const consentOf = async () =>
      (
        await app.runtime.db.query<{ version: string; locale: string; text: string }>(
          'SELECT consent_version AS version, consent_locale AS locale, consent_text AS text FROM page_recordings WHERE story_id = $1 AND position = 1',
          [storyId],
        )
      )[0];
    expect(await consentOf()).toEqual({ version: VOICE_CONSENT_VERSION, locale: 'en', text: VOICE_CONSENT_TEXT });

    // A re-take replaces the file, and its consent: this one was given on the German record page.
    const again = await postForm(app, owner, `/v1/stories/${storyId}/recordings/1`, voiceConsentFields('de'), webm);
    expect(again.status).toBe(201);
    expect(recordingFiles()).toHaveLength(1);
    expect(await consentOf()).toEqual({ version: VOICE_CONSENT_VERSION, locale: 'de', text: GERMAN.rd_voice_consent });

    // A re-take whose consent names an unknown language is refused and changes nothing.
    const files = recordingFiles();
    const hostile = await postForm(app, owner, `/v1/stories/${storyId}/recordings/1`, voiceConsentFields('xx'), webm);
    expect(hostile.status).toBe(422);
    expect(hostile.body.message).toBe(VOICE_CONSENT_REQUIRED_MESSAGE);
    expect(recordingFiles()).toEqual(files);
    expect(await consentOf()).toEqual({ version: VOICE_CONSENT_VERSION, locale: 'de', text: GERMAN.rd_voice_consent });
  });

  it('puts the recordings in the parent’s data download, with the consent in the language it was given in', async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of streamAccountExport(app.runtime, owner.userId)) chunks.push(chunk as Buffer);
    const zip = Buffer.concat(chunks);
    // ZIP entry names are stored as plain text in the local headers and the central directory.
    expect(zip.includes(Buffer.from(`-${storyId}/my-voice/2.mp3`))).toBe(true);
    expect(zip.includes(Buffer.from(`-${storyId}/my-voice/1.mp3`))).toBe(false);

    const files = await exportedJson(streamAccountExport(app.runtime, owner.userId));
    const story = [...files].find(([name]) => name.endsWith(`-${storyId}/story.json`))![1] as {
      pages: Array<{ myVoice: string | null; myVoiceConsent: unknown }>;
    };
    expect(story.pages[0]).toMatchObject({ myVoice: null, myVoiceConsent: null });
    expect(story.pages[1]!.myVoice).toBe('my-voice/2.mp3');
    expect(story.pages[1]!.myVoiceConsent).toMatchObject({ version: VOICE_CONSENT_VERSION, locale: 'de', text: GERMAN.rd_voice_consent });
  });

  it('deletes a page recording, and all of them with the story', async () => {
    await postForm(app, owner, `/v1/stories/${storyId}/recordings/0`, voiceConsentFields('en'), webm);
    expect(recordingFiles()).toHaveLength(2);
    expect((await del(app, stranger, `/v1/stories/${storyId}/recordings/0`)).status).toBe(404);
    expect((await del(app, owner, `/v1/stories/${storyId}/recordings/0`)).status).toBe(204);
    expect(recordingFiles()).toHaveLength(1);
    expect((await del(app, owner, `/v1/stories/private/${storyId}`)).status).toBe(204);
    expect(recordingFiles()).toEqual([]);
    const [row] = await app.runtime.db.query<{ n: number }>('SELECT count(*)::int AS n FROM page_recordings WHERE story_id = $1', [storyId]);
    expect(Number(row!.n)).toBe(0);
  });
});
