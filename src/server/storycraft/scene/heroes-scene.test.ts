/**
 * A page whose text names another hero of the story shows that hero, drawn with
 * their own look, beside the main hero (scene graph: what the illustrator actually drew).
 */
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../../shared/catalog.ts';
import type { CharacterSheet } from '../../providers/types.ts';
import { writeStory } from '../writer/write-story.ts';
import { describeHero } from './appearance.ts';
import type { Box } from './graph.ts';
import { composeScene } from './scene-graph.ts';

const mia: CharacterSheet = { name: 'Mia', kind: 'human', gender: 'female', age: 6, description: 'curly red hair and a yellow raincoat' };
const leo: CharacterSheet = { name: 'Leo', kind: 'human', gender: 'male', age: 4, description: 'short brown hair, round glasses and a blue jumper' };
const zoe: CharacterSheet = { name: 'Zoe', kind: 'human', gender: 'female', age: 8, description: 'long black braids and a green dress' };
const rex: CharacterSheet = { name: 'Rex', kind: 'animal', gender: 'male', description: 'a brown dog with a red collar' };

const area = (b: Box): number => Math.max(0, b[2] - b[0]) * Math.max(0, b[3] - b[1]);
const overlap = (a: Box, b: Box): number => area([Math.max(a[0], b[0]), Math.max(a[1], b[1]), Math.min(a[2], b[2]), Math.min(a[3], b[3])]);

describe('other heroes in the pictures', () => {
  const casts: CharacterSheet[][] = [
    [mia, leo],
    [mia, leo, zoe],
    [zoe, rex, leo],
  ];
  const languages: LanguageCode[] = ['en', 'fr', 'pl', 'ar', 'ja', 'hi'];
  for (const style of ['ghibli', 'lego'] as const) {
    it(`pages naming a hero contain that hero's figure, in their own look (${style})`, () => {
      let checked = 0;
      for (const cast of casts) {
        for (const [k, age] of [2, 5, 8, 12].entries()) {
          const language = languages[(k + cast.length) % languages.length]!;
          const seed = 17 + k * 101;
          const story = writeStory({ hero: cast[0]!, coHeroes: cast.slice(1), age, language, moral: null, freeText: '', seed });
          story.pages.forEach((page, pageIndex) => {
            const { graph } = composeScene({
              scene: page.scene,
              hero: cast[0]!,
              coHeroes: cast.slice(1),
              style,
              seed,
              pageIndex,
              pageCount: story.pages.length,
            });
            const where = `${language} age ${age} page ${pageIndex + 1} ${cast.map((h) => h.name).join('+')}: ${page.text}`;
            cast.slice(1).forEach((sheet, i) => {
              const drawn = graph.coHeroes.find((h) => h.hero === i);
              if (!page.text.includes(sheet.name)) {
                expect(drawn, where).toBeUndefined();
                return;
              }
              checked++;
              expect(drawn, where).toBeDefined();
              expect(drawn!.name).toBe(sheet.name);
              // Their own look, not the main hero's.
              const own = describeHero(sheet);
              expect(drawn!.look).toEqual({ kind: own.kind, top: own.top, hair: own.hair, glasses: own.glasses });
              // Beside the main hero, not over them.
              const hero = graph.hero!.box;
              expect(overlap(drawn!.box, hero) / Math.min(area(drawn!.box), area(hero)), where).toBeLessThan(0.5);
            });
          });
        }
      }
      expect(checked).toBeGreaterThan(40);
    });
  }

  it('draws each hero differently: glasses, clothes and hair are their own', () => {
    const a = describeHero(leo);
    const b = describeHero(zoe);
    expect(a.glasses).toBe(true);
    expect(b.glasses).toBe(false);
    expect(a.top).not.toBe(b.top);
    const story = writeStory({ hero: mia, coHeroes: [leo, zoe], age: 6, language: 'en', moral: null, freeText: '', seed: 3 });
    const { graph } = composeScene({
      scene: story.pages[0]!.scene,
      hero: mia,
      coHeroes: [leo, zoe],
      style: 'storybook',
      seed: 3,
      pageIndex: 0,
      pageCount: story.pages.length,
    });
    expect(graph.coHeroes.map((h) => [h.name, h.look.glasses])).toEqual([
      ['Leo', true],
      ['Zoe', false],
    ]);
    expect(graph.coHeroes[0]!.look.top).not.toBe(graph.coHeroes[1]!.look.top);
  });
});
