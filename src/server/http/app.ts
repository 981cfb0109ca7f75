/**
 * The HTTP API as one Hono app: /v1 for the product API, /auth/v1 for the built-in
 * identity service, /media for locally stored files. Routes are thin: parse,
 * authenticate, call a use-case, respond. Errors are mapped to HTTP here, once.
 */
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { httpDuration } from '../metrics.ts';
import type { Runtime } from '../runtime.ts';
import { bodyLimits } from './body-limits.ts';
import { isAppError } from '../errors.ts';
import { inputGuard } from './input-guard.ts';
import { apiSecurityHeaders, createSecurityHeaders, pageOriginsOf } from './security-headers.ts';
import type { AppEnv } from './context.ts';
import { ROUTES } from './routes/index.ts';
import { warmNameChecks } from '../storycraft/wishes/names.ts';
import { localizeErrorMessage } from '../i18n/error-text.ts';
import { requestLocale } from '../i18n/request-locale.ts';

export function createApp(runtime: Runtime): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use('*', requestId());
  // Outermost but one: every answer, errors and 404s included, gets the security headers.
  app.use('*', apiSecurityHeaders(createSecurityHeaders(pageOriginsOf(runtime.config))));
  app.use('*', async (c, next) => {
    c.set('runtime', runtime);
    const started = performance.now();
    await next();
    const ms = performance.now() - started;
    // Path only, never the query: signed URLs and codes live there.
    runtime.log.info({ reqId: c.get('requestId'), method: c.req.method, path: c.req.routePath, status: c.res.status, ms: Math.round(ms) }, 'request');
    httpDuration.observe({ method: c.req.method, route: c.req.routePath, status: String(c.res.status) }, ms / 1000);
  });
  // Before anything reads, authenticates or counts a request (see body-limits.ts).
  app.use('*', bodyLimits);
  // Paths and query strings: malformed percent-encoding and control characters (see input-guard.ts).
  app.use('*', inputGuard);

  for (const mount of ROUTES) mount(app, runtime);
  // Before the first request: the name checks' patterns cost ~0.5 s of CPU to compile, which the
  // first character upload or story used to take out of the event loop.
  warmNameChecks();

  // Error messages are written in the request's UI language (Accept-Language); the
  // code and status never change, and English stays the product's own words.
  const say = (c: { req: { header(name: string): string | undefined } }, message: string) =>
    localizeErrorMessage(message, requestLocale(c.req.header('accept-language')));
  // An error's words depend on Accept-Language: no shared cache may keep one, and any cache
  // that does (a browser's) keys it by the language.
  const errorHeaders = (c: { header(name: string, value: string, options?: { append?: boolean }): void }) => {
    c.header('Cache-Control', 'no-store');
    c.header('Vary', 'Accept-Language', { append: true });
  };
  app.notFound((c) => {
    errorHeaders(c);
    return c.json({ message: say(c, 'Not found'), code: 'not_found' }, 404);
  });
  app.onError((error, c) => {
    errorHeaders(c);
    if (isAppError(error)) {
      return c.json({ message: say(c, error.message), code: error.code, ...error.details }, error.status as 400);
    }
    runtime.log.error(
      { reqId: c.get('requestId'), err: { name: (error as Error).name, message: (error as Error).message, stack: (error as Error).stack } },
      'unhandled error',
    );
    return c.json({ message: say(c, 'Something went wrong on our side. Please try again.'), code: 'internal' }, 500);
  });
  return app;
}
