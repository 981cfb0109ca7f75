/**
 * One body-size limit in front of every route family: mounted first in the app, so a
 * request over its family's limit is refused with 413 from its Content-Length alone, before the
 * body is read, before authentication and before any rate limit counts it. A body without a
 * Content-Length (chunked) is counted while it streams in and refused at the limit.
 *
 *   family                                   limit     413 body
 *   /auth/v1/*  (built-in identity)          16 KB     GoTrue's {code, error_code, msg}
 *   /v1/webhooks/*  (raw, signed bytes)      512 KB    {message, code}
 *   POST /v1/me/characters, /voice-samples   10 MB + form overhead: 'File size exceeds 10MB limit.'
 *   POST /v1/stories/{id}/recordings/{page}  (same: a parent's page recording)
 *   every other /v1 route (JSON)             64 KB     {message, code}
 */
import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { LIMITS } from '../../shared/limits.ts';
import { GoTrueError, goTrueErrorResponse } from '../identity/builtin/gotrue-error.ts';
import { fileTooLarge } from '../media/upload-errors.ts';
import { FORM_OVERHEAD_BYTES } from '../samples/upload-form.ts';
import type { AppEnv } from './context.ts';
import { AppError } from '../errors.ts';

/** Body-size limits in bytes per route family. */
export const BODY_LIMITS = {
  /** Sign-up, sign-in, refresh: a few hundred bytes in practice. */
  auth: 16 * 1024,
  /** Stripe event deliveries (a few KB; Stripe caps payloads far below this). */
  webhook: 512 * 1024,
  /** Multipart photo and voice uploads: the 10 MB file plus form fields. */
  upload: LIMITS.uploadMaxBytes + FORM_OVERHEAD_BYTES,
  /** Every other JSON body: the largest (a feedback message) is a few KB. */
  json: 64 * 1024,
} as const;

/** Routes that take a multipart upload. */
const UPLOAD_PATHS = new Set(['/v1/me/characters', '/v1/me/voice-samples']);
/** Upload routes with path parameters: a parent's page recording. */
const UPLOAD_PATTERNS = [/^\/v1\/stories\/[^/]+\/recordings\/[^/]+$/];

export const PAYLOAD_TOO_LARGE_MESSAGE = 'The request is too large.';

/**
 * The refusal comes before the body is read, so the connection cannot be reused for another
 * request: `Connection: close` tells the client so (else it may send its next request into a
 * socket the server is closing).
 *
 * A request with a Content-Length is judged from that header alone: the body stream is not even
 * created (hono's bodyLimit asks for it first, which makes @hono/node-server build a web stream
 * around the socket). After the refusal is sent the connection is closed at once: Node's default
 * reads and discards whatever of the body arrives until its close completes, which was ~190 KB
 * of every refused 1 MB analytics bomb (3 socket reads of 64 KB, allocated and garbage-collected
 * for nothing); now only the first read, which carried the headers, is made. A body without a
 * length (chunked) goes through hono's bodyLimit, which counts it as it streams in.
 */

/** Closes the connection as soon as the answer is sent (Node server only: `c.env` holds its request). */
function closeWithoutReading(c: Context): void {
  const env = c.env as Partial<HttpBindings> | undefined;
  // Taken now: Node detaches the socket from the response before other 'finish' listeners run.
  const socket = env?.incoming?.socket;
  if (socket) env.outgoing?.once('finish', () => socket.destroy());
}

const limited = (maxSize: number, onError: (c: Context) => Response | Promise<Response>): MiddlewareHandler => {
  const refuse = (c: Context) => {
    c.header('Connection', 'close');
    closeWithoutReading(c);
    return onError(c);
  };
  const streamed = bodyLimit({ maxSize, onError: refuse });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    // (A Content-Length that is not a number never gets here: Node's HTTP parser answers 400.)
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) return Number(length) > maxSize ? refuse(c) : next();
    return streamed(c, next);
  };
};

const authLimit = limited(BODY_LIMITS.auth, (c) => goTrueErrorResponse(c, new GoTrueError(413, 'request_too_large', 'Request body is too large')));
const webhookLimit = limited(BODY_LIMITS.webhook, () => {
  throw new AppError('payload_too_large', PAYLOAD_TOO_LARGE_MESSAGE);
});
const uploadLimit = limited(BODY_LIMITS.upload, () => {
  throw fileTooLarge();
});
const jsonLimit = limited(BODY_LIMITS.json, () => {
  throw new AppError('payload_too_large', PAYLOAD_TOO_LARGE_MESSAGE);
});

/** The limit for a request path; /media and anything else the app serves takes no body (JSON limit). */
function limitFor(path: string): MiddlewareHandler {
  if (path.startsWith('/auth/v1/')) return authLimit;
  if (path.startsWith('/v1/webhooks/')) return webhookLimit;
  if (UPLOAD_PATHS.has(path) || UPLOAD_PATTERNS.some((pattern) => pattern.test(path))) return uploadLimit;
  return jsonLimit;
}

/** The body-limit middleware: mount with app.use('*') before every other middleware that reads or counts. */
export const bodyLimits: MiddlewareHandler<AppEnv> = (c, next) => limitFor(c.req.path)(c, next);
