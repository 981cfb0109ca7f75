/**
 * The hero and the companions. One skeleton (head, torso, two-segment limbs) posed per action,
 * dressed from the Appearance, so the hero keeps proportions, colours and signature trait on every page.
 */
import type { Companion, HeroAction, Scene } from '../../providers/types.ts';
import type { Appearance, Species } from './appearance.ts';
import { darken, lighten, mix } from './color.ts';
import { Pen, reach } from './pen.ts';
import { poseFor, type Pose } from './poses.ts';
import type { Shape } from './shapes.ts';
import type { StyleTraits } from './style.ts';
import { beard, braids, emblem, moreHats } from './hero-details.ts';
import { moreObjects, VEHICLES } from './object-figures.ts';
import { OWN_BODY, ownBody, speciesBack, speciesFront } from './species-figures.ts';

export type Mood = Scene['mood'];

/** Where the drawn figure's hands and head ended up, in page pixels, for held props. */
export interface FigureResult {
  shapes: Shape[];
  handL: [number, number];
  handR: [number, number];
  /** Between the hands (front holds) or the right hand. */
  hold: [number, number];
  head: [number, number];
  /**
   * The arms and hands alone (also inside `shapes`): a hug draws them again over the one hugged,
   * so the arms wrap round them. Empty for figures without arms.
   */
  arms: Shape[];
}

const DARK = '#2b2222';
const BLUSH = '#f28b8b';

// ---------- faces ----------

interface FaceOpts {
  mood: Mood;
  closed: boolean;
  traits: StyleTraits;
  eyeColor: string;
  /** Eye spacing and size relative to a 19-unit head. */
  k: number;
  /** Laughing: open mouth. */
  laugh?: boolean;
}

function face(p: Pen, cx: number, cy: number, o: FaceOpts): Shape[] {
  const out: Shape[] = [];
  const k = o.k;
  const ex = 7.5 * k;
  const ey = cy + 2 * k;
  const closed = o.closed || o.mood === 'calm';
  for (const side of [-1, 1]) {
    const x = cx + side * ex;
    if (closed || o.laugh) {
      // Happy closed eyes curve up; sleeping eyes curve down.
      const d =
        o.laugh || (o.mood === 'calm' && !o.closed)
          ? `M${x - 3.5 * k} ${ey + 1 * k} Q${x} ${ey - 3.5 * k} ${x + 3.5 * k} ${ey + 1 * k}`
          : `M${x - 3.5 * k} ${ey} Q${x} ${ey + 3 * k} ${x + 3.5 * k} ${ey}`;
      out.push(p.line(d, DARK, 1.6 * k));
      continue;
    }
    if (o.traits.eyes === 'anime') {
      out.push(p.ellipse(x, ey, 3.9 * k, 5.2 * k, '#ffffff', { detail: true }));
      out.push(p.ellipse(x, ey + 0.5 * k, 3.3 * k, 4.5 * k, o.eyeColor, { detail: true }));
      out.push(p.ellipse(x, ey + 1 * k, 1.8 * k, 2.6 * k, DARK, { detail: true }));
      out.push(p.circle(x + 1.2 * k, ey - 1.6 * k, 1.3 * k, '#ffffff', { detail: true, glow: true }));
      out.push(p.circle(x - 1.1 * k, ey + 2.2 * k, 0.6 * k, '#ffffff', { detail: true, glow: true }));
      out.push(p.line(`M${x - 3.8 * k} ${ey - 4.2 * k} Q${x} ${ey - 6.2 * k} ${x + 3.8 * k} ${ey - 4.4 * k}`, DARK, 1.1 * k));
    } else if (o.traits.eyes === 'lego') {
      out.push(p.circle(x, ey, 2.3 * k, '#111111', { detail: true }));
      out.push(p.circle(x + 0.7 * k, ey - 0.8 * k, 0.7 * k, '#ffffff', { detail: true, glow: true }));
    } else {
      out.push(p.ellipse(x, ey, 2.2 * k, 2.9 * k, DARK, { detail: true }));
      out.push(p.circle(x + 0.8 * k, ey - 1 * k, 0.8 * k, '#ffffff', { detail: true, glow: true }));
    }
  }
  // Brows carry most of the mood.
  const by = ey - 7 * k;
  const brow = (side: number, inner: number, outer: number): void => {
    out.push(p.line(`M${cx + side * 4.5 * k} ${by + inner * k} L${cx + side * 10 * k} ${by + outer * k}`, darken(DARK, 0), 1.3 * k));
  };
  if (o.mood === 'worried' || o.mood === 'sad') {
    brow(-1, -1.5, 1);
    brow(1, -1.5, 1);
  } else if (o.mood === 'brave') {
    brow(-1, 1.2, -1);
    brow(1, 1.2, -1);
  } else if (o.mood === 'curious') {
    brow(-1, -1.2, -1.8);
    brow(1, 0, -0.4);
  }
  // Cheeks.
  if (o.traits.eyes !== 'lego') {
    for (const side of [-1, 1]) out.push(p.ellipse(cx + side * 11 * k, ey + 5 * k, 3.2 * k, 2 * k, BLUSH, { detail: true, opacity: 0.55 }));
  }
  const my = cy + 10 * k;
  if (o.laugh) {
    out.push(
      p.path(
        `M${cx - 5 * k} ${my - 1 * k} Q${cx} ${my - 1.5 * k} ${cx + 5 * k} ${my - 1 * k} Q${cx + 4 * k} ${my + 6 * k} ${cx} ${my + 6 * k} Q${cx - 4 * k} ${my + 6 * k} ${cx - 5 * k} ${my - 1 * k} Z`,
        '#7a2430',
        { detail: true },
      ),
    );
    out.push(p.ellipse(cx, my + 4 * k, 2.6 * k, 1.5 * k, '#f07a86', { detail: true }));
  } else if (o.mood === 'sad') {
    out.push(p.line(`M${cx - 3.5 * k} ${my + 1.5 * k} Q${cx} ${my - 2 * k} ${cx + 3.5 * k} ${my + 1.5 * k}`, DARK, 1.4 * k));
    out.push(
      p.path(
        `M${cx + ex + 1 * k} ${ey + 4 * k} Q${cx + ex + 2.5 * k} ${ey + 7 * k} ${cx + ex + 1 * k} ${ey + 8 * k} Q${cx + ex - 0.5 * k} ${ey + 7 * k} ${cx + ex + 1 * k} ${ey + 4 * k} Z`,
        '#8fd3ff',
        { detail: true, glow: true },
      ),
    );
  } else if (o.mood === 'worried') {
    out.push(
      p.line(`M${cx - 3.5 * k} ${my} Q${cx - 1.7 * k} ${my - 1.5 * k} ${cx} ${my} Q${cx + 1.7 * k} ${my + 1.5 * k} ${cx + 3.5 * k} ${my}`, DARK, 1.3 * k),
    );
  } else if (o.mood === 'curious') {
    out.push(p.ellipse(cx, my, 1.7 * k, 2.1 * k, '#7a2430', { detail: true }));
  } else if (o.closed && o.mood !== 'calm') {
    out.push(p.ellipse(cx, my, 1.4 * k, 1.1 * k, '#7a2430', { detail: true }));
  } else {
    const w = o.mood === 'calm' ? 3 : 4.5;
    out.push(p.line(`M${cx - w * k} ${my - 1 * k} Q${cx} ${my + (o.mood === 'brave' ? 2.5 : 4) * k} ${cx + w * k} ${my - 1 * k}`, DARK, 1.5 * k));
  }
  return out;
}

