/**
 * `npm run bench heroes`: what a second and third hero cost the built-in writer and
 * illustrator, in CPU time (process.cpuUsage, user+system; meaningful on a busy machine too):
 * writing 14 languages x 4 ages with 1, 2 and 3 heroes, composing every page's SVG, and
 * rasterising the pages of one story. Also prints how many pages name each other hero.
 */
import { LANGUAGE_CODES } from '../../src/shared/catalog.ts';
import type { CharacterSheet } from '../../src/server/providers/types.ts';
import { writeStory } from '../../src/server/storycraft/writer/write-story.ts';
import { composeScene } from '../../src/server/storycraft/scene/scene-graph.ts';
import { rasterizeSvg } from '../../src/server/providers/illustrator/builtin/builtin-illustrator.ts';

const mia: CharacterSheet = { name: 'Mia', kind: 'human', gender: 'female', age: 6, description: 'curly red hair and a yellow raincoat' };
const leo: CharacterSheet = { name: 'Leo', kind: 'human', gender: 'male', age: 4, description: 'short brown hair, round glasses and a blue jumper' };
const rex: CharacterSheet = { name: 'Rex', kind: 'animal', gender: 'male', description: 'a brown dog with a red collar' };
const AGES = [2, 5, 8, 12];

function cpuMs<T>(run: () => T): { ms: number; value: T } {
  const start = process.cpuUsage();
  const value = run();
  const used = process.cpuUsage(start);
  return { ms: (used.user + used.system) / 1000, value };
}

export async function benchHeroes(): Promise<void> {
  console.log('heroes: CPU ms (user+system), after one warm-up pass');
  // Warm-up: module set-up and JIT would otherwise be billed to the first row.
  for (const language of LANGUAGE_CODES) writeStory({ hero: mia, coHeroes: [leo, rex], age: 6, language, moral: null, freeText: '', seed: 1 });
  composeScene({
    scene: writeStory({ hero: mia, age: 6, language: 'en', moral: null, freeText: '', seed: 1 }).pages[0]!.scene,
    hero: mia,
    style: 'storybook',
    seed: 1,
    pageIndex: 0,
    pageCount: 8,
  });
  // Two rounds; only the second is printed (the first pays for set-up and JIT on every code path).
  for (const [round, cast] of [[mia], [mia, leo], [mia, leo, rex], [mia], [mia, leo], [mia, leo, rex]].entries()) {
    const stories = cpuMs(() =>
      LANGUAGE_CODES.flatMap((language) =>
        AGES.map((age, k) => ({
          language,
          story: writeStory({ hero: cast[0]!, coHeroes: cast.slice(1), age, language, moral: null, freeText: '', seed: 11 + k }),
        })),
      ),
    );
    const pages = stories.value.reduce((n, s) => n + s.story.pages.length, 0);
    const compose = cpuMs(() => {
      let drawn = 0;
      for (const { story } of stories.value.filter((s) => s.language === 'en' || s.language === 'ar')) {
        story.pages.forEach((page, pageIndex) => {
          drawn += composeScene({
            scene: page.scene,
            hero: cast[0]!,
            coHeroes: cast.slice(1),
            style: 'storybook',
            seed: 11,
            pageIndex,
            pageCount: story.pages.length,
          }).graph.coHeroes.length;
        });
      }
      return drawn;
    });
    const composed = stories.value.filter((s) => s.language === 'en' || s.language === 'ar').reduce((n, s) => n + s.story.pages.length, 0);
    const named = cast.slice(1).map((h) => stories.value.reduce((n, s) => n + s.story.pages.filter((p) => p.text.includes(h.name)).length, 0));
    if (round < 3) continue;
    console.log(
      `  ${cast.length} hero(es): write ${stories.value.length} stories / ${pages} pages ${stories.ms.toFixed(0)} ms (${(stories.ms / stories.value.length).toFixed(2)} ms a story); compose ${composed} SVG pages ${compose.ms.toFixed(0)} ms (${(compose.ms / composed).toFixed(2)} ms a page, ${compose.value} other-hero figures drawn)${
        named.length
          ? `; pages naming ${cast
              .slice(1)
              .map((h, i) => `${h.name} ${named[i]}`)
              .join(', ')}`
          : ''
      }`,
    );
  }
  const story = writeStory({ hero: mia, coHeroes: [leo, rex], age: 6, language: 'en', moral: null, freeText: '', seed: 7 });
  const svgs = story.pages.map(
    (page, pageIndex) =>
      composeScene({ scene: page.scene, hero: mia, coHeroes: [leo, rex], style: 'storybook', seed: 7, pageIndex, pageCount: story.pages.length }).svg,
  );
  const single = story.pages.map(
    (page, pageIndex) =>
      composeScene({ scene: { ...page.scene, coHeroes: undefined }, hero: mia, style: 'storybook', seed: 7, pageIndex, pageCount: story.pages.length }).svg,
  );
  for (const [label, list] of [
    ['1 hero', single],
    ['3 heroes', svgs],
  ] as const) {
    const start = process.cpuUsage();
    for (const svg of list) await rasterizeSvg(svg);
    const used = process.cpuUsage(start);
    console.log(
      `  rasterise ${list.length} pages, ${label}: ${((used.user + used.system) / 1000).toFixed(0)} ms CPU (${((used.user + used.system) / 1000 / list.length).toFixed(0)} ms a page)`,
    );
  }
}
