/**
 * Formatting for islands and pages (issue 23): placeholders in message templates, and numbers,
 * currency, dates and plural categories through Intl in the UI locale. Dependency-free and
 * small, so every island can use it.
 */

/** Fills `{name}` placeholders of a template; unknown placeholders stay as they are. */
export function format(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Money in the locale's style: formatMoney(1199, 'EUR', 'de') → "11,99 €". `cents` are minor units. */
export const formatMoney = (cents: number, currency: string, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

/** A date in the locale's medium style. */
export const formatDate = (date: Date | string | number, locale: string): string => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(date));

/** The CLDR plural category of `count` in `locale` ("one", "few", "many", "other", …) for picking a message. */
export const pluralCategory = (count: number, locale: string): Intl.LDMLPluralRule => new Intl.PluralRules(locale).select(count);
