/**
 * One build, every environment: the same `dist` is started twice, as
 * `npm start` starts it (node on src/server/main.ts), with different PUBLIC_URL, SUPABASE_URL
 * (and anon key), Google, analytics and contact address, and each server's pages carry its own
 * values: canonical links and structured data, the browser's site config, the contact address,
 * the privacy policy's processors, and the sign-up links and /signup (custom login is off with
 * hosted Supabase). No build placeholder ever reaches a page. Needs `npm run build` first.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startChild } from '../../helpers/spawn-runtime.ts';

interface Site {
  base: string;
  child: ChildProcess;
  get(pathname: string): Promise<{ status: number; html: string; location: string | null }>;
}

const PLACEHOLDER = /bedtime-hero\.invalid|runtime-if:|runtime-else:|runtime:processors/;

/** The JSON of the page's <script id="site-config">. */
const siteConfigOf = (html: string) =>
  JSON.parse(/<script id="site-config" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>;
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describe('configuration read at run time', () => {
  const dirs: string[] = [];
  const sites: Site[] = [];

  async function startSite(env: Record<string, string>): Promise<Site> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bh-runtime-config-'));
    dirs.push(dataDir);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // Always the embedded database: this is about the pages, not the database.
    const started = startChild(
      { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info', PHOTO_ANALYSIS: 'false', ...env },
      'src/server/main.ts',
      'node',
    );
    await started.waitFor(/Bedtime Hero is listening/, 120_000);
    const site: Site = {
      base,
      child: started.child,
      async get(pathname) {
        const res = await fetch(base + pathname, { redirect: 'manual' });
        return { status: res.status, html: await res.text(), location: res.headers.get('location') };
      },
    };
    sites.push(site);
    return site;
  }

  let a: Site;
  let b: Site;
  beforeAll(async () => {
    if (!fs.existsSync(path.resolve('dist/server/entry.mjs'))) throw new Error('The site is not built: run `npm run build` before this test (npm test does).');
    a = await startSite({ PUBLIC_URL: 'https://stories-a.example.com', CONTACT_EMAIL: 'help@stories-a.example.com' });
    b = await startSite({
      PUBLIC_URL: 'https://stories-b.example.org',
      SUPABASE_URL: 'https://abcdefgh.supabase.co',
      SUPABASE_ANON_KEY: 'anon-key-of-b',
      CONTACT_EMAIL: "o'brien@stories-b.example.org",
      ANALYTICS_ENDPOINT: 'https://plausible.example.org/api/event',
      ANALYTICS_DOMAIN: 'stories-b.example.org',
    });
  });
  afterAll(async () => {
    for (const s of sites) {
      const exited = new Promise((resolve) => s.child.once('exit', resolve));
      s.child.kill('SIGTERM');
      await exited;
    }
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it("writes each server's PUBLIC_URL into canonical links and structured data, prerendered or not", async () => {
    for (const [site, origin] of [
      [a, 'https://stories-a.example.com'],
      [b, 'https://stories-b.example.org'],
    ] as const) {
      const home = await site.get('/');
      expect(home.status).toBe(200);
      expect(canonicalOf(home.html)).toBe(`${origin}/`);
      expect(home.html).toContain(`"url":"${origin}/"`);
      expect(home.html).toContain(`<meta property="og:image" content="${origin}/og-image.png"`);
      expect(canonicalOf((await site.get('/terms')).html)).toBe(`${origin}/terms`);
      // /library is rendered per request.
      expect(canonicalOf((await site.get('/library')).html)).toBe(`${origin}/library`);
    }
  });

  it("gives the browser each server's Supabase, analytics and login settings", async () => {
    const configA = siteConfigOf((await a.get('/login')).html);
    expect(configA).toMatchObject({
      customLogin: true,
      supabaseUrl: '',
      googleEnabled: false,
      contactEmail: 'help@stories-a.example.com',
      analyticsEndpoint: '',
    });
    const configB = siteConfigOf((await b.get('/login')).html);
    expect(configB).toMatchObject({
      customLogin: false,
      supabaseUrl: 'https://abcdefgh.supabase.co',
      supabaseAnonKey: 'anon-key-of-b',
      googleEnabled: true,
      analyticsEndpoint: 'https://plausible.example.org/api/event',
      analyticsDomain: 'stories-b.example.org',
    });
  });

  it('shows sign-up only where the custom login is on', async () => {
    const homeA = await a.get('/');
    expect(homeA.html).toContain('href="/signup"');
    expect(homeA.html).toContain('data-hero-cta');
    expect(homeA.html).toMatch(/href="\/signup\?redirectTo=%2Fcreate-story" data-hero-cta/);
    expect((await a.get('/signup')).status).toBe(200);

    const homeB = await b.get('/');
    expect(homeB.html).not.toContain('href="/signup"');
    expect(homeB.html).toMatch(/href="\/login\?redirectTo=%2Fcreate-story" data-hero-cta/);
    expect(homeB.html.match(/data-hero-cta/g)).toHaveLength(1);
    const signup = await b.get('/signup?redirectTo=%2Fcreate-story');
    expect(signup.status).toBe(302);
    expect(signup.location).toBe('/login?redirectTo=%2Fcreate-story');
  });

  it("writes each server's contact address and processors into the contact and legal pages", async () => {
    const contactA = (await a.get('/contact')).html;
    expect(contactA).toContain('href="mailto:help@stories-a.example.com"');
    const contactB = (await b.get('/contact')).html;
    expect(contactB).toContain('href="mailto:o&#39;brien@stories-b.example.org"');
    expect(contactB).not.toContain('help@stories-a.example.com');

    const privacyA = (await a.get('/privacy')).html;
    expect(privacyA).toContain('no outside processors');
    expect(privacyA).toContain('mailto:help@stories-a.example.com');
    const privacyB = (await b.get('/privacy')).html;
    expect(privacyB).toContain('<strong>Supabase</strong>');
    expect(privacyB).toContain('the project region of abcdefgh.supabase.co');
    expect(privacyB).not.toContain('no outside processors');
    // A translated privacy policy lists the same processors in its own language.
    const privacyDeB = (await b.get('/de/privacy')).html;
    expect(privacyDeB).toContain('<strong>Supabase</strong> übernimmt Registrierung');
    expect(privacyDeB).toContain('die Projektregion von abcdefgh.supabase.co');
    expect(privacyDeB).not.toContain('handles sign-up');
    expect((await a.get('/es/privacy')).html).toContain('no recurrimos a ningún encargado del tratamiento externo');
  });

  it('never lets a build placeholder reach a page', async () => {
    for (const site of [a, b]) {
      for (const pathname of [
        '/',
        '/login',
        '/signup',
        '/contact',
        '/privacy',
        '/terms',
        '/cookies',
        '/pricing',
        '/library',
        '/create-story',
        '/no-such-page',
        '/index.html',
        '/terms/',
        '/de/privacy',
        '/ja/privacy',
      ]) {
        const page = await site.get(pathname);
        expect(page.html, `${site.base}${pathname}`).not.toMatch(PLACEHOLDER);
      }
    }
  });

  it('answers a repeated request for a prerendered page with 304', async () => {
    const first = await fetch(`${a.base}/terms`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await fetch(`${a.base}/terms`, { headers: { 'if-none-match': etag! } })).status).toBe(304);
  });
});
