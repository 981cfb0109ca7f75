/**
 * The fuzz suite: every /v1 and /auth/v1 route, enumerated from the Hono app itself
 * (a new route is covered without touching this file), × hostile inputs (NUL and other control
 * characters, 1 MB and 60 KB strings, 5,000-deep JSON, huge numbers, wrong types, bad encodings)
 * in the path, the query and the body, signed in and not. Every answer must be a 2xx-4xx, never
 * a 5xx, and /v1/health must keep answering while the fuzz runs (its latency is printed).
 * Every HTTP method, standard, WebDAV or made up (TRACE, CONNECT, PROPFIND…), is also sent to
 * pages, files and API paths of the built site as `npm start` serves it: a 4xx or a real answer.
 */
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../helpers/auth.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';
import { createApp } from '../../../src/server/http/app.ts';
import { useBuiltSite } from '../../helpers/spawn-runtime.ts';

let app: TestApp;
beforeAll(async () => {
  // No story can be paid for, so a body the fuzz gets right never starts a real story job.
  app = await startTestApp({ TRUST_PROXY: 'true', AUTH_RATE_LIMIT_PER_MINUTE: '0', FREE_STORIES_PER_MONTH: '0' });
});
afterAll(async () => app?.close());

interface Route {
  method: string;
  path: string;
}

/** The app's own routes: every GET/POST/PUT/PATCH/DELETE handler under /v1 and /auth/v1. */
function enumerateRoutes(): Route[] {
  const seen = new Map<string, Route>();
  for (const r of createApp(app.runtime).routes) {
    if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method)) continue;
    if (!/^\/(v1|auth\/v1)\//.test(r.path) || r.path.includes('*')) continue;
    seen.set(`${r.method} ${r.path}`, { method: r.method, path: r.path });
  }
  return [...seen.values()];
}

const NUL = 'a\u0000b';
const CONTROLS = '\u0001\u0007\u001b[2J\u007f\u0085';
const HUGE = 'x'.repeat(1024 * 1024);
const LARGE = 'y'.repeat(60 * 1024);
const DEEP = '['.repeat(5000) + ']'.repeat(5000);

/** Every field name the API reads, so each hostile value reaches each validator. */
const FIELDS = [
  'email',
  'password',
  'data',
  'text',
  'category',
  'name',
  'url',
  'domain',
  'props',
  'session_id',
  'gift_code',
  'price_id',
  'type',
  'refresh_token',
  'auth_code',
  'code_verifier',
  'character_id',
  'illustration_style',
  'language',
  'voice_sample_in',
  'story_in',
];
const everyField = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]));
const storyWith = (value: unknown) => ({
  story_in: { age: value, moral: value, free_text: value, language: value },
  illustration_style: value,
  character_id: value,
  voice_sample_in: { id: value, name: value },
});

/** Hostile JSON bodies as raw text or bytes. */
const BODIES: [string, string | Uint8Array][] = [
  ['NUL in every field', JSON.stringify(everyField(NUL))],
  ['NUL in a story', JSON.stringify(storyWith(NUL))],
  ['control characters', JSON.stringify(everyField(CONTROLS))],
  ['control characters in keys', JSON.stringify({ [`email${CONTROLS}`]: 'a@b.co', [NUL]: 1 })],
  ['1 MB strings', JSON.stringify(everyField(HUGE))],
  ['60 KB strings', JSON.stringify({ ...everyField(LARGE), story_in: { free_text: LARGE } })],
  ['5,000-deep JSON', DEEP],
  ['deep value', `{"email":${DEEP}}`],
  ['huge numbers', JSON.stringify({ ...everyField(1e308), ...storyWith(2 ** 63) })],
  ['huge integer literal', `{"character_id":${'9'.repeat(400)},"age":-${'9'.repeat(400)}}`],
  ['negative and fractional', JSON.stringify(storyWith(-1.5))],
  ['wrong types: arrays', JSON.stringify({ ...everyField([1, 'a', null]), ...storyWith([]) })],
  ['wrong types: objects', JSON.stringify({ ...everyField({ $gt: '' }), ...storyWith({}) })],
  ['wrong types: booleans', JSON.stringify({ ...everyField(true), ...storyWith(false) })],
  ['wrong types: null', JSON.stringify({ ...everyField(null), ...storyWith(null) })],
  ['top-level array', '[1,2,3]'],
  ['top-level string', '"hello"'],
  ['top-level number', '1e999'],
  ['malformed JSON', '{"email": "a@b.co",'],
  ['unpaired surrogate', '{"email":"\\ud800@example.com","text":"\\udfff","name":"\\ud83d"}'],
  ['invalid UTF-8', new Uint8Array([0x7b, 0x22, 0x74, 0x65, 0x78, 0x74, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0xed, 0xa0, 0x80, 0x22, 0x7d])],
  ['prototype keys', '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}},"email":"a@b.co"}'],
];

