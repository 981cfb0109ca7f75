/**
 * HMAC-SHA256 signatures for local media URLs: `/media/<key>?exp=<epoch s>&sig=<base64url>`.
 * A URL is valid until `exp`; any change to key or exp invalidates the signature.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signMediaPath(secret: string, key: string, expiresAt: number): string {
  return createHmac('sha256', secret).update(`${key}\n${expiresAt}`).digest('base64url');
}

export type SignatureCheck = 'ok' | 'expired' | 'invalid';

/** Checks a signature; `now` in epoch seconds. Constant-time comparison. */
export function verifyMediaSignature(
  secret: string,
  key: string,
  exp: string | undefined,
  sig: string | undefined,
  now = Math.floor(Date.now() / 1000),
): SignatureCheck {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return 'invalid';
  const expected = Buffer.from(signMediaPath(secret, key, Number(exp)));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return Number(exp) < now ? 'expired' : 'ok';
}
