import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '../../../shared/catalog.ts';
import { fakeStory } from '../../../../tests/fakes/fake-story.ts';
import { createBuiltinModerator, findCategories } from './builtin-moderator.ts';
import { MODERATION_CATEGORIES, WORD_LISTS } from './word-lists.ts';
import { PHRASES } from './phrase-lists.ts';
import { SCREENING } from './languages.ts';
import { NEVER_HEROES_LATIN } from './never-heroes.ts';
import { rudeTerms } from './profanity.ts';

const moderator = createBuiltinModerator();

describe('builtin moderator flags unsafe wishes', () => {
  it.each<[LanguageCode, string, string]>([
    ['en', 'Make the dragon KILL the knight', 'violence'],
    ['en', 'he finds a gun under the bed', 'weapons'],
    ['en', 'they were drunk at the party', 'drugs'],
    ['es', 'Leo encuentra un cuchillo en la cocina', 'weapons'],
    ['es', 'la bruja quiere matarlo', 'violence'],
    ['fr', 'Il fume une cigarette', 'drugs'],
    ['fr', 'UN NEGRE', 'slurs'],
    ['de', 'Der Räuber hat eine Pistole', 'weapons'],
    ['de', 'Sie wurde ermordet', 'violence'],
    ['nl', 'Hij pakt een mes', 'weapons'],
    ['it', 'Il lupo vuole ucciderlo', 'violence'],
    ['pt', 'Ele tem uma faca', 'weapons'],
    ['pl', 'Chłopiec trzyma nóż', 'weapons'],
    ['pl', 'Zabił smoka', 'violence'],
    ['tr', 'Ali bıçakla oynadı', 'weapons'],
    ['tr', 'İNTİHAR etmek', 'self-harm'],
    ['ar', 'وجد الولد المسدس في الغابة', 'weapons'],
    ['ar', 'وبالسكين', 'weapons'],
    ['hi', 'उसके पास बंदूक थी', 'weapons'],
    ['zh', '他想自杀', 'self-harm'],
    ['zh', '小明拿着手枪', 'weapons'],
    ['ja', 'ナイフであそぶ', 'weapons'],
    ['ko', '그는 폭탄을 만들었다', 'weapons'],
    ['es', 'una historia con porn y cosas así', 'sexual'],
  ])('%s: %s → %s', async (language, text, category) => {
    const result = await moderator.check(['A calm evening.', text], language);
    expect(result.flagged).toBe(true);
    expect(result.reasons).toContain(category);
  });
});

describe('builtin moderator leaves ordinary bedtime stories alone', () => {
  it.each(LANGUAGE_CODES)('the %s fake story (all pages, title) passes', async (language) => {
    const story = fakeStory(language, 'Mia', 10);
    const result = await moderator.check([story.title, ...story.pages.map((p) => p.text)], language);
    expect(result).toEqual({ flagged: false, reasons: [] });
  });

  it.each<[LanguageCode, string]>([
    ['en', 'The heroine had a special skill: she could whistle. She gave Grandma a gift.'],
    ['en', 'The knight put away his sword and shared his cake with the dragon.'],
    ['it', "L'eroina del racconto è una bambina coraggiosa."],
    ['es', 'La heroína de la historia tiene un gato negro.'],
    ['fr', "L'héroïne joue du violon avec sang-froid."],
    ['de', 'Mia isst eine Waffel und bringt ein Geschenk. Die Kinder sind mutig.'],
    ['pl', 'Nagle wiatr zaczął gwałtownie wiać, a rower miał nowy pedał.'],
    ['zh', '小熊遇到了大麻烦，但是朋友们来帮忙了。'],
    ['ko', '곰은 죽이 맛있다고 했어요. 우리는 칼국수를 먹었어요.'],
    ['nl', 'Messie en de mesthoop, wat een bommetje pret!'],
    ['pt', 'O macaco e a bicha-preguiça dormiram.'],
    ['ar', 'هذا النوع من الجنس الطيب من الطيور'],
  ])('%s: %s', async (language, text) => {
    expect(await moderator.check([text], language)).toEqual({ flagged: false, reasons: [] });
  });
});

describe('word lists', () => {
  it('cover every language and every category', () => {
    for (const language of LANGUAGE_CODES) {
      for (const category of MODERATION_CATEGORIES) {
        const count =
          (WORD_LISTS[language][category]?.length ?? 0) +
          (PHRASES[language][category]?.length ?? 0) +
          (PHRASES.en[category]?.length ?? 0) +
          (SCREENING[language].phrases[category]?.length ?? 0) +
          (SCREENING.en.phrases[category]?.length ?? 0) +
          (category === 'profanity' ? rudeTerms(language).length + rudeTerms('en').length : 0) +
          (category === 'hate-figure' ? SCREENING[language].neverHeroes.length + NEVER_HEROES_LATIN.length : 0);
        expect(count, `${language}/${category}`).toBeGreaterThan(0);
      }
    }
  });

  it('catch English words inside other languages and ignore accents', () => {
    expect(findCategories('Quiero una historia con un gun', 'es')).toEqual(['weapons']);
    expect(findCategories('cocaina', 'es')).toEqual(['drugs']);
  });
});
