/**
 * The signed download link of "Download my data": POST /v1/account/export answers a
 * URL that streams the ZIP without a bearer token (a browser download cannot send one), signed
 * with the media HMAC key over the user id and an expiry SIGNED_URL_TTL_SECONDS ahead.
 */
import { AppError } from '../errors.ts';
import type { Runtime } from '../runtime.ts';
import { signMediaPath, verifyMediaSignature } from '../storage/url-signing.ts';
import { isAccountDeleted } from './queries.ts';

const subject = (userId: string) => `account-export/${userId}`;
export const EXPORT_LINK_EXPIRED = 'This download link has expired. Please request a new one.';
export const EXPORT_LINK_INVALID = 'This download link is not valid. Please request a new one.';

/** A URL (absolute, PUBLIC_URL origin) that streams the user's ZIP until it expires. */
export function createExportLink(runtime: Pick<Runtime, 'config' | 'mediaSecret'>, userId: string, now = Date.now()): { url: string; expiresAt: number } {
  const expiresAt = Math.floor(now / 1000) + runtime.config.SIGNED_URL_TTL_SECONDS;
  const url = new URL('/v1/account/export/download', runtime.config.publicUrl);
  url.searchParams.set('user', userId);
  url.searchParams.set('exp', String(expiresAt));
  url.searchParams.set('sig', signMediaPath(runtime.mediaSecret, subject(userId), expiresAt));
  return { url: url.toString(), expiresAt };
}

/**
 * The user a download link is for.
 * @throws AppError forbidden (tampered), not_found (expired link: 410 is not in our codes, so
 *   'not_found' with the expiry message), not_found (account deleted).
 */
export async function verifyExportLink(runtime: Pick<Runtime, 'db' | 'mediaSecret'>, query: { user?: string; exp?: string; sig?: string }): Promise<string> {
  const userId = query.user ?? '';
  if (!/^[0-9a-f-]{36}$/i.test(userId)) throw new AppError('forbidden', EXPORT_LINK_INVALID);
  const check = verifyMediaSignature(runtime.mediaSecret, subject(userId), query.exp, query.sig);
  if (check === 'invalid') throw new AppError('forbidden', EXPORT_LINK_INVALID);
  if (check === 'expired') throw new AppError('forbidden', EXPORT_LINK_EXPIRED);
  if (await isAccountDeleted(runtime.db, userId)) throw new AppError('not_found', 'This account has been deleted.');
  return userId;
}
