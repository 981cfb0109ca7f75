/**
 * Story-generation benchmark for the configured providers (built-in offline
 * ones by default): the median time of one 10-page narrated story over a few runs, stories per
 * minute with 10 stories requested at once, the wall time of each pipeline step (write, pages,
 * finish), the time until a story's first page can be read, CPU seconds per story (all threads:
 * steadier than wall time on a shared machine), and the process's RSS (idle and peak under load).
 *
 * Options (environment): BENCH_SINGLE_RUNS (default 3), BENCH_CONCURRENT (default 10).
 * Goals (2 cores, built-in): ≥ 30 stories/min for 10 concurrent; one story ≤ 5 s.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readStepTimings, resetStepTimings, type StepTiming } from '../../src/server/pipeline/step-timings.ts';
import { chooseVendors } from '../../src/server/providers/index.ts';
import { createRuntime, type Runtime } from '../../src/server/runtime.ts';
import { startBackground } from '../../src/server/start-background.ts';
import { createStory } from '../../src/server/stories/create-story.ts';
import { listChunks } from '../../src/server/stories/queries.ts';
import { seedCharacter, seedUser } from '../../tests/helpers/seed.ts';
import { descendantCpu, descendantCpuSince } from './process-cpu.ts';

export interface StoryBenchResult {
  providers: string;
  /** Median of the single-story runs, seconds. */
  singleStorySeconds: number;
  singleStoryRuns: number[];
  /** Median seconds until the first page could be read (picture and narration stored). */
  firstPageSeconds: number;
  singleStoryPages: number;
  concurrentStories: number;
  concurrentCompleted: number;
  concurrentSeconds: number;
  storiesPerMinute: number;
  /** CPU seconds (every thread of the process) per story in the concurrent run. */
  cpuSecondsPerStory: number;
  /** CPU seconds of the media pool's child processes (FFmpeg MP3 encoding) per story, same run. */
  childCpuSecondsPerStory: number;
  steps: Record<string, StepTiming>;
  rssIdleMb: number;
  rssPeakMb: number;
}

const LANGUAGES = ['en', 'es', 'fr', 'de', 'nl', 'it', 'pt', 'pl', 'tr', 'ja'] as const;
const STYLES = ['ghibli', 'storybook', 'watercolor', 'lego'] as const;

async function makeStory(runtime: Runtime, userId: string, characterId: number, i: number): Promise<string> {
  const { id } = await createStory(
    runtime,
    userId,
    {
      storyIn: { age: 8, moral: 'kindness', freeText: '', language: LANGUAGES[i % LANGUAGES.length]! },
      illustrationStyle: STYLES[i % STYLES.length]!,
      characterId,
      voiceSampleIn: null,
    },
    { enrichByVoice: true, enrichByImage: true },
  );
  return id;
}

