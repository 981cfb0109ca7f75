/**
 * Golden output of the offline story engine: stories the built-in writer makes from fixed seeds in
 * all 14 languages (catalogue and custom morals, every age band, wishes with named companions and
 * places, boundaries, co-heroes, a next episode), the wish reading and the hero's look phrase, the
 * scenes the built-in illustrator composes (SVG, ghibli's soft layers and the scene graph) in the 4
 * styles, and the narrator's text preparation (sentences, the Japanese kana reading).
 *
 * Moving or reorganising the engine's code must not change a single byte of what a family sees or
 * hears, so each case's output is hashed and compared with the committed digests in
 * storycraft-golden.json. A failure names the case. After a deliberate change to the engine's
 * output, regenerate the digests with `UPDATE_GOLDEN=1 npx vitest run tests/unit/storycraft-golden.test.ts`
 * and say in the commit why the stories changed.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ILLUSTRATION_STYLE_CODES, LANGUAGE_CODES, type LanguageCode } from '../../src/shared/catalog.ts';
import { MORAL_THEMES } from '../../src/content/morals/index.ts';
import type { CharacterSheet, MoralChoice, WriteRequest, WrittenStory } from '../../src/server/providers/types.ts';
import { writeStory } from '../../src/server/storycraft/writer/write-story.ts';
import { composePageSvg } from '../../src/server/storycraft/scene/compose.ts';
import { composeScene } from '../../src/server/storycraft/scene/scene-graph.ts';
import { splitSentences } from '../../src/server/storycraft/narration/pacing.ts';
import { toKanaReading } from '../../src/server/storycraft/narration/japanese-reading.ts';
import { interpretWishes } from '../../src/server/storycraft/wishes/interpret.ts';
import { LANGUAGES } from '../../src/server/storycraft/languages/index.ts';
import { lookFromAnyDescription, lookFromDescription } from '../../src/server/storycraft/likeness/describe.ts';
import { lookPhrase } from '../../src/server/storycraft/likeness/look-phrase.ts';
import { BOUNDARY_WORDS } from '../../src/server/storycraft/boundaries/word-lists.ts';
import { findBoundaryWords } from '../../src/server/storycraft/boundaries/check.ts';

const FIXTURE = path.join(import.meta.dirname, 'storycraft-golden.json');
const UPDATE = process.env.UPDATE_GOLDEN === '1';

const digest = (value: unknown): string =>
  createHash('sha256')
    .update(typeof value === 'string' ? value : JSON.stringify(value))
    .digest('hex');

const moral = (key: string): MoralChoice => {
  const theme = MORAL_THEMES.find((t) => t.key === key)!;
  return { key: theme.key, group: theme.group, label: theme.text.en.label };
};

/** A parent's wish in the language's own words: a named puppy, the seaside, a kite and a picnic at night. */
function wishText(language: LanguageCode): string {
  const lex = LANGUAGES[language].wishes;
  const naming = lex.nameAfter[0] ?? '';
  return [
    `${lex.companions.puppy[0]} ${naming} Bruno`,
    lex.places.seaside[0],
    lex.objects.kite[0],
    lex.activities.picnic[0],
    lex.times.night[0],
    'xylophone',
  ].join(', ');
}

const mia: CharacterSheet = { name: 'Mia', kind: 'human', gender: 'female', age: 5, description: 'curly red hair, a yellow raincoat and a red cap' };
const pip: CharacterSheet = { name: 'Pip', kind: 'animal', age: 7, description: 'a little orange fox with a blue scarf' };
const leo: CharacterSheet = { name: 'Leo', kind: 'human', gender: 'male', age: 8, description: 'short black hair and round glasses' };

