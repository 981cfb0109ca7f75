/**
 * The reader opens before the last page is done, over real HTTP: while later pages are
 * held back (the test-only PIPELINE_TEST_HOLD_FILE), progress reports the first page ready, the
 * story can be opened, its ready page serves a real picture and narration, and the pages not made
 * yet carry no media URL (never a broken one). Once released, every page fills in.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../helpers/auth.ts';
import { seedCharacter } from '../../helpers/seed.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';

describe('a story read while it is being made', () => {
  const holdFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bh-hold-')), 'hold');
  let app: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let characterId: number;

  const call = (user: TestUser, url: string, init: RequestInit = {}) =>
    app.fetch(url, { ...init, headers: { 'content-type': 'application/json', authorization: `Bearer ${user.accessToken}` } });
  const progressOf = async (id: string) => (await call(owner, `/v1/stories/private/progress/${id}`)).json();
  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
    for (let i = 0; i < 1200; i++) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`timed out waiting for ${what}`);
  }

  beforeAll(async () => {
    fs.writeFileSync(holdFile, 'hold');
    app = await startTestApp({ FREE_STORIES_PER_MONTH: '5', PIPELINE_TEST_HOLD_FILE: holdFile });
    owner = await createTestUser(app);
    stranger = await createTestUser(app);
    for (const user of [owner, stranger]) expect((await call(user, '/v1/auth/login', { method: 'POST' })).status).toBe(200);
    characterId = await seedCharacter(app.runtime, owner.userId, { name: 'Noor', gender: 'female', age: 4 });
  });
  afterAll(async () => {
    fs.rmSync(path.dirname(holdFile), { recursive: true, force: true });
    await app?.close();
  });

  it('reports pages_ready, serves the ready page and no media for the rest, then fills in', async () => {
    const res = await call(owner, '/v1/stories?enrich_by_voice=true', {
      method: 'POST',
      body: JSON.stringify({
        story_in: { age: 4, moral: 'kindness', free_text: '', language: 'en' },
        illustration_style: 'storybook',
        character_id: characterId,
      }),
    });
    expect(res.status).toBe(201);
    const { id } = await res.json();

    const early = await until(
      () => progressOf(id),
      (p) => p.pages_ready >= 1,
      'the first page',
    );
    expect(early.pages_ready).toBe(1);
    expect(early.pages_total).toBeGreaterThan(1);
    expect(early.progress).not.toBe('COMPLETE');
    // The same figure for a stranger is a 404, as every private call.
    expect((await call(stranger, `/v1/stories/private/progress/${id}`)).status).toBe(404);

    const partial = await (await call(owner, `/v1/stories/private/${id}`)).json();
    expect(partial.pages_ready).toBe(1);
    expect(partial.status).not.toBe('COMPLETE');
    const [first, ...rest] = partial.chunks;
    expect(first).toMatchObject({ ready: true, has_image: true, has_audio: true });
    const picture = await fetch(new URL(first.signed_image_url, app.url));
    expect(picture.status).toBe(200);
    expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).format).toBe('webp');
    const audio = await fetch(new URL(first.signed_audio_url, app.url));
    expect([audio.status, audio.headers.get('content-type')]).toEqual([200, 'audio/mpeg']);
    for (const chunk of rest) {
      expect(chunk).toMatchObject({ ready: false, signed_image_url: null, signed_audio_url: null });
      expect(chunk.content.length).toBeGreaterThan(0);
    }

    fs.rmSync(holdFile);
    const done = await until(
      () => progressOf(id),
      (p) => p.progress === 'COMPLETE' || p.progress === 'FAILED',
      'the story to finish',
    );
    expect(done.progress).toBe('COMPLETE');
    expect(done.pages_ready).toBe(done.pages_total);
    const full = await (await call(owner, `/v1/stories/private/${id}`)).json();
    expect(full.pages_ready).toBe(full.page_count);
    for (const chunk of full.chunks) expect(chunk).toMatchObject({ ready: true, has_image: true, has_audio: true });
    const last = await fetch(new URL(full.chunks.at(-1).signed_image_url, app.url));
    expect(last.status).toBe(200);
  }, 300_000);
});
