/**
 * Contact sheets for issue 16's done-when: six built-in stories (three languages, all four age
 * bands, all four styles), each page drawn by the built-in illustrator from its page plan, with
 * its page number and plan (setting, time, shot, props, figures) under the picture, and the
 * story's full text next to it as a .txt file.
 * Run: npx tsx scripts/storycraft-sheets.ts [outDir]   (default /work/shots/storycraft)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { findMoralTheme } from '../src/content/morals/index.ts';
import type { IllustrationStyle, LanguageCode } from '../src/shared/catalog.ts';
import { createBuiltinIllustrator } from '../src/server/providers/illustrator/builtin/index.ts';
import type { CharacterSheet, Scene } from '../src/server/providers/types.ts';
import { writeStory } from '../src/server/storycraft/writer/write-story.ts';

const outDir = process.argv[2] ?? '/work/shots/storycraft';
const CELL = 300;
const illustrator = createBuiltinIllustrator();

/** The six stories: language, listener age, style, moral and hero. */
const STORIES: { language: LanguageCode; age: number; style: IllustrationStyle; moral: string; hero: CharacterSheet; seed: number }[] = [
  {
    language: 'en',
    age: 2,
    style: 'ghibli',
    moral: 'kindness-to-animals',
    seed: 11,
    hero: { name: 'Mia', kind: 'human', gender: 'female', description: 'curly red hair and a yellow raincoat' },
  },
  {
    language: 'it',
    age: 5,
    style: 'storybook',
    moral: 'patience',
    seed: 12,
    hero: { name: 'Luca', kind: 'human', gender: 'male', description: 'short black hair and round glasses' },
  },
  {
    language: 'ko',
    age: 8,
    style: 'watercolor',
    moral: 'fear-of-the-dark',
    seed: 13,
    hero: { name: '서연', kind: 'human', gender: 'female', description: 'long dark hair and a blue scarf' },
  },
  {
    language: 'en',
    age: 11,
    style: 'lego',
    moral: 'honesty',
    seed: 14,
    hero: { name: 'Noah', kind: 'human', gender: 'male', description: 'brown hair and a green hat' },
  },
  {
    language: 'it',
    age: 11,
    style: 'ghibli',
    moral: 'sibling-love',
    seed: 15,
    hero: { name: 'Giulia', kind: 'human', gender: 'female', description: 'blonde braids' },
  },
  {
    language: 'ko',
    age: 2,
    style: 'storybook',
    moral: 'sharing',
    seed: 16,
    hero: { name: '민준', kind: 'human', gender: 'male', description: 'freckles and a red cap' },
  },
];

function caption(scene: Scene, i: number): string {
  const who = [scene.companion, ...(scene.figures ?? [])].join('+');
  const props = scene.props.map((p, k) => (k === 0 && scene.keyPropState ? `${p}(${scene.keyPropState})` : p)).join(',');
  return `${i + 1}. ${scene.setting}/${scene.timeOfDay}/${scene.shot}/${scene.heroAt} ${who} ${props}`;
}

async function label(text: string, width: number, height = 24, size = 12): Promise<Buffer> {
  const safe = text.replace(/[<&>]/g, ' ');
  return sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/><text x="4" y="${height - 8}" font-family="sans-serif" font-size="${size}" fill="#222">${safe}</text></svg>`,
    ),
  )
    .png()
    .toBuffer();
}

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  for (const spec of STORIES) {
    const theme = findMoralTheme(spec.moral)!;
    const story = writeStory({
      hero: spec.hero,
      age: spec.age,
      language: spec.language,
      seed: spec.seed,
      freeText: '',
      moral: { key: theme.key, group: theme.group, label: theme.text[spec.language].label },
    });
    const cols = 4;
    const rows = Math.ceil(story.pages.length / cols);
    const width = cols * CELL;
    const composite: { input: Buffer; left: number; top: number }[] = [
      { input: await label(`${spec.language} age ${spec.age} ${spec.style} ${story.plan?.plot}: ${story.title}`, width, 30, 16), left: 0, top: 0 },
    ];
    for (const [i, page] of story.pages.entries()) {
      const { png } = await illustrator.illustrate({
        scene: page.scene,
        prompt: page.illustrationPrompt,
        hero: spec.hero,
        style: spec.style,
        seed: spec.seed,
        pageIndex: i,
        pageCount: story.pages.length,
      });
      const left = (i % cols) * CELL;
      const top = 30 + Math.floor(i / cols) * (CELL + 24);
      composite.push({ input: await sharp(png).resize(CELL, CELL).png().toBuffer(), left, top });
      composite.push({ input: await label(caption(page.scene, i), CELL), left, top: top + CELL });
    }
    const base = path.join(outDir, `${spec.language}-age${spec.age}-${spec.style}-${story.plan?.plot}`);
    await sharp({ create: { width, height: 30 + rows * (CELL + 24), channels: 3, background: '#ffffff' } })
      .composite(composite)
      .png()
      .toFile(`${base}.png`);
    await writeFile(`${base}.txt`, `${story.title}\n\n${story.pages.map((p, i) => `${i + 1}. ${p.text}`).join('\n\n')}\n`);
    console.log(`${base}.png`);
  }
}

await main();
