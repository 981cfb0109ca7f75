/**
 * The catalogue messages the API server speaks itself: its error texts (`err_`, and the
 * few shared `auth_`/`common_` texts of the sign-in screens), the e-mail sentences (`mail_`) and
 * the voice-consent words it stores with a recording (VOICE_CONSENT_MESSAGES), read from
 * `messages/{locale}.json` — the same files Paraglide compiles for the site — the first
 * time a locale is needed, keeping only those keys.
 *
 * Why not Paraglide's compiled `m`: it is one module per message (~1,000 modules, each with all
 * 14 translations), and importing it cost a quiet server ~45 MB of memory (≤ 350 MB
 * idle) for the ~130 messages the server speaks. The site's pages still use Paraglide (bundled by
 * Astro). The catalogue's messages are plain text with `{name}` placeholders (no variants), which
 * is all this renders; `tests/unit/server-messages.test.ts` checks every served key in every
 * locale against Paraglide's own output.
 */
import fs from 'node:fs';
import { BASE_LOCALE, type Locale } from '../../i18n/locales.ts';
import type * as Catalogue from '../../paraglide/messages/_index.js';
import { VOICE_CONSENT_MESSAGES } from '../../shared/voice-consent.ts';

type ConsentKey = (typeof VOICE_CONSENT_MESSAGES)[keyof typeof VOICE_CONSENT_MESSAGES];
/** A catalogue key the server may speak. */
export type ServerMessageKey = Extract<keyof typeof Catalogue, `err_${string}` | `mail_${string}` | `auth_${string}` | `common_${string}` | ConsentKey>;

/** Key families kept in memory, and the single keys outside them. */
const SERVED = /^(err|mail|auth|common)_/;
const SERVED_KEYS: ReadonlySet<string> = new Set(Object.values(VOICE_CONSENT_MESSAGES));
const served = (key: string) => SERVED.test(key) || SERVED_KEYS.has(key);

const MESSAGES_DIR = new URL('../../../messages/', import.meta.url);
const loaded = new Map<Locale, ReadonlyMap<string, string>>();

/** The served messages of one locale (read once; a missing or broken file is an empty catalogue). */
function catalogue(locale: Locale): ReadonlyMap<string, string> {
  let messages = loaded.get(locale);
  if (!messages) {
    const kept = new Map<string, string>();
    try {
      const all = JSON.parse(fs.readFileSync(new URL(`${locale}.json`, MESSAGES_DIR), 'utf8')) as Record<string, unknown>;
      for (const [key, text] of Object.entries(all)) if (served(key) && typeof text === 'string') kept.set(key, text);
    } catch {
      // Falls back to English below, like Paraglide does for a missing translation.
    }
    messages = kept;
    loaded.set(locale, messages);
  }
  return messages;
}

/** Keys of the served catalogue that start with `prefix` (English catalogue, the source; '' for all). */
export function serverMessageKeys(prefix: string): string[] {
  return [...catalogue(BASE_LOCALE).keys()].filter((key) => key.startsWith(prefix));
}

/**
 * The message `key` in `locale` (English when that locale lacks it), `{name}` placeholders filled
 * from `inputs`; a placeholder without a value is left as written. Throws when the key is not in
 * the English catalogue (a programming error: keys come from our code, never from a request).
 */
export function serverMessage(key: ServerMessageKey | (string & {}), locale: Locale, inputs: Readonly<Record<string, string>> = {}): string {
  const text = catalogue(locale).get(key) ?? catalogue(BASE_LOCALE).get(key);
  if (text === undefined) throw new Error(`No server message '${key}' in messages/${BASE_LOCALE}.json`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(inputs, name) ? inputs[name]! : whole));
}
