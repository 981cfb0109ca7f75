// @ts-check
/**
 * Astro integration building the service worker: after `astro build`, esbuild
 * bundles src/pwa/sw.ts (Workbox modules included) and Workbox's injectManifest writes it to
 * dist/client/sw.js with the precache list (icons, favicon, manifest).
 * The worker is a same-origin script file, so the page CSP needs no change to run it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';

/** @returns {import('astro').AstroIntegration} */
export default function pwa() {
  /** @type {URL} */
  let clientDir;
  return {
    name: 'bedtime-hero-pwa',
    hooks: {
      'astro:config:done': ({ config }) => {
        clientDir = config.build.client;
      },
      'astro:build:done': async ({ logger }) => {
        const out = fileURLToPath(clientDir);
        const tmp = await mkdtemp(path.join(os.tmpdir(), 'bh-sw-'));
        try {
          const bundled = path.join(tmp, 'sw.js');
          await build({
            entryPoints: [fileURLToPath(new URL('./sw.ts', import.meta.url))],
            bundle: true,
            format: 'iife',
            minify: true,
            target: 'es2020',
            outfile: bundled,
            define: { 'process.env.NODE_ENV': '"production"' },
            logLevel: 'warning',
          });
          const { count, size, warnings } = await injectManifest({
            swSrc: bundled,
            swDest: path.join(out, 'sw.js'),
            globDirectory: out,
            // Only the app shell's icons and manifest: a saved story keeps the very scripts its
            // page was built with in the offline story cache (src/lib/offline-stories.ts), so a
            // new deploy cannot leave a saved page pointing at scripts that are gone.
            globPatterns: ['icons/*.png', 'favicon.svg', 'manifest.webmanifest'],
          });
          for (const w of warnings) logger.warn(w);
          logger.info(`sw.js precaches ${count} files, ${(size / 1024).toFixed(0)} KiB`);
        } finally {
          await rm(tmp, { recursive: true, force: true });
        }
      },
    },
  };
}
