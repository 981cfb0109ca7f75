/**
 * GET /sitemap.xml: the public pages in every locale with hreflang alternates, written by
 * @astrojs/sitemap at build time (dist/client/sitemap-0.xml), and every public example
 * story (/public-stories/{id}). Without a build (tests of the endpoint alone) the English pages.
 */
import type { APIRoute } from 'astro';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { mergeSitemap, sitemapXml } from '../lib/seo.ts';
import type { Runtime } from '../server/runtime.ts';

export const prerender = false;

export const GET: APIRoute = async ({ locals, url }) => {
  const runtime = (locals as { runtime?: Runtime }).runtime;
  let stories: { id: string; lastmod: Date | null }[] = [];
  if (runtime) {
    try {
      stories = await runtime.db.query<{ id: string; lastmod: Date | null }>(
        `SELECT id, completed_at AS lastmod FROM stories WHERE is_public AND status = 'COMPLETE' ORDER BY public_rank NULLS LAST, created_at DESC LIMIT 5000`,
      );
    } catch (err) {
      // The static pages are still worth listing when the database is unavailable.
      runtime.log.warn({ err: { message: (err as Error).message } }, 'sitemap could not list public stories');
    }
  }
  const origin = runtime?.config.publicUrl ?? url.origin;
  let built: string | null = null;
  try {
    built = readFileSync(path.resolve('dist/client/sitemap-0.xml'), 'utf8');
  } catch {
    // no build output (endpoint run without `npm run build`): the English public pages only
  }
  return new Response(built ? mergeSitemap(built, origin, stories) : sitemapXml(origin, stories), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
};
