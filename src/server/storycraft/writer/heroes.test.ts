/**
 * Up to three heroes in one built-in story. Every hero is named, each other hero acts
 * on at least two pages (and the page plan names them exactly where the text does), and the group
 * sentences agree in number and gender (de, fr, es, pl, ar).
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '../../../shared/catalog.ts';
import type { CharacterSheet, WrittenStory } from '../../providers/types.ts';
import { TODDLER_MAX_WORDS, writeStory } from './write-story.ts';
import { countWords } from './text.ts';

const mia: CharacterSheet = { name: 'Mia', kind: 'human', gender: 'female', age: 6, description: 'curly red hair and a yellow raincoat' };
const leo: CharacterSheet = { name: 'Leo', kind: 'human', gender: 'male', age: 4, description: 'short brown hair and round glasses' };
const zoe: CharacterSheet = { name: 'Zoe', kind: 'human', gender: 'female', age: 8, description: 'long black braids and a green dress' };
const rex: CharacterSheet = { name: 'Rex', kind: 'animal', gender: 'male', description: 'a brown dog with a red collar' };

const write = (language: LanguageCode, heroes: CharacterSheet[], age: number, seed: number): WrittenStory =>
  writeStory({ hero: heroes[0]!, coHeroes: heroes.slice(1), age, language, moral: null, freeText: '', seed });

/** Pages whose scene has hero `i` (index into coHeroes) doing something of their own (not just waving, walking along or sleeping). */
const actionPages = (story: WrittenStory, i: number) =>
  story.pages.filter((p) => p.scene.coHeroes?.some((h) => h.hero === i && !['waving', 'walking', 'sleeping'].includes(h.action)));

describe('two and three heroes in the built-in writer', () => {
  for (const language of LANGUAGE_CODES) {
    it(`names every hero and gives each at least two pages with an action in ${language}`, () => {
      for (const heroes of [
        [mia, leo],
        [mia, leo, zoe],
        [leo, rex, zoe],
      ]) {
        for (const [k, age] of [1, 3, 5, 8, 12].entries()) {
          const story = write(language, heroes, age, 100 + k * 37);
          const where = `${language} ${heroes.map((h) => h.name).join('+')} age ${age}`;
          // The main hero carries the plot: named on at least two pages (the scene's action is theirs).
          expect(story.pages.filter((p) => p.text.includes(heroes[0]!.name)).length, where).toBeGreaterThanOrEqual(2);
          heroes.slice(1).forEach((h, i) => {
            const acting = actionPages(story, i);
            expect(acting.length, `${where}: ${h.name} acts`).toBeGreaterThanOrEqual(2);
            for (const page of acting) expect(page.text, where).toContain(h.name);
            // The plan names the hero exactly on the pages whose text names them.
            for (const page of story.pages) {
              expect(page.text.includes(h.name), `${where}: ${page.text}`).toBe(!!page.scene.coHeroes?.some((c) => c.hero === i));
            }
            // Introduced with their own look on the first page.
            expect(
              story.pages[0]!.scene.coHeroes?.some((c) => c.hero === i),
              where,
            ).toBe(true);
          });
        }
      }
    });
  }

  it('describes each other hero by their own look on the first page', () => {
    const story = write('en', [mia, leo, zoe], 6, 5);
    expect(story.pages[0]!.text).toMatch(/Leo came along too\. You could spot Leo at once: [^.]*glasses/);
    expect(story.pages[0]!.text).toMatch(/spot Zoe at once: [^.]*braids/);
    expect(story.pages[0]!.illustrationPrompt).toContain('Leo, a little boy (');
  });

  it('keeps toddler pages short: the other heroes add one short sentence each, no look sentence', () => {
    for (const language of ['en', 'de', 'fr', 'es', 'pl', 'ar'] as const) {
      for (const cast of [
        [mia, leo],
        [mia, leo, rex],
      ]) {
        for (const age of [1, 2, 3]) {
          const story = write(language, cast, age, 7 + age);
          for (const page of story.pages)
            expect(countWords(page.text), `${language} age ${age}: ${page.text}`).toBeLessThanOrEqual(TODDLER_MAX_WORDS + 5 * (cast.length - 1));
          expect(story.pages[0]!.text).not.toContain('glasses');
        }
      }
    }
  });

  it('keeps a one-hero story as it was', () => {
    const one = writeStory({ hero: mia, age: 6, language: 'en', moral: null, freeText: '', seed: 9 });
    const empty = writeStory({ hero: mia, coHeroes: [], age: 6, language: 'en', moral: null, freeText: '', seed: 9 });
    expect(empty).toEqual(one);
    expect(one.pages.every((p) => !p.scene.coHeroes)).toBe(true);
  });
});

