/**
 * The ghibli page drawn from its layers (raster.ts) is the page resvg draws from the one SVG:
 * the same soft focus on the far scenery, within a fraction of a level on average.
 */
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import type { CharacterSheet, Scene } from '../../types.ts';
import { requestPage } from './builtin-illustrator.ts';
import { boxWidths, rasterizePage, resvgOptions } from './raster.ts';

const hero: CharacterSheet = { name: 'Mia', kind: 'human', gender: 'female', age: 5, description: 'curly red hair and a yellow raincoat' };
const scene: Scene = { setting: 'meadow', timeOfDay: 'day', action: 'waving', companion: 'puppy', props: ['kite'], mood: 'cheerful' };

/** Mean absolute difference per colour channel, 0-255. */
function meanDifference(a: Uint8Array, b: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) if (i % 4 !== 3) sum += Math.abs(a[i]! - b[i]!);
  return sum / (a.length * 0.75);
}

describe('layered ghibli raster', () => {
  it('draws the page resvg draws from the one SVG, blur included', () => {
    for (const shot of ['wide', 'close'] as const) {
      const page = requestPage({ scene: { ...scene, shot }, hero, style: 'ghibli', seed: 9, pageIndex: 3, pageCount: 10 });
      expect(page.soft).toBeDefined();
      const reference = new Resvg(page.svg, resvgOptions(1024)).render().pixels;
      const layered = rasterizePage(page, 1024);
      expect([layered.width, layered.height]).toEqual([1024, 1024]);
      expect(meanDifference(reference, layered.pixels)).toBeLessThan(0.5);
      // The soft focus is there: where the blur changes the picture (the scenery's edges), the
      // layers come out as resvg's blurred page, not as the crisp one.
      const unblurred = new Resvg(page.svg.replace(' filter="url(#soft)"', ''), resvgOptions(1024)).render().pixels;
      const edges = (a: Uint8Array) => {
        let sum = 0;
        let count = 0;
        for (let i = 0; i < a.length; i++) {
          if (i % 4 === 3 || Math.abs(reference[i]! - unblurred[i]!) < 16) continue;
          sum += Math.abs(reference[i]! - a[i]!);
          count++;
        }
        return { mean: sum / count, count };
      };
      expect(edges(unblurred).count).toBeGreaterThan(1000);
      expect(edges(layered.pixels).mean).toBeLessThan(edges(unblurred).mean / 4);
    }
  });

  it('leaves the other styles to resvg alone', () => {
    for (const style of ['storybook', 'watercolor', 'lego'] as const)
      expect(requestPage({ scene, hero, style, seed: 9, pageIndex: 3, pageCount: 10 }).soft).toBeUndefined();
  });

  it('splits a blur into three boxes of the same spread', () => {
    for (const sigma of [1.1, 1.56, 3]) {
      const widths = boxWidths(sigma);
      const variance = widths.reduce((sum, w) => sum + (w * w - 1) / 12, 0);
      expect(Math.abs(Math.sqrt(variance) - sigma)).toBeLessThan(0.25);
    }
  });
});
