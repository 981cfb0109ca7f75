/**
 * The parent's remembered interface language, stored on auth_users.locale
 * (migration 0160) so every e-mail of the built-in identity service goes out in it.
 * Set at sign-up from the page's language; updated whenever a signed-in API call arrives in
 * another of the 14 UI languages (the site sends the page's `<html lang>` as Accept-Language,
 * so switching the language and doing anything signed in moves the e-mails along).
 */
import type { Db } from '../../db/client.ts';
import { isLocale, type Locale } from '../../../i18n/locales.ts';

/**
 * Last locale written per user in this process, so the common call costs no query. Bounded, and
 * trusted for a few minutes only: another server process may have stored a different choice since.
 */
const known = new Map<string, { locale: Locale; at: number }>();
const KNOWN_MAX = 10_000;
const KNOWN_MS = 5 * 60_000;

/** Stores `locale` as the user's language when it differs from what is stored. */
export async function rememberLocale(db: Db, userId: string, locale: Locale): Promise<void> {
  const seen = known.get(userId);
  if (seen && seen.locale === locale && Date.now() - seen.at < KNOWN_MS) return;
  await db.query('UPDATE auth_users SET locale = $2 WHERE id = $1 AND locale IS DISTINCT FROM $2', [userId, locale]);
  if (known.size >= KNOWN_MAX) known.clear();
  known.set(userId, { locale, at: Date.now() });
}

/** The stored language of a user (by id or by e-mail address), or undefined when none is stored. */
export async function storedLocale(db: Db, who: { id: string } | { email: string }): Promise<Locale | undefined> {
  const [sql, value] = 'id' in who ? ['SELECT locale FROM auth_users WHERE id = $1', who.id] : ['SELECT locale FROM auth_users WHERE email = $1', who.email];
  const rows = await db.query<{ locale: string | null }>(sql, [value]);
  const locale = rows[0]?.locale;
  return isLocale(locale) ? locale : undefined;
}
