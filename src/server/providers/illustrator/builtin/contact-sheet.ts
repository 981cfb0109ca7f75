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
const S16 = (setting: Scene['setting'], over: Partial<Scene> = {}): Scene => ({
  setting,
  timeOfDay: 'day',
  action: 'standing',
  companion: 'none',
  props: [],
  mood: 'cheerful',
  ...over,
});
const SETS: Record<string, { scenes: Scene[]; hero: CharacterSheet; styles?: IllustrationStyle[] }> = {
  // The new settings, by day and by night.
  settings: {
    hero,
    styles: ['storybook'],
    scenes: [
      S16('library', { action: 'reading', figures: ['librarian'] }),
      S16('bakery', { figures: ['baker'], props: ['cookie'] }),
      S16('campsite', { timeOfDay: 'evening', props: ['campfire'], keyPropState: 'lit' }),
      S16('riverside', { props: ['sailboat'], companion: 'puppy' }),
      S16('playground', { action: 'running', figures: ['friend'] }),
      S16('kitchen', { timeOfDay: 'morning', figures: ['mum'], props: ['cake'] }),
      S16('library', { timeOfDay: 'night', action: 'reading' }),
      S16('campsite', { timeOfDay: 'night', props: ['tent'], keyPropState: 'lit' }),
    ],
  },
  props: {
    hero,
    styles: ['storybook'],
    scenes: [
      S16('seaside', { props: ['sailboat'], keyPropState: 'broken', action: 'sad', mood: 'sad' }),
      S16('seaside', { props: ['sailboat'], keyPropState: 'mended', action: 'laughing' }),
      S16('campsite', { timeOfDay: 'night', props: ['campfire'], keyPropState: 'lit' }),
      S16('campsite', { props: ['campfire'] }),
      S16('garden', { props: ['bucket'], keyPropState: 'empty' }),
      S16('garden', { props: ['bucket'], keyPropState: 'full' }),
      S16('forest', { props: ['nest'], keyPropState: 'empty' }),
      S16('forest', { props: ['nest'], keyPropState: 'full' }),
      S16('home', { props: ['stairs', 'puzzle'], action: 'climbing' }),
      S16('park', { props: ['bench', 'drum'] }),
      S16('garden', { props: ['seed', 'letter'], action: 'looking' }),
      S16('kitchen', { props: ['cookie'], keyPropState: 'broken' }),
      S16('forest', { props: ['bridge'], keyPropState: 'broken', mood: 'worried' }),
      S16('meadow', { props: ['kite'], keyPropState: 'lost', action: 'looking', mood: 'curious' }),
      S16('park', { props: ['basket'], keyPropState: 'full', action: 'carrying' }),
      S16('meadow', { props: ['moon', 'star'] }),
    ],
  },
  figures: {
    hero,
    styles: ['storybook'],
    scenes: [
      S16('home', { figures: ['grandma', 'grandpa'], action: 'hugging' }),
      S16('kitchen', { figures: ['mum', 'dad', 'baby'] }),
      S16('garden', { figures: ['sister', 'brother'], companion: 'puppy' }),
      S16('school', { figures: ['teacher', 'friend'] }),
      S16('forest', { figures: ['parentAnimal', 'babyAnimal'], companion: 'owl', timeOfDay: 'evening' }),
      S16('meadow', { figures: ['parentAnimal', 'babyAnimal'], companion: 'bunny' }),
      S16('bakery', { figures: ['baker', 'grandpa'] }),
      S16('bedroom', { timeOfDay: 'night', action: 'sleeping', outfit: 'pyjamas', figures: ['mum'], companion: 'teddy', mood: 'calm' }),
    ],
  },
  figures2: {
    hero: { name: 'Leo', kind: 'human', gender: 'male', age: 9, description: 'short black hair, green hoodie, freckles' },
    styles: ['lego', 'watercolor'],
    scenes: [
      S16('home', { figures: ['grandma', 'grandpa'], action: 'hugging', heroAt: 'left' }),
      S16('kitchen', { figures: ['mum', 'dad', 'baby'], heroAt: 'right', shot: 'wide' }),
      S16('bedroom', { timeOfDay: 'night', action: 'sleeping', outfit: 'pyjamas', heroAt: 'right', companion: 'puppy', mood: 'calm' }),
      S16('library', { figures: ['librarian', 'sister'], action: 'reading', heroAt: 'center', shot: 'close' }),
    ],
  },
  foxfamily: {
    hero: { name: 'Pip', kind: 'animal', description: 'a little orange fox with a blue scarf', age: 7 },
    styles: ['watercolor'],
    scenes: [
      S16('home', { figures: ['grandma', 'grandpa'], action: 'hugging' }),
      S16('kitchen', { figures: ['mum', 'dad', 'baby'] }),
      S16('garden', { figures: ['sister', 'brother'], companion: 'puppy' }),
      S16('forest', { figures: ['parentAnimal', 'babyAnimal'], companion: 'none' }),
    ],
  },
  shots: {
    hero,
    styles: ['ghibli', 'lego'],
    scenes: [
      S16('meadow', { shot: 'wide', heroAt: 'left', companion: 'puppy', props: ['kite'] }),
      S16('meadow', { shot: 'medium', heroAt: 'center', companion: 'puppy', props: ['kite'] }),
      S16('meadow', { shot: 'close', heroAt: 'right', companion: 'puppy', props: ['kite'] }),
      S16('riverside', { shot: 'close', heroAt: 'left', figures: ['grandpa'], props: ['sailboat'], keyPropState: 'broken' }),
    ],
  },
  a: {
    hero,
    scenes: [
      { setting: 'meadow', timeOfDay: 'day', action: 'waving', companion: 'puppy', props: ['kite'], mood: 'cheerful' },
      { setting: 'forest', timeOfDay: 'evening', action: 'walking', companion: 'fox', props: ['lantern'], mood: 'curious' },
      { setting: 'seaside', timeOfDay: 'morning', action: 'carrying', companion: 'turtle', props: ['shell', 'boat'], mood: 'brave' },
      { setting: 'bedroom', timeOfDay: 'night', action: 'sleeping', companion: 'teddy', props: ['moon'], mood: 'calm' },
    ],
  },
  b: {
    hero: { name: 'Leo', kind: 'human', gender: 'male', age: 7, description: 'short black hair, green hoodie, freckles' },
    scenes: [
      { setting: 'city', timeOfDay: 'evening', action: 'pointing', companion: 'robot', props: ['map'], mood: 'curious' },
      { setting: 'space', timeOfDay: 'night', action: 'flying', companion: 'dragon', props: ['rocket', 'star'], mood: 'brave' },
      { setting: 'underSea', timeOfDay: 'day', action: 'swimming', companion: 'fish', props: ['treasure'], mood: 'cheerful' },
      { setting: 'snowyVillage', timeOfDay: 'day', action: 'laughing', companion: 'friend', props: ['snowman'], mood: 'cheerful' },
    ],
  },
  c: {
    hero: { name: 'Pip', kind: 'animal', description: 'a little orange fox with a blue scarf', age: 5 },
    scenes: [
      { setting: 'castle', timeOfDay: 'day', action: 'running', companion: 'owl', props: ['key'], mood: 'brave' },
      { setting: 'farm', timeOfDay: 'morning', action: 'sharing', companion: 'bunny', props: ['apple', 'house'], mood: 'cheerful' },
      { setting: 'mountain', timeOfDay: 'day', action: 'climbing', companion: 'bird', props: ['rainbow'], mood: 'worried' },
      { setting: 'lake', timeOfDay: 'night', action: 'sitting', companion: 'kitten', props: ['lantern'], mood: 'calm' },
    ],
  },
  d: {
    hero: { name: 'Toot', kind: 'object', description: 'a little red train', age: 4 },
    scenes: [
      { setting: 'park', timeOfDay: 'day', action: 'thinking', companion: 'bear', props: ['ball', 'tree'], mood: 'curious' },
      { setting: 'school', timeOfDay: 'morning', action: 'hugging', companion: 'kitten', props: ['gift'], mood: 'cheerful' },
      { setting: 'garden', timeOfDay: 'evening', action: 'reading', companion: 'bunny', props: ['flower'], mood: 'calm' },
      { setting: 'home', timeOfDay: 'day', action: 'sad', companion: 'none', props: ['umbrella', 'cake'], mood: 'sad' },
    ],
  },
};

