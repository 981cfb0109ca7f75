/**
 * A separate process running the runtime with its workers, for the kill -9 resume test.
 * With SEED=1 it seeds a user, a character and one story and prints `STORY <id>`. It then
 * prints `STATUS <status>` whenever the story's status changes and `PAGE <position>` once a page's
 * illustration is recorded in the database (committed, not only written to disk), until it is killed.
 */
import { createStory } from '../../src/server/stories/create-story.ts';
import { createRuntime } from '../../src/server/runtime.ts';
import { startBackground } from '../../src/server/start-background.ts';
import { seedCharacter, seedUser } from './seed.ts';

const runtime = await createRuntime();
await startBackground(runtime, { workers: true });
let storyId = process.env.STORY_ID;
if (process.env.SEED === '1') {
  const user = await seedUser(runtime);
  const characterId = await seedCharacter(runtime, user.id);
  ({ id: storyId } = await createStory(
    runtime,
    user.id,
    { storyIn: { age: 11, moral: 'courage', freeText: '', language: 'en' }, illustrationStyle: 'watercolor', characterId, voiceSampleIn: null },
    { enrichByVoice: true, enrichByImage: false },
  ));
  console.log(`STORY ${storyId}`);
}
let last = '';
const pages = new Set<number>();
setInterval(async () => {
  const rows = await runtime.db.query<{ status: string }>('SELECT status FROM stories WHERE id = $1', [storyId]);
  const status = rows[0]?.status ?? 'MISSING';
  if (status !== last) console.log(`STATUS ${status}`);
  last = status;
  const drawn = await runtime.db.query<{ position: number }>('SELECT position FROM story_chunks WHERE story_id = $1 AND image_key IS NOT NULL', [storyId]);
  for (const { position } of drawn) {
    if (!pages.has(position)) console.log(`PAGE ${position}`);
    pages.add(position);
  }
}, 100);
