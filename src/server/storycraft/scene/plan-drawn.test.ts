/**
 * Every page of every plot shows what its text turns on: the hero in the page's action, the key
 * prop in its state, and a hug as two figures touching. Iterates the plot catalogue, so a plot
 * added later is checked in every illustration style and age band without touching this file.
 */
import { describe, expect, it } from 'vitest';
import { ILLUSTRATION_STYLES } from '../../../shared/catalog.ts';
import type { CharacterSheet } from '../../providers/types.ts';
import { writeStory } from '../writer/write-story.ts';
import { PLOT_SHAPES } from '../writer/story-types.ts';
import { composeScene, graphElements } from './scene-graph.ts';
import type { Box } from './graph.ts';

const HERO: CharacterSheet = { name: 'Mia', kind: 'human', gender: 'female', description: 'curly red hair and a yellow raincoat' };
/** One listener age per age band (1-3, 4-6, 7-9, 10-12). */
const AGES = [2, 5, 8, 11];

const overlap = (a: Box, b: Box): number => Math.max(0, Math.min(a[2], b[2]) - Math.max(a[0], b[0]));

describe.each([...PLOT_SHAPES])('the %s plot, drawn', (plot) => {
  it.each(AGES)('shows each page’s action and key prop in every style, age %i', (age) => {
    const story = writeStory({
      hero: HERO,
      age,
      language: 'en',
      seed: 40 + age,
      // A plot written for a hard time is told only when a wish speaks of it.
      freeText: plot === 'missing' ? 'grandpa died' : '',
      moral: null,
      avoid: { plots: PLOT_SHAPES.filter((p) => p !== plot) },
    });
    expect(story.plan?.plot).toBe(plot);
    for (const { code: style } of ILLUSTRATION_STYLES) {
      story.pages.forEach((page, i) => {
        const { scene } = page;
        const { graph } = composeScene({ scene, hero: HERO, style, seed: 40 + age, pageIndex: i, pageCount: story.pages.length });
        const drawn = new Set(graphElements(graph));
        const where = `${style} page ${i + 1} (${scene.action}, ${scene.props.join(',')})`;
        expect(drawn.has(`action:${scene.action}`), where).toBe(true);
        const key = scene.props[0];
        if (key) {
          expect(drawn.has(`prop:${key}`), where).toBe(true);
          if (scene.keyPropState && scene.keyPropState !== 'whole') expect(drawn.has(`state:${key}:${scene.keyPropState}`), where).toBe(true);
          // Big enough to see at phone size: at least a twentieth of the page's width.
          const box = graph.props.find((p) => p.prop === key)?.box;
          if (box && scene.keyPropState !== 'lost') expect(box[2] - box[0], where).toBeGreaterThan(1024 / 20);
        }
        // A hug is two figures touching: the hero's box overlaps the one hugged.
        if (scene.action === 'hugging' && graph.hero) {
          const other = graph.companion?.box ?? graph.figures[0]?.box;
          if (other) expect(overlap(graph.hero.box, other), where).toBeGreaterThan((graph.hero.box[2] - graph.hero.box[0]) * 0.2);
        }
      });
    }
  });
});
