/**
 * Starts a child script (by default tests/helpers/runtime-child.ts: the runtime with its workers)
 * in its own process and collects its stdout lines; `waitFor` resolves with the first line
 * matching `re`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

export function startChild(
  env: Record<string, string>,
  script = 'tests/helpers/runtime-child.ts',
  /** 'node': run the script with Node's own TypeScript support, as `npm start` does (no tsx). */
  loader: 'tsx' | 'node' = 'tsx',
  /** The child's working directory (the server reads dist/ and DATA_DIR from it); default this process's. */
  cwd?: string,
): { child: ChildProcess; lines: string[]; waitFor: (re: RegExp, ms: number) => Promise<string> } {
  const child = spawn(process.execPath, loader === 'tsx' ? ['--import', 'tsx', script] : [script], {
    cwd,
    env: { ...process.env, LOG_LEVEL: 'silent', SEED_EXAMPLES: 'false', PIPELINE_CONCURRENCY: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let buffer = '';
  child.stdout!.on('data', (d: Buffer) => {
    buffer += d.toString();
    const parts = buffer.split('\n');
    buffer = parts.pop()!;
    lines.push(...parts);
  });
  const waitFor = async (re: RegExp, ms: number) => {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const hit = lines.find((l) => re.test(l));
      if (hit) return hit;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`timed out waiting for ${re}; got:\n${lines.join('\n')}`);
  };
  return { child, lines, waitFor };
}

/** A TCP port free on 127.0.0.1 right now (for a child server's PORT). */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Serves the built site (`npm run build` first) from `src/server/main.ts` in a child process on a
 * free port with a throwaway data folder, for the tests of the current `describe`: started in its
 * beforeAll, stopped with SIGTERM and its folder removed in its afterAll. `site.base` is the
 * server's origin (`http://127.0.0.1:<port>`) once started; `site.lines` its stdout log lines.
 */
export function useBuiltSite(folderPrefix: string): { base: string; lines: string[] } {
  const site = { base: '', lines: [] as string[] };
  let running: ReturnType<typeof startChild> | undefined;
  let dataDir = '';
  beforeAll(async () => {
    if (!fs.existsSync(path.resolve('dist/server/entry.mjs'))) throw new Error('The site is not built: run `npm run build` before this test (npm test does).');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), folderPrefix));
    const port = await freePort();
    site.base = `http://127.0.0.1:${port}`;
    running = startChild(
      { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: site.base, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info', PHOTO_ANALYSIS: 'false' },
      'src/server/main.ts',
    );
    site.lines = running.lines;
    await running.waitFor(/Bedtime Hero is listening/, 120_000);
  }, 150_000);
  afterAll(async () => {
    if (running && running.child.exitCode === null) {
      const exited = new Promise((resolve) => running!.child.once('exit', resolve));
      running.child.kill('SIGTERM');
      await exited;
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return site;
}
