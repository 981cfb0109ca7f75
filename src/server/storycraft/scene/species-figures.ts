/**
 * Animal heroes with their own anatomy: birds and parrots with beaks, wings and tail
 * feathers, fish with fins and a tail, turtles with a shell, and the markings that make a horse,
 * zebra, giraffe, cow, sheep or squirrel read as itself. Used by figures.ts.
 */
import type { Appearance, Species } from './appearance.ts';
import { darken, lighten, mix } from './color.ts';
import type { Pen } from './pen.ts';
import type { Shape } from './shapes.ts';

/** Local skeleton points the markings need (figure units, feet at 0). */
export interface BodyFrame {
  hy: number;
  r: number;
  shoulderY: number;
  hipY: number;
}

/** Species drawn with a body of their own instead of the standing four-limbed one. */
export const OWN_BODY: ReadonlySet<Species> = new Set(['bird', 'parrot', 'fish', 'turtle', 'duck', 'penguin', 'owl']);

type HeadFn = (p: Pen, r: number) => Shape[];

function feathers(p: Pen, cx: number, cy: number, len: number, colours: string[], angle: number): Shape[] {
  return colours.map((c, i) => p.ellipse(cx, cy + len * 0.45, len * 0.16, len * 0.55, c, {}, angle + (i - (colours.length - 1) / 2) * 14));
}

/**
 * Bird-like, fish and turtle bodies. `head` draws the face (with the pose's mood) at the pen's
 * origin. Returns null for species that use the shared body.
 */
export function ownBody(a: Appearance, p: Pen, head: HeadFn, wingLift: number): Shape[] | null {
  const c = a.fur;
  const accent = a.accent ?? (a.species === 'parrot' ? '#2f7fd6' : darken(c, 0.18));
  const out: Shape[] = [];
  switch (a.species) {
    case 'bird':
    case 'parrot':
    case 'duck':
    case 'penguin':
    case 'owl': {
      const parrot = a.species === 'parrot';
      const belly = a.species === 'penguin' ? '#f5f3ef' : lighten(c, 0.45);
      // Tail feathers behind: long and two-coloured on a parrot.
      if (parrot) out.push(...feathers(p, -6, -40, 46, [accent, c, '#f4c63a'], 25));
      else if (a.species !== 'penguin') out.push(...feathers(p, -10, -34, 22, [darken(c, 0.1), c], 40));
      // Legs: thin, orange, with three toes.
      const leg = a.species === 'penguin' || a.species === 'duck' ? '#f2a93b' : '#e39a3a';
      for (const x of [-7, 7]) {
        out.push(p.limb([x, -22, x, -2], 2.6, leg));
        out.push(p.line(`M${x - 5} 0 L${x} -2 L${x + 5} 0 M${x} -2 L${x + 1} 1`, leg, 2.2));
      }
      // Body: an egg, lighter breast.
      out.push(p.ellipse(0, -42, 24, 30, c));
      out.push(p.ellipse(3, -38, 14, 21, belly, { detail: true }));
      // Wings at the sides, lifted when the pose flies or waves.
      for (const side of [-1, 1]) {
        out.push(p.ellipse(side * 21, -46 - wingLift * 0.4, 9, 22, accent, {}, side * (18 + wingLift)));
        out.push(p.ellipse(side * 22, -38 - wingLift * 0.4, 5, 12, mix(accent, '#ffffff', 0.25), { detail: true }, side * (18 + wingLift)));
      }
      // Head with its beak.
      const hp = p.sub(0, -78, 1);
      out.push(hp.circle(0, 0, 18, c));
      if (a.species === 'owl') for (const s of [-1, 1]) out.push(hp.poly([s * 16, -6, s * 18, -22, s * 7, -14], darken(c, 0.15)));
      if (a.species === 'penguin') out.push(hp.ellipse(0, 4, 13, 11, '#f5f3ef', { detail: true }));
      if (parrot) out.push(hp.ellipse(0, 2, 11, 9, '#f7f1ea', { detail: true }));
      out.push(...head(hp, 18));
      if (parrot) {
        // A hooked parrot beak.
        out.push(hp.path('M-5 4 Q0 -1 6 3 Q9 9 4 15 Q3 10 -1 9 Q-5 8 -5 4 Z', '#3a3438', { detail: true }));
        out.push(hp.path('M-4 9 Q0 13 3 12 Q1 15 -3 13 Z', '#d8d0c8', { detail: true }));
      } else if (a.species === 'duck') {
        out.push(hp.ellipse(0, 8, 9, 4, '#f2a93b', { detail: true }));
      } else {
        out.push(hp.poly([-4, 5, 4, 5, 0, 12], '#f2a93b', { detail: true }));
      }
      if (a.species === 'bird' || parrot) out.push(hp.poly([-2, -17, 3, -27, 5, -16], parrot ? accent : darken(c, 0.1)));
      return out;
    }
    case 'fish': {
      // Tail fin, body, fins, scales; floats a little above the ground.
      out.push(p.poly([-34, -52, -62, -74, -56, -50, -62, -26], accent));
      out.push(p.poly([-8, -72, 10, -90, 18, -70], accent));
      out.push(p.ellipse(0, -50, 40, 27, c));
      out.push(p.poly([-2, -28, 8, -14, 14, -30], accent));
      for (const [x, y] of [
        [-18, -56],
        [-8, -46],
        [-20, -40],
        [-4, -60],
      ] as const)
        out.push(p.line(`M${x} ${y} Q${x + 5} ${y + 4} ${x} ${y + 8}`, darken(c, 0.2), 1.4));
      out.push(p.ellipse(20, -42, 13, 10, lighten(c, 0.4), { detail: true }));
      const hp = p.sub(16, -56, 0.8);
      out.push(...head(hp, 18));
      return out;
    }
    case 'turtle': {
      for (const x of [-22, -8, 10, 24]) out.push(p.roundRect(x - 5, -18, 10, 18, 4, lighten(c, 0.15)));
      out.push(p.ellipse(30, -46, 8, 12, lighten(c, 0.15), {}, 30));
      out.push(p.path('M-38 -22 Q-38 -70 0 -70 Q38 -70 38 -22 Z', darken(c, 0.25)));
      for (const [x, y] of [
        [-18, -40],
        [0, -52],
        [18, -40],
        [0, -32],
      ] as const)
        out.push(p.poly([x - 8, y, x - 4, y - 7, x + 4, y - 7, x + 8, y, x + 4, y + 7, x - 4, y + 7], mix(darken(c, 0.25), '#f4c63a', 0.35), { detail: true }));
      out.push(p.roundRect(-40, -26, 80, 8, 4, darken(c, 0.35)));
      const hp = p.sub(40, -66, 0.9);
      out.push(hp.circle(0, 0, 17, lighten(c, 0.15)));
      out.push(...head(hp, 17));
      return out;
    }
    default:
      return null;
  }
}