// ---------- human hero ----------

function hairBack(p: Pen, a: Appearance, hy: number, r: number): Shape[] {
  const c = a.hair;
  switch (a.hairStyle) {
    case 'long':
      return [
        p.path(
          `M${-r - 2} ${hy} Q${-r - 4} ${hy + r * 1.6} ${-r + 2} ${hy + r * 1.75} L${r - 2} ${hy + r * 1.75} Q${r + 4} ${hy + r * 1.6} ${r + 2} ${hy} Z`,
          c,
        ),
      ];
    case 'bob':
      return [
        p.path(
          `M${-r - 3} ${hy - 2} Q${-r - 4} ${hy + r * 0.95} ${-r + 3} ${hy + r * 0.95} L${r - 3} ${hy + r * 0.95} Q${r + 4} ${hy + r * 0.95} ${r + 3} ${hy - 2} Z`,
          c,
        ),
      ];
    case 'pigtails':
      return [
        p.ellipse(-r - 5, hy + 4, 6, 10, c, {}, 20),
        p.ellipse(r + 5, hy + 4, 6, 10, c, {}, -20),
        p.circle(-r - 1, hy - 4, 2.6, a.bow ?? '#ef7fae', { detail: true }),
        p.circle(r + 1, hy - 4, 2.6, a.bow ?? '#ef7fae', { detail: true }),
      ];
    case 'ponytail':
      return [p.ellipse(-r - 3, hy + 2, 6.5, 13, c, {}, 25)];
    case 'bun':
      return [p.circle(0, hy - r - 4, 8, c)];
    case 'braids':
      return braids(p, a, hy, r);
    case 'curly':
      return [-1, -0.5, 0, 0.5, 1].map((t) => p.circle(t * r * 0.95, hy - r * 0.55 + Math.abs(t) * r * 0.7, 8, c));
    case 'afro':
      return [p.circle(0, hy - 3, r + 8, c)];
    default:
      return [];
  }
}

function hairFront(p: Pen, a: Appearance, hy: number, r: number): Shape[] {
  const c = a.hair;
  if (a.hairStyle === 'bald') return [];
  if (a.hairStyle === 'spiky') {
    const pts: number[] = [-r - 1, hy - 2];
    for (let i = 0; i <= 6; i++) {
      const t = -1 + (i * 2) / 6;
      pts.push(t * r * 0.9, hy - r * Math.cos(t * 1.2) - (i % 2 === 0 ? 7 : -1));
    }
    pts.push(r + 1, hy - 2, r * 0.6, hy - r * 0.45, -r * 0.6, hy - r * 0.45);
    return [p.poly(pts, c)];
  }
  if (a.hairStyle === 'curly' || a.hairStyle === 'afro') {
    return [-0.8, -0.4, 0, 0.4, 0.8].map((t) => p.circle(t * r, hy - r * 0.72 + Math.abs(t) * r * 0.25, r * 0.36, c));
  }
  // A rounded cap with a soft side-swept fringe.
  return [
    p.path(
      `M${-r - 1.5} ${hy + 3} Q${-r - 2} ${hy - r - 2} ${0} ${hy - r - 2.5} Q${r + 2} ${hy - r - 2} ${r + 1.5} ${hy + 3} Q${r * 0.7} ${hy - r * 0.4} ${r * 0.15} ${hy - r * 0.45} Q${-r * 0.2} ${hy - r * 0.2} ${-r * 0.55} ${hy - r * 0.5} Q${-r * 0.85} ${hy - r * 0.2} ${-r - 1.5} ${hy + 3} Z`,
      c,
    ),
  ];
}

function hat(p: Pen, a: Appearance, hy: number, r: number): Shape[] {
  if (!a.hat) return [];
  if (a.hat.type === 'helmet' || a.hat.type === 'headscarf' || a.hat.type === 'sun-hat') return moreHats(p, a, hy, r);
  const c = a.hat.color;
  switch (a.hat.type) {
    case 'crown':
      return [
        p.poly(
          [
            -r * 0.6,
            hy - r * 0.85,
            -r * 0.75,
            hy - r - 12,
            -r * 0.35,
            hy - r - 4,
            0,
            hy - r - 14,
            r * 0.35,
            hy - r - 4,
            r * 0.75,
            hy - r - 12,
            r * 0.6,
            hy - r * 0.85,
          ],
          c,
        ),
        p.circle(0, hy - r - 6, 1.8, '#e8604c', { detail: true }),
      ];
    case 'cap':
      return [
        p.path(`M${-r} ${hy - r * 0.35} Q${-r} ${hy - r - 4} 0 ${hy - r - 4} Q${r} ${hy - r - 4} ${r} ${hy - r * 0.35} Z`, c),
        p.ellipse(r * 0.75, hy - r * 0.4, r * 0.65, 2.5, darken(c, 0.1)),
      ];
    case 'beanie':
      return [
        p.path(`M${-r - 1} ${hy - r * 0.3} Q${-r} ${hy - r - 6} 0 ${hy - r - 6} Q${r} ${hy - r - 6} ${r + 1} ${hy - r * 0.3} Z`, c),
        p.roundRect(-r - 1.5, hy - r * 0.5, 2 * r + 3, 5, 2, darken(c, 0.12)),
        p.circle(0, hy - r - 7, 4, lighten(c, 0.4)),
      ];
    default:
      return [
        p.ellipse(0, hy - r * 0.55, r + 8, 3.5, c),
        p.roundRect(-r * 0.7, hy - r - 10, r * 1.4, r * 0.5 + 10, 4, c),
        p.roundRect(-r * 0.7, hy - r * 0.75, r * 1.4, 3, 1, darken(c, 0.25), { detail: true }),
      ];
  }
}

interface Skeleton {
  hx: number;
  hy: number;
  r: number;
  shoulderY: number;
  hipY: number;
  armL: number[];
  armR: number[];
  legL: number[];
  legR: number[];
}

function skeleton(pose: Pose, r: number): Skeleton {
  const d = pose.drop;
  const hy = -100 + r + d;
  const shoulderY = hy + r + 3;
  const hipY = -30 + d;
  const [elx, ely, hlx, hly] = reach(-12, shoulderY + 3, pose.handL[0], pose.handL[1] + d * (pose.holdFront ? 0 : 1), 14, 13, pose.elbowL === 1 ? 1 : -1);
  const [erx, ery, hrx, hry] = reach(12, shoulderY + 3, pose.handR[0], pose.handR[1] + d * (pose.holdFront ? 0 : 1), 14, 13, pose.elbowR === 1 ? -1 : 1);
  const [klx, kly, flx, fly] = reach(-6, hipY, pose.footL[0], pose.footL[1], 15, 15, 1);
  const [krx, kry, frx, fry] = reach(6, hipY, pose.footR[0], pose.footR[1], 15, 15, -1);
  return {
    hx: 0,
    hy,
    r,
    shoulderY,
    hipY,
    armL: [-12, shoulderY + 3, elx, ely, hlx, hly],
    armR: [12, shoulderY + 3, erx, ery, hrx, hry],
    legL: [-6, hipY, klx, kly, flx, fly],
    legR: [6, hipY, krx, kry, frx, fry],
  };
}

