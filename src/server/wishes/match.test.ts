import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../shared/catalog.ts';
import { MODERATION_CATEGORIES, WORD_LISTS } from '../providers/moderation/builtin/word-lists.ts';
import { anyTermSource, normalise, termPattern } from './match.ts';

describe('anyTermSource (issue 19: the moderator\'s patterns compile faster)', () => {
  it.each(LANGUAGE_CODES)('%s: finds a listed word exactly where one pattern per term finds it', (language) => {
    for (const category of MODERATION_CATEGORIES) {
      const terms = WORD_LISTS[language]?.[category] ?? [];
      if (!terms.length) continue;
      const perTerm = new RegExp(terms.map((t) => termPattern(t, language)).join('|'), 'u');
      const grouped = new RegExp(anyTermSource(terms, language), 'u');
      const texts = terms.flatMap((term) => {
        const core = normalise(term.replace(/^\*|\*$/g, ''), language);
        // The word alone, inside a sentence, glued to letters on either side, and with a letter missing.
        return [core, `a ${core} b`, `x${core}`, `${core}x`, `the${core}s`, `${core.slice(1)}`, `${core.slice(0, -1)} .`, `و${core}`, `وبال${core}`];
      });
      texts.push('goodnight little star', 'the moon is round and bright', '');
      for (const text of texts) expect(grouped.test(text), `${language}/${category}: "${text}"`).toBe(perTerm.test(text));
      // And it does find them.
      expect(texts.some((text) => grouped.test(text))).toBe(true);
    }
  });

  it('is empty for no terms', () => {
    expect(anyTermSource([], 'en')).toBe('');
  });
});
