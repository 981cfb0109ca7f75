/**
 * The built-in plots against the parent's boundaries: what each plot involves
 * (beyond the settings, companions, props and figures of its page plan, tagged in
 * boundaries/elements.ts) and how big its stakes are. choosePlot filters with these before it
 * chooses; the text of a plot that passes is screened sentence by sentence by the writer.
 */
import { intensityRank, type BoundaryKey, type Intensity, type StoryBoundaries } from '../../../shared/boundaries.ts';
import { companionAvoided, figureAvoided, propAvoided, settingAvoided } from '../boundaries/elements.ts';
import type { PlotDef } from './plot-def.ts';
import type { PlotShape, StoryCompanion } from './story-types.ts';

/**
 * What a plot's story is about, by its text in every language: the wobbly bridge crosses a
 * stream; the friend misses their family far away; the boat plot happens on the water; the stick
 * house falls with a crash and a shout; the thirsty flower is watered; the lost little one is an
 * animal separated from its mother; the campfire night is a darkness problem ended with a bucket
 * of water; the cookies are baked; the found ball and the new bicycle involve nothing a boundary names; the new friend plays a drum; the promised seeds are watered.
 */
export const PLOT_TAGS: Record<PlotShape, readonly BoundaryKey[]> = {
  fear: ['water'],
  friend: ['separation'],
  sharing: [],
  mistake: ['water'],
  family: [],
  feeling: ['loud'],
  habit: [],
  nature: ['water'],
  lost: ['scary', 'separation', 'animals'],
  campfire: ['scary', 'water'],
  cookies: ['food'],
  garden: [],
  truth: [],
  askHelp: [],
  race: [],
  different: ['loud'],
  promise: ['water'],
  // Someone dear is gone for good.
  missing: ['separation'],
  book: [],
};

/**
 * The stakes of each plot: gentle = an everyday moment with nothing at risk (a present, a kite
 * shared, a tidy-up, a flower, cookies); small = a little worry soon solved (a wobbly bridge, a
 * broken boat, a crossness, a ball kept that is not yours, falls from a new bicycle); real = a real problem (a little one lost, a night in the dark woods).
 */
export const PLOT_INTENSITY: Record<PlotShape, Intensity> = {
  friend: 'gentle',
  sharing: 'gentle',
  family: 'gentle',
  habit: 'gentle',
  nature: 'gentle',
  cookies: 'gentle',
  garden: 'gentle',
  race: 'small',
  book: 'gentle',
  fear: 'small',
  mistake: 'small',
  feeling: 'small',
  lost: 'real',
  campfire: 'real',
  truth: 'small',
  askHelp: 'small',
  different: 'gentle',
  promise: 'gentle',
  // A sadness told gently: nothing is in danger, but the feeling is big.
  missing: 'small',
};

/** True when the plot itself (its theme, stakes, beats' props and figures) keeps the boundaries. */
export function plotKeepsBoundaries(shape: PlotShape, def: PlotDef, b: StoryBoundaries): boolean {
  if (intensityRank(PLOT_INTENSITY[shape]) > intensityRank(b.maxIntensity)) return false;
  if (PLOT_TAGS[shape].some((t) => b.avoid.includes(t))) return false;
  const beats = [def.problem, ...def.tries, def.turn, def.resolution, ...(def.low ? [def.low] : []), ...(def.homeward ? [def.homeward] : [])];
  for (const beat of beats) {
    if (beat.props.some((p) => propAvoided(p, b))) return false;
    if ((beat.figures ?? []).some((f) => figureAvoided(f, b))) return false;
    if (beat.where && settingAvoided(beat.where, b)) return false;
  }
  // A plot that needs an animal companion cannot happen without animals.
  if (def.companions && def.companions.every((c: StoryCompanion) => companionAvoided(c, b))) return false;
  return true;
}