/** Waits for a story to finish; returns its final status and when (ms, performance.now()) its first page became readable. */
async function watch(runtime: Runtime, storyId: string, timeoutMs: number): Promise<{ status: string; firstPageAt: number | null }> {
  const deadline = Date.now() + timeoutMs;
  let firstPageAt: number | null = null;
  while (Date.now() < deadline) {
    const [row] = await runtime.db.query<{ status: string; ready: number }>(
      `SELECT s.status, (SELECT count(*)::int FROM story_chunks c WHERE c.story_id = s.id AND c.image_key IS NOT NULL AND c.audio_key IS NOT NULL) AS ready
         FROM stories s WHERE s.id = $1`,
      [storyId],
    );
    if (firstPageAt === null && row!.ready > 0) firstPageAt = performance.now();
    if (row!.status === 'COMPLETE' || row!.status === 'FAILED') return { status: row!.status, firstPageAt: firstPageAt ?? performance.now() };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`story ${storyId} did not finish in ${timeoutMs} ms`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** Runs the story benchmark on a throwaway data folder; prints and returns the figures. */
export async function benchStories(): Promise<StoryBenchResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bh-bench-'));
  const runtime = await createRuntime({
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_EXAMPLES: 'false', FREE_STORIES_PER_MONTH: '100' },
  });
  await startBackground(runtime, { workers: true });
  let rssPeak = 0;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage.rss())), 100);
  try {
    const vendors = chooseVendors(runtime.config);
    const providers = `writer=${vendors.writer} illustrator=${vendors.illustrator} narrator=${vendors.narrator} moderation=${vendors.moderation}`;
    const user = await seedUser(runtime);
    const characterId = await seedCharacter(runtime, user.id);
    const { config } = runtime;
    console.log(
      `stories: providers ${providers}; WORKER_CONCURRENCY=${config.WORKER_CONCURRENCY} PIPELINE_CONCURRENCY=${config.PIPELINE_CONCURRENCY} ` +
        `PIPELINE_MEDIA_THREADS=${config.PIPELINE_MEDIA_THREADS} ILLUSTRATOR_CONCURRENCY=${config.ILLUSTRATOR_CONCURRENCY} NARRATOR_CONCURRENCY=${config.NARRATOR_CONCURRENCY}; ` +
        `${os.availableParallelism()} CPUs, load ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
    );

    // Warm-up: first-use costs (worker threads, WASM start, calibration, each language's moderation
    // patterns, and in each media child each language's voice and dictionary) are paid once per
    // process, as in a server that has been up for a while. One story per language, all at once,
    // so both media children meet every language (one English story left eight of the ten
    // languages' first use in the measured round: ~0.6 CPU-s a story).
    const { moderator } = await runtime.providers();
    for (const language of LANGUAGES) await moderator.check(['Goodnight, little star.'], language);
    const warmUp = await Promise.all(LANGUAGES.map((_, i) => makeStory(runtime, user.id, characterId, i)));
    await Promise.all(warmUp.map((id) => watch(runtime, id, 600_000)));
    const rssIdle = process.memoryUsage.rss();

    const runs = Number(process.env.BENCH_SINGLE_RUNS ?? 3);
    const singles: number[] = [];
    const firstPages: number[] = [];
    let singleStoryPages = 0;
    for (let r = 0; r < runs; r++) {
      const started = performance.now();
      const id = await makeStory(runtime, user.id, characterId, 1 + r);
      const { status, firstPageAt } = await watch(runtime, id, 300_000);
      if (status !== 'COMPLETE') throw new Error(`benchmark story failed (${status})`);
      singles.push((performance.now() - started) / 1000);
      firstPages.push(((firstPageAt ?? performance.now()) - started) / 1000);
      singleStoryPages = (await listChunks(runtime.db, [id])).length;
    }
    const singleStorySeconds = median(singles);
    const firstPageSeconds = median(firstPages);
    console.log(
      `stories: one ${singleStoryPages}-page narrated story: median ${singleStorySeconds.toFixed(2)} s of ${runs} (${singles.map((s) => s.toFixed(2)).join(', ')}); ` +
        `first page readable after ${firstPageSeconds.toFixed(2)} s`,
    );

    const n = Number(process.env.BENCH_CONCURRENT ?? 10);
    resetStepTimings();
    const cpu0 = process.cpuUsage();
    const children0 = descendantCpu();
    const t0 = performance.now();
    const ids = await Promise.all(Array.from({ length: n }, (_, i) => makeStory(runtime, user.id, characterId, i + 1 + runs)));
    const results = await Promise.all(ids.map((id) => watch(runtime, id, 900_000)));
    const concurrentSeconds = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const childCpu = descendantCpuSince(children0);
    const concurrentCompleted = results.filter((r) => r.status === 'COMPLETE').length;
    const steps = readStepTimings();

    const result: StoryBenchResult = {
      providers,
      singleStorySeconds,
      singleStoryRuns: singles,
      firstPageSeconds,
      singleStoryPages,
      concurrentStories: n,
      concurrentCompleted,
      concurrentSeconds,
      storiesPerMinute: (concurrentCompleted / concurrentSeconds) * 60,
      cpuSecondsPerStory: (cpu.user + cpu.system) / 1e6 / Math.max(1, concurrentCompleted),
      childCpuSecondsPerStory: childCpu / Math.max(1, concurrentCompleted),
      steps,
      rssIdleMb: mb(rssIdle),
      rssPeakMb: mb(rssPeak),
    };
    console.log(
      `stories: ${concurrentCompleted}/${n} concurrent stories completed in ${concurrentSeconds.toFixed(1)} s = ${result.storiesPerMinute.toFixed(1)} stories/minute`,
    );
    const allCpu = result.cpuSecondsPerStory + result.childCpuSecondsPerStory;
    console.log(
      `stories: ${result.cpuSecondsPerStory.toFixed(2)} CPU-seconds per story (all threads) + ${result.childCpuSecondsPerStory.toFixed(2)} in media child processes = ${allCpu.toFixed(2)} ` +
        `(${os.availableParallelism()} CPUs give at most ${((os.availableParallelism() * 60) / allCpu).toFixed(1)} stories/minute)`,
    );
    for (const [step, t] of Object.entries(steps)) {
      console.log(
        `stories: step ${step.padEnd(7)} ×${t.count}: mean ${(t.totalMs / t.count / 1000).toFixed(2)} s, max ${(t.maxMs / 1000).toFixed(2)} s (10 concurrent)`,
      );
    }
    console.log(`stories: RSS ${result.rssIdleMb} MB after warm-up, peak ${result.rssPeakMb} MB`);
    return result;
  } finally {
    clearInterval(sampler);
    await runtime.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
