/**
 * Security headers for every response family, decided in this one place:
 *
 * - every response: X-Content-Type-Options nosniff, X-Frame-Options DENY, Referrer-Policy
 *   strict-origin-when-cross-origin, Cross-Origin-Opener-Policy same-origin, Permissions-Policy
 *   (the microphone only on /personalize, for the voice recorder, and on
 *   /stories/{id}/record, where a parent reads their story aloud), and
 *   Strict-Transport-Security when PUBLIC_URL is https;
 * - HTML pages (prerendered pages from memory, rendered by Astro, the 404 page): a strict
 *   Content-Security-Policy. script-src and style-src come from Astro, which hashes every script
 *   it emits (astro.config.mjs `security.csp`; prerendered pages' policies are in
 *   dist/_headers.json); the rest is added here from the configured origins, with
 *   frame-ancestors 'none';
 * - the API (/v1, /auth/v1): `default-src 'none'; frame-ancestors 'none'`, and Cache-Control
 *   no-store on every response of an authenticated route (requireUser set a user);
 * - /media keeps its own sandboxing CSP (routes/media.ts).
 */
import fs from 'node:fs';
import type http from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config.ts';
import type { AppEnv } from './context.ts';
import { PREFIXED_LOCALES } from '../../i18n/locales.ts';

/** Origins the site's pages talk to, from configuration. */
export interface PageOrigins {
  /** PUBLIC_URL; https turns on HSTS and upgrade-insecure-requests. */
  publicUrl: string;
  /** Hosted Supabase (SUPABASE_URL): supabase-js calls it over https and wss. */
  supabaseUrl?: string;
  /** Plausible-compatible analytics endpoint (ANALYTICS_ENDPOINT). */
  analyticsEndpoint?: string;
  /** Where signed media URLs point when media live in S3 (S3_ENDPOINT, or AWS S3). */
  mediaOrigins: string[];
}

const originOf = (url: string | undefined): string | null => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/** The page origins of a server configuration. */
export function pageOriginsOf(config: Config): PageOrigins {
  const media: string[] = [];
  if (config.S3_BUCKET) media.push(originOf(config.S3_ENDPOINT) ?? 'https://*.amazonaws.com');
  return { publicUrl: config.publicUrl, supabaseUrl: config.SUPABASE_URL, analyticsEndpoint: config.ANALYTICS_ENDPOINT, mediaOrigins: media };
}

/** Used when Astro's policy for a page is unknown: no inline script may run. */
const FALLBACK_SCRIPT_STYLE = ["script-src 'self'", "style-src 'self' 'unsafe-inline'"];

export interface SecurityHeaders {
  /** Headers for every response of `pathname`. */
  common(pathname: string): Record<string, string>;
  /** The page CSP: Astro's script-src/style-src (with hashes) plus every other directive. */
  pageCsp(astroCsp: string | undefined): string;
  /** The CSP of JSON API answers. */
  readonly apiCsp: string;
}