/** The writer cases of one language; each is one story request. */
function writerCases(language: LanguageCode): [string, WriteRequest][] {
  const base = { language, freeText: '' };
  const cases: [string, WriteRequest][] = [
    ['toddler-sharing', { ...base, hero: { name: 'Noor', kind: 'human', gender: 'female' }, age: 2, moral: moral('sharing'), seed: 101 }],
    ['age5-dark-described', { ...base, hero: mia, age: 5, moral: moral('fear-of-the-dark'), seed: 202 }],
    ['age8-honesty-animal', { ...base, hero: pip, age: 8, moral: moral('honesty'), seed: 303 }],
    ['age11-teeth', { ...base, hero: leo, age: 11, moral: moral('brushing-teeth'), seed: 404 }],
    [
      'age12-nature',
      { ...base, hero: { name: 'Ada', kind: 'object', description: 'a small blue teapot' }, age: 12, moral: moral('caring-for-nature'), seed: 505 },
    ],
    ['age6-custom-moral', { ...base, hero: mia, age: 6, moral: { label: 'being brave at the dentist' }, seed: 606 }],
    ['age7-wishes', { ...base, hero: leo, age: 7, moral: moral('making-friends'), freeText: wishText(language), seed: 707 }],
    ['age4-wishes-custom', { ...base, hero: mia, age: 4, moral: { label: 'patience' }, freeText: wishText(language), seed: 808 }],
    [
      'age9-boundaries',
      {
        ...base,
        hero: mia,
        age: 9,
        moral: moral('fear-of-the-dark'),
        freeText: wishText(language),
        seed: 909,
        boundaries: { avoid: ['scary', 'water', 'animals'], maxIntensity: 'gentle' },
      },
    ],
    [
      'age3-boundaries-food-loud',
      { ...base, hero: pip, age: 3, moral: moral('sharing'), seed: 1001, boundaries: { avoid: ['food', 'loud', 'separation'], maxIntensity: 'small' } },
    ],
    ['age10-coheroes', { ...base, hero: mia, coHeroes: [leo, pip], age: 10, moral: moral('teamwork'), seed: 1101 }],
    [
      'age5-avoid',
      {
        ...base,
        hero: leo,
        age: 5,
        moral: moral('kindness'),
        seed: 1201,
        avoid: { plots: ['friend', 'sharing'], companions: ['puppy'], settings: ['forest'] },
      },
    ],
    [
      'age6-look',
      {
        ...base,
        hero: {
          ...mia,
          look: { kind: 'person', hairColour: 'black', hairLength: 'long', hairStyle: 'braids', glasses: true, clothing: ['green'], top: 'dress' },
        },
        age: 6,
        moral: moral('gratitude'),
        seed: 1301,
      },
    ],
  ];
  // A next episode of the wish story: same heroes, the companion and world kept, another plot.
  const first = writeStory(cases[6]![1]);
  cases.push(['age7-episode2', { ...cases[6]![1], seed: 708, previous: { episode: 2, recap: first.recap!, plan: first.plan! } }]);
  // Wishes given already read (the pipeline's way) rather than read by the writer.
  cases.push(['age7-wishes-given', { ...cases[6]![1], wishes: interpretWishes(wishText(language), 'making-friends', language) }]);
  return cases;
}

const actual: Record<string, string> = {};
const stories = new Map<string, WrittenStory>();

/** One case's story, written once per run. */
function storyOf(language: LanguageCode, name: string): { story: WrittenStory; request: WriteRequest } {
  const request = writerCases(language).find(([n]) => n === name)![1];
  const key = `${language}/${name}`;
  if (!stories.has(key)) stories.set(key, writeStory(request));
  return { story: stories.get(key)!, request };
}

function record(key: string, value: unknown): void {
  actual[key] = digest(value);
}

function expected(): Record<string, string> {
  return fs.existsSync(FIXTURE) ? (JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as Record<string, string>) : {};
}

function check(prefix: string): void {
  if (UPDATE) return;
  const want = expected();
  const keys = Object.keys(actual).filter((k) => k.startsWith(prefix));
  expect(keys.length).toBeGreaterThan(0);
  for (const key of keys) expect(actual[key], `${key} differs from the golden output`).toBe(want[key]);
  const missing = Object.keys(want).filter((k) => k.startsWith(prefix) && !(k in actual));
  expect(missing, 'golden cases no longer produced').toEqual([]);
}

