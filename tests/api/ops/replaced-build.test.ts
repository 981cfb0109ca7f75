/**
 * A new build copied over a running server's dist/ (an upgrade done in
 * place): a file the server knew at its start and that is gone now is answered 404 (the page's 404),
 * and the server keeps serving. With sirv the vanished file's read stream had no error handler and
 * the process died on the next request for it. Needs `npm run build` first, like `npm start`.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startChild } from '../../helpers/spawn-runtime.ts';

describe('a build replaced under a running server', () => {
  // Inside the repository, so the copied server bundle finds node_modules as the real one does.
  fs.mkdirSync(path.resolve('tmp'), { recursive: true });
  const root = fs.mkdtempSync(path.resolve('tmp', 'replaced-build-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bh-replaced-build-'));
  let child: ChildProcess | null = null;
  let base = '';

  beforeAll(async () => {
    if (!fs.existsSync(path.resolve('dist/server/entry.mjs'))) throw new Error('The site is not built: run `npm run build` before this test (npm test does).');
    fs.cpSync(path.resolve('dist'), path.join(root, 'dist'), { recursive: true });
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const started = startChild(
      { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info', PHOTO_ANALYSIS: 'false' },
      path.resolve('src/server/main.ts'),
      'node',
      root,
    );
    child = started.child;
    await started.waitFor(/Bedtime Hero is listening/, 120_000);
  }, 150_000);
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers a vanished asset 404 and keeps serving', async () => {
    const assets = fs.readdirSync(path.join(root, 'dist/client/_astro')).filter((f) => f.endsWith('.js'));
    const [gone, kept] = assets;
    const before = await fetch(`${base}/_astro/${gone}`);
    expect(before.status).toBe(200);
    expect(before.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    await before.arrayBuffer();

    fs.rmSync(path.join(root, 'dist/client/_astro', gone!));
    const after = await fetch(`${base}/_astro/${gone}`);
    expect(after.status).toBe(404);
    expect(after.headers.get('content-type')).toMatch(/^text\/html/);
    await after.arrayBuffer();

    expect(child!.exitCode).toBeNull();
    expect((await fetch(`${base}/v1/health/live`)).status).toBe(200);
    const other = await fetch(`${base}/_astro/${kept}`);
    expect(other.status).toBe(200);
    expect((await fetch(`${base}/terms`)).status).toBe(200);
  });
});
