import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../../shared/catalog.ts';
import { CONCEPTS, conceptByCode, drawCode } from './index.ts';
import { CONCEPT_CATEGORIES } from './types.ts';

describe('wish vocabulary', () => {
  it('holds at least 500 concepts, each named in all 14 languages under a unique emoji key', () => {
    expect(CONCEPTS.length).toBeGreaterThanOrEqual(500);
    expect(new Set(CONCEPTS.map((c) => c.code)).size).toBe(CONCEPTS.length);
    for (const c of CONCEPTS) {
      expect(c.code).toMatch(/^(x-[a-z-]+|[0-9a-f]{4,5}(-[0-9a-f]{4,5})*)$/);
      for (const l of LANGUAGE_CODES) expect(c.names[l].name.trim(), `${c.code} ${l}`).not.toBe('');
    }
  });

  it('covers every category a parent wishes from', () => {
    const counts = new Map<string, number>();
    for (const c of CONCEPTS) counts.set(c.category, (counts.get(c.category) ?? 0) + 1);
    for (const category of CONCEPT_CATEGORIES.filter((c) => c !== 'object')) expect(counts.get(category) ?? 0, category).toBeGreaterThanOrEqual(8);
  });

  it('gives every noun a gender in the languages whose articles need one', () => {
    for (const c of CONCEPTS)
      for (const l of ['de', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'ar', 'hi'] as const) expect(c.names[l].gender, `${c.code} ${l}`).toBeTruthy();
    expect(conceptByCode('1f992')?.names.fr).toMatchObject({ name: 'girafe', gender: 'f' });
    expect(conceptByCode('1f992')?.names.de).toMatchObject({ name: 'Giraffe', gender: 'f' });
    expect(conceptByCode('1f475')?.names.de).toMatchObject({ name: 'Oma', gender: 'f' });
    expect(conceptByCode('1f994')?.names.de).toMatchObject({ name: 'Igel', gender: 'm' });
    expect(conceptByCode('1f3db')?.names.fr).toMatchObject({ name: 'musée', gender: 'm' });
  });

  it('names the parent words, not the picture descriptions (grandma, not "old woman")', () => {
    expect(conceptByCode('1f475')?.names.en.name).toBe('grandma');
    expect(conceptByCode('1f319')?.names.en.name).toBe('moon');
    expect(conceptByCode('1f3db')?.names.en.name).toBe('museum');
    expect(drawCode(conceptByCode('x-lighthouse')!)).toMatch(/^[0-9a-f]+$/);
  });
});
