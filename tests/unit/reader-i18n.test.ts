/**
 * The story reader in 14 UI languages: the pure pieces the reader island and its pages
 * use — the back button's target from a localized referrer, hero names joined the locale's way,
 * page numbers through Intl in the locale, and the voice consent shown on the record page being the
 * very words the consent version names.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readerBackHref } from '../../src/lib/reader-nav.ts';
import { heroNamesText } from '../../src/shared/hero-names.ts';
import { pageOf } from '../../src/islands/reader/reader-messages.ts';
import { messagesFor } from '../../src/i18n/messages.ts';
import { VOICE_CONSENT_TEXT } from '../../src/shared/voice-consent.ts';
import { isLocalizedServerPage } from '../../src/i18n/routes.ts';
import { decideLocale } from '../../src/i18n/negotiate.ts';

const memory = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
};

describe('reader in other UI languages', () => {
  it('goes back to the list page the parent came from, also from a localized list or library', () => {
    const origin = 'https://bedtime.example';
    expect(readerBackHref('private', `${origin}/es/stories?page=3`, origin, memory())).toBe('/stories?page=3');
    expect(readerBackHref('private', `${origin}/ar/library`, origin, memory())).toBe('/library');
    expect(readerBackHref('private', `${origin}/ja`, origin, memory())).toBe('/library');
    const store = memory();
    readerBackHref('private', `${origin}/de/stories?page=2`, origin, store);
    expect(readerBackHref('private', `${origin}/de/stories/00000000-0000-4000-8000-000000000000`, origin, store)).toBe('/stories?page=2');
  });

  it('joins several heroes the way the UI language does, English unchanged', () => {
    expect(heroNamesText(['Mia', 'Leo', 'Rex'])).toBe('Mia, Leo and Rex');
    expect(heroNamesText(['Mia', 'Leo'], 'en')).toBe('Mia and Leo');
    expect(heroNamesText(['Mia', 'Leo'], 'es')).toBe('Mia y Leo');
    expect(heroNamesText(['Mia', 'Leo'], 'de')).toBe('Mia und Leo');
    expect(heroNamesText(['Mia'], 'ar')).toBe('Mia');
  });

  it('writes the page indicator in the UI language and its digits', () => {
    expect(pageOf(messagesFor('en', ['rd_']), 'en', 2, 5)).toBe('Page 2 of 5');
    expect(pageOf(messagesFor('de', ['rd_']), 'de', 2, 5)).toBe('Seite 2 von 5');
    const ar = new Intl.NumberFormat('ar');
    expect(pageOf(messagesFor('ar', ['rd_']), 'ar', 2, 5)).toBe(`الصفحة ${ar.format(2)} من ${ar.format(5)}`);
    expect(pageOf(messagesFor('ja', ['rd_']), 'ja', 2, 5)).toBe('2 / 5 ページ');
  });

  it('shows the English voice consent word for word (its version names these words)', () => {
    const en = JSON.parse(readFileSync(new URL('../../messages/en.json', import.meta.url), 'utf8')) as Record<string, string>;
    expect(en.rd_voice_consent).toBe(VOICE_CONSENT_TEXT);
  });

  it('never puts English arrows the wrong way in Arabic: back and previous point right, next points left', () => {
    const ar = messagesFor('ar', ['rd_']);
    for (const key of ['rd_back', 'rd_previous_story', 'rd_back_to_story', 'rd_previous_page_button', 'rd_episode_previous'] as const)
      expect(ar[key].startsWith('→')).toBe(true);
    for (const key of ['rd_next_story', 'rd_next_episode', 'rd_next_page_button', 'rd_episode_next'] as const) expect(ar[key].endsWith('←')).toBe(true);
  });

  it('sends a first visit of a reader address to the browser language, keeping the id; other paths stay', () => {
    const id = '0b6f7c1e-2d2a-4f7e-9d55-1c1f0e3a9b10';
    const de = { acceptLanguage: 'de-DE,de;q=0.9' };
    expect(decideLocale(`/public-stories/${id}`, de, isLocalizedServerPage)).toEqual({ redirect: `/de/public-stories/${id}` });
    expect(decideLocale(`/stories/${id}/record`, de, isLocalizedServerPage)).toEqual({ redirect: `/de/stories/${id}/record` });
    expect(decideLocale('/shared/tok3n?utm=x', { acceptLanguage: 'ar' }, isLocalizedServerPage)).toEqual({ redirect: '/ar/shared/tok3n?utm=x' });
    expect(decideLocale(`/public-stories/${id}`, { acceptLanguage: 'en-US' }, isLocalizedServerPage)).toEqual({});
    expect(isLocalizedServerPage(`/es/stories/${id}`)).toBe(true);
    expect(isLocalizedServerPage(`/stories/${id}/edit`)).toBe(false);
    expect(isLocalizedServerPage('/v1/stories/x')).toBe(false);
  });
});