function heroPen(x: number, y: number, H: number, facing: 1 | -1, pose: Pose): Pen {
  const s = H / 100;
  if (pose.lie) return new Pen(x + facing * H * 0.45, y - 8 * s, s, facing, -90 * facing);
  return new Pen(x, y - pose.lift * s, s, facing, pose.tilt * facing);
}

function drawHuman(a: Appearance, pose: Pose, mood: Mood, traits: StyleTraits, p: Pen, laugh: boolean, closed: boolean): Shape[] {
  // Grown-ups have smaller heads for their height; children by age.
  const r = a.build === 'adult' || a.build === 'older' ? 14.5 : a.build === 'teen' ? 16 : a.age <= 4 ? 20 : a.age >= 10 ? 17 : 19;
  const sk = skeleton(pose, r);
  const out: Shape[] = [];
  const { hy, shoulderY, hipY } = sk;
  const dress = a.topType === 'dress';
  const hood = a.topType === 'raincoat' || a.topType === 'hoodie';
  if (a.cape) {
    const flow = pose.tilt > 10 || pose.lift > 10 ? -16 : 0;
    out.push(p.path(`M-11 ${shoulderY} L11 ${shoulderY} L${20 + flow * 0.2} ${hipY + 22} Q0 ${hipY + 26} ${-20 + flow} ${hipY + 20 + flow * 0.3} Z`, a.cape));
  }
  out.push(...hairBack(p, a, hy, r));
  if (hood) out.push(p.ellipse(0, hy + 5, r + 3, r * 0.9, darken(a.top, 0.08)));
  // Legs: trousers colour, or skin under a dress/skirt/shorts.
  const legColor = dress || a.bottomType === 'skirt' ? a.skin : a.bottom;
  for (const leg of [sk.legL, sk.legR]) {
    out.push(p.limb(leg, 10, legColor));
    if (a.bottomType === 'shorts' && !dress)
      out.push(
        p.limb(
          [leg[0] as number, leg[1] as number, ((leg[0] as number) + (leg[2] as number)) / 2, ((leg[1] as number) + (leg[3] as number)) / 2],
          11,
          a.bottom,
          'butt',
        ),
      );
  }
  for (const [leg, side] of [
    [sk.legL, -1],
    [sk.legR, 1],
  ] as const)
    out.push(p.ellipse((leg[4] as number) + side * 2.5, (leg[5] as number) + 0.5, 7.5, 4.6, a.shoes));
  // Torso.
  const hem = dress ? hipY + 10 : hipY + 3;
  const flare = dress ? 22 : a.topType === 'raincoat' ? 17 : 15;
  if (a.bottomType === 'skirt' && !dress) out.push(p.path(`M-14 ${hipY - 4} L14 ${hipY - 4} L20 ${hipY + 9} Q0 ${hipY + 12} -20 ${hipY + 9} Z`, a.bottom));
  out.push(
    p.path(
      `M-12 ${shoulderY} Q0 ${shoulderY - 3} 12 ${shoulderY} Q15 ${shoulderY + 2} 14.5 ${shoulderY + 8} L${flare} ${hem} Q0 ${hem + 3} ${-flare} ${hem} L-14.5 ${shoulderY + 8} Q-15 ${shoulderY + 2} -12 ${shoulderY} Z`,
      a.top,
    ),
  );
  if (a.topType === 'overalls') out.push(p.roundRect(-9, shoulderY + 10, 18, hipY - shoulderY - 7, 3, a.bottom));
  if (a.topType === 'raincoat')
    for (const yy of [shoulderY + 9, shoulderY + 17, shoulderY + 25]) out.push(p.circle(0, yy, 1.6, darken(a.top, 0.3), { detail: true }));
  if (a.topType === 'pyjamas')
    for (const [xx, yy] of [
      [-7, shoulderY + 8],
      [6, shoulderY + 14],
      [-4, shoulderY + 22],
      [8, shoulderY + 26],
    ] as const)
      out.push(p.circle(xx, yy, 1.8, lighten(a.top, 0.6), { detail: true }));
  out.push(...emblem(p, a, shoulderY + 14));
  if (a.scarf) {
    out.push(p.roundRect(-11, shoulderY - 3, 22, 6, 3, a.scarf));
    out.push(p.roundRect(4, shoulderY, 6, 15, 2, darken(a.scarf, 0.06)));
  }
  // Head (slightly tilted for thinking/sad).
  const hp = p.sub(0, hy, 1, 1, pose.headTilt);
  out.push(hp.circle(-r, 2, 4, a.skin), hp.circle(r, 2, 4, a.skin));
  out.push(hp.circle(0, 0, r, a.skin));
  out.push(...face(hp, 0, 0, { mood, closed, traits, eyeColor: a.eyes, k: r / 19, laugh }));
  if (a.freckles)
    for (const [fx, fy] of [
      [-11, 6],
      [-9, 8],
      [-13, 8],
      [11, 6],
      [9, 8],
      [13, 8],
    ] as const)
      out.push(hp.circle(fx, fy, 0.8, darken(a.skin, 0.35), { detail: true }));
  out.push(...hairFront(hp, a, 0, r));
  if (a.beard) out.push(...beard(hp, a.beard, r));
  if (a.glasses) {
    out.push(
      hp.circle(-7.5, 2, 5.6, 'none', { stroke: '#3a3040', sw: 1.4, detail: true }),
      hp.circle(7.5, 2, 5.6, 'none', { stroke: '#3a3040', sw: 1.4, detail: true }),
      hp.line('M-2 1 Q0 0 2 1', '#3a3040', 1.3),
    );
  }
  if (a.bow && a.hairStyle !== 'pigtails')
    out.push(
      hp.path(
        `M${r * 0.45} ${-r + 2} L${r * 0.45 - 7} ${-r - 3} L${r * 0.45 - 7} ${-r + 7} Z M${r * 0.45} ${-r + 2} L${r * 0.45 + 7} ${-r - 3} L${r * 0.45 + 7} ${-r + 7} Z`,
        a.bow,
      ),
    );
  out.push(...hat(hp, a, 0, r));
  // Arms last so hands read in front of the body and face.
  const sleeve = a.topType === 'dress' ? a.skin : a.top;
  for (const arm of [sk.armL, sk.armR]) {
    out.push(p.limb(arm, 8, sleeve));
    out.push(p.circle(arm[4] as number, arm[5] as number, 4.6, a.skin));
  }
  return out;
}

// ---------- animals (hero and companions share the heads) ----------