/** Hostile values for path parameters (already URL-encoded where needed). */
const PARAMS = [
  '%00',
  '99999999999',
  '2147483648',
  '-1',
  '1e400',
  '%E0%A4%A',
  '%',
  'a'.repeat(5000),
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%98%80',
  '0x10',
  '00000000-0000-4000-8000-000000000000',
  '%0D%0ASet-Cookie:%20x=1',
];

/** Hostile query strings. */
const QUERIES = [
  '',
  '?limit=1e400&offset=-1',
  '?limit=%00&offset=99999999999999999999',
  '?include_audio=%00&include_images=%1b',
  '?limit[]=1&limit[]=2',
  `?q=${'z'.repeat(8000)}`,
  '?grant_type=%00',
  '?provider=%E0%A4%A&redirect_to=javascript:alert(1)',
  '?offset=2147483648',
  '?%ff=%fe',
];

let ipSeq = 0;
const nextIp = () => `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`;

interface Failure {
  request: string;
  status: number | string;
}

async function hit(
  method: string,
  url: string,
  init: { token?: string; body?: string | Uint8Array | FormData; contentType?: string },
): Promise<number | string> {
  const headers: Record<string, string> = { 'X-Forwarded-For': nextIp() };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.contentType) headers['Content-Type'] = init.contentType;
  try {
    const res = await app.fetch(url, { method, headers, body: init.body as BodyInit | undefined, redirect: 'manual' });
    await res.arrayBuffer();
    return res.status;
  } catch (error) {
    // An early 413 may close the connection while a large body is still being sent.
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return cause === 'UND_ERR_SOCKET' || cause === 'ECONNRESET' || cause === 'EPIPE' ? 'closed' : `error ${(error as Error).message}`;
  }
}

/** One GET /v1/health on its own connection, as a load balancer's probe (never a fuzzed socket). */
function healthProbe(): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.get(`${app.url}/v1/health`, { agent: false, timeout: 10_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve(error.message));
  });
}

/** Polls /v1/health every 50 ms until stopped; returns each answer's status and milliseconds. */
function watchHealth() {
  const samples: { status: number | string; ms: number }[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      const status = await healthProbe();
      samples.push({ status, ms: performance.now() - started });
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return samples;
    },
  };
}

describe('fuzz: every /v1 and /auth/v1 route × hostile input', () => {
  it('never answers 5xx, and /v1/health keeps answering', async () => {
    const routes = enumerateRoutes();
    // The suite cannot pass by finding nothing to fuzz.
    expect(routes.length).toBeGreaterThanOrEqual(25);
    for (const must of ['POST /v1/stories', 'POST /auth/v1/signup', 'POST /v1/me/characters', 'GET /v1/stories/private/:id', 'POST /v1/analytics/events']) {
      expect(routes.map((r) => `${r.method} ${r.path}`)).toContain(must);
    }

    const failures: Failure[] = [];
    let requests = 0;
    const health = watchHealth();
    const record = (request: string, status: number | string) => {
      requests++;
      if (typeof status !== 'number' ? status !== 'closed' : status >= 500) failures.push({ request, status });
    };

    // Logout (last) ends its session; every route gets a fresh user so a token is always valid.
    routes.sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')));
    for (const route of routes) {
      let user: TestUser = await createTestUser(app);
      const tokens = [undefined, user.accessToken];
      const hasParams = route.path.includes(':');
      const paths = hasParams ? PARAMS.map((p) => route.path.replace(/:[A-Za-z]+/g, p)) : [route.path];
      if (hasParams) paths.push(route.path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000'));

      for (const token of tokens) {
        for (const path of paths) {
          for (const query of QUERIES)
            record(
              `${route.method} ${path.slice(0, 80)}${query.slice(0, 60)} ${token ? 'signed in' : 'visitor'}`,
              await hit(route.method, path + query, { token }),
            );
        }
        if (route.method === 'GET' || route.method === 'DELETE') continue;
        const target = paths.at(-1)!;
        for (const [label, body] of BODIES) {
          for (const contentType of ['application/json', 'text/plain;charset=UTF-8']) {
            record(
              `${route.method} ${target} ${label} as ${contentType} ${token ? 'signed in' : 'visitor'}`,
              await hit(route.method, target, { token, body, contentType }),
            );
          }
        }
        // Multipart with hostile fields (uploads, and routes that expect JSON).
        const form = new FormData();
        for (const f of ['name', 'kind', 'gender', 'age', 'description', 'language']) form.append(f, `${NUL}${CONTROLS}`);
        form.append('file', new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0x00, 0x00])], { type: 'image/jpeg' }), `evil${NUL}.jpg`);
        record(`${route.method} ${target} hostile multipart ${token ? 'signed in' : 'visitor'}`, await hit(route.method, target, { token, body: form }));
        record(
          `${route.method} ${target} multipart claimed, JSON sent`,
          await hit(route.method, target, { token, body: '{"name":"x"}', contentType: 'multipart/form-data; boundary=zzz' }),
        );
        record(
          `${route.method} ${target} wrong content type`,
          await hit(route.method, target, { token, body: HUGE.slice(0, 1000), contentType: 'application/x-www-form-urlencoded' }),
        );
        if (route.path.endsWith('/logout')) user = await createTestUser(app);
      }
    }

    const samples = await health.stop();
    const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
    const p99 = ms[Math.min(ms.length - 1, Math.floor(ms.length * 0.99))] ?? NaN;
    console.log(
      `fuzz: ${routes.length} routes, ${requests} requests; /v1/health answered ${samples.length} times, p50 ${ms[Math.floor(ms.length / 2)]?.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${ms.at(-1)?.toFixed(0)} ms`,
    );

    expect(failures).toEqual([]);
    expect(samples.length).toBeGreaterThan(10);
    expect(samples.filter((s) => s.status !== 200)).toEqual([]);
  }, 600_000);
});

