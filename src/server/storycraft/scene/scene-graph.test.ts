import { describe, expect, it } from 'vitest';
import { ILLUSTRATION_STYLE_CODES } from '../../../shared/catalog.ts';
import {
  HERO_POSITIONS,
  PROP_STATES,
  PROPS,
  SCENE_FIGURES,
  SETTINGS,
  SHOTS,
  TIMES_OF_DAY,
  type CharacterSheet,
  type Prop,
  type PropState,
  type Scene,
} from '../../providers/types.ts';
import type { Box, SceneGraph } from './graph.ts';
import { composeScene, planCoverage, planElements } from './scene-graph.ts';

const mia: CharacterSheet = { name: 'Mia', kind: 'human', gender: 'female', age: 5, description: 'curly red hair, a yellow raincoat and a red cap' };
const pip: CharacterSheet = { name: 'Pip', kind: 'animal', age: 7, description: 'a little orange fox with a blue scarf' };
const base: Scene = { setting: 'meadow', timeOfDay: 'day', action: 'standing', companion: 'none', props: [], mood: 'cheerful' };
const draw = (scene: Scene, over: { hero?: CharacterSheet; pageIndex?: number; style?: (typeof ILLUSTRATION_STYLE_CODES)[number] } = {}): SceneGraph =>
  composeScene({ scene, hero: over.hero ?? mia, style: over.style ?? 'storybook', seed: 11, pageIndex: over.pageIndex ?? 2, pageCount: 10 }).graph;

function expectAllDrawn(scene: Scene, graph: SceneGraph): void {
  const c = planCoverage(scene, graph);
  expect(c.missing, JSON.stringify(scene)).toEqual([]);
  expect(c.drawn).toBe(c.named);
}

/**
 * Containers are the props that can be empty; every prop can be whole, broken, mended, lit or lost,
 * and full (a heap of them, or a full container) except the big scenery ones.
 */
const CONTAINERS: ReadonlySet<Prop> = new Set(['basket', 'bucket', 'nest', 'treasure', 'gift', 'cookie', 'letter', 'cake', 'lantern', 'campfire', 'seed']);
const NEVER_FULL: ReadonlySet<Prop> = new Set([
  'house',
  'boat',
  'rocket',
  'bed',
  'rainbow',
  'bridge',
  'snowman',
  'bicycle',
  'sandcastle',
  'stairs',
  'bench',
  'tent',
  'hut',
]);
const statesOf = (prop: Prop): PropState[] => PROP_STATES.filter((s) => (s !== 'empty' || CONTAINERS.has(prop)) && (s !== 'full' || !NEVER_FULL.has(prop)));

const area = (b: Box): number => Math.max(0, b[2] - b[0]) * Math.max(0, b[3] - b[1]);
const overlap = (a: Box, b: Box): number => area([Math.max(a[0], b[0]), Math.max(a[1], b[1]), Math.min(a[2], b[2]), Math.min(a[3], b[3])]);

