/**
 * Prerendered pages with the running configuration written in (configuration is read at
 * run time, so one build serves every environment). The build leaves BUILD_PLACEHOLDERS
 * (src/lib/site-config.ts) where PUBLIC_URL, CONTACT_EMAIL, the site-config JSON, the active
 * processors and custom-login-only markup go; at start the server reads every HTML file of the
 * build once, fills them in, and serves them from memory with an ETag, in gzip or brotli made
 * once per page when a browser first asks for it (never per request). Scripts, styles and other
 * text files of dist/client are compressed once as well (compressed-files.ts).
 *
 * Inline scripts are untouched (their CSP hashes in dist/_headers.json stay valid): only the
 * non-executed `application/json` site-config block, attribute values and text change.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { activeProcessors, processorsHtml } from '../../lib/legal.ts';
import { BUILD_PLACEHOLDERS, publicSiteConfig, voiceCloning } from '../../lib/site-config.ts';
import { jsonForScript } from '../../shared/json-script.ts';
import { isLocale } from '../../i18n/locales.ts';
import { prepareResponse, writeCached, type CachedResponse } from './response-cache.ts';

/** The running values that replace the build's placeholders. */
export interface RuntimeSiteValues {
  /** PUBLIC_URL's origin, e.g. https://bedtimehero.example (scheme, host and port only). */
  origin: string;
  /** The environment the public site settings and the processors list are read from (process.env). */
  env: Record<string, string | undefined>;
}

/** One prerendered page, filled in. */
export interface StaticPage {
  body: Buffer;
  etag: string;
}

/**
 * Each page as a cached answer: the identity body at first, with its gzip and brotli copies once
 * a browser that accepts them has asked (made once, off the event loop, then kept), and the
 * compression while it is under way.
 */
const answers = new WeakMap<StaticPage, { answer: CachedResponse; compressing?: Promise<void> }>();

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** BUILD_PLACEHOLDERS.processors, optionally with the page's locale (processorsPlaceholder). */
const PROCESSORS_PLACEHOLDER = new RegExp(escapeRegExp(BUILD_PLACEHOLDERS.processors).replace('-->', '(?::([a-z]{2}))?-->'), 'g');
const SITE_CONFIG_BLOCK = /(<script id="site-config" type="application\/json">)[\s\S]*?(<\/script>)/;
const CUSTOM_LOGIN_BLOCK = new RegExp(
  `${escapeRegExp(BUILD_PLACEHOLDERS.customLoginStart)}([\\s\\S]*?)(?:${escapeRegExp(BUILD_PLACEHOLDERS.customLoginElse)}([\\s\\S]*?))?${escapeRegExp(BUILD_PLACEHOLDERS.customLoginEnd)}`,
  'g',
);

const VOICE_CLONING_BLOCK = new RegExp(
  `${escapeRegExp(BUILD_PLACEHOLDERS.voiceCloningStart)}([\\s\\S]*?)(?:${escapeRegExp(BUILD_PLACEHOLDERS.voiceCloningElse)}([\\s\\S]*?))?${escapeRegExp(BUILD_PLACEHOLDERS.voiceCloningEnd)}`,
  'g',
);

/** Fills one prerendered page's placeholders with the running values. */
export function fillPage(html: string, values: RuntimeSiteValues): string {
  const site = publicSiteConfig(values.env);
  const cloning = voiceCloning(values.env);
  // An origin is scheme://host[:port]: no character that needs escaping in HTML, JSON or a URL.
  const origin = new URL(values.origin).origin;
  return (
    html
      .replace(SITE_CONFIG_BLOCK, (_, open: string, close: string) => `${open}${jsonForScript(site)}${close}`)
      .replace(CUSTOM_LOGIN_BLOCK, (_, on: string, off: string | undefined) => (site.customLogin ? on : (off ?? '')))
      // What the site says about narration in "your voice" follows the narrator this server runs.
      .replace(VOICE_CLONING_BLOCK, (_, on: string, off: string | undefined) => (cloning ? on : (off ?? '')))
      .replace(PROCESSORS_PLACEHOLDER, (_, code: string | undefined) => {
        const locale = isLocale(code) ? code : 'en';
        return processorsHtml(activeProcessors(values.env, locale), locale);
      })
      .replaceAll(BUILD_PLACEHOLDERS.origin, origin)
      .replaceAll(BUILD_PLACEHOLDERS.contactEmail, () => escapeHtml(site.contactEmail))
  );
}

