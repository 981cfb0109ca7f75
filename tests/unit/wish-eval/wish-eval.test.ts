import { readFileSync } from 'node:fs';
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { evaluateWish, parseWishSet } from './evaluate.ts';

const set = parseWishSet(readFileSync(new URL('./wishes.txt', import.meta.url), 'utf8'));
const random = seedrandom('wish-eval-held-out-2026');
const heldOut = new Set(set.map((_, i) => i).filter(() => random() < 0.5));

describe('wishes as parents write them', () => {
  it('the evaluation set has at least 300 wishes in all 14 languages', () => {
    expect(set.length).toBeGreaterThanOrEqual(300);
    expect(new Set(set.map((w) => w.language)).size).toBe(14);
  });

  it.each([
    ['the half the vocabulary was built with', false],
    ['the held-out half', true],
  ])(
    '%s: nine wishes in ten or more are honoured in full, in text and picture',
    (_label, held) => {
      const half = set.filter((w) => heldOut.has(w.index) === held);
      const honoured = half.filter((w) => evaluateWish(w).elements.every((e) => e.text && e.picture));
      expect(honoured.length / half.length).toBeGreaterThanOrEqual(0.9);
      // Writes one story per wish (137 and 175 of them).
    },
    300_000,
  );

  it('a wish a boundary forbids is not in the story (a dolphin when the parent avoids water and animals)', () => {
    const wish = set.find((w) => w.text === 'dolphin Chispa on an island')!;
    const { text } = evaluateWish(wish, { avoid: ['water', 'animals'], maxIntensity: 'gentle' } as never);
    expect(text).not.toMatch(/dolphin|island/i);
  });
});
