/**
 * The promise plot: the hero promised the companion to water the seeds they planted every
 * morning; a friend calls with a kite, the hero is tempted, sees the dry soil, waters first, and
 * then they fly the kite together over the first green shoot.
 */
import type { PlotDef } from '../plot-def.ts';

export const PROMISE: PlotDef = {
  places: ['garden', 'farm'],
  problem: { action: 'helping', props: ['seed', 'bucket'], mood: 'curious' },
  tries: [
    { action: 'running', props: ['kite'], figures: ['friend'] },
    { action: 'thinking', props: ['kite', 'bucket'] },
    { action: 'looking', props: ['seed'], mood: 'worried' },
  ],
  turn: { action: 'carrying', props: ['bucket'], state: 'full', mood: 'brave' },
  resolution: { action: 'laughing', props: ['kite', 'seed'], figures: ['friend'] },
};
