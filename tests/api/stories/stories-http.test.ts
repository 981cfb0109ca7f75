/**
 * The stories API over real HTTP: creation with its validation messages, the
 * owner-only private calls (another user gets 404 on every one), lists, navigation, progress
 * and deletion.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../helpers/auth.ts';
import { seedCharacter } from '../../helpers/seed.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';

describe('stories API over HTTP', () => {
  let app: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let characterId: number;
  let storyId: string;

  const call = (user: TestUser | null, path: string, init: RequestInit = {}) =>
    app.fetch(path, {
      ...init,
      headers: { 'content-type': 'application/json', ...(user ? { authorization: `Bearer ${user.accessToken}` } : {}), ...(init.headers ?? {}) },
    });
  const create = (user: TestUser, body: unknown, query = '?enrich_by_voice=true') =>
    call(user, `/v1/stories${query}`, { method: 'POST', body: JSON.stringify(body) });
  const validBody = () => ({
    story_in: { age: 4, moral: 'kindness', free_text: 'a red kite', language: 'en' },
    illustration_style: 'ghibli',
    character_id: characterId,
  });

  beforeAll(async () => {
    app = await startTestApp({ FREE_STORIES_PER_MONTH: '5' });
    owner = await createTestUser(app);
    stranger = await createTestUser(app);
    for (const user of [owner, stranger]) expect((await call(user, '/v1/auth/login', { method: 'POST' })).status).toBe(200);
    characterId = await seedCharacter(app.runtime, owner.userId, { name: 'Noor', gender: 'female', age: 4 });
  });
  afterAll(async () => app?.close());

  it('creates a story and reports its progress to the owner until COMPLETE', async () => {
    const res = await create(owner, validBody());
    expect(res.status).toBe(201);
    storyId = (await res.json()).id;
    let progress = '';
    for (let i = 0; i < 600 && progress !== 'COMPLETE'; i++) {
      const p = await (await call(owner, `/v1/stories/private/progress/${storyId}`)).json();
      progress = p.progress;
      expect(p.progress).not.toBe('FAILED');
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(progress).toBe('COMPLETE');
    const story = await (await call(owner, `/v1/stories/private/${storyId}`)).json();
    expect(story.title).toBeTruthy();
    expect(story.chunks.length).toBeGreaterThanOrEqual(4);
    const chunk = story.chunks[0];
    expect(chunk).toMatchObject({ has_image: true, has_audio: true });
    expect(chunk.signed_image_url).toMatch(/\/media\/stories\//);
    expect(chunk.image_url_expires_at).toBeGreaterThan(Date.now() / 1000);
    expect((await fetch(new URL(chunk.signed_audio_url, app.url))).headers.get('content-type')).toBe('audio/mpeg');
  });

  it("lists the owner's stories newest first with metadata, and navigation", async () => {
    const list = await (await call(owner, '/v1/stories/private/all?limit=5&offset=0&include_images=true&first_page_only=true')).json();
    expect(list.metadata).toEqual({ total: 1, has_more: false });
    expect(list.data[0].id).toBe(storyId);
    expect(list.data[0].chunks).toHaveLength(1);
    const nav = await (await call(owner, '/v1/stories/private/navigation')).json();
    expect(nav.data).toEqual([{ id: storyId, title: expect.any(String) }]);
  });

  it('gives another user 404 on every private call and an empty list', async () => {
    for (const path of [`/v1/stories/private/${storyId}`, `/v1/stories/private/progress/${storyId}`]) {
      const res = await call(stranger, path);
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe("Sorry, we couldn't find the story you're looking for.");
    }
    expect((await call(stranger, `/v1/stories/private/${storyId}`, { method: 'DELETE' })).status).toBe(404);
    const list = await (await call(stranger, '/v1/stories/private/all')).json();
    expect(list).toEqual({ data: [], metadata: { total: 0, has_more: false } });
    const res = await create(stranger, validBody());
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe('Please select an existing character or create a new one for your story.');
  });

  it('refuses every private call without a valid token', async () => {
    for (const path of ['/v1/stories/private/all', `/v1/stories/private/${storyId}`, '/v1/stories/private/navigation']) {
      expect((await call(null, path)).status).toBe(401);
    }
    expect((await call(null, '/v1/stories', { method: 'POST', body: JSON.stringify(validBody()) })).status).toBe(401);
  });

  it.each([
    [{ age: '' }, 'Please enter a valid number for age.'],
    [{ age: 0 }, 'Age must be between 1 and 12 years old.'],
    [{ age: 13 }, 'Age must be between 1 and 12 years old.'],
    [{ age: 'ten' }, 'Please enter a valid number for age.'],
    [{ language: 'xx' }, 'Please choose one of the supported story languages.'],
  ])('refuses bad input %j with a clear message and creates nothing', async (patch, message) => {
    const body = validBody();
    Object.assign(body.story_in, patch);
    const res = await create(owner, body);
    expect(res.status).toBe(422);
    expect((await res.json()).message).toBe(message);
    const list = await (await call(owner, '/v1/stories/private/all')).json();
    expect(list.metadata.total).toBe(1);
  });

  it('refuses a missing character, an unknown style and malformed JSON', async () => {
    const noCharacter = await create(owner, { story_in: { age: 5 }, illustration_style: 'ghibli' });
    expect((await noCharacter.json()).message).toBe('Please select an existing character or create a new one for your story.');
    const badStyle = await create(owner, { ...validBody(), illustration_style: 'pixel' });
    expect((await badStyle.json()).message).toBe('Please choose one of the illustration styles.');
    const malformed = await call(owner, '/v1/stories', { method: 'POST', body: '{"story_in": ' });
    expect(malformed.status).toBe(400);
  });

  it('refuses an unsafe wish with a clear message and creates nothing', async () => {
    const body = validBody();
    body.story_in.free_text = 'the hero learns to kill the dragon with a knife';
    const res = await create(owner, body);
    expect(res.status).toBe(422);
    expect((await res.json()).message).toMatch(/can't be used for a children's bedtime story/);
    expect((await (await call(owner, '/v1/stories/private/all')).json()).metadata.total).toBe(1);
  });

  it('deletes the story and its files', async () => {
    const story = await (await call(owner, `/v1/stories/private/${storyId}`)).json();
    expect((await call(owner, `/v1/stories/private/${storyId}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(owner, `/v1/stories/private/${storyId}`)).status).toBe(404);
    expect(await app.runtime.storage.get(`stories/${storyId}/pages/0.webp`)).toBeNull();
    expect((await fetch(new URL(story.chunks[0].signed_image_url, app.url))).status).toBe(404);
  });
});
