/** From a wish's hard time (wishes/situation.ts) to the built-in story: the plot written for it. */
import type { StoryWishes } from '../wishes/types.ts';
import { PLOT_SHAPES, type PlotShape } from './story-types.ts';

/** The plot the wish's hard time asks for, when the writer has it; else null. */
export function situationPlot(wishes: StoryWishes): PlotShape | null {
  const wanted = wishes.situation?.situation;
  return wanted && (PLOT_SHAPES as readonly string[]).includes(wanted) ? (wanted as PlotShape) : null;
}
