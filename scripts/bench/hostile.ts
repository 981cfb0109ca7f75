/**
 * Hostile-load benchmark (with the resident memory): starts the API in its own process on its own
 * port and data folder, warms it up (one request of every kind, so the media children, JIT and
 * caches are in place), then for a fixed time (BENCH_HOSTILE_SECONDS, default 20) keeps 10
 * hostile uploads (two-hour Opus and WebM voice files, a WAV whose header claims hours, PNG
 * decompression bombs), five SVG photos with costly filters (full-canvas feTurbulence with
 * numOctaves 9, and one whose filter region is millions of pixels wide), 20 loops of wish
 * previews (POST /v1/stories/interpret) from one account and 100 analytics bombs (1 MB prop
 * values) running in loops, each loop sending its next request as soon as the last one was
 * answered, while /v1/health/live is called every 50 ms and another parent signs in every
 * second, each on a fixed schedule (a slow answer does not delay the next call). Only loopback
 * is used; every loop stops at the deadline and has at most 10 000 requests.
 *
 * Prints: the liveness latency (p50/p99/max and the number of calls), the sign-in latency, the event-loop delay measured
 * inside the server (perf_hooks, from api-server.ts's MONITOR lines), the requests answered per
 * class and status, and RSS sampled every 100 ms: the server's (idle after warm-up, peak, end,
 * VmHWM) and its media child processes' (FFmpeg runs there).
 * Goals: /v1/health/live p99 ≤ 100 ms, sign-in p99 ≤ 1 s, server RSS ≤ 700 MB on 2 cores.
 *
 * Options (after `npm run bench hostile --`): `--skip-analytics` runs the uploads alone.
 * BENCH_HOSTILE_PORT (default 4562), BENCH_HOSTILE_SECONDS (default 20), BENCH_HOSTILE_WARMUP_S
 * (default 5), BENCH_HOSTILE_NODE_ARGS (extra node flags for the server process only, e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it under the load). BENCH_DATABASE_URL (a
 * Postgres server URL) runs the server in the scaled mode on a fresh database there instead of
 * embedded PGlite, whose queries run on the event loop (WASM).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { pcm16Wav } from '../../tests/helpers/wav.ts';
import sharp from 'sharp';
import { runFfmpeg } from '../../src/server/media/ffmpeg.ts';
import { voiceConsentFields } from '../../src/shared/voice-consent.ts';
import { createTestUser } from '../../tests/helpers/auth.ts';

export interface HostileBenchResult {
  healthP50Ms: number;
  healthP99Ms: number;
  healthMaxMs: number;
  healthSamples: number;
  signInP50Ms: number;
  signInP99Ms: number;
  signInMaxMs: number;
  signInSamples: number;
  /** Worst per-second p99 and overall max of the server's own event-loop delay during the load. */
  eventLoopP99Ms: number;
  eventLoopMaxMs: number;
  rssIdleMb: number;
  rssMaxMb: number;
  rssEndMb: number;
  rssPeakMb: number;
  childrenRssMaxMb: number;
  uploads: Record<string, number>;
  analytics: Record<string, number>;
  interpret: Record<string, number>;
}

/** A health call is given up after this long and counted at it (a frozen server reads as ≥ 10 s). */
const HEALTH_CUT_MS = 10_000;
const PROBE_EVERY_MS = 50;
const MAX_REQUESTS_PER_LOOP = 10_000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

function statusOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return '';
  }
}

