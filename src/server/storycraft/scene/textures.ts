/**
 * Textures a story's pages share, made once per story instead of once per page (a story's
 * pages are drawn many at a time, so per-page work is what limits throughput). resvg computed them per page from feTurbulence filters seeded by the
 * story; here resvg renders each once into a PNG that the page reads as an image. Deterministic:
 * the same filter gives the same bytes. A page-media child keeps the last few (TEXTURE_CACHE_SIZE).
 *
 * - The watercolor wash noise (washNoiseHref): the filter displaces the scenery along a
 *   low-frequency fractal noise, ~0.13 CPU-s of a watercolor page's ~0.21. The noise is smooth
 *   (features of ~45 px at 1024), so a half-size raster scaled up gives the same displacement:
 *   mean pixel difference 0.04-0.12 of 255 against the per-page turbulence (textures.test.ts).
 * - The paper grain tile of storybook and watercolor (grainTileHref): a 256 px tile, rendered at
 *   its own size, so the page's pixels are byte-identical; ~0.015 CPU-s a page.
 */
import { Resvg } from '@resvg/resvg-js';

/** Side of the wash noise raster, px (the page is 1024: half size, see above). */
export const WASH_NOISE_SIDE = 512;
/** Textures kept per process: a page-media child works on a few stories at a time, two textures each. */
const TEXTURE_CACHE_SIZE = 16;
const cache = new Map<string, string>();

/**
 * `filter` (an SVG <filter id="f"> in user space) applied to a `size`-px square, rendered to a
 * `side`-px PNG, as a data URI; cached by all three. Errors: none expected (our own SVG); resvg's
 * own error would propagate.
 */
function filterTileHref(filter: string, size: number, side: number): string {
  const key = `${size}|${side}|${filter}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><defs>${filter}</defs><rect width="${size}" height="${size}" filter="url(#f)"/></svg>`;
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: side }, font: { loadSystemFonts: false }, shapeRendering: 2, imageRendering: 0 })
    .render()
    .asPng();
  const href = `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
  if (cache.size >= TEXTURE_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, href);
  return href;
}

/**
 * The watercolor wash noise for `seed` (1-997) on a page `size` px wide: a `data:image/png` URI,
 * WASH_NOISE_SIDE px square, with the turbulence's values unchanged (read it in sRGB).
 */
export function washNoiseHref(seed: number, size: number): string {
  const filter = `<filter id="f" x="0" y="0" width="${size}" height="${size}" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="0.022" numOctaves="2" seed="${seed}"/></filter>`;
  return filterTileHref(filter, size, WASH_NOISE_SIDE);
}

/**
 * The paper grain tile, `tile` px square at 1:1: fractal noise of `frequency`, tinted brown at
 * `alpha` (0-1), for `seed` (1-997). A `data:image/png` URI.
 */
export function grainTileHref(seed: number, frequency: number, alpha: number, tile: number): string {
  const filter = `<filter id="f" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="2" seed="${seed}" stitchTiles="stitch"/><feColorMatrix type="matrix" values="0 0 0 0 0.45  0 0 0 0 0.36  0 0 0 0 0.25  0 0 0 ${alpha * 3} -${alpha}"/></filter>`;
  return filterTileHref(filter, tile, tile);
}