describe('the composed scene graph', () => {
  it('draws every setting at every time of day, with one clock in the sky', () => {
    for (const setting of SETTINGS) {
      for (const timeOfDay of TIMES_OF_DAY) {
        const scene: Scene = { ...base, setting, timeOfDay };
        const graph = draw(scene);
        expectAllDrawn(scene, graph);
        const bodies = graph.sky.map((s) => s.body);
        if (timeOfDay === 'night') expect(bodies, `${setting} night`).not.toContain('sun');
        else {
          expect(bodies, `${setting} ${timeOfDay}`).not.toContain('moon');
          // Stars by day only out in space.
          if (setting !== 'space') expect(bodies, `${setting} ${timeOfDay}`).not.toContain('stars');
        }
      }
    }
  });

  it('draws every prop in every state it can be in, as the key prop and beside another', () => {
    for (const [i, prop] of PROPS.entries()) {
      for (const keyPropState of statesOf(prop)) {
        const other = PROPS[(i + 7) % PROPS.length] as Prop;
        const scene: Scene = {
          ...base,
          setting: SETTINGS[i % SETTINGS.length]!,
          timeOfDay: TIMES_OF_DAY[i % 4]!,
          props: [prop, other],
          keyPropState,
          action: (['standing', 'carrying', 'looking', 'sitting'] as const)[i % 4]!,
        };
        const graph = draw(scene);
        expectAllDrawn(scene, graph);
        const key = graph.props.find((p) => p.prop === prop);
        expect(key?.state, `${prop} ${keyPropState}`).toBe(keyPropState);
      }
    }
  });

  it('draws every named figure, up to three at once (two in a close-up), and never over the hero', () => {
    for (const [i, fig] of SCENE_FIGURES.entries()) {
      for (const companion of ['none', 'owl', 'puppy'] as const) {
        const scene: Scene = { ...base, setting: SETTINGS[i % SETTINGS.length]!, companion, figures: [fig] };
        expectAllDrawn(scene, draw(scene));
      }
    }
    for (let i = 0; i < SCENE_FIGURES.length; i++) {
      const figures = [0, 4, 9].map((k) => SCENE_FIGURES[(i + k) % SCENE_FIGURES.length]!);
      for (const heroAt of HERO_POSITIONS) {
        for (const shot of SHOTS) {
          // A close-up holds the hero, the companion and two more; wide and medium shots hold three.
          const scene: Scene = {
            ...base,
            setting: 'park',
            companion: 'kitten',
            props: ['ball'],
            figures: shot === 'close' ? figures.slice(0, 2) : figures,
            heroAt,
            shot,
            action: i % 2 ? 'hugging' : 'waving',
          };
          const graph = draw(scene, { hero: i % 3 ? mia : pip });
          expectAllDrawn(scene, graph);
          const hero = graph.hero!.box;
          for (const f of graph.figures) expect(overlap(hero, f.box) / area(hero), `${f.figure} ${heroAt} ${shot}`).toBeLessThan(0.2);
        }
      }
    }
  });

  it('draws the parent and baby animals as the companion species, bigger and smaller', () => {
    const scene: Scene = { ...base, setting: 'forest', companion: 'owl', figures: ['parentAnimal', 'babyAnimal'] };
    const graph = draw(scene);
    const [parent, baby] = ['parentAnimal', 'babyAnimal'].map((f) => graph.figures.find((g) => g.figure === f)!);
    expect([parent?.kind, baby?.kind]).toEqual(['owl', 'owl']);
    const h = (b: Box): number => b[3] - b[1];
    expect(h(parent!.box)).toBeGreaterThan(h(graph.companion!.box));
    expect(h(baby!.box)).toBeLessThan(h(graph.companion!.box));
  });

  it("draws an animal hero's family as animals of the hero's species, everyone else as people", () => {
    const scene: Scene = { ...base, figures: ['grandma', 'dad', 'teacher'] };
    const graph = draw(scene, { hero: pip });
    expectAllDrawn(scene, graph);
    expect(graph.figures.map((f) => [f.figure, f.kind])).toEqual([
      ['grandma', 'fox'],
      ['dad', 'fox'],
      ['teacher', 'human'],
    ]);
    expect(draw(scene).figures.map((f) => f.kind)).toEqual(['human', 'human', 'human']);
  });

  it('honours shot and hero position: consecutive pages with different plans frame the hero differently', () => {
    const plans: Scene[] = SHOTS.flatMap((shot) => HERO_POSITIONS.map((heroAt) => ({ ...base, companion: 'puppy', props: ['kite'], shot, heroAt })));
    const boxes = plans.map((scene, i) => {
      const graph = draw(scene, { pageIndex: i });
      expectAllDrawn(scene, graph);
      return graph.hero!.box;
    });
    for (let i = 1; i < plans.length; i++) expect(boxes[i], `${JSON.stringify(plans[i - 1])} -> ${JSON.stringify(plans[i])}`).not.toEqual(boxes[i - 1]);
    const height = (b: Box): number => b[3] - b[1];
    const mid = (b: Box): number => (b[0] + b[2]) / 2;
    const at = (shot: string, heroAt: string): Box => boxes[plans.findIndex((p) => p.shot === shot && p.heroAt === heroAt)]!;
    // Wide: a small hero and more world; close: the hero large.
    expect(height(at('wide', 'left'))).toBeLessThan(height(at('medium', 'left')) * 0.8);
    expect(height(at('close', 'left'))).toBeGreaterThan(height(at('medium', 'left')) * 1.25);
    expect(mid(at('medium', 'left'))).toBeLessThan(mid(at('medium', 'center')));
    expect(mid(at('medium', 'center'))).toBeLessThan(mid(at('medium', 'right')));
  });

  it('keeps one clock with moon and star props: a day moon is a toy, a night moon is the sky one', () => {
    for (const timeOfDay of TIMES_OF_DAY) {
      for (const setting of ['meadow', 'bedroom', 'campsite', 'library'] as const) {
        const scene: Scene = { ...base, setting, timeOfDay, props: ['moon', 'star'] };
        const graph = draw(scene);
        expectAllDrawn(scene, graph);
        const bodies = new Set(graph.sky.map((s) => s.body));
        expect(bodies.has('sun') && bodies.has('moon'), `${setting} ${timeOfDay}`).toBe(false);
        const moon = graph.props.find((p) => p.prop === 'moon')!;
        if (timeOfDay === 'night') expect(moon.placement).toBe('sky');
        else expect([moon.form, bodies.has('moon')]).toEqual(['toy', false]);
      }
    }
  });

  it('dresses the hero for bed on pyjama pages: pyjamas, no hat', () => {
    const day = draw({ ...base, setting: 'bedroom', timeOfDay: 'evening' });
    expect(day.hero).toMatchObject({ outfit: 'day', hat: true });
    for (const action of ['sleeping', 'hugging', 'reading'] as const) {
      const scene: Scene = { ...base, setting: 'bedroom', timeOfDay: 'night', action, outfit: 'pyjamas', mood: 'calm', figures: ['mum'] };
      const graph = draw(scene);
      expectAllDrawn(scene, graph);
      expect(graph.hero, action).toMatchObject({ outfit: 'pyjamas', hat: false });
    }
  });

  it('reports what it could not draw instead of claiming it', () => {
    // Five people on one close-up page do not fit: the graph says which are missing.
    const scene: Scene = { ...base, shot: 'close', heroAt: 'center', companion: 'friend', figures: ['grandma', 'grandpa', 'mum', 'dad', 'teacher'] };
    const c = planCoverage(scene, draw(scene));
    expect(c.missing.length).toBeGreaterThan(0);
    expect(c.missing.every((m) => m.startsWith('figure:'))).toBe(true);
    expect(planElements(scene)).toContain('figure:teacher');
  });

  it('draws the same plan the same way in all four styles', () => {
    const scene: Scene = { ...base, setting: 'riverside', props: ['sailboat'], keyPropState: 'broken', figures: ['grandpa'], shot: 'close', heroAt: 'left' };
    const graphs = ILLUSTRATION_STYLE_CODES.map((style) => draw(scene, { style }));
    for (const g of graphs) expectAllDrawn(scene, g);
  });
});
