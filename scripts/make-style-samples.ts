/**
 * Draws the four sample pictures of the create-story style cards
 * with the built-in illustrator, so a parent sees each style before choosing:
 * the same hero in the same scene, one picture per style, written to public/styles/<code>.webp
 * at 400 px. Run again after the illustrator changes: `npx tsx scripts/make-style-samples.ts`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { ILLUSTRATION_STYLE_CODES } from '../src/shared/catalog.ts';
import { renderCover } from '../src/server/providers/illustrator/builtin/builtin-illustrator.ts';
import type { CharacterSheet, Scene } from '../src/server/providers/types.ts';

const OUT_DIR = join(import.meta.dirname, '..', 'public', 'styles');
const SIZE_PX = 400;

const hero: CharacterSheet = { name: 'Mila', kind: 'human', gender: 'female', age: 6, description: 'curly red hair and a yellow raincoat' };
const scene: Scene = { setting: 'meadow', timeOfDay: 'day', action: 'waving', companion: 'puppy', props: ['kite', 'flower'], mood: 'cheerful' };

await mkdir(OUT_DIR, { recursive: true });
for (const style of ILLUSTRATION_STYLE_CODES) {
  const png = await renderCover({ title: 'Style sample', hero, style, scene, seed: 7 });
  const webp = await sharp(png).resize(SIZE_PX, SIZE_PX).webp({ quality: 78, effort: 6 }).toBuffer();
  const file = join(OUT_DIR, `${style}.webp`);
  await writeFile(file, webp);
  console.log(`${file}: ${(webp.length / 1024).toFixed(1)} KB`);
}
