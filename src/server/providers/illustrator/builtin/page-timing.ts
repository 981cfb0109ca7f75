/**
 * Dev benchmark: prints the per-page time of the built-in illustrator
 * (compose + render to PNG) over a fixed set of pages in all four styles. With a second module
 * path it times that illustrator too, interleaved page by page, so both see the same machine load:
 * npx tsx src/server/providers/illustrator/builtin/page-timing.ts [/other/checkout/src/server/providers/illustrator/builtin/builtin-illustrator.ts]
 */
import type { IllustrationStyle } from '../../../../shared/catalog.ts';
import type { CharacterSheet, Illustrator, Scene } from '../../types.ts';
import { createBuiltinIllustrator } from './builtin-illustrator.ts';

const other = process.argv[2];
const hero: CharacterSheet = { name: 'Mia', kind: 'human', gender: 'female', age: 5, description: 'curly red hair and a yellow raincoat' };
const styles: IllustrationStyle[] = ['ghibli', 'storybook', 'watercolor', 'lego'];
// Pages any version can draw (the first settings and props, before the plots' own places and things), so the comparison is fair.
const scenes: Scene[] = [
  { setting: 'meadow', timeOfDay: 'day', action: 'waving', companion: 'puppy', props: ['kite'], mood: 'cheerful' },
  { setting: 'forest', timeOfDay: 'evening', action: 'walking', companion: 'fox', props: ['lantern'], mood: 'curious' },
  { setting: 'seaside', timeOfDay: 'morning', action: 'carrying', companion: 'turtle', props: ['shell', 'boat'], mood: 'brave' },
  { setting: 'bedroom', timeOfDay: 'night', action: 'sleeping', companion: 'teddy', props: ['moon'], mood: 'calm' },
  { setting: 'park', timeOfDay: 'day', action: 'thinking', companion: 'bear', props: ['ball', 'tree'], mood: 'curious' },
  { setting: 'home', timeOfDay: 'day', action: 'sad', companion: 'none', props: ['umbrella', 'cake'], mood: 'sad' },
];
const mine = createBuiltinIllustrator();
const theirs: Illustrator | null = other ? (await import(other)).createBuiltinIllustrator() : null;
const a: number[] = [];
const b: number[] = [];
for (let round = 0; round < 2; round++) {
  for (const style of styles) {
    for (const [i, scene] of scenes.entries()) {
      const req = { scene, prompt: '', hero, style, seed: 5 + round, pageIndex: i, pageCount: scenes.length };
      let t = performance.now();
      await mine.illustrate(req);
      a.push(performance.now() - t);
      if (theirs) {
        t = performance.now();
        await theirs.illustrate(req);
        b.push(performance.now() - t);
      }
    }
  }
}
const stat = (xs: number[]): string => {
  const s = [...xs].sort((x, y) => x - y);
  return `median ${s[Math.floor(s.length / 2)]?.toFixed(0)} ms, p90 ${s[Math.floor(s.length * 0.9)]?.toFixed(0)} ms, sum of 10 median pages ${(((s[Math.floor(s.length / 2)] ?? 0) * 10) / 1000).toFixed(1)} s`;
};
console.log(`this checkout: ${a.length} pages, ${stat(a)}`);
if (theirs) console.log(`other checkout: ${b.length} pages, ${stat(b)}`);
