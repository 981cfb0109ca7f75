/**
 * The UI language as Stripe's `locale` (Checkout Sessions and Customer Portal sessions).
 * Stripe has no Arabic page: 'auto' lets Stripe follow the browser there. Hindi is 'hi-IN'.
 */
import type { LanguageCode } from '../../../../shared/catalog.ts';

const STRIPE_LOCALES: Record<LanguageCode, string> = {
  en: 'en',
  es: 'es',
  fr: 'fr',
  de: 'de',
  ar: 'auto',
  zh: 'zh',
  nl: 'nl',
  hi: 'hi-IN',
  it: 'it',
  ja: 'ja',
  ko: 'ko',
  pl: 'pl',
  pt: 'pt',
  tr: 'tr',
};

/** Stripe's locale code for a UI language ('auto' where Stripe has none). */
export function stripeLocale(locale: LanguageCode): 'auto' | 'en' | 'es' | 'fr' | 'de' | 'zh' | 'nl' | 'hi-IN' | 'it' | 'ja' | 'ko' | 'pl' | 'pt' | 'tr' {
  return STRIPE_LOCALES[locale] as ReturnType<typeof stripeLocale>;
}
