/**
 * API error messages in the parent's language. The server keeps throwing its errors
 * with the product's English words (tests, logs and analytics use them) and a stable
 * machine `code`; only when an answer is written (app.onError, GoTrue error bodies) is the
 * English `message` looked up in the message catalogue and replaced by its translation.
 *
 * The lookup is built from the catalogue itself: every `err_*` message's English text (plus the
 * few shared `auth_*` texts the sign-in screens already translate) is a template whose
 * `{placeholders}` match any value, so `File size exceeds 10MB limit.` finds `err_file_too_large`
 * ("File size exceeds {mb}MB limit.") and is re-rendered in Spanish with mb = 10. A message with
 * no catalogue entry stays English (never an empty or wrong text).
 */
import type { Locale } from '../../i18n/locales.ts';
import { BASE_LOCALE } from '../../i18n/locales.ts';
import { serverMessage, serverMessageKeys } from './server-messages.ts';

/** Catalogue keys outside `err_` whose English equals a server message (shared with the sign-in screens). */
const SHARED_KEYS = ['auth_invalid_credentials', 'auth_rate_limit', 'auth_weak_password', 'common_error'] as const;

interface Entry {
  key: string;
  /** Exact English text when the template has no placeholders. */
  exact?: string;
  pattern?: RegExp;
  names: string[];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function buildIndex(): { exact: Map<string, string>; patterns: Entry[] } {
  const exact = new Map<string, string>();
  const patterns: Entry[] = [];
  const keys = [...serverMessageKeys('err_'), ...SHARED_KEYS];
  for (const key of keys) {
    // Without inputs the English text keeps its `{placeholders}`: the template.
    const english = serverMessage(key, BASE_LOCALE);
    const names: string[] = [];
    const parts = english.split(/\{(\w+)\}/);
    if (parts.length === 1) {
      if (!exact.has(english)) exact.set(english, key);
      continue;
    }
    const source = parts.map((part, i) => (i % 2 === 1 ? (names.push(part), '([\\s\\S]+?)') : escapeRegExp(part))).join('');
    patterns.push({ key, names, pattern: new RegExp(`^${source}$`) });
  }
  // Most specific first: the template with the most literal text wins.
  patterns.sort((a, b) => b.pattern!.source.length - a.pattern!.source.length);
  return { exact, patterns };
}

let index: ReturnType<typeof buildIndex> | null = null;

/** The catalogue key and placeholder values of an English server message, or null when it has none. */
export function errorKeyOf(message: string): { key: string; values: Record<string, string> } | null {
  index ??= buildIndex();
  const key = index.exact.get(message);
  if (key) return { key, values: {} };
  for (const entry of index.patterns) {
    const match = entry.pattern!.exec(message);
    if (match) return { key: entry.key, values: Object.fromEntries(entry.names.map((n, i) => [n, match[i + 1]!])) };
  }
  return null;
}

/**
 * `message` (English, the product's words) in `locale`; unchanged for English and for messages the
 * catalogue does not know. Placeholder values (numbers, file types, field names) are kept as sent.
 */
export function localizeErrorMessage(message: string, locale: Locale): string {
  if (locale === BASE_LOCALE || !message) return message;
  const found = errorKeyOf(message);
  if (!found) return message;
  return serverMessage(found.key, locale, found.values);
}
