/**
 * The parent's boundaries in the built-in writer and illustrator: for each
 * boundary, 50 stories with varied morals, wishes, languages and ages contain none of its
 * elements in their text (the boundary's words in the story language) or in their pictures (the
 * composed scene graph); the maximum intensity caps the plot's stakes; a wish never beats a
 * boundary; and each language's word list recognises that language's own avoided plots.
 */
import { describe, expect, it } from 'vitest';
import { MORAL_THEMES } from '../../src/content/morals/index.ts';
import { findBoundaryWords, checkBoundaries } from '../../src/server/storycraft/boundaries/check.ts';
import { graphViolations, sceneViolations, sceneWithinBoundaries } from '../../src/server/storycraft/boundaries/elements.ts';
import { composeScene } from '../../src/server/storycraft/scene/scene-graph.ts';
import { writeStory } from '../../src/server/storycraft/writer/write-story.ts';
import { PACKS } from '../../src/server/storycraft/languages/index.ts';
import { PLOT_INTENSITY } from '../../src/server/storycraft/writer/plot-boundaries.ts';
import type { StoryContext } from '../../src/server/storycraft/writer/story-types.ts';
import type { Scene, WriteRequest, WrittenStory } from '../../src/server/providers/types.ts';
import { BOUNDARY_KEYS, combineBoundaries, intensityRank, type BoundaryKey, type StoryBoundaries } from '../../src/shared/boundaries.ts';
import { ILLUSTRATION_STYLE_CODES, LANGUAGE_CODES, type LanguageCode } from '../../src/shared/catalog.ts';
import { fakeStory } from '../fakes/fake-story.ts';

/** Wishes that ask for every kind of avoided element (the boundary must win). */
const WISHES = [
  'a day at the seaside with a puppy and a boat',
  'baking cookies and a birthday cake with grandma',
  'a kitten and a picnic in the park',
  'a dragon, a drum and a castle',
  'sailing on the lake with an owl',
  '',
  'a teddy and a kite in the meadow',
  'a sandcastle and shells with a turtle',
  'a bunny, an apple and a treasure hunt in the forest',
  'a fox in the snowy village and hot chocolate',
];
const NAMES = ['Mia', 'Leo', 'Zoë', 'Amir', 'Yuki', 'Ola'];

function request(i: number, bounds: StoryBoundaries): WriteRequest & { language: LanguageCode } {
  const language = LANGUAGE_CODES[i % LANGUAGE_CODES.length]!;
  const theme = MORAL_THEMES[(i * 11) % MORAL_THEMES.length]!;
  return {
    hero: { name: NAMES[i % NAMES.length]!, kind: 'human', gender: i % 3 === 0 ? 'male' : i % 3 === 1 ? 'female' : 'other' },
    age: 1 + (i % 12),
    language,
    moral: i % 5 === 4 ? null : { key: theme.key, group: theme.group, label: theme.text[language].label },
    freeText: WISHES[i % WISHES.length]!,
    seed: 1000 + i * 7919,
    boundaries: bounds,
  };
}

/** Every text and picture problem of a story under its boundaries (empty = clean). */
function problems(story: WrittenStory, req: WriteRequest & { language: LanguageCode }, bounds: StoryBoundaries, draw: boolean): string[] {
  const out: string[] = [];
  for (const [key, word] of findBoundaryWords(story.title, req.language, bounds.avoid, [req.hero.name])) out.push(`title ${key}: ${word}`);
  story.pages.forEach((page, index) => {
    if (!page.text.trim()) out.push(`page ${index}: empty`);
    if (index === 0 && story.pages.length < 4) out.push(`only ${story.pages.length} pages`);
    for (const [key, word] of findBoundaryWords(page.text, req.language, bounds.avoid, [req.hero.name])) out.push(`page ${index} text ${key}: ${word}`);
    for (const v of sceneViolations(page.scene, bounds)) out.push(`page ${index} plan ${v}`);
    if (draw) {
      const { graph } = composeScene({
        scene: page.scene,
        hero: req.hero,
        style: ILLUSTRATION_STYLE_CODES[index % ILLUSTRATION_STYLE_CODES.length]!,
        seed: req.seed,
        pageIndex: index,
        pageCount: story.pages.length,
      });
      for (const v of graphViolations(graph, bounds)) out.push(`page ${index} picture ${v}`);
    }
  });
  return out;
}

describe('each boundary: 50 varied stories contain none of its elements', () => {
  for (const key of BOUNDARY_KEYS) {
    it(`avoids ${key} in text and pictures`, () => {
      const bounds = combineBoundaries([{ avoid: [key] }]);
      const failures: string[] = [];
      const unboundedHits = { count: 0 };
      for (let i = 0; i < 50; i++) {
        const req = request(i, bounds);
        const story = writeStory(req);
        const found = problems(story, req, bounds, true);
        if (found.length) failures.push(`${req.language} age ${req.age} "${req.freeText}": ${found.slice(0, 3).join('; ')}`);
        // The same request without the boundary: does the element come up at all? (The test must be able to fail.)
        const free = writeStory({ ...req, boundaries: undefined });
        if (problems(free, req, bounds, false).length) unboundedHits.count++;
      }
      expect(failures).toEqual([]);
      expect(unboundedHits.count).toBeGreaterThan(2);
      // 100 stories written and 50 pictures composed: a property check over many inputs, not a
      // timed test; on a shared 2-core CI machine it needs more than the default minute.
    }, 240_000);
  }
});

