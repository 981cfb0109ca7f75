/**
 * The plan catalogue's descriptions in the parent's UI language.
 *
 * The `plans` table keeps the English description; the translations live next to
 * each plan in the catalogue (`descriptions` in catalogue.ts or CATALOGUE_FILE) and are resolved
 * here at render time by plan id. An operator-added plan without a translation for the locale
 * keeps its English text, and says so (`lang: 'en'`), so the page can mark it lang="en".
 */
import type { Config } from '../config.ts';
import type { LanguageCode } from '../../shared/catalog.ts';
import { loadCatalogue, type CataloguePlan } from './catalogue.ts';

/** A text and the language it is written in. */
export interface PlanText {
  text: string;
  lang: LanguageCode;
}

const loaded = new Map<string, CataloguePlan[]>();

/**
 * The configured catalogue (CATALOGUE_FILE or the default), read once per file: it is seeded at
 * start and does not change while the server runs. @throws Error for an invalid file (as at start).
 */
export function configuredCatalogue(config: Pick<Config, 'CATALOGUE_FILE'>): CataloguePlan[] {
  const key = config.CATALOGUE_FILE ?? '';
  let catalogue = loaded.get(key);
  if (!catalogue) {
    catalogue = loadCatalogue(config);
    loaded.set(key, catalogue);
  }
  return catalogue;
}

/**
 * A plan's description in `locale`. `plan.description` is the English text being shown (the
 * database row); the catalogue's translation is used only while the catalogue's English text is
 * that same text, so an edited description never shows a stale translation. Otherwise English.
 */
export function planDescription(catalogue: readonly CataloguePlan[], plan: { id: string; description: string }, locale: LanguageCode): PlanText {
  const source = catalogue.find((p) => p.id === plan.id);
  const translated = locale === 'en' ? undefined : source?.description === plan.description ? source.descriptions[locale] : undefined;
  return translated ? { text: translated, lang: locale } : { text: plan.description, lang: 'en' };
}

/** Plans with `description` in `locale` (English when untranslated) and `descriptionLang` saying which. */
export function localizePlans<T extends { id: string; description: string }>(
  plans: readonly T[],
  catalogue: readonly CataloguePlan[],
  locale: LanguageCode,
): Array<T & { descriptionLang: LanguageCode }> {
  return plans.map((plan) => {
    const { text, lang } = planDescription(catalogue, plan, locale);
    return { ...plan, description: text, descriptionLang: lang };
  });
}
