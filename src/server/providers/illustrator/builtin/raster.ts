/**
 * Rasterizes a built-in page (style.ts PageSvg) to raw RGBA with resvg, the same way for the
 * pipeline's page-media children and the illustrator's PNG. A page with SoftLayers (ghibli) is
 * drawn as three layers instead of the one SVG: resvg's feGaussianBlur took ~115 ms of a ghibli
 * page's ~160 (measured: the same scenery without the filter renders in ~45), so the far scenery is drawn at half size, blurred
 * here (three box passes at half size) and laid between the sky and the rest while scaled back
 * up. Against resvg's own render of the one SVG: mean difference 0.14 of 255 per channel,
 * largest 48 on a few edge pixels of the blurred scenery (raster.test.ts holds it close); it is
 * the soft focus it was, at ~100 ms a page.
 */
import { Resvg, renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import type { PageSvg, SoftLayers } from '../../../storycraft/scene/style.ts';

/** resvg's options for a page, `side` px wide: no system fonts (pages draw no text), crisp-edged shapes where the SVG asks. */
export const resvgOptions = (side: number): ResvgRenderOptions => ({
  fitTo: { mode: 'width', value: side },
  font: { loadSystemFonts: false },
  shapeRendering: 2,
  imageRendering: 0,
});

/** Raw page pixels: RGBA, premultiplied (resvg's), opaque for every built-in page. */
export interface PagePixels {
  pixels: Buffer;
  width: number;
  height: number;
}

/** Box widths (odd) of three passes that together approximate a Gaussian of `sigma` px (W. Jarosz / P. Kovesi). */
export function boxWidths(sigma: number): number[] {
  const passes = 3;
  let low = Math.floor(Math.sqrt((12 * sigma * sigma) / passes + 1));
  if (low % 2 === 0) low--;
  const lowCount = Math.round((12 * sigma * sigma - passes * low * low - 4 * passes * low - 3 * passes) / (-4 * low - 4));
  return Array.from({ length: passes }, (_, i) => (i < lowCount ? low : low + 2));
}

function boxRows(src: Uint8Array, dst: Uint8Array, side: number, radius: number): void {
  const scale = 1 / (2 * radius + 1);
  for (let y = 0; y < side; y++) {
    const row = y * side * 4;
    let r = 0,
      g = 0,
      b = 0,
      a = 0;
    for (let x = 0; x <= radius && x < side; x++) {
      const i = row + x * 4;
      r += src[i]!;
      g += src[i + 1]!;
      b += src[i + 2]!;
      a += src[i + 3]!;
    }
    for (let x = 0; x < side; x++) {
      const o = row + x * 4;
      dst[o] = r * scale + 0.5;
      dst[o + 1] = g * scale + 0.5;
      dst[o + 2] = b * scale + 0.5;
      dst[o + 3] = a * scale + 0.5;
      if (x + radius + 1 < side) {
        const i = row + (x + radius + 1) * 4;
        r += src[i]!;
        g += src[i + 1]!;
        b += src[i + 2]!;
        a += src[i + 3]!;
      }
      if (x - radius >= 0) {
        const i = row + (x - radius) * 4;
        r -= src[i]!;
        g -= src[i + 1]!;
        b -= src[i + 2]!;
        a -= src[i + 3]!;
      }
    }
  }
}

function boxColumns(src: Uint8Array, dst: Uint8Array, side: number, radius: number, sums: Int32Array): void {
  const scale = 1 / (2 * radius + 1);
  const stride = side * 4;
  sums.fill(0);
  for (let y = 0; y <= radius && y < side; y++) for (let i = 0, row = y * stride; i < stride; i++) sums[i]! += src[row + i]!;
  for (let y = 0; y < side; y++) {
    for (let i = 0, out = y * stride; i < stride; i++) dst[out + i] = sums[i]! * scale + 0.5;
    if (y + radius + 1 < side) for (let i = 0, row = (y + radius + 1) * stride; i < stride; i++) sums[i]! += src[row + i]!;
    if (y - radius >= 0) for (let i = 0, row = (y - radius) * stride; i < stride; i++) sums[i]! -= src[row + i]!;
  }
}

/** Blurs square premultiplied RGBA `pixels` (`side` px) in place, ~Gaussian of `sigma` px; outside the square counts as transparent. */
export function boxBlur(pixels: Uint8Array, side: number, sigma: number): void {
  const spare = new Uint8Array(pixels.length);
  const sums = new Int32Array(side * 4);
  for (const width of boxWidths(sigma)) {
    const radius = (width - 1) >> 1;
    if (radius === 0) continue;
    boxRows(pixels, spare, side, radius);
    boxColumns(spare, pixels, side, radius, sums);
  }
}

/**
 * Lays the half-size blurred `far` (`margin / 2` px of it beyond each edge) over opaque `under`,
 * scaling it up 2x bilinearly, then premultiplied `over` on top; in place in `under`.
 */
function composite(under: Uint8Array, far: Uint8Array, over: Uint8Array, size: number, margin: number): void {
  const half = size / 2 + margin;
  const m = margin / 2;
  const stride = half * 4;
  for (let y = 0; y < size; y++) {
    // At 2x, output pixel y sits a quarter of a half-size pixel before or after the centre of half-size pixel y/2.
    const top = (y >> 1) + m - (y & 1 ? 0 : 1);
    const wTop = y & 1 ? 3 : 1;
    const r0 = top * stride;
    const r1 = r0 + stride;
    for (let x = 0; x < size; x++) {
      const left = (x >> 1) + m - (x & 1 ? 0 : 1);
      const wLeft = x & 1 ? 3 : 1;
      const w00 = wTop * wLeft,
        w01 = wTop * (4 - wLeft),
        w10 = (4 - wTop) * wLeft,
        w11 = (4 - wTop) * (4 - wLeft);
      const a = r0 + left * 4,
        b = a + 4,
        c = r1 + left * 4,
        d = c + 4;
      const alpha = (far[a + 3]! * w00 + far[b + 3]! * w01 + far[c + 3]! * w10 + far[d + 3]! * w11) / 16;
      if (alpha < 0.5) continue;
      const o = (y * size + x) * 4;
      const keep = 1 - alpha / 255;
      for (let ch = 0; ch < 3; ch++)
        under[o + ch] = (far[a + ch]! * w00 + far[b + ch]! * w01 + far[c + ch]! * w10 + far[d + ch]! * w11) / 16 + under[o + ch]! * keep + 0.5;
    }
  }
  for (let o = 0; o < under.length; o += 4) {
    const alpha = over[o + 3]!;
    if (alpha === 255) {
      under[o] = over[o]!;
      under[o + 1] = over[o + 1]!;
      under[o + 2] = over[o + 2]!;
    } else if (alpha) {
      const keep = (255 - alpha) / 255;
      for (let ch = 0; ch < 3; ch++) under[o + ch] = over[o + ch]! + under[o + ch]! * keep + 0.5;
    }
  }
}

function softPage(soft: SoftLayers, under: Buffer, far: Buffer, over: Buffer, size: number): PagePixels {
  boxBlur(far, size / 2 + soft.margin, soft.sigma / 2);
  composite(under, far, over, size, soft.margin);
  return { pixels: under, width: size, height: size };
}

/** Half-size side of a soft page's `far` layer. */
const farSide = (soft: SoftLayers, size: number) => size / 2 + soft.margin;

/** The page's pixels, `size` px square (synchronous: for a page-media child, which does nothing else). */
export function rasterizePage(page: PageSvg, size: number): PagePixels {
  if (!page.soft) {
    const rendered = new Resvg(page.svg, resvgOptions(size)).render();
    return { pixels: rendered.pixels, width: rendered.width, height: rendered.height };
  }
  const { soft } = page;
  const draw = (svg: string, side: number) => new Resvg(svg, resvgOptions(side)).render().pixels;
  return softPage(soft, draw(soft.under, size), draw(soft.far, farSide(soft, size)), draw(soft.over, size), size);
}

/** rasterizePage with resvg on libuv's threads (the blur and the layering, ~40 ms, stay on the caller's). */
export async function rasterizePageAsync(page: PageSvg, size: number): Promise<PagePixels> {
  if (!page.soft) {
    const rendered = await renderAsync(page.svg, resvgOptions(size));
    return { pixels: rendered.pixels, width: rendered.width, height: rendered.height };
  }
  const { soft } = page;
  const [under, far, over] = await Promise.all([
    renderAsync(soft.under, resvgOptions(size)),
    renderAsync(soft.far, resvgOptions(farSide(soft, size))),
    renderAsync(soft.over, resvgOptions(size)),
  ]);
  return softPage(soft, under.pixels, far.pixels, over.pixels, size);
}
