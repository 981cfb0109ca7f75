/**
 * robots.txt and sitemap.xml: the public pages are
 * listed and indexable; private pages are disallowed here and carry noindex in their head.
 */

/** Public pages with their sitemap priority (the public stories are added live). */
export const PUBLIC_PAGES: { path: string; priority: number; changefreq: 'daily' | 'weekly' | 'monthly' | 'yearly' }[] = [
  { path: '/', priority: 1.0, changefreq: 'weekly' },
  { path: '/library', priority: 0.9, changefreq: 'daily' },
  { path: '/pricing', priority: 0.8, changefreq: 'monthly' },
  { path: '/contact', priority: 0.5, changefreq: 'yearly' },
  { path: '/terms', priority: 0.3, changefreq: 'yearly' },
  { path: '/privacy', priority: 0.3, changefreq: 'yearly' },
  { path: '/cookies', priority: 0.3, changefreq: 'yearly' },
];

/** Paths search engines must not crawl: signed-in screens, sign-in, the API and media. */
export const DISALLOWED_PREFIXES = [
  '/stories',
  '/create-story',
  '/personalize',
  '/my-purchases',
  '/account',
  '/purchase/',
  '/login',
  '/signup',
  '/reset-password',
  '/v1/',
  '/auth/',
  '/media/',
];

const trimOrigin = (origin: string) => origin.replace(/\/+$/, '');

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED_PREFIXES.map((p) => `Disallow: ${p}`), '', `Sitemap: ${trimOrigin(origin)}/sitemap.xml`, ''].join('\n');
}

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** The origin @astrojs/sitemap writes into the built sitemap (astro.config.mjs `site`), replaced when served. */
export const BUILD_SITE_ORIGIN = 'https://public-url.bedtime-hero.invalid';

const storyUrl = (base: string, s: { id: string; lastmod?: Date | null }) =>
  `<url><loc>${xmlEscape(`${base}/public-stories/${encodeURIComponent(s.id)}`)}</loc>${s.lastmod ? `<lastmod>${s.lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}<changefreq>monthly</changefreq><priority>0.6</priority></url>`;

/**
 * The sitemap @astrojs/sitemap built (the public pages in all 14 locales, each with its
 * xhtml:link hreflang alternates) with the running origin written in and one entry per public
 * story added. `built` is the text of dist/client/sitemap-0.xml.
 */
export function mergeSitemap(built: string, origin: string, stories: { id: string; lastmod?: Date | null }[]): string {
  const base = trimOrigin(origin);
  const withOrigin = built.replaceAll(BUILD_SITE_ORIGIN, xmlEscape(base));
  const end = withOrigin.lastIndexOf('</urlset>');
  if (end === -1) return sitemapXml(origin, stories);
  return `${withOrigin.slice(0, end)}${stories.map((s) => storyUrl(base, s)).join('')}</urlset>\n`;
}

/** The sitemap: the public pages, then one entry per public example story (`lastmod` ISO date). */
export function sitemapXml(origin: string, stories: { id: string; lastmod?: Date | null }[]): string {
  const base = trimOrigin(origin);
  const urls = [
    ...PUBLIC_PAGES.map(
      (p) => `<url><loc>${xmlEscape(base + p.path)}</loc><changefreq>${p.changefreq}</changefreq><priority>${p.priority.toFixed(1)}</priority></url>`,
    ),
    ...stories.map((s) => storyUrl(base, s)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