/** The journey and bedtime pages' group sentences, over seeds until a story with a journey page is found. */
function groupPages(language: LanguageCode, heroes: CharacterSheet[]): { go: string; bed: string } {
  for (let seed = 1; seed < 60; seed++) {
    const story = write(language, heroes, 7, seed);
    const go = story.pages.find((p) => p.scene.coHeroes?.some((h) => h.action === 'walking'));
    if (go) return { go: go.text, bed: story.pages.at(-1)!.text };
  }
  throw new Error('no story with a journey page');
}

const ana: CharacterSheet = { name: 'Ana', kind: 'human', gender: 'female' };
const ola: CharacterSheet = { name: 'Ola', kind: 'human', gender: 'female' };
const isabel: CharacterSheet = { name: 'Isabel', kind: 'human', gender: 'female' };
const tom: CharacterSheet = { name: 'Tom', kind: 'human', gender: 'male' };
const sam: CharacterSheet = { name: 'Sam', kind: 'human', gender: 'male' };

describe('plural grammar for a group of heroes', () => {
  it('German: plural verbs', () => {
    expect(groupPages('de', [mia, tom]).go).toContain('Mia und Tom gingen zusammen los');
    const three = groupPages('de', [mia, tom, ana]);
    expect(three.go).toContain('Mia, Tom und Ana gingen zusammen los');
    expect(three.bed).toContain('Mia, Tom und Ana schliefen Seite an Seite ein');
  });

  it('French: feminine plural only when every hero is a girl', () => {
    const girls = groupPages('fr', [mia, ana]);
    expect(girls.go).toContain('Mia et Ana étaient prêtes : elles partirent');
    expect(girls.bed).toContain('blotties');
    const mixed = groupPages('fr', [mia, tom, ana]);
    expect(mixed.go).toContain('Mia, Tom et Ana étaient prêts : ils partirent');
    expect(mixed.bed).toContain('blottis');
    expect(mixed.bed).not.toContain('blotties');
  });

  it('Spanish: gender agreement and "e" before an i- sound', () => {
    const girls = groupPages('es', [mia, isabel]);
    expect(girls.go).toContain('Mia e Isabel estaban listas y se pusieron en camino juntas');
    expect(girls.bed).toContain('dormidas');
    const mixed = groupPages('es', [mia, tom]);
    expect(mixed.go).toContain('Mia y Tom estaban listos y se pusieron en camino juntos');
    expect(mixed.bed).toContain('dormidos');
  });

  it('Polish: virile plural with a boy, non-virile for girls or a girl and her dog', () => {
    const girls = groupPages('pl', [ola, ana]);
    expect(girls.go).toContain('Ola i Ana były gotowe i wyruszyły razem');
    expect(girls.bed).toContain('zasnęły');
    const mixed = groupPages('pl', [ola, tom]);
    expect(mixed.go).toContain('Ola i Tom byli gotowi i wyruszyli razem');
    expect(mixed.bed).toContain('zasnęli');
    // A masculine animal does not make a group virile.
    expect(groupPages('pl', [ola, rex]).go).toContain('Ola i Rex były gotowe i wyruszyły');
    // Each hero's own verbs agree with them.
    const story = write('pl', [ola, tom, ana], 5, 3);
    const text = story.pages.map((p) => p.text).join(' ');
    expect(text).toMatch(/Tom też przyszedł/);
    expect(text).toMatch(/Ana też przyszła/);
  });

  it('Arabic: the dual for two heroes, the plural for three, feminine only for all girls', () => {
    expect(groupPages('ar', [tom, sam]).go).toContain('Tom وSam كانا مستعدَّين، فانطلقا');
    expect(groupPages('ar', [mia, ana]).go).toContain('Mia وAna كانتا مستعدَّتين، فانطلقتا');
    expect(groupPages('ar', [mia, tom, ana]).go).toContain('Mia وTom وAna كانوا مستعدّين، فانطلقوا');
    expect(groupPages('ar', [mia, ola, ana]).go).toContain('كُنَّ مستعدّات، فانطلقن');
    expect(groupPages('ar', [tom, sam]).bed).toContain('ناما');
    expect(groupPages('ar', [mia, ana]).bed).toContain('نامتا');
    expect(groupPages('ar', [mia, tom, ana]).bed).toContain('ناموا');
    expect(groupPages('ar', [mia, ola, ana]).bed).toContain('نِمْنَ');
    // One hero's verb agrees with them (verb first).
    const text = write('ar', [mia, tom, ana], 5, 3)
      .pages.map((p) => p.text)
      .join(' ');
    expect(text).toContain('جاء Tom أيضًا');
    expect(text).toContain('جاءت Ana أيضًا');
  });
});
