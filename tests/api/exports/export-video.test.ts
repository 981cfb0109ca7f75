/**
 * Video export over real HTTP: a narrated, illustrated story
 * becomes an MP4 a parent can send on. Checks what a grandparent's player would notice: codecs,
 * size, length against the narration, a different picture on each page, faststart.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_TURN_PAUSE_SECONDS } from '../../../src/server/exports/compose-video.ts';
import { probeDuration } from '../../../src/server/exports/story-video.ts';
import { EXPORT_NEEDS_MEDIA } from '../../../src/server/exports/create-export.ts';
import { execFfmpeg, ffprobePath } from '../../../src/server/media/ffmpeg.ts';
import { createStory } from '../../../src/server/stories/create-story.ts';
import { findStory, listChunks } from '../../../src/server/stories/queries.ts';
import { authHeader, createTestUser, type TestUser } from '../../helpers/auth.ts';
import { seedCharacter, waitForStory } from '../../helpers/seed.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';

interface ExportBody {
  id: string;
  story_id: string;
  status: string;
  storage_url: string | null;
}

describe('video export', () => {
  let app: TestApp;
  let alice: TestUser;
  let storyId: string;
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'bh-export-test-'));

  const post = (user: TestUser, id: string, body: unknown = { type: 'video' }) =>
    app.fetch(`/v1/stories/${id}/exports`, {
      method: 'POST',
      headers: { ...authHeader(user), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const get = (user: TestUser, id: string, exportId: string) => app.fetch(`/v1/stories/${id}/exports/${exportId}`, { headers: authHeader(user) });

  async function makeStory(user: TestUser, narrated: boolean): Promise<string> {
    const characterId = await seedCharacter(app.runtime, user.userId);
    const { id } = await createStory(
      app.runtime,
      user.userId,
      { storyIn: { age: 4, moral: 'sharing', freeText: '', language: 'en' }, illustrationStyle: 'watercolor', characterId, voiceSampleIn: null },
      { enrichByVoice: narrated, enrichByImage: true },
    );
    expect((await waitForStory(app.runtime, id)).at(-1)).toBe('COMPLETE');
    return id;
  }

  async function waitForExport(user: TestUser, id: string, exportId: string): Promise<ExportBody> {
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      const body = (await (await get(user, id, exportId)).json()) as ExportBody;
      if (body.status === 'COMPLETED' || body.status === 'FAILED') return body;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('export did not finish');
  }

  beforeAll(async () => {
    app = await startTestApp();
    alice = await createTestUser(app);
    storyId = await makeStory(alice, true);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('renders an H.264/AAC MP4 as long as the narration, with a different picture on each page', async () => {
    const res = await post(alice, storyId);
    expect(res.status).toBe(201);
    const requested = (await res.json()) as ExportBody;
    expect(['PENDING', 'IN_PROGRESS']).toContain(requested.status);
    expect(requested.storage_url).toBeNull();

    const done = await waitForExport(alice, storyId, requested.id);
    expect(done.status).toBe('COMPLETED');
    const download = await fetch(new URL(done.storage_url!, app.url));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('video/mp4');
    // 'Yes, Download' saves the file under the story's title.
    const title = (await findStory(app.runtime.db, { kind: 'private', userId: alice.userId }, storyId))!.title!;
    expect(download.headers.get('content-disposition')).toContain(`attachment; filename="${title.replace(/[^\x20-\x7e]/g, '?')}.mp4"`);
    const mp4 = Buffer.from(await download.arrayBuffer());
    const file = path.join(tmp, 'story.mp4');
    writeFileSync(file, mp4);

    // faststart: the index (moov) comes before the media (mdat), so playback starts at once.
    expect(mp4.indexOf('moov')).toBeGreaterThan(0);
    expect(mp4.indexOf('moov')).toBeLessThan(mp4.indexOf('mdat'));

    const probe = JSON.parse(
      (await execFfmpeg(['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file], { binary: ffprobePath })).stdout.toString(),
    ) as { streams: { codec_type: string; codec_name: string; width?: number; height?: number }[]; format: { duration: string } };
    const video = probe.streams.find((s) => s.codec_type === 'video')!;
    const audio = probe.streams.find((s) => s.codec_type === 'audio')!;
    expect(video.codec_name).toBe('h264');
    expect(audio.codec_name).toBe('aac');
    expect(video.width).toBeGreaterThanOrEqual(1280);
    expect(video.height).toBeGreaterThanOrEqual(720);

    // The narration as stored, measured file by file, plus the page-turn pauses between pages.
    const chunks = await listChunks(app.runtime.db, [storyId]);
    const narration: number[] = [];
    for (const [i, chunk] of chunks.entries()) {
      const f = path.join(tmp, `page-${i}.mp3`);
      writeFileSync(f, (await app.runtime.storage.get(chunk.audioKey!))!.body);
      narration.push(await probeDuration(f));
    }
    const expected = narration.reduce((a, b) => a + b, 0) + PAGE_TURN_PAUSE_SECONDS * (chunks.length - 1);
    expect(Math.abs(Number(probe.format.duration) - expected)).toBeLessThan(0.5);

    // A small grey thumbnail from the middle of each page: every page must look different.
    const thumbs: Buffer[] = [];
    let start = 0;
    for (const seconds of narration) {
      const middle = start + seconds / 2;
      const { stdout } = await execFfmpeg([
        '-v',
        'error',
        '-ss',
        middle.toFixed(2),
        '-i',
        file,
        '-frames:v',
        '1',
        '-vf',
        'scale=64:36',
        '-f',
        'rawvideo',
        '-pix_fmt',
        'gray',
        'pipe:1',
      ]);
      expect(stdout.length).toBe(64 * 36);
      thumbs.push(stdout);
      start += seconds + PAGE_TURN_PAUSE_SECONDS;
    }
    const meanDiff = (a: Buffer, b: Buffer) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) / a.length;
    for (let i = 0; i < thumbs.length; i++) {
      // Not a faded (dark) frame: the middle of a page is the page itself.
      expect(thumbs[i]!.reduce((s, v) => s + v, 0) / thumbs[i]!.length).toBeGreaterThan(40);
      for (let j = i + 1; j < thumbs.length; j++) expect(meanDiff(thumbs[i]!, thumbs[j]!)).toBeGreaterThan(2);
    }
  }, 120_000);

  it('reuses the finished export of the same story with a fresh link', async () => {
    const res = await post(alice, storyId);
    expect(res.status).toBe(200);
    const again = (await res.json()) as ExportBody;
    expect(again.status).toBe('COMPLETED');
    expect(again.storage_url).toMatch(/^\/media\//);
    const rows = await app.runtime.db.query('SELECT id FROM exports WHERE story_id = $1', [storyId]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual({ id: again.id });
  });

  it('lets only the owner export or read', async () => {
    const bob = await createTestUser(app);
    const refused = await post(bob, storyId);
    expect(refused.status).toBe(404);
    const [row] = await app.runtime.db.query<{ id: string }>('SELECT id FROM exports WHERE story_id = $1', [storyId]);
    const peek = await get(bob, storyId, row!.id);
    expect(peek.status).toBe(404);
    expect(((await peek.json()) as { message: string }).message).toMatch(/couldn't find/);
    expect((await app.fetch(`/v1/stories/${storyId}/exports`, { method: 'POST', body: '{}' })).status).toBe(401);
  });

  it('refuses a story without narration with a clear message', async () => {
    const silent = await makeStory(alice, false);
    const res = await post(alice, silent);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toBe(EXPORT_NEEDS_MEDIA);
    expect(await app.runtime.db.query('SELECT id FROM exports WHERE story_id = $1', [silent])).toHaveLength(0);
    const badType = await post(alice, storyId, { type: 'gif' });
    expect(badType.status).toBe(422);
  }, 60_000);

  it('deletes the video with its story', async () => {
    const [row] = await app.runtime.db.query<{ id: string; storage_key: string }>('SELECT id, storage_key FROM exports WHERE story_id = $1', [storyId]);
    expect(await app.runtime.storage.get(row!.storage_key)).not.toBeNull();
    const del = await app.fetch(`/v1/stories/private/${storyId}`, { method: 'DELETE', headers: authHeader(alice) });
    expect(del.status).toBe(204);
    expect(await app.runtime.storage.get(row!.storage_key)).toBeNull();
    expect((await get(alice, storyId, row!.id)).status).toBe(404);
  });
});
