/**
 * Formatting for islands and pages (issue 23): placeholders in message templates, and numbers,
 * currency, dates and plural categories through Intl in the UI locale. Dependency-free and
 * small, so every island can use it.
 */

/** Fills `{name}` placeholders of a template; unknown placeholders stay as they are. */
export function format(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * One Intl.NumberFormat per locale and options, made once: constructing one costs far more than
 * formatting with it (the reader's "Page 2 of 10" made two per render, 20 ms of a phone's
 * hydration, issue 19).
 */
export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = options ? `${locale} ${JSON.stringify(options)}` : locale;
  let made = numberFormats.get(key);
  if (!made) numberFormats.set(key, (made = new Intl.NumberFormat(locale, options)));
  return made;
}

/** Money in the locale's style: formatMoney(1199, 'EUR', 'de') → "11,99 €". `cents` are minor units. */
export const formatMoney = (cents: number, currency: string, locale: string): string =>
  numberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

/** A date in the locale's medium style. */
export const formatDate = (date: Date | string | number, locale: string): string => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(date));

/** The CLDR plural category of `count` in `locale` ("one", "few", "many", "other", …) for picking a message. */
export function pluralCategory(count: number, locale: string): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count);
}
