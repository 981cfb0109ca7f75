/**
 * Bearer authentication for private /v1 routes: 401 JSON without a valid
 * token. The first valid call of a new subject creates its users row, as POST /v1/auth/login does.
 * A call in one of the 14 UI languages (Accept-Language) updates the parent's e-mail language.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';
import { AppError } from '../errors.ts';
import { ACCOUNT_DELETED, upsertUser } from '../users/queries.ts';
import { isAccountDeleted } from '../account/queries.ts';
import { pageLocale } from '../i18n/request-locale.ts';

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const runtime = c.get('runtime');
  const token = bearerToken(c.req.header('authorization'));
  if (!token) throw new AppError('unauthorized', 'Please sign in to continue.');
  const verified = await runtime.identity.verifyAccessToken(token);
  // A deleted (or being deleted) account's tokens are refused, even a hosted token not yet expired.
  if (await isAccountDeleted(runtime.db, verified.userId)) throw new AppError('unauthorized', ACCOUNT_DELETED);
  const user = await upsertUser(runtime.db, { id: verified.userId, email: verified.email });
  // The page's language travels with every call (Accept-Language); the identity service
  // remembers it for the parent's e-mails (the built-in one: a query only when it changed).
  const locale = pageLocale(c.req.header('accept-language'));
  if (locale) await runtime.identity.rememberLocale(verified.userId, locale);
  c.set('user', user);
  c.set('sessionId', verified.sessionId);
  await next();
});
