import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '../../../shared/catalog.ts';
import { interpretWishes } from '../wishes/interpret.ts';
import type { StoryWishes } from '../wishes/types.ts';
import { writeStory } from './write-story.ts';

/** Wishes built directly (no reading): a named friend of a given gender, a place and a thing. */
function wishes(language: LanguageCode, friend: string, name: string): StoryWishes {
  return {
    ...interpretWishes('', '', language),
    concepts: [
      { code: friend, category: 'animal', name },
      { code: 'x-lighthouse', category: 'place', name: null },
      { code: '1fa81', category: 'toy', name: null },
    ],
  };
}

function story(language: LanguageCode, friend: string, gender: 'female' | 'male', avoid: string[] = []) {
  const written = writeStory({
    language,
    hero: { name: gender === 'female' ? 'Mia' : 'Tom', kind: 'human', gender },
    age: 6,
    moral: null,
    freeText: '',
    seed: 42,
    wishes: wishes(language, friend, 'Lulu'),
    ...(avoid.length ? { boundaries: { avoid, maxIntensity: 'real' } } : {}),
  } as unknown as Parameters<typeof writeStory>[0]);
  return written.pages.map((p) => p.text).join(' ');
}

// The giraffe is feminine and the hedgehog masculine in every gendered story language.
const GIRAFFE = '1f992';
const HEDGEHOG = '1f994';
const AGREEMENT: Partial<Record<LanguageCode, [feminine: string, masculine: string]>> = {
  de: ['eine Giraffe namens Lulu', 'ein Igel namens Lulu'],
  fr: ['une girafe nommée Lulu', 'un hérisson nommé Lulu'],
  es: ['una jirafa llamada Lulu', 'un erizo llamado Lulu'],
  it: ['una giraffa di nome Lulu', 'un riccio di nome Lulu'],
  pt: ['uma girafa chamada Lulu', 'um porco-espinho chamado Lulu'],
  pl: ['czekała już na nich żyrafa o imieniu Lulu', 'czekał już na nich jeż o imieniu Lulu'],
  ar: ['كانت زرافة اسمها Lulu تنتظرهم', 'كان قنفد اسمه Lulu ينتظرهم'],
};

describe('wished friends, places and things in correct grammar, combined with heroes and boundaries', () => {
  it.each(Object.entries(AGREEMENT))('%s: the friend’s article, participle and verb agree with its gender', (language, [feminine, masculine]) => {
    for (const gender of ['female', 'male'] as const) {
      expect(story(language as LanguageCode, GIRAFFE, gender)).toContain(feminine);
      expect(story(language as LanguageCode, HEDGEHOG, gender)).toContain(masculine);
    }
  });

  it.each(LANGUAGE_CODES)('%s: the friend is named on several pages, the place is where the story happens, the thing is packed', (language) => {
    const text = story(language, GIRAFFE, 'female');
    expect(text.split('Lulu').length - 1).toBeGreaterThanOrEqual(3);
    const { lighthouse, kite } = {
      lighthouse: {
        en: 'lighthouse',
        de: 'Leuchtturm',
        fr: 'phare',
        es: 'faro',
        it: 'faro',
        nl: 'vuurtoren',
        pt: 'farol',
        pl: 'latarnia morska',
        tr: 'deniz fener',
        ar: 'المنارة',
        hi: 'प्रकाशस्तंभ',
        ja: '灯台',
        ko: '등대',
        zh: '灯塔',
      }[language],
      kite: {
        en: 'kite',
        de: 'Drachen',
        fr: 'cerf-volant',
        es: 'cometa',
        it: 'aquilone',
        nl: 'vlieger',
        pt: 'pipa',
        pl: 'latawiec',
        tr: 'uçurtma',
        ar: 'طائرة ورقية',
        hi: 'पतंग',
        ja: 'たこ',
        ko: '연',
        zh: '风筝',
      }[language],
    };
    const lower = text.toLocaleLowerCase(language);
    expect(lower.split(lighthouse.toLocaleLowerCase(language)).length - 1).toBeGreaterThanOrEqual(2);
    expect(lower).toContain(kite.toLocaleLowerCase(language));
  });

  it.each(LANGUAGE_CODES)('%s: a boundary wins over the wish: no wished animal when the hero avoids animals', (language) => {
    expect(story(language, GIRAFFE, 'male', ['animals'])).not.toContain('Lulu');
  });
});
