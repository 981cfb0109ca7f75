/**
 * Draws the home page pictures and the social card with the built-in illustrator, so the site
 * shows what the product really makes: public/images/home-*.webp (hero and one per 'Why Parents
 * Love' card) and public/og-image.png (1200x630, the social card of the page head). Deterministic; run again
 * after the illustrator changes: `npx tsx scripts/make-site-pictures.ts` (`--all` also writes
 * contact sheets of candidate seeds to tmp/site-pictures for choosing).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import type { IllustrationStyle } from '../src/shared/catalog.ts';
import { createBuiltinIllustrator, renderCover } from '../src/server/providers/illustrator/builtin/builtin-illustrator.ts';
import type { CharacterSheet, Scene } from '../src/server/providers/types.ts';

const ROOT = join(import.meta.dirname, '..');
const IMAGES = join(ROOT, 'public', 'images');
/** Every picture must stay under this (light home page). */
const MAX_BYTES = 60 * 1024;

interface Picture {
  file: string;
  /** Output side in px (square). */
  size: number;
  hero: CharacterSheet;
  scene: Scene;
  style: IllustrationStyle;
  seed: number;
  cover?: boolean;
  /** Page position: later pages of a story are drawn calmer and darker. */
  page?: [index: number, count: number];
}

const mila: CharacterSheet = { name: 'Mila', kind: 'human', gender: 'female', age: 6, description: 'curly red hair and a yellow raincoat' };
const noah: CharacterSheet = { name: 'Noah', kind: 'human', gender: 'male', age: 5, description: 'short black hair, blue pyjamas with stars' };
const ava: CharacterSheet = { name: 'Ava', kind: 'human', gender: 'female', age: 7, description: 'long brown hair in a ponytail, green hoodie' };

export const PICTURES: Picture[] = [
  {
    file: 'home-hero.webp',
    size: 560,
    hero: noah,
    style: 'storybook',
    seed: 11,
    cover: true,
    scene: { setting: 'space', timeOfDay: 'night', action: 'flying', companion: 'owl', props: ['moon', 'star'], mood: 'cheerful' },
  },
  {
    file: 'home-personalized.webp',
    size: 400,
    hero: mila,
    style: 'ghibli',
    seed: 7,
    cover: true,
    scene: { setting: 'meadow', timeOfDay: 'day', action: 'waving', companion: 'puppy', props: ['kite', 'flower'], mood: 'cheerful' },
  },
  {
    file: 'home-voice.webp',
    size: 400,
    hero: ava,
    style: 'watercolor',
    seed: 5,
    page: [5, 8],
    scene: { setting: 'bedroom', timeOfDay: 'evening', action: 'reading', companion: 'teddy', props: ['book', 'lantern'], mood: 'calm' },
  },
  {
    file: 'home-adventure.webp',
    size: 400,
    hero: noah,
    style: 'storybook',
    seed: 3,
    page: [2, 8],
    scene: { setting: 'forest', timeOfDay: 'day', action: 'pointing', companion: 'fox', props: ['map', 'treasure'], mood: 'curious' },
  },
  {
    file: 'home-safe.webp',
    size: 400,
    hero: mila,
    style: 'lego',
    seed: 9,
    page: [7, 8],
    scene: { setting: 'bedroom', timeOfDay: 'night', action: 'sleeping', companion: 'kitten', props: ['bed', 'moon'], mood: 'calm' },
  },
];

const illustrator = createBuiltinIllustrator();

async function draw(p: Picture, seed = p.seed): Promise<Buffer> {
  if (p.cover) return renderCover({ title: p.file, hero: p.hero, style: p.style, scene: p.scene, seed });
  const [pageIndex, pageCount] = p.page ?? [0, 1];
  return (await illustrator.illustrate({ scene: p.scene, prompt: '', hero: p.hero, style: p.style, seed, pageIndex, pageCount })).png;
}

