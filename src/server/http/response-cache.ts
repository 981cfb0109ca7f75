/**
 * Rendered answers kept as bytes: the public story list
 * and reads (JSON) and the /library and /public-stories pages (HTML) are built once, compressed
 * once (gzip and brotli, off the event loop) and then served from memory with an ETag (304 on
 * If-None-Match) and `s-maxage`, so a CDN can hold them too. Every entry is dropped when the
 * public library changes (PublicChanges); nothing is cached while the change listener is down.
 *
 * Only public, session-independent answers may go in here: a cached answer is served to everyone.
 */
import { createHash } from 'node:crypto';
import type http from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { PublicChanges } from '../stories/public-changes.ts';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Cache-Control of cached public answers: browsers revalidate (a cheap 304), shared caches (a
 * CDN) keep them a minute. A minute is how long an unpublished story may still show there.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=60';

/** One answer, ready to send in any encoding. */
export interface CachedResponse {
  status: number;
  /** Strong ETag of the uncompressed body. */
  etag: string;
  /** Content-Type, Cache-Control and any other header the answer carries (no length or encoding). */
  headers: Record<string, string>;
  identity: Buffer;
  /** Compressed versions; absent when not smaller (tiny bodies). */
  gzip?: Buffer;
  br?: Buffer;
}

/** Compresses `body` both ways and computes its ETag. */
export async function prepareResponse(status: number, body: Buffer, headers: Record<string, string>): Promise<CachedResponse> {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  if (body.length < 512) return { status, etag, headers, identity: body };
  const [gz, br] = await Promise.all([
    gzip(body, { level: 9 }),
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  ]);
  return { status, etag, headers, identity: body, gzip: gz, br };
}

/** The best encoding the client accepts among those the entry has. */
function chooseEncoding(entry: CachedResponse, acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepts = (name: string) => new RegExp(`(?:^|,)\\s*${name}\\s*(?:;\\s*q=(?!0(?:\\.0*)?\\s*(?:,|$))[\\d.]+)?\\s*(?:,|$)`, 'i').test(acceptEncoding);
  if (entry.br && accepts('br')) return 'br';
  if (entry.gzip && accepts('gzip')) return 'gzip';
  return null;
}

/** True when If-None-Match names the entry's ETag (or is '*'). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * One Vary value naming every request header in `values` once (case-insensitive, first spelling
 * kept): each layer that makes an answer depend on a header adds its name without dropping the
 * others' (the encoding here, the language and cookie where a page is chosen by them).
 */
export function mergeVary(...values: (string | number | string[] | undefined | null)[]): string {
  const names = new Map<string, string>();
  for (const value of values.flat()) {
    if (value === undefined || value === null) continue;
    for (const name of String(value).split(',')) {
      const trimmed = name.trim();
      if (trimmed && !names.has(trimmed.toLowerCase())) names.set(trimmed.toLowerCase(), trimmed);
    }
  }
  return names.has('*') ? '*' : [...names.values()].join(', ');
}

/** The entry's own Vary header, whatever its spelling. */
const varyOf = (headers: Record<string, string>) => Object.entries(headers).find(([name]) => name.toLowerCase() === 'vary')?.[1];

/** Status, headers and body to send for a request with these headers. */
export function representation(
  entry: CachedResponse,
  ifNoneMatch: string | undefined,
  acceptEncoding: string | undefined,
): { status: number; headers: Record<string, string>; body: Buffer | null } {
  const headers: Record<string, string> = { ...entry.headers, ETag: entry.etag };
  for (const name of Object.keys(headers)) if (name.toLowerCase() === 'vary') delete headers[name];
  headers.Vary = mergeVary(varyOf(entry.headers), 'Accept-Encoding');
  if (entry.status === 200 && matches(ifNoneMatch, entry.etag)) return { status: 304, headers, body: null };
  const encoding = chooseEncoding(entry, acceptEncoding);
  const body = encoding ? entry[encoding]! : entry.identity;
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(body.length);
  return { status: entry.status, headers, body };
}

