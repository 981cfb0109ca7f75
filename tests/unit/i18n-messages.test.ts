/**
 * The message catalogue is complete in all 14 UI languages. English (messages/en.json)
 * is the source; every other locale must have exactly its keys, no empty text, and the same
 * placeholders, so no page shows an English fallback or a raw "{count}".
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/i18n/locales.ts';
import { placeholdersOf } from '../../src/i18n/placeholders.ts';

const read = (locale: string): Record<string, string> => {
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), 'utf8')) as Record<
    string,
    string
  >;
  return messages;
};
const english = read('en');

describe('UI message catalogue', () => {
  it('the inlang project lists exactly the 14 story languages, English as the base', () => {
    const settings = JSON.parse(readFileSync(new URL('../../project.inlang/settings.json', import.meta.url), 'utf8')) as {
      baseLocale: string;
      locales: string[];
      modules: string[];
    };
    expect(settings.baseLocale).toBe('en');
    expect([...settings.locales].sort()).toEqual([...LOCALES].sort());
    // Offline builds: the plugin comes from node_modules, never from a CDN URL.
    expect(settings.modules.every((m) => !/^https?:/.test(m))).toBe(true);
  });

  it('English has messages and none is empty', () => {
    expect(Object.keys(english).length).toBeGreaterThan(50);
    for (const [key, text] of Object.entries(english)) expect(text.trim(), key).not.toBe('');
  });

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale}: same keys as English, none empty, same placeholders`, () => {
      const messages = read(locale);
      const missing = Object.keys(english).filter((k) => !(k in messages));
      const extra = Object.keys(messages).filter((k) => !(k in english));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      const wrongPlaceholders = Object.keys(english).filter((k) => placeholdersOf(messages[k]!).join() !== placeholdersOf(english[k]!).join());
      expect(wrongPlaceholders).toEqual([]);
      const empty = Object.keys(messages).filter((k) => messages[k]!.trim() === '');
      expect(empty).toEqual([]);
    });
  }

  it('placeholdersOf finds every {name}, so a dropped or renamed placeholder is caught', () => {
    expect(placeholdersOf('Choose from {count} lessons, {name}')).toEqual(['count', 'name']);
    expect(placeholdersOf('no placeholder')).toEqual([]);
  });
});
