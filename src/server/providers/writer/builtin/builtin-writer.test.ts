import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '../../../../shared/catalog.ts';
import { findMoralTheme } from '../../../../content/morals/index.ts';
import { ACTIONS, COMPANIONS, PROPS, SETTINGS, TIMES_OF_DAY, type WriteRequest } from '../../types.ts';
import { createBuiltinWriter } from './builtin-writer.ts';
import { countWords } from '../../../storycraft/writer/text.ts';

const writer = createBuiltinWriter();

function request(overrides: Partial<WriteRequest> = {}): WriteRequest {
  const theme = findMoralTheme('honesty')!;
  return {
    hero: { name: 'Zoë-Lou', kind: 'human', gender: 'female', description: 'curly red hair and a yellow raincoat' },
    age: 6,
    language: 'en',
    moral: { key: theme.key, group: theme.group, label: theme.text.en.label },
    freeText: '',
    seed: 42,
    ...overrides,
  };
}

const text = (pages: { text: string }[]) => pages.map((p) => p.text).join('\n');

/** Script and everyday words a reader of each language expects to see. */
const LANGUAGE_MARKS: Record<LanguageCode, RegExp[]> = {
  en: [/\bthe\b/, /\band\b/, /Once upon a time/],
  es: [/\bel\b|\bla\b/, /\by\b/, /Érase una vez|Había una vez/],
  fr: [/\ble\b|\bla\b/, /\bet\b/, /Il était une fois/],
  de: [/\bund\b/, /\bdie\b|\bder\b|\bdas\b/, /Es war einmal/],
  ar: [/[\u0600-\u06FF]{3,}/, /كان يا ما كان/, /في/],
  zh: [/\p{Script=Han}{4,}/u, /很久很久以前/, /的/],
  nl: [/\bhet\b|\bde\b/, /\ben\b/, /Er was eens/],
  hi: [/[\u0900-\u097F]{3,}/, /एक समय की बात है/, /और/],
  it: [/\bil\b|\bla\b/, /\be\b/, /C’era una volta/],
  ja: [/\p{Script=Hiragana}{4,}/u, /むかしむかし/, /ました/],
  ko: [/\p{Script=Hangul}{3,}/u, /옛날 옛적에/, /어요/],
  pl: [/\bi\b/, /(?<!\p{L})się(?!\p{L})/u, /Dawno, dawno temu/],
  pt: [/\bo\b|\ba\b/, /\be\b/, /Era uma vez/],
  tr: [/\bve\b|\bbir\b/, /Bir varmış, bir yokmuş/, /[ığşçöü]/],
};

