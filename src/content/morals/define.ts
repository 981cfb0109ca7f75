import type { LanguageCode, MoralGroup } from '../../shared/catalog.ts';
import type { MoralTheme } from './types.ts';

/** Compact authoring form: [label, description] per language. */
export function theme(key: string, group: MoralGroup, text: Record<LanguageCode, readonly [string, string]>): MoralTheme {
  const entries = Object.entries(text).map(([lang, [label, description]]) => [lang, { label, description }]);
  return { key, group, text: Object.fromEntries(entries) as MoralTheme['text'] };
}
