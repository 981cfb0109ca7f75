/**
 * groupedTermSources (the moderator's lists compiled without a Unicode class per term)
 * must accept exactly the texts one termPattern per term accepts. Checked on every term of every
 * language's word list, in texts where the term stands alone, starts a longer word, ends one, sits
 * inside one, and after an Arabic clitic.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../shared/catalog.ts';
import { MODERATION_CATEGORIES, WORD_LISTS } from '../screening/word-lists.ts';
import { groupedTermSources, normalise, termPattern } from './match.ts';

describe('groupedTermSources', () => {
  it.each(LANGUAGE_CODES)('matches the same texts as one pattern per term (%s lists)', (language) => {
    let checked = 0;
    for (const category of MODERATION_CATEGORIES) {
      const terms = WORD_LISTS[language][category] ?? [];
      if (!terms.length) continue;
      const perTerm = new RegExp(terms.map((t) => termPattern(t, language)).join('|'), 'u');
      const grouped = new RegExp(groupedTermSources(terms, language).join('|'), 'u');
      for (const term of terms) {
        const core = normalise(term.replace(/^\*|\*$/g, ''), language);
        for (const text of [`a ${core} b`, `${core}ab`, `ab${core}`, `ab${core}cd`, `${core}`, `و${core}`, `x${core}.`]) {
          expect(grouped.test(text), `${language}/${category} '${term}' in '${text}'`).toBe(perTerm.test(text));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
