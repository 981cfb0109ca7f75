/**
 * Deleting an unfinished story gives its credit back only when nothing of it was delivered: a
 * story serves each page as soon as it is stored, so a parent who could already read pages of it
 * does not get the credit back by deleting it (else every story could be had for free, again and
 * again). A story deleted before its first page still gives its credit back.
 */
import { describe, expect, it } from 'vitest';
import { one } from '../../../src/server/db/client.ts';
import { reserveStoryCredit, storyCreditBalance } from '../../../src/server/credits/ledger.ts';
import { createTestUser, type TestUser } from '../../helpers/auth.ts';
import { startedForTests } from '../../helpers/lifecycle.ts';
import { startTestApp } from '../../helpers/test-app.ts';

describe('deleting an unfinished story', () => {
  const app = startedForTests(() => startTestApp());
  const call = (user: TestUser, path: string, init: RequestInit = {}) =>
    app.fetch(path, { ...init, headers: { authorization: `Bearer ${user.accessToken}`, ...(init.headers ?? {}) } });

  /** A story being made, holding its credit as creation does (no job: it stays unfinished). */
  async function storyInProgress(user: TestUser, pages: number): Promise<string> {
    const { id } = await one<{ id: string }>(
      app.runtime.db,
      `INSERT INTO stories (user_id, title, language, age, moral_key, illustration_style, hero, seed, status)
       VALUES ($1, 'The brave owl', 'en', 6, 'kindness', 'storybook', $2::jsonb, 7, 'IMAGES_IN_PROGRESS') RETURNING id`,
      [user.userId, JSON.stringify({ name: 'Noor', kind: 'human', gender: 'female' })],
    );
    await app.runtime.db.transaction((tx) => reserveStoryCredit(tx, app.runtime.config, user.userId, id));
    for (let position = 0; position < pages; position++) {
      await app.runtime.db.query(
        `INSERT INTO story_chunks (story_id, position, content, scene, illustration_prompt) VALUES ($1, $2, $3, '{}'::jsonb, 'an owl')`,
        [id, position, `Page ${position + 1}: Noor met a brave owl in the moonlit wood.`],
      );
    }
    return id;
  }

  it('keeps the credit spent once pages were served', async () => {
    const parent = await createTestUser(app);
    const before = await storyCreditBalance(app.runtime.db, app.runtime.config, parent.userId);
    const id = await storyInProgress(parent, 3);
    const read = await call(parent, `/v1/stories/private/${id}`);
    expect(read.status).toBe(200);
    expect(JSON.stringify(await read.json())).toContain('Noor met a brave owl');

    expect((await call(parent, `/v1/stories/private/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await storyCreditBalance(app.runtime.db, app.runtime.config, parent.userId)).used).toBe(before.used + 1);
  });

  it('gives the credit back when nothing was delivered yet', async () => {
    const parent = await createTestUser(app);
    const before = await storyCreditBalance(app.runtime.db, app.runtime.config, parent.userId);
    const id = await storyInProgress(parent, 0);
    expect((await storyCreditBalance(app.runtime.db, app.runtime.config, parent.userId)).used).toBe(before.used + 1);
    expect((await call(parent, `/v1/stories/private/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await storyCreditBalance(app.runtime.db, app.runtime.config, parent.userId)).used).toBe(before.used);
  });
});
