/**
 * Dev tool: renders a grid of pages (styles x scenes) to one PNG to look at the pictures.
 * Run: npx tsx src/server/providers/illustrator/builtin/contact-sheet.ts [out.png] [set]
 */
import sharp from 'sharp';
import type { IllustrationStyle } from '../../../../shared/catalog.ts';
import type { CharacterSheet, Scene } from '../../types.ts';
import { createBuiltinIllustrator, renderCover } from './builtin-illustrator.ts';

const out = process.argv[2] ?? '/tmp/illustrator-sheet.png';
const set = process.argv[3] ?? 'a';
const styles: IllustrationStyle[] = ['ghibli', 'storybook', 'watercolor', 'lego'];
const hero: CharacterSheet = { name: 'Mia', kind: 'human', gender: 'female', age: 5, description: 'curly red hair, a yellow raincoat and blue eyes, glasses' };
const SETS: Record<string, { scenes: Scene[]; hero: CharacterSheet }> = {
  a: { hero, scenes: [
    { setting: 'meadow', timeOfDay: 'day', action: 'waving', companion: 'puppy', props: ['kite'], mood: 'cheerful' },
    { setting: 'forest', timeOfDay: 'evening', action: 'walking', companion: 'fox', props: ['lantern'], mood: 'curious' },
    { setting: 'seaside', timeOfDay: 'morning', action: 'carrying', companion: 'turtle', props: ['shell', 'boat'], mood: 'brave' },
    { setting: 'bedroom', timeOfDay: 'night', action: 'sleeping', companion: 'teddy', props: ['moon'], mood: 'calm' },
  ] },
  b: { hero: { name: 'Leo', kind: 'human', gender: 'male', age: 7, description: 'short black hair, green hoodie, freckles' }, scenes: [
    { setting: 'city', timeOfDay: 'evening', action: 'pointing', companion: 'robot', props: ['map'], mood: 'curious' },
    { setting: 'space', timeOfDay: 'night', action: 'flying', companion: 'dragon', props: ['rocket', 'star'], mood: 'brave' },
    { setting: 'underSea', timeOfDay: 'day', action: 'swimming', companion: 'fish', props: ['treasure'], mood: 'cheerful' },
    { setting: 'snowyVillage', timeOfDay: 'day', action: 'laughing', companion: 'friend', props: ['snowman'], mood: 'cheerful' },
  ] },
  c: { hero: { name: 'Pip', kind: 'animal', description: 'a little orange fox with a blue scarf', age: 5 }, scenes: [
    { setting: 'castle', timeOfDay: 'day', action: 'running', companion: 'owl', props: ['key'], mood: 'brave' },
    { setting: 'farm', timeOfDay: 'morning', action: 'sharing', companion: 'bunny', props: ['apple', 'house'], mood: 'cheerful' },
    { setting: 'mountain', timeOfDay: 'day', action: 'climbing', companion: 'bird', props: ['rainbow'], mood: 'worried' },
    { setting: 'lake', timeOfDay: 'night', action: 'sitting', companion: 'kitten', props: ['lantern'], mood: 'calm' },
  ] },
  d: { hero: { name: 'Toot', kind: 'object', description: 'a little red train', age: 4 }, scenes: [
    { setting: 'park', timeOfDay: 'day', action: 'thinking', companion: 'bear', props: ['ball', 'tree'], mood: 'curious' },
    { setting: 'school', timeOfDay: 'morning', action: 'hugging', companion: 'kitten', props: ['gift'], mood: 'cheerful' },
    { setting: 'garden', timeOfDay: 'evening', action: 'reading', companion: 'bunny', props: ['flower'], mood: 'calm' },
    { setting: 'home', timeOfDay: 'day', action: 'sad', companion: 'none', props: ['umbrella', 'cake'], mood: 'sad' },
  ] },
};

const { scenes, hero: h } = SETS[set] ?? (SETS.a as (typeof SETS)['a']);
const illustrator = createBuiltinIllustrator();
const tiles: { input: Buffer; left: number; top: number }[] = [];
const cell = 384;
const times: number[] = [];
for (const [row, style] of styles.entries()) {
  for (const [col, scene] of scenes.entries()) {
    const t = performance.now();
    const { png } = await illustrator.illustrate({ scene, prompt: '', hero: h, style, seed: 42, pageIndex: col, pageCount: scenes.length });
    times.push(performance.now() - t);
    tiles.push({ input: await sharp(png).resize(cell, cell).png().toBuffer(), left: col * cell, top: row * cell });
  }
}
if (set === 'cover') {
  const cover = await renderCover({ title: 'Mia', hero: h, style: 'ghibli', scene: scenes[0] as Scene, seed: 1 });
  await sharp(cover).toFile('/tmp/illustrator-cover.png');
}
await sharp({ create: { width: cell * scenes.length, height: cell * styles.length, channels: 3, background: '#ffffff' } }).composite(tiles).png().toFile(out);
times.sort((a, b) => a - b);
console.log(`wrote ${out}; per image ms: median ${times[Math.floor(times.length / 2)]?.toFixed(0)}, max ${times.at(-1)?.toFixed(0)}`);
