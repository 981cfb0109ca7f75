/**
 * The example library and the public calls over real HTTP: at first start the
 * pipeline generates the example stories and publishes them; visitors list, page and read them
 * without signing in; an operator publishes or unpublishes a story; private stories stay private.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_STORIES, seedExamples, setStoryPublic } from '../../../src/server/examples/seed-examples.ts';
import { findMoralTheme } from '../../../src/content/morals/index.ts';
import { createStory } from '../../../src/server/stories/create-story.ts';
import { seedCharacter, seedUser, waitForStory } from '../../helpers/seed.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';

const NOT_FOUND = "Sorry, we couldn't find the story you're looking for.";

interface WireStory {
  id: string;
  title: string;
  status: string;
  language: string;
  is_public: boolean;
  chunks: { content: string; signed_image_url: string | null; signed_audio_url: string | null; image_url_expires_at: number | null }[];
}

describe('example library and public stories', () => {
  let app: TestApp;
  let seeded: string[] = [];
  const get = async <T>(path: string) => {
    const res = await app.fetch(path);
    return { status: res.status, body: (await res.json()) as T };
  };

  beforeAll(async () => {
    app = await startTestApp({ WORKER_CONCURRENCY: '3' });
  });
  afterAll(async () => app?.close());

  it('ships at least 6 varied examples: languages, ages, styles and catalogue morals', () => {
    expect(EXAMPLE_STORIES.length).toBeGreaterThanOrEqual(6);
    expect(new Set(EXAMPLE_STORIES.map((e) => e.language)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(EXAMPLE_STORIES.map((e) => e.age)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(EXAMPLE_STORIES.map((e) => e.style)).size).toBe(4);
    expect(new Set(EXAMPLE_STORIES.map((e) => e.hero.kind)).size).toBe(3);
    expect(new Set(EXAMPLE_STORIES.map((e) => e.moralKey)).size).toBe(EXAMPLE_STORIES.length);
    expect(EXAMPLE_STORIES.every((e) => findMoralTheme(e.moralKey))).toBe(true);
  });

  it('seeds once per database, even when two nodes start together, with ownerless public stories', async () => {
    // SEED_EXAMPLES=false (the test default) left the library empty at start.
    expect(await app.runtime.db.query('SELECT 1 FROM stories WHERE is_public')).toEqual([]);
    // The three shortest examples keep this file fast; the full list runs in the browser tests.
    const few = [EXAMPLE_STORIES[0]!, EXAMPLE_STORIES[1]!, EXAMPLE_STORIES[4]!];
    const [a, b] = await Promise.all([seedExamples(app.runtime, few), seedExamples(app.runtime, few)]);
    seeded = a.length ? a : b;
    expect([a.length, b.length].sort()).toEqual([0, 3]);
    expect(await seedExamples(app.runtime)).toEqual([]);
    const rows = await app.runtime.db.query<{ user_id: string | null; enrich_by_voice: boolean; public_rank: number }>(
      'SELECT user_id, enrich_by_voice, public_rank FROM stories WHERE is_public ORDER BY public_rank',
    );
    expect(rows).toEqual([1, 2, 3].map((rank) => ({ user_id: null, enrich_by_voice: true, public_rank: rank })));
    // Unfinished examples are not shown to visitors yet.
    const early = await get<{ data: WireStory[]; metadata: { in_progress: number } }>('/v1/stories/public/all');
    expect(early.body.data.every((s) => s.status === 'COMPLETE')).toBe(true);
    // The library says more are on their way, and they are made one at a time on their own queue.
    expect(early.body.metadata.in_progress).toBeGreaterThan(0);
    const jobs = await app.runtime.db.query<{ name: string }>(`SELECT DISTINCT name FROM pgboss.job WHERE data->>'storyId' = ANY($1)`, [seeded]);
    expect(jobs.map((j) => j.name)).toEqual(['example-generate']);
  });

  it('lists only finished examples page by page, in library order, with playable pages', async () => {
    for (const id of seeded) expect((await waitForStory(app.runtime, id, 120_000)).at(-1)).toBe('COMPLETE');
    const page1 = await get<{ data: WireStory[]; metadata: { total: number; has_more: boolean } }>(
      '/v1/stories/public/all?limit=2&offset=0&include_audio=true&include_images=true',
    );
    expect(page1.status).toBe(200);
    expect(page1.body.data.map((s) => s.id)).toEqual(seeded.slice(0, 2));
    expect(page1.body.metadata).toEqual({ total: 3, has_more: true, in_progress: 0 });
    const page2 = await get<{ data: WireStory[]; metadata: { has_more: boolean } }>('/v1/stories/public/all?limit=2&offset=2');
    expect(page2.body.data.map((s) => s.id)).toEqual(seeded.slice(2));
    expect(page2.body.metadata.has_more).toBe(false);

    const nav = await get<{ data: { id: string; title: string }[] }>('/v1/stories/public/navigation');
    expect(nav.body.data.map((n) => n.id)).toEqual(seeded);
    expect(nav.body.data.every((n) => n.title.length > 0)).toBe(true);

    const story = await get<WireStory>(`/v1/stories/public/${seeded[1]}`);
    expect(story.status).toBe(200);
    expect(story.body.language).toBe('es');
    expect(story.body.chunks.length).toBeGreaterThanOrEqual(4);
    const first = story.body.chunks[0]!;
    expect(first.image_url_expires_at! * 1000).toBeGreaterThan(Date.now() + 5 * 60_000);
    const [image, audio] = await Promise.all([fetch(new URL(first.signed_image_url!, app.url)), fetch(new URL(first.signed_audio_url!, app.url))]);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(5_000);
  }, 150_000);

  it('keeps private stories private until an operator publishes them, and hides them again on unpublish', async () => {
    const user = await seedUser(app.runtime);
    const characterId = await seedCharacter(app.runtime, user.id);
    const { id } = await createStory(
      app.runtime,
      user.id,
      { storyIn: { age: 5, moral: 'honesty', freeText: '', language: 'en' }, illustrationStyle: 'storybook', characterId, voiceSampleIn: null },
      { enrichByVoice: false, enrichByImage: true },
    );
    await waitForStory(app.runtime, id);
    const hidden = await get<{ message: string }>(`/v1/stories/public/${id}`);
    expect(hidden).toEqual({ status: 404, body: expect.objectContaining({ message: NOT_FOUND }) });

    const published = await setStoryPublic(app.runtime, id, true);
    expect(published?.publicRank).toBe(seeded.length + 1);
    const shown = await get<WireStory>(`/v1/stories/public/${id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.is_public).toBe(true);
    const nav = await get<{ data: { id: string }[] }>('/v1/stories/public/navigation');
    expect(nav.body.data.at(-1)?.id).toBe(id);

    await setStoryPublic(app.runtime, id, false);
    expect((await get(`/v1/stories/public/${id}`)).status).toBe(404);
    expect(await setStoryPublic(app.runtime, 'not-a-story', true)).toBeUndefined();
  });

  it('answers an unknown or malformed id with the not-found message', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await get<{ message: string }>(`/v1/stories/public/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(NOT_FOUND);
    }
  });
});
