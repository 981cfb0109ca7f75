/**
 * The truth plot: the hero finds a ball that is someone else's, hides it, feels it weigh, sees
 * the child who lost it looking everywhere, gives it back and says so. Honesty and a real sorry.
 */
import type { PlotDef } from '../plot-def.ts';

export const TRUTH: PlotDef = {
  places: ['park', 'meadow', 'garden', 'forest', 'seaside'],
  problem: { action: 'looking', props: ['ball'], state: 'lost', mood: 'curious' },
  tries: [
    { action: 'carrying', props: ['ball', 'basket'] },
    { action: 'sad', props: ['ball'] },
    { action: 'looking', props: ['tree'], figures: ['friend'] },
  ],
  turn: { action: 'sharing', props: ['ball'], figures: ['friend'], mood: 'brave' },
  resolution: { action: 'laughing', props: ['ball'], figures: ['friend'] },
};
