/**
 * Missing someone who died (a grandparent, a pet): the sadness is named, the child is not alone,
 * and love stays in a flower planted together. Told gently and plainly (the one who died is never
 * drawn, death is never called sleep), only when the parent's wish speaks of the loss.
 */
import type { PlotDef } from '../plot-def.ts';

export const missing: PlotDef = {
  places: ['garden', 'park'],
  // A cuddly or wise friend to sit with; never a puppy or kitten, who could be the pet that died.
  companions: ['teddy', 'owl', 'bunny', 'turtle', 'fox'],
  problem: { action: 'sitting', props: ['bench'], mood: 'sad' },
  tries: [
    { action: 'sad', props: ['ball'] },
    { action: 'standing', props: ['tree'], mood: 'sad' },
    { action: 'looking', props: ['book'], mood: 'sad' },
  ],
  low: { action: 'sitting', props: ['bench'], mood: 'sad' },
  turn: { action: 'hugging', props: [], figures: ['mum'], mood: 'calm' },
  resolution: { action: 'helping', props: ['flower', 'bench'], figures: ['mum'], mood: 'calm' },
};
