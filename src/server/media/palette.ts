/**
 * Dominant colours of a character photo (enrich_by_image), used by the built-in
 * illustrator to dress the hero. A coarse colour histogram on a small thumbnail: fast and
 * deterministic; the photo's background (the colour filling its border) counts for little.
 */
import sharp from 'sharp';

const THUMB = 64;
/** Bits kept per channel when binning (4 → 4096 bins). */
const BITS = 4;

interface Bin {
  count: number;
  r: number;
  g: number;
  b: number;
}

const hex = (v: number): string =>
  Math.max(0, Math.min(255, Math.round(v)))
    .toString(16)
    .padStart(2, '0');
const toHex = (r: number, g: number, b: number): string => `#${hex(r)}${hex(g)}${hex(b)}`;

function distance(a: Bin, b: Bin): number {
  const ar = a.r / a.count,
    ag = a.g / a.count,
    ab = a.b / a.count;
  const br = b.r / b.count,
    bg = b.g / b.count,
    bb = b.b / b.count;
  return Math.hypot(ar - br, ag - bg, ab - bb);
}

/**
 * Returns 3 to 5 dominant colours as '#rrggbb', most dominant first. Near-white and near-black
 * pixels are skipped unless they are most of the picture.
 * @throws Error when sharp cannot decode the image.
 */
export async function extractPalette(image: Buffer): Promise<string[]> {
  const { data, info } = await sharp(image).rotate().resize(THUMB, THUMB, { fit: 'inside' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const shift = 8 - BITS;
  const keyOf = (i: number): number =>
    (((data[i] as number) >> shift) << (BITS * 2)) | (((data[i + 1] as number) >> shift) << BITS) | ((data[i + 2] as number) >> shift);

  // The background is usually the colour that fills the border.
  const border = new Map<number, number>();
  let borderTotal = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x > 1 && y > 1 && x < width - 2 && y < height - 2) continue;
      const k = keyOf((y * width + x) * channels);
      border.set(k, (border.get(k) ?? 0) + 1);
      borderTotal++;
    }
  }
  let bgKey = -1;
  for (const [k, c] of border) if (c > borderTotal * 0.35 && (bgKey < 0 || c > (border.get(bgKey) ?? 0))) bgKey = k;

  const collect = (skipExtremes: boolean): Map<number, Bin> => {
    const bins = new Map<number, Bin>();
    for (let i = 0; i < width * height * channels; i += channels) {
      const r = data[i] as number,
        g = data[i + 1] as number,
        b = data[i + 2] as number;
      const max = Math.max(r, g, b),
        min = Math.min(r, g, b);
      if (skipExtremes && (min > 232 || max < 22)) continue;
      const k = keyOf(i);
      const w = k === bgKey ? 0.2 : 1;
      const bin = bins.get(k) ?? { count: 0, r: 0, g: 0, b: 0 };
      bin.count += w;
      bin.r += r * w;
      bin.g += g * w;
      bin.b += b * w;
      bins.set(k, bin);
    }
    return bins;
  };
  let bins = collect(true);
  const kept = [...bins.values()].reduce((s, b) => s + b.count, 0);
  if (kept < width * height * 0.08) bins = collect(false);

  // Greedy merge of similar bins so one red sweater gives one red, not five.
  const sorted = [...bins.values()].sort((a, b) => b.count - a.count);
  const clusters: Bin[] = [];
  for (const bin of sorted) {
    const near = clusters.find((c) => distance(c, bin) < 48);
    if (near) {
      near.count += bin.count;
      near.r += bin.r;
      near.g += bin.g;
      near.b += bin.b;
    } else clusters.push({ ...bin });
  }
  clusters.sort((a, b) => b.count - a.count);
  const total = clusters.reduce((s, c) => s + c.count, 0);
  const picked = clusters.filter((c, i) => i < 3 || c.count > total * 0.03).slice(0, 5);
  const colors = picked.map((c) => toHex(c.r / c.count, c.g / c.count, c.b / c.count));
  // A flat picture still yields 3 colours: lighter and darker shades of what is there.
  while (colors.length < 3) {
    const base = picked[0] ?? { count: 1, r: 128, g: 128, b: 128 };
    const f = colors.length === 1 ? 0.7 : 1.3;
    colors.push(toHex((base.r / base.count) * f, (base.g / base.count) * f, (base.b / base.count) * f));
  }
  return colors;
}
