/**
 * The web server: one Node HTTP server for the API (/v1, /auth/v1, /media, served by Hono) and
 * the site (everything else, served by Astro in middleware mode with the runtime in locals).
 * Starting here, not lazily on a first request, means migrations run and the in-process worker
 * resumes interrupted jobs as soon as the process starts.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import serveStatic from 'serve-static';
import compression from 'compression';
import { ConfigError } from './config.ts';
import { createApp } from './http/app.ts';
import { apiHeadersFor, applyPageHeaders, createSecurityHeaders, pageOriginsOf, readStaticPolicies } from './http/security-headers.ts';
import { compressedFiles, isCompressedType } from './http/compressed-files.ts';
import { createPageCache } from './http/page-cache.ts';
import { publicReads } from './http/public-reads.ts';
import { httpServerOptions } from './http/server-options.ts';
import { refuseConnect, refuseMethod } from './http/methods.ts';
import { loadStaticPages, serveStaticPage } from './http/static-pages.ts';
import { decideLocale } from '../i18n/negotiate.ts';
import { BASE_LOCALE, localeFromPath } from '../i18n/locales.ts';
import { mergeVary } from './http/response-cache.ts';
import { isLocalizedServerPage } from '../i18n/routes.ts';
import { httpDuration, pageRouteLabel } from './metrics.ts';
import { createRuntime } from './runtime.ts';
import { shutDownOnSignals } from './shutdown.ts';
import { startBackground } from './start-background.ts';

const API_PREFIXES = ['/v1/', '/auth/v1/', '/media/', '/.well-known/', '/metrics'];

async function main(): Promise<void> {
  let runtime;
  try {
    runtime = await createRuntime();
    // The in-process workers (embedded, or RUN_WORKER) and the start-up seeds.
    await startBackground(runtime);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  if (!fs.existsSync(path.resolve('dist/server/entry.mjs'))) {
    console.error('The site is not built yet: run `npm run build` (or `npm start`, which builds first).');
    await runtime.close();
    process.exit(2);
  }
  // The process follows the configuration's NODE_ENV (default production) before the site loads:
  // React's server renderer picks its production build from it (the development build is larger
  // and slower, in memory and in rendering).
  process.env.NODE_ENV ??= runtime.config.NODE_ENV;
  const api = getRequestListener(createApp(runtime).fetch);
  const entry = pathToFileURL(path.resolve('dist/server/entry.mjs')).href;
  const { handler: site } = (await import(entry)) as {
    handler: (req: http.IncomingMessage, res: http.ServerResponse, next: (err?: unknown) => void, locals: object) => void;
  };

  // Prerendered pages with this server's configuration written in (one build, any environment).
  const pages = loadStaticPages(path.resolve('dist/client'), { origin: runtime.config.publicUrl, env: process.env });
  const notFoundPage = pages.get('/404.html')!.body;
  // The 404 page in the locale of the path asked for, English when it has no copy.
  const notFoundFor = (url: string) => {
    const l = localeFromPath(url.split('?')[0]!);
    return (l !== 'en' && pages.get(`/${l}/404`)?.body) || notFoundPage;
  };
  // Prerendered pages and hashed assets from the build; everything else is rendered by Astro.
  // serve-static (send) answers a file that vanished after the start (dist/ replaced by a new build
  // under a running server) as not found; the request then falls through to Astro's 404 page.
  const clientDir = path.resolve('dist/client');
  const hashedAssets = path.join(clientDir, '_astro') + path.sep;
  const cacheControlOf = (file: string) => (file.startsWith(hashedAssets) ? 'public, max-age=31536000, immutable' : undefined);
  const assets = serveStatic(clientDir, {
    etag: true,
    index: false,
    redirect: false,
    cacheControl: false,
    setHeaders: (res, file) => {
      const control = cacheControlOf(file);
      if (control) res.setHeader('Cache-Control', control);
      // The same file goes out compressed to a client that accepts it (compressed-files.ts).
      if (isCompressedType(file)) res.setHeader('Vary', 'Accept-Encoding');
    },
  });
  // Scripts, styles and other text files of the build, gzip and brotli made once per file.
  const files = compressedFiles(clientDir, cacheControlOf);

  // gzip/brotli per request only for what is made per request (the API and server-rendered
  // pages); prerendered pages, build files and cached pages are compressed once and kept.
  const compress = compression();
  // Pages and static files get their security headers here; the API sets its own (http/app.ts).
  const security = createSecurityHeaders(pageOriginsOf(runtime.config));
  const staticPolicies = readStaticPolicies(path.resolve('dist/_headers.json'));
  // Public pages from memory: a hit is answered before anything else runs.
  const pageCache = createPageCache(runtime.publicChanges);
  // Public story reads the API already answered from memory: the same bytes and headers, without the app.
  const apiReads = publicReads(runtime.publicChanges);
  const apiHeaders = (pathname: string) => apiHeadersFor(security, pathname);
  // A page exists in a locale when its prefixed copy was built or is rendered per locale.
  const isPage = (pathname: string) => pages.has(pathname) || isLocalizedServerPage(pathname);
  const server = http.createServer(httpServerOptions(runtime.config), (req, res) => {
    // TRACE and TRACK cannot become a Fetch Request: 405 before the site or the API sees them.
    if (refuseMethod(req, res)) return;
    if (req.url?.startsWith('/v1/stories/public/')) {
      const started = performance.now();
      const route = apiReads.serve(req, res, apiHeaders);
      if (route) return void httpDuration.observe({ method: req.method!, route, status: String(res.statusCode) }, (performance.now() - started) / 1000);
    }
    // An English page goes to the language the parent chose (switcher cookie) or the browser asks for.
    if (req.method === 'GET' || req.method === 'HEAD') {
      const url = req.url ?? '/';
      const q = url.indexOf('?');
      const pathname = q === -1 ? url : url.slice(0, q);
      if (!API_PREFIXES.some((p) => url.startsWith(p)) && isPage(pathname)) {
        const decision = decideLocale(url, { cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language'] }, isPage);
        if (decision.redirect) {
          res.writeHead(302, { Location: decision.redirect, 'Cache-Control': 'no-store', Vary: 'Accept-Language, Cookie' });
          res.end();
          return;
        }
        // Served as asked, but another visitor's language or cookie would have been redirected:
        // a shared cache keeping this page (the public ones are kept for a minute) must key it by both.
        if (localeFromPath(pathname) === BASE_LOCALE) res.setHeader('Vary', mergeVary(res.getHeader('vary'), 'Accept-Language, Cookie'));
      }
    }
    pageCache.serve(req, res, () => {
      const url = req.url ?? '/';
      if (API_PREFIXES.some((p) => url.startsWith(p))) return void compress(req as never, res as never, () => void api(req, res));
      // Pages and static files; the API observes its own latency by route pattern (http/app.ts).
      const started = performance.now();
      res.once('finish', () =>
        httpDuration.observe(
          { method: req.method ?? 'GET', route: pageRouteLabel(url, res.statusCode), status: String(res.statusCode) },
          (performance.now() - started) / 1000,
        ),
      );
      applyPageHeaders(security, staticPolicies, req, res);
      if (serveStaticPage(pages, runtime.config.customLogin, req, res)) return;
      files.serve(req, res, () => assets(req, res, () => compress(req as never, res as never, () => pageCache.capture(req, res, () => render(req, res)))));
    });
  });
  const render = (req: http.IncomingMessage, res: http.ServerResponse) =>
    site(
      req,
      res,
      (err) => {
        if (err) runtime.log.error({ err: { message: (err as Error).message } }, 'site error');
        res.statusCode = err ? 500 : 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(notFoundFor(req.url ?? '/'));
      },
      { runtime },
    );
  server.on('connect', refuseConnect);
  server.listen(runtime.config.PORT, runtime.config.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : runtime.config.PORT;
    runtime.log.info({ port, mode: runtime.mode }, `Bedtime Hero is listening on http://localhost:${port}`);
  });

  shutDownOnSignals({ runtime, server, what: 'web server' });
}

await main();
