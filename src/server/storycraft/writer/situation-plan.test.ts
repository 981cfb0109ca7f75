import { describe, expect, it } from 'vitest';
import { findMoralTheme } from '../../../content/morals/index.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../../../shared/catalog.ts';
import { writeStory } from './write-story.ts';

/** The tester's wish, as a parent in each language might type it. */
const GRANDMA_DIED: Record<LanguageCode, [wish: string, grandma: RegExp]> = {
  en: ["Grandma's funeral and missing her", /Grandma/],
  de: ['Omas Beerdigung, er vermisst sie so', /Oma/],
  fr: ['l’enterrement de mamie, elle lui manque', /Mamie/],
  es: ['el funeral de la abuela, la extraña', /abuela/],
  it: ['il funerale della nonna, gli manca', /nonna/],
  nl: ['de begrafenis van oma, hij mist haar', /oma/],
  pt: ['o enterro da vovó, sente saudade', /vovó/],
  pl: ['pogrzeb babci, bardzo tęskni', /babci/],
  tr: ['ninesinin cenazesi, onu özlüyor', /nine/],
  ar: ['جنازة جدتها وهي تشتاق إليها', /الجدّة/],
  hi: ['दादी का अंतिम संस्कार, उनकी याद आती है', /दादी/],
  ja: ['おばあちゃんのお葬式、さみしい', /おばあちゃん/],
  ko: ['할머니 장례식, 보고 싶어해요', /할머니/],
  zh: ['奶奶的葬礼，很想奶奶', /奶奶/],
};

describe('a wish about a hard time picks the plot written for it', () => {
  it.each(LANGUAGE_CODES)("%s: grandma's funeral becomes a story about missing her, closing on the lesson it shows", (language) => {
    const [wish, grandma] = GRANDMA_DIED[language];
    const kindness = findMoralTheme('kindness')!;
    for (const age of [2, 6, 11]) {
      const s = writeStory({
        hero: { name: 'Noa', kind: 'human', gender: 'female' },
        age,
        language,
        seed: age,
        freeText: wish,
        moral: { key: 'kindness', group: kindness.group, label: kindness.text[language].label },
      });
      expect(s.plan?.plot, `${language} age ${age}`).toBe('missing');
      const text = s.pages.map((p) => p.text).join(' ');
      expect(text).toMatch(grandma);
      // The grandma of the wish is the one who is missed: she never arrives, helps or goes to bed in the story.
      if (language === 'en') expect(text).not.toMatch(/Grandma (was already waiting|helped|curled up|laughed)/);
      // The story is about the loss, so its closing lesson is not the kindness it never showed.
      if (age > 3) expect(s.pages.at(-1)!.text).toContain(findMoralTheme('its-ok-to-be-sad')!.text[language].description.replace(/[.。।]$/, ''));
      // Mum comforts the child on the turn, and she is in that picture.
      expect(s.pages.some((p) => p.scene.figures?.includes('mum') && p.scene.action === 'hugging')).toBe(true);
    }
  });

  it('never tells a story about a death that nobody asked for', () => {
    const sad = findMoralTheme('its-ok-to-be-sad')!;
    for (const language of ['en', 'de', 'ja'] as const) {
      for (let seed = 0; seed < 40; seed++) {
        const s = writeStory({
          hero: { name: 'Noa', kind: 'human' },
          age: 5 + (seed % 7),
          language,
          seed,
          freeText: seed % 2 ? 'a picnic with Grandma and a puppy' : '',
          moral: { key: sad.key, group: sad.group, label: sad.text[language].label },
        });
        expect(s.plan?.plot).not.toBe('missing');
      }
    }
  });

  it('a pet that died is remembered, and no puppy plays the companion', () => {
    const s = writeStory({
      hero: { name: 'Leo', kind: 'human', gender: 'male' },
      age: 7,
      language: 'en',
      seed: 3,
      freeText: 'our dog Bello died, he misses him',
      moral: null,
    });
    expect(s.plan?.plot).toBe('missing');
    expect(s.plan?.companion).not.toBe('puppy');
    expect(s.pages.map((p) => p.text).join(' ')).toMatch(/old dog/);
  });
});
