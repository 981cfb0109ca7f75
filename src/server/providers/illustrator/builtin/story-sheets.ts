/**
 * Dev tool: writes six stories with the built-in writer (three languages, three age
 * bands, all four styles), draws every page with the built-in illustrator and writes one contact
 * sheet per story, printing per-page compose and render times and what the page plan named but the
 * picture did not draw. Run: npx tsx src/server/providers/illustrator/builtin/story-sheets.ts [outDir]
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { IllustrationStyle, LanguageCode } from '../../../../shared/catalog.ts';
import type { CharacterSheet } from '../../types.ts';
import { writeStory } from '../../../storycraft/writer/write-story.ts';
import { rasterizeSvg } from './builtin-illustrator.ts';
import { composeScene, planCoverage } from '../../../storycraft/scene/scene-graph.ts';

const outDir = process.argv[2] ?? '/tmp/story-sheets';
const STORIES: {
  language: LanguageCode;
  age: number;
  style: IllustrationStyle;
  hero: CharacterSheet;
  coHeroes?: CharacterSheet[];
  moral: { key: string; group: 'family-values' | 'overcoming-fears' | 'friendship-skills' | 'core-values' | 'emotional-growth'; label: string };
  seed: number;
}[] = [
  {
    language: 'en',
    age: 3,
    style: 'ghibli',
    hero: { name: 'Mia', kind: 'human', gender: 'female', age: 3, description: 'curly red hair and a yellow raincoat' },
    moral: { key: 'sharing', group: 'core-values', label: 'Sharing' },
    seed: 101,
  },
  {
    language: 'fr',
    age: 6,
    style: 'storybook',
    hero: { name: 'Léo', kind: 'human', gender: 'male', age: 6, description: 'cheveux noirs courts, pull vert' },
    moral: { key: 'fear-of-the-dark', group: 'overcoming-fears', label: 'Peur du noir' },
    seed: 202,
  },
  {
    language: 'de',
    age: 9,
    style: 'watercolor',
    hero: { name: 'Pip', kind: 'animal', age: 9, description: 'ein kleiner Fuchs mit blauem Schal' },
    moral: { key: 'family', group: 'family-values', label: 'Familie' },
    seed: 303,
  },
  {
    language: 'en',
    age: 11,
    style: 'lego',
    hero: { name: 'Sam', kind: 'human', gender: 'other', age: 11, description: 'short brown hair, glasses, a blue hoodie' },
    moral: { key: 'kindness', group: 'friendship-skills', label: 'Kindness' },
    seed: 404,
  },
  {
    language: 'fr',
    age: 4,
    style: 'lego',
    hero: { name: 'Zoé', kind: 'human', gender: 'female', age: 4, description: 'tresses blondes et robe rose' },
    moral: { key: 'patience', group: 'emotional-growth', label: 'Patience' },
    seed: 505,
  },
  // Three heroes (a girl, her little brother and their dog), each drawn with their own look.
  {
    language: 'en',
    age: 6,
    style: 'storybook',
    hero: { name: 'Mia', kind: 'human', gender: 'female', age: 6, description: 'curly red hair and a yellow raincoat' },
    coHeroes: [
      { name: 'Leo', kind: 'human', gender: 'male', age: 4, description: 'short brown hair, round glasses and a blue jumper' },
      { name: 'Rex', kind: 'animal', gender: 'male', description: 'a brown dog with a red collar' },
    ],
    moral: { key: 'teamwork', group: 'friendship-skills', label: 'Teamwork' },
    seed: 707,
  },
  {
    language: 'de',
    age: 7,
    style: 'ghibli',
    hero: { name: 'Toot', kind: 'object', age: 7, description: 'ein kleiner roter Zug' },
    moral: { key: 'courage', group: 'overcoming-fears', label: 'Mut' },
    seed: 606,
  },
];

await mkdir(outDir, { recursive: true });
const cell = 320;
const composeMs: number[] = [];
const renderMs: number[] = [];
let named = 0;
let drawn = 0;
for (const [n, s] of STORIES.entries()) {
  const story = writeStory({
    hero: s.hero,
    ...(s.coHeroes ? { coHeroes: s.coHeroes } : {}),
    age: s.age,
    language: s.language,
    moral: s.moral,
    freeText: '',
    seed: s.seed,
  });
  const tiles: { input: Buffer; left: number; top: number }[] = [];
  console.log(`\n# story ${n + 1}: ${s.language}, age ${s.age}, ${s.style} — "${story.title}" (${story.pages.length} pages)`);
  for (const [i, page] of story.pages.entries()) {
    const t0 = performance.now();
    const { svg, graph } = composeScene({
      scene: page.scene,
      hero: s.hero,
      ...(s.coHeroes ? { coHeroes: s.coHeroes } : {}),
      style: s.style,
      seed: s.seed,
      pageIndex: i,
      pageCount: story.pages.length,
    });
    const t1 = performance.now();
    const png = await rasterizeSvg(svg);
    const t2 = performance.now();
    composeMs.push(t1 - t0);
    renderMs.push(t2 - t1);
    const cov = planCoverage(page.scene, graph);
    named += cov.named;
    drawn += cov.drawn;
    const sc = page.scene;
    console.log(
      `p${i + 1} ${sc.setting}/${sc.timeOfDay} ${sc.action} ${sc.companion} [${sc.props.join(',')}]${sc.keyPropState ? ` ${sc.keyPropState}` : ''}${sc.figures?.length ? ` fig:${sc.figures.join(',')}` : ''}${sc.coHeroes?.length ? ` heroes:${sc.coHeroes.map((h) => `${h.name}/${h.action}`).join(',')}` : ''} shot:${sc.shot ?? '-'} at:${sc.heroAt ?? '-'} outfit:${sc.outfit ?? '-'} | compose ${(t1 - t0).toFixed(0)} ms, render ${(t2 - t1).toFixed(0)} ms${cov.missing.length ? ` | MISSING ${cov.missing.join(' ')}` : ''}`,
    );
    console.log(`    ${page.text.slice(0, 160)}`);
    tiles.push({ input: await sharp(png).resize(cell, cell).png().toBuffer(), left: (i % 4) * cell, top: Math.floor(i / 4) * cell });
  }
  const file = join(outDir, `story-${n + 1}-${s.language}-${s.age}-${s.style}.png`);
  await sharp({ create: { width: cell * 4, height: cell * Math.ceil(story.pages.length / 4), channels: 3, background: '#ffffff' } })
    .composite(tiles)
    .png()
    .toFile(file);
  console.log(`wrote ${file}`);
}
const stat = (xs: number[]): string => {
  const s = [...xs].sort((a, b) => a - b);
  return `median ${s[Math.floor(s.length / 2)]?.toFixed(0)} ms, p90 ${s[Math.floor(s.length * 0.9)]?.toFixed(0)} ms, max ${s.at(-1)?.toFixed(0)} ms`;
};
console.log(
  `\npages ${composeMs.length}; compose ${stat(composeMs)}; render ${stat(renderMs)}; plan elements drawn ${drawn}/${named} (${((100 * drawn) / named).toFixed(1)}%)`,
);
