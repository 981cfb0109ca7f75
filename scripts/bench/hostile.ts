/**
 * Hostile-load benchmark (issue 18): starts the API in its own process on its own port and data
 * folder, then runs at once 10 hostile uploads (two-hour Opus and WebM voice files, a WAV whose
 * header claims hours, PNG decompression bombs) and 100 analytics bombs (1 MB prop values), while
 * /v1/health is polled every 50 ms. Prints the health latency (p50/p99/max, the event-loop delay a
 * visitor feels) and the server's RSS (sampled maximum and the kernel's peak, VmHWM).
 * Goal: p99 ≤ 100 ms, RSS ≤ 700 MB on 2 cores.
 *
 * Options (after `npm run bench hostile --`): `--skip-analytics` runs the uploads alone.
 * BENCH_HOSTILE_PORT (default 4562) and BENCH_HOSTILE_TIMEOUT_S (default 240: the load phase is cut
 * there and unfinished requests are counted as such). BENCH_DATABASE_URL (a Postgres server URL)
 * runs the server in the scaled mode on a fresh database there instead of embedded PGlite, whose
 * queries run on the event loop (WASM) and so weigh on the figures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import pg from 'pg';
import sharp from 'sharp';
import { runFfmpeg } from '../../src/server/media/ffmpeg.ts';
import { createTestUser } from '../../tests/helpers/auth.ts';

export interface HostileBenchResult {
  healthP50Ms: number;
  healthP99Ms: number;
  healthMaxMs: number;
  healthSamples: number;
  rssBeforeMb: number;
  rssMaxMb: number;
  rssPeakMb: number;
  uploads: Record<string, number>;
  analytics: Record<string, number>;
}

/** A health call is given up after this long and counted at it (a frozen server reads as ≥ 10 s). */
const HEALTH_CUT_MS = 10_000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

function rssOf(pid: number): { rssMb: number; peakMb: number } {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return { rssMb: 0, peakMb: 0 };
  }
}

/** A fresh database on the Postgres server at `serverUrl`; `drop` removes it. */
async function freshDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bh_bench_${Date.now()}_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function startServer(port: number, dataDir: string, databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...process.execArgv, path.resolve('scripts/bench/api-server.ts')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_EXAMPLES: 'false', DATABASE_URL: databaseUrl, VOICE_SAMPLE_CAPACITY: '100', IMAGE_SAMPLE_CAPACITY: '100' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    lines.on('line', (line) => {
      if (line.startsWith('READY')) resolve();
    });
  });
  return child;
}

/** Two hours of speech-band noise as `muxer`, made by looping ten encoded seconds (stream copy). */
async function twoHourAudio(dir: string, muxer: 'ogg' | 'webm'): Promise<Buffer> {
  const ten = path.join(dir, `ten.${muxer}`);
  await runFfmpeg(['-v', 'error', '-f', 'lavfi', '-i', 'anoisesrc=d=10:c=pink:a=0.3:r=48000', '-ac', '1', '-c:a', 'libopus', '-b:a', '6k', '-f', muxer, '-y', ten]);
  const loop = ['-v', 'error', '-stream_loop', '719', '-i', ten, '-c', 'copy', '-f', muxer];
  // WebM piped, as a browser's recorder writes it: no duration anywhere, so only decoding can tell.
  if (muxer === 'webm') return runFfmpeg([...loop, 'pipe:1'], undefined, 120_000);
  const out = path.join(dir, 'long.ogg');
  await runFfmpeg([...loop, '-y', out], undefined, 120_000);
  return fs.readFileSync(out);
}

