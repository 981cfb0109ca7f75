import { describe, expect, it } from 'vitest';
import { formatCount, numberFormat, pluralCategory } from '../../src/i18n/format.ts';
import { LOCALES } from '../../src/i18n/locales.ts';

/** Counts in the UI language without building an Intl formatter per call. */
describe('formatCount', () => {
  it('writes every count of a story as Intl does, in every UI locale', () => {
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(locale);
      for (const n of [0, 1, 2, 7, 10, 12, 99, 100, 999, 1000, 12345, 2.5]) expect(formatCount(n, locale), `${locale} ${n}`).toBe(intl.format(n));
    }
  });
});

describe('cached formatters', () => {
  it('makes one formatter per locale and options', () => {
    expect(numberFormat('de', { style: 'currency', currency: 'EUR' })).toBe(numberFormat('de', { style: 'currency', currency: 'EUR' }));
    expect(numberFormat('de')).not.toBe(numberFormat('fr'));
    expect(numberFormat('de', { style: 'currency', currency: 'EUR' }).format(11.99)).toMatch(/^11,99\s€$/u);
    expect(pluralCategory(1, 'pl')).toBe('one');
    expect(pluralCategory(3, 'pl')).toBe('few');
    expect(pluralCategory(5, 'pl')).toBe('many');
  });
});
