/**
 * The hero's look on the character: analysed after upload without failing it, read
 * from a description in any language, and edited by the parent (their choice wins), strictly
 * validated and only on their own characters.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, authHeader, type TestUser } from '../../helpers/auth.ts';
import { makePng } from '../../helpers/make-images.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';
import { getJson, postForm } from './helpers.ts';
import { messagesFor } from '../../../src/i18n/messages.ts';
import { lookChips } from '../../../src/islands/personalize/personalize-text.ts';
import { describeHero } from '../../../src/server/storycraft/scene/appearance.ts';
import type { CharacterSheet } from '../../../src/server/providers/types.ts';
import type { HeroLook } from '../../../src/shared/hero-look.ts';

let app: TestApp;
let parent: TestUser;

beforeAll(async () => {
  app = await startTestApp({ PHOTO_ANALYSIS: 'true', PHOTO_ANALYZER_IDLE_SECONDS: '5' });
  parent = await createTestUser(app);
});
afterAll(async () => app?.close());

async function patchLook(user: TestUser, id: number, body: unknown) {
  const res = await app.fetch(`/v1/me/characters/${id}/look`, {
    method: 'PATCH',
    headers: { ...authHeader(user), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

async function waitForAnalysis(user: TestUser, id: number) {
  for (let i = 0; i < 120; i++) {
    const list = await getJson(app, user, '/v1/me/characters');
    const c = list.body.find((x: { id: number }) => x.id === id);
    if (c.look_status !== 'pending') return c;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('analysis still pending after 60 s');
}

describe('character look', () => {
  it('a photo with no face and no known object uploads at once and ends with a neutral look', async () => {
    const up = await postForm(
      app,
      parent,
      '/v1/me/characters',
      { name: 'Stripes', kind: 'human' },
      { bytes: await makePng(600, 600), name: 'bands.png', type: 'image/png' },
    );
    expect(up.status).toBe(201);
    expect(up.body.look_status).toBe('pending');
    expect(up.body.look).toEqual({ kind: 'person' });
    const done = await waitForAnalysis(parent, up.body.id);
    expect(done.look_status).toBe('done');
    expect(done.look).toEqual({ kind: 'person' });
  });

  it('a description in German becomes look fields; the parent edits win over it', async () => {
    const up = await postForm(app, parent, '/v1/me/characters', { name: 'Emma', kind: 'human', description: 'blonde Locken und ein großer roter Hut' });
    expect(up.status).toBe(201);
    expect(up.body.look_status).toBe('none');
    expect(up.body.look).toMatchObject({ kind: 'person', hair_colour: 'blonde', hair_texture: 'curly', headwear: 'hat', headwear_colour: 'red' });

    const edited = await patchLook(parent, up.body.id, { look: { hair_colour: 'brown', glasses: true, clothing: ['green'] } });
    expect(edited.status).toBe(200);
    expect(edited.body.look).toMatchObject({ hair_colour: 'brown', hair_texture: 'curly', headwear: 'hat', glasses: true, clothing: ['green'] });
    const listed = await getJson(app, parent, '/v1/me/characters');
    expect(listed.body.find((c: { id: number }) => c.id === up.body.id).look.hair_colour).toBe('brown');
  });

  it('refuses values outside the lists and unknown fields, changing nothing', async () => {
    const up = await postForm(app, parent, '/v1/me/characters', { name: 'Leo', kind: 'animal', description: 'a red parrot' });
    expect(up.body.look).toMatchObject({ kind: 'animal', species: 'parrot', colours: ['red'] });
    for (const bad of [
      { look: { species: 'basilisk' } },
      { look: { hair_colour: 'rainbow' } },
      { look: { kind: 'animal', evil: '<script>' } },
      { look: 'x' },
      {},
    ]) {
      const r = await patchLook(parent, up.body.id, bad);
      expect(r.status).toBe(422);
      expect(typeof r.body.message).toBe('string');
    }
    const listed = await getJson(app, parent, '/v1/me/characters');
    expect(listed.body.find((c: { id: number }) => c.id === up.body.id).look).toMatchObject({ species: 'parrot' });
  });

  it('a story speaks the confirmed look in its own language, not the raw description', async () => {
    const up = await postForm(app, parent, '/v1/me/characters', {
      name: 'Emma',
      kind: 'human',
      gender: 'female',
      description: 'blonde curls and a big red hat',
    });
    await patchLook(parent, up.body.id, { look: { hair_colour: 'brown' } });
    expect((await app.fetch('/v1/auth/login', { method: 'POST', headers: authHeader(parent) })).status).toBe(200);
    const res = await app.fetch('/v1/stories?enrich_by_voice=false', {
      method: 'POST',
      headers: { ...authHeader(parent), 'content-type': 'application/json' },
      body: JSON.stringify({
        story_in: { age: 8, moral: 'kindness', free_text: '', language: 'de' },
        illustration_style: 'storybook',
        character_id: up.body.id,
      }),
    });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    let story: { chunks?: { content: string }[] } = {};
    for (let i = 0; i < 600; i++) {
      const p = await (await app.fetch(`/v1/stories/private/progress/${id}`, { headers: authHeader(parent) })).json();
      expect(p.progress).not.toBe('FAILED');
      if (p.progress === 'COMPLETE') {
        story = await (await app.fetch(`/v1/stories/private/${id}`, { headers: authHeader(parent) })).json();
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const text = (story.chunks ?? []).map((c) => c.content).join(' ');
    expect(text).toContain('Emma erkannte man sofort: braune Locken und ein roter Hut.');
    expect(text).not.toMatch(/blonde|curls|big red hat/);
  });

  it("another parent's character is not found", async () => {
    const up = await postForm(app, parent, '/v1/me/characters', { name: 'Mine', kind: 'human' });
    const other = await createTestUser(app);
    const r = await patchLook(other, up.body.id, { look: { glasses: true } });
    expect(r.status).toBe(404);
    const listed = await getJson(app, parent, '/v1/me/characters');
    expect(listed.body.find((c: { id: number }) => c.id === up.body.id).look.glasses).toBeUndefined();
  });
  it('a girl whose description mentions her puppy is drawn as a girl: the kind, gender and age the parent chose win', async () => {
    const parent = await createTestUser(app);
    const up = await postForm(app, parent, '/v1/me/characters', {
      name: 'Lina',
      kind: 'human',
      gender: 'female',
      age: '5',
      description: 'Loves her red hat, rainy puddles and her puppy Max.',
    });
    expect(up.status).toBe(201);
    // Even a photo read as a dog does not turn the parent's girl into one.
    await app.runtime.db.query(`UPDATE characters SET photo_look = $2, look_status = 'done' WHERE id = $1`, [
      up.body.id,
      JSON.stringify({ kind: 'animal', species: 'dog', colours: ['brown'], headwear: 'hat' }),
    ]);
    const listed = (await getJson(app, parent, '/v1/me/characters')).body.find((c: { id: number }) => c.id === up.body.id);
    expect(listed.kind).toBe('human');
    expect(listed.look).toMatchObject({ kind: 'person', headwear: 'hat', headwear_colour: 'red', age_band: 'child' });
    expect(listed.look.species).toBeUndefined();
    const look: HeroLook = { kind: 'person', headwear: 'hat', headwearColour: 'red', ageBand: 'child' };
    const chips = lookChips(look, messagesFor('en', ['ps_', 'rec_', 'bnd_']), 'en');
    expect(chips).toEqual(['red hat', 'child']);
    expect(chips.join(' ')).not.toMatch(/dog|puppy/i);

    // The story's hero is a girl in every picture: the sheet's look and the figure the illustrator draws.
    expect((await app.fetch('/v1/auth/login', { method: 'POST', headers: authHeader(parent) })).status).toBe(200);
    const res = await app.fetch('/v1/stories?enrich_by_voice=false', {
      method: 'POST',
      headers: { ...authHeader(parent), 'content-type': 'application/json' },
      body: JSON.stringify({ story_in: { age: 5, moral: 'kindness', language: 'en' }, illustration_style: 'storybook', character_id: up.body.id }),
    });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const [row] = await app.runtime.db.query<{ hero: CharacterSheet }>('SELECT hero FROM stories WHERE id = $1', [id]);
    expect(row!.hero.kind).toBe('human');
    expect(row!.hero.look).toMatchObject({ kind: 'person', headwear: 'hat', headwearColour: 'red', ageBand: 'child' });
    expect(row!.hero.look?.species).toBeUndefined();
    const drawn = describeHero(row!.hero);
    expect(drawn.kind).toBe('human');
    expect(drawn.hat?.type).toBe('hat');
  });

  it('a kind chosen under "Change look" becomes the character\'s kind, so words and pictures agree', async () => {
    const parent = await createTestUser(app);
    const up = await postForm(app, parent, '/v1/me/characters', { name: 'Biscuit', kind: 'human', description: 'a brown puppy' });
    expect(up.body.look).toEqual({ kind: 'person' });
    const edited = await patchLook(parent, up.body.id, { look: { kind: 'animal', species: 'dog', colours: ['brown'] } });
    expect(edited.status).toBe(200);
    expect(edited.body.kind).toBe('animal');
    expect(edited.body.look).toMatchObject({ kind: 'animal', species: 'dog', colours: ['brown'] });
  });
  it("draws the hero's portrait for the owner in the chosen style, and a corrected look changes it", async () => {
    const parent = await createTestUser(app);
    const up = await postForm(app, parent, '/v1/me/characters', { name: 'Lina', kind: 'human', gender: 'female', age: '5', description: 'a red hat' });
    const portrait = (style: string, user: TestUser = parent) =>
      app.fetch(`/v1/me/characters/${up.body.id}/portrait?style=${style}`, { headers: authHeader(user) });
    const first = await portrait('storybook');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await first.arrayBuffer());
    expect(await sharp(png).metadata()).toMatchObject({ width: 384, height: 384 });
    const etag = first.headers.get('etag')!;
    expect(
      (await app.fetch(`/v1/me/characters/${up.body.id}/portrait?style=storybook`, { headers: { ...authHeader(parent), 'if-none-match': etag } })).status,
    ).toBe(304);
    const lego = await portrait('lego');
    expect(lego.headers.get('etag')).not.toBe(etag);

    await patchLook(parent, up.body.id, { look: { kind: 'person', hair_colour: 'blonde', glasses: true } });
    const after = await portrait('storybook');
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(Buffer.from(await after.arrayBuffer()).equals(png)).toBe(false);

    expect((await portrait('storybook', await createTestUser(app))).status).toBe(404);
    expect((await portrait('crayon')).status).toBe(422);
    expect((await app.fetch(`/v1/me/characters/${up.body.id}/portrait`)).status).toBe(401);
  });
});
