/**
 * Photo analysis on the real fixture photos (issue 15): the detected kind and the fields each
 * photo plainly shows (expected values written from looking at the photos). Prints the analysis
 * time per photo. Runs only where ../shared/fixtures exists.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { createPhotoAnalyzer } from '../../src/server/likeness/analyzer.ts';
import { fixture, HAS_FIXTURES } from '../helpers/fixtures.ts';

if (!HAS_FIXTURES) console.warn('photo analysis on real photos SKIPPED: no ../shared/fixtures (set FIXTURES_DIR)');

const analyzer = createPhotoAnalyzer({ idleSeconds: 10 });
afterAll(() => analyzer.close());

async function analyze(name: string) {
  const started = performance.now();
  const result = await analyzer.analyze(await readFile(fixture(name)));
  console.log(`${name}: detection ${result.ms} ms, round trip ${Math.round(performance.now() - started)} ms`);
  return result.look;
}

describe.skipIf(!HAS_FIXTURES)('photo analysis on real photos', () => {
  it('the astronaut: a light-skinned adult with short blonde hair, no hat, no glasses, an orange suit', async () => {
    const look = await analyze('photo_human_astronaut_512x512.png');
    expect(look?.kind).toBe('person');
    expect(['very-light', 'light']).toContain(look?.skinTone);
    expect(look?.hairColour).toBe('blonde');
    expect(look?.headwear).toBe('none');
    expect(look?.glasses).toBe(false);
    expect(look?.clothing?.[0]).toBe('orange');
    expect(look?.ageBand).toBe('adult');
    expect(look?.beard).toBe(false);
  });

  // Her navy cap is as dark as hair: a hat is only read when its colour is one hair does not have
  // (a red hat, a green cap), so the cap is left for the parent to add rather than guessed.
  it('Grace Hopper: a light-skinned older adult with glasses and a dark uniform', async () => {
    const look = await analyze('photo_human_grace_hopper_517x606.jpg');
    expect(look?.kind).toBe('person');
    expect(['very-light', 'light']).toContain(look?.skinTone);
    expect(look?.glasses).toBe(true);
    expect(look?.beard).toBe(false);
    expect(['black', 'navy']).toContain(look?.clothing?.[0]);
    expect(look?.ageBand).toBe('older-adult');
  });

  it('the raccoon: an animal with a grey coat, and no made-up species (the detector has no raccoon)', async () => {
    const look = await analyze('photo_animal_raccoon_1024x768.jpg');
    expect(look?.kind).toBe('animal');
    expect(look?.colours?.[0]).toBe('grey');
    expect(look?.species).toBeUndefined();
  });

  it('the airplane: an object of category airplane, grey', async () => {
    const look = await analyze('photo_object_airplane_768x512.webp');
    expect(look?.kind).toBe('object');
    expect(look?.category).toBe('airplane');
    expect(look?.colours).toContain('grey');
  });
});
