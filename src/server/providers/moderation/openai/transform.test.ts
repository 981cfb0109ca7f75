import { describe, expect, it } from 'vitest';
import { batches, categoryFamily, toModerationResult } from './transform.ts';

const clean = {
  flagged: false,
  categories: { violence: false, 'violence/graphic': false, sexual: false },
  category_scores: { violence: 0.01, 'violence/graphic': 0.001, sexual: 0.002 },
};

describe('toModerationResult', () => {
  it.each([
    ['all clean', [clean], undefined, { flagged: false, reasons: [] }],
    [
      'a sub-category folds into its family',
      [{ ...clean, flagged: true, categories: { ...clean.categories, 'violence/graphic': true } }],
      undefined,
      { flagged: true, reasons: ['violence'] },
    ],
    [
      'reasons across inputs are merged and sorted',
      [
        { ...clean, flagged: true, categories: { ...clean.categories, sexual: true } },
        { ...clean, flagged: true, categories: { ...clean.categories, violence: true } },
      ],
      undefined,
      { flagged: true, reasons: ['sexual', 'violence'] },
    ],
    [
      'a stricter threshold flags a middling score',
      [{ ...clean, category_scores: { ...clean.category_scores, violence: 0.35 } }],
      0.3,
      { flagged: true, reasons: ['violence'] },
    ],
    ['the threshold leaves low scores alone', [clean], 0.3, { flagged: false, reasons: [] }],
    ['flagged without a named category still fails', [{ ...clean, flagged: true }], undefined, { flagged: true, reasons: ['flagged'] }],
  ])('%s', (_label, results, threshold, expected) => {
    expect(toModerationResult({ results }, threshold)).toEqual(expected);
  });
});

describe('helpers', () => {
  it('categoryFamily keeps the part before the slash', () => {
    expect(categoryFamily('self-harm/intent')).toBe('self-harm');
    expect(categoryFamily('hate')).toBe('hate');
  });
  it('batches splits without losing items', () => {
    expect(batches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(batches([], 2)).toEqual([]);
  });
});
