/**
 * Public content is cacheable, over real HTTP: public answers are built once and
 * revalidated with ETags; public stories' files have immutable content-hashed URLs while private
 * ones keep signed expiring URLs; publishing, unpublishing, deleting and a change written by
 * another process (NOTIFY) all reach the cache; on Postgres, a second web node hears it too.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStoryPublic } from '../../../src/server/examples/seed-examples.ts';
import type { Runtime } from '../../../src/server/runtime.ts';
import { fakeMp3, fakePicture } from '../../fakes/media.ts';
import { authHeader, createTestUser, type TestUser } from '../../helpers/auth.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';

interface WireChunk {
  signed_image_url: string | null;
  signed_audio_url: string | null;
  image_srcset: string | null;
  image_url_expires_at: number | null;
}
interface WireStory {
  id: string;
  title: string;
  cover_url: string | null;
  cover_srcset: string | null;
  chunks: WireChunk[];
}
interface WireList {
  data: WireStory[];
  metadata: { total: number };
}

/** A finished two-page story with real pictures, narration and a reference photo, stored like the pipeline does. */
async function finishedStory(runtime: Runtime, userId: string | null, title: string, isPublic: boolean): Promise<string> {
  const id = randomUUID();
  const picture = await fakePicture(1024, 1024, 'webp');
  const cover = await sharp(picture).resize(480, 480).webp().toBuffer();
  const mp3 = await fakeMp3(1);
  await runtime.storage.put(`stories/${id}/reference.jpg`, await fakePicture(256, 256, 'jpeg'), 'image/jpeg');
  await runtime.storage.put(`stories/${id}/cover.webp`, cover, 'image/webp');
  for (const p of [0, 1]) {
    // Each page its own bytes, so their content hashes differ.
    await runtime.storage.put(
      `stories/${id}/pages/${p}.webp`,
      await sharp(picture)
        .rotate(p * 90)
        .webp()
        .toBuffer(),
      'image/webp',
    );
    await runtime.storage.put(`stories/${id}/audio/${p}.mp3`, mp3, 'audio/mpeg');
  }
  await runtime.db.query(
    `INSERT INTO stories (id, user_id, is_public, public_rank, title, language, age, illustration_style, hero, seed, status, cover_key, reference_photo_key, completed_at)
     VALUES ($1, $2, $3, CASE WHEN $3 THEN 1 END, $4, 'en', 5, 'storybook', $5, 7, 'COMPLETE', $6, $7, now())`,
    [
      id,
      userId,
      isPublic,
      title,
      JSON.stringify({ name: 'Mila', kind: 'human', gender: 'female', age: 5, description: 'a yellow raincoat' }),
      `stories/${id}/cover.webp`,
      `stories/${id}/reference.jpg`,
    ],
  );
  for (const p of [0, 1]) {
    await runtime.db.query(
      `INSERT INTO story_chunks (story_id, position, content, scene, illustration_prompt, image_key, audio_key, audio_content_type, audio_duration_seconds)
       VALUES ($1, $2, $3, '{}', 'a page', $4, $5, 'audio/mpeg', 1)`,
      [id, p, `${title}, page ${p + 1}.`, `stories/${id}/pages/${p}.webp`, `stories/${id}/audio/${p}.mp3`],
    );
  }
  return id;
}

