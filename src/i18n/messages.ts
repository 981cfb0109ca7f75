/**
 * UI messages through Paraglide JS. The message catalogue is messages/{locale}.json
 * (inlang message format, English the source); `npm run i18n` compiles it into src/paraglide
 * (generated, not committed): one tree-shakable function per message.
 *
 * Pages and layouts call `translator(locale)`; React islands never import the catalogue: the
 * page passes them `islandMessages(locale, keys)`, the strings of one locale only, and they
 * fill placeholders with `format()`. Plurals, numbers, currency and dates go through Intl
 * (src/i18n/format.ts), not through message variants.
 */
import { m } from '../paraglide/messages.js';
import type { Locale } from './locales.ts';

/** A message key of the catalogue (messages/en.json). */
export type MessageKey = keyof typeof m;
type Inputs<K extends MessageKey> = Parameters<(typeof m)[K]>[0];

/** `t('home_title')`, `t('home_f3_text', { count: 12 })` in `locale`. */
export function translator(locale: Locale) {
  return <K extends MessageKey>(key: K, ...inputs: Inputs<K> extends Record<string, never> | undefined ? [] : [Inputs<K>]): string =>
    (m[key] as (i: unknown, o: { locale: Locale }) => string)(inputs[0] ?? {}, { locale });
}

const TEMPLATE_INPUTS = new Proxy({}, { get: (_, name) => (typeof name === 'string' ? `{${name}}` : undefined) });

/** The message keys that start with one of `P` (an island's message families, e.g. 'auth_' | 'pw_'). */
export type KeysWith<P extends string> = Extract<MessageKey, `${P}${string}`>;
/** What an island receives: the templates of its message families in one locale. */
export type IslandMessages<P extends string> = Record<KeysWith<P>, string>;

/** `islandMessages` for every key of the given families: `messagesFor(locale, ['auth_', 'pw_'])`. */
export function messagesFor<P extends string>(locale: Locale, prefixes: readonly P[]): IslandMessages<P> {
  const keys = (Object.keys(m) as MessageKey[]).filter((k) => prefixes.some((p) => k.startsWith(p))) as KeysWith<P>[];
  return islandMessages(locale, keys);
}

/** The story-balance templates of a page (data-one, data-other, data-more on [data-story-balance]; src/lib/story-balance.ts). */
export function balanceAttributes(locale: Locale): Record<'data-one' | 'data-other' | 'data-more', string> {
  const t = islandMessages(locale, ['balance_one', 'balance_other', 'balance_more']);
  return { 'data-one': t.balance_one, 'data-other': t.balance_other, 'data-more': t.balance_more };
}

/**
 * The raw templates of `keys` in `locale` (placeholders left as `{name}`), for a React island's
 * props: an island carries only its own locale's strings, never the whole catalogue.
 */
export function islandMessages<K extends MessageKey>(locale: Locale, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((k) => [k, (m[k] as (i: unknown, o: { locale: Locale }) => string)(TEMPLATE_INPUTS, { locale })])) as Record<K, string>;
}
