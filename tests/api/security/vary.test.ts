/**
 * Answers that depend on the visitor's language say so. An English page is redirected to the
 * visitor's language (bh_locale cookie, else Accept-Language), so when it is served as asked (and
 * the public ones are kept by shared caches for a minute) it carries `Vary: Accept-Language,
 * Cookie` next to the `Accept-Encoding` its compression adds; a CDN would otherwise hand the
 * English /library it kept to a Spanish visitor who should have been redirected. API errors are
 * written in the request's language: never stored by a shared cache, and varied by language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';
import { useBuiltSite } from '../../helpers/spawn-runtime.ts';

const varyNames = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);

describe('API errors in the request language', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app?.close());

  it.each([
    ['401 of a private route', '/v1/stories/private/all'],
    ['404 of an unknown route', '/v1/no-such-route'],
    ['422 of bad input', '/v1/stories/public/all?limit=1000'],
  ])('%s carries Cache-Control no-store and Vary: Accept-Language', async (_label, pathname) => {
    const res = await app.fetch(pathname, { headers: { 'Accept-Language': 'es' } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(varyNames(res.headers.get('vary'))).toContain('accept-language');
  });
});

describe('pages chosen by language', () => {
  const site = useBuiltSite('bh-vary-');

  it.each(['/library', '/pricing', '/', '/login'])(
    '%s served in English varies by Accept-Language, Cookie and Accept-Encoding, first render and kept copy alike',
    async (pathname) => {
      for (let i = 0; i < 2; i++) {
        const res = await fetch(site.base + pathname, { headers: { 'Accept-Language': 'en-GB,en;q=0.9', 'Accept-Encoding': 'br, gzip' }, redirect: 'manual' });
        await res.arrayBuffer();
        expect(res.status).toBe(200);
        expect(varyNames(res.headers.get('vary'))).toEqual(expect.arrayContaining(['accept-language', 'cookie', 'accept-encoding']));
      }
      // The same URL for a Spanish visitor is a redirect, which is why the English answer must vary.
      const es = await fetch(site.base + pathname, { headers: { 'Accept-Language': 'es' }, redirect: 'manual' });
      expect(es.status).toBe(302);
    },
  );
});