export function createSecurityHeaders(origins: PageOrigins): SecurityHeaders {
  const https = origins.publicUrl.startsWith('https:');
  const supabase = originOf(origins.supabaseUrl);
  const connect = ["'self'"];
  if (supabase) connect.push(supabase, supabase.replace(/^http/, 'ws'));
  const analytics = originOf(origins.analyticsEndpoint);
  if (analytics) connect.push(analytics);
  const media = origins.mediaOrigins.join(' ');
  const directives = [
    "default-src 'self'",
    `img-src 'self' data: blob: ${media}`.trim(),
    `media-src 'self' blob: ${media}`.trim(),
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ];
  const base = {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  /**
   * Pages with a voice recorder: /personalize and a story's "Read it in my own voice" page, in
   * every UI language (/de/personalize records too).
   */
  const MIC_PAGES = new RegExp(`^/(?:(?:${PREFIXED_LOCALES.join('|')})/)?(?:personalize|stories/[^/]+/record)/?$`);
  const features = (mic: string) => `accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=${mic}, payment=(), usb=()`;
  const withMic = features('(self)');
  const noMic = features('()');

  return {
    common: (pathname) => ({ ...base, 'Permissions-Policy': MIC_PAGES.test(pathname) ? withMic : noMic }),
    pageCsp(astroCsp) {
      const fromAstro = (astroCsp ?? '')
        .split(';')
        .map((d) => d.trim().replace(/\s+/g, ' '))
        .filter((d) => /^(script-src|style-src)(-elem|-attr)?\s/.test(d));
      return [...directives, ...(fromAstro.length ? fromAstro : FALLBACK_SCRIPT_STYLE)].join('; ');
    },
    apiCsp: "default-src 'none'; frame-ancestors 'none'",
  };
}

/** The security headers of a public API answer at `pathname` (what apiSecurityHeaders adds), as one object. */
export function apiHeadersFor(security: SecurityHeaders, pathname: string): Record<string, string> {
  return { ...security.common(pathname), 'Content-Security-Policy': security.apiCsp };
}

/** Hono middleware: the API family's headers (see the file comment). */
export function apiSecurityHeaders(security: SecurityHeaders): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(security.common(c.req.path))) if (!headers.has(name)) headers.set(name, value);
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', security.apiCsp);
    // A private answer (an authenticated route) is never stored by a browser or a proxy.
    if (c.get('user')) headers.set('Cache-Control', 'no-store');
  };
}

/** The policies Astro wrote for prerendered pages (dist/_headers.json), by route path. */
export function readStaticPolicies(file: string): Map<string, string> {
  const map = new Map<string, string>();
  if (!fs.existsSync(file)) return map;
  const entries = JSON.parse(fs.readFileSync(file, 'utf8')) as { pathname: string; headers: { key: string; value: string }[] }[];
  for (const entry of entries) {
    const csp = entry.headers.find((h) => h.key.toLowerCase() === 'content-security-policy');
    if (csp) map.set(entry.pathname, csp.value);
  }
  return map;
}

/** '/contact/' and '/contact/index.html' are the route '/contact'. */
const routeOf = (pathname: string) =>
  pathname
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '')
    .replace(/(.)\/+$/, '$1') || '/';

/**
 * Sets the page family's headers on a Node response before serve-static or Astro answers it. The CSP is
 * decided when the head is written, once the Content-Type is known: an HTML answer gets the page
 * CSP built from the policy Astro gave it (server-rendered pages) or wrote for its route at build
 * time (prerendered pages; `notFoundRoute` for the 404 page served for unknown paths).
 */
export function applyPageHeaders(security: SecurityHeaders, staticPolicies: Map<string, string>, req: http.IncomingMessage, res: http.ServerResponse): void {
  const pathname = (req.url ?? '/').split('?')[0]!;
  for (const [name, value] of Object.entries(security.common(pathname))) res.setHeader(name, value);
  const writeHead = res.writeHead;
  res.writeHead = function patchedWriteHead(this: http.ServerResponse, ...args: unknown[]) {
    const headersIndex = typeof args[1] === 'string' ? 2 : 1;
    const given = args[headersIndex];
    let astroCsp: string | undefined;
    let contentType = String(res.getHeader('content-type') ?? '');
    if (given && typeof given === 'object' && !Array.isArray(given)) {
      const copy: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(given as Record<string, unknown>)) {
        const lower = name.toLowerCase();
        if (lower === 'content-security-policy') astroCsp = String(value);
        else copy[name] = value;
        if (lower === 'content-type') contentType = String(value);
      }
      args[headersIndex] = copy;
    }
    astroCsp ??= res.getHeader('content-security-policy') as string | undefined;
    if (/text\/html/i.test(contentType)) {
      const status = typeof args[0] === 'number' ? args[0] : res.statusCode;
      const policy = astroCsp ?? staticPolicies.get(routeOf(pathname)) ?? (status === 404 ? staticPolicies.get('/404') : undefined);
      res.setHeader('Content-Security-Policy', security.pageCsp(policy));
    }
    return (writeHead as (...a: unknown[]) => http.ServerResponse).apply(this, args);
  } as typeof res.writeHead;
}
