// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';

// Pages are static by default; a page that needs the request sets `prerender = false`.
// The adapter builds in middleware mode: src/server/main.ts owns the Node server, serves the
// API itself and hands every other request to Astro with the shared runtime in `locals`.
export default defineConfig({
  site: process.env.PUBLIC_URL ?? 'http://localhost:4321',
  output: 'static',
  adapter: node({ mode: 'middleware' }),
  // robots.txt and sitemap.xml are endpoints (src/pages), so the sitemap lists public stories too.
  integrations: [react()],
  vite: { plugins: [tailwindcss()] },
  build: { inlineStylesheets: 'always' },
  prefetch: false,
  devToolbar: { enabled: false },
});
