/**
 * `npm run bench likeness`: photo analysis time per fixture photo (goal ≤ 1.5 s on 2 cores) and
 * the web process's RSS growth after the analyses (goal ≤ 50 MB; the detector runs in a child),
 * then the same over the evaluation set's photos when they are there (median and worst).
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { createPhotoAnalyzer } from '../../src/server/likeness/analyzer.ts';
import { FIXTURES_DIR, HAS_FIXTURES } from '../../tests/helpers/fixtures.ts';
import { HAS_LIKENESS_PHOTOS, LIKENESS_PHOTOS_DIR, likenessBytes, likenessSet } from '../../tests/helpers/likeness-eval.ts';

async function benchEvaluationSet(): Promise<void> {
  if (!HAS_LIKENESS_PHOTOS) {
    console.log(`likeness: evaluation photos not at ${LIKENESS_PHOTOS_DIR}; set timings skipped`);
    return;
  }
  const analyzer = createPhotoAnalyzer({ idleSeconds: 5 });
  const photos = likenessSet();
  await analyzer.analyze(await likenessBytes(photos[0] as (typeof photos)[number]));
  globalThis.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const trips: number[] = [],
    detections: number[] = [],
    cpu: number[] = [];
  for (const photo of photos) {
    const bytes = await likenessBytes(photo);
    const t = performance.now();
    const r = await analyzer.analyze(bytes);
    trips.push(performance.now() - t);
    detections.push(r.ms);
    cpu.push(r.cpuMs ?? Number.NaN);
  }
  globalThis.gc?.();
  const rssAfter = process.memoryUsage().rss;
  const q = (v: number[], f: number): string => (([...v].sort((a, b) => a - b)[Math.min(v.length - 1, Math.floor(v.length * f))] as number) / 1000).toFixed(2);
  console.log(
    `likeness: evaluation set, ${photos.length} photos (≤ 320 px): round trip median ${q(trips, 0.5)} s, p90 ${q(trips, 0.9)} s, worst ${q(trips, 1)} s; analysis in the child median ${q(detections, 0.5)} s, worst ${q(detections, 1)} s (goal ≤ 1.5 s)`,
  );
  console.log(`likeness: CPU time of the analyzer per photo (what the load of other work does not inflate) median ${q(cpu, 0.5)} s, worst ${q(cpu, 1)} s`);
  console.log(`likeness: web process RSS growth over the evaluation set ${Math.round((rssAfter - rssBefore) / 1e6)} MB (goal ≤ 50 MB)`);
  analyzer.close();
}

const ROUNDS = 3;

export async function benchLikeness(): Promise<void> {
  console.log(`likeness: ${(await import('node:os')).availableParallelism()} cores available to this process; figures are noisy when other work shares them`);
  if (!HAS_FIXTURES) {
    console.log(`likeness: no fixtures at ${FIXTURES_DIR}`);
    await benchEvaluationSet();
    return;
  }
  const photos = (await readdir(FIXTURES_DIR)).filter((f) => /^photo_.*\.(png|jpe?g|webp)$/.test(f)).sort();
  const analyzer = createPhotoAnalyzer({ idleSeconds: 5 });
  globalThis.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const cold = performance.now();
  await analyzer.analyze(await readFile(path.join(FIXTURES_DIR, photos[0] as string)));
  console.log(`likeness: cold start (fork + model load + first photo) ${Math.round(performance.now() - cold)} ms`);
  for (const name of photos) {
    const bytes = await readFile(path.join(FIXTURES_DIR, name));
    const times: number[] = [];
    let detect = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const t = performance.now();
      const r = await analyzer.analyze(bytes);
      times.push(performance.now() - t);
      detect += r.ms;
    }
    const best = Math.min(...times),
      mean = times.reduce((a, b) => a + b, 0) / times.length;
    console.log(
      `likeness: ${name.padEnd(40)} round trip mean ${(mean / 1000).toFixed(2)} s, best ${(best / 1000).toFixed(2)} s, detection mean ${(detect / ROUNDS / 1000).toFixed(2)} s`,
    );
  }
  globalThis.gc?.();
  const rssAfter = process.memoryUsage().rss;
  console.log(
    `likeness: web process RSS ${Math.round(rssBefore / 1e6)} MB before, ${Math.round(rssAfter / 1e6)} MB after ${photos.length * ROUNDS + 1} analyses (growth ${Math.round((rssAfter - rssBefore) / 1e6)} MB; goal ≤ 50 MB)`,
  );
  const pid = analyzer.childPid();
  if (pid) {
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    const kb = (key: string) => Number(/\s(\d+) kB/.exec(status.split('\n').find((l) => l.startsWith(key)) ?? '')?.[1] ?? NaN);
    console.log(`likeness: analyzer child RSS ${Math.round(kb('VmRSS') / 1024)} MB (peak ${Math.round(kb('VmHWM') / 1024)} MB); it exits after the idle time`);
  }
  analyzer.close();
  await benchEvaluationSet();
}
