/**
 * The signed download link of "Download my data": POST /v1/account/export answers a
 * URL that streams the ZIP without a bearer token (a browser download cannot send one), signed
 * with the media HMAC key over the user id, the sign-in session that asked for it and an expiry
 * SIGNED_URL_TTL_SECONDS ahead. The link ends with its session (sign-out, or a password change
 * that ends the session): a link copied from a stolen session stops when the parent acts.
 */
import { AppError } from '../errors.ts';
import type { Runtime } from '../runtime.ts';
import { signMediaPath, verifyMediaSignature } from '../storage/url-signing.ts';
import { isAccountDeleted } from './queries.ts';

const subject = (userId: string, sessionId: string) => `account-export/${userId}/${sessionId}`;
export const EXPORT_LINK_EXPIRED = 'This download link has expired. Please request a new one.';
export const EXPORT_LINK_INVALID = 'This download link is not valid. Please request a new one.';

/**
 * A URL (absolute, PUBLIC_URL origin) that streams the user's ZIP until it expires or its
 * session ends. `sessionId`: the built-in session of the request (null for a token naming none).
 */
export function createExportLink(
  runtime: Pick<Runtime, 'config' | 'mediaSecret'>,
  userId: string,
  sessionId: string | null,
  now = Date.now(),
): { url: string; expiresAt: number } {
  const expiresAt = Math.floor(now / 1000) + runtime.config.SIGNED_URL_TTL_SECONDS;
  const url = new URL('/v1/account/export/download', runtime.config.publicUrl);
  url.searchParams.set('user', userId);
  if (sessionId) url.searchParams.set('session', sessionId);
  url.searchParams.set('exp', String(expiresAt));
  url.searchParams.set('sig', signMediaPath(runtime.mediaSecret, subject(userId, sessionId ?? ''), expiresAt));
  return { url: url.toString(), expiresAt };
}

/**
 * The user a download link is for.
 * @throws AppError forbidden (tampered; expired or its session ended: with the expiry message),
 *   not_found (account deleted).
 */
export async function verifyExportLink(
  runtime: Pick<Runtime, 'db' | 'mediaSecret' | 'identity'>,
  query: { user?: string; session?: string; exp?: string; sig?: string },
): Promise<string> {
  const userId = query.user ?? '';
  const sessionId = query.session ?? '';
  if (!/^[0-9a-f-]{36}$/i.test(userId) || (sessionId && !/^[0-9a-f-]{36}$/i.test(sessionId))) throw new AppError('forbidden', EXPORT_LINK_INVALID);
  const check = verifyMediaSignature(runtime.mediaSecret, subject(userId, sessionId), query.exp, query.sig);
  if (check === 'invalid') throw new AppError('forbidden', EXPORT_LINK_INVALID);
  if (check === 'expired') throw new AppError('forbidden', EXPORT_LINK_EXPIRED);
  if (await isAccountDeleted(runtime.db, userId)) throw new AppError('not_found', 'This account has been deleted.');
  // Built-in sign-in knows its sessions: a link lives only as long as the session that made it.
  const { sessionIsLive } = runtime.identity;
  if (sessionIsLive && (!sessionId || !(await sessionIsLive(sessionId, userId)))) {
    throw new AppError('forbidden', EXPORT_LINK_EXPIRED);
  }
  return userId;
}