interface Species3 {
  ears: 'pointy' | 'long' | 'round' | 'floppy' | 'tufts' | 'none' | 'horn' | 'big';
  snout: 'muzzle' | 'beak' | 'pig' | 'trunk' | 'none' | 'wide';
  tail: 'bushy' | 'thin' | 'puff' | 'short' | 'curly' | 'spiky' | 'none' | 'ringed';
}

const ANATOMY: Record<Species, Species3> = {
  cat: { ears: 'pointy', snout: 'muzzle', tail: 'thin' },
  dog: { ears: 'floppy', snout: 'muzzle', tail: 'thin' },
  bunny: { ears: 'long', snout: 'muzzle', tail: 'puff' },
  bear: { ears: 'round', snout: 'muzzle', tail: 'short' },
  fox: { ears: 'pointy', snout: 'muzzle', tail: 'bushy' },
  owl: { ears: 'tufts', snout: 'beak', tail: 'none' },
  mouse: { ears: 'big', snout: 'muzzle', tail: 'thin' },
  lion: { ears: 'round', snout: 'muzzle', tail: 'thin' },
  panda: { ears: 'round', snout: 'muzzle', tail: 'short' },
  penguin: { ears: 'none', snout: 'beak', tail: 'none' },
  raccoon: { ears: 'pointy', snout: 'muzzle', tail: 'ringed' },
  frog: { ears: 'none', snout: 'wide', tail: 'none' },
  pig: { ears: 'pointy', snout: 'pig', tail: 'curly' },
  monkey: { ears: 'round', snout: 'muzzle', tail: 'curly' },
  elephant: { ears: 'big', snout: 'trunk', tail: 'thin' },
  dinosaur: { ears: 'none', snout: 'wide', tail: 'spiky' },
  dragon: { ears: 'horn', snout: 'wide', tail: 'spiky' },
  unicorn: { ears: 'horn', snout: 'muzzle', tail: 'bushy' },
  tiger: { ears: 'round', snout: 'muzzle', tail: 'ringed' },
  wolf: { ears: 'pointy', snout: 'muzzle', tail: 'bushy' },
  duck: { ears: 'none', snout: 'beak', tail: 'none' },
  hedgehog: { ears: 'round', snout: 'muzzle', tail: 'none' },
  koala: { ears: 'big', snout: 'muzzle', tail: 'none' },
  bird: { ears: 'none', snout: 'beak', tail: 'none' },
  parrot: { ears: 'none', snout: 'beak', tail: 'none' },
  fish: { ears: 'none', snout: 'none', tail: 'none' },
  turtle: { ears: 'none', snout: 'none', tail: 'none' },
  horse: { ears: 'pointy', snout: 'muzzle', tail: 'bushy' },
  zebra: { ears: 'pointy', snout: 'muzzle', tail: 'thin' },
  cow: { ears: 'horn', snout: 'muzzle', tail: 'thin' },
  sheep: { ears: 'round', snout: 'muzzle', tail: 'puff' },
  giraffe: { ears: 'horn', snout: 'muzzle', tail: 'thin' },
  squirrel: { ears: 'tufts', snout: 'muzzle', tail: 'none' },
};

function animalHead(p: Pen, sp: Species, fur: string, r: number, o: FaceOpts): Shape[] {
  const an = ANATOMY[sp];
  const out: Shape[] = [];
  const inner = mix(fur, '#f4a6b0', 0.5);
  const earC = sp === 'panda' ? '#2a2426' : fur;
  switch (an.ears) {
    case 'pointy':
      for (const s of [-1, 1]) {
        out.push(p.poly([s * r * 0.95, -r * 0.35, s * r * 0.75, -r * 1.35, s * r * 0.2, -r * 0.8], earC));
        out.push(p.poly([s * r * 0.8, -r * 0.5, s * r * 0.72, -r * 1.1, s * r * 0.4, -r * 0.75], inner, { detail: true }));
      }
      break;
    case 'long':
      for (const s of [-1, 1]) {
        out.push(p.ellipse(s * r * 0.45, -r * 1.45, r * 0.3, r * 0.85, fur, {}, s * 10));
        out.push(p.ellipse(s * r * 0.45, -r * 1.4, r * 0.14, r * 0.6, inner, { detail: true }, s * 10));
      }
      break;
    case 'round':
      for (const s of [-1, 1]) {
        out.push(p.circle(s * r * 0.75, -r * 0.75, r * 0.38, earC));
        out.push(p.circle(s * r * 0.75, -r * 0.75, r * 0.2, sp === 'panda' ? '#4a4446' : inner, { detail: true }));
      }
      break;
    case 'big':
      for (const s of [-1, 1]) {
        out.push(p.circle(s * r * 0.95, -r * 0.45, r * 0.6, fur));
        out.push(p.circle(s * r * 0.95, -r * 0.45, r * 0.38, inner, { detail: true }));
      }
      break;
    case 'tufts':
      for (const s of [-1, 1]) out.push(p.poly([s * r * 0.9, -r * 0.5, s * r * 0.95, -r * 1.25, s * r * 0.35, -r * 0.85], darken(fur, 0.15)));
      break;
    case 'horn':
      if (sp === 'unicorn') {
        out.push(p.poly([-r * 0.18, -r * 0.9, 0, -r * 1.75, r * 0.18, -r * 0.9], '#ffd86b'));
        for (const s of [-1, 1]) out.push(p.poly([s * r * 0.85, -r * 0.4, s * r * 0.7, -r * 1.15, s * r * 0.3, -r * 0.8], fur));
      } else for (const s of [-1, 1]) out.push(p.poly([s * r * 0.55, -r * 0.75, s * r * 0.8, -r * 1.45, s * r * 0.25, -r * 0.9], '#f3e2b0'));
      break;
    case 'floppy':
      break;
    case 'none':
      break;
  }
  if (sp === 'lion') out.push(p.circle(0, 0, r * 1.45, darken(fur, 0.25)));
  if (sp === 'hedgehog') {
    const pts: number[] = [];
    for (let i = 0; i <= 12; i++) {
      const ang = Math.PI * (0.95 + (i / 12) * 1.1);
      const rr = i % 2 ? r * 1.15 : r * 1.5;
      pts.push(Math.cos(ang) * rr, Math.sin(ang) * rr * 0.9);
    }
    out.push(p.poly(pts, darken(fur, 0.35)));
  }
  out.push(p.circle(0, 0, r, sp === 'panda' ? '#f5f3ef' : fur));
  if (an.ears === 'floppy') for (const s of [-1, 1]) out.push(p.ellipse(s * r * 0.95, r * 0.05, r * 0.3, r * 0.6, darken(fur, 0.2), {}, s * -15));
  if (sp === 'unicorn')
    out.push(p.path(`M${-r * 0.2} ${-r * 0.95} Q${-r * 1.2} ${-r * 0.6} ${-r * 0.95} ${r * 0.6} Q${-r * 0.7} ${0} ${-r * 0.2} ${-r * 0.95} Z`, '#c7a3f0'));
  if (sp === 'panda' || sp === 'raccoon')
    for (const s of [-1, 1]) out.push(p.ellipse(s * r * 0.38, r * 0.1, r * 0.26, r * 0.32, '#3a3436', { detail: true }, s * -20));
  if (sp === 'tiger') for (const s of [-1, 1]) out.push(p.line(`M${s * r * 0.95} ${-r * 0.2} L${s * r * 0.6} ${-r * 0.1}`, '#3a2a22', r * 0.09));
  // Face patch and snout.
  const k = r / 19;
  switch (an.snout) {
    case 'muzzle':
      out.push(p.ellipse(0, r * 0.45, r * 0.45, r * 0.32, lighten(fur, 0.6), { detail: true }));
      out.push(p.ellipse(0, r * 0.3, r * 0.14, r * 0.1, '#3a2a2a', { detail: true }));
      break;
    case 'beak':
      out.push(p.poly([-r * 0.18, r * 0.25, r * 0.18, r * 0.25, 0, r * 0.55], '#f2a93b', { detail: true }));
      break;
    case 'pig':
      out.push(
        p.ellipse(0, r * 0.45, r * 0.3, r * 0.22, mix(fur, '#e06f86', 0.35), { detail: true }),
        p.circle(-r * 0.1, r * 0.45, r * 0.05, '#8a3a4a', { detail: true }),
        p.circle(r * 0.1, r * 0.45, r * 0.05, '#8a3a4a', { detail: true }),
      );
      break;
    case 'trunk':
      out.push(p.limb([0, r * 0.3, r * 0.05, r * 0.95, r * 0.35, r * 1.2], r * 0.3, fur));
      break;
    default:
      break;
  }
  if (sp === 'owl') for (const s of [-1, 1]) out.push(p.circle(s * r * 0.4, r * 0.05, r * 0.36, lighten(fur, 0.55), { detail: true }));
  out.push(...face(p, 0, -r * 0.05, { ...o, k }));
  return out;
}