describe('the offline story engine gives the golden output', () => {
  it.each(LANGUAGE_CODES)('%s: the built-in writer writes the same stories from the same seeds', (language) => {
    for (const [name, request] of writerCases(language)) {
      const story = writeStory(request);
      stories.set(`${language}/${name}`, story);
      record(`writer/${language}/${name}`, story);
    }
    check(`writer/${language}/`);
  });

  it.each(LANGUAGE_CODES)('%s: wishes, looks and boundary words read the same', (language) => {
    record(`wishes/${language}`, interpretWishes(wishText(language), 'being brave at the dentist', language));
    record(`wishes-catalogue/${language}`, interpretWishes(wishText(language), 'sharing', language));
    const look = lookFromAnyDescription('curly red hair, round glasses and a yellow raincoat', language);
    record(`look/${language}`, {
      look,
      own: lookFromDescription(LANGUAGES[language].wishes.companions.teddy[0], language),
      phrase: lookPhrase({ kind: 'person', ...look }, language),
      bed: lookPhrase({ kind: 'person', ...look }, language, { bedtime: true }),
    });
    record(`boundary-words/${language}`, BOUNDARY_WORDS[language]);
    const text = storyOf(language, 'age7-wishes')
      .story.pages.map((p) => p.text)
      .join(' ');
    record(`boundary-find/${language}`, findBoundaryWords(text, language, ['scary', 'water', 'animals', 'separation', 'loud', 'food']));
    check(`wishes/${language}`);
    check(`wishes-catalogue/${language}`);
    check(`look/${language}`);
    check(`boundary-words/${language}`);
    check(`boundary-find/${language}`);
  });

  it.each(LANGUAGE_CODES)('%s: the narrator prepares the same sentences', async (language) => {
    for (const name of ['age5-dark-described', 'age11-teeth', 'age7-wishes']) {
      const { story } = storyOf(language, name);
      const sentences = story.pages.map((p) => splitSentences(p.text, language));
      const spoken = language === 'ja' ? await Promise.all(sentences.flat().map(toKanaReading)) : null;
      record(`narrator/${language}/${name}`, { sentences, spoken });
    }
    check(`narrator/${language}/`);
  });

  it.each(ILLUSTRATION_STYLE_CODES)('%s: the built-in illustrator composes the same pages', (style) => {
    const sources: [string, LanguageCode, string][] = [
      ['en', 'en', 'age10-coheroes'],
      ['de', 'de', 'age9-boundaries'],
      ['ja', 'ja', 'age7-wishes'],
      ['ar', 'ar', 'age8-honesty-animal'],
    ];
    for (const [label, language, name] of sources) {
      const { story, request } = storyOf(language, name);
      const count = story.pages.length;
      for (const pageIndex of [0, Math.floor(count / 2), count - 1]) {
        const input = {
          scene: story.pages[pageIndex]!.scene,
          hero: request.hero,
          ...(request.coHeroes ? { coHeroes: request.coHeroes } : {}),
          style,
          seed: request.seed >>> 0,
          pageIndex,
          pageCount: count,
        };
        const page = composePageSvg(input);
        record(`illustrator/${style}/${label}-${name}/${pageIndex}/svg`, page.svg);
        record(`illustrator/${style}/${label}-${name}/${pageIndex}/soft`, page.soft ?? null);
        record(`illustrator/${style}/${label}-${name}/${pageIndex}/graph`, composeScene(input).graph);
      }
    }
    const cover = composePageSvg({
      scene: { setting: 'forest', timeOfDay: 'evening', action: 'waving', companion: 'owl', props: ['lantern'], mood: 'cheerful' },
      hero: pip,
      style,
      seed: 77,
      pageIndex: 0,
      pageCount: 1,
      cover: true,
    });
    record(`illustrator/${style}/cover`, cover);
    check(`illustrator/${style}/`);
  });

  it('has a digest for every case it makes', () => {
    if (UPDATE) {
      const sorted = Object.fromEntries(Object.entries(actual).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
      fs.writeFileSync(FIXTURE, `${JSON.stringify(sorted, null, 1)}\n`);
      return;
    }
    expect(Object.keys(expected()).sort()).toEqual(Object.keys(actual).sort());
  });
});
