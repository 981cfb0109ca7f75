/**
 * "Continue this story" over real HTTP: POST /v1/stories/{id}/continue. Only the owner's finished story can
 * be continued (404 for another parent's, 409 for an unfinished one or one that already has a next
 * episode); each episode holds exactly one story credit, and without a credit the 'reached your limit'
 * message comes back with nothing changed. Episode 2 is written by the built-in writer with a
 * callback to episode 1's recap; the list keeps the series together and the reader's read links
 * the episodes; deleting an episode keeps the others; the recap is never sent to anyone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../../../src/server/db/client.ts';
import { reserveStoryCredit, storyCreditBalance, STORY_LIMIT_MESSAGE } from '../../../src/server/credits/ledger.ts';
import { PACKS } from '../../../src/server/storycraft/languages/index.ts';
import type { CharacterSheet, StoryPlan, StoryRecap } from '../../../src/server/providers/types.ts';
import { describeHero } from '../../../src/server/storycraft/scene/appearance.ts';
import { createTestUser, type TestUser } from '../../helpers/auth.ts';
import { seedCharacter, waitForStory } from '../../helpers/seed.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';

describe('continue a story', () => {
  let app: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let episode1: string;
  let episode2: string;

  const call = (user: TestUser | null, path: string, init: RequestInit = {}) =>
    app.fetch(path, {
      ...init,
      headers: { 'content-type': 'application/json', ...(user ? { authorization: `Bearer ${user.accessToken}` } : {}), ...(init.headers ?? {}) },
    });
  const continueStory = (user: TestUser, id: string, body: unknown = {}) =>
    call(user, `/v1/stories/${id}/continue`, { method: 'POST', body: JSON.stringify(body) });
  const balance = (user: TestUser) => storyCreditBalance(app.runtime.db, app.runtime.config, user.userId);
  const countStories = async (user: TestUser) =>
    (await one<{ n: number }>(app.runtime.db, 'SELECT count(*)::int AS n FROM stories WHERE user_id = $1', [user.userId])).n;
  /** A story row as the pipeline leaves it, without running the pipeline. */
  const insertStory = async (user: TestUser, status: string, plan: StoryPlan | null = null) =>
    (
      await one<{ id: string }>(
        app.runtime.db,
        `INSERT INTO stories (user_id, title, language, age, moral_key, illustration_style, hero, seed, status, plan)
       VALUES ($1, 'A story', 'en', 6, 'kindness', 'storybook', $2::jsonb, 7, $3, $4::jsonb) RETURNING id`,
        [user.userId, JSON.stringify({ name: 'Noor', kind: 'human', gender: 'female' }), status, plan ? JSON.stringify(plan) : null],
      )
    ).id;

  beforeAll(async () => {
    app = await startTestApp({ FREE_STORIES_PER_MONTH: '4' });
    owner = await createTestUser(app);
    stranger = await createTestUser(app);
    for (const user of [owner, stranger]) expect((await call(user, '/v1/auth/login', { method: 'POST' })).status).toBe(200);
    const characterId = await seedCharacter(app.runtime, owner.userId, { name: 'Noor', gender: 'female', age: 6 });
    const res = await call(owner, '/v1/stories', {
      method: 'POST',
      body: JSON.stringify({ story_in: { age: 6, moral: 'honesty', language: 'en' }, illustration_style: 'storybook', character_id: characterId }),
    });
    expect(res.status).toBe(201);
    episode1 = (await res.json()).id;
    expect((await waitForStory(app.runtime, episode1, 240_000)).at(-1)).toBe('COMPLETE');
  }, 300_000);
  afterAll(async () => app?.close());

  it("makes episode 2 of the owner's finished story with one credit; its text calls back to episode 1", async () => {
    const before = await balance(owner);
    const res = await continueStory(owner, episode1);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ id: expect.any(String), series_id: episode1, episode: 2 });
    episode2 = body.id;
    expect((await balance(owner)).used).toBe(before.used + 1);
    expect((await waitForStory(app.runtime, episode2, 240_000)).at(-1)).toBe('COMPLETE');
    expect((await balance(owner)).used).toBe(before.used + 1); // consumed once, not twice

    const rows = await app.runtime.db.query<{ id: string; plan: StoryPlan; recap: StoryRecap; hero: { name: string } }>(
      'SELECT id, plan, recap, hero FROM stories WHERE id = ANY($1::uuid[])',
      [[episode1, episode2]],
    );
    const first = rows.find((r) => r.id === episode1)!;
    const second = rows.find((r) => r.id === episode2)!;
    expect(first.recap).toMatchObject({ source: 'builtin', lesson: 'honesty' });
    expect(first.recap.places).toContain(first.plan.setting);
    expect(second.hero.name).toBe('Noor');
    expect(second.plan.companion).toBe(first.plan.companion);
    expect(second.plan.plot).not.toBe(first.plan.plot);
    const story2 = await (await call(owner, `/v1/stories/private/${episode2}`)).json();
    const text = story2.chunks.map((c: { content: string }) => c.content).join(' ');
    // Episode 1's place, as the English pack says it, in the callback; and the companion by name.
    expect(text).toContain(`remember`);
    expect(text).toContain(PACKS.en.settings[first.plan.setting as 'lake']!.at);
    expect(text).toContain(first.recap.companionName!);
  }, 300_000);

  it("links the episodes in the reader's reads and keeps the series together in the list; the recap is never sent", async () => {
    const one1 = await (await call(owner, `/v1/stories/private/${episode1}`)).json();
    const two = await (await call(owner, `/v1/stories/private/${episode2}`)).json();
    expect(one1.series).toMatchObject({ id: episode1, episode: 1, episodes: 2, previous: null, next: { id: episode2, episode: 2 } });
    expect(one1.can_continue).toBe(false);
    expect(two.series).toMatchObject({ id: episode1, episode: 2, previous: { id: episode1, episode: 1 }, next: null });
    expect(two.can_continue).toBe(true);
    const standalone = await insertStory(owner, 'COMPLETE');
    const list = await (await call(owner, '/v1/stories/private/all?limit=5&offset=0')).json();
    // The newest story (standalone) first, then the series in episode order.
    expect(list.data.map((s: { id: string }) => s.id)).toEqual([standalone, episode1, episode2]);
    expect(list.data[0].series).toBeNull();
    for (const body of [one1, two, list]) expect(JSON.stringify(body)).not.toMatch(/recap|places|"friends"/);
    await call(owner, `/v1/stories/private/${standalone}`, { method: 'DELETE' });
  });

  it('answers another parent 404 and changes nothing', async () => {
    const before = await countStories(stranger);
    const res = await continueStory(stranger, episode2);
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe("Sorry, we couldn't find the story you're looking for.");
    expect(await countStories(stranger)).toBe(before);
    expect((await continueStory(stranger, 'not-a-uuid')).status).toBe(404);
    expect((await call(null, `/v1/stories/${episode2}/continue`, { method: 'POST' })).status).toBe(401);
  });

  it('refuses an unfinished or failed story, and a story that already has a next episode, with 409', async () => {
    for (const status of ['TEXT_IN_PROGRESS', 'IMG_IN_PROGRESS', 'FAILED']) {
      const id = await insertStory(owner, status);
      const before = await balance(owner);
      const res = await continueStory(owner, id);
      expect(res.status).toBe(409);
      expect((await res.json()).message).toBe('Only a finished story can be continued. Please wait until this story is ready.');
      expect((await balance(owner)).used).toBe(before.used);
      await app.runtime.db.query('DELETE FROM stories WHERE id = $1', [id]);
    }
    const res = await continueStory(owner, episode1);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('This story already has a next episode. Continue from the latest episode.');
  });

  it('lets the parent try again after a failed episode', async () => {
    const id = await insertStory(owner, 'COMPLETE', { plot: 'fear', companion: 'fox', setting: 'forest' });
    await app.runtime.db.query(`UPDATE stories SET series_id = id, episode = 1 WHERE id = $1`, [id]);
    const failed = await insertStory(owner, 'FAILED');
    await app.runtime.db.query(`UPDATE stories SET series_id = $2, episode = 2, continues_id = $2 WHERE id = $1`, [failed, id]);
    expect((await call(owner, `/v1/stories/private/${id}`).then((r) => r.json())).can_continue).toBe(true);
    const res = await continueStory(owner, id);
    expect(res.status).toBe(201);
    const episode = (await res.json()) as { id: string };
    expect(episode).toMatchObject({ series_id: id, episode: 2 });
    // Its story being made now counts: no third try meanwhile.
    expect((await continueStory(owner, id)).status).toBe(409);
    expect((await call(owner, `/v1/stories/private/${id}`).then((r) => r.json())).can_continue).toBe(false);
    // The episode being made goes the parent's way (a raw DELETE raced the worker writing its
    // pages: 'deadlock detected' on Postgres); the rows this test inserted itself go directly.
    expect((await call(owner, `/v1/stories/private/${episode.id}`, { method: 'DELETE' })).status).toBe(204);
    await app.runtime.db.query('DELETE FROM credit_spends WHERE story_id IN (SELECT id FROM stories WHERE series_id = $1)', [id]);
    await app.runtime.db.query('DELETE FROM stories WHERE series_id = $1', [id]);
  });

  it('makes one episode and spends one credit when the parent clicks twice at once', async () => {
    const id = await insertStory(owner, 'COMPLETE', { plot: 'mistake', companion: 'owl', setting: 'lake' });
    const before = await balance(owner);
    const answers = await Promise.all([continueStory(owner, id), continueStory(owner, id)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await balance(owner)).used).toBe(before.used + 1);
    const created = (await answers.find((r) => r.status === 201)!.json()).id;
    // Deleting the new episode gives its credit back; the story it continued stays.
    expect((await call(owner, `/v1/stories/private/${created}`, { method: 'DELETE' })).status).toBe(204);
    expect((await balance(owner)).used).toBe(before.used);
    expect((await call(owner, `/v1/stories/private/${id}`)).status).toBe(200);
    await app.runtime.db.query('DELETE FROM stories WHERE id = $1', [id]);
  });

  it('without a credit answers the limit message and changes nothing', async () => {
    const parent = await createTestUser(app);
    expect((await call(parent, '/v1/auth/login', { method: 'POST' })).status).toBe(200);
    const id = await insertStory(parent, 'COMPLETE', { plot: 'friend', companion: 'puppy', setting: 'park' });
    // Spend the month's allowance on other stories.
    for (;;) {
      const other = await insertStory(parent, 'COMPLETE');
      try {
        await reserveStoryCredit(app.runtime.db, app.runtime.config, parent.userId, other);
      } catch {
        break;
      }
    }
    const stories = await countStories(parent);
    const res = await continueStory(parent, id);
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe(STORY_LIMIT_MESSAGE);
    expect(await countStories(parent)).toBe(stories);
    const row = await one<{ seriesId: string | null; episode: number | null }>(
      app.runtime.db,
      'SELECT series_id AS "seriesId", episode FROM stories WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ seriesId: null, episode: null });
  });

  it('refuses a bad body with 422 and unsafe wishes with the unsafe-request message', async () => {
    const bad = await continueStory(owner, episode2, { story_in: 'more please' });
    expect(bad.status).toBe(422);
    expect((await bad.json()).message).toBe('storyIn must be an object.');
    const unsafe = await continueStory(owner, episode2, { story_in: { free_text: 'the hero learns to kill the dragon with a knife' } });
    expect(unsafe.status).toBe(422);
    expect((await unsafe.json()).message).toMatch(/can't be used for a children's bedtime story/);
    expect((await call(owner, `/v1/stories/private/${episode2}`).then((r) => r.json())).can_continue).toBe(true);
  });

  it('deleting episode 1 keeps episode 2, which can still be continued', async () => {
    expect((await call(owner, `/v1/stories/private/${episode1}`, { method: 'DELETE' })).status).toBe(204);
    const two = await call(owner, `/v1/stories/private/${episode2}`);
    expect(two.status).toBe(200);
    const body = await two.json();
    expect(body.series).toMatchObject({ id: episode1, episode: 2, episodes: 1, previous: null, next: null });
    expect(body.chunks.length).toBeGreaterThan(0);
    const res = await continueStory(owner, episode2);
    expect(res.status).toBe(201);
    const three = await res.json();
    expect(three).toMatchObject({ series_id: episode1, episode: 3 });
    expect((await waitForStory(app.runtime, three.id, 240_000)).at(-1)).toBe('COMPLETE');
  }, 300_000);
  it('an episode made after the parent corrected the look draws the corrected look, not the one episode 1 froze', async () => {
    const parent = await createTestUser(app);
    expect((await call(parent, '/v1/auth/login', { method: 'POST' })).status).toBe(200);
    const characterId = await seedCharacter(app.runtime, parent.userId, {
      name: 'Lina',
      gender: 'female',
      age: 5,
      description: 'Loves her red hat, rainy puddles and her puppy Max.',
    });
    // Episode 1 as it was made before the fix: the puppy read as the hero.
    const dog = { name: 'Lina', kind: 'human', gender: 'female', age: 5, look: { kind: 'animal', species: 'dog', colours: ['brown'], headwear: 'hat' } };
    const first = (
      await one<{ id: string }>(
        app.runtime.db,
        `INSERT INTO stories (user_id, title, language, age, moral_key, illustration_style, character_id, hero, seed, status)
         VALUES ($1, 'Puddles', 'en', 5, 'kindness', 'storybook', $2, $3::jsonb, 7, 'COMPLETE') RETURNING id`,
        [parent.userId, characterId, JSON.stringify(dog)],
      )
    ).id;
    const fixed = await call(parent, `/v1/me/characters/${characterId}/look`, {
      method: 'PATCH',
      body: JSON.stringify({ look: { kind: 'person', hair_colour: 'brown', headwear: 'hat', headwear_colour: 'red' } }),
    });
    expect(fixed.status).toBe(200);

    const res = await continueStory(parent, first);
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const [row] = await app.runtime.db.query<{ hero: CharacterSheet }>('SELECT hero FROM stories WHERE id = $1', [id]);
    expect(row!.hero).toMatchObject({ name: 'Lina', kind: 'human', gender: 'female', age: 5 });
    expect(row!.hero.look).toMatchObject({ kind: 'person', hairColour: 'brown', headwear: 'hat', headwearColour: 'red', ageBand: 'child' });
    expect(row!.hero.look?.species).toBeUndefined();
    expect(describeHero(row!.hero).kind).toBe('human');
    expect((await waitForStory(app.runtime, id, 240_000)).at(-1)).toBe('COMPLETE');
  }, 300_000);
});