function tail(p: Pen, sp: Species, fur: string, x: number, y: number, s: number): Shape[] {
  const t = ANATOMY[sp].tail;
  switch (t) {
    case 'bushy':
      return [p.ellipse(x - 10 * s, y - 8 * s, 8 * s, 15 * s, fur, {}, -50), p.ellipse(x - 19 * s, y - 18 * s, 4 * s, 6 * s, '#f7f1ea', { detail: true }, -50)];
    case 'thin':
      return [p.limb([x, y, x - 12 * s, y - 4 * s, x - 16 * s, y - 18 * s], 3.5 * s, fur)];
    case 'puff':
      return [p.circle(x - 4 * s, y - 3 * s, 6 * s, lighten(fur, 0.5))];
    case 'short':
      return [p.circle(x - 3 * s, y - 3 * s, 4 * s, fur)];
    case 'curly':
      return [p.limb([x, y, x - 8 * s, y - 3 * s, x - 10 * s, y - 11 * s, x - 5 * s, y - 12 * s], 3 * s, fur)];
    case 'spiky':
      return [
        p.poly([x, y - 6 * s, x - 24 * s, y + 2 * s, x, y + 4 * s], fur),
        p.poly([x - 8 * s, y - 4 * s, x - 12 * s, y - 10 * s, x - 15 * s, y - 2 * s], '#f2c14e', { detail: true }),
      ];
    case 'ringed':
      return [
        p.limb([x, y, x - 10 * s, y - 6 * s, x - 14 * s, y - 20 * s], 7 * s, fur),
        p.limb([x - 12 * s, y - 12 * s, x - 13.5 * s, y - 16 * s], 7.5 * s, '#3a3436', 'butt'),
      ];
    default:
      return [];
  }
}

function drawAnimalHero(a: Appearance, pose: Pose, mood: Mood, traits: StyleTraits, p: Pen, laugh: boolean, closed: boolean): Shape[] {
  const r = 20;
  const sk = skeleton(pose, r);
  const out: Shape[] = [];
  const fur = a.fur;
  const { hy, shoulderY, hipY } = sk;
  if (OWN_BODY.has(a.species)) {
    const eyeColor = a.eyes === '#3a2a22' ? '#5a3a22' : a.eyes;
    const own = ownBody(
      a,
      p,
      (hp, rr) => [
        ...face(hp, 0, -rr * 0.05, { mood, closed, traits, eyeColor, k: rr / 19, laugh }),
        ...(a.glasses
          ? [
              hp.circle((-7.5 * rr) / 19, 1, (5.2 * rr) / 19, 'none', { stroke: '#3a3040', sw: 1.4, detail: true }),
              hp.circle((7.5 * rr) / 19, 1, (5.2 * rr) / 19, 'none', { stroke: '#3a3040', sw: 1.4, detail: true }),
            ]
          : []),
        ...hat(hp, a, 0, rr),
      ],
      pose.handR[1] < -70 || pose.handL[1] < -70 || pose.lift > 10 ? 35 : 0,
    );
    if (own) return own;
  }
  const frame = { hy, r, shoulderY, hipY };
  if (a.cape) out.push(p.path(`M-11 ${shoulderY} L11 ${shoulderY} L20 ${hipY + 22} Q0 ${hipY + 26} -20 ${hipY + 20} Z`, a.cape));
  out.push(...speciesBack(a, p, frame));
  out.push(...tail(p, a.species, fur, -8, hipY, 1));
  for (const leg of [sk.legL, sk.legR]) out.push(p.limb(leg, 11, fur));
  for (const [leg, side] of [
    [sk.legL, -1],
    [sk.legR, 1],
  ] as const)
    out.push(p.ellipse((leg[4] as number) + side * 2, (leg[5] as number) + 0.5, 7, 4.5, darken(fur, 0.12)));
  out.push(
    p.path(
      `M-12 ${shoulderY} Q0 ${shoulderY - 4} 12 ${shoulderY} Q19 ${hipY - 8} 15 ${hipY + 2} Q0 ${hipY + 7} -15 ${hipY + 2} Q-19 ${hipY - 8} -12 ${shoulderY} Z`,
      fur,
    ),
  );
  out.push(p.ellipse(0, (shoulderY + hipY) / 2 + 3, 8.5, 12, a.species === 'penguin' ? '#f5f3ef' : a.belly, { detail: true }));
  if (a.scarf) out.push(p.roundRect(-11, shoulderY - 3, 22, 6, 3, a.scarf), p.roundRect(4, shoulderY, 6, 15, 2, darken(a.scarf, 0.06)));
  const hp = p.sub(0, hy, 1, 1, pose.headTilt);
  out.push(...animalHead(hp, a.species, fur, r, { mood, closed, traits, eyeColor: a.eyes === '#3a2a22' ? '#5a3a22' : a.eyes, k: 1, laugh }));
  out.push(...speciesFront(a, p, hp, frame));
  if (a.glasses)
    out.push(
      hp.circle(-7.5, 1, 5.6, 'none', { stroke: '#3a3040', sw: 1.4, detail: true }),
      hp.circle(7.5, 1, 5.6, 'none', { stroke: '#3a3040', sw: 1.4, detail: true }),
    );
  out.push(...hat(hp, a, 0, r));
  for (const arm of [sk.armL, sk.armR]) {
    out.push(p.limb(arm, 8.5, fur));
    out.push(p.circle(arm[4] as number, arm[5] as number, 4.8, lighten(fur, 0.15)));
  }
  return out;
}

