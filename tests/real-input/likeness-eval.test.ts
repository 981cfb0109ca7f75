/**
 * The photo analysis over the labelled evaluation set (tests/fixtures/likeness, photos in
 * ../shared/likeness-eval): how many labelled fields the development half reads right, and, photo by
 * photo over the whole set, no glasses or beard the photo does not show and no colour named for a
 * black-and-white photo. Skips, and says so, where the photos are missing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HeroLook } from '../../src/shared/hero-look.ts';
import { createPhotoAnalyzer } from '../../src/server/likeness/analyzer.ts';
import { HAS_LIKENESS_PHOTOS, inventedFeatures, LIKENESS_PHOTOS_DIR, likenessBytes, likenessSet, scoreLook } from '../helpers/likeness-eval.ts';

if (!HAS_LIKENESS_PHOTOS) console.warn(`likeness evaluation SKIPPED: the evaluation photos are not at ${LIKENESS_PHOTOS_DIR} (set LIKENESS_PHOTOS_DIR)`);

const photos = HAS_LIKENESS_PHOTOS ? likenessSet() : [];
const looks = new Map<string, HeroLook | null>();

describe.skipIf(!HAS_LIKENESS_PHOTOS)('photo analysis on the evaluation set', () => {
  const analyzer = createPhotoAnalyzer({ idleSeconds: 10 });
  beforeAll(async () => {
    for (const photo of photos) looks.set(photo.id, (await analyzer.analyze(await likenessBytes(photo))).look);
  }, 600_000);
  afterAll(() => analyzer.close());

  it('reads at least 85% of the labelled fields of the development half right, and the kind of at least 90% of its photos', () => {
    const dev = photos.filter((p) => p.split === 'dev');
    const fields = dev.flatMap((p) => scoreLook(p.expect, looks.get(p.id) ?? null));
    const wrong = dev.flatMap((p) =>
      scoreLook(p.expect, looks.get(p.id) ?? null)
        .filter((f) => !f.ok)
        .map((f) => `${p.id} ${f.field}: want ${f.want}, got ${f.got}`),
    );
    const share = fields.filter((f) => f.ok).length / fields.length;
    console.log(`dev half: ${fields.length - wrong.length}/${fields.length} labelled fields right\n  ${wrong.join('\n  ')}`);
    expect(share).toBeGreaterThanOrEqual(0.85);
    const kinds = fields.filter((f) => f.field === 'kind');
    expect(kinds.filter((f) => f.ok).length / kinds.length).toBeGreaterThanOrEqual(0.9);
  });

  it.each(photos.map((p) => [p.id, p] as const))('%s: no glasses or beard it does not show', (_id, photo) => {
    expect(inventedFeatures(photo.expect, looks.get(photo.id) ?? null)).toEqual([]);
  });

  it.each(photos.filter((p) => p.expect.coloursUnknown).map((p) => [p.id, p] as const))('%s (black and white): colours unknown, none named', (_id, photo) => {
    const look = looks.get(photo.id);
    expect(look?.coloursUnknown).toBe(true);
    for (const field of ['skinTone', 'hairColour', 'headwearColour', 'clothing', 'colours'] as const) expect(look?.[field]).toBeUndefined();
  });
});
