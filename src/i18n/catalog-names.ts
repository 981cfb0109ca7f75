/**
 * Display names of the product catalogues in the UI language: illustration
 * styles and moral themes. The moral catalogue already carries its labels in the 14 languages
 * (src/content/morals, large: import it where the moral selector is shown); the style names are
 * in ./style-names.ts (small, safe in any island).
 */
import type { LanguageCode } from '../shared/catalog.ts';
import { findMoralTheme, listMoralGroups, type MoralGroupView } from '../content/morals/index.ts';
export { STYLE_NAMES, styleName } from './style-names.ts';

/** A catalogue moral's label in `locale` (e.g. 'honesty' → 'Sinceridad'), or undefined for a custom moral. */
export const moralLabel = (key: string, locale: LanguageCode): string | undefined => findMoralTheme(key)?.text[locale].label;

/** The moral selector's groups and themes with labels in the UI language. */
export const moralGroupsFor = (locale: LanguageCode): MoralGroupView[] => listMoralGroups(locale);
