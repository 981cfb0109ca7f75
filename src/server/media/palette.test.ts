import { FIXTURES_DIR } from '../../../tests/helpers/fixtures.ts';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { extractPalette } from './palette.ts';

const rgb = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const near = (hex: string, target: [number, number, number], tol = 40): boolean => {
  const c = rgb(hex);
  return Math.hypot(c[0] - target[0], c[1] - target[1], c[2] - target[2]) < tol;
};

/** A 'character photo': white background, a red shirt block and blue trousers block. */
async function figureOnWhite(): Promise<Buffer> {
  const red = await sharp({ create: { width: 120, height: 140, channels: 3, background: '#d22b2b' } })
    .png()
    .toBuffer();
  const blue = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#2040c0' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 400, height: 400, channels: 3, background: '#ffffff' } })
    .composite([
      { input: red, left: 140, top: 60 },
      { input: blue, left: 140, top: 220 },
    ])
    .jpeg()
    .toBuffer();
}

describe('extractPalette', () => {
  it('finds the clothes colours and ignores the white background', async () => {
    const palette = await extractPalette(await figureOnWhite());
    expect(palette.length).toBeGreaterThanOrEqual(3);
    expect(palette.length).toBeLessThanOrEqual(5);
    for (const c of palette) expect(c).toMatch(/^#[0-9a-f]{6}$/);
    expect(near(palette[0] as string, [0xd2, 0x2b, 0x2b])).toBe(true);
    expect(palette.some((c) => near(c, [0x20, 0x40, 0xc0]))).toBe(true);
    expect(palette.slice(0, 2).some((c) => near(c, [255, 255, 255], 30))).toBe(false);
  });

  it('still answers 3 colours for a flat picture', async () => {
    const flat = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#4fa35a' } })
      .png()
      .toBuffer();
    const palette = await extractPalette(flat);
    expect(palette).toHaveLength(3);
    expect(near(palette[0] as string, [0x4f, 0xa3, 0x5a], 12)).toBe(true);
  });

  it('reads WebP as well as JPEG', async () => {
    const webp = await sharp(await figureOnWhite())
      .webp()
      .toBuffer();
    expect(near((await extractPalette(webp))[0] as string, [0xd2, 0x2b, 0x2b], 50)).toBe(true);
  });

  it('rejects bytes that are not an image', async () => {
    await expect(extractPalette(Buffer.from('not an image'))).rejects.toThrow();
  });
});

const fixtures = FIXTURES_DIR;
describe.skipIf(!existsSync(fixtures))('extractPalette on real character photos', () => {
  const photos = existsSync(fixtures) ? readdirSync(fixtures).filter((f) => /^photo_.*\.(jpg|png|webp)$/.test(f)) : [];
  it.each(photos)('%s gives 3-5 distinct colours', async (file) => {
    const palette = await extractPalette(readFileSync(path.join(fixtures, file)));
    expect(palette.length).toBeGreaterThanOrEqual(3);
    expect(palette.length).toBeLessThanOrEqual(5);
    expect(new Set(palette).size).toBe(palette.length);
  });
});