/** Behind the body: a squirrel's big tail, a horse's or zebra's mane. */
export function speciesBack(a: Appearance, p: Pen, f: BodyFrame): Shape[] {
  const c = a.fur;
  switch (a.species) {
    case 'squirrel':
      return [
        p.path(
          `M-10 ${f.hipY} Q-44 ${f.hipY - 10} -34 ${f.hy - 10} Q-24 ${f.hy - 34} -8 ${f.hy - 22} Q-24 ${f.hy - 10} -22 ${f.hipY - 20} Q-18 ${f.hipY - 4} -10 ${f.hipY} Z`,
          c,
        ),
        p.path(`M-30 ${f.hy} Q-26 ${f.hy - 22} -14 ${f.hy - 22}`, 'none', { stroke: lighten(c, 0.4), sw: 3, detail: true }),
      ];
    case 'horse':
    case 'zebra':
    case 'unicorn': {
      const mane = a.species === 'zebra' ? '#2b2426' : a.species === 'unicorn' ? '#c7a3f0' : darken(c, 0.45);
      return [
        p.path(
          `M-4 ${f.hy - f.r - 2} Q-${f.r + 10} ${f.hy - f.r * 0.4} -${f.r * 0.6} ${f.shoulderY + 8} L-${f.r * 0.2} ${f.shoulderY} Q-${f.r * 0.6} ${f.hy} 4 ${f.hy - f.r + 2} Z`,
          mane,
        ),
      ];
    }
    case 'giraffe':
      return [p.roundRect(-7, f.hy, 14, f.shoulderY - f.hy + 4, 6, c)];
    default:
      return [];
  }
}

