import type { PlotDef } from '../plot-def.ts';

/**
 * A seed planted and waited for (patience, caring for nature, curiosity): the bare earth does
 * nothing for days, staring, digging and asking do not hurry it; a little care each day and
 * something else to do meanwhile does, and a sprout becomes a flower. No watering can or
 * bucket on any page, so a child who avoids water can still hear it.
 */
export const garden: PlotDef = {
  places: ['garden', 'farm'],
  problem: { action: 'helping', props: ['seed'], state: 'empty', mood: 'curious' },
  tries: [
    { action: 'looking', props: ['seed'], state: 'empty' },
    { action: 'sad', props: ['seed'], state: 'empty' },
    { action: 'thinking', props: ['tree', 'seed'] },
  ],
  turn: { action: 'helping', props: ['seed'], mood: 'brave' },
  resolution: { action: 'laughing', props: ['seed', 'flower'], state: 'full' },
};
