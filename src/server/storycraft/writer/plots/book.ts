import type { PlotDef } from '../plot-def.ts';

/**
 * A question taken to the library (love of reading, curiosity): why the moon changes its shape.
 * The biggest book, the quickest book and flicking for the one word all fail; reading one good
 * book slowly, aloud to the companion, answers it, and the librarian stamps it to take home.
 */
export const book: PlotDef = {
  places: ['library'],
  problem: { action: 'looking', props: ['book'], figures: ['librarian'], mood: 'curious' },
  tries: [
    { action: 'carrying', props: ['book'] },
    { action: 'sitting', props: ['book'] },
    { action: 'sad', props: ['book'] },
  ],
  turn: { action: 'reading', props: ['book'], mood: 'brave' },
  resolution: { action: 'carrying', props: ['book'], figures: ['librarian'] },
};
