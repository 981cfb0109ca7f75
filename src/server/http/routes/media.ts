/**
 * GET /media/<key>?exp&sig[&dl]: locally stored files behind HMAC-signed expiring URLs.
 * Tampered or expired: 403. Every file carries its Content-Type and nosniff;
 * byte ranges are honoured so browsers can seek in audio and video.
 *
 * GET /media/public/<token>/[w<width>/]<key>: public stories' pictures and narration under
 * immutable content-hashed URLs (stories/public-media.ts), cacheable for a year by
 * anyone; 404 once the story is no longer public, or for any URL the server did not make.
 */
import { AppError } from '../../errors.ts';
import { attachmentDisposition } from '../../storage/storage.ts';
import { verifyMediaSignature } from '../../storage/url-signing.ts';
import { IMMUTABLE } from '../../stories/public-media.ts';
import { resolveShareMedia, SHARE_MEDIA_PREFIX } from '../../shares/share-media.ts';
import { SHARE_NOT_FOUND } from '../../shares/shares.ts';
import type { Mount } from '../context.ts';

const SANDBOX_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** The whole file, or the byte range asked for (206, or 416 when it cannot be satisfied). */
function sendBytes(body: Buffer, headers: Record<string, string>, rangeHeader: string | undefined): Response {
  const size = body.length;
  const range = /^bytes=(\d*)-(\d*)$/.exec(rangeHeader ?? '');
  if (range && (range[1] || range[2])) {
    let start = range[1] ? Number(range[1]) : size - Number(range[2]);
    let end = range[1] && range[2] ? Number(range[2]) : size - 1;
    start = Math.max(0, start);
    end = Math.min(end, size - 1);
    if (start > end) {
      return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${size}` } });
    }
    return new Response(new Uint8Array(body.subarray(start, end + 1)), {
      status: 206,
      headers: { ...headers, 'Content-Range': `bytes ${start}-${end}/${size}`, 'Content-Length': String(end - start + 1) },
    });
  }
  return new Response(new Uint8Array(body), { status: 200, headers: { ...headers, 'Content-Length': String(size) } });
}

export const mountMedia: Mount = (app, runtime) => {
  app.get('/media/public/*', async (c) => {
    const path = new URL(c.req.url).pathname.slice('/media/public/'.length);
    const ifNoneMatch = c.req.header('if-none-match');
    const file = await runtime.publicMedia.resolve(path).catch(() => null);
    if (!file) throw new AppError('not_found', 'Not found');
    const headers: Record<string, string> = {
      'Content-Type': file.contentType,
      'X-Content-Type-Options': 'nosniff',
      'Accept-Ranges': 'bytes',
      'Cache-Control': IMMUTABLE,
      ETag: file.etag,
      'Content-Security-Policy': SANDBOX_CSP,
    };
    if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim() === file.etag)) return new Response(null, { status: 304, headers });
    return sendBytes(file.body, headers, c.req.header('range'));
  });

  // A story opened through a share link: served only while the share works.
  app.get(`${SHARE_MEDIA_PREFIX}*`, async (c) => {
    let rest: string;
    try {
      rest = decodeURIComponent(new URL(c.req.url).pathname.slice(SHARE_MEDIA_PREFIX.length));
    } catch {
      throw new AppError('bad_request', 'This link is not valid.');
    }
    const found = await resolveShareMedia(runtime, rest, c.req.query('exp'), c.req.query('sig'));
    if ('refused' in found) {
      if (found.refused === 'expired') throw new AppError('forbidden', 'This link has expired.');
      if (found.refused === 'gone') throw new AppError('not_found', SHARE_NOT_FOUND);
      throw new AppError('forbidden', 'This link is not valid.');
    }
    const object = await runtime.storage.get(found.key).catch(() => null);
    if (!object) throw new AppError('not_found', 'Not found');
    const headers: Record<string, string> = {
      'Content-Type': object.contentType,
      'X-Content-Type-Options': 'nosniff',
      'Accept-Ranges': 'bytes',
      // Kept briefly: a revoked link should not keep working from caches for long.
      'Cache-Control': 'private, max-age=300',
      'Content-Security-Policy': SANDBOX_CSP,
    };
    return sendBytes(object.body, headers, c.req.header('range'));
  });

  app.get('/media/*', async (c) => {
    let key: string;
    try {
      key = decodeURIComponent(new URL(c.req.url).pathname.slice('/media/'.length));
    } catch {
      throw new AppError('bad_request', 'This link is not valid.');
    }
    const downloadName = c.req.query('dl');
    const verdict = verifyMediaSignature(runtime.mediaSecret, key, c.req.query('exp'), c.req.query('sig'), undefined, downloadName);
    if (verdict === 'expired') throw new AppError('forbidden', 'This link has expired.');
    if (verdict !== 'ok') throw new AppError('forbidden', 'This link is not valid.');
    const object = await runtime.storage.get(key).catch(() => null);
    if (!object) throw new AppError('not_found', 'Not found');
    const headers: Record<string, string> = {
      'Content-Type': object.contentType,
      'X-Content-Type-Options': 'nosniff',
      'Accept-Ranges': 'bytes',
      'Cache-Control': 'private, max-age=3600',
      'Content-Security-Policy': SANDBOX_CSP,
      // A signed download name: saved under the story's title.
      ...(downloadName === undefined ? {} : { 'Content-Disposition': attachmentDisposition(downloadName) }),
    };
    return sendBytes(object.body, headers, c.req.header('range'));
  });
};
