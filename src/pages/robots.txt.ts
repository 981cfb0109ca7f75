/** GET /robots.txt: built per request so the sitemap address is the server's own PUBLIC_URL. */
import type { APIRoute } from 'astro';
import { robotsTxt } from '../lib/seo.ts';
import type { Runtime } from '../server/runtime.ts';

export const prerender = false;

export const GET: APIRoute = ({ locals, url }) => {
  const runtime = (locals as { runtime?: Runtime }).runtime;
  return new Response(robotsTxt(runtime?.config.publicUrl ?? url.origin), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
};
