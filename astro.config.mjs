// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';

const PRIVATE = ['/stories', '/create-story', '/personalize', '/my-purchases', '/purchase/', '/signup', '/login', '/checkout/'];

// Pages are static by default; a page that needs the request sets `prerender = false`.
// The adapter builds in middleware mode: src/server/main.ts owns the Node server, serves the
// API itself and hands every other request to Astro with the shared runtime in `locals`.
export default defineConfig({
  site: process.env.PUBLIC_URL ?? 'http://localhost:4321',
  output: 'static',
  adapter: node({ mode: 'middleware' }),
  integrations: [
    react(),
    sitemap({ filter: (page) => !PRIVATE.some((p) => new URL(page).pathname.startsWith(p)) }),
  ],
  vite: { plugins: [tailwindcss()] },
  build: { inlineStylesheets: 'always' },
  prefetch: false,
  devToolbar: { enabled: false },
});
