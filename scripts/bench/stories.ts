/**
 * Story-generation benchmark (issues 5 and 6): seconds for one 10-page narrated story, and
 * stories completed per minute with 10 concurrent requests, for the configured providers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chooseVendors } from '../../src/server/providers/index.ts';
import { createRuntime, type Runtime } from '../../src/server/runtime.ts';
import { createStory } from '../../src/server/stories/create-story.ts';
import { listChunks } from '../../src/server/stories/queries.ts';
import { seedCharacter, seedUser, waitForStory } from '../../tests/helpers/seed.ts';

export interface StoryBenchResult {
  providers: string;
  singleStorySeconds: number;
  singleStoryPages: number;
  concurrentStories: number;
  concurrentCompleted: number;
  concurrentSeconds: number;
  storiesPerMinute: number;
}

async function makeStory(runtime: Runtime, userId: string, characterId: number, i: number): Promise<string> {
  const languages = ['en', 'es', 'fr', 'de', 'nl', 'it', 'pt', 'pl', 'tr', 'ja'] as const;
  const styles = ['ghibli', 'storybook', 'watercolor', 'lego'] as const;
  const { id } = await createStory(
    runtime,
    userId,
    { storyIn: { age: 8, moral: 'kindness', freeText: '', language: languages[i % languages.length]! }, illustrationStyle: styles[i % styles.length]!, characterId, voiceSampleIn: null },
    { enrichByVoice: true, enrichByImage: true },
  );
  return id;
}

/** Runs the story benchmark on a throwaway data folder; prints and returns the figures. */
export async function benchStories(): Promise<StoryBenchResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bh-bench-'));
  const runtime = await createRuntime({ env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_EXAMPLES: 'false', FREE_STORIES_PER_MONTH: '100' }, startWorkers: true });
  try {
    const vendors = chooseVendors(runtime.config);
    const providers = `writer=${vendors.writer} illustrator=${vendors.illustrator} narrator=${vendors.narrator} moderation=${vendors.moderation}`;
    const user = await seedUser(runtime);
    const characterId = await seedCharacter(runtime, user.id);

    // Warm-up: first-use costs (WASM start, calibration) are paid once per process.
    await waitForStory(runtime, await makeStory(runtime, user.id, characterId, 0), 300_000);

    const started = performance.now();
    const single = await makeStory(runtime, user.id, characterId, 1);
    const statuses = await waitForStory(runtime, single, 300_000);
    const singleStorySeconds = (performance.now() - started) / 1000;
    const singleStoryPages = (await listChunks(runtime.db, [single])).length;
    if (statuses.at(-1) !== 'COMPLETE') throw new Error(`benchmark story failed: ${statuses.join(' → ')}`);

    const n = 10;
    const t0 = performance.now();
    const ids = await Promise.all(Array.from({ length: n }, (_, i) => makeStory(runtime, user.id, characterId, i + 2)));
    const results = await Promise.all(ids.map((id) => waitForStory(runtime, id, 600_000)));
    const concurrentSeconds = (performance.now() - t0) / 1000;
    const concurrentCompleted = results.filter((r) => r.at(-1) === 'COMPLETE').length;

    const result: StoryBenchResult = {
      providers,
      singleStorySeconds,
      singleStoryPages,
      concurrentStories: n,
      concurrentCompleted,
      concurrentSeconds,
      storiesPerMinute: (concurrentCompleted / concurrentSeconds) * 60,
    };
    console.log(`stories: providers ${providers}; WORKER_CONCURRENCY=${runtime.config.WORKER_CONCURRENCY} PIPELINE_CONCURRENCY=${runtime.config.PIPELINE_CONCURRENCY}; ${os.cpus().length} CPUs`);
    console.log(`stories: one ${singleStoryPages}-page narrated story in ${singleStorySeconds.toFixed(2)} s`);
    console.log(`stories: ${concurrentCompleted}/${n} concurrent stories completed in ${concurrentSeconds.toFixed(1)} s = ${result.storiesPerMinute.toFixed(1)} stories/minute`);
    return result;
  } finally {
    await runtime.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
