/**
 * Download my data over real HTTP: POST /v1/account/export answers a signed URL
 * that lives SIGNED_URL_TTL_SECONDS; GET streams a ZIP (attachment) that opens with a standard
 * unzip library and holds, for each of the parent's 50 stories, its JSON, a readable HTML book
 * (everything escaped) and its pictures and narration, byte for byte as stored; plus the
 * character photo, the voice sample, purchases and usage, matching the database.
 */
import { randomUUID } from 'node:crypto';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader } from '../../helpers/auth.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';
import { makeFullAccount, postJson, type FullAccount } from './account-helpers.ts';

const TTL = 120;
const STORIES = 50;

/** Byte equality (Buffer.equals: a deep toEqual walks every byte as a property and takes seconds). */
const sameBytes = (a: Buffer | undefined, b: Buffer) => Boolean(a && a.length > 0 && a.equals(b));

/** Every entry of a ZIP: name → bytes. */
function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error);
      const entries = new Map<string, Buffer>();
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.on('end', () => resolve(entries));
      file.on('error', reject);
      file.readEntry();
    });
  });
}

/** Copies a finished story (rows and stored files) `n` times for the parent, under new ids. */
async function copyStory(app: TestApp, userId: string, storyId: string, n: number): Promise<string[]> {
  const { db, storage } = app.runtime;
  const ids: string[] = [];
  const chunks = await db.query<{ position: number; imageKey: string | null; audioKey: string | null }>(
    'SELECT position, image_key AS "imageKey", audio_key AS "audioKey" FROM story_chunks WHERE story_id = $1',
    [storyId],
  );
  const [story] = await db.query<{ coverKey: string | null }>('SELECT cover_key AS "coverKey" FROM stories WHERE id = $1', [storyId]);
  const move = (key: string | null, id: string) => (key ? key.replace(storyId, id) : null);
  for (let i = 0; i < n; i++) {
    const id = randomUUID();
    ids.push(id);
    await db.query(
      `INSERT INTO stories (id, user_id, title, language, age, moral_key, moral_text, free_text, illustration_style, hero, voice, enrich_by_voice, enrich_by_image, seed, status, cover_key, created_at, completed_at)
       SELECT $2, user_id, title || ' (' || $4::text || ')', language, age, moral_key, moral_text, free_text, illustration_style, hero, voice, enrich_by_voice, enrich_by_image, seed, status, $3, now() + ($4::int || ' seconds')::interval, completed_at
         FROM stories WHERE id = $1`,
      [storyId, id, move(story!.coverKey, id), i + 1],
    );
    await db.query(
      `INSERT INTO story_chunks (story_id, position, content, scene, illustration_prompt, image_key, audio_key, audio_content_type, audio_duration_seconds, timings)
       SELECT $2::uuid, position, content, scene, illustration_prompt, replace(image_key, $1::text, $2::text), replace(audio_key, $1::text, $2::text), audio_content_type, audio_duration_seconds, timings
         FROM story_chunks WHERE story_id = $1::uuid`,
      [storyId, id],
    );
    for (const key of [story!.coverKey, ...chunks.flatMap((c) => [c.imageKey, c.audioKey])]) {
      if (!key) continue;
      const object = (await storage.get(key))!;
      await storage.put(move(key, id)!, object.body, object.contentType);
    }
  }
  return ids;
}

