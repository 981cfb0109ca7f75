/**
 * HMAC-SHA256 signatures for local media URLs: `/media/<key>?exp=<epoch s>&sig=<base64url>`
 * (plus `&dl=<file name>` for a download). A URL is valid until `exp`; any change to key, exp or
 * dl invalidates the signature. The host is not signed: the URLs are relative, so they work on
 * whatever host the parent opened the app.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The signature of a key until `expiresAt`; `downloadName` (served as an attachment) is signed too. */
export function signMediaPath(secret: string, key: string, expiresAt: number, downloadName?: string): string {
  const payload = downloadName === undefined ? `${key}\n${expiresAt}` : `${key}\n${expiresAt}\n${downloadName}`;
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export type SignatureCheck = 'ok' | 'expired' | 'invalid';

/** Checks a signature; `now` in epoch seconds. Constant-time comparison. */
export function verifyMediaSignature(
  secret: string,
  key: string,
  exp: string | undefined,
  sig: string | undefined,
  now = Math.floor(Date.now() / 1000),
  downloadName?: string,
): SignatureCheck {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return 'invalid';
  const expected = Buffer.from(signMediaPath(secret, key, Number(exp), downloadName));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return Number(exp) < now ? 'expired' : 'ok';
}