function rssOf(pid: number): { rssMb: number; peakMb: number } {
  const status = statusOf(pid);
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** Every descendant process of `pid` (the media children and whatever they start). */
function descendants(pid: number): number[] {
  const out: number[] = [];
  const visit = (p: number) => {
    let tasks: string[] = [];
    try {
      tasks = fs.readdirSync(`/proc/${p}/task`);
    } catch {
      return;
    }
    for (const task of tasks) {
      let children = '';
      try {
        children = fs.readFileSync(`/proc/${p}/task/${task}/children`, 'utf8');
      } catch {
        continue;
      }
      for (const child of children.split(' ').filter(Boolean).map(Number)) {
        out.push(child);
        visit(child);
      }
    }
  };
  visit(pid);
  return out;
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

/**
 * Calls `url` every `everyMs` on a fixed schedule from its own thread (so the load generator's
 * busy event loop cannot delay or stretch a call) until `stop()`, which resolves with every
 * call's latency in ms (a call cut at HEALTH_CUT_MS counts as that).
 */
function startProber(
  url: string,
  everyMs: number,
  init?: { method: string; headers: Record<string, string>; body: string },
): { stop: () => Promise<number[]> } {
  const source = `
    const { parentPort, workerData } = require('node:worker_threads');
    const latencies = [];
    const pending = new Set();
    const timer = setInterval(() => {
      const t = performance.now();
      const call = fetch(workerData.url, { ...(workerData.init ?? {}), signal: AbortSignal.timeout(workerData.cutMs) })
        .then((r) => r.arrayBuffer())
        .catch(() => {})
        .then(() => { latencies.push(performance.now() - t); pending.delete(call); });
      pending.add(call);
    }, workerData.everyMs);
    parentPort.once('message', async () => {
      clearInterval(timer);
      await Promise.all(pending);
      parentPort.postMessage(latencies);
    });`;
  const worker = new Worker(source, { eval: true, workerData: { url, everyMs, cutMs: HEALTH_CUT_MS, init } });
  return {
    stop: async () => {
      const done = new Promise<number[]>((resolve) => worker.once('message', resolve));
      worker.postMessage('stop');
      const latencies = await done;
      await worker.terminate();
      return latencies;
    },
  };
}

/** One MONITOR line of api-server.ts. */
interface MonitorLine {
  at: number;
  eldP50Ms: number;
  eldP99Ms: number;
  eldMaxMs: number;
  rssMb: number;
  heapUsedMb: number;
  externalMb: number;
  arrayBuffersMb: number;
}

async function startServer(port: number, dataDir: string, databaseUrl: string, onMonitor: (line: MonitorLine) => void): Promise<ChildProcess> {
  // BENCH_HOSTILE_NODE_ARGS: extra node flags for the server only (e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`).
  const extra = (process.env.BENCH_HOSTILE_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...process.execArgv, ...extra, path.resolve('scripts/bench/api-server.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_EXAMPLES: 'false',
      DATABASE_URL: databaseUrl,
      VOICE_SAMPLE_CAPACITY: '100',
      IMAGE_SAMPLE_CAPACITY: '100',
      // The sign-in probe signs in every second from one address: measure sign-in, not its per-IP limit.
      AUTH_RATE_LIMIT_PER_MINUTE: '0',
      BENCH_MONITOR_MS: '1000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  lines.on('line', (line) => {
    if (line.startsWith('MONITOR ')) onMonitor({ at: performance.now(), ...(JSON.parse(line.slice(8)) as Omit<MonitorLine, 'at'>) });
  });
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
  await runFfmpeg([
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'anoisesrc=d=10:c=pink:a=0.3:r=48000',
    '-ac',
    '1',
    '-c:a',
    'libopus',
    '-b:a',
    '6k',
    '-f',
    muxer,
    '-y',
    ten,
  ]);
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
  return pcm16Wav(data, rate, { claimedDataBytes: 0xffffff00 - 44 });
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
  const loadMs = Number(process.env.BENCH_HOSTILE_SECONDS ?? 20) * 1000;
  const warmupMs = Number(process.env.BENCH_HOSTILE_WARMUP_S ?? 5) * 1000;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bh-bench-hostile-'));
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bh-bench-hostile-media-'));
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  const database = process.env.BENCH_DATABASE_URL ? await freshDatabase(process.env.BENCH_DATABASE_URL) : undefined;
  const monitor: MonitorLine[] = [];
  try {
    console.log('hostile: making the hostile files (two-hour Opus and WebM, a lying WAV, PNG bombs)…');
    const [opus, webm, png] = await Promise.all([twoHourAudio(mediaDir, 'ogg'), twoHourAudio(mediaDir, 'webm'), pngBomb()]);
    const wav = lyingWav();
    console.log(
      `hostile: opus ${(opus.length / 1e6).toFixed(1)} MB, webm ${(webm.length / 1e6).toFixed(1)} MB, png ${(png.length / 1e3).toFixed(0)} KB, wav ${(wav.length / 1e3).toFixed(0)} KB`,
    );

    const started = performance.now();
    server = await startServer(port, dataDir, database?.url ?? '', (line) => monitor.push(line));
    const pid = server.pid!;
    console.log(
      `hostile: server on ${database ? 'Postgres (scaled mode, worker in the process)' : 'embedded PGlite'}; ready in ${((performance.now() - started) / 1000).toFixed(1)} s, RSS ${rssOf(pid).rssMb.toFixed(0)} MB, start-up peak ${rssOf(pid).peakMb.toFixed(0)} MB (VmHWM)`,
    );
    const users = await Promise.all([createTestUser(base), createTestUser(base)]);
    const [previewer, signer] = await Promise.all([createTestUser(base), createTestUser(base)]);

    const uploads: { kind: string; path: string; file: Buffer; name: string; type: string; fields: Record<string, string> }[] = [];
    const voice = (kind: string, file: Buffer, name: string, type: string) =>
      uploads.push({ kind, path: '/v1/me/voice-samples', file, name, type, fields: { name: 'Night', language: 'en', ...voiceConsentFields('en') } });
    for (let i = 0; i < 4; i++) voice('2h-opus', opus, 'night.opus', 'audio/ogg');
    for (let i = 0; i < 3; i++) voice('2h-webm', webm, 'night.webm', 'audio/webm');
    voice('lying-wav', wav, 'night.wav', 'audio/wav');
    for (let i = 0; i < 2; i++)
      uploads.push({ kind: 'png-bomb', path: '/v1/me/characters', file: png, name: 'bomb.png', type: 'image/png', fields: { name: 'Luna', kind: 'human' } });
    const svg = (kind: string, text: string) =>
      uploads.push({
        kind,
        path: '/v1/me/characters',
        file: Buffer.from(text),
        name: 'luna.svg',
        type: 'image/svg+xml',
        fields: { name: 'Luna', kind: 'human' },
      });
    for (let i = 0; i < 4; i++) {
      svg(
        'svg-octaves',
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><filter id="f"><feTurbulence baseFrequency="0.0${i + 1}" numOctaves="9"/></filter><rect width="100" height="100" filter="url(#f)"/></svg>`,
      );
    }
    svg(
      'svg-huge-region',
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><filter id="f" filterUnits="userSpaceOnUse" x="-1000000" y="-1000000" width="2000000" height="2000000"><feTurbulence baseFrequency="0.05" numOctaves="1000000000"/></filter><rect width="10" height="10" filter="url(#f)"/></svg>`,
    );

    const tally = (into: Record<string, number>, key: string) => (into[key] = (into[key] ?? 0) + 1);
    const seenAnswers = new Set<string>();
    // Bodies are made once: the load generator should spend its time sending, not copying.
    const blobs = new Map(uploads.map((u) => [u, new Blob([new Uint8Array(u.file)], { type: u.type })]));
    const sendUpload = async (u: (typeof uploads)[number], i: number, signal: AbortSignal): Promise<string> => {
      const form = new FormData();
      form.append('file', blobs.get(u)!, u.name);
      for (const [k, v] of Object.entries(u.fields)) form.append(k, v);
      const res = await fetch(`${base}${u.path}`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${users[i % 2]!.accessToken}` }, signal });
      const text = await res.text();
      // One answer of each kind and status is shown, so a refusal for the wrong reason shows up.
      const key = `${u.kind} ${res.status}`;
      if (!seenAnswers.has(key)) {
        seenAnswers.add(key);
        console.log(`hostile: ${key}: ${text.slice(0, 160)}`);
      }
      return String(res.status);
    };
    const bombBody = new TextEncoder().encode(
      JSON.stringify({ name: 'homepage-viewed', url: `${base}/`, domain: 'localhost', props: { plan: 'a'.repeat(1024 * 1024) } }),
    );
    const sendBomb = async (signal: AbortSignal): Promise<string> => {
      const res = await fetch(`${base}/v1/analytics/events`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: bombBody, signal });
      await res.arrayBuffer();
      return String(res.status);
    };
    const previewBody = JSON.stringify({ free_text: 'a brave little dragon who is afraid of the dark and learns to share', language: 'en' });
    const sendPreview = async (signal: AbortSignal): Promise<string> => {
      const res = await fetch(`${base}/v1/stories/interpret`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${previewer.accessToken}`, 'Content-Type': 'application/json' },
        body: previewBody,
        signal,
      });
      await res.arrayBuffer();
      return String(res.status);
    };
    const health = async (): Promise<number> => {
      const t = performance.now();
      try {
        await (await fetch(`${base}/v1/health/live`, { signal: AbortSignal.timeout(HEALTH_CUT_MS) })).arrayBuffer();
      } catch {
        // a health call that never answered counts with its full wait
      }
      return performance.now() - t;
    };

    // Warm-up: one request of every kind (media children start, code paths compile), then health
    // calls for the rest of the warm-up; the idle RSS is read at its end.
    console.log(`hostile: warming up for ${warmupMs / 1000} s…`);
    const warmupEnd = performance.now() + warmupMs;
    const warmSignal = AbortSignal.timeout(Math.max(warmupMs, 120_000));
    await Promise.all([
      ...[uploads[0]!, uploads[4]!, uploads[7]!, uploads[8]!, uploads[10]!].map((u, i) => sendUpload(u, i, warmSignal).catch(() => 'unfinished')),
      skipAnalytics ? Promise.resolve('') : sendBomb(warmSignal).catch(() => 'unfinished'),
    ]);
    while (performance.now() < warmupEnd) {
      await health();
      await new Promise((r) => setTimeout(r, PROBE_EVERY_MS));
    }
    const rssIdleMb = rssOf(pid).rssMb;

    // Load phase.
    const latencies: number[] = [];
    let rssMaxMb = 0;
    let childrenRssMaxMb = 0;
    const sampler = setInterval(() => {
      rssMaxMb = Math.max(rssMaxMb, rssOf(pid).rssMb);
      childrenRssMaxMb = Math.max(
        childrenRssMaxMb,
        descendants(pid).reduce((sum, child) => sum + rssOf(child).rssMb, 0),
      );
    }, 100);
    const loadStart = performance.now();
    const loadEnd = loadStart + loadMs;
    const prober = startProber(`${base}/v1/health/live`, PROBE_EVERY_MS);
    const signInProber = startProber(`${base}/auth/v1/token?grant_type=password`, 1000, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: signer.email, password: signer.password }),
    });
    // Requests still running 30 s after the end are cut and counted as unfinished.
    const stop = AbortSignal.timeout(loadMs + 30_000);
    const loop = async (into: Record<string, number>, kind: string, send: () => Promise<string>) => {
      for (let n = 0; n < MAX_REQUESTS_PER_LOOP && performance.now() < loadEnd; n++) {
        try {
          tally(into, `${kind} ${await send()}`);
        } catch {
          tally(into, `${kind} unfinished`);
        }
      }
    };
    const uploadResults: Record<string, number> = {};
    const analyticsResults: Record<string, number> = {};
    const interpretResults: Record<string, number> = {};
    await Promise.all([
      ...Array.from({ length: 20 }, () => loop(interpretResults, 'interpret', () => sendPreview(stop))),
      ...uploads.map((u, i) => loop(uploadResults, u.kind, () => sendUpload(u, i, stop))),
      ...(skipAnalytics ? [] : Array.from({ length: 100 }, () => loop(analyticsResults, 'bomb', () => sendBomb(stop)))),
    ]);
    const loadSeconds = (performance.now() - loadStart) / 1000;
    latencies.push(...(await prober.stop()));
    const signIns = (await signInProber.stop()).sort((a, b) => a - b);
    clearInterval(sampler);
    const { rssMb: rssEndMb, peakMb } = rssOf(pid);

    const sorted = [...latencies].sort((a, b) => a - b);
    const during = monitor.filter((m) => m.at >= loadStart && m.at <= loadStart + loadSeconds * 1000 + 1000);
    const result: HostileBenchResult = {
      healthP50Ms: percentile(sorted, 50),
      healthP99Ms: percentile(sorted, 99),
      healthMaxMs: sorted.at(-1) ?? NaN,
      healthSamples: sorted.length,
      signInP50Ms: percentile(signIns, 50),
      signInP99Ms: percentile(signIns, 99),
      signInMaxMs: signIns.at(-1) ?? NaN,
      signInSamples: signIns.length,
      eventLoopP99Ms: Math.max(0, ...during.map((m) => m.eldP99Ms)),
      eventLoopMaxMs: Math.max(0, ...during.map((m) => m.eldMaxMs)),
      rssIdleMb,
      rssMaxMb,
      rssEndMb,
      rssPeakMb: peakMb,
      childrenRssMaxMb,
      uploads: uploadResults,
      analytics: analyticsResults,
      interpret: interpretResults,
    };
    const total = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);
    const fmt = (r: Record<string, number>) =>
      Object.entries(r)
        .sort()
        .map(([k, v]) => `${k} ×${v}`)
        .join(', ') || 'none';
    const last = monitor.at(-1);
    console.log(`hostile: ${os.cpus().length} CPUs; load phase ${loadSeconds.toFixed(1)} s (${loadMs / 1000} s of sending, then the last answers)`);
    console.log(`hostile: uploads answered: ${total(uploadResults)} (${(total(uploadResults) / loadSeconds).toFixed(1)}/s): ${fmt(uploadResults)}`);
    console.log(
      `hostile: analytics bombs answered: ${skipAnalytics ? 'skipped' : `${total(analyticsResults)} (${(total(analyticsResults) / loadSeconds).toFixed(0)}/s): ${fmt(analyticsResults)}`}`,
    );
    console.log(
      `hostile: wish previews from one account answered: ${total(interpretResults)} (${(total(interpretResults) / loadSeconds).toFixed(0)}/s): ${fmt(interpretResults)}`,
    );
    console.log(
      `hostile: /v1/health/live every ${PROBE_EVERY_MS} ms: p50 ${result.healthP50Ms.toFixed(1)} ms, p99 ${result.healthP99Ms.toFixed(1)} ms, max ${result.healthMaxMs.toFixed(1)} ms over ${result.healthSamples} calls (goal p99 ≤ 100 ms)`,
    );
    console.log(
      `hostile: sign-in every 1 s: p50 ${result.signInP50Ms.toFixed(0)} ms, p99 ${result.signInP99Ms.toFixed(0)} ms, max ${result.signInMaxMs.toFixed(0)} ms over ${result.signInSamples} calls (goal p99 ≤ 1 s)`,
    );
    console.log(
      `hostile: server event-loop delay (in-process monitor): worst 1-s p99 ${result.eventLoopP99Ms.toFixed(1)} ms, max ${result.eventLoopMaxMs.toFixed(1)} ms over ${during.length} s`,
    );
    console.log(
      `hostile: server RSS ${rssIdleMb.toFixed(0)} MB idle after warm-up, max ${rssMaxMb.toFixed(0)} MB during the load (sampled every 100 ms), ${rssEndMb.toFixed(0)} MB at the end, peak since start ${peakMb.toFixed(0)} MB (VmHWM) (goal ≤ 700 MB)`,
    );
    console.log(`hostile: media child processes: max ${childrenRssMaxMb.toFixed(0)} MB RSS together (FFmpeg runs there, not in the server)`);
    if (last)
      console.log(
        `hostile: server memory at the end: heap used ${last.heapUsedMb} MB, external ${last.externalMb} MB (array buffers ${last.arrayBuffersMb} MB), RSS ${last.rssMb} MB`,
      );
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
