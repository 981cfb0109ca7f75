import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, MORAL_GROUPS } from '../../shared/catalog.ts';
import { MORAL_GROUP_LABELS, MORAL_THEMES, MORAL_THEME_COUNT, findMoralTheme, listMoralGroups } from './index.ts';

const SCRIPTS: Partial<Record<string, RegExp>> = {
  ar: /\p{Script=Arabic}/u,
  hi: /\p{Script=Devanagari}/u,
  ko: /\p{Script=Hangul}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  zh: /\p{Script=Han}/u,
};

describe('moral themes catalogue', () => {
  it('has 7 groups of 8 to 10 themes with unique kebab-case keys', () => {
    expect(MORAL_THEME_COUNT).toBe(MORAL_THEMES.length);
    const keys = MORAL_THEMES.map((t) => t.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z]+(-[a-z]+)*$/);
    for (const group of MORAL_GROUPS) {
      const n = MORAL_THEMES.filter((t) => t.group === group).length;
      expect(n, group).toBeGreaterThanOrEqual(8);
      expect(n, group).toBeLessThanOrEqual(10);
    }
  });

  it('gives every theme and group a label and description in all 14 languages, in the right script', () => {
    for (const lang of LANGUAGE_CODES) {
      for (const group of MORAL_GROUPS) expect(MORAL_GROUP_LABELS[group][lang]?.length).toBeGreaterThan(1);
      const labels = new Set<string>();
      for (const theme of MORAL_THEMES) {
        const text = theme.text[lang];
        expect(text, `${theme.key}/${lang}`).toBeDefined();
        expect(text.label.length).toBeGreaterThan(1);
        expect(text.description.length).toBeGreaterThan(text.label.length);
        expect(text.description).toMatch(/[.!?。！？।][”“»」]?$/);
        const script = SCRIPTS[lang];
        if (script) expect(text.description, `${theme.key}/${lang}`).toMatch(script);
        labels.add(text.label);
      }
      // Two themes with the same label would be indistinguishable in the selector.
      expect(labels.size, lang).toBe(MORAL_THEMES.length);
    }
  });

  it('lists groups in MORAL_GROUPS order with themes sorted by their label in that language', () => {
    for (const lang of ['en', 'de', 'pl', 'tr', 'ja'] as const) {
      const groups = listMoralGroups(lang);
      expect(groups.map((g) => g.group)).toEqual([...MORAL_GROUPS]);
      for (const g of groups) {
        const labels = g.themes.map((t) => t.label);
        expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, lang)));
      }
    }
    expect(listMoralGroups('fr')[0]!.label).toBe('Valeurs essentielles');
    expect(listMoralGroups('xx')[0]!.label).toBe('Core Values');
  });

  it('finds a theme by key', () => {
    expect(findMoralTheme('honesty')?.text.fr.label).toBe('Honnêteté');
    expect(findMoralTheme('no-such-theme')).toBeUndefined();
  });
});
