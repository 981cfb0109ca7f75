/**
 * From a wish's hard time (wishes/situation.ts) to the built-in story: the plot written for it and
 * the lesson that plot's turn shows.
 */
import { findMoralTheme } from '../../../content/morals/index.ts';
import type { LanguageCode } from '../../../shared/catalog.ts';
import type { MoralChoice } from '../../providers/types.ts';
import type { StoryWishes } from '../wishes/types.ts';
import { plotThemes, THEME_SHAPES } from './plan.ts';
import { PLOT_SHAPES, type PlotShape } from './story-types.ts';

/** The plot the wish's hard time asks for, when the writer has it; else null. */
export function situationPlot(wishes: StoryWishes): PlotShape | null {
  const wanted = wishes.situation?.situation;
  return wanted && (PLOT_SHAPES as readonly string[]).includes(wanted) ? (wanted as PlotShape) : null;
}

/**
 * The moral of a story told for a hard time: the parent's when the plot shows it, else the
 * first lesson the plot teaches (a story about missing Grandpa does not close on tidying up).
 */
export function situationMoral(moral: MoralChoice | null, shape: PlotShape, language: LanguageCode): MoralChoice | null {
  if (moral?.key && THEME_SHAPES[moral.key]?.includes(shape)) return moral;
  const theme = plotThemes(shape)
    .map((key) => findMoralTheme(key))
    .find(Boolean);
  return theme ? { key: theme.key, group: theme.group, label: theme.text[language].label } : moral;
}
