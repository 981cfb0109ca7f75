/**
 * Formatting for islands and pages: placeholders in message templates, and numbers,
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
 * hydration).
 */
export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = options ? `${locale} ${JSON.stringify(options)}` : locale;
  let made = numberFormats.get(key);
  if (!made) numberFormats.set(key, (made = new Intl.NumberFormat(locale, options)));
  return made;
}

/** UI locales whose numbers are not written in Latin digits by default (Arabic: ١٢٣). */
const NON_LATIN_DIGITS = new Set(['ar']);

/**
 * A count as the locale writes it ("Page 2 of 10"). Whole numbers 0-999 have no grouping, so in
 * every locale that writes Latin digits they are just String(n), and the first Intl.NumberFormat
 * of the page (18-46 ms here: ICU loads the locale's data) is not made for them: it was the
 * largest single cost of the public reader's hydration on a phone.
 * tests/unit/format.test.ts checks the shortcut against Intl for every UI locale.
 */
export function formatCount(n: number, locale: string): string {
  if (Number.isInteger(n) && n >= 0 && n < 1000 && !NON_LATIN_DIGITS.has(locale.split('-')[0]!)) return String(n);
  return numberFormat(locale).format(n);
}

/** The CLDR plural category of `count` in `locale` ("one", "few", "many", "other", …) for picking a message. */
export function pluralCategory(count: number, locale: string): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count);
}
