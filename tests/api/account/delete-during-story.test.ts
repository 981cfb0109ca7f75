/**
 * Deleting an account while one of its stories is being made: the story row goes
 * first (its job stops or ends), the files step waits for the job, and afterwards no file or row
 * of that story is left, even a page written late.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../helpers/auth.ts';
import { seedCharacter } from '../../helpers/seed.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';
import { listLocalObjects, postJson, scanDatabase, waitForDeletion } from './account-helpers.ts';

describe('deleting an account with a story in progress', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it('leaves no file or row of the story behind', async () => {
    const user = await createTestUser(app);
    const characterId = await seedCharacter(app.runtime, user.userId);
    const created = await postJson(app, user, '/v1/stories?enrich_by_voice=false&enrich_by_image=false', {
      story_in: { age: 11, moral: 'courage', free_text: '', language: 'en' },
      illustration_style: 'watercolor',
      character_id: characterId,
    });
    expect(created.status).toBe(201);
    const storyId = created.body.id as string;
    // Wait until the job is really at work (its first page stored).
    const deadline = Date.now() + 60_000;
    while (!listLocalObjects(app.runtime.config.dataDir).some((k) => k.startsWith(`stories/${storyId}/`)) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const [story] = await app.runtime.db.query<{ status: string }>('SELECT status FROM stories WHERE id = $1', [storyId]);
    expect(story!.status).not.toBe('COMPLETE');

    expect((await postJson(app, user, '/v1/account/delete', { password: user.password })).status).toBe(202);
    await waitForDeletion(app.runtime.db, 180_000);
    await new Promise((r) => setTimeout(r, 2000));
    expect(listLocalObjects(app.runtime.config.dataDir).filter((k) => k.includes(storyId) || k.includes(user.userId))).toEqual([]);
    expect(await scanDatabase(app.runtime.db, { userId: user.userId, email: user.email })).toEqual([]);
  }, 240_000);
});
