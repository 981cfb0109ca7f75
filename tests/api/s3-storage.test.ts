/**
 * The S3-compatible storage adapter against a local S3 server (s3rver) the test starts:
 * put/get/delete, prefix deletion, presigned URLs that the browser can read and that expire,
 * and the whole app serving a story's media from S3.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../src/server/storage/s3-storage.ts';
import type { Storage } from '../../src/server/storage/storage.ts';
import { createStory } from '../../src/server/stories/create-story.ts';
import { seedCharacter, seedUser, waitForStory } from '../helpers/seed.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

const BUCKET = 'bedtime-media';

describe('S3 storage adapter', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bh-s3-'));
  let server: S3rver;
  let endpoint: string;
  let storage: Storage;

  beforeAll(async () => {
    server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
    const address = (await server.run()) as AddressInfo;
    endpoint = `http://127.0.0.1:${address.port}`;
    storage = createS3Storage({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      defaultTtlSeconds: 60,
    });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('stores, reads and deletes objects with their content type', async () => {
    expect(await storage.health()).toBe(true);
    await storage.put('stories/s1/pages/0.webp', Buffer.from('picture bytes'), 'image/webp');
    const got = await storage.get('stories/s1/pages/0.webp');
    expect(got?.body.toString()).toBe('picture bytes');
    expect(got?.contentType).toBe('image/webp');
    await storage.delete('stories/s1/pages/0.webp');
    expect(await storage.get('stories/s1/pages/0.webp')).toBeNull();
  });

  it('deletes a whole prefix and nothing else', async () => {
    await storage.put('stories/a/pages/0.webp', Buffer.from('a0'), 'image/webp');
    await storage.put('stories/a/audio/0.mp3', Buffer.from('a1'), 'audio/mpeg');
    await storage.put('stories/b/pages/0.webp', Buffer.from('b0'), 'image/webp');
    await storage.deletePrefix('stories/a/');
    expect(await storage.get('stories/a/pages/0.webp')).toBeNull();
    expect(await storage.get('stories/a/audio/0.mp3')).toBeNull();
    expect((await storage.get('stories/b/pages/0.webp'))?.body.toString()).toBe('b0');
  });

  it('gives presigned URLs the browser can read until they expire', async () => {
    await storage.put('stories/c/audio/0.mp3', Buffer.from('narration'), 'audio/mpeg');
    const signed = await storage.signedUrl('stories/c/audio/0.mp3', 60);
    expect(signed.expiresAt).toBeGreaterThan(Date.now() / 1000 + 50);
    const res = await fetch(signed.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect(await res.text()).toBe('narration');
    const shortLived = await storage.signedUrl('stories/c/audio/0.mp3', 1);
    await new Promise((r) => setTimeout(r, 2100));
    expect((await fetch(shortLived.url)).status).toBe(403);
  });

  it('runs the story pipeline with its media on S3', async () => {
    let app: TestApp | undefined;
    try {
      app = await startTestApp({
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
      });
      expect((await (await app.fetch('/v1/health')).json()).storage).toBe('ok');
      const user = await seedUser(app.runtime);
      const characterId = await seedCharacter(app.runtime, user.id);
      const { id } = await createStory(
        app.runtime,
        user.id,
        { storyIn: { age: 2, moral: '', freeText: '', language: 'en' }, illustrationStyle: 'lego', characterId, voiceSampleIn: null },
        { enrichByVoice: true, enrichByImage: false },
      );
      expect((await waitForStory(app.runtime, id)).at(-1)).toBe('COMPLETE');
      const picture = await app.runtime.storage.signedUrl(`stories/${id}/pages/0.webp`);
      expect(picture.url.startsWith(endpoint)).toBe(true);
      const res = await fetch(picture.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
    } finally {
      await app?.close();
    }
  });
});