async function toWebp(png: Buffer, size: number): Promise<Buffer> {
  for (const quality of [76, 70, 64, 58, 50]) {
    const webp = await sharp(png).resize(size, size).webp({ quality, effort: 6, smartSubsample: true }).toBuffer();
    if (webp.length <= MAX_BYTES) return webp;
  }
  throw new Error(`picture over ${MAX_BYTES} bytes even at quality 50`);
}

const escapeXml = (s: string) => s.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c]!);

/** 1200x630 social card: night sky, the hero picture on the right, the promise on the left. */
async function ogImage(heroPng: Buffer): Promise<Buffer> {
  const font = join(ROOT, 'node_modules/@expo-google-fonts/nunito/800ExtraBold/Nunito_800ExtraBold.ttf');
  const lines = ['Where Every Child', 'Becomes the Hero', 'of Their Story'];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e1748"/><stop offset="1" stop-color="#3b2d86"/></linearGradient></defs>
    <rect width="1200" height="630" fill="url(#g)"/>
    <g fill="#fff" opacity="0.8"><circle cx="70" cy="60" r="2.5"/><circle cx="210" cy="520" r="2"/><circle cx="420" cy="70" r="2.4"/><circle cx="560" cy="560" r="1.8"/><circle cx="640" cy="40" r="2"/></g>
    <text x="70" y="120" font-family="Nunito" font-weight="800" font-size="30" fill="#fcd98a">Bedtime Hero</text>
    ${lines.map((l, i) => `<text x="70" y="${230 + i * 72}" font-family="Nunito" font-weight="800" font-size="58" fill="#ffffff">${escapeXml(l)}</text>`).join('')}
    <text x="70" y="470" font-family="Nunito" font-weight="800" font-size="26" fill="#d9d3ff">Personalized, illustrated bedtime stories,</text>
    <text x="70" y="508" font-family="Nunito" font-weight="800" font-size="26" fill="#d9d3ff">narrated in a voice that sounds like yours.</text>
  </svg>`;
  const bg = Buffer.from(new Resvg(svg, { font: { loadSystemFonts: false, fontFiles: [font], defaultFontFamily: 'Nunito' } }).render().asPng());
  const pic = await sharp(heroPng)
    .resize(440, 440)
    .composite([{ input: Buffer.from('<svg width="440" height="440"><rect width="440" height="440" rx="40" fill="#fff"/></svg>'), blend: 'dest-in' }])
    .png()
    .toBuffer();
  return sharp(bg)
    .composite([{ input: pic, left: 690, top: 95 }])
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
}

await mkdir(IMAGES, { recursive: true });
if (process.argv.includes('--all')) {
  const dir = join(ROOT, 'tmp', 'site-pictures');
  await mkdir(dir, { recursive: true });
  for (const p of PICTURES) {
    const tiles = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(async (seed) =>
        sharp(await draw(p, seed))
          .resize(300, 300)
          .png()
          .toBuffer(),
      ),
    );
    const sheet = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#ffffff' } })
      .composite(tiles.map((input, i) => ({ input, left: (i % 3) * 300, top: Math.floor(i / 3) * 300 })))
      .png()
      .toBuffer();
    await writeFile(join(dir, p.file.replace('.webp', '-seeds.png')), sheet);
  }
}
let heroPng: Buffer | null = null;
for (const p of PICTURES) {
  const png = await draw(p);
  if (p.file === 'home-hero.webp') heroPng = png;
  const webp = await toWebp(png, p.size);
  await writeFile(join(IMAGES, p.file), webp);
  console.log(`public/images/${p.file}: ${p.size}px, ${(webp.length / 1024).toFixed(1)} KB`);
}
const og = await ogImage(heroPng!);
await writeFile(join(ROOT, 'public', 'og-image.png'), og);
console.log(`public/og-image.png: 1200x630, ${(og.length / 1024).toFixed(1)} KB`);
