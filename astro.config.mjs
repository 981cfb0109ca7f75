// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'astro/config';
import pwa from './src/pwa/integration.mjs';

/** CSP hash of the one inline script Astro does not hash itself (src/layouts/auth-gate.js, is:inline). */
/** @type {`sha256-${string}`} */
const authGateHash = `sha256-${createHash('sha256').update(readFileSync(new URL('./src/layouts/auth-gate.js', import.meta.url))).digest('base64')}`;

// Pages are static by default; a page that needs the request sets `prerender = false`.
// The adapter builds in middleware mode: src/server/main.ts owns the Node server, serves the
// API itself and hands every other request to Astro with the shared runtime in `locals`.
export default defineConfig({
  // Never baked in (issue 19): one build serves every environment. Prerendered pages carry this
  // placeholder origin and the server writes its PUBLIC_URL in when serving them
  // (BUILD_PLACEHOLDERS in src/lib/site-config.ts, src/server/http/static-pages.ts).
  site: 'https://public-url.bedtime-hero.invalid',
  output: 'static',
  // staticHeaders: the CSP of every prerendered page goes to dist/_headers.json (served as a
  // header by src/server/main.ts), never as a <meta> tag; server-rendered pages get it as a header.
  adapter: node({ mode: 'middleware', staticHeaders: true }),
  // robots.txt and sitemap.xml are endpoints (src/pages), so the sitemap lists public stories too.
  // pwa(): the service worker and its precache list, written after the build (issue 21.4).
  integrations: [react(), pwa()],
  vite: { plugins: [tailwindcss()] },
  build: { inlineStylesheets: 'always' },
  prefetch: false,
  devToolbar: { enabled: false },
  // Content-Security-Policy (issue 18): Astro hashes every script and style it emits, so scripts
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
