/**
 * The finished story's text is checked again before COMPLETE. A story whose stored
 * pages hold unsafe text (here written into the database, as a resumed job would find it) ends
 * FAILED with the credit given back, never COMPLETE.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storyCreditBalance } from '../../../src/server/credits/ledger.ts';
import { generateStory } from '../../../src/server/pipeline/generate-story.ts';
import { createStory } from '../../../src/server/stories/create-story.ts';
import { seedCharacter, seedUser } from '../../helpers/seed.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';

describe('the finished text is checked before COMPLETE', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ RUN_WORKER: 'false' });
  });
  afterAll(async () => app?.close());

  it('fails a story whose stored text is unsafe and gives the credit back', async () => {
    const user = await seedUser(app.runtime);
    const characterId = await seedCharacter(app.runtime, user.id, { name: 'Noor' });
    const before = await storyCreditBalance(app.runtime.db, app.runtime.config, user.id);
    // The story's job is run here by hand, so none is queued: the embedded worker would otherwise
    // run the same pipeline at once and race this one for the same files.
    const withoutQueue = { ...app.runtime, queue: { ...app.runtime.queue, enqueue: async () => null } };
    const { id } = await createStory(
      withoutQueue,
      user.id,
      { storyIn: { age: 3, moral: '', freeText: '', language: 'en' }, illustrationStyle: 'storybook', characterId, voiceSampleIn: null },
      { enrichByVoice: false, enrichByImage: false },
    );
    const scene = JSON.stringify({ setting: 'garden', timeOfDay: 'day', action: 'standing', companion: 'puppy', props: [], mood: 'calm' });
    const pages = ['Noor plays in the garden.', 'Then Noor plays with matches and keeps it secret from mum.', 'Goodnight, Noor.'];
    for (const [position, text] of pages.entries()) {
      await app.runtime.db.query(
        `INSERT INTO story_chunks (story_id, position, content, scene, illustration_prompt) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (story_id, position) DO UPDATE SET content = EXCLUDED.content`,
        [id, position, text, scene, 'A garden.'],
      );
    }
    await app.runtime.db.query("UPDATE stories SET title = 'Noor', status = 'TEXT_COMPLETED' WHERE id = $1", [id]);
    expect((await storyCreditBalance(app.runtime.db, app.runtime.config, user.id)).remaining).toBe(before.remaining - 1);

    await generateStory(app.runtime, id, { retryCount: 0, retryLimit: 0 });

    const [row] = await app.runtime.db.query<{ status: string; error: string }>('SELECT status, error FROM stories WHERE id = $1', [id]);
    expect(row).toMatchObject({ status: 'FAILED', error: 'The story did not pass our safety check.' });
    expect((await storyCreditBalance(app.runtime.db, app.runtime.config, user.id)).remaining).toBe(before.remaining);
  }, 120_000);
});
