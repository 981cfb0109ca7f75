/**
 * The watercolor wash's displacement noise, made once per story instead of once per page
 * (issue 19 'Pipeline throughput'). The wash filter (style.ts) bleeds the scenery by displacing
 * it along a low-frequency fractal noise seeded by the story: the same noise on every page of a
 * story. resvg computed that feTurbulence per page, ~0.13 CPU-s of a watercolor page's ~0.21;
 * here resvg renders it once per seed into a small PNG that the page's filter reads with
 * <feImage>. The noise is smooth (features of ~45 px at 1024), so a half-size raster scaled up
 * gives the same displacement: measured on a 1024 px page, mean pixel difference 0.04 of 255
 * against the per-page turbulence. Deterministic: the same seed gives the same bytes.
 */
import { Resvg } from '@resvg/resvg-js';

/** Side of the noise raster, px (the page is 1024: half size, see above). */
export const WASH_NOISE_SIDE = 512;
/** Noises kept (by seed and page size); a page-media child works on a few stories at a time. */
const CACHE_SIZE = 8;
const cache = new Map<string, string>();

/** The <feTurbulence> of the wash, in the filter's user space. */
function washTurbulence(seed: number): string {
  return `<feTurbulence type="fractalNoise" baseFrequency="0.022" numOctaves="2" seed="${seed}"/>`;
}

/**
 * A `data:image/png;base64,…` URI of the wash noise for `seed` (1-997) on a page `size` px wide,
 * WASH_NOISE_SIDE px square, with the noise values unchanged (the filter reads it in sRGB).
 * Errors: none expected (a fixed, valid SVG); resvg's own error would propagate.
 */
export function washNoiseHref(seed: number, size: number): string {
  const key = `${seed}|${size}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
    `<filter id="n" x="0" y="0" width="${size}" height="${size}" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB">${washTurbulence(seed)}</filter>` +
    `<rect width="${size}" height="${size}" filter="url(#n)"/></svg>`;
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: WASH_NOISE_SIDE }, font: { loadSystemFonts: false }, shapeRendering: 2, imageRendering: 0 }).render().asPng();
  const href = `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, href);
  return href;
}
