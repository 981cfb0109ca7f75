/**
 * Pages read their story's textures (watercolor wash noise, paper grain) from rasters made once
 * per story; the picture must stay the one the per-page turbulence drew (a cheaper texture that smooths the washes is not acceptable).
 */
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import type { CharacterSheet, Scene } from '../../types.ts';
import { requestSvg } from './builtin-illustrator.ts';
import { washNoiseHref } from '../../../storycraft/scene/textures.ts';

const hero: CharacterSheet = { name: 'Mia', kind: 'human', gender: 'female', age: 5, description: 'curly red hair and a yellow raincoat' };
const scene: Scene = { setting: 'forest', timeOfDay: 'evening', action: 'walking', companion: 'fox', props: ['lantern'], mood: 'curious' };
const render = (svg: string) =>
  new Resvg(svg, { fitTo: { mode: 'width', value: 1024 }, font: { loadSystemFonts: false }, shapeRendering: 2, imageRendering: 0 }).render().pixels;

describe('shared page textures', () => {
  it('draws the same page as the per-page turbulence it replaces', () => {
    const svg = requestSvg({ scene, hero, style: 'watercolor', seed: 4242, pageIndex: 3, pageCount: 10 });
    const image = svg.match(/<feImage href="data:image\/png;base64,[^"]+"[^>]*result="noise"\/>/);
    expect(image).not.toBeNull();
    // The old filter: the story's turbulence computed in place.
    const seed = (4242 % 997) + 1;
    const perPage = svg.replace(image![0], `<feTurbulence type="fractalNoise" baseFrequency="0.022" numOctaves="2" seed="${seed}" result="noise"/>`);
    const a = render(svg);
    const b = render(perPage);
    let sum = 0;
    let far = 0;
    for (let i = 0; i < a.length; i++) {
      const d = Math.abs(a[i]! - b[i]!);
      sum += d;
      if (d > 16) far++;
    }
    // Measured: mean 0.05 of 255, 0.07 % of channel values off by more than 16 (edge pixels a
    // fraction of a pixel apart; with the noise scaled up bicubic instead of by nearest pixel, 0.04
    // and 0.05 %). A coarser noise (e.g. 128 px) smooths the bleed visibly.
    expect(sum / a.length).toBeLessThan(0.3);
    expect(far / a.length).toBeLessThan(0.002);
  });

  it('is made once per story: every page of a story reads the same noise', () => {
    const page = (pageIndex: number) => requestSvg({ scene, hero, style: 'watercolor', seed: 77, pageIndex, pageCount: 10 });
    const href = washNoiseHref((77 % 997) + 1, 1024);
    expect(page(0)).toContain(href);
    expect(page(5)).toContain(href);
    expect(washNoiseHref((78 % 997) + 1, 1024)).not.toBe(href);
  });

  it('draws the paper grain exactly as the per-page filter did', () => {
    const svg = requestSvg({ scene, hero, style: 'storybook', seed: 4242, pageIndex: 1, pageCount: 10 });
    const tile = svg.match(/<image href="data:image\/png;base64,[^"]+" width="256" height="256"\/>/);
    expect(tile).not.toBeNull();
    const seed = (4242 % 997) + 1;
    const perPage = svg
      .replace(tile![0], '<rect width="256" height="256" filter="url(#grainf)"/>')
      .replace(
        '<defs>',
        `<defs><filter id="grainf" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${seed}" stitchTiles="stitch"/><feColorMatrix type="matrix" values="0 0 0 0 0.45  0 0 0 0 0.36  0 0 0 0 0.25  0 0 0 ${0.2 * 3} -${0.2}"/></filter>`,
      );
    expect(Buffer.compare(render(svg), render(perPage))).toBe(0);
  });
});
