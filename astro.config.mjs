// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import tailwindcss from '@tailwindcss/vite';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'astro/config';
import pwa from './src/pwa/integration.mjs';

/** CSP hash of the one inline script Astro does not hash itself (src/layouts/auth-gate.js, is:inline). */
/** @type {`sha256-${string}`} */
const authGateHash = `sha256-${createHash('sha256')
  .update(readFileSync(new URL('./src/layouts/auth-gate.js', import.meta.url)))
  .digest('base64')}`;

// Pages are static by default; a page that needs the request sets `prerender = false`.
// The adapter builds in middleware mode: src/server/main.ts owns the Node server, serves the
// API itself and hands every other request to Astro with the shared runtime in `locals`.
// The 14 UI languages (= the story languages, src/shared/catalog.ts). English at the root.
const LOCALES = ['en', 'es', 'fr', 'de', 'ar', 'zh', 'nl', 'hi', 'it', 'ja', 'ko', 'pl', 'pt', 'tr'];
const SITE = 'https://public-url.bedtime-hero.invalid';
// Public pages in the sitemap (src/lib/seo.ts PUBLIC_PAGES): the static ones come from the build,
// /library and /pricing are server-rendered: the integration lists the English ones, their locale copies are added by hand.
const PUBLIC_PATHS = ['/', '/library', '/pricing', '/contact', '/terms', '/privacy', '/cookies'];
/** @param {string} path @param {string} l */
const localized = (path, l) => (l === 'en' ? path : path === '/' ? `/${l}/` : `/${l}${path}`);

export default defineConfig({
  // Never baked in: one build serves every environment. Prerendered pages carry this
  // placeholder origin and the server writes its PUBLIC_URL in when serving them
  // (BUILD_PLACEHOLDERS in src/lib/site-config.ts, src/server/http/static-pages.ts).
  site: SITE,
  output: 'static',
  // staticHeaders: the CSP of every prerendered page goes to dist/_headers.json (served as a
  // header by src/server/main.ts), never as a <meta> tag; server-rendered pages get it as a header.
  adapter: node({ mode: 'middleware', staticHeaders: true }),
  // robots.txt and sitemap.xml are endpoints (src/pages), so the sitemap lists public stories too.
  // pwa(): the service worker and its precache list, written after the build.
  // sitemap(): the public pages in every locale with their hreflang alternates;
  // src/pages/sitemap.xml.ts serves it with the running origin and adds the public stories.
  i18n: { locales: LOCALES, defaultLocale: 'en', routing: { prefixDefaultLocale: false } },
  integrations: [
    react(),
    sitemap({
      i18n: { defaultLocale: 'en', locales: Object.fromEntries(LOCALES.map((l) => [l, l])) },
      filter: (page) => PUBLIC_PATHS.some((p) => LOCALES.some((l) => new URL(page).pathname.replace(/\/$/, '') === localized(p, l).replace(/\/$/, ''))),
      customPages: ['/library', '/pricing'].flatMap((p) => LOCALES.filter((l) => l !== 'en').map((l) => new URL(localized(p, l), SITE).href)),
      // One URL per page, as in the canonical links (src/components/PageHead.astro): no trailing slash.
      serialize: (item) => {
        /** @param {string} u */
        const bare = (u) => {
          const url = new URL(u);
          url.pathname = url.pathname.replace(/(.)\/+$/, '$1');
          return url.href;
        };
        return { ...item, url: bare(item.url), links: item.links?.map((link) => ({ ...link, url: bare(link.url) })) };
      },
    }),
    pwa(),
    clientDirectives(),
  ],
  // Paraglide compiles messages/*.json into src/paraglide on every build (also `npm run i18n`).
  vite: { plugins: [tailwindcss(), paraglideVitePlugin({ project: './project.inlang', outdir: './src/paraglide' }), fewerClientChunks()] },
  build: { inlineStylesheets: 'always' },
  prefetch: false,
  devToolbar: { enabled: false },
  // Content-Security-Policy: Astro hashes every script and style it emits, so scripts
  // need no 'unsafe-inline'. Inline style attributes (React islands set style={...}) are allowed.
  // The other directives (frame-ancestors, connect-src, …) are added at run time by
  // src/server/http/security-headers.ts, which knows the configured origins.
  security: {
    csp: {
      algorithm: 'SHA-256',
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
      scriptDirective: { hashes: [authGateHash] },
    },
  },
});

/**
 * Our own client directive and renderer: `client:afterload` hydrates an island after the page's
 * load event (src/directives/after-load.ts), `client:interaction` when the visitor starts using it
 * (src/directives/on-interaction.ts); the `behaviour` renderer runs page scripts written
 * with defineBehaviour (src/lib/behaviour.ts) as islands, so they too can wait for the load event.
 * @returns {import('astro').AstroIntegration}
 */
function clientDirectives() {
  return {
    name: 'bedtime-hero:client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective, addRenderer }) => {
        addClientDirective({ name: 'afterload', entrypoint: './src/directives/after-load.ts' });
        addClientDirective({ name: 'interaction', entrypoint: './src/directives/on-interaction.ts' });
        addRenderer({
          name: 'bedtime-hero:behaviour',
          serverEntrypoint: './src/directives/behaviour-server.ts',
          clientEntrypoint: './src/directives/behaviour-client.ts',
        });
      },
    },
  };
}

/**
 * Largest paint on every page: the browser build put every small module of the site-wide scripts
 * (header, toasts, feedback, analytics, PWA, story progress: auth, stores, site config, analytics…)
 * in a chunk of its own, ~15 files of 1-3 KB on every page plus the islands' own. On a phone each
 * file costs a round trip, queued with the LCP picture and the fonts. Every page loads all of these
 * modules anyway, so they go into one `site` chunk: fewer requests, the same bytes. Only modules the
 * site's behaviour (src/lib/site/index.ts, the layout's one island) imports statically are grouped
 * (code behind import() stays lazy); islands keep the default splitting, except React and its
 * renderer, one `react` chunk that every island page loads whole anyway. Client build only.
 */
const SITE_SCRIPT = /[\\/]src[\\/]lib[\\/]site[\\/]index\.ts$/;
/** @returns {import('vite').Plugin} */
function fewerClientChunks() {
  /** @type {Map<string, boolean>} */
  const memo = new Map();
  /**
   * True when the site's behaviour reaches the module through static imports only.
   * @param {string} id
   * @param {{ getModuleInfo(id: string): { importers: readonly string[] } | null }} ctx
   * @param {Set<string>} [seen]
   * @returns {boolean}
   */
  const fromSiteScript = (id, ctx, seen = new Set()) => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    if (seen.has(id)) return false;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    const found = (info?.importers ?? []).some((/** @type {string} */ importer) => SITE_SCRIPT.test(importer) || fromSiteScript(importer, ctx, seen));
    memo.set(id, found);
    return found;
  };
  return {
    name: 'bedtime-hero:fewer-client-chunks',
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: (id, ctx) => (!SITE_SCRIPT.test(id) && fromSiteScript(id, ctx) ? 'site' : null) },
                  // React, React DOM and Astro's React renderer: every island page needs all of them.
                  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/ },
                ],
              },
            },
          },
        },
      };
    },
  };
}
