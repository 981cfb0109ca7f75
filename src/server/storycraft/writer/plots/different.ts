/**
 * The different-friend plot: a new child on the bench speaks another language and plays ball
 * another way; the hero keeps trying, the child plays a rhythm from home on a little drum, and
 * the two make a new game out of both ways. Different is new, not wrong.
 */
import type { PlotDef } from '../plot-def.ts';

export const DIFFERENT: PlotDef = {
  places: ['park', 'meadow', 'garden', 'seaside', 'snowyVillage'],
  problem: { action: 'looking', props: ['bench'], figures: ['friend'], mood: 'curious' },
  tries: [
    { action: 'waving', props: ['bench'], figures: ['friend'] },
    { action: 'sharing', props: ['ball'], figures: ['friend'] },
    { action: 'sitting', props: ['drum'], figures: ['friend'] },
  ],
  turn: { action: 'laughing', props: ['drum'], figures: ['friend'], mood: 'brave' },
  resolution: { action: 'sharing', props: ['ball', 'drum'], figures: ['friend'] },
};
