/**
 * The moral themes catalogue: 7 groups of 8 themes, each with a label
 * and a short child-friendly description in the 14 story languages. Pure data and helpers, safe
 * to import from islands and the server alike.
 */
import { LANGUAGE_CODES, MORAL_GROUPS, type LanguageCode, type MoralGroup } from '../../shared/catalog.ts';
import type { MoralTheme } from './types.ts';
import { CORE_VALUES } from './core-values.ts';
import { FAMILY_VALUES } from './family-values.ts';
import { FRIENDSHIP_SKILLS } from './friendship-skills.ts';
import { EMOTIONAL_GROWTH } from './emotional-growth.ts';
import { OVERCOMING_FEARS } from './overcoming-fears.ts';
import { GOOD_HABITS } from './good-habits.ts';
import { BIG_PICTURE_VALUES } from './big-picture-values.ts';
import { MORAL_GROUP_LABELS } from './group-labels.ts';

export type { MoralTheme } from './types.ts';
export { MORAL_GROUP_LABELS };

/** Every catalogue theme, grouped in MORAL_GROUPS order (not yet sorted by label). */
export const MORAL_THEMES: readonly MoralTheme[] = [
  ...CORE_VALUES,
  ...FAMILY_VALUES,
  ...FRIENDSHIP_SKILLS,
  ...EMOTIONAL_GROWTH,
  ...OVERCOMING_FEARS,
  ...GOOD_HABITS,
  ...BIG_PICTURE_VALUES,
];

/** Number of themes in the catalogue (the marketing copy promises 100+ morals overall; this seed ships 56). */
export const MORAL_THEME_COUNT = MORAL_THEMES.length;

const BY_KEY = new Map(MORAL_THEMES.map((theme) => [theme.key, theme]));

/** The theme with this key, or undefined. */
export function findMoralTheme(key: string): MoralTheme | undefined {
  return BY_KEY.get(key);
}

/** One group of the moral selector, in one language. */
export interface MoralGroupView {
  group: MoralGroup;
  label: string;
  themes: { key: string; label: string; description: string }[];
}

/**
 * The moral selector's list for a language: groups in MORAL_GROUPS order, themes sorted by their
 * label in that language (locale-aware). Unknown languages fall back to English.
 */
export function listMoralGroups(language: LanguageCode | string): MoralGroupView[] {
  const lang: LanguageCode = (LANGUAGE_CODES as readonly string[]).includes(language) ? (language as LanguageCode) : 'en';
  return MORAL_GROUPS.map((group) => ({
    group,
    label: MORAL_GROUP_LABELS[group][lang],
    themes: MORAL_THEMES.filter((t) => t.group === group)
      .map((t) => ({ key: t.key, label: t.text[lang].label, description: t.text[lang].description }))
      .sort((a, b) => a.label.localeCompare(b.label, lang)),
  }));
}
