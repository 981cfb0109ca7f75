/**
 * The reader's interface texts: the page passes the island `messagesFor(locale, ['rd_'])`,
 * the templates of one UI language only (placeholders filled with `format()`, numbers and dates
 * through Intl in that locale). The story's own text stays in the story's language.
 */
import type { IslandMessages } from '../../i18n/messages.ts';
import type { LanguageCode } from '../../shared/catalog.ts';
import { format, formatCount } from '../../i18n/format.ts';

/** All `rd_` templates of one locale. */
export type ReaderMessages = IslandMessages<'rd_'>;

/** A number in the UI locale (its digits and separators; formatCount). */
export const formatNumber = (n: number, locale: LanguageCode): string => formatCount(n, locale);

/** "Page 2 of 5" in the UI locale. */
export const pageOf = (t: ReaderMessages, locale: LanguageCode, page: number, total: number): string =>
  format(t.rd_page_of, { page: formatNumber(page, locale), total: formatNumber(total, locale) });
