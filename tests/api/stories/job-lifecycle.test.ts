/**
 * A story job's end: deleting a story while it is made stops its job and
 * leaves no file behind; a job that ends failed after its last retry without its handler noticing
 * (its worker died on the last attempt) fails the story at once and gives the credit back.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS } from '../../../src/server/jobs/definitions.ts';
import { createStory } from '../../../src/server/stories/create-story.ts';
import { authHeader, createTestUser } from '../../helpers/auth.ts';
import { seedCharacter, waitForStory } from '../../helpers/seed.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ FREE_STORIES_PER_MONTH: '5', PIPELINE_CONCURRENCY: '1' });
});
afterAll(async () => app?.close());

const request = (characterId: number) => ({
  storyIn: { age: 6, moral: 'sharing', freeText: '', language: 'en' as const },
  illustrationStyle: 'storybook' as const,
  characterId,
  voiceSampleIn: null,
});

/** States of every story-generate job of a story (pg-boss keeps finished jobs for a while). */
async function jobStates(storyId: string): Promise<string[]> {
  const rows = await app.runtime.db.query<{ state: string }>(`SELECT state FROM pgboss.job WHERE name = 'story-generate' AND data->>'storyId' = $1`, [storyId]);
  return rows.map((r) => r.state);
}

async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; last: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function creditStatus(storyId: string): Promise<string | undefined> {
  const [row] = await app.runtime.db.query<{ status: string }>('SELECT status FROM credit_spends WHERE story_id = $1', [storyId]);
  return row?.status;
}

describe('deleting a story while it is made', () => {
  it('stops the job and removes the story folder once the job has ended', async () => {
    const parent = await createTestUser(app);
    const characterId = await seedCharacter(app.runtime, parent.userId);
    const { id } = await createStory(app.runtime, parent.userId, request(characterId), { enrichByVoice: true, enrichByImage: true });
    const folder = path.join(app.runtime.config.dataDir, 'media', 'stories', id);
    const pages = path.join(folder, 'pages');
    // Delete once the first picture is stored and the rest are still to come.
    await until(
      async () => (fs.existsSync(pages) ? fs.readdirSync(pages).length : 0),
      (n) => n >= 1,
      60_000,
      'a first picture',
    );

    const res = await app.fetch(`/v1/stories/private/${id}`, { method: 'DELETE', headers: authHeader(parent) });
    expect(res.status).toBe(204);
    await until(
      () => jobStates(id),
      (states) => states.length > 0 && states.every((s) => s === 'completed' || s === 'failed'),
      60_000,
      'the job to end',
    );
    expect(await jobStates(id)).toEqual(['completed']);
    // Before the fix the job went on writing every page and narration under the deleted story.
    await new Promise((r) => setTimeout(r, 1500));
    expect(fs.existsSync(folder)).toBe(false);
    expect(await creditStatus(id)).toBeUndefined();
  }, 120_000);
});

describe('a job that fails after its last retry', () => {
  it('fails its story at once and gives the credit back, even when its handler never saw the failure', async () => {
    const parent = await createTestUser(app);
    const characterId = await seedCharacter(app.runtime, parent.userId);
    const { id } = await createStory(app.runtime, parent.userId, request(characterId), { enrichByVoice: false, enrichByImage: false });
    // What a worker killed on its last attempt leaves behind: the job active on its last try,
    // its heartbeat long stopped. pg-boss's supervisor fails it for good.
    const { retryLimit } = JOBS['story-generate'].queue;
    const claimed = await app.runtime.db.query(
      `UPDATE pgboss.job SET state = 'active', retry_count = $2, started_on = now() - interval '1 hour', heartbeat_on = now() - interval '1 hour'
        WHERE name = 'story-generate' AND data->>'storyId' = $1 AND state = 'created' RETURNING id`,
      [id, retryLimit],
    );
    expect(claimed.length, 'the in-process worker claimed the job first').toBe(1);

    const seen = await waitForStory(app.runtime, id, 60_000);
    expect(seen.at(-1)).toBe('FAILED');
    expect(await jobStates(id)).toEqual(['failed']);
    expect(await creditStatus(id)).toBe('released');
    const [story] = await app.runtime.db.query<{ error: string }>('SELECT error FROM stories WHERE id = $1', [id]);
    expect(story!.error).toBe('We could not finish this story. Your story credit has been given back.');
  }, 90_000);
});
