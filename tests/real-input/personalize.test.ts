/**
 * Real-input suite: every real photo and recording in ../shared/fixtures goes
 * through the personalize API and gets the verdict its name promises. Files named
 * `photo_too_small_*` and `voice_too_*` must be refused; all others accepted. Skips cleanly
 * where the fixtures folder does not exist.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../helpers/auth.ts';
import { FIXTURES_DIR, HAS_FIXTURES } from '../helpers/fixtures.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { countRows, postForm, storedFiles } from '../api/personalize/helpers.ts';

const files = HAS_FIXTURES ? fs.readdirSync(FIXTURES_DIR).sort() : [];
const photos = files.filter((f) => f.startsWith('photo_'));
const voices = files.filter((f) => f.startsWith('voice_'));

/** Kind from names like photo_animal_raccoon_1024x768.jpg. */
const kindOf = (name: string) => /^photo_(human|animal|object)_/.exec(name)?.[1] ?? 'animal';
/** Size from names like ..._517x606.jpg. */
const sizeOf = (name: string) => /_(\d+)x(\d+)\./.exec(name)!.slice(1, 3).map(Number) as [number, number];
/** Language from names like voice_de_thorsten_27s.webm. */
const languageOf = (name: string) => /^voice_([a-z]{2})_/.exec(name)?.[1] ?? 'en';
/** Seconds from names like voice_too_long_43s.wav. */
const secondsOf = (name: string) => Number(/_(\d+)s\./.exec(name)![1]);

describe.skipIf(!HAS_FIXTURES)('real fixtures through the personalize API', () => {
  let app: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    app = await startTestApp({ IMAGE_SAMPLE_CAPACITY: '100', VOICE_SAMPLE_CAPACITY: '100' });
    user = await createTestUser(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('finds photos and recordings to test', () => {
    expect(photos.length).toBeGreaterThan(0);
    expect(voices.length).toBeGreaterThan(0);
  });

  it.each(photos)('%s', async (name) => {
    const bytes = fs.readFileSync(path.join(FIXTURES_DIR, name));
    const before = await countRows(app, 'characters', user.userId);
    const res = await postForm(app, user, '/v1/me/characters', { name: 'Fixture', kind: kindOf(name) }, { bytes, name, type: 'application/octet-stream' });
    const [width, height] = sizeOf(name);
    if (name.startsWith('photo_too_small_')) {
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(`The photo is too small (${width}x${height}). Please use a photo of at least 500 by 500 pixels.`);
      expect(await countRows(app, 'characters', user.userId)).toBe(before);
      return;
    }
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.kind).toBe(kindOf(name));
    const served = await fetch(new URL(res.body.signed_photo_url, app.url));
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(storedFiles(app, 'characters', user.userId)).toHaveLength(before + 1);
  });

  it.each(voices)('%s', async (name) => {
    const bytes = fs.readFileSync(path.join(FIXTURES_DIR, name));
    const before = await countRows(app, 'voice_samples', user.userId);
    const res = await postForm(
      app,
      user,
      '/v1/me/voice-samples',
      { name: 'Fixture', language: languageOf(name) },
      { bytes, name, type: 'application/octet-stream' },
    );
    const seconds = secondsOf(name);
    if (name.startsWith('voice_too_short_')) {
      expect(res.status).toBe(422);
      expect(res.body.message).toMatch(/^The recording is too short \(\d+\.\d seconds\)/);
      expect(await countRows(app, 'voice_samples', user.userId)).toBe(before);
      return;
    }
    if (name.startsWith('voice_too_long_')) {
      expect(res.status).toBe(422);
      expect(res.body.message).toMatch(/^The recording is too long \(\d+\.\d seconds\)/);
      expect(await countRows(app, 'voice_samples', user.userId)).toBe(before);
      return;
    }
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // The fixtures' names give whole seconds; the decoded length is within a second of them.
    expect(Math.abs(res.body.duration_seconds - seconds)).toBeLessThan(1);
    const [row] = await app.runtime.db.query<{ pitch: number | null; pace: number | null }>(
      'SELECT median_pitch_hz AS pitch, syllables_per_second AS pace FROM voice_samples WHERE id = $1',
      [res.body.id],
    );
    // A human speaking voice: adult F0 roughly 75-300 Hz, 2-8 syllables per second.
    expect(row!.pitch).toBeGreaterThan(70);
    expect(row!.pitch).toBeLessThan(320);
    expect(row!.pace).toBeGreaterThan(2);
    expect(row!.pace).toBeLessThan(8);
  });
});
