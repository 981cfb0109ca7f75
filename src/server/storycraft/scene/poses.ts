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

/** Down on one knee: the back leg's shin flat on the ground, the front foot planted. */
const KNEEL: Partial<Pose> = { drop: 22, footL: [-24, -2], footR: [14, -2] };

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
  // One knee on the ground, the other up, both hands reaching to the ground in front.
  kneeling: { ...KNEEL, handL: [16, -36], handR: [28, -38], elbowL: -1, tilt: 8, headTilt: 8 },
  // Arms flung up unevenly, one foot kicked up, leaning back.
  dancing: { handL: [-32, -86], handR: [30, -62], footL: [-10, -2], footR: [18, -20], tilt: -8, headTilt: -8, lift: 3 },
  // Leaning in, a hand cupped beside the mouth.
  whispering: { handR: [15, -72], elbowR: -1, handL: [-15, -36], tilt: 10, headTilt: 12 },
  // Head tipped back, hands together at the chest.
  lookingUp: { handL: [-4, -52], handR: [6, -54], elbowL: -1, elbowR: -1, headTilt: -20, tilt: -4 },
  // Both arms held out in front, offering what the hands hold.
  giving: { handL: [26, -54], handR: [32, -56], elbowL: -1, elbowR: -1, tilt: 6, holdFront: true },
};

/** The pose of an action. */
export function poseFor(action: HeroAction): Pose {
  return { ...base, ...POSES[action] };
}

/**
 * The hug of something small (a puppy, a turtle, a teddy): down on one knee with both arms
 * round it. Hand targets reach past the front of the body so the arms wrap what stands there.
 */
export const KNEELING_HUG: Partial<Pose> = { ...KNEEL, handL: [30, -46], handR: [40, -50], elbowL: -1, elbowR: 1, tilt: 10, headTilt: 10 };

/** A hug of someone as tall: arms round their shoulders, leaning in. */
export const STANDING_HUG: Partial<Pose> = { handL: [34, -62], handR: [42, -66], elbowL: -1, elbowR: 1, tilt: 7, headTilt: 8 };