const LIST = '/v1/stories/public/all?limit=50&include_images=true&include_audio=true';

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('public answers from memory, immutable public media', () => {
  let app: TestApp;
  let parent: TestUser;
  let publicId: string;
  let privateId: string;
  const list = async (target: TestApp = app) => (await (await target.fetch(LIST)).json()) as WireList;

  beforeAll(async () => {
    app = await startTestApp();
    parent = await createTestUser(app);
    publicId = await finishedStory(app.runtime, null, 'The Moon Library', true);
    privateId = await finishedStory(app.runtime, parent.userId, 'Our Secret Garden', false);
  }, 60_000);
  afterAll(async () => app?.close());

  it('answers the public list with an ETag and s-maxage, 304 on revalidation, compressed for browsers', async () => {
    const first = await app.fetch(LIST, { headers: { 'accept-encoding': 'br' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toMatch(/public.*s-maxage=\d+/);
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('vary')).toMatch(/accept-encoding/i);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const body = (await first.json()) as WireList;
    expect(body.data.map((s) => s.id)).toEqual([publicId]);

    const again = await app.fetch(LIST, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const plain = await app.fetch(LIST, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('etag')).toBe(etag);
    expect(((await plain.json()) as WireList).data[0]!.title).toBe('The Moon Library');
    // The public story itself and the navigation list too.
    const story = await app.fetch(`/v1/stories/public/${publicId}`);
    expect(story.status).toBe(200);
    expect((await app.fetch(`/v1/stories/public/${publicId}`, { headers: { 'if-none-match': story.headers.get('etag')! } })).status).toBe(304);
  });

  it('gives public pictures and narration immutable URLs, with smaller pictures for srcset', async () => {
    const story = (await (await app.fetch(`/v1/stories/public/${publicId}`)).json()) as WireStory;
    const page = story.chunks[0]!;
    // Lists carry the cover's srcset (cards), not the pages'.
    expect((await list()).data[0]!.chunks[0]!.image_srcset).toBeNull();
    expect((await list()).data[0]!.cover_srcset).toMatch(/ 320w, .+ 480w$/);
    expect(page.signed_image_url).toMatch(/^\/media\/public\/[\w-]{22}\/stories\/[\w-]+\/pages\/0\.webp$/);
    expect(page.image_url_expires_at! * 1000).toBeGreaterThan(Date.now() + 30 * 24 * 3600_000);
    for (const url of [page.signed_image_url!, page.signed_audio_url!, story.cover_url!]) {
      const res = await app.fetch(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const etag = res.headers.get('etag')!;
      expect((await app.fetch(url, { headers: { 'if-none-match': etag } })).status).toBe(304);
    }
    // The srcset lists 320, 480, 640 and 768 px versions and the 1024 px original; each is a real WebP of that width.
    const entries = page.image_srcset!.split(', ').map((e) => e.split(' ') as [string, string]);
    expect(entries.map(([, w]) => w)).toEqual(['320w', '480w', '640w', '768w', '1024w']);
    const [url480] = entries[1]!;
    const small = await app.fetch(url480);
    expect(small.headers.get('content-type')).toBe('image/webp');
    expect(small.headers.get('cache-control')).toContain('immutable');
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(480);
    // Audio can seek.
    const range = await app.fetch(page.signed_audio_url!, { headers: { Range: 'bytes=0-9' } });
    expect(range.status).toBe(206);
    expect((await range.arrayBuffer()).byteLength).toBe(10);
  });

  it('keeps private stories on signed, private URLs, and no public URL can be made for their files', async () => {
    const res = await app.fetch(`/v1/stories/private/${privateId}`, { headers: authHeader(parent) });
    const story = (await res.json()) as WireStory;
    const url = story.chunks[0]!.signed_image_url!;
    expect(url).toMatch(/^\/media\/stories\/.+\?exp=\d+&sig=/);
    expect(story.chunks[0]!.image_srcset).toBeNull();
    const media = await app.fetch(url);
    expect(media.status).toBe(200);
    expect(media.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(media.headers.get('cache-control')).not.toContain('immutable');

    // Borrowing a public token for a private file, the reference photo, or a made-up token: 404.
    const publicUrl = (await list()).data[0]!.chunks[0]!.signed_image_url!;
    const token = publicUrl.split('/')[3]!;
    for (const forged of [
      `/media/public/${token}/stories/${privateId}/pages/0.webp`,
      `/media/public/${token}/stories/${publicId}/reference.jpg`,
      `/media/public/${token}/stories/${publicId}/pages/1.webp`,
      publicUrl.replace(token, 'A'.repeat(22)),
      `/media/public/${token}/w999/stories/${publicId}/pages/0.webp`,
    ]) {
      expect((await app.fetch(forged)).status, forged).toBe(404);
    }
    // Nothing of the private story is in any public answer.
    expect(JSON.stringify(await list())).not.toContain(privateId);
    expect((await app.fetch(`/v1/stories/public/${privateId}`)).status).toBe(404);
  });

  it('shows a story as soon as it is published, and takes it and its files away on unpublish', async () => {
    const before = await app.fetch(LIST);
    const etag = before.headers.get('etag')!;
    await setStoryPublic(app.runtime, privateId, true);
    const shown = await list();
    expect(shown.data.map((s) => s.title)).toContain('Our Secret Garden');
    expect((await app.fetch(LIST, { headers: { 'if-none-match': etag } })).status).toBe(200);
    const published = (await (await app.fetch(`/v1/stories/public/${privateId}`)).json()) as WireStory;
    const pictureUrl = published.chunks[1]!.signed_image_url!;
    const smallUrl = published.chunks[1]!.image_srcset!.split(' ')[0]!;
    expect((await app.fetch(pictureUrl)).status).toBe(200);
    expect((await app.fetch(smallUrl)).status).toBe(200);
    expect((await app.fetch(`/v1/stories/public/${privateId}`)).status).toBe(200);

    await setStoryPublic(app.runtime, privateId, false);
    expect((await list()).data.map((s) => s.id)).not.toContain(privateId);
    expect((await app.fetch(`/v1/stories/public/${privateId}`)).status).toBe(404);
    expect((await app.fetch(pictureUrl)).status).toBe(404);
    expect((await app.fetch(smallUrl)).status).toBe(404);
  });

  it('drops a deleted story at once, files included', async () => {
    await setStoryPublic(app.runtime, privateId, true);
    const published = (await list()).data.find((s) => s.id === privateId)!;
    const audioUrl = published.chunks[0]!.signed_audio_url!;
    expect((await app.fetch(audioUrl)).status).toBe(200);
    const del = await app.fetch(`/v1/stories/private/${privateId}`, { method: 'DELETE', headers: authHeader(parent) });
    expect(del.status).toBe(204);
    expect((await list()).data.map((s) => s.id)).not.toContain(privateId);
    expect((await app.fetch(audioUrl)).status).toBe(404);
  });

  it('hears a change written by another process through the database (NOTIFY from the trigger)', async () => {
    await list(); // warm
    // Not through setStoryPublic: as the operator CLI or a worker process would write it.
    await app.runtime.db.query(`UPDATE stories SET title = 'The Moon Library, renamed' WHERE id = $1`, [publicId]);
    const seen = await until(
      () => list(),
      (l) => l.data[0]?.title === 'The Moon Library, renamed',
      'the renamed title',
    );
    expect(seen.data[0]!.id).toBe(publicId);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two web nodes on one Postgres database (skipped when DATABASE_URL is unset: PGlite has one node)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // Like real nodes: one database, one identity key (see .env.example).
    const shared = { AUTH_KEY_ENCRYPTION_KEY: randomUUID() + randomUUID() };
    a = await startTestApp(shared);
    // …and one media store (S3 in production; here node A's folder).
    b = await startTestApp({ ...shared, DATABASE_URL: a.runtime.config.DATABASE_URL!, DATA_DIR: a.runtime.config.DATA_DIR });
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a story published on one node appears on the other, and disappears when unpublished there (LISTEN/NOTIFY)', async () => {
    const id = await finishedStory(a.runtime, null, 'Two Lanterns', false);
    const onB = async () => ((await (await b.fetch(LIST)).json()) as WireList).data.map((s) => s.id);
    expect(await onB()).toEqual([]); // B has the empty list cached now
    await setStoryPublic(a.runtime, id, true);
    await until(onB, (ids) => ids.includes(id), 'node B to show the story');
    const url = ((await (await b.fetch(LIST)).json()) as WireList).data[0]!.chunks[0]!.signed_image_url!;
    expect((await b.fetch(url)).status).toBe(200);
    await setStoryPublic(a.runtime, id, false);
    await until(onB, (ids) => !ids.includes(id), 'node B to drop the story');
    expect((await b.fetch(url)).status).toBe(404);
  });
});
