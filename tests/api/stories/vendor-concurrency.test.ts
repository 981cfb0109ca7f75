/**
 * Vendor path: pages of a story are drawn and narrated concurrently, pictures and
 * narration overlap, and each vendor sees at most its configured number of requests in flight
 * (ILLUSTRATOR_CONCURRENCY, NARRATOR_CONCURRENCY), all stories together. The fake OpenAI server
 * sits behind a slow proxy that counts the requests it is holding.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStory } from '../../../src/server/stories/create-story.ts';
import { startFakeOpenAI, startFakeServer, type FakeServer } from '../../fakes/index.ts';
import { seedCharacter, seedUser, waitForStory } from '../../helpers/seed.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';

describe('vendor calls of the pipeline', () => {
  let app: TestApp;
  let fake: FakeServer;
  let proxy: FakeServer;
  const inFlight = { images: 0, speech: 0 };
  const peak = { images: 0, speech: 0, both: 0 };

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    proxy = await startFakeServer(async (req) => {
      const kind = req.path.includes('/images/') ? 'images' : req.path.includes('/audio/speech') ? 'speech' : null;
      if (kind) {
        inFlight[kind]++;
        peak[kind] = Math.max(peak[kind], inFlight[kind]);
        if (inFlight.images > 0 && inFlight.speech > 0) peak.both++;
      }
      try {
        // A vendor that takes its time: requests pile up unless the pipeline bounds them.
        if (kind) await new Promise((r) => setTimeout(r, 400));
        const res = await fetch(`${fake.url}${req.path}`, {
          method: req.method,
          headers: { authorization: String(req.headers.authorization ?? ''), 'content-type': String(req.headers['content-type'] ?? 'application/json') },
          ...(req.method === 'GET' ? {} : { body: new Uint8Array(req.body) }),
        });
        return {
          status: res.status,
          headers: { 'content-type': res.headers.get('content-type') ?? 'application/octet-stream' },
          body: Buffer.from(await res.arrayBuffer()),
        };
      } finally {
        if (kind) inFlight[kind]--;
      }
    });
    app = await startTestApp({
      RUN_WORKER: 'true',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: `${proxy.url}/v1`,
      WRITER_PROVIDER: 'builtin',
      MODERATION_PROVIDER: 'builtin',
      ILLUSTRATOR_PROVIDER: 'openai',
      NARRATOR_PROVIDER: 'openai',
      ILLUSTRATOR_CONCURRENCY: '2',
      NARRATOR_CONCURRENCY: '3',
      PIPELINE_CONCURRENCY: '4',
      WORKER_CONCURRENCY: '2',
    });
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await fake?.close();
  });

  it("overlaps pages, pictures and narration, within each vendor's limit across stories", async () => {
    const user = await seedUser(app.runtime);
    const characterId = await seedCharacter(app.runtime, user.id, { name: 'Noor', gender: 'female', age: 5 });
    const ids = await Promise.all(
      [0, 1].map(
        async () =>
          (
            await createStory(
              app.runtime,
              user.id,
              { storyIn: { age: 5, moral: 'kindness', freeText: '', language: 'en' }, illustrationStyle: 'storybook', characterId, voiceSampleIn: null },
              { enrichByVoice: true, enrichByImage: false },
            )
          ).id,
      ),
    );
    for (const id of ids) expect((await waitForStory(app.runtime, id, 240_000)).at(-1)).toBe('COMPLETE');
    const chunks = await app.runtime.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM story_chunks WHERE story_id = ANY($1::uuid[]) AND image_key IS NOT NULL AND audio_key IS NOT NULL',
      [ids],
    );
    expect(chunks[0]!.n).toBeGreaterThanOrEqual(8);
    // Concurrent, and bounded per vendor: never more than the limit, and the limit is used.
    expect(peak.images).toBe(2);
    expect(peak.speech).toBe(3);
    // Pictures and narration were in flight at the same time.
    expect(peak.both).toBeGreaterThan(0);
  }, 300_000);
});
