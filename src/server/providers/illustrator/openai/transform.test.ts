import { describe, expect, it } from 'vitest';
import { ILLUSTRATION_STYLE_CODES } from '../../../../shared/catalog.ts';
import type { IllustrateRequest } from '../../types.ts';
import { characterSheetText, composePrompt, firstImage, sniffImage } from './transform.ts';

const base: IllustrateRequest = {
  scene: { setting: 'forest', timeOfDay: 'day', action: 'walking', companion: 'fox', props: ['lantern'], mood: 'curious' },
  prompt: 'Noah walks through a sunny forest with a fox.',
  hero: { name: 'Noah', kind: 'human', gender: 'male', age: 4, description: 'a green scarf' },
  style: 'storybook',
  seed: 1,
  pageIndex: 0,
  pageCount: 8,
};

describe('composePrompt', () => {
  it('repeats the same character sheet on every page', () => {
    const pages = [0, 3, 7].map((pageIndex) => composePrompt({ ...base, pageIndex }));
    const sheet = characterSheetText(base.hero);
    for (const page of pages) expect(page).toContain(sheet);
    expect(sheet).toContain('a 4-year-old boy: a green scarf');
  });

  it.each(ILLUSTRATION_STYLE_CODES)('names a distinct look for the %s style', (style) => {
    const others = ILLUSTRATION_STYLE_CODES.filter((s) => s !== style).map((s) => composePrompt({ ...base, style: s }));
    const prompt = composePrompt({ ...base, style });
    expect(others).not.toContain(prompt);
  });

  it('makes the last page the calmest and night pages dark', () => {
    expect(composePrompt({ ...base, pageIndex: 7, scene: { ...base.scene, timeOfDay: 'night' } })).toMatch(/dark-blue night.*calmest/);
    expect(composePrompt(base)).not.toMatch(/calmest/);
  });

  it('forbids text in the picture and mentions the reference photo only when there is one', () => {
    expect(composePrompt(base)).toMatch(/No text/);
    expect(composePrompt(base)).not.toMatch(/reference image/);
    expect(composePrompt({ ...base, referencePhoto: Buffer.from('x') })).toMatch(/reference image/);
  });

  it('describes animals and objects without calling them children', () => {
    expect(characterSheetText({ name: 'Biscuit', kind: 'animal' })).toMatch(/animal character/);
    expect(characterSheetText({ name: 'Teapot', kind: 'object' })).toMatch(/object character/);
  });
});

describe('sniffImage and firstImage', () => {
  it.each([
    [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'png'],
    [Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'jpeg'],
    [Buffer.from('RIFF\0\0\0\0WEBPVP8 '), 'webp'],
    [Buffer.from('<svg></svg>'), 'unknown'],
  ])('recognises %#', (bytes, kind) => {
    expect(sniffImage(bytes)).toBe(kind);
  });

  it('reads b64_json first, then url', () => {
    expect(firstImage({ data: [{ b64_json: 'AAA' }] })).toEqual({ b64: 'AAA' });
    expect(firstImage({ data: [{ url: 'https://x/y.png' }] })).toEqual({ url: 'https://x/y.png' });
    expect(firstImage({ data: [] })).toBeUndefined();
    expect(firstImage(null)).toBeUndefined();
  });

  it('describes the hero from the look fields, not the raw description', () => {
    const sheet = characterSheetText({
      name: 'Emma',
      kind: 'human',
      description: 'blonde Locken und ein roter Hut',
      look: { kind: 'person', hairColour: 'blonde', hairTexture: 'curly', headwear: 'hat', headwearColour: 'red' },
    });
    expect(sheet).toContain('blonde curls and a red hat');
    expect(sheet).not.toContain('Locken');
    expect(characterSheetText({ name: 'Rio', kind: 'animal', look: { kind: 'animal', species: 'parrot', colours: ['red'] } })).toContain(
      'a friendly parrot character: red feathers',
    );
  });
});