const chosen = SETS[set] ?? (SETS.a as (typeof SETS)['a']);
const { scenes, hero: h } = chosen;
const rows = chosen.styles ?? styles;
const cols = Math.min(4, scenes.length);
const illustrator = createBuiltinIllustrator();
const tiles: { input: Buffer; left: number; top: number }[] = [];
const cell = 384;
const times: number[] = [];
let slot = 0;
for (const style of rows) {
  for (const [i, scene] of scenes.entries()) {
    const t = performance.now();
    const { png } = await illustrator.illustrate({ scene, prompt: '', hero: h, style, seed: 42, pageIndex: i, pageCount: scenes.length + 1 });
    times.push(performance.now() - t);
    tiles.push({ input: await sharp(png).resize(cell, cell).png().toBuffer(), left: (slot % cols) * cell, top: Math.floor(slot / cols) * cell });
    slot++;
  }
}
if (set === 'cover') {
  const cover = await renderCover({ title: 'Mia', hero: h, style: 'ghibli', scene: scenes[0] as Scene, seed: 1 });
  await sharp(cover).toFile('/tmp/illustrator-cover.png');
}
await sharp({ create: { width: cell * cols, height: cell * Math.ceil(slot / cols), channels: 3, background: '#ffffff' } })
  .composite(tiles)
  .png()
  .toFile(out);
times.sort((a, b) => a - b);
console.log(`wrote ${out}; per image ms: median ${times[Math.floor(times.length / 2)]?.toFixed(0)}, max ${times.at(-1)?.toFixed(0)}`);