/**
 * Writes a cached answer on a Node response (pages, and public API reads from main.ts).
 * `extraHeaders` (e.g. the API's security headers) never replace one the entry carries.
 */
export function writeCached(entry: CachedResponse, req: http.IncomingMessage, res: http.ServerResponse, extraHeaders?: Record<string, string>): void {
  const out = representation(entry, req.headers['if-none-match'], req.headers['accept-encoding'] as string | undefined);
  // A Vary already on the response or in the extra headers joins the entry's instead of being replaced.
  const earlier = [res.getHeader('vary'), extraHeaders && varyOf(extraHeaders)];
  if (earlier.some((v) => v !== undefined)) out.headers.Vary = mergeVary(...earlier, out.headers.Vary);
  res.writeHead(out.status, extraHeaders ? { ...extraHeaders, ...out.headers } : out.headers);
  res.end(req.method === 'HEAD' ? undefined : (out.body ?? undefined));
}

/** A cached answer as a fetch Response (Hono routes). */
export function cachedResponse(entry: CachedResponse, requestHeaders: Headers, method = 'GET'): Response {
  const out = representation(entry, requestHeaders.get('if-none-match') ?? undefined, requestHeaders.get('accept-encoding') ?? undefined);
  // The Buffer itself (a Uint8Array): @hono/node-server writes it without reading a stream or copying.
  return new Response(out.body && method !== 'HEAD' ? (out.body as Uint8Array<ArrayBuffer>) : null, { status: out.status, headers: out.headers });
}

export interface ResponseCacheOptions {
  /** Most answers kept (least recently used go first). */
  maxEntries?: number;
  /** Most bytes kept, all encodings counted. */
  maxBytes?: number;
}

/** A bounded LRU of prepared answers, emptied on every public-library change. */
export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private readonly inflight = new Map<string, Promise<CachedResponse | null>>();
  private bytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;

  private readonly changes: PublicChanges;

  constructor(changes: PublicChanges, options: ResponseCacheOptions = {}) {
    this.changes = changes;
    this.maxEntries = options.maxEntries ?? 500;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    changes.subscribe(() => this.clear());
  }

  /** The cached answer for `key`, if any (marks it recently used). */
  peek(key: string): CachedResponse | undefined {
    // Changes may be missed while the listener is down: what is kept may be stale.
    if (!this.changes.live) return undefined;
    const hit = this.entries.get(key);
    if (hit && this.entries.size > 1) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  /**
   * The answer for `key`: from memory, else built by `build` (one build per key at a time; a
   * null build is not stored). An answer built across a library change is returned, not kept.
   */
  async get(key: string, build: () => Promise<CachedResponse | null>): Promise<CachedResponse | null> {
    const hit = this.peek(key);
    if (hit) return hit;
    if (!this.changes.live) return build();
    // Builds are shared per library version: a request after a change never joins an older build.
    const version = this.changes.version;
    const flightKey = `${version}\n${key}`;
    let pending = this.inflight.get(flightKey);
    if (!pending) {
      pending = build().then((entry) => {
        if (entry) this.store(key, entry, version);
        return entry;
      });
      this.inflight.set(flightKey, pending);
      const done = () => this.inflight.delete(flightKey);
      void pending.then(done, done);
    }
    return pending;
  }

  /** Keeps `entry` unless the library changed since `version` (when its build started). */
  store(key: string, entry: CachedResponse, version: number): void {
    if (!this.changes.live || this.changes.version !== version) return;
    const size = sizeOf(entry);
    if (size > this.maxBytes / 4) return;
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= sizeOf(old);
      this.entries.delete(key);
    }
    this.entries.set(key, entry);
    this.bytes += size;
    for (const [oldest, value] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= sizeOf(value);
    }
  }

  /** The version stamp to pass to store() for a build starting now. */
  get version(): number {
    return this.changes.version;
  }

  /** False while changes may be missed: do not fill. */
  get live(): boolean {
    return this.changes.live;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }
}

const sizeOf = (e: CachedResponse) => e.identity.length + (e.gzip?.length ?? 0) + (e.br?.length ?? 0);
