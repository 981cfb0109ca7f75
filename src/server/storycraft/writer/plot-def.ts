/** The shape of a plot in the plot catalogue (plan.ts PLOTS): where it happens and what each beat shows. */
import type { HeroAction, Prop, PropState, Scene, SceneFigure, Setting, TimeOfDay } from '../../providers/types.ts';
import type { StoryCompanion } from './story-types.ts';

/** What one page of a plot shows (the writer's text for that beat names exactly these). */
export interface BeatScene {
  action: HeroAction;
  /** Key prop first. */
  props: Prop[];
  state?: PropState;
  figures?: SceneFigure[];
  /** Overrides the beat's default clock (the campfire plot runs into the night). */
  time?: TimeOfDay;
  /** Overrides where the page happens: 'way' = the place walked through, else a setting. */
  where?: Setting;
  mood?: Scene['mood'];
}

/** A plot: where its problem can happen, who can share it, and what each beat shows. */
export interface PlotDef {
  /** Where the problem happens (a boat needs water, a kite open sky). */
  places: readonly Setting[];
  /** Companions the plot works with (the lost little one is a baby of the companion's species). */
  companions?: readonly StoryCompanion[];
  problem: BeatScene;
  tries: readonly [BeatScene, BeatScene, BeatScene];
  turn: BeatScene;
  resolution: BeatScene;
  low?: BeatScene;
  homeward?: BeatScene;
}
