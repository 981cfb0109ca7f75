/**
 * `npm run bench first-start`: a first start as `npm start` does it.
 * Starts the built server on a fresh data folder (so the example library is generated), then,
 * until the examples are done or FIRST_START_MINUTES (default 4) have passed, loads the home page
 * and /library in Chromium every few seconds with a cold cache and times public API calls.
 * Prints each sample and the worst figures. Needs `npm run build` first; BENCH_PORT (default 4599).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const seconds = (ms: number) => (ms / 1000).toFixed(2);

export async function benchFirstStart(): Promise<void> {
  const port = Number(process.env.BENCH_PORT ?? 4599);
  const minutes = Number(process.env.FIRST_START_MINUTES ?? 4);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bh-first-start-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_EXAMPLES: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = Date.now();
  try {
    while (
      !(await fetch(`${base}/v1/health`)
        .then((r) => r.ok)
        .catch(() => false))
    ) {
      if (Date.now() - started > 120_000) throw new Error('the server did not start within 2 minutes');
      await new Promise((r) => setTimeout(r, 250));
    }
    console.log(`first start: server up after ${seconds(Date.now() - started)} s (data folder ${dataDir})`);
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
    const worst = { home: 0, library: 0, api: 0 };
    const homes: number[] = [];
    const deadline = Date.now() + minutes * 60_000;
    let inProgress = -1;
    while (Date.now() < deadline && inProgress !== 0) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const time = async (pathname: string) => {
        const t0 = Date.now();
        await page.goto(base + pathname, { waitUntil: 'load' });
        return Date.now() - t0;
      };
      const home = await time('/');
      const library = await time('/library');
      await context.close();
      const t0 = Date.now();
      const list = (await (await fetch(`${base}/v1/stories/public/all?limit=5&include_images=true`)).json()) as {
        data: unknown[];
        metadata: { in_progress?: number };
      };
      const api = Date.now() - t0;
      inProgress = list.metadata.in_progress ?? 0;
      worst.home = Math.max(worst.home, home);
      homes.push(home);
      worst.library = Math.max(worst.library, library);
      worst.api = Math.max(worst.api, api);
      console.log(
        `t+${seconds(Date.now() - started).padStart(6)} s  home ${seconds(home)} s  /library ${seconds(library)} s  GET /v1/stories/public/all ${seconds(api)} s  examples: ${list.data.length} shown, ${inProgress} on their way  load average ${os.loadavg()[0]!.toFixed(1)}`,
      );
      await new Promise((r) => setTimeout(r, 3000));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const under = homes.filter((ms) => ms < 1000).length;
    console.log(
      `first start, while examples were made: home median ${seconds(median(homes))} s, worst ${seconds(worst.home)} s, under 1 s in ${under} of ${homes.length} loads; /library worst ${seconds(worst.library)} s; API worst ${seconds(worst.api)} s`,
    );
    // The same page with the examples done: what the machine gives without any generation.
    const idle: number[] = [];
    for (let i = 0; i < 5; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const t0 = Date.now();
      await page.goto(`${base}/`, { waitUntil: 'load' });
      idle.push(Date.now() - t0);
      await context.close();
    }
    console.log(
      `home afterwards (no generation): median ${seconds(median(idle))} s over ${idle.length} loads, load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
    );
    await browser.close();
    console.log(inProgress === 0 ? `examples finished after ${seconds(Date.now() - started)} s` : `examples still being made after ${minutes} minutes`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