// ---------- objects with a face ----------

function drawObjectHero(a: Appearance, pose: Pose, mood: Mood, traits: StyleTraits, p: Pen, laugh: boolean, closed: boolean): Shape[] {
  const c = a.fur;
  const out: Shape[] = [];
  const sk = skeleton({ ...pose, drop: 0 }, 19);
  const legs = !VEHICLES.has(a.objectType);
  if (legs) for (const leg of [sk.legL, sk.legR]) out.push(p.limb(leg, 5, '#4a3a3a'), p.ellipse(leg[4] as number, (leg[5] as number) + 0.5, 6, 3.5, a.shoes));
  let fx = 0;
  let fy = -58;
  let k = 1.1;
  const more = moreObjects(p, a);
  if (more) ({ fx, fy, k } = more);
  if (more) out.push(...more.shapes);
  else
    switch (a.objectType) {
      case 'star': {
        const pts: number[] = [];
        for (let i = 0; i < 10; i++) {
          const ang = (i * Math.PI) / 5 - Math.PI / 2;
          const rr = i % 2 === 0 ? 46 : 22;
          pts.push(Math.cos(ang) * rr, -52 + Math.sin(ang) * rr);
        }
        out.push(p.poly(pts, c));
        fy = -50;
        k = 0.9;
        break;
      }
      case 'cloud':
        out.push(p.circle(-20, -45, 20, c), p.circle(20, -45, 20, c), p.circle(0, -60, 28, c), p.roundRect(-38, -50, 76, 26, 13, c));
        fy = -50;
        break;
      case 'car':
        out.push(
          p.roundRect(-46, -52, 92, 32, 12, c),
          p.path('M-26 -52 Q-22 -80 0 -80 Q22 -80 26 -52 Z', c),
          p.roundRect(-16, -74, 32, 17, 5, '#cfe9ff', { detail: true }),
          p.circle(-26, -18, 11, '#333333'),
          p.circle(26, -18, 11, '#333333'),
          p.circle(-26, -18, 4.5, '#cccccc', { detail: true }),
          p.circle(26, -18, 4.5, '#cccccc', { detail: true }),
        );
        fy = -42;
        k = 0.85;
        break;
      case 'train':
        out.push(
          p.roundRect(-44, -56, 70, 38, 8, c),
          p.roundRect(-2, -86, 30, 36, 5, darken(c, 0.1)),
          p.roundRect(-36, -74, 12, 20, 3, '#555555'),
          p.circle(-28, -16, 10, '#333333'),
          p.circle(12, -16, 10, '#333333'),
        );
        fx = -12;
        fy = -42;
        k = 0.8;
        break;
      case 'plane':
        out.push(p.ellipse(0, -52, 46, 17, c), p.poly([-8, -52, 18, -52, 4, -20], darken(c, 0.12)), p.poly([-34, -58, -48, -84, -38, -52], darken(c, 0.12)));
        fx = 18;
        fy = -55;
        k = 0.65;
        break;
      case 'balloon':
        out.push(p.line('M0 -30 Q-6 -15 0 0', '#777777', 1.2), p.ellipse(0, -62, 30, 34, c), p.poly([-4, -29, 4, -29, 0, -24], c));
        fy = -62;
        k = 1;
        break;
      case 'teapot':
        out.push(
          p.limb([28, -50, 44, -62], 7, c),
          p.path('M-30 -44 Q-46 -52 -40 -34', 'none', { stroke: c, sw: 6 }),
          p.ellipse(0, -44, 32, 28, c),
          p.ellipse(0, -72, 14, 5, darken(c, 0.1)),
          p.circle(0, -79, 4, darken(c, 0.1)),
        );
        fy = -46;
        break;
      case 'robot':
        out.push(
          p.roundRect(-22, -66, 44, 38, 5, c),
          p.roundRect(-18, -98, 36, 30, 6, lighten(c, 0.1)),
          p.line('M0 -98 L0 -108', '#555555', 2),
          p.circle(0, -110, 3.5, '#ff6b6b', { glow: true }),
        );
        fy = -85;
        k = 0.75;
        break;
      case 'ball':
        out.push(p.circle(0, -44, 38, c), p.path('M-38 -44 Q0 -30 38 -44 Q0 -20 -38 -44 Z', lighten(c, 0.5), { detail: true }));
        fy = -52;
        break;
      case 'boat':
        out.push(p.path('M-46 -40 L46 -40 L32 -14 L-32 -14 Z', c), p.line('M0 -40 L0 -98', '#6b4a3a', 3), p.poly([2, -96, 38, -48, 2, -48], '#fbf6ea'));
        fx = -18;
        fy = -30;
        k = 0.6;
        break;
      case 'book':
        out.push(
          p.roundRect(-32, -92, 64, 80, 5, c),
          p.roundRect(-26, -88, 52, 72, 3, lighten(c, 0.25)),
          p.roundRect(24, -90, 6, 76, 2, '#fffaf0', { detail: true }),
        );
        fy = -60;
        break;
      default:
        out.push(p.roundRect(-32, -92, 64, 76, 18, c), p.roundRect(-24, -36, 48, 6, 3, lighten(c, 0.3), { detail: true }));
        fy = -64;
        break;
    }
  out.push(...face(p, fx, fy, { mood, closed, traits, eyeColor: a.eyes, k, laugh }));
  if (a.hat) out.push(...hat(p, a, fy - 8, 18));
  if (a.scarf) out.push(p.roundRect(-18, fy + 16, 36, 6, 3, a.scarf));
  if (!VEHICLES.has(a.objectType))
    for (const arm of [sk.armL, sk.armR]) out.push(p.limb(arm, 4.5, '#4a3a3a'), p.circle(arm[4] as number, arm[5] as number, 4, '#ffffff'));
  return out;
}

// ---------- minifigure (lego) ----------

