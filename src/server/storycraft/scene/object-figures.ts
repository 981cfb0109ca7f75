/**
 * More object heroes (bus, truck, bicycle, rocket, teddy, doll, kite, hat): each is
 * drawn as that object, and figures.ts puts the friendly face at (fx, fy) with size k.
 */
import type { Appearance, ObjectType } from './appearance.ts';
import { darken, lighten } from './color.ts';
import type { Pen } from './pen.ts';
import type { Shape } from './shapes.ts';

export interface ObjectDrawing {
  shapes: Shape[];
  fx: number;
  fy: number;
  k: number;
}

/** Objects that roll, fly or float: no legs, and they stay level on the ground. */
export const VEHICLES: ReadonlySet<ObjectType> = new Set(['car', 'train', 'plane', 'boat', 'balloon', 'cloud', 'bus', 'truck', 'bicycle', 'rocket', 'kite']);

const wheel = (p: Pen, x: number, y: number, r: number): Shape[] => [p.circle(x, y, r, '#333333'), p.circle(x, y, r * 0.42, '#cccccc', { detail: true })];

/** The object, or null when figures.ts draws it itself. */
export function moreObjects(p: Pen, a: Appearance): ObjectDrawing | null {
  const c = a.fur;
  const accent = a.accent ?? lighten(c, 0.45);
  switch (a.objectType) {
    case 'plane':
      return {
        // A propeller plane seen from the side: fuselage, wing, tail fin, cockpit, propeller; face on the nose.
        shapes: [
          p.poly([-52, -60, -62, -92, -44, -92, -32, -60], darken(c, 0.12)),
          p.ellipse(-46, -60, 14, 4, darken(c, 0.12)),
          p.path('M-56 -58 Q-50 -72 -20 -72 L30 -72 Q56 -70 58 -54 Q56 -38 30 -36 L-20 -36 Q-50 -40 -56 -58 Z', c),
          p.path('M-18 -58 Q-2 -76 14 -72 Q6 -62 -6 -58 Z', '#cfe9ff', { detail: true }),
          p.poly([-14, -48, 22, -48, 6, -18, -6, -18], darken(c, 0.18)),
          p.ellipse(58, -54, 6, 9, accent),
          p.ellipse(64, -54, 2.5, 22, '#555555', { detail: true }),
          p.limb([10, -24, 10, -12], 2.5, '#555555'),
          p.circle(10, -10, 5, '#333333'),
        ],
        fx: 36,
        fy: -56,
        k: 0.6,
      };
    case 'bus':
      return {
        shapes: [
          p.roundRect(-50, -84, 100, 62, 10, c),
          p.roundRect(-50, -40, 100, 6, 2, accent, { detail: true }),
          ...[-40, -18, 4].map((x) => p.roundRect(x, -76, 18, 16, 3, '#cfe9ff', { detail: true })),
          p.roundRect(28, -76, 16, 30, 3, '#cfe9ff', { detail: true }),
          ...wheel(p, -30, -18, 11),
          ...wheel(p, 30, -18, 11),
        ],
        fx: -12,
        fy: -48,
        k: 0.75,
      };
    case 'truck':
      return {
        shapes: [
          p.roundRect(-52, -76, 62, 50, 6, accent),
          p.roundRect(12, -66, 38, 40, 8, c),
          p.roundRect(24, -60, 20, 14, 3, '#cfe9ff', { detail: true }),
          ...wheel(p, -34, -18, 11),
          ...wheel(p, 32, -18, 11),
        ],
        fx: 31,
        fy: -38,
        k: 0.55,
      };
    case 'bicycle':
      return {
        shapes: [
          ...[-30, 30].flatMap((x) => [p.circle(x, -24, 22, 'none', { stroke: '#333333', sw: 4 }), p.circle(x, -24, 3, '#888888', { detail: true })]),
          p.line('M-30 -24 L-4 -24 L14 -54 L-16 -54 L-4 -24 M14 -54 L30 -24 M-16 -54 L-20 -64 M14 -54 L10 -70 L22 -72', c, 4.5),
          p.roundRect(-28, -68, 18, 6, 3, '#3a3438'),
          p.circle(-4, -24, 5, darken(c, 0.2)),
          p.circle(0, -92, 20, c),
        ],
        fx: 0,
        fy: -92,
        k: 0.8,
      };
    case 'rocket':
      return {
        shapes: [
          p.poly([-18, -30, -34, -8, -18, -14], accent),
          p.poly([18, -30, 34, -8, 18, -14], accent),
          p.path('M-18 -14 L-18 -70 Q0 -118 18 -70 L18 -14 Z', c),
          p.circle(0, -64, 9, '#cfe9ff', { detail: true }),
          p.circle(0, -64, 9, 'none', { stroke: darken(c, 0.3), sw: 2, detail: true }),
          p.poly([-10, -14, 0, 4, 10, -14], '#ffb347', { glow: true }),
        ],
        fx: 0,
        fy: -38,
        k: 0.65,
      };
    case 'teddy':
      return {
        shapes: [
          ...[-1, 1].map((s) => p.circle(s * 20, -98, 9, c)),
          ...[-1, 1].map((s) => p.circle(s * 20, -98, 4.5, lighten(c, 0.35), { detail: true })),
          p.ellipse(0, -42, 24, 28, c),
          p.ellipse(0, -38, 14, 17, lighten(c, 0.35), { detail: true }),
          p.circle(0, -80, 22, c),
          p.ellipse(0, -72, 10, 7, lighten(c, 0.35), { detail: true }),
          p.ellipse(0, -76, 3.5, 2.5, '#3a2a2a', { detail: true }),
          p.path('M-6 -58 L0 -54 L6 -58 L6 -50 L0 -54 L-6 -50 Z', a.accent ?? '#e8604c', { detail: true }),
        ],
        fx: 0,
        fy: -84,
        k: 0.85,
      };
    case 'doll':
      return {
        shapes: [
          p.path('M-16 -62 L16 -62 L26 -20 Q0 -14 -26 -20 Z', c),
          p.path(`M-22 -98 Q-26 -70 -18 -56 L18 -56 Q26 -70 22 -98 Q0 -114 -22 -98 Z`, a.accent ?? '#8e3b20'),
          p.circle(0, -82, 17, '#f3cfb3'),
          p.path('M-18 -88 Q-8 -104 0 -100 Q10 -104 18 -88 Q4 -96 -18 -88 Z', a.accent ?? '#8e3b20'),
        ],
        fx: 0,
        fy: -84,
        k: 0.85,
      };
    case 'kite':
      return {
        shapes: [
          p.line('M0 -22 Q-12 -8 4 6 Q14 14 6 24', '#777777', 1.4),
          ...[
            [-4, 8],
            [8, 18],
          ].map(([x, y]) => p.poly([x as number, y as number, (x as number) - 5, (y as number) - 4, (x as number) - 5, (y as number) + 4], accent)),
          p.poly([0, -110, 36, -66, 0, -22, -36, -66], c),
          p.line('M0 -110 L0 -22 M-36 -66 L36 -66', darken(c, 0.25), 1.6),
          p.poly([0, -110, 36, -66, 0, -66], lighten(c, 0.2), { detail: true }),
        ],
        fx: 0,
        fy: -64,
        k: 0.75,
      };
    case 'hat':
      return {
        shapes: [
          p.ellipse(0, -34, 48, 10, darken(c, 0.1)),
          p.path('M-30 -36 Q-32 -88 0 -90 Q32 -88 30 -36 Z', c),
          p.roundRect(-30, -48, 60, 8, 2, accent, { detail: true }),
          p.ellipse(38, -30, 22, 7, darken(c, 0.15), {}, 6),
        ],
        fx: 0,
        fy: -64,
        k: 0.85,
      };
    default:
      return null;
  }
}
