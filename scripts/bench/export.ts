/**
 * Video export benchmark: seconds to render a 10-page narrated story as an MP4 with
 * the export job's own code path (frames, audio, encode, store), target under 15 s on 2 cores.
 * The story is generated first with the configured providers (built-in offline by default).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderExport } from '../../src/server/exports/render-video.ts';
import { insertExport } from '../../src/server/exports/queries.ts';
import { one } from '../../src/server/db/client.ts';
import { createRuntime } from '../../src/server/runtime.ts';
import { startBackground } from '../../src/server/start-background.ts';
import { createStory } from '../../src/server/stories/create-story.ts';
import { listChunks } from '../../src/server/stories/queries.ts';
import { seedCharacter, seedUser, waitForStory } from '../../tests/helpers/seed.ts';

export interface ExportBenchResult {
  pages: number;
  videoSeconds: number;
  renderSeconds: number;
  megabytes: number;
}

/** Generates a 10-page story on a throwaway data folder and times its export; prints and returns the figures. */
export async function benchExport(): Promise<ExportBenchResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bh-bench-export-'));
  const runtime = await createRuntime({ env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_EXAMPLES: 'false' } });
  await startBackground(runtime, { workers: true });
  try {
    const user = await seedUser(runtime);
    const characterId = await seedCharacter(runtime, user.id);
    // Age 7 writes 10 pages with the built-in writer (age 9+ writes 11).
    const { id: storyId } = await createStory(
      runtime,
      user.id,
      { storyIn: { age: 7, moral: 'sharing', freeText: '', language: 'en' }, illustrationStyle: 'storybook', characterId, voiceSampleIn: null },
      { enrichByVoice: true, enrichByImage: true },
    );
    const statuses = await waitForStory(runtime, storyId, 300_000);
    if (statuses.at(-1) !== 'COMPLETE') throw new Error(`benchmark story failed: ${statuses.join(' → ')}`);
    const pages = (await listChunks(runtime.db, [storyId])).length;

    // The export row is inserted without a job, and rendered here with the job's own code, so
    // the figure is the render alone (no queue pick-up delay) and nothing else runs meanwhile.
    const row = await insertExport(runtime.db, { storyId, userId: user.id, type: 'video' });
    const started = performance.now();
    await renderExport(runtime, row.id, { retryCount: 0, retryLimit: 0 });
    const renderSeconds = (performance.now() - started) / 1000;
    const done = await one<{ status: string; storage_key: string }>(runtime.db, 'SELECT status, storage_key FROM exports WHERE id = $1', [row.id]);
    if (done.status !== 'COMPLETED') throw new Error(`benchmark export ended ${done.status}`);
    const video = (await runtime.storage.get(done.storage_key))!.body;
    const chunks = await listChunks(runtime.db, [storyId]);
    const videoSeconds = chunks.reduce((sum, c) => sum + (c.audioDurationSeconds ?? 0), 0);

    const result = { pages, videoSeconds, renderSeconds, megabytes: video.length / 1e6 };
    console.log(`export: ${pages}-page story, ${(videoSeconds / 60).toFixed(1)} min of narration → MP4 1280x720 H.264/AAC, ${result.megabytes.toFixed(1)} MB`);
    console.log(`export: rendered in ${renderSeconds.toFixed(2)} s on ${os.cpus().length} CPUs (target < 15 s)`);
    return result;
  } finally {
    await runtime.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
