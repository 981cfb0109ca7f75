import type { PlotDef } from '../plot-def.ts';

/**
 * A race lost to a friend (fairness, calming anger, taking turns): crying foul, running again
 * and sulking all make it worse; three breaths, "well run" and "your turn to choose the game"
 * make it a good afternoon. The friend is drawn on every page her text names her.
 */
export const race: PlotDef = {
  places: ['meadow', 'park', 'garden', 'castle'],
  problem: { action: 'running', props: ['tree'], figures: ['friend'], mood: 'curious' },
  tries: [
    { action: 'sad', props: [], figures: ['friend'] },
    { action: 'running', props: ['tree'], figures: ['friend'] },
    { action: 'sitting', props: ['ball'], figures: ['friend'] },
  ],
  turn: { action: 'standing', props: [], figures: ['friend'], mood: 'brave' },
  resolution: { action: 'running', props: ['ball', 'tree'], figures: ['friend'] },
};
