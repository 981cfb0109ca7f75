import { describe, expect, it } from 'vitest';
import { previewWishes } from '../../src/server/stories/story-wishes.ts';

describe('the wish chips before the credit is spent', () => {
  it('shows a wish the hero’s boundaries forbid as left out, with the boundary, and never as a chip', () => {
    const preview = previewWishes({ freeText: 'a dolphin called Chispa at the seaside with a boat', moral: '', language: 'en', avoid: ['water'] });
    expect(preview.chips.map((c) => c.labelEn)).toEqual([]);
    expect(preview.avoided?.map((a) => [a.labelEn, a.boundary])).toEqual([
      ['seaside', 'water'],
      ['dolphin Chispa', 'water'],
      ['boat', 'water'],
    ]);
  });

  it('keeps what the boundaries allow and names the wishes the story cannot place', () => {
    const preview = previewWishes({
      freeText: 'a giraffe, a hedgehog, a goat and a lion at the zoo with a kite, a rocket and a drum',
      moral: '',
      language: 'en',
      avoid: ['loud'],
    });
    expect(preview.chips.map((c) => c.labelEn).sort()).toEqual(['giraffe', 'hedgehog', 'kite', 'rocket', 'zoo']);
    expect(preview.avoided?.map((a) => [a.labelEn, a.boundary])).toEqual([['drum', 'loud']]);
    expect(preview.leftOut).toEqual(expect.arrayContaining(['goat', 'lion']));
  });

  it('reads the wishes in the story language and glosses the chips in the page’s', () => {
    const preview = previewWishes({ freeText: 'une girafe au zoo avec mamie', moral: '', language: 'fr', uiLanguage: 'de' });
    expect(preview.chips.map((c) => [c.label, c.labelUi]).sort()).toEqual([
      ['girafe', 'Giraffe'],
      ['mamie', 'Oma'],
      ['zoo', 'Zoo'],
    ]);
  });
});
