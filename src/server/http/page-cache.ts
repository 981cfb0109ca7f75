/**
 * Server-rendered public pages from memory: /library (per ?page), /public-stories/{id}
 * and /pricing are the same for every visitor (the signed-in calls to action are switched by
 * CSS in the browser), so their first render is kept as bytes (gzip and brotli included) and
 * served with an ETag and `s-maxage` until the public library changes (or, for /pricing, which
 * depends on the plan catalogue instead, for five minutes).
 *
 * Two hooks in src/server/main.ts: `serve` first (a hit is written before compression and the
 * rest of the page pipeline run; concurrent misses of one page wait for its single render), and
 * `capture` around Astro's render (it copies the bytes Astro writes, below the compression).
 */
import type http from 'node:http';
import type { PublicChanges } from '../stories/public-changes.ts';
import { PREFIXED_LOCALES } from '../../i18n/locales.ts';
import { prepareResponse, PUBLIC_CACHE_CONTROL, ResponseCache, writeCached } from './response-cache.ts';

const STORY_PAGE = /^\/public-stories\/[0-9a-fA-F-]{36}$/;
/** Largest page kept (bytes). */
const MAX_PAGE_BYTES = 2 * 1024 * 1024;
/** How long /pricing is kept: plans change with configuration, not with the library. */
const PRICING_MAX_AGE_MS = 5 * 60_000;
/** Headers never copied into a cached page. Vary is kept: what the page was chosen by still holds, and Accept-Encoding joins it when served. */
const NOT_KEPT = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'date', 'connection', 'keep-alive', 'etag']);

export interface PageCache {
  /** Answers from memory, or waits for a render of the same page already under way; else `next()`. */
  serve(req: http.IncomingMessage, res: http.ServerResponse, next: () => void): void;
  /** Runs `render` and, for a cacheable page answered 200 without cookies, keeps what it wrote. */
  capture(req: http.IncomingMessage, res: http.ServerResponse, render: () => void): void;
}

/** The cache key of a cacheable page request, or null. Only what the page reads is in it. */
export function pageKey(req: http.IncomingMessage): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const raw = req.url ?? '/';
  const q = raw.indexOf('?');
  const full = q < 0 ? raw : raw.slice(0, q);
  const host = (req.headers.host ?? '').toLowerCase();
  // /es/library, /es/pricing and /es/public-stories/{id} are cached as well, each language on its own key.
  const prefix = PREFIXED_LOCALES.find((l) => full.startsWith(`/${l}/`)) ?? '';
  const path = prefix ? full.slice(prefix.length + 1) : full;
  const lang = prefix ? `/${prefix}` : '';
  if (path === '/library') {
    const page = q < 0 ? '1' : (new URLSearchParams(raw.slice(q + 1)).get('page') ?? '1');
    // The page reads a positive integer; anything else renders page 1.
    const n = Number(page);
    return `${host} ${lang}/library ${Number.isInteger(n) && n > 0 && n < 1e6 ? n : 1}`;
  }
  if (path === '/pricing') return `${host} ${lang}/pricing`;
  // The public story exists in every UI language too (/es/public-stories/{id}), same for every visitor.
  if (STORY_PAGE.test(path)) return `${host} ${lang}${path}`;
  return null;
}

export function createPageCache(changes: PublicChanges): PageCache {
  const cache = new ResponseCache(changes, { maxEntries: 300, maxBytes: 48 * 1024 * 1024 });
  const bornAt = new Map<string, number>();
  const rendering = new Map<string, Promise<void>>();

  const fresh = (key: string) => {
    const entry = cache.peek(key);
    if (!entry) return undefined;
    if (key.endsWith('/pricing') && Date.now() - (bornAt.get(key) ?? 0) > PRICING_MAX_AGE_MS) return undefined;
    return entry;
  };

  return {
    serve(req, res, next) {
      const key = pageKey(req);
      if (!key) return next();
      const hit = fresh(key);
      if (hit) return writeCached(hit, req, res);
      const pending = rendering.get(`${cache.version}\n${key}`);
      if (!pending) return next();
      void pending.then(() => {
        const after = fresh(key);
        if (after) writeCached(after, req, res);
        else next();
      });
    },
    capture(req, res, render) {
      const key = pageKey(req);
      if (!key || req.method !== 'GET' || !cache.live) return render();
      const version = cache.version;
      const flight = `${version}\n${key}`;
      // The first render of a page in this library version is the one others wait for.
      const mine = !rendering.has(flight);
      let settle = () => {};
      if (mine) rendering.set(flight, new Promise<void>((resolve) => (settle = resolve)));
      let ended = false;
      const done = () => {
        if (!mine) return;
        settle();
        if (rendering.get(flight)) rendering.delete(flight);
      };
      const chunks: Buffer[] = [];
      let size = 0;
      const keep = (chunk: unknown, encoding: unknown) => {
        if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > MAX_PAGE_BYTES) return;
        const buf = Buffer.isBuffer(chunk)
          ? chunk
          : typeof chunk === 'string'
            ? Buffer.from(chunk, (typeof encoding === 'string' ? encoding : 'utf8') as BufferEncoding)
            : Buffer.from(chunk as Uint8Array);
        chunks.push(Buffer.from(buf));
        size += buf.length;
      };
      const write = res.write;
      const end = res.end;
      res.write = function (this: http.ServerResponse, chunk: unknown, encoding?: unknown, cb?: unknown) {
        keep(chunk, encoding);
        return (write as (...a: unknown[]) => boolean).call(this, chunk, encoding, cb);
      } as typeof res.write;
      res.end = function (this: http.ServerResponse, chunk?: unknown, encoding?: unknown, cb?: unknown) {
        keep(chunk, encoding);
        ended = true;
        void finish()
          .catch(() => {})
          .finally(done);
        return (end as (...a: unknown[]) => http.ServerResponse).call(this, chunk, encoding, cb);
      } as typeof res.end;
      res.on('close', () => !ended && done());
      // Shared caches may keep a good page, never an error page.
      const writeHead = res.writeHead;
      res.writeHead = function (this: http.ServerResponse, ...args: unknown[]) {
        if ((typeof args[0] === 'number' ? args[0] : res.statusCode) === 200) res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
        return (writeHead as (...a: unknown[]) => http.ServerResponse).apply(this, args);
      } as typeof res.writeHead;

      const finish = async () => {
        if (res.statusCode !== 200 || size > MAX_PAGE_BYTES || res.hasHeader('set-cookie')) return;
        if (!/text\/html/i.test(String(res.getHeader('content-type') ?? ''))) return;
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.getHeaders())) {
          if (value === undefined || NOT_KEPT.has(name)) continue;
          headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
        }
        const entry = await prepareResponse(200, Buffer.concat(chunks), headers);
        cache.store(key, entry, version);
        if (key.endsWith('/pricing')) bornAt.set(key, Date.now());
      };
      render();
    },
  };
}
