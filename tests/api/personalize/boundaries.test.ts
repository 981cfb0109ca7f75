/**
 * The parent's boundaries on /v1/me/characters: set per character, strictly
 * validated (unknown keys are a 422 that names what is allowed, nothing changes), owner-only, and
 * snapshotted on a new story, whose built-in text and pictures then keep them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBoundaryWords } from '../../../src/server/storycraft/boundaries/check.ts';
import { sceneViolations } from '../../../src/server/storycraft/boundaries/elements.ts';
import type { Scene } from '../../../src/server/providers/types.ts';
import { authHeader, createTestUser, type TestUser } from '../../helpers/auth.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';
import { getJson, postForm } from './helpers.ts';

let app: TestApp;
let parent: TestUser;

beforeAll(async () => {
  app = await startTestApp({ FREE_STORIES_PER_MONTH: '5' });
  parent = await createTestUser(app);
});
afterAll(async () => app?.close());

async function putBoundaries(user: TestUser | null, id: number | string, body: unknown) {
  const res = await app.fetch(`/v1/me/characters/${id}/boundaries`, {
    method: 'PUT',
    headers: { ...(user ? authHeader(user) : {}), 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function listed(user: TestUser, id: number) {
  return (await getJson(app, user, '/v1/me/characters')).body.find((c: { id: number }) => c.id === id);
}

describe('boundaries on a character', () => {
  it('a new character has none; the parent sets and replaces them; the list shows them', async () => {
    const up = await postForm(app, parent, '/v1/me/characters', { name: 'Mia', kind: 'human' });
    expect(up.status).toBe(201);
    expect(up.body.boundaries).toEqual({ avoid: [], max_intensity: 'real' });

    const set = await putBoundaries(parent, up.body.id, { avoid: ['water', 'animals', 'water'], max_intensity: 'gentle' });
    expect(set.status).toBe(200);
    expect(set.body.boundaries).toEqual({ avoid: ['water', 'animals'], max_intensity: 'gentle' });
    expect((await listed(parent, up.body.id)).boundaries).toEqual({ avoid: ['water', 'animals'], max_intensity: 'gentle' });

    const replaced = await putBoundaries(parent, up.body.id, { avoid: ['loud'], max_intensity: 'small' });
    expect(replaced.body.boundaries).toEqual({ avoid: ['loud'], max_intensity: 'small' });
    expect((await listed(parent, up.body.id)).boundaries).toEqual({ avoid: ['loud'], max_intensity: 'small' });
  });

  it('refuses unknown boundaries, intensities and fields with a clear 422, changing nothing', async () => {
    const up = await postForm(app, parent, '/v1/me/characters', { name: 'Leo', kind: 'human' });
    await putBoundaries(parent, up.body.id, { avoid: ['food'], max_intensity: 'small' });
    const cases: Array<[unknown, RegExp]> = [
      [
        { avoid: ['spiders'], max_intensity: 'gentle' },
        /Unknown boundary "spiders"\. Please choose boundaries from: scary, water, animals, separation, loud, food\./,
      ],
      [{ avoid: ['water'], max_intensity: 'extreme' }, /Maximum intensity must be one of: gentle, small, real\./],
      [{ avoid: ['water'], max_intensity: 'gentle', villains: true }, /Unknown field "villains"\. Send avoid and max_intensity\./],
      [{ avoid: 'water', max_intensity: 'gentle' }, /avoid must be a list of boundaries\./],
      [{ max_intensity: 'gentle' }, /avoid must be a list of boundaries\./],
      [{ avoid: ['<script>alert(1)</script>'], max_intensity: 'gentle' }, /Unknown boundary/],
    ];
    for (const [body, message] of cases) {
      const r = await putBoundaries(parent, up.body.id, body);
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(r.body.message).toMatch(message);
    }
    const notJson = await putBoundaries(parent, up.body.id, '{"avoid": [');
    expect(notJson.status).toBe(400);
    expect((await listed(parent, up.body.id)).boundaries).toEqual({ avoid: ['food'], max_intensity: 'small' });
  });

  it('only the owner: another parent gets 404 and changes nothing; signed out is 401', async () => {
    const up = await postForm(app, parent, '/v1/me/characters', { name: 'Noor', kind: 'human' });
    const other = await createTestUser(app);
    expect((await putBoundaries(other, up.body.id, { avoid: ['water'], max_intensity: 'gentle' })).status).toBe(404);
    expect((await putBoundaries(null, up.body.id, { avoid: ['water'], max_intensity: 'gentle' })).status).toBe(401);
    expect((await putBoundaries(parent, 'abc', { avoid: [], max_intensity: 'real' })).status).toBe(404);
    expect((await listed(parent, up.body.id)).boundaries).toEqual({ avoid: [], max_intensity: 'real' });
    expect((await getJson(app, other, '/v1/me/characters')).body).toEqual([]);
  });
});

describe("a story keeps its hero's boundaries", () => {
  it('the story snapshots them at creation; its text and scenes avoid water and animals', async () => {
    const up = await postForm(app, parent, '/v1/me/characters', { name: 'Ava', kind: 'human', gender: 'female' });
    await putBoundaries(parent, up.body.id, { avoid: ['water', 'animals'], max_intensity: 'small' });
    expect((await app.fetch('/v1/auth/login', { method: 'POST', headers: authHeader(parent) })).status).toBe(200);
    const res = await app.fetch('/v1/stories?enrich_by_voice=false', {
      method: 'POST',
      headers: { ...authHeader(parent), 'content-type': 'application/json' },
      body: JSON.stringify({
        story_in: { age: 8, moral: 'honesty', free_text: 'a boat trip on the lake with a puppy', language: 'en' },
        illustration_style: 'storybook',
        character_id: up.body.id,
      }),
    });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    // Changing the character later does not change the story being written.
    await putBoundaries(parent, up.body.id, { avoid: [], max_intensity: 'real' });
    let story: { chunks?: Array<{ content: string; scene?: Scene }>; title?: string } = {};
    for (let i = 0; i < 900; i++) {
      const p = await (await app.fetch(`/v1/stories/private/progress/${id}`, { headers: authHeader(parent) })).json();
      expect(p.progress).not.toBe('FAILED');
      if (p.progress === 'COMPLETE') {
        story = await (await app.fetch(`/v1/stories/private/${id}`, { headers: authHeader(parent) })).json();
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const [row] = await app.runtime.db.query<{ boundaries: unknown }>('SELECT boundaries FROM stories WHERE id = $1', [id]);
    expect(row!.boundaries).toEqual({ avoid: ['water', 'animals'], maxIntensity: 'small' });
    const chunks = await app.runtime.db.query<{ content: string; scene: Scene }>(
      'SELECT content, scene FROM story_chunks WHERE story_id = $1 ORDER BY position',
      [id],
    );
    expect(chunks.length).toBeGreaterThan(5);
    for (const c of chunks) {
      expect(findBoundaryWords(c.content, 'en', ['water', 'animals'], ['Ava'])).toEqual([]);
      expect(sceneViolations(c.scene, { avoid: ['water', 'animals'], maxIntensity: 'small' })).toEqual([]);
    }
    expect(story.title).toBeTruthy();
    expect(findBoundaryWords(story.title!, 'en', ['water', 'animals'], ['Ava'])).toEqual([]);
  }, 180_000);
});