/** Standard, WebDAV and made-up methods: none may reach an error path. */
const METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'TRACK',
  'CONNECT',
  'PROPFIND',
  'PROPPATCH',
  'MKCOL',
  'COPY',
  'MOVE',
  'LOCK',
  'UNLOCK',
  'SEARCH',
  'QUERY',
  'REPORT',
  'PURGE',
  'LINK',
  'UNLINK',
  'M-SEARCH',
  'NOTIFY',
  'SUBSCRIBE',
  'BREW',
];
/** Pages (prerendered, server-rendered, per language), files and API paths. */
const SITE_PATHS = [
  '/',
  '/library',
  '/library?page=2',
  '/pricing',
  '/login',
  '/es/library',
  '/fr/pricing',
  '/public-stories/00000000-0000-4000-8000-000000000000',
  '/account',
  '/nope',
  '/_astro/missing.js',
  '/favicon.ico',
  '/media/x.webp',
  '/v1/health',
  '/v1/health/live',
  '/v1/stories/public/all',
  '/v1/stories/interpret',
  '/v1/me/characters',
  '/auth/v1/token',
  '/.well-known/security.txt',
  '/metrics',
];

/** One raw request (any method, CONNECT included) on its own connection: the status, or what happened to the socket. */
function rawRequest(base: string, method: string, pathname: string): Promise<number | string> {
  return new Promise((resolve) => {
    const u = new URL(base);
    const req = http.request(
      { host: u.hostname, port: u.port, method, path: pathname, agent: false, timeout: 20_000, headers: { Cookie: 'bh_locale=de; session=secret' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    // CONNECT answers through the 'connect' event, not a response.
    req.on('connect', (res, socket) => {
      socket.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve(error.message));
    req.end();
  });
}

describe('every HTTP method on pages and API paths of the built site', () => {
  const site = useBuiltSite('bh-fuzz-methods-');

  it('answers each method with a 4xx or a real answer, never a 5xx or a dropped connection', async () => {
    const wrong: string[] = [];
    for (const method of METHODS) {
      for (const pathname of SITE_PATHS) {
        const status = await rawRequest(site.base, method, pathname);
        if (typeof status !== 'number' || status < 200 || status >= 500) wrong.push(`${method} ${pathname} → ${status}`);
      }
    }
    expect(wrong).toEqual([]);
    // Refused as such (Node's parser itself answers 400 to TRACK); nothing reached the error log.
    for (const method of ['TRACE', 'CONNECT']) expect(await rawRequest(site.base, method, '/library')).toBe(405);
    expect(site.lines.filter((l) => /"level":(50|60)/.test(l))).toEqual([]);
  }, 300_000);
});
