/** What a backdrop (settings.ts, plot-places.ts) draws into: the page's layers and where the hero stands. */
import type { TimeOfDay } from '../../providers/types.ts';
import type { SceneRecorder } from './graph.ts';
import type { Rng } from './rng.ts';
import type { Layers } from './shapes.ts';
import type { StyleTraits } from './style.ts';

export interface SettingCtx {
  layers: Layers;
  rng: Rng;
  /** Page size in px. */
  S: number;
  /** Horizon y in px. */
  horizon: number;
  /** Where the hero's feet are (px). */
  heroX: number;
  groundY: number;
  time: TimeOfDay;
  traits: StyleTraits;
  /** 0..1: calmer pages get fewer clouds and details. */
  calm: number;
  /** The hero sleeps in their own bed: the bedroom leaves out its second one. */
  heroInBed: boolean;
  /** Records what the backdrop drew (setting, sun, moon, stars) into the page's scene graph. */
  rec: SceneRecorder;
  /** A 'moon' prop on a night page: the sky's own moon is drawn large and counts as the prop. */
  bigMoon?: boolean;
  /** Set by indoor backdrops: the window (page px) where the sky of the time of day shows. */
  window?: { x: number; y: number; w: number; h: number };
  /** Scenery the page's props replace (a 'tent' prop: the campsite leaves out its own tent). */
  omit?: ReadonlySet<string>;
  /** Set when the sky's moon was drawn (page px), for a moon prop to point at. */
  moonAt?: { x: number; y: number; r: number };
}
