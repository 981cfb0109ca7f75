/**
 * "Download my data" benchmark: an account with 50 stories of 8 pages (a 60 KB
 * picture and 100 KB of narration per page, about 64 MB) is streamed as a ZIP through the
 * export's own code path; prints seconds, megabytes, and how much the process's memory grew
 * (the ZIP is streamed, so growth stays far below the ZIP's size).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { streamAccountExport } from '../../src/server/account/export-account.ts';
import { createRuntime } from '../../src/server/runtime.ts';
import { startBackground } from '../../src/server/start-background.ts';
import { seedUser } from '../../tests/helpers/seed.ts';

export async function benchAccountExport(): Promise<{ seconds: number; megabytes: number; peakRssGrowthMb: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bh-bench-account-export-'));
  const runtime = await createRuntime({ env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_EXAMPLES: 'false' } });
  await startBackground(runtime, { workers: false });
  try {
    const user = await seedUser(runtime);
    for (let s = 0; s < 50; s++) {
      const id = randomUUID();
      await runtime.db.query(
        `INSERT INTO stories (id, user_id, language, age, illustration_style, hero, seed, status, title) VALUES ($1, $2, 'en', 5, 'watercolor', '{"name":"Mila"}', 1, 'COMPLETE', $3)`,
        [id, user.id, `Story ${s + 1}`],
      );
      for (let p = 0; p < 8; p++) {
        const image = `stories/${id}/pages/${p}.webp`;
        const audio = `stories/${id}/audio/${p}.mp3`;
        await runtime.storage.put(image, randomBytes(60_000), 'image/webp');
        await runtime.storage.put(audio, randomBytes(100_000), 'audio/mpeg');
        await runtime.db.query(
          `INSERT INTO story_chunks (story_id, position, content, scene, illustration_prompt, image_key, audio_key) VALUES ($1, $2, 'Once upon a time.', '{}', 'p', $3, $4)`,
          [id, p, image, audio],
        );
      }
    }
    global.gc?.();
    const rss0 = process.memoryUsage().rss;
    let peak = rss0;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const started = performance.now();
    let bytes = 0;
    for await (const chunk of streamAccountExport(runtime, user.id)) bytes += (chunk as Buffer).length;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const result = { seconds, megabytes: bytes / 1e6, peakRssGrowthMb: (peak - rss0) / 1e6 };
    console.log(
      `account export: 50 stories, ${result.megabytes.toFixed(1)} MB ZIP in ${seconds.toFixed(2)} s; peak RSS growth ${result.peakRssGrowthMb.toFixed(1)} MB`,
    );
    return result;
  } finally {
    await runtime.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