describe('downloading my data', () => {
  let app: TestApp;
  let alice: FullAccount;
  let exportUrl: string;

  beforeAll(async () => {
    app = await startTestApp({ SIGNED_URL_TTL_SECONDS: String(TTL) });
    alice = await makeFullAccount(app, { stories: 2 });
    // The look taken from the photo (what the photo analysis stores; it is off in tests) and the parent's own edits (the real route).
    await app.runtime.db.query('UPDATE characters SET photo_look = $2 WHERE id = $1', [
      alice.characterId,
      JSON.stringify({ kind: 'person', hairColour: 'brown', skinTone: 'medium' }),
    ]);
    const edited = await app.fetch(`/v1/me/characters/${alice.characterId}/look`, {
      method: 'PATCH',
      headers: { ...authHeader(alice.user), 'Content-Type': 'application/json' },
      body: JSON.stringify({ look: { hairColour: 'red', glasses: true } }),
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    // A hostile title: the HTML book must show it as text.
    await app.runtime.db.query('UPDATE stories SET title = $2 WHERE id = $1', [alice.storyIds[1], 'Mila </title><script>alert(1)</script> & "friends"']);
    alice.storyIds.push(...(await copyStory(app, alice.user.userId, alice.storyIds[0]!, STORIES - 2)));
    const redeem = await postJson(app, alice.user, '/v1/purchases/redeem-gift-code', {
      gift_code: (await import('../../../src/server/commerce/gift-codes.ts').then((m) => m.mintGiftCodes(app.runtime.db, 'lite-bundle', 1)))[0],
    });
    expect(redeem.status).toBe(200);
  }, 400_000);

  afterAll(async () => {
    await app?.close();
  });

  it('answers a signed URL that expires after the signed-URL TTL', async () => {
    const res = await postJson(app, alice.user, '/v1/account/export');
    expect(res.status).toBe(200);
    exportUrl = res.body.url;
    const url = new URL(exportUrl);
    expect(url.origin).toBe(app.url);
    const exp = Number(url.searchParams.get('exp'));
    expect(exp - Date.now() / 1000).toBeGreaterThan(TTL - 10);
    expect(exp - Date.now() / 1000).toBeLessThanOrEqual(TTL);
    expect((await app.fetch('/v1/account/export', { method: 'POST' })).status).toBe(401);
  });

  it('refuses a tampered or expired link', async () => {
    const tampered = new URL(exportUrl);
    tampered.searchParams.set('exp', String(Number(tampered.searchParams.get('exp')) + 3600));
    const res = await fetch(tampered);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe('This download link is not valid. Please request a new one.');
    const other = new URL(exportUrl);
    other.searchParams.set('user', randomUUID());
    expect((await fetch(other)).status).toBe(403);
  });

  it('streams a ZIP that opens and holds every story with its pictures and audio, matching the database', async () => {
    const res = await fetch(exportUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="bedtime-hero-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const zip = Buffer.from(await res.arrayBuffer());
    const entries = await unzip(zip);
    const { db, storage } = app.runtime;

    const stories = await db.query<{ id: string; title: string; coverKey: string | null }>(
      'SELECT id, title, cover_key AS "coverKey" FROM stories WHERE user_id = $1 ORDER BY created_at, id',
      [alice.user.userId],
    );
    expect(stories).toHaveLength(STORIES);
    const folders = [...new Set([...entries.keys()].filter((n) => n.startsWith('stories/')).map((n) => n.split('/')[1]))];
    expect(folders).toHaveLength(STORIES);

    for (const [i, story] of stories.entries()) {
      const folder = `stories/${String(i + 1).padStart(2, '0')}-${story.id}`;
      const json = JSON.parse(entries.get(`${folder}/story.json`)!.toString('utf8'));
      const chunks = await db.query<{ position: number; content: string; imageKey: string; audioKey: string }>(
        'SELECT position, content, image_key AS "imageKey", audio_key AS "audioKey" FROM story_chunks WHERE story_id = $1 ORDER BY position',
        [story.id],
      );
      expect(chunks.length).toBeGreaterThan(2);
      expect(json.title).toBe(story.title);
      expect(json.pages.map((p: { text: string }) => p.text)).toEqual(chunks.map((c) => c.content));
      for (const chunk of chunks) {
        const page = json.pages[chunk.position];
        expect(sameBytes(entries.get(`${folder}/${page.picture}`), (await storage.get(chunk.imageKey))!.body), page.picture).toBe(true);
        expect(sameBytes(entries.get(`${folder}/${page.narration}`), (await storage.get(chunk.audioKey))!.body), page.narration).toBe(true);
      }
      const book = entries.get(`${folder}/book.html`)!.toString('utf8');
      expect(book).toContain(`src="${json.pages[0].picture}"`);
      expect(book).toContain(`<audio controls src="${json.pages[0].narration}">`);
      if (story.id === alice.storyIds[1]) {
        expect(book).not.toContain('<script>');
        expect(book).toContain('Mila &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;friends&quot;');
      }
    }
    expect(entries.get('index.html')!.toString('utf8').match(/<li>/g)).toHaveLength(STORIES);

    const characters = JSON.parse(entries.get('characters/characters.json')!.toString('utf8'));
    const [photo] = await db.query<{ photoKey: string }>('SELECT photo_key AS "photoKey" FROM characters WHERE user_id = $1', [alice.user.userId]);
    expect(characters).toHaveLength(1);
    expect(characters[0].name).toBe('Mila <b>&</b>');
    expect(sameBytes(entries.get(`characters/${characters[0].photo}`), (await storage.get(photo!.photoKey))!.body)).toBe(true);
    // What the privacy page says is kept about a hero's look is in the download too.
    const [kept] = await db.query<{ palette: unknown }>('SELECT palette FROM characters WHERE user_id = $1', [alice.user.userId]);
    expect(characters[0].lookFromPhoto).toEqual({ kind: 'person', hairColour: 'brown', skinTone: 'medium' });
    expect(characters[0].lookEdits).toEqual({ hairColour: 'red', glasses: true });
    expect(characters[0].photoColours).toEqual(kept!.palette);
    expect(characters[0].photoColours).not.toBeNull();

    const voices = JSON.parse(entries.get('voice-samples/voice-samples.json')!.toString('utf8'));
    const [voice] = await db.query<{ audioKey: string }>('SELECT audio_key AS "audioKey" FROM voice_samples WHERE user_id = $1', [alice.user.userId]);
    expect(voices).toHaveLength(1);
    expect(voices[0].consentVersion).toBeTruthy();
    expect(sameBytes(entries.get(`voice-samples/${voices[0].file}`), (await storage.get(voice!.audioKey))!.body)).toBe(true);

    const purchases = JSON.parse(entries.get('purchases.json')!.toString('utf8'));
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ priceId: 'lite-bundle', origin: 'gift_code' });
    const usage = JSON.parse(entries.get('usage.json')!.toString('utf8'));
    const live = (await (await app.fetch('/v1/me/usage', { headers: authHeader(alice.user) })).json()) as unknown[];
    expect(usage).toHaveLength(live.length);
    expect(JSON.parse(entries.get('account.json')!.toString('utf8')).email).toBe(alice.user.email);
  }, 240_000);
});
