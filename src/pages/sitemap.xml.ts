/** GET /sitemap.xml: the public pages and every public example story (SPEC §2 /public-stories). */
import type { APIRoute } from 'astro';
import { sitemapXml } from '../lib/seo.ts';
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
  return new Response(sitemapXml(runtime?.config.publicUrl ?? url.origin, stories), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
};
