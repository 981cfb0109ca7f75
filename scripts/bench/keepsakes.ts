/**
 * Keepsake export benchmark: seconds to render a 10-page narrated story as an MP3
 * audiobook and as an A4 PDF picture book (English and Arabic) with the export job's own code
 * path, and the files' sizes. The stories are generated first with the configured providers
 * (built-in offline by default). Prints figures; asserts nothing about time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { one } from '../../src/server/db/client.ts';
import { insertExport, type ExportPaper } from '../../src/server/exports/queries.ts';
import { renderExport } from '../../src/server/exports/render-video.ts';
import { createRuntime } from '../../src/server/runtime.ts';
import { startBackground } from '../../src/server/start-background.ts';
import { createStory } from '../../src/server/stories/create-story.ts';
import { listChunks } from '../../src/server/stories/queries.ts';
import { seedCharacter, seedUser, waitForStory } from '../../tests/helpers/seed.ts';

/** Generates the stories on a throwaway data folder and times each keepsake; prints the figures. */
export async function benchKeepsakes(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bh-bench-keepsakes-'));
  const runtime = await createRuntime({ env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_EXAMPLES: 'false' } });
  await startBackground(runtime, { workers: true });
  try {
    const user = await seedUser(runtime);
    const characterId = await seedCharacter(runtime, user.id);
    for (const language of ['en', 'ar'] as const) {
      const { id: storyId } = await createStory(
        runtime,
        user.id,
        { storyIn: { age: 7, moral: 'sharing', freeText: '', language }, illustrationStyle: 'storybook', characterId, voiceSampleIn: null },
        { enrichByVoice: true, enrichByImage: true },
      );
      const statuses = await waitForStory(runtime, storyId, 300_000);
      if (statuses.at(-1) !== 'COMPLETE') throw new Error(`benchmark story failed: ${statuses.join(' → ')}`);
      const pages = (await listChunks(runtime.db, [storyId])).length;
      const kinds: { type: 'audio' | 'pdf'; paper?: ExportPaper }[] =
        language === 'en' ? [{ type: 'audio' }, { type: 'pdf', paper: 'a4' }] : [{ type: 'pdf', paper: 'a4' }];
      for (const kind of kinds) {
        // Inserted without a job and rendered here with the job's code: the figure is the render alone.
        const row = await insertExport(runtime.db, { storyId, userId: user.id, type: kind.type, paper: kind.paper ?? null });
        const started = performance.now();
        await renderExport(runtime, row.id, { retryCount: 0, retryLimit: 0 });
        const seconds = (performance.now() - started) / 1000;
        const done = await one<{ status: string; storage_key: string }>(runtime.db, 'SELECT status, storage_key FROM exports WHERE id = $1', [row.id]);
        if (done.status !== 'COMPLETED') throw new Error(`benchmark ${kind.type} export ended ${done.status}`);
        const bytes = (await runtime.storage.get(done.storage_key))!.body.length;
        console.log(
          `keepsakes: ${language} ${pages}-page story → ${kind.type === 'audio' ? 'MP3 audiobook' : `PDF picture book (${kind.paper})`} in ${seconds.toFixed(2)} s, ${(bytes / 1e6).toFixed(2)} MB (${os.cpus().length} CPUs)`,
        );
      }
    }
  } finally {
    await runtime.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
