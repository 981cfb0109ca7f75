/**
 * Text files of the build (scripts, styles, the web manifest, SVG, fonts in TrueType) in gzip and
 * brotli, made once per file on the first request that accepts them and kept in memory, so no
 * request pays for compression. A file is known by its path, size and modification time: a new
 * build under a running server is compressed afresh, a removed file falls through (serve-static
 * then answers it as not found). Requests without br or gzip, and files of other types, are left
 * to serve-static.
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { prepareResponse, writeCached, type CachedResponse } from './response-cache.ts';

/** Content-Type by extension for the files compressed here (what serve-static sends for them). */
const TEXT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ttf': 'font/ttf',
  '.ico': 'image/x-icon',
};

/** True for a file this module compresses (by extension): its answers vary by Accept-Encoding. */
export function isCompressedType(file: string): boolean {
  return path.extname(file).toLowerCase() in TEXT_TYPES;
}

/** Largest file compressed (bytes); larger ones go out as they are. */
const MAX_FILE_BYTES = 4 * 1024 * 1024;
/** Most bytes kept, all encodings counted (least recently used go first). */
const MAX_KEPT_BYTES = 48 * 1024 * 1024;

interface Kept {
  /** `${size}:${mtimeMs}` of the file the answer was made from. */
  stamp: string;
  answer: CachedResponse;
  bytes: number;
}

/** Serves compressible files under `clientDir` pre-compressed. */
export interface CompressedFiles {
  /**
   * Answers a GET/HEAD for a compressible file under `clientDir` from a client that accepts br or
   * gzip (at once, or when its compressed copies are made); calls `next()` for any other request
   * or when the file cannot be read.
   */
  serve(req: http.IncomingMessage, res: http.ServerResponse, next: () => void): void;
}

/** `cacheControl` decides a file's Cache-Control from its absolute path (undefined: none). */
export function compressedFiles(clientDir: string, cacheControl: (file: string) => string | undefined): CompressedFiles {
  const root = path.resolve(clientDir) + path.sep;
  const kept = new Map<string, Kept>();
  const making = new Map<string, Promise<Kept | null>>();
  let keptBytes = 0;

  const keep = (file: string, entry: Kept) => {
    const old = kept.get(file);
    if (old) {
      keptBytes -= old.bytes;
      kept.delete(file);
    }
    kept.set(file, entry);
    keptBytes += entry.bytes;
    for (const [oldest, value] of kept) {
      if (keptBytes <= MAX_KEPT_BYTES) break;
      kept.delete(oldest);
      keptBytes -= value.bytes;
    }
  };

  const make = async (file: string, stamp: string, type: string): Promise<Kept | null> => {
    const body = await fs.promises.readFile(file).catch(() => null);
    if (!body) return null;
    const headers: Record<string, string> = { 'Content-Type': type };
    const control = cacheControl(file);
    if (control) headers['Cache-Control'] = control;
    const answer = await prepareResponse(200, body, headers);
    const entry = { stamp, answer, bytes: body.length + (answer.gzip?.length ?? 0) + (answer.br?.length ?? 0) };
    keep(file, entry);
    return entry;
  };

  return {
    serve(req, res, next) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      const accepted = req.headers['accept-encoding'];
      if (typeof accepted !== 'string' || !/\b(br|gzip)\b/i.test(accepted)) return next();
      const url = req.url ?? '/';
      const q = url.indexOf('?');
      let pathname: string;
      try {
        pathname = decodeURIComponent(q === -1 ? url : url.slice(0, q));
      } catch {
        return next();
      }
      const type = TEXT_TYPES[path.extname(pathname).toLowerCase()];
      if (!type || pathname.includes('\0')) return next();
      const file = path.resolve(root, `.${pathname}`);
      // Never outside the build (../ in the path), never a dot file (as serve-static).
      if (
        !file.startsWith(root) ||
        file
          .slice(root.length)
          .split(path.sep)
          .some((part) => part.startsWith('.'))
      )
        return next();
      let stat: fs.Stats;
      try {
        stat = fs.statSync(file);
      } catch {
        return next();
      }
      if (!stat.isFile() || stat.size > MAX_FILE_BYTES) return next();
      const stamp = `${stat.size}:${stat.mtimeMs}`;
      const hit = kept.get(file);
      if (hit && hit.stamp === stamp) return writeCached(hit.answer, req, res);
      const flight = `${file}\n${stamp}`;
      let pending = making.get(flight);
      if (!pending) {
        pending = make(file, stamp, type).catch(() => null);
        making.set(flight, pending);
        void pending.finally(() => making.delete(flight));
      }
      void pending.then((entry) => (entry ? writeCached(entry.answer, req, res) : next()));
    },
  };
}