/** Over the body and head: stripes, spots, patches, wool, a long muzzle. `hp` is the head pen. */
export function speciesFront(a: Appearance, p: Pen, hp: Pen, f: BodyFrame): Shape[] {
  const r = f.r;
  const mid = (f.shoulderY + f.hipY) / 2;
  switch (a.species) {
    case 'zebra':
      return [
        ...[-8, 0, 8].map((y) => p.line(`M-14 ${mid + y} Q0 ${mid + y - 4} 14 ${mid + y}`, '#2b2426', 2.6)),
        ...[-0.6, -0.2].map((y) => hp.line(`M${-r * 0.9} ${r * y} Q${-r * 0.5} ${r * (y - 0.1)} ${-r * 0.3} ${r * y}`, '#2b2426', 2.2)),
        ...[-0.6, -0.2].map((y) => hp.line(`M${r * 0.9} ${r * y} Q${r * 0.5} ${r * (y - 0.1)} ${r * 0.3} ${r * y}`, '#2b2426', 2.2)),
        hp.ellipse(0, r * 0.95, r * 0.4, r * 0.26, '#3a3436', { detail: true }),
      ];
    case 'giraffe':
      return [
        ...[
          [-6, mid - 6],
          [6, mid + 2],
          [-4, mid + 10],
          [8, mid - 10],
        ].map(([x, y]) => p.ellipse(x as number, y as number, 4, 3.4, '#a8682e', { detail: true })),
        ...[
          [-r * 0.6, -r * 0.4],
          [r * 0.55, -r * 0.5],
        ].map(([x, y]) => hp.ellipse(x as number, y as number, r * 0.16, r * 0.13, '#a8682e', { detail: true })),
      ];
    case 'cow':
      return [
        p.ellipse(-6, mid - 4, 6, 5, '#2e2a2c', { detail: true }),
        p.ellipse(7, mid + 6, 5, 4, '#2e2a2c', { detail: true }),
        hp.ellipse(-r * 0.5, -r * 0.45, r * 0.28, r * 0.22, '#2e2a2c', { detail: true }),
        hp.ellipse(0, r * 0.92, r * 0.48, r * 0.26, '#f2b3bb', { detail: true }),
        hp.circle(-r * 0.16, r * 0.92, r * 0.06, '#8a3a4a', { detail: true }),
        hp.circle(r * 0.16, r * 0.92, r * 0.06, '#8a3a4a', { detail: true }),
      ];
    case 'sheep':
      return [
        ...[-0.7, -0.25, 0.25, 0.7].map((x) => hp.circle(x * r, -r * 0.85, r * 0.32, lighten(a.fur, 0.2))),
        ...[
          [-9, mid - 8],
          [0, mid - 10],
          [9, mid - 8],
          [-11, mid + 2],
          [11, mid + 2],
          [0, mid + 6],
        ].map(([x, y]) => p.circle(x as number, y as number, 6.5, lighten(a.fur, 0.12))),
      ];
    case 'horse':
      return [
        hp.path(
          `M${-r * 0.35} ${-r * 0.75} Q0 ${-r * 1.35} ${r * 0.35} ${-r * 0.75} Q${r * 0.1} ${-r * 0.45} ${-r * 0.05} ${-r * 0.35} Q${-r * 0.15} ${-r * 0.6} ${-r * 0.35} ${-r * 0.75} Z`,
          darken(a.fur, 0.45),
        ),
        hp.ellipse(0, r * 0.95, r * 0.4, r * 0.28, lighten(a.fur, 0.25), { detail: true }),
        hp.circle(-r * 0.14, r * 0.95, r * 0.06, '#3a2a2a', { detail: true }),
        hp.circle(r * 0.14, r * 0.95, r * 0.06, '#3a2a2a', { detail: true }),
      ];
    // A wolf: a pale ruff on the chest and a longer, greyer muzzle than a fox.
    case 'wolf':
      return [
        p.poly(
          [-10, f.shoulderY + 2, 10, f.shoulderY + 2, 6, f.shoulderY + 12, 2, f.shoulderY + 8, 0, f.shoulderY + 16, -2, f.shoulderY + 8, -6, f.shoulderY + 12],
          lighten(a.fur, 0.6),
          { detail: true },
        ),
        hp.ellipse(0, r * 0.62, r * 0.36, r * 0.22, lighten(a.fur, 0.45), { detail: true }),
        hp.ellipse(0, r * 0.5, r * 0.13, r * 0.09, '#2b2426', { detail: true }),
      ];
    case 'raccoon':
      return [...[-0.2, 0.2].map((y) => p.line(`M-12 ${mid + y * 30} Q0 ${mid + y * 30 - 3} 12 ${mid + y * 30}`, darken(a.fur, 0.3), 1.6))];
    default:
      return [];
  }
}