describe('several boundaries together and the maximum intensity', () => {
  it('all six boundaries with gentle stakes still give whole stories in every language', () => {
    const bounds: StoryBoundaries = { avoid: [...BOUNDARY_KEYS], maxIntensity: 'gentle' };
    for (let i = 0; i < 28; i++) {
      const req = request(i, bounds);
      const story = writeStory(req);
      expect(problems(story, req, bounds, false)).toEqual([]);
      expect(PLOT_INTENSITY[story.plan!.plot as keyof typeof PLOT_INTENSITY]).toBe('gentle');
      expect(story.pages.filter((p) => p.text.includes(req.hero.name)).length).toBeGreaterThanOrEqual(story.pages.length - 1);
    }
  });

  it('the maximum intensity caps the plot; gentle stories have no low point', () => {
    const seen: Record<string, Set<string>> = { gentle: new Set(), small: new Set(), real: new Set() };
    for (const maxIntensity of ['gentle', 'small', 'real'] as const) {
      for (let i = 0; i < 120; i++) {
        const req = request(i, { avoid: [], maxIntensity });
        // Morals that call for the big plots: fear of the dark, sleeping away, kindness to animals.
        const theme = MORAL_THEMES.find((t) => t.key === ['fear-of-the-dark', 'sleeping-away', 'kindness-to-animals', 'honesty', 'calming-anger'][i % 5])!;
        req.moral = { key: theme.key, group: theme.group, label: theme.text[req.language].label };
        req.age = 10 + (i % 3);
        const story = writeStory(req);
        const plot = story.plan!.plot as keyof typeof PLOT_INTENSITY;
        seen[maxIntensity]!.add(PLOT_INTENSITY[plot]);
        expect(intensityRank(PLOT_INTENSITY[plot])).toBeLessThanOrEqual(intensityRank(maxIntensity));
        // Ages 10-12 have a low page (mood 'sad', the hero nearly gives up) unless the stakes are gentle.
        const low = story.pages.some((p) => p.scene.mood === 'sad');
        if (maxIntensity === 'gentle') expect(low).toBe(false);
      }
    }
    expect([...seen.gentle]).toEqual(['gentle']);
    expect(seen.small.has('small')).toBe(true);
    expect(seen.real.has('real')).toBe(true);
  });
});

describe('the boundary wins over a wish', () => {
  it('a wished seaside, boat and puppy become another place, no boat and a teddy or robot', () => {
    for (const language of LANGUAGE_CODES) {
      const bounds: StoryBoundaries = { avoid: ['water', 'animals'], maxIntensity: 'real' };
      const free = writeStory({ ...request(3, bounds), language, freeText: 'a day at the seaside with a puppy and a boat', boundaries: undefined });
      const story = writeStory({ ...request(3, bounds), language, freeText: 'a day at the seaside with a puppy and a boat' });
      expect(['teddy', 'robot']).toContain(story.plan!.companion);
      expect(story.pages.every((p) => p.scene.setting !== 'seaside' && !p.scene.props.includes('boat'))).toBe(true);
      // Without the boundary the same wish is honoured (so this test can fail).
      if (language === 'en') expect(free.pages.some((p) => p.scene.setting === 'seaside' || p.scene.companion === 'puppy')).toBe(true);
    }
  });

  it('without boundaries a story is exactly what it was before (same request, same text)', () => {
    const req = request(7, combineBoundaries([]));
    expect(writeStory(req)).toEqual(writeStory({ ...req, boundaries: undefined }));
  });
});

/** A story context for calling a language module's templates directly. */
function ctxFor(language: LanguageCode, companion: 'puppy' | 'teddy' = 'teddy'): StoryContext {
  const pack = PACKS[language];
  return {
    name: 'Mia',
    g: 'f',
    kind: 'human',
    trait: null,
    traitBed: null,
    setting: 'lake',
    place: pack.settings.lake,
    way: pack.settings.forest,
    companion,
    co: pack.companions[companion],
    band: 3,
    meet: false,
    moral: null,
    shape: 'mistake',
    alt: 1,
  };
}

function plotText(language: LanguageCode, shape: keyof typeof PLOT_INTENSITY): string | null {
  const text = PACKS[language].shapes[shape];
  if (!text) return null;
  const c = { ...ctxFor(language), shape };
  return [text.problem(c), ...text.tries.map((t) => t(c)), text.turn(c), text.resolution(c), text.homeward?.(c) ?? []]
    .flat()
    .map(([, s]) => s)
    .join(' ');
}

