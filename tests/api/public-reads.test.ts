/**
 * A public story read the API already answered from memory is answered again straight
 * from memory, before the Hono app runs (src/server/http/public-reads.ts), on a Node server wired
 * as src/server/main.ts wires it. A visitor gets the same bytes and headers either way; a library
 * change, another query or an answer that was not 200 goes through the app again.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStoryPublic } from '../../src/server/examples/seed-examples.ts';
import { createApp } from '../../src/server/http/app.ts';
import { publicReads } from '../../src/server/http/public-reads.ts';
import { apiHeadersFor, createSecurityHeaders, pageOriginsOf } from '../../src/server/http/security-headers.ts';
import type { Runtime } from '../../src/server/runtime.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

/** A finished one-page public story without media. */
async function publicStory(runtime: Runtime, title: string, isPublic = true): Promise<string> {
  const id = randomUUID();
  await runtime.db.query(
    `INSERT INTO stories (id, user_id, is_public, public_rank, title, language, age, illustration_style, hero, seed, status, completed_at)
     VALUES ($1, NULL, false, NULL, $2, 'en', 5, 'storybook', $3, 7, 'COMPLETE', now())`,
    [id, title, JSON.stringify({ name: 'Mila', kind: 'human', gender: 'female', age: 5, description: 'a yellow raincoat' })],
  );
  await runtime.db.query(`INSERT INTO story_chunks (story_id, position, content, scene, illustration_prompt) VALUES ($1, 0, $2, '{}', 'a page')`, [
    id,
    `${title}, the only page. ${'The moon hums softly. '.repeat(30)}`,
  ]);
  if (isPublic) await setStoryPublic(runtime, id, true);
  return id;
}

const LIST = '/v1/stories/public/all?limit=5&offset=0&include_audio=true&include_images=true';

describe('public reads answered before the app', () => {
  let app: TestApp;
  let server: http.Server;
  let base: string;
  /** URLs that reached the Hono app. */
  const reached: string[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    await publicStory(app.runtime, 'The Moon Library');
    const api = getRequestListener(createApp(app.runtime).fetch);
    const reads = publicReads(app.runtime.publicChanges);
    const security = createSecurityHeaders(pageOriginsOf(app.runtime.config));
    server = http.createServer((req, res) => {
      if (req.url!.startsWith('/v1/stories/public/') && reads.serve(req, res, (p) => apiHeadersFor(security, p))) return;
      reached.push(req.url!);
      void api(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 150_000);
  afterAll(async () => {
    if (server) await new Promise((r) => server.close(r));
    await app?.close();
  });

  const headersOf = (res: Response) => {
    const out = Object.fromEntries(res.headers);
    for (const name of ['date', 'x-request-id', 'connection', 'keep-alive', 'transfer-encoding']) delete out[name];
    return out;
  };

  it('answers a repeated public list from memory with the bytes and headers the app gave', async () => {
    reached.length = 0;
    const first = await fetch(base + LIST, { headers: { 'accept-encoding': 'br' } });
    const firstBody = await first.text();
    expect(first.status).toBe(200);
    expect(reached).toEqual([LIST]);

    const second = await fetch(base + LIST, { headers: { 'accept-encoding': 'br' } });
    expect(second.status).toBe(200);
    expect(reached).toEqual([LIST]);
    expect(await second.text()).toBe(firstBody);
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(second.headers.get('content-encoding')).toBe('br');
    expect(second.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(second.headers.get('cache-control')).toMatch(/public.*s-maxage=\d+/);
    expect((JSON.parse(firstBody) as { data: { title: string }[] }).data.map((s) => s.title)).toEqual(['The Moon Library']);

    // Revalidation and a client without compression, still without the app.
    expect((await fetch(base + LIST, { headers: { 'if-none-match': first.headers.get('etag')! } })).status).toBe(304);
    const plain = await fetch(base + LIST, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(firstBody);
    const head = await fetch(base + LIST, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(reached).toEqual([LIST]);
  });

  it('goes through the app again after the library changes, and shows the change', async () => {
    await fetch(base + LIST);
    reached.length = 0;
    await publicStory(app.runtime, 'A Lantern for Bear');
    const after = (await (await fetch(base + LIST)).json()) as { data: { title: string }[] };
    expect(reached).toEqual([LIST]);
    expect(after.data.map((s) => s.title).sort()).toEqual(['A Lantern for Bear', 'The Moon Library']);
  });

  it('never answers from memory a query it was not asked, nor an answer that was not 200', async () => {
    await fetch(base + LIST);
    reached.length = 0;
    const other = LIST.replace('limit=5', 'limit=1');
    expect(((await (await fetch(base + other)).json()) as { data: unknown[] }).data).toHaveLength(1);
    expect(reached).toEqual([other]);

    const bad = '/v1/stories/public/all?limit=999';
    const missing = `/v1/stories/public/${randomUUID()}`;
    for (let i = 0; i < 2; i++) {
      expect((await fetch(base + bad)).status).toBe(422);
      expect((await fetch(base + missing)).status).toBe(404);
    }
    expect(reached).toEqual([other, bad, missing, bad, missing]);
  });
});
