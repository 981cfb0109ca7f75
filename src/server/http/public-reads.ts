/**
 * The public story reads' cache, shared by the two
 * places that use it:
 * - the stories routes (routes/stories.ts) build an answer once per library version and keep it
 *   under a key made from the parsed query, and remember which request URL led to that key;
 * - the server (src/server/main.ts) answers a GET/HEAD whose exact URL is remembered straight
 *   from memory, before compression and the Hono app run. Those layers cost most of a cached
 *   read's time under load (CPU profile in /work/notes/perfweb.md): the request id, the
 *   middleware chain, query parsing and the fetch Request/Response round trip.
 *
 * A URL is only ever remembered after the routes answered it 200 from the cache, so every check
 * the app makes on a request (input guard, query validation) has passed for that exact URL.
 * Everything is dropped on a public-library change, like the answers themselves.
 */
import type http from 'node:http';
import type { PublicChanges } from '../stories/public-changes.ts';
import { ResponseCache, writeCached, type CachedResponse } from './response-cache.ts';

/** Most request URLs remembered (query strings vary; least recently used go first). */
const MAX_URLS = 2000;

interface Remembered {
  key: string;
  /** The Hono route pattern, for the latency metric ('/v1/stories/public/all'). */
  route: string;
}

/** One process's public reads: the answers and the URLs that lead to them. */
export class PublicReads {
  /** The prepared answers, by key (routes/stories.ts builds the keys). */
  readonly answers: ResponseCache;
  private readonly urls = new Map<string, Remembered>();

  constructor(changes: PublicChanges) {
    this.answers = new ResponseCache(changes);
    changes.subscribe(() => this.urls.clear());
  }

  /** Notes that GET `url` (path and query, as the client sent it) is answered by the entry under `key`. */
  remember(url: string, key: string, route: string): void {
    if (!this.answers.live || this.urls.has(url)) return;
    this.urls.set(url, { key, route });
    if (this.urls.size > MAX_URLS) this.urls.delete(this.urls.keys().next().value!);
  }

  /** The cached answer and route for a request URL, when one is remembered and still kept. */
  lookup(url: string): { entry: CachedResponse; route: string } | undefined {
    const known = this.urls.get(url);
    if (!known) return undefined;
    const entry = this.answers.peek(known.key);
    return entry ? { entry, route: known.route } : undefined;
  }

  /**
   * Writes the remembered answer for `req` with `extraHeaders` (the API's security headers) and
   * returns its route, or returns null (nothing written) when this URL is not answered from memory.
   */
  serve(req: http.IncomingMessage, res: http.ServerResponse, extraHeaders: (pathname: string) => Record<string, string>): string | null {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    const url = req.url ?? '/';
    const hit = this.lookup(url);
    if (!hit) return null;
    const q = url.indexOf('?');
    writeCached(hit.entry, req, res, extraHeaders(q === -1 ? url : url.slice(0, q)));
    return hit.route;
  }
}

const perChanges = new WeakMap<PublicChanges, PublicReads>();

/** The process's PublicReads for this change feed (one per runtime). */
export function publicReads(changes: PublicChanges): PublicReads {
  let reads = perChanges.get(changes);
  if (!reads) {
    reads = new PublicReads(changes);
    perChanges.set(changes, reads);
  }
  return reads;
}
