/** The hero's action (ACTIONS of types.ts) as a pose: where hands and feet go, in figure units. */
import type { HeroAction } from '../../providers/types.ts';

export interface Pose {
  /** Hand targets; +x is the side the figure faces. */
  handL: [number, number];
  handR: [number, number];
  /** Elbow outward (1) or tucked in (-1). */
  elbowL: 1 | -1;
  elbowR: 1 | -1;
  footL: [number, number];
  footR: [number, number];
  /** Body lowered onto a seat (sitting, reading), figure units. */
  drop: number;
  /** Whole figure raised off the ground (flying, running, climbing). */
  lift: number;
  /** Lean toward the facing side, degrees. */
  tilt: number;
  headTilt: number;
  /** Lying down (sleeping). */
  lie: boolean;
  /** Holds something in front with both hands (carrying, reading). */
  holdFront: boolean;
}

const base: Pose = {
  handL: [-19, -33],
  handR: [19, -33],
  elbowL: 1,
  elbowR: 1,
  footL: [-8, -2],
  footR: [8, -2],
  drop: 0,
  lift: 0,
  tilt: 0,
  headTilt: 0,
  lie: false,
  holdFront: false,
};

const POSES: Record<HeroAction, Partial<Pose>> = {
  standing: {},
  walking: { handL: [-23, -38], handR: [15, -36], footL: [-12, -2], footR: [7, -9], tilt: 4 },
  running: { handL: [-24, -52], handR: [26, -42], elbowL: -1, footL: [-18, -7], footR: [14, -15], tilt: 9, lift: 5 },
  waving: { handR: [27, -88] },
  looking: { handR: [9, -87], handL: [-15, -38], elbowL: 1 },
  sitting: { drop: 14, footL: [-20, -2], footR: [20, -2], handL: [-20, -22], handR: [20, -22] },
  hugging: { handR: [36, -52], handL: [22, -48], elbowL: -1, tilt: 5 },
  helping: { handR: [33, -52], handL: [22, -46], elbowL: -1, tilt: 4 },
  carrying: { handL: [-5, -43], handR: [5, -43], elbowL: -1, elbowR: -1, holdFront: true },
  pointing: { handR: [40, -72] },
  thinking: { handR: [7, -63], elbowR: -1, handL: [-14, -40], headTilt: 6 },
  sad: { handL: [-14, -33], handR: [14, -33], elbowL: -1, elbowR: -1, headTilt: 8 },
  laughing: { handL: [-29, -86], handR: [29, -86], headTilt: -4 },
  sleeping: { lie: true, handL: [-12, -40], handR: [12, -40] },
  reading: { drop: 14, footL: [-20, -2], footR: [20, -2], handL: [-9, -46], handR: [9, -46], elbowL: -1, elbowR: -1, holdFront: true, headTilt: 4 },
  sharing: { handR: [35, -50], elbowR: -1, tilt: 4 },
  climbing: { handL: [-25, -80], handR: [25, -84], footL: [-10, -2], footR: [11, -15], lift: 14 },
  swimming: { handL: [-31, -72], handR: [31, -64], lift: -26 },
  flying: { handR: [30, -94], handL: [-26, -50], footL: [-14, -4], footR: [-2, -2], tilt: 22, lift: 32 },
};

export function poseFor(action: HeroAction): Pose {
  return { ...base, ...POSES[action] };
}
