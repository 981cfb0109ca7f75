/**
 * The public page cache (src/server/http/page-cache.ts) on a real Node HTTP server, wired as
 * src/server/main.ts wires it: compression and a renderer below it. A public page is rendered
 * once and then answered from memory with its headers, an ETag (304) and brotli; a library
 * change renders it again; pages that are not public, answers that are not 200 and answers
 * setting cookies are never kept.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageCache, pageKey } from '../../src/server/http/page-cache.ts';
import { mergeVary, prepareResponse, ResponseCache } from '../../src/server/http/response-cache.ts';
import { watchPublicChanges, type PublicChanges } from '../../src/server/stories/public-changes.ts';

describe('page cache', () => {
  let server: http.Server;
  let base: string;
  let changes: PublicChanges;
  const renders: string[] = [];
  let title = 'Story Library';

  beforeAll(async () => {
    changes = await watchPublicChanges({});
    const pages = createPageCache(changes);
    const compress = compression();
    server = http.createServer((req, res) => {
      pages.serve(req, res, () =>
        compress(req as never, res as never, () =>
          pages.capture(req, res, () => {
            renders.push(req.url!);
            res.setHeader('Content-Security-Policy', "script-src 'self'");
            if (req.url === '/public-stories/00000000-0000-4000-8000-000000000000') {
              res.writeHead(404, { 'Content-Type': 'text/html' });
              return void res.end('<p>Story Not Found</p>');
            }
            if (req.url!.startsWith('/account')) res.setHeader('Set-Cookie', 'session=secret');
            // A page chosen by language and cookie says so; the cache must not forget it.
            if (req.url!.startsWith('/pricing')) res.setHeader('Vary', 'Accept-Language, Cookie');
            res.writeHead(200, { 'Content-Type': 'text/html' });
            // Streamed in pieces, as Astro does.
            res.write(`<!doctype html><title>${title}</title>`);
            res.write(`<main>${'<p>A calm page about the moon.</p>'.repeat(80)}</main>`);
            res.end(`<footer>${req.url}</footer>`);
          }),
        ),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await changes.close();
  });

  it('renders a public page once, then answers from memory with its headers, ETag and brotli', async () => {
    renders.length = 0;
    const first = await fetch(`${base}/library?page=2`);
    const html = await first.text();
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toContain('s-maxage=');
    const second = await fetch(`${base}/library?page=2&utm_source=mail`, { headers: { 'accept-encoding': 'br' } });
    expect(second.headers.get('content-encoding')).toBe('br');
    expect(second.headers.get('content-security-policy')).toBe("script-src 'self'");
    expect(second.headers.get('cache-control')).toContain('s-maxage=');
    expect(await second.text()).toBe(html);
    expect(renders).toEqual(['/library?page=2']);
    const etag = second.headers.get('etag')!;
    const revalidated = await fetch(`${base}/library?page=2`, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    // Another page of the library is another page.
    await fetch(`${base}/library`);
    expect(renders).toEqual(['/library?page=2', '/library']);
  });

  it('renders again after a library change', async () => {
    renders.length = 0;
    const before = await (await fetch(`${base}/library`)).text();
    expect(renders).toEqual([]);
    title = 'Story Library, with a new story';
    changes.changed('some-story');
    const after = await (await fetch(`${base}/library`)).text();
    expect(renders).toEqual(['/library']);
    expect(after).not.toBe(before);
    expect(after).toContain('with a new story');
  });

  it('never keeps private pages, failures or answers that set cookies', async () => {
    renders.length = 0;
    for (let i = 0; i < 2; i++) {
      await fetch(`${base}/account`);
      const missing = await fetch(`${base}/public-stories/00000000-0000-4000-8000-000000000000`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('cache-control')).toBeNull();
    }
    expect(renders).toEqual([
      '/account',
      '/public-stories/00000000-0000-4000-8000-000000000000',
      '/account',
      '/public-stories/00000000-0000-4000-8000-000000000000',
    ]);
    expect(pageKey({ method: 'POST', url: '/library', headers: {} } as http.IncomingMessage)).toBeNull();
    expect(pageKey({ method: 'GET', url: '/stories/abc', headers: {} } as http.IncomingMessage)).toBeNull();
  });

  it('keeps the Vary a page was rendered with and adds Accept-Encoding to it once', async () => {
    renders.length = 0;
    const first = await fetch(`${base}/pricing`, { headers: { 'accept-encoding': 'br' } });
    await first.text();
    const hit = await fetch(`${base}/pricing`, { headers: { 'accept-encoding': 'br' } });
    await hit.text();
    expect(renders).toEqual(['/pricing']);
    for (const answer of [first, hit]) {
      const names = answer.headers
        .get('vary')!
        .split(',')
        .map((n) => n.trim().toLowerCase())
        .sort();
      expect(names).toEqual(['accept-encoding', 'accept-language', 'cookie']);
    }
    expect(mergeVary('Accept-Language, Cookie', 'accept-encoding', ['Cookie', 'Accept-Encoding'])).toBe('Accept-Language, Cookie, accept-encoding');
    expect(mergeVary(undefined, 'Accept-Encoding')).toBe('Accept-Encoding');
  });

  it('lets concurrent first visitors share one render', async () => {
    renders.length = 0;
    changes.changed(null);
    const bodies = await Promise.all(
      Array.from({ length: 8 }, () => fetch(`${base}/public-stories/11111111-1111-4111-8111-111111111111`).then((r) => r.text())),
    );
    expect(new Set(bodies).size).toBe(1);
    expect(renders.length).toBe(1);
  });

  it('keeps and serves nothing while changes cannot be heard (the Postgres listener is down)', async () => {
    let live = true;
    const feed: PublicChanges = {
      version: 0,
      get live() {
        return live;
      },
      subscribe: () => () => {},
      changed() {},
      close: async () => {},
    };
    const cache = new ResponseCache(feed);
    let builds = 0;
    const build = async () => prepareResponse(200, Buffer.from(`build ${++builds}`), { 'Content-Type': 'text/plain' });
    await cache.get('k', build);
    await cache.get('k', build);
    expect(builds).toBe(1);
    live = false;
    expect(cache.peek('k')).toBeUndefined();
    expect((await cache.get('k', build))!.identity.toString()).toBe('build 2');
    expect((await cache.get('k', build))!.identity.toString()).toBe('build 3');
  });
});
