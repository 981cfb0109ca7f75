/**
 * What a browser gets from the built server (src/server/main.ts, `npm run build` first): the
 * prerendered pages and the build's scripts come in brotli or gzip made once and kept, so every
 * answer has its length known before it is sent, the same bytes each time, a strong ETag that a
 * revalidation answers 304 in any encoding, and `Vary: Accept-Encoding`. A client that asks for
 * no compression gets the file as it is, with the same ETag.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startChild } from '../../helpers/spawn-runtime.ts';

/** A GET with exactly these headers (fetch would add and undo its own Accept-Encoding). */
function get(url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'en-US,en;q=0.9' };

describe('pre-compressed pages and files from the built server', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bh-precompressed-'));
  let child: ChildProcess | null = null;
  let base = '';

  beforeAll(async () => {
    if (!fs.existsSync(path.resolve('dist/server/entry.mjs'))) throw new Error('The site is not built: run `npm run build` before this test (npm test does).');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const started = startChild(
      {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'info',
        PHOTO_ANALYSIS: 'false',
        SEED_EXAMPLES: 'false',
      },
      path.resolve('src/server/main.ts'),
      'node',
    );
    child = started.child;
    await started.waitFor(/Bedtime Hero is listening/, 120_000);
  }, 150_000);
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['br', 'gzip, deflate, br, zstd', (b: Buffer) => zlib.brotliDecompressSync(b)],
    ['gzip', 'gzip, deflate', (b: Buffer) => zlib.gunzipSync(b)],
  ])('answers the home page in %s with a known length, the same bytes each time and one ETag for every encoding', async (encoding, accept, decode) => {
    const plain = await get(`${base}/`, { 'accept-language': 'en-US,en;q=0.9' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const first = await get(`${base}/`, { ...BROWSER, 'accept-encoding': accept });
    const second = await get(`${base}/`, { ...BROWSER, 'accept-encoding': accept });
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      // Made before the answer was sent: its length is known (a per-request compressor streams it chunked).
      expect(answer.headers['content-length']).toBe(String(answer.body.length));
      expect(answer.headers['transfer-encoding']).toBeUndefined();
    }
    expect(second.body.equals(first.body)).toBe(true);
    expect(decode(first.body).equals(plain.body)).toBe(true);
    expect(first.headers.etag).toBe(plain.headers.etag);

    const revalidated = await get(`${base}/`, { ...BROWSER, 'accept-encoding': accept, 'if-none-match': first.headers.etag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
  });

  it('answers a German page and the build scripts compressed the same way', async () => {
    const page = await get(`${base}/de/privacy`, BROWSER);
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-length']).toBe(String(page.body.length));
    expect(zlib.brotliDecompressSync(page.body).toString()).toContain('lang="de"');

    const script = fs
      .readdirSync(path.resolve('dist/client/_astro'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => [f, fs.statSync(path.resolve('dist/client/_astro', f)).size] as const)
      .sort((a, b) => b[1] - a[1])[0]![0];
    const js = await get(`${base}/_astro/${script}`, BROWSER);
    expect(js.status).toBe(200);
    expect(js.headers['content-encoding']).toBe('br');
    expect(js.headers['content-type']).toMatch(/^text\/javascript/);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers.vary).toMatch(/accept-encoding/i);
    expect(js.headers['content-length']).toBe(String(js.body.length));
    expect(zlib.brotliDecompressSync(js.body).equals(fs.readFileSync(path.resolve('dist/client/_astro', script)))).toBe(true);

    // Nothing outside the build is reachable through the compressed path.
    expect((await get(`${base}/_astro/../../package.json`, BROWSER)).status).toBe(404);
    expect((await get(`${base}/%2e%2e/package.json`, BROWSER)).status).toBe(404);
  });
});