function drawMinifig(a: Appearance, pose: Pose, mood: Mood, traits: StyleTraits, p: Pen, laugh: boolean, closed: boolean): Shape[] {
  const out: Shape[] = [];
  const d = pose.drop;
  const hipY = -34 + d;
  const top = -100 + d;
  const headTop = top + 8;
  const skin = a.kind === 'human' ? a.skin : a.fur;
  // Legs as blocks: seated legs point forward and look shorter.
  const legLen = d > 0 ? 18 : 34;
  const lift = (f: [number, number]): number => Math.max(0, -f[1] - 2);
  for (const side of [-1, 1]) {
    const f = side < 0 ? pose.footL : pose.footR;
    const raise = Math.min(12, lift(f));
    out.push(p.roundRect(side < 0 ? -16 : 1, hipY + 4, 15, legLen - raise, 2, a.bottom));
    out.push(p.roundRect(side < 0 ? -17 : 0, hipY + 4 + legLen - raise - 6, 17, 6, 1, darken(a.bottom, 0.2)));
  }
  out.push(p.roundRect(-17, hipY - 2, 34, 8, 2, a.bottom));
  if (a.cape) out.push(p.poly([-14, hipY - 34, 14, hipY - 34, 20, hipY + 14, -20, hipY + 14], a.cape));
  // Torso trapezoid.
  out.push(p.poly([-12, hipY - 34, 12, hipY - 34, 17, hipY - 2, -17, hipY - 2], a.kind === 'human' ? a.top : a.fur));
  out.push(...emblem(p, a, hipY - 20));
  if (a.scarf) out.push(p.roundRect(-12, hipY - 37, 24, 6, 2, a.scarf));
  // Cylinder head with a stud on top.
  const hp = p.sub(0, headTop + 14, 1, 1, pose.headTilt);
  out.push(hp.roundRect(-5, 12, 10, 5, 1, skin));
  if (a.kind === 'animal') {
    out.push(...animalHead(hp, a.species, a.fur, 17, { mood, closed, traits, eyeColor: '#111111', k: 17 / 19, laugh }));
    out.push(...speciesFront(a, p, hp, { hy: headTop + 14, r: 17, shoulderY: hipY - 34, hipY: hipY - 2 }));
  } else {
    out.push(hp.roundRect(-8, -21, 16, 8, 2, skin));
    out.push(hp.roundRect(-15, -16, 30, 29, 6, skin));
    out.push(hp.roundRect(-15, -16, 6, 29, 4, lighten(skin, 0.2), { detail: true, opacity: 0.5 }));
    out.push(...face(hp, 0, -4, { mood, closed, traits, eyeColor: '#111111', k: 0.8, laugh }));
    if (a.glasses)
      out.push(
        hp.circle(-6, -2, 4.5, 'none', { stroke: '#222222', sw: 1.2, detail: true }),
        hp.circle(6, -2, 4.5, 'none', { stroke: '#222222', sw: 1.2, detail: true }),
      );
    if (a.beard) out.push(...beard(hp.sub(0, -4, 1), a.beard, 13));
    if (a.hairStyle !== 'bald' && !a.hat) {
      const long = ['long', 'ponytail', 'pigtails', 'braids', 'bob'].includes(a.hairStyle);
      out.push(
        hp.path(
          `M-17 ${long ? 10 : -4} L-17 -12 Q-17 -24 0 -24 Q17 -24 17 -12 L17 ${long ? 10 : -4} L13 ${long ? 10 : -6} L13 -9 Q4 -14 -6 -9 L-13 -8 L-13 ${long ? 10 : -6} Z`,
          a.hair,
        ),
      );
    }
    out.push(...hat(hp, a, -2, 16));
  }
  // Arms: tubes bent at the elbow with C-shaped hands.
  const sh = hipY - 30;
  const [elx, ely, hlx, hly] = reach(-14, sh, pose.handL[0], pose.handL[1] + (pose.holdFront ? 0 : d), 13, 13, pose.elbowL === 1 ? 1 : -1);
  const [erx, ery, hrx, hry] = reach(14, sh, pose.handR[0], pose.handR[1] + (pose.holdFront ? 0 : d), 13, 13, pose.elbowR === 1 ? -1 : 1);
  const armC = a.kind === 'human' ? a.top : a.fur;
  for (const [ex, ey, hx, hy, sx] of [
    [elx, ely, hlx, hly, -14],
    [erx, ery, hrx, hry, 14],
  ] as const) {
    out.push(p.limb([sx, sh, ex, ey, hx, hy], 9, armC, 'butt'));
    out.push(p.circle(hx, hy, 5, skin), p.circle(hx, hy, 2.2, darken(skin, 0.35), { detail: true }));
  }
  return out;
}

/**
 * Draws the hero at page (x, y) = feet, `H` pixels tall when standing, facing right (1) or left (-1).
 * Same appearance in → same figure out; only the pose and face change with the page.
 */
export function drawHero(
  a: Appearance,
  action: HeroAction,
  mood: Mood,
  traits: StyleTraits,
  x: number,
  y: number,
  H: number,
  facing: 1 | -1,
  adjust?: Partial<Pose>,
): FigureResult {
  const pose = { ...poseFor(action), ...adjust };
  // Vehicles and balloons keep their wheels on the ground: no leaning or sitting.
  if (a.kind === 'object' && VEHICLES.has(a.objectType) && a.objectType !== 'kite' && action !== 'flying')
    Object.assign(pose, { tilt: 0, lift: 0, drop: 0, lie: false });
  const p = heroPen(x, y, H, facing, pose);
  const laugh = action === 'laughing';
  const closed = action === 'sleeping';
  const faceMood: Mood = action === 'sad' ? 'sad' : action === 'sleeping' ? 'calm' : mood;
  const minifig = traits.minifig && a.kind !== 'object' && !(a.kind === 'animal' && OWN_BODY.has(a.species));
  const shapes = minifig
    ? drawMinifig(a, pose, faceMood, traits, p, laugh, closed)
    : a.kind === 'animal'
      ? drawAnimalHero(a, pose, faceMood, traits, p, laugh, closed)
      : a.kind === 'object'
        ? drawObjectHero(a, pose, faceMood, traits, p, laugh, closed)
        : drawHuman(a, pose, faceMood, traits, p, laugh, closed);
  // Both drawers push the arms last: a limb and a hand each (the minifig's hand has a grip hole).
  const armCount = minifig ? 6 : a.kind === 'human' ? 4 : 0;
  const handL = p.pt(pose.handL[0], pose.handL[1] + (pose.holdFront ? 0 : pose.drop));
  const handR = p.pt(pose.handR[0], pose.handR[1] + (pose.holdFront ? 0 : pose.drop));
  const hold: [number, number] = pose.holdFront ? [(handL[0] + handR[0]) / 2, (handL[1] + handR[1]) / 2] : handR;
  return { shapes, handL, handR, hold, head: p.pt(0, -80 + pose.drop), arms: armCount ? shapes.slice(-armCount) : [] };
}

// ---------- companions ----------

const COMPANION_SPECIES: Partial<Record<Companion, Species>> = { puppy: 'dog', kitten: 'cat', bunny: 'bunny', fox: 'fox', bear: 'bear' };
const COMPANION_FUR: Partial<Record<Companion, string>> = { puppy: '#d9a066', kitten: '#9aa0aa', bunny: '#f2ece6', fox: '#ec7f32', bear: '#9a6a44' };

/** A sitting four-legged friend, `H` px tall, feet at (x, y). */
function sittingAnimal(sp: Species, fur: string, p: Pen, o: FaceOpts): Shape[] {
  const out: Shape[] = [];
  out.push(...tail(p, sp, fur, -16, -8, 1.3));
  out.push(p.ellipse(0, -30, 22, 28, fur));
  out.push(p.ellipse(2, -26, 12, 18, lighten(fur, 0.5), { detail: true }));
  out.push(p.ellipse(-14, -4, 11, 6, darken(fur, 0.08)), p.ellipse(12, -4, 9, 6, darken(fur, 0.08)));
  out.push(p.limb([6, -30, 8, -6], 7, fur), p.limb([-4, -30, -4, -6], 7, fur));
  out.push(...animalHead(p.sub(4, -66, 1, 1, 0), sp, fur, 24, { ...o, k: 24 / 19 }));
  return out;
}

