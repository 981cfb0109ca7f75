/**
 * Several heroes over real HTTP: POST /v1/stories takes `character_ids` (1-3 of the parent's own
 * characters, the first is the main hero) next to today's `character_id`; bad lists get a clear
 * message and create nothing; the story's pages name every hero and its reads return them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../helpers/auth.ts';
import { seedCharacter, waitForStory } from '../../helpers/seed.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';

describe('several heroes in one story', () => {
  let app: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let mia: number;
  let leo: number;
  let rex: number;
  let zoe: number;
  let strangersHero: number;
  /** The three-hero story of the first test, continued by a later one. */
  let threeHeroStory: string;

  const call = (user: TestUser | null, path: string, init: RequestInit = {}) =>
    app.fetch(path, {
      ...init,
      headers: { 'content-type': 'application/json', ...(user ? { authorization: `Bearer ${user.accessToken}` } : {}), ...(init.headers ?? {}) },
    });
  const create = (user: TestUser, heroes: Record<string, unknown>) =>
    call(user, '/v1/stories?enrich_by_voice=false', {
      method: 'POST',
      body: JSON.stringify({ story_in: { age: 6, moral: 'teamwork', language: 'de' }, illustration_style: 'storybook', ...heroes }),
    });
  const total = async (user: TestUser) => (await (await call(user, '/v1/stories/private/all')).json()).metadata.total as number;
  const heroRows = async () => (await app.runtime.db.query<{ n: number }>('SELECT count(*)::int AS n FROM story_heroes'))[0]!.n;

  beforeAll(async () => {
    app = await startTestApp({ FREE_STORIES_PER_MONTH: '10' });
    owner = await createTestUser(app);
    stranger = await createTestUser(app);
    for (const user of [owner, stranger]) expect((await call(user, '/v1/auth/login', { method: 'POST' })).status).toBe(200);
    mia = await seedCharacter(app.runtime, owner.userId, { name: 'Mia', gender: 'female', age: 6, description: 'curly red hair and a yellow raincoat' });
    leo = await seedCharacter(app.runtime, owner.userId, { name: 'Leo', gender: 'male', age: 4, description: 'short brown hair and round glasses' });
    rex = await seedCharacter(app.runtime, owner.userId, { name: 'Rex', kind: 'animal', gender: 'male', age: 3, description: 'a brown dog with a red collar' });
    zoe = await seedCharacter(app.runtime, owner.userId, { name: 'Zoe', gender: 'female', age: 8 });
    strangersHero = await seedCharacter(app.runtime, stranger.userId, { name: 'Otto', gender: 'male' });
  });
  afterAll(async () => app?.close());

  it('writes a three-hero story whose pages name every hero and whose reads return them, main hero first', async () => {
    const res = await create(owner, { character_ids: [mia, leo, rex] });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    threeHeroStory = id;
    expect((await waitForStory(app.runtime, id)).at(-1)).toBe('COMPLETE');
    const story = await (await call(owner, `/v1/stories/private/${id}`)).json();
    expect(story.hero_name).toBe('Mia');
    expect(story.hero_names).toEqual(['Mia', 'Leo', 'Rex']);
    expect(story.character_ids).toEqual([mia, leo, rex]);
    const texts: string[] = story.chunks.map((c: { content: string }) => c.content);
    for (const name of ['Leo', 'Rex']) expect(texts.filter((t) => t.includes(name)).length).toBeGreaterThanOrEqual(3);
    // German plural for the group at bedtime.
    expect(texts.at(-1)).toContain('Mia, Leo und Rex schliefen');
    const list = await (await call(owner, '/v1/stories/private/all')).json();
    expect(list.data.find((s: { id: string }) => s.id === id).hero_names).toEqual(['Mia', 'Leo', 'Rex']);
    // Another parent sees nothing of it.
    expect((await call(stranger, `/v1/stories/private/${id}`)).status).toBe(404);
  });

  it('continues a three-hero story with all three heroes: the next episode names each of them and reads return them in order', async () => {
    const res = await call(owner, `/v1/stories/${threeHeroStory}/continue`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(201);
    const { id, episode } = await res.json();
    expect(episode).toBe(2);
    expect((await waitForStory(app.runtime, id)).at(-1)).toBe('COMPLETE');
    const story = await (await call(owner, `/v1/stories/private/${id}`)).json();
    expect(story.hero_names).toEqual(['Mia', 'Leo', 'Rex']);
    expect(story.character_ids).toEqual([mia, leo, rex]);
    const texts: string[] = story.chunks.map((c: { content: string }) => c.content);
    for (const name of ['Leo', 'Rex']) expect(texts.filter((t) => t.includes(name)).length).toBeGreaterThanOrEqual(3);
    expect(texts.at(-1)).toContain('Mia, Leo und Rex schliefen');
  });

  it('still takes character_id alone (one hero), and character_id with character_ids when they agree', async () => {
    const one = await create(owner, { character_id: zoe });
    expect(one.status).toBe(201);
    const { id } = await one.json();
    const story = await (await call(owner, `/v1/stories/private/${id}`)).json();
    expect(story.hero_names).toEqual(['Zoe']);
    expect(story.character_ids).toEqual([zoe]);
    const both = await create(owner, { character_id: leo, character_ids: [leo, zoe] });
    expect(both.status).toBe(201);
    const two = await (await call(owner, `/v1/stories/private/${(await both.json()).id}`)).json();
    expect(two.hero_names).toEqual(['Leo', 'Zoe']);
  });

  it.each([
    ['no hero at all', {}, 422, 'Please select an existing character or create a new one for your story.'],
    ['an empty list', { character_ids: [] }, 422, 'Please select an existing character or create a new one for your story.'],
    ['four heroes', { character_ids: [1, 2, 3, 4] }, 422, 'A story can have at most 3 heroes: one main character and up to two more.'],
    ['the same hero twice', { character_ids: ['MIA', 'MIA'] }, 422, 'Each character can be a hero of the story only once.'],
    [
      'a main hero that is not the first',
      { character_id: 'LEO', character_ids: ['MIA', 'LEO'] },
      422,
      'The main character (character_id) must be the first of character_ids.',
    ],
    ['a list of words', { character_ids: ['one', 'two'] }, 422, 'Please select an existing character or create a new one for your story.'],
    ['a list that is not a list', { character_ids: 'MIA' }, 422, 'Please select an existing character or create a new one for your story.'],
    [
      "another parent's character as the second hero",
      { character_ids: ['MIA', 'OTTO'] },
      404,
      'One of the chosen heroes is not one of your characters. Please choose from your own characters.',
    ],
    [
      "another parent's character as the main hero",
      { character_ids: ['OTTO', 'MIA'] },
      404,
      'One of the chosen heroes is not one of your characters. Please choose from your own characters.',
    ],
    [
      'a character that does not exist',
      { character_ids: ['MIA', 2_000_000] },
      404,
      'One of the chosen heroes is not one of your characters. Please choose from your own characters.',
    ],
  ])('refuses %s with a clear message and creates nothing', async (_, body, status, message) => {
    const ids: Record<string, number> = { MIA: mia, LEO: leo, OTTO: strangersHero };
    const resolve = (v: unknown): unknown => (typeof v === 'string' && v in ids ? ids[v] : Array.isArray(v) ? v.map(resolve) : v);
    const patched = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, resolve(v)]));
    const [before, rowsBefore] = [await total(owner), await heroRows()];
    const res = await create(owner, patched);
    expect(res.status).toBe(status);
    expect((await res.json()).message).toBe(message);
    expect(await total(owner)).toBe(before);
    expect(await heroRows()).toBe(rowsBefore);
  });

  it("keeps a story's heroes when a character is deleted later (the id becomes null)", async () => {
    const res = await create(owner, { character_ids: [zoe, rex] });
    const { id } = await res.json();
    await app.runtime.db.query('DELETE FROM characters WHERE id = $1', [rex]);
    const story = await (await call(owner, `/v1/stories/private/${id}`)).json();
    expect(story.hero_names).toEqual(['Zoe', 'Rex']);
    expect(story.character_ids).toEqual([zoe, null]);
  });
});
