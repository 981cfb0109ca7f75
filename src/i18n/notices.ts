/**
 * Toasts in the UI language. The trackers and the API client raise their progress, export and
 * error notices in English (tests and analytics compare those texts); the toast area (ToastArea.astro)
 * shows them in the page's language. The page carries the pairs [English template, translated
 * template] of its own locale only; `localizeNotice` swaps a known English notice for its
 * translation, filling `{title}`-style placeholders from the English text. Anything else (an API
 * error, already translated by the server; an island's own translated text) is shown as it is.
 */
import type { Locale } from './locales.ts';
import { islandMessages, type MessageKey } from './messages.ts';

/** The message keys of the notices raised in English by src/lib (story-progress, story-events, export-tracker, api). */
export const NOTICE_KEYS = [
  'ms_created_notice',
  'toast_story_ready',
  'toast_story_ready_titled',
  'toast_story_failed',
  'toast_story_timeout',
  'toast_video_preparing',
  'toast_video_ready',
  'toast_video_failed',
  'toast_video_timeout',
  'toast_error',
  'toast_no_response',
  'auth_session_expired',
] as const satisfies readonly MessageKey[];

/** [English template, template in `locale`] for every notice that reads differently in `locale`. */
export function noticePairs(locale: Locale): [string, string][] {
  if (locale === 'en') return [];
  const en = islandMessages('en', NOTICE_KEYS);
  const local = islandMessages(locale, NOTICE_KEYS);
  return NOTICE_KEYS.filter((k) => en[k] !== local[k]).map((k) => [en[k], local[k]]);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `message` in the page's language when it is one of the English notices of `pairs`, else `message` itself. */
export function localizeNotice(message: string, pairs: readonly (readonly [string, string])[]): string {
  for (const [english, local] of pairs) {
    if (english === message) return local;
    const names = [...english.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    if (!names.length) continue;
    const pattern = new RegExp(
      `^${english
        .split(/\{\w+\}/)
        .map(escapeRegExp)
        .join('(.+)')}$`,
      's',
    );
    const found = pattern.exec(message);
    if (found) return names.reduce((text, name, i) => text.replace(`{${name}}`, () => found[i + 1]!), local);
  }
  return message;
}