/**
 * Draws a companion at feet (x, y), `H` pixels tall, looking toward `facing`.
 * 'friend' is another child whose look comes from `friend`.
 */
export function drawCompanion(
  kind: Companion,
  traits: StyleTraits,
  x: number,
  y: number,
  H: number,
  facing: 1 | -1,
  mood: Mood,
  friend: Appearance,
  sleeping: boolean,
): Shape[] {
  if (kind === 'none') return [];
  const p = new Pen(x, y, H / 100, facing);
  const o: FaceOpts = {
    mood: mood === 'sad' || mood === 'worried' ? mood : mood === 'calm' ? 'calm' : 'cheerful',
    closed: sleeping,
    traits,
    eyeColor: '#4a3020',
    k: 1,
  };
  const sp = COMPANION_SPECIES[kind];
  if (sp) return sittingAnimal(sp, COMPANION_FUR[kind] ?? '#c8955e', p, o);
  switch (kind) {
    case 'owl': {
      const c = '#9c7a56';
      return [
        p.ellipse(0, -42, 30, 40, c),
        p.ellipse(0, -34, 20, 28, '#e9d8b8', { detail: true }),
        p.ellipse(-27, -40, 9, 24, darken(c, 0.15), {}, 12),
        p.ellipse(27, -40, 9, 24, darken(c, 0.15), {}, -12),
        ...animalHead(p.sub(0, -74, 1, 1, 0), 'owl', c, 24, { ...o, k: 1.2 }),
        p.ellipse(-9, -2, 6, 3, '#f2a93b'),
        p.ellipse(9, -2, 6, 3, '#f2a93b'),
      ];
    }
    case 'turtle': {
      const shell = '#5e9e4e';
      return [
        p.ellipse(-26, -6, 8, 6, '#9bcf7a'),
        p.ellipse(20, -6, 8, 6, '#9bcf7a'),
        p.limb([26, -20, 44, -34], 13, '#9bcf7a'),
        ...animalHead(p.sub(50, -40, 1, 1, 0), 'frog', '#9bcf7a', 13, { ...o, k: 0.7 }),
        p.path('M-44 -12 Q-40 -62 0 -62 Q40 -62 44 -12 Z', shell),
        p.poly([-14, -50, 14, -50, 20, -30, 0, -18, -20, -30], darken(shell, 0.15), { detail: true }),
        p.roundRect(-46, -16, 92, 8, 4, '#d9c27a'),
      ];
    }
    case 'dragon': {
      const c = '#6cc28a';
      return [
        p.path('M-6 -58 Q-40 -110 -54 -70 Q-40 -76 -34 -58 Q-26 -66 -6 -50 Z', '#f2a7c3'),
        ...tail(p, 'dragon', c, -14, -10, 1.5),
        p.ellipse(0, -32, 22, 28, c),
        p.ellipse(3, -28, 12, 19, '#f6e3a2', { detail: true }),
        p.ellipse(-12, -4, 10, 6, darken(c, 0.1)),
        p.ellipse(12, -4, 10, 6, darken(c, 0.1)),
        p.limb([8, -36, 14, -20], 7, c),
        ...animalHead(p.sub(6, -68, 1, 1, 0), 'dragon', c, 24, { ...o, k: 1.2 }),
      ];
    }
    case 'robot': {
      const c = '#9fb4c8';
      return [
        p.roundRect(-10, -16, 8, 16, 2, '#6d7f90'),
        p.roundRect(4, -16, 8, 16, 2, '#6d7f90'),
        p.roundRect(-22, -56, 44, 42, 6, c),
        p.circle(0, -36, 6, '#ffcf5a', { glow: true }),
        p.limb([-22, -48, -30, -30], 6, '#6d7f90'),
        p.limb([22, -48, 30, -30], 6, '#6d7f90'),
        p.roundRect(-20, -92, 40, 32, 8, lighten(c, 0.15)),
        p.roundRect(-15, -86, 30, 20, 5, '#24384a', { detail: true }),
        p.circle(-7, -77, 3.2, '#7ff0ff', { glow: true, detail: true }),
        p.circle(7, -77, 3.2, '#7ff0ff', { glow: true, detail: true }),
        p.line('M-5 -70 Q0 -67 5 -70', '#7ff0ff', 1.6, { glow: true }),
        p.line('M0 -92 L0 -102', '#6d7f90', 2.5),
        p.circle(0, -104, 4, '#ff6b6b', { glow: true }),
      ];
    }
    case 'teddy': {
      const c = '#b9824f';
      return [
        p.ellipse(0, -30, 22, 26, c),
        p.ellipse(0, -28, 12, 15, lighten(c, 0.35), { detail: true }),
        p.ellipse(-14, -6, 10, 7, c),
        p.ellipse(14, -6, 10, 7, c),
        p.circle(-14, -6, 4, lighten(c, 0.35), { detail: true }),
        p.circle(14, -6, 4, lighten(c, 0.35), { detail: true }),
        p.limb([-18, -42, -24, -26], 9, c),
        p.limb([18, -42, 24, -26], 9, c),
        ...animalHead(p.sub(0, -68, 1, 1, 0), 'bear', c, 22, { ...o, k: 1.05 }),
        p.poly([-10, -50, 0, -46, -10, -42], '#e8604c'),
        p.poly([10, -50, 0, -46, 10, -42], '#e8604c'),
        p.circle(0, -46, 2.5, '#c94a3a'),
        p.line('M-2 -24 L2 -20 M2 -24 L-2 -20', '#6b4a2a', 1.2),
      ];
    }
    case 'bird': {
      const c = '#5aa9e6';
      return [
        p.ellipse(0, -30, 18, 14, c),
        p.ellipse(4, -26, 10, 7, '#ffe3a0', { detail: true }),
        p.path('M-4 -36 Q-20 -60 -28 -44 Q-18 -40 -4 -30 Z', darken(c, 0.15)),
        p.poly([-16, -32, -30, -38, -28, -26], darken(c, 0.2)),
        p.circle(14, -44, 11, c),
        p.poly([23, -46, 32, -43, 23, -40], '#f2a93b'),
        p.circle(17, -46, 2.2, '#222222', { detail: true }),
        p.circle(17.6, -46.8, 0.7, '#ffffff', { detail: true, glow: true }),
      ];
    }
    case 'fish': {
      const c = '#ff9a3c';
      return [
        p.poly([-30, -30, -48, -44, -48, -16], darken(c, 0.1)),
        p.ellipse(0, -30, 32, 20, c),
        p.path('M-6 -48 Q4 -60 16 -46 Z', darken(c, 0.1)),
        p.line('M-10 -46 Q-4 -30 -10 -14', '#ffffff', 3),
        p.circle(16, -34, 4.5, '#ffffff', { detail: true }),
        p.circle(17, -34, 2.5, '#222222', { detail: true }),
        p.line('M22 -24 Q26 -22 29 -25', '#7a2430', 1.5),
      ];
    }
    case 'friend': {
      const pose: HeroAction = sleeping ? 'sleeping' : 'waving';
      const fig = drawHero(friend, pose, o.mood, traits, x, y, H, facing);
      return fig.shapes;
    }
    default:
      return [];
  }
}