/** A 16-bit mono WAV whose header claims ~6.2 hours at 48 kHz but carries one second of noise. */
function lyingWav(): Buffer {
  const rate = 48_000;
  const data = Buffer.alloc(rate * 2);
  for (let i = 0; i < rate; i++) data.writeInt16LE(Math.round((Math.random() - 0.5) * 8000), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(0xfffffff0, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(0xffffff00 - 44, 40);
  return Buffer.concat([header, data]);
}

/** A PNG that declares 20 000 × 20 000 pixels of one colour: a few hundred KB, 1.6 GB decoded. */
async function pngBomb(): Promise<Buffer> {
  return sharp({ create: { width: 20_000, height: 20_000, channels: 3, background: '#88aa66' }, limitInputPixels: false })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** Runs the benchmark; prints and returns the figures. */
export async function benchHostile(): Promise<HostileBenchResult> {
  const skipAnalytics = process.argv.includes('--skip-analytics');
  const port = Number(process.env.BENCH_HOSTILE_PORT ?? 4562);
  const timeoutMs = Number(process.env.BENCH_HOSTILE_TIMEOUT_S ?? 240) * 1000;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bh-bench-hostile-'));
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bh-bench-hostile-media-'));
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  const database = process.env.BENCH_DATABASE_URL ? await freshDatabase(process.env.BENCH_DATABASE_URL) : undefined;
  try {
    console.log('hostile: making the hostile files (two-hour Opus and WebM, a lying WAV, PNG bombs)…');
    const [opus, webm, png] = await Promise.all([twoHourAudio(mediaDir, 'ogg'), twoHourAudio(mediaDir, 'webm'), pngBomb()]);
    const wav = lyingWav();
    console.log(`hostile: opus ${(opus.length / 1e6).toFixed(1)} MB, webm ${(webm.length / 1e6).toFixed(1)} MB, png ${(png.length / 1e3).toFixed(0)} KB, wav ${(wav.length / 1e3).toFixed(0)} KB`);

    server = await startServer(port, dataDir, database?.url ?? '');
    console.log(`hostile: server on ${database ? 'Postgres (scaled mode, worker in the process)' : 'embedded PGlite'}`);
    const pid = server.pid!;
    const users = await Promise.all([createTestUser(base), createTestUser(base)]);

    const uploads: { kind: string; path: string; file: Buffer; name: string; type: string; fields: Record<string, string> }[] = [];
    const voice = (kind: string, file: Buffer, name: string, type: string) => uploads.push({ kind, path: '/v1/me/voice-samples', file, name, type, fields: { name: 'Night', language: 'en' } });
    for (let i = 0; i < 4; i++) voice('2h-opus', opus, 'night.opus', 'audio/ogg');
    for (let i = 0; i < 3; i++) voice('2h-webm', webm, 'night.webm', 'audio/webm');
    voice('lying-wav', wav, 'night.wav', 'audio/wav');
    for (let i = 0; i < 2; i++) uploads.push({ kind: 'png-bomb', path: '/v1/me/characters', file: png, name: 'bomb.png', type: 'image/png', fields: { name: 'Bomb', kind: 'human' } });

    // Let start-up work (migrations, seeding, first queries) settle before the baseline.
    await new Promise((r) => setTimeout(r, 3000));
    const rssBeforeMb = rssOf(pid).rssMb;
    const latencies: number[] = [];
    let rssMaxMb = 0;
    let loading = true;
    const sampler = setInterval(() => (rssMaxMb = Math.max(rssMaxMb, rssOf(pid).rssMb)), 100);
    const probe = (async () => {
      while (loading) {
        const started = performance.now();
        try {
          await (await fetch(`${base}/v1/health`, { signal: AbortSignal.timeout(HEALTH_CUT_MS) })).arrayBuffer();
        } catch {
          // a health call that never answered counts with its full wait
        }
        latencies.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();

    const tally = (into: Record<string, number>, key: string) => (into[key] = (into[key] ?? 0) + 1);
    const uploadResults: Record<string, number> = {};
    const analyticsResults: Record<string, number> = {};
    const deadline = AbortSignal.timeout(timeoutMs);
    const uploadRuns = uploads.map(async (u, i) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(u.file)], { type: u.type }), u.name);
      for (const [k, v] of Object.entries(u.fields)) form.append(k, v);
      try {
        const res = await fetch(`${base}${u.path}`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${users[i % 2]!.accessToken}` }, signal: deadline });
        await res.arrayBuffer();
        tally(uploadResults, `${u.kind} ${res.status}`);
      } catch {
        tally(uploadResults, `${u.kind} unfinished`);
      }
    });
    const bombValue = 'a'.repeat(1024 * 1024);
    const analyticsRuns = skipAnalytics
      ? []
      : Array.from({ length: 100 }, async () => {
          try {
            const res = await fetch(`${base}/v1/analytics/events`, {
              method: 'POST',
              headers: { 'Content-Type': 'text/plain' },
              body: JSON.stringify({ name: 'homepage-viewed', url: `${base}/`, domain: 'localhost', props: { plan: bombValue } }),
              signal: deadline,
            });
            await res.arrayBuffer();
            tally(analyticsResults, String(res.status));
          } catch {
            tally(analyticsResults, 'unfinished');
          }
        });
    const t0 = performance.now();
    await Promise.all([...uploadRuns, ...analyticsRuns]);
    const loadSeconds = (performance.now() - t0) / 1000;
    loading = false;
    await probe;
    clearInterval(sampler);
    const { peakMb } = rssOf(pid);

    const sorted = [...latencies].sort((a, b) => a - b);
    const result: HostileBenchResult = {
      healthP50Ms: percentile(sorted, 50),
      healthP99Ms: percentile(sorted, 99),
      healthMaxMs: sorted.at(-1) ?? NaN,
      healthSamples: sorted.length,
      rssBeforeMb,
      rssMaxMb,
      rssPeakMb: peakMb,
      uploads: uploadResults,
      analytics: analyticsResults,
    };
    const fmt = (r: Record<string, number>) => Object.entries(r).map(([k, v]) => `${k} ×${v}`).join(', ') || 'none';
    console.log(`hostile: ${os.cpus().length} CPUs; load phase ${loadSeconds.toFixed(1)} s (cut at ${timeoutMs / 1000} s)`);
    console.log(`hostile: uploads: ${fmt(uploadResults)}`);
    console.log(`hostile: analytics bombs: ${skipAnalytics ? 'skipped' : fmt(analyticsResults)}`);
    console.log(`hostile: /v1/health latency p50 ${result.healthP50Ms.toFixed(1)} ms, p99 ${result.healthP99Ms.toFixed(1)} ms, max ${result.healthMaxMs.toFixed(1)} ms over ${result.healthSamples} calls, each cut at ${HEALTH_CUT_MS / 1000} s (goal p99 ≤ 100 ms)`);
    console.log(`hostile: server RSS ${rssBeforeMb.toFixed(0)} MB before the load, max ${rssMaxMb.toFixed(0)} MB during it (sampled every 100 ms), peak since start ${peakMb.toFixed(0)} MB (VmHWM) (goal ≤ 700 MB)`);
    return result;
  } finally {
    if (server && server.exitCode === null) {
      // A server still frozen by the load cannot shut down gracefully: SIGKILL after 5 s.
      const exited = new Promise((r) => server!.once('exit', r));
      server.kill('SIGTERM');
      const force = setTimeout(() => server!.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(force);
    }
    await database?.drop().catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(mediaDir, { recursive: true, force: true });
  }
}