function htmlFiles(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? htmlFiles(path.join(dir, entry.name), `${prefix}/${entry.name}`) : entry.name.endsWith('.html') ? [`${prefix}/${entry.name}`] : [],
    );
}

/**
 * Reads every .html file under `clientDir`, fills it in, and maps each URL path that reaches it
 * (`/terms`, `/terms/`, `/terms/index.html`; `/`, `/index.html`; `/404.html`) to the result.
 */
export function loadStaticPages(clientDir: string, values: RuntimeSiteValues): Map<string, StaticPage> {
  const pages = new Map<string, StaticPage>();
  for (const file of htmlFiles(clientDir)) {
    const body = Buffer.from(fillPage(fs.readFileSync(path.join(clientDir, file), 'utf8'), values));
    const page: StaticPage = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    pages.set(file, page);
    if (file.endsWith('/index.html')) {
      const dir = file.slice(0, -'index.html'.length);
      pages.set(dir, page);
      if (dir !== '/') pages.set(dir.slice(0, -1), page);
    } else {
      pages.set(file.slice(0, -'.html'.length), page);
    }
  }
  return pages;
}

/**
 * Answers a GET or HEAD for a prerendered page from `pages` (ETag, 304 on If-None-Match);
 * returns false when the request is not for one. When the custom login is off, /signup
 * redirects to /login (the page a prerendered build cannot decide).
 */
export function serveStaticPage(pages: Map<string, StaticPage>, customLogin: boolean, req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  let pathname: string;
  try {
    pathname = decodeURIComponent(q === -1 ? url : url.slice(0, q));
  } catch {
    return false;
  }
  // Also /es/signup → /es/login.
  const signup = /^(\/[a-z]{2})?\/signup\/?$/.exec(pathname);
  if (!customLogin && signup && (!signup[1] || pages.has(`${signup[1]}/login`))) {
    res.statusCode = 302;
    res.setHeader('Location', `${signup[1] ?? ''}/login${q === -1 ? '' : url.slice(q)}`);
    res.end();
    return true;
  }
  const page = pages.get(pathname);
  if (!page) return false;
  let kept = answers.get(page);
  if (!kept)
    answers.set(page, (kept = { answer: { status: 200, etag: page.etag, headers: { 'Content-Type': 'text/html; charset=utf-8' }, identity: page.body } }));
  // Compressed once per page and kept: brotli at its best quality costs ~100 ms of a worker
  // thread for a large page, which per request capped the home page near 100 answers a second.
  if (kept.answer.br || page.body.length < MIN_COMPRESSED_BYTES || !wantsCompression(req)) {
    writeCached(kept.answer, req, res);
    return true;
  }
  const state = kept;
  state.compressing ??= prepareResponse(200, page.body, state.answer.headers).then(
    (answer) => void (state.answer = answer),
    () => void (state.compressing = undefined),
  );
  void state.compressing.then(() => writeCached(state.answer, req, res));
  return true;
}

/** Pages smaller than this are sent as they are (prepareResponse keeps no smaller copy). */
const MIN_COMPRESSED_BYTES = 512;

/** True when the request accepts an encoding the server keeps (br or gzip). */
function wantsCompression(req: http.IncomingMessage): boolean {
  const accepted = req.headers['accept-encoding'];
  return typeof accepted === 'string' && /\b(br|gzip)\b/i.test(accepted);
}
