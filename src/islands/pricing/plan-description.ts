/**
 * How a plan card marks its description's language: nothing when it is in the page's
 * language (the catalogue's translation, or English on an English page); `lang`/`dir` of English
 * for an operator-added plan whose description has no translation for this language.
 */
import type { Plan } from './pricing-rules.ts';

/** Attributes for the description element of `plan` on a page in `locale`. */
export function descriptionLangAttrs(plan: Pick<Plan, 'descriptionLang'>, locale: string): { lang?: string; dir?: 'ltr' | 'rtl' } {
  const lang = plan.descriptionLang ?? 'en';
  if (lang === locale) return {};
  return { lang, dir: lang === 'ar' ? 'rtl' : 'ltr' };
}
