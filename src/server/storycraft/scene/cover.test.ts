/**
 * A story's cover is a cover: the heroes, the companion, the story's key object in its happy
 * state, in the story's place, with room for the title; never one of the pages.
 */
import { describe, expect, it } from 'vitest';
import type { CharacterSheet, Scene } from '../../providers/types.ts';
import { writeStory } from '../writer/write-story.ts';
import { PLOT_SHAPES } from '../writer/story-types.ts';
import { coverScene } from './cover.ts';
import { composeScene } from './scene-graph.ts';

const HERO: CharacterSheet = { name: 'Noah', kind: 'human', gender: 'male', description: 'brown hair and a green hat' };

describe('coverScene', () => {
  it('shows the object the story turns on in the state the story leaves it, never the trouble', () => {
    const pages: Scene[] = [
      { setting: 'home', timeOfDay: 'morning', action: 'waving', companion: 'owl', props: ['house'], mood: 'cheerful' },
      { setting: 'lake', timeOfDay: 'day', action: 'looking', companion: 'owl', props: ['sailboat'], keyPropState: 'broken', mood: 'worried' },
      { setting: 'lake', timeOfDay: 'day', action: 'helping', companion: 'owl', props: ['sailboat', 'tree'], keyPropState: 'broken', mood: 'brave' },
      { setting: 'lake', timeOfDay: 'evening', action: 'helping', companion: 'owl', props: ['sailboat'], keyPropState: 'mended', mood: 'cheerful' },
      { setting: 'bedroom', timeOfDay: 'night', action: 'sleeping', companion: 'owl', props: ['bed', 'moon'], mood: 'calm' },
    ];
    const cover = coverScene(pages);
    expect(cover).toMatchObject({ setting: 'lake', timeOfDay: 'day', companion: 'owl', props: ['sailboat'], keyPropState: 'mended' });
    expect(coverScene(pages.slice(0, 3)).keyPropState).toBeUndefined();
  });

  it('gathers every hero of the story', () => {
    const pages: Scene[] = [
      {
        setting: 'park',
        timeOfDay: 'day',
        action: 'running',
        companion: 'none',
        props: ['ball'],
        mood: 'cheerful',
        coHeroes: [{ hero: 1, name: 'Ana', action: 'running' }],
      },
      {
        setting: 'park',
        timeOfDay: 'day',
        action: 'sharing',
        companion: 'none',
        props: ['ball'],
        mood: 'cheerful',
        coHeroes: [{ hero: 0, name: 'Leo', action: 'sitting' }],
      },
    ];
    expect(coverScene(pages).coHeroes?.map((h) => h.name)).toEqual(['Leo', 'Ana']);
  });

  it.each([...PLOT_SHAPES])('draws the %s story’s cover with its key object and companion, unlike any page', (plot) => {
    const story = writeStory({
      hero: HERO,
      age: 6,
      language: 'en',
      seed: 9,
      freeText: '',
      moral: null,
      avoid: { plots: PLOT_SHAPES.filter((p) => p !== plot) },
    });
    const scenes = story.pages.map((p) => p.scene);
    const cover = coverScene(scenes);
    const drawn = composeScene({ scene: cover, hero: HERO, style: 'storybook', seed: 9, pageIndex: 0, pageCount: 1, cover: true });
    const key = cover.props[0];
    expect(key, 'a story with a key object puts it on the cover').toBeDefined();
    expect(drawn.graph.props.map((p) => p.prop)).toContain(key);
    if (cover.companion !== 'none') expect(drawn.graph.companion?.companion).toBe(cover.companion);
    // The top third is the title's: the hero's head stays below it.
    expect(drawn.graph.hero!.box[1]).toBeGreaterThan(1024 * 0.28);
    for (const [i, scene] of scenes.entries())
      expect(drawn.svg).not.toBe(composeScene({ scene, hero: HERO, style: 'storybook', seed: 9, pageIndex: i, pageCount: scenes.length }).svg);
  });
});
