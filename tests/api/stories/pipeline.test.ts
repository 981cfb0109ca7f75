/**
 * The story pipeline end to end with the built-in offline providers, below the HTTP layer:
 * a created story walks the progress statuses in order, ends with pictures and playable
 * narration, and spends exactly one credit; failures give the credit back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { storyCreditBalance } from '../../../src/server/credits/ledger.ts';
import { analyzeVoice } from '../../../src/server/media/decode-audio.ts';
import { createStory } from '../../../src/server/stories/create-story.ts';
import { listChunks } from '../../../src/server/stories/queries.ts';
import { STORY_STATUSES } from '../../../src/server/stories/story-types.ts';
import { startFakeOpenAI } from '../../fakes/index.ts';
import { seedCharacter, seedUser, waitForStory } from '../../helpers/seed.ts';
import { startedForTests } from '../../helpers/lifecycle.ts';
import { openAIWriterEnv, startTestApp, type TestApp } from '../../helpers/test-app.ts';

const request = (characterId: number, moral = 'sharing', language: 'en' | 'fr' = 'en') => ({
  storyIn: { age: 5, moral, freeText: '', language },
  illustrationStyle: 'storybook' as const,
  characterId,
  voiceSampleIn: null,
});

describe('story pipeline with the built-in providers', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ FREE_STORIES_PER_MONTH: '2' });
  });
  afterAll(async () => app?.close());

  it('walks the statuses in order and ends with pictures and narration, spending one credit', async () => {
    const user = await seedUser(app.runtime);
    const characterId = await seedCharacter(app.runtime, user.id);
    const before = await storyCreditBalance(app.runtime.db, app.runtime.config, user.id);
    const { id } = await createStory(app.runtime, user.id, request(characterId), { enrichByVoice: true, enrichByImage: true });
    const seen = await waitForStory(app.runtime, id);
    expect(seen.at(-1)).toBe('COMPLETE');
    const order = seen.map((s) => STORY_STATUSES.indexOf(s as never));
    expect(order).toEqual([...order].sort((a, b) => a - b));

    const chunks = await listChunks(app.runtime.db, [id]);
    expect(chunks.length).toBeGreaterThanOrEqual(6);
    expect(chunks.every((c) => c.imageKey && c.audioKey)).toBe(true);
    const picture = await app.runtime.storage.get(chunks[0]!.imageKey!);
    expect(await sharp(picture!.body).metadata()).toMatchObject({ format: 'webp', width: 1024, height: 1024 });
    const [cover] = await app.runtime.db.query<{ coverKey: string }>('SELECT cover_key AS "coverKey" FROM stories WHERE id = $1', [id]);
    const coverFile = await app.runtime.storage.get(cover!.coverKey);
    expect(await sharp(coverFile!.body).metadata()).toMatchObject({ format: 'webp', width: 480 });
    expect(coverFile!.body.length).toBeLessThan(80_000);
    const audio = await app.runtime.storage.get(chunks[0]!.audioKey!);
    expect(audio!.contentType).toBe('audio/mpeg');
    const measured = await analyzeVoice(audio!.body);
    expect(measured.durationSeconds).toBeGreaterThan(3);
    expect(Math.abs(measured.durationSeconds - chunks[0]!.audioDurationSeconds!)).toBeLessThan(0.3);

    const after = await storyCreditBalance(app.runtime.db, app.runtime.config, user.id);
    expect(after.remaining).toBe(before.remaining - 1);
    const spends = await app.runtime.db.query<{ status: string }>('SELECT status FROM credit_spends WHERE story_id = $1', [id]);
    expect(spends).toEqual([{ status: 'consumed' }]);
  });

  it('makes a text-and-pictures story without audio when narration is off', async () => {
    const user = await seedUser(app.runtime);
    const characterId = await seedCharacter(app.runtime, user.id, { name: 'Léo', gender: 'male' });
    const { id } = await createStory(app.runtime, user.id, request(characterId, 'honesty', 'fr'), { enrichByVoice: false, enrichByImage: true });
    const seen = await waitForStory(app.runtime, id);
    expect(seen).not.toContain('AUDIO_IN_PROGRESS');
    expect(seen.at(-1)).toBe('COMPLETE');
    const chunks = await listChunks(app.runtime.db, [id]);
    expect(chunks.every((c) => c.imageKey && !c.audioKey)).toBe(true);
    expect(chunks.map((c) => c.content).join(' ')).toContain('Léo');
  });

  it('refuses a story at 0 credits with the limit message and creates nothing', async () => {
    const user = await seedUser(app.runtime);
    const characterId = await seedCharacter(app.runtime, user.id);
    const first = await createStory(app.runtime, user.id, request(characterId), { enrichByVoice: false, enrichByImage: false });
    const second = await createStory(app.runtime, user.id, request(characterId), { enrichByVoice: false, enrichByImage: false });
    await expect(createStory(app.runtime, user.id, request(characterId), { enrichByVoice: false, enrichByImage: false })).rejects.toThrow(
      'You have reached your limit of personalized stories. Please buy more credits to create more stories.',
    );
    const rows = await app.runtime.db.query('SELECT id FROM stories WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(2);
    await waitForStory(app.runtime, first.id);
    await waitForStory(app.runtime, second.id);
  });

  it('creates one story when two requests race for the last credit', async () => {
    const user = await seedUser(app.runtime);
    const characterId = await seedCharacter(app.runtime, user.id);
    await createStory(app.runtime, user.id, request(characterId), { enrichByVoice: false, enrichByImage: false });
    const results = await Promise.allSettled([
      createStory(app.runtime, user.id, request(characterId), { enrichByVoice: false, enrichByImage: false }),
      createStory(app.runtime, user.id, request(characterId), { enrichByVoice: false, enrichByImage: false }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason.message).toBe('You have reached your limit of personalized stories. Please buy more credits to create more stories.');
    const rows = await app.runtime.db.query('SELECT id FROM stories WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(2);
  });

  it('creates every story when several requests of one parent arrive together (no deadlock on Postgres)', async () => {
    const user = await seedUser(app.runtime);
    const characterId = await seedCharacter(app.runtime, user.id);
    await app.runtime.db.query(
      `INSERT INTO credit_grants (user_id, resource, quantity, source, period_start) VALUES ($1, 'STORY_GENERATION', 10, 'operator', now() - interval '1 day')`,
      [user.id],
    );
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () => createStory(app.runtime, user.id, request(characterId), { enrichByVoice: false, enrichByImage: false })),
    );
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok', 'ok']);
  });

  it("refuses another user's character", async () => {
    const owner = await seedUser(app.runtime);
    const stranger = await seedUser(app.runtime);
    const characterId = await seedCharacter(app.runtime, owner.id);
    await expect(createStory(app.runtime, stranger.id, request(characterId), { enrichByVoice: false, enrichByImage: true })).rejects.toThrow(
      'Please select an existing character or create a new one for your story.',
    );
  });
});

describe('a vendor that keeps failing', () => {
  const fake = startedForTests(startFakeOpenAI);
  const app = startedForTests(() => startTestApp(openAIWriterEnv(fake.url)));

  it('ends the story FAILED with a reason and gives the credit back', async () => {
    const user = await seedUser(app.runtime);
    const characterId = await seedCharacter(app.runtime, user.id);
    // Malformed chat output on every try: the writer's repair attempt fails too, which is permanent.
    for (let i = 0; i < 10; i++)
      fake.script({
        status: 200,
        path: '/v1/chat/completions',
        json: {
          id: 'x',
          object: 'chat.completion',
          created: 0,
          model: 'm',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: '{"title": 42}' } }],
        },
      });
    const before = await storyCreditBalance(app.runtime.db, app.runtime.config, user.id);
    const { id } = await createStory(app.runtime, user.id, request(characterId), { enrichByVoice: false, enrichByImage: false });
    const seen = await waitForStory(app.runtime, id, 60_000);
    expect(seen.at(-1)).toBe('FAILED');
    const story = await app.runtime.db.query<{ error: string }>('SELECT error FROM stories WHERE id = $1', [id]);
    expect(story[0]!.error).toBeTruthy();
    const after = await storyCreditBalance(app.runtime.db, app.runtime.config, user.id);
    expect(after.remaining).toBe(before.remaining);
  });
});
