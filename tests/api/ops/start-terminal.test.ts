/**
 * What a person sees running the server in a terminal, and what a log collector gets (the
 * README's first start): in a terminal (a real pseudo-terminal, util-linux `script`) the log
 * lines are human-readable and the first start prints its gift code once; with output to a pipe
 * the lines are JSON and the code is never in them (it stays in its 0600 file). Needs
 * `npm run build` first, like `npm start`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../helpers/spawn-runtime.ts';

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** Runs the server until it listens (in a pseudo-terminal when `terminal`), then stops it; returns what it printed. */
async function runUntilListening(dataDir: string, terminal: boolean): Promise<string> {
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'info',
    SEED_EXAMPLES: 'false',
    PHOTO_ANALYSIS: 'false',
  };
  const command = `${JSON.stringify(process.execPath)} src/server/main.ts`;
  const child = terminal
    ? spawn('script', ['-qfec', command, '/dev/null'], { env, detached: true, stdio: ['pipe', 'pipe', 'pipe'] })
    : spawn(process.execPath, ['src/server/main.ts'], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise((r) => child.once('exit', r));
  try {
    const deadline = Date.now() + 120_000;
    while (!/is listening on/.test(out)) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the server did not start:\n${out}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  }
  return out.replace(ANSI, '').replace(/\r/g, '');
}

describe('the server at a terminal and behind a pipe', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bh-start-terminal-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('prints readable lines and the first gift code once in a terminal, JSON without the code to a pipe', async () => {
    if (!fs.existsSync(path.resolve('dist/server/entry.mjs'))) throw new Error('The site is not built: run `npm run build` before this test (npm test does).');
    const first = await runUntilListening(dataDir, true);
    const code = fs.readFileSync(path.join(dataDir, 'first-start-gift-code.txt'), 'utf8').split('\n')[0]!;
    expect(code).toMatch(/^BH-/);
    expect(first).toContain(`Gift code for a first try (Lite, 10 stories): ${code}`);
    expect(first).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Bedtime Hero is listening on http:\/\/localhost:\d+$/m);
    expect(first).not.toMatch(/^\{"level"/m);

    const second = await runUntilListening(dataDir, false);
    const lines = second.split('\n').filter((l) => l.trim());
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(lines.some((l) => JSON.parse(l).msg?.startsWith('Bedtime Hero is listening'))).toBe(true);
    expect(second).not.toContain(code);
  }, 300_000);
});
