/**
 * Contact sheets: each fixture photo beside its hero in the four styles (plus the bedtime page),
 * a gallery of looks (species, objects, hair, skin tones, hats, adults), and with --evaluation
 * the evaluation set's photos, six to a sheet, each beside its hero in the four styles.
 * Run: npx tsx scripts/likeness-sheet.ts [outDir] [--evaluation] [--all-styles]
 * (default outDir /work/shots/likeness)
 */
import { mkdir, readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { IllustrationStyle } from '../src/shared/catalog.ts';
import { NEUTRAL_LOOK, type HeroLook } from '../src/shared/hero-look.ts';
import { createPhotoAnalyzer } from '../src/server/likeness/analyzer.ts';
import { createBuiltinIllustrator } from '../src/server/providers/illustrator/builtin/index.ts';
import type { CharacterSheet, Scene } from '../src/server/providers/types.ts';
import { FIXTURES_DIR, HAS_FIXTURES } from '../tests/helpers/fixtures.ts';
import { HAS_LIKENESS_PHOTOS, LIKENESS_PHOTOS_DIR, likenessBytes, likenessSet } from '../tests/helpers/likeness-eval.ts';

const outDir = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? '/work/shots/likeness';
const STYLES: IllustrationStyle[] = ['ghibli', 'storybook', 'watercolor', 'lego'];
const DAY: Scene = { setting: 'meadow', timeOfDay: 'day', action: 'waving', companion: 'none', props: [], mood: 'cheerful' };
const NIGHT: Scene = { setting: 'bedroom', timeOfDay: 'night', action: 'standing', companion: 'none', props: ['moon'], mood: 'calm' };
const CELL = 320;
const illustrator = createBuiltinIllustrator();

const KIND = { person: 'human', animal: 'animal', object: 'object' } as const;
const sheetFor = (name: string, look: HeroLook): CharacterSheet => ({ name, kind: KIND[look.kind], look });

async function tile(hero: CharacterSheet, style: IllustrationStyle, scene: Scene): Promise<Buffer> {
  const { png } = await illustrator.illustrate({ scene, prompt: '', hero, style, seed: 7, pageIndex: 0, pageCount: 6 });
  return sharp(png).resize(CELL, CELL).png().toBuffer();
}

async function label(text: string, width: number): Promise<Buffer> {
  const safe = text.replace(/[<&>]/g, ' ');
  return sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="28"><rect width="100%" height="100%" fill="#fff"/><text x="6" y="19" font-family="sans-serif" font-size="14" fill="#222">${safe}</text></svg>`,
    ),
  )
    .png()
    .toBuffer();
}

async function photoSheets(): Promise<void> {
  if (!HAS_FIXTURES) return;
  const analyzer = createPhotoAnalyzer({ idleSeconds: 5 });
  const photos = (await readdir(FIXTURES_DIR)).filter((f) => /^photo_(human|animal|object)_/.test(f)).sort();
  for (const name of photos) {
    const bytes = await readFile(path.join(FIXTURES_DIR, name));
    const { look, ms } = await analyzer.analyze(bytes);
    const hero = sheetFor('Hero', look ?? NEUTRAL_LOOK);
    const tiles: Buffer[] = [await sharp(bytes).resize(CELL, CELL, { fit: 'contain', background: '#ffffff' }).png().toBuffer()];
    for (const style of STYLES) tiles.push(await tile(hero, style, DAY));
    tiles.push(await tile(hero, 'storybook', NIGHT));
    const width = CELL * tiles.length;
    const out = path.join(outDir, `sheet-${name.replace(/\.\w+$/, '')}.png`);
    await sharp({ create: { width, height: CELL + 28, channels: 3, background: '#ffffff' } })
      .composite([
        ...tiles.map((input, i) => ({ input, left: i * CELL, top: 28 })),
        { input: await label(`${name} (${ms} ms): ${JSON.stringify(look)}`, width), left: 0, top: 0 },
      ])
      .png()
      .toFile(out);
    console.log(`${out}: ${JSON.stringify(look)}`);
  }
  analyzer.close();
}

const GALLERY: [string, HeroLook][] = [
  [
    'blonde curls, red hat',
    {
      kind: 'person',
      skinTone: 'light',
      hairColour: 'blonde',
      hairTexture: 'curly',
      headwear: 'hat',
      headwearColour: 'red',
      clothing: ['green'],
      ageBand: 'child',
    },
  ],
  ['dark skin, braids', { kind: 'person', skinTone: 'dark', hairColour: 'black', hairStyle: 'braids', clothing: ['yellow'], ageBand: 'child' }],
  ['medium, bun, glasses', { kind: 'person', skinTone: 'medium', hairColour: 'brown', hairStyle: 'bun', glasses: true, clothing: ['purple'] }],
  [
    'tan, straight long, scarf',
    { kind: 'person', skinTone: 'tan', hairColour: 'dark-brown', hairLength: 'long', hairTexture: 'straight', scarf: 'blue', clothing: ['pink'] },
  ],
  [
    'brown, afro, beanie',
    {
      kind: 'person',
      skinTone: 'brown',
      hairColour: 'black',
      hairTexture: 'coily',
      hairLength: 'medium',
      headwear: 'beanie',
      headwearColour: 'orange',
      clothing: ['red'],
    },
  ],
  [
    'very light, red short, cap',
    { kind: 'person', skinTone: 'very-light', hairColour: 'red', hairLength: 'short', headwear: 'cap', headwearColour: 'blue', clothing: ['white'] },
  ],
  ['adult, beard', { kind: 'person', skinTone: 'light', hairColour: 'brown', hairLength: 'short', beard: true, ageBand: 'adult', clothing: ['navy'] }],
  [
    'older adult, grey, dark coat',
    { kind: 'person', skinTone: 'light', hairColour: 'grey', hairLength: 'short', glasses: true, ageBand: 'older-adult', top: 'coat', clothing: ['navy'] },
  ],
  ['helmet', { kind: 'person', skinTone: 'medium', headwear: 'helmet', headwearColour: 'yellow', clothing: ['orange'] }],
  ['headscarf', { kind: 'person', skinTone: 'tan', headwear: 'headscarf', headwearColour: 'green', clothing: ['beige'] }],
  [
    'sun hat',
    { kind: 'person', skinTone: 'light', hairColour: 'blonde', hairLength: 'long', headwear: 'sun-hat', headwearColour: 'beige', clothing: ['blue'] },
  ],
  ['crown, ponytail', { kind: 'person', skinTone: 'brown', hairColour: 'black', hairStyle: 'ponytail', headwear: 'crown', clothing: ['purple'] }],
  ...(
    [
      'parrot',
      'bird',
      'fish',
      'rabbit',
      'horse',
      'elephant',
      'raccoon',
      'zebra',
      'giraffe',
      'cow',
      'sheep',
      'turtle',
      'squirrel',
      'owl',
      'penguin',
      'duck',
      'dog',
      'fox',
      'lion',
      'frog',
    ] as const
  ).map((species): [string, HeroLook] => [species, { kind: 'animal', species, ...(species === 'parrot' ? { colours: ['red', 'blue'] } : {}) }]),
  ...(
    ['airplane', 'car', 'bus', 'truck', 'train', 'boat', 'bicycle', 'rocket', 'teddy', 'doll', 'robot', 'ball', 'balloon', 'kite', 'hat', 'book'] as const
  ).map((category, i): [string, HeroLook] => [
    category,
    { kind: 'object', category, colours: [(['red', 'blue', 'yellow', 'green', 'orange', 'purple', 'grey', 'brown'] as const)[i % 8]!] },
  ]),
];

async function gallery(style: IllustrationStyle): Promise<void> {
  const cols = 8;
  const cell = 200;
  const composite: { input: Buffer; left: number; top: number }[] = [];
  for (const [i, [name, look]] of GALLERY.entries()) {
    const { png } = await illustrator.illustrate({ scene: DAY, prompt: '', hero: sheetFor('G', look), style, seed: 3, pageIndex: 0, pageCount: 6 });
    const x = (i % cols) * cell,
      y = Math.floor(i / cols) * (cell + 22);
    composite.push({
      input: await sharp(png).extract({ left: 128, top: 128, width: 768, height: 768 }).resize(cell, cell).png().toBuffer(),
      left: x,
      top: y + 22,
    });
    composite.push({ input: await label(name, cell), left: x, top: y });
  }
  const rows = Math.ceil(GALLERY.length / cols);
  const out = path.join(outDir, `gallery-${style}.png`);
  await sharp({ create: { width: cols * cell, height: rows * (cell + 22), channels: 3, background: '#ffffff' } })
    .composite(composite)
    .png()
    .toFile(out);
  console.log(out);
}

/** The evaluation photos, `perSheet` rows of photo + four styles, the look written above each row. */
async function evaluationSheets(perSheet = 6): Promise<void> {
  if (!HAS_LIKENESS_PHOTOS) {
    console.log(`no evaluation photos at ${LIKENESS_PHOTOS_DIR}`);
    return;
  }
  const analyzer = createPhotoAnalyzer({ idleSeconds: 5 });
  const photos = likenessSet();
  const cell = 220,
    head = 34;
  for (let start = 0; start < photos.length; start += perSheet) {
    const rows = photos.slice(start, start + perSheet);
    const composite: { input: Buffer; left: number; top: number }[] = [];
    for (const [r, photo] of rows.entries()) {
      const bytes = await likenessBytes(photo);
      const { look } = await analyzer.analyze(bytes);
      const hero = sheetFor('Hero', look ?? NEUTRAL_LOOK);
      const y = r * (cell + head);
      composite.push({ input: await sharp(bytes).resize(cell, cell, { fit: 'contain', background: '#ffffff' }).png().toBuffer(), left: 0, top: y + head });
      for (const [i, style] of STYLES.entries()) {
        const { png } = await illustrator.illustrate({ scene: DAY, prompt: '', hero, style, seed: 7, pageIndex: 0, pageCount: 6 });
        composite.push({
          input: await sharp(png).extract({ left: 128, top: 128, width: 768, height: 768 }).resize(cell, cell).png().toBuffer(),
          left: (i + 1) * cell,
          top: y + head,
        });
      }
      const text = `${photo.id}: ${JSON.stringify(look).replace(/"/g, '').slice(0, 150)}`;
      composite.push({ input: await label(text, cell * 5), left: 0, top: y + 3 });
    }
    const out = path.join(outDir, `evaluation-${String(start / perSheet + 1).padStart(2, '0')}.png`);
    await sharp({ create: { width: cell * 5, height: rows.length * (cell + head), channels: 3, background: '#ffffff' } })
      .composite(composite)
      .png()
      .toFile(out);
    console.log(out);
  }
  analyzer.close();
}

await mkdir(outDir, { recursive: true });
if (process.argv.includes('--evaluation')) {
  await evaluationSheets();
  process.exit(0);
}
await photoSheets();
for (const style of process.argv.includes('--all-styles') ? STYLES : (['storybook'] as IllustrationStyle[])) await gallery(style);
process.exit(0);