describe('each language names its own avoided elements', () => {
  const has = (text: string, language: LanguageCode, key: BoundaryKey) => findBoundaryWords(text, language, [key]).length > 0;
  for (const language of LANGUAGE_CODES) {
    it(`${language}: water, animals, food, loud, separation and scary words of its own plots are found; teddy and robot are not animals`, () => {
      const pack = PACKS[language];
      expect(has(plotText(language, 'mistake')!, language, 'water')).toBe(true);
      expect(has(pack.settings.seaside.detail, language, 'water')).toBe(true);
      expect(has(pack.settings.lake.detail, language, 'water')).toBe(true);
      for (const c of ['puppy', 'kitten', 'bunny', 'owl', 'fox', 'turtle'] as const) expect(has(pack.companions[c].intro, language, 'animals'), c).toBe(true);
      expect(has(pack.settings.farm.detail, language, 'animals')).toBe(true);
      expect(has(pack.companions.teddy.intro, language, 'animals')).toBe(false);
      expect(has(pack.companions.robot.intro, language, 'animals')).toBe(false);
      expect(has(plotText(language, 'feeling')!, language, 'loud')).toBe(true);
      expect(has(plotText(language, 'friend')!, language, 'separation')).toBe(true);
      const cookies = plotText(language, 'cookies');
      if (cookies) expect(has(cookies, language, 'food')).toBe(true);
      expect(has(pack.settings.snowyVillage.detail, language, 'food')).toBe(true);
      const lost = plotText(language, 'lost');
      if (lost) expect(has(lost, language, 'scary') || has(lost, language, 'separation')).toBe(true);
      const campfire = plotText(language, 'campfire');
      if (campfire) expect(has(campfire, language, 'scary')).toBe(true);
      // The sharing plot (a kite: 'Drachen' in German, 'cerf-volant' in French) stays clean of animals and water.
      expect(findBoundaryWords(plotText(language, 'sharing')!, language, ['animals'])).toEqual([]);
    });
  }
});

describe('the lists do not over-match ordinary bedtime text', () => {
  it('a vendor-style story about an owl and a fallen star (14 languages) is only about animals', () => {
    for (const language of LANGUAGE_CODES) {
      const story = fakeStory(language, 'Mia', 10);
      const keys = new Set(
        [story.title, ...story.pages.map((p) => p.text)].flatMap((t) => findBoundaryWords(t, language, [...BOUNDARY_KEYS], ['Mia']).map(([k]) => k)),
      );
      expect([...keys], language).toEqual(['animals']);
    }
  });
});

describe('the boundary check and the illustrator guard', () => {
  it('the moderation check flags a boundary word with its reason and spares the hero’s own name', () => {
    expect(checkBoundaries(['Mia swam in the lake.'], 'en', { avoid: ['water'], maxIntensity: 'real' })).toEqual({
      flagged: true,
      reasons: ['boundary:water'],
    });
    expect(checkBoundaries(['Robin went for a walk.'], 'en', { avoid: ['animals'], maxIntensity: 'real' }, ['Robin']).flagged).toBe(false);
    expect(checkBoundaries(['A robin sang for Mia.'], 'en', { avoid: ['animals'], maxIntensity: 'real' }, ['Mia']).flagged).toBe(true);
    expect(checkBoundaries(['Mia swam in the lake.'], 'en', null).flagged).toBe(false);
    expect(checkBoundaries(['ミアはみずうみでおよぎました。'], 'ja', { avoid: ['water'], maxIntensity: 'real' }).flagged).toBe(true);
    expect(checkBoundaries(['كان البطُّ يسبحُ في البركة'], 'ar', { avoid: ['animals'], maxIntensity: 'real' }).flagged).toBe(true);
  });

  it('a vendor scene with avoided elements is drawn without them', () => {
    const scene: Scene = {
      setting: 'lake',
      timeOfDay: 'day',
      action: 'swimming',
      companion: 'puppy',
      props: ['boat', 'cake', 'kite'],
      figures: ['babyAnimal', 'grandma'],
      mood: 'cheerful',
    };
    const bounds: StoryBoundaries = { avoid: ['water', 'animals', 'food'], maxIntensity: 'real' };
    const safe = sceneWithinBoundaries(scene, bounds);
    expect(sceneViolations(safe, bounds)).toEqual([]);
    expect(safe).toMatchObject({ setting: 'meadow', action: 'walking', companion: 'none', props: ['kite'], figures: ['grandma'] });
    const { graph } = composeScene({ scene: safe, hero: { name: 'Mia', kind: 'human' }, style: 'ghibli', seed: 3, pageIndex: 1, pageCount: 8 });
    expect(graphViolations(graph, bounds)).toEqual([]);
    const { graph: raw } = composeScene({ scene, hero: { name: 'Mia', kind: 'human' }, style: 'ghibli', seed: 3, pageIndex: 1, pageCount: 8 });
    expect(graphViolations(raw, bounds).length).toBeGreaterThan(2);
  });
});
