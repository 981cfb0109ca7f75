/**
 * The asking-for-help plot: the hero wants to ride a new bicycle all alone, falls, falls again
 * and refuses help, then finds that asking is the brave part: Dad holds the seat, lets go, and
 * the hero rides.
 */
import type { PlotDef } from '../plot-def.ts';

export const ASK_HELP: PlotDef = {
  places: ['park', 'meadow', 'garden', 'farm'],
  problem: { action: 'looking', props: ['bicycle'], mood: 'curious' },
  tries: [
    { action: 'sitting', props: ['bicycle'] },
    { action: 'sad', props: ['bicycle'] },
    { action: 'thinking', props: ['bicycle', 'tree'] },
  ],
  turn: { action: 'walking', props: ['bicycle', 'bench'], figures: ['dad'], mood: 'brave' },
  resolution: { action: 'laughing', props: ['bicycle'], figures: ['dad'] },
};