describe('built-in writer: every story language', () => {
  it.each(LANGUAGE_CODES)('%s: native script and words, hero name kept, well-formed pages', async (language) => {
    const story = await writer.write(request({ language, age: 7 }));
    const all = text(story.pages);
    for (const mark of LANGUAGE_MARKS[language]) expect(all).toMatch(mark);
    expect(all).toContain('Zoë-Lou');
    expect(story.title.length).toBeGreaterThan(3);
    expect(story.pages.length).toBeGreaterThanOrEqual(8);
    for (const page of story.pages) {
      expect(page.text.length).toBeGreaterThan(10);
      expect(page.text).not.toMatch(/undefined|\$\{|\[object|NaN/);
      expect(page.text).not.toMatch(/ {2}/);
    }
    // The Latin-script languages do not leak English template words.
    if (language !== 'en') expect(all.replaceAll('curly red hair and a yellow raincoat', '')).not.toMatch(/\b(the|she|said)\b/);
  });
});

describe('built-in writer: length follows the listener age (words per page by age band)', () => {
  it.each(['en', 'fr', 'ja', 'ar'] as const)('%s: more pages and more words as the child grows', async (language) => {
    const counts: { pages: number; words: number; perPage: number }[] = [];
    for (const age of [2, 4, 7, 11]) {
      const story = await writer.write(request({ language, age, seed: 7 }));
      const words = countWords(text(story.pages));
      counts.push({ pages: story.pages.length, words, perPage: words / story.pages.length });
    }
    for (let i = 1; i < counts.length; i++) {
      expect(counts[i]!.pages).toBeGreaterThan(counts[i - 1]!.pages);
      expect(counts[i]!.words).toBeGreaterThan(counts[i - 1]!.words * 1.4);
    }
    expect(counts[0]!.pages).toBeGreaterThanOrEqual(4);
    expect(counts[0]!.pages).toBeLessThanOrEqual(6);
    expect(counts[3]!.pages).toBeGreaterThanOrEqual(10);
    expect(counts[3]!.pages).toBeLessThanOrEqual(12);
  });

  it('English words per page sit in the age bands', async () => {
    const bands: [number, number, number][] = [
      [2, 5, 24],
      [4, 18, 55],
      [7, 35, 95],
      [11, 75, 160],
    ];
    for (const [age, min, max] of bands) {
      for (const seed of [1, 2, 3, 4]) {
        const story = await writer.write(request({ age, seed }));
        const avg = countWords(text(story.pages)) / story.pages.length;
        expect(avg, `age ${age} seed ${seed}`).toBeGreaterThanOrEqual(min);
        expect(avg, `age ${age} seed ${seed}`).toBeLessThanOrEqual(max);
      }
    }
  });
});

describe('built-in writer: seeded variation', () => {
  it('the same request and seed give the identical story', async () => {
    const a = await writer.write(request({ language: 'de', seed: 1234 }));
    const b = await writer.write(request({ language: 'de', seed: 1234 }));
    expect(b).toEqual(a);
  });

  it('different seeds give different stories (setting, companion or plot)', async () => {
    const stories = await Promise.all([1, 2, 3, 4, 5].map((seed) => writer.write(request({ seed, moral: null }))));
    const texts = new Set(stories.map((s) => text(s.pages)));
    expect(texts.size).toBe(5);
    const worlds = new Set(stories.map((s) => `${s.pages[2]!.scene.setting}/${s.pages[0]!.scene.companion}`));
    expect(worlds.size).toBeGreaterThanOrEqual(3);
  });
});

describe('built-in writer: bedtime shape and scenes', () => {
  it('ends at night, calm, in bed; the page before is evening', async () => {
    for (const age of [1, 3, 5, 8, 12]) {
      const story = await writer.write(request({ age, seed: age }));
      const last = story.pages.at(-1)!;
      expect(last.scene.timeOfDay).toBe('night');
      expect(last.scene.mood).toBe('calm');
      expect(last.scene.action).toBe('sleeping');
      expect(story.pages.at(-2)!.scene.timeOfDay).toBe('evening');
      expect(last.text).toMatch(/night|bed/i);
    }
  });

  it('every scene uses the shared enums and every prompt names setting, time, action and look', async () => {
    const story = await writer.write(request({ age: 10, seed: 9 }));
    for (const page of story.pages) {
      const s = page.scene;
      expect(SETTINGS).toContain(s.setting);
      expect(TIMES_OF_DAY).toContain(s.timeOfDay);
      expect(ACTIONS).toContain(s.action);
      expect(COMPANIONS).toContain(s.companion);
      for (const prop of s.props) expect(PROPS).toContain(prop);
      expect(s.props.length).toBeLessThanOrEqual(3);
      expect(page.illustrationPrompt).toContain('curly red hair and a yellow raincoat');
      expect(page.illustrationPrompt).toMatch(/morning|daylight|sunset|night/);
    }
  });
});

describe("built-in writer: the parent's inputs", () => {
  it('names a catalogue moral once, at the end, in the story language', async () => {
    const story = await writer.write(request({ language: 'es', age: 5 }));
    const description = findMoralTheme('honesty')!.text.es.description.replace(/\.$/, '');
    expect(story.pages.at(-1)!.text).toContain(description);
    expect(text(story.pages.slice(0, -1))).not.toContain(description);
  });

  it('maps a custom moral to the closest catalogue theme and never quotes it', async () => {
    const story = await writer.write(request({ moral: { label: 'We should always share our toys with others' }, language: 'en' }));
    const all = text(story.pages);
    expect(all).not.toContain('share our toys');
    expect(all).toContain(findMoralTheme('sharing')!.text.en.description.replace(/\.$/, ''));
    // The sharing plot tells it (titles vary from night to night, so the plan says which plot it was).
    expect(['sharing', 'cookies']).toContain(story.plan?.plot);
  });

  it('builds the plot from the free text without quoting it', async () => {
    const story = await writer.write(request({ freeText: 'a story with a dragon called Ember <b>please</b> at the lake', age: 5 }));
    const all = text(story.pages);
    expect(all).not.toMatch(/a story with|please|<b>/);
    expect(story.pages.every((p) => p.scene.companion === 'dragon')).toBe(true);
    expect(story.pages.some((p) => p.scene.setting === 'lake')).toBe(true);
  });

  it('drops free text that is not fit for bedtime', async () => {
    const story = await writer.write(request({ freeText: 'a monster with a knife' }));
    expect(text(story.pages)).not.toMatch(/monster|knife/);
  });

  it('speaks the look from its fields at the start, and at bedtime without the day clothes', async () => {
    const story = await writer.write(request({ age: 8 }));
    expect(story.pages[0]!.text).toContain('red curls and a yellow coat');
    expect(story.pages.at(-1)!.text).toContain('red curls');
    expect(story.pages.at(-1)!.text).not.toContain('yellow coat');
  });

  it('speaks the look in the story language, never the raw description', async () => {
    const hero = { name: 'Emma', kind: 'human' as const, gender: 'female' as const, description: 'blonde hair and a big red hat' };
    const de = text((await writer.write(request({ language: 'de', age: 8, hero }))).pages);
    expect(de).toContain('Emma erkannte man sofort: blonde Haare und ein roter Hut.');
    expect(de).not.toContain('blonde hair');
    const es = text((await writer.write(request({ language: 'es', age: 8, hero: { ...hero, description: 'blonde Locken, Brille und ein roter Hut' } }))).pages);
    expect(es).toContain('pelo rubio rizado, unas gafas redondas y un sombrero rojo');
    expect(es).not.toMatch(/Locken|Brille|Hut/);
    const ar = text(
      (await writer.write(request({ language: 'ar', age: 8, hero: { ...hero, look: { kind: 'person', hairColour: 'blonde', glasses: true } } }))).pages,
    );
    expect(ar).toContain('شعر أشقر ونظارة مستديرة');
  });
});

describe('built-in writer: grammatical gender', () => {
  // Spanish 'lista/listo', French 'prête/prêt', Italian 'pronta/pronto' on the journey page (ages 9+).
  it.each([
    ['fr', /\bprête\b/, /\bprêt\b/],
    ['es', /\blista\b/, /\blisto\b/],
    ['it', /\bpronta\b/, /\bpronto\b/],
    ['pt', /\bpronta\b/, /\bpronto\b/],
  ] as const)('%s: a girl gets feminine forms, a boy masculine ones', async (language, feminine, masculine) => {
    const girl = text((await writer.write(request({ language, age: 11, seed: 3 }))).pages);
    const boy = text((await writer.write(request({ language, age: 11, seed: 3, hero: { name: 'Leo', kind: 'human', gender: 'male' } }))).pages);
    expect(girl).toMatch(feminine);
    expect(girl).not.toMatch(masculine);
    expect(boy).toMatch(masculine);
    expect(boy).not.toMatch(feminine);
  });

  it('pl: past tense agrees with the hero', async () => {
    const girl = text((await writer.write(request({ language: 'pl', age: 9, seed: 5 }))).pages);
    const boy = text((await writer.write(request({ language: 'pl', age: 9, seed: 5, hero: { name: 'Leo', kind: 'human', gender: 'male' } }))).pages);
    expect(girl).toMatch(/Zoë-Lou \p{L}+ła(?!\p{L})/u);
    expect(boy).toMatch(/Leo \p{L}+ł(?!\p{L})/u);
    expect(boy).not.toMatch(/Leo \p{L}+ła(?!\p{L})/u);
  });

  it('de/hi/ar: the opening introduces a girl as a girl', async () => {
    expect(text((await writer.write(request({ language: 'de' }))).pages)).toContain('ein kleines Mädchen');
    expect(text((await writer.write(request({ language: 'hi' }))).pages)).toContain('छोटी लड़की');
    expect(text((await writer.write(request({ language: 'ar' }))).pages)).toContain('بنتٌ صغيرةٌ');
  });
});
