/**
 * Hero details the first figure set lacked: braids, a beard, a helmet, a headscarf and
 * a sun hat. Drawn in the head's local units (radius r, centre at 0, hy).
 */
import type { Appearance } from './appearance.ts';
import { darken, lighten } from './color.ts';
import type { Pen } from './pen.ts';
import type { Shape } from './shapes.ts';

/** Two plaited braids hanging beside the face, with ties. */
export function braids(p: Pen, a: Appearance, hy: number, r: number): Shape[] {
  const out: Shape[] = [];
  for (const s of [-1, 1]) {
    for (let i = 0; i < 5; i++)
      out.push(p.ellipse(s * (r + 2), hy + 2 + i * r * 0.32, 4.2, r * 0.2, i % 2 ? darken(a.hair, 0.12) : a.hair, {}, s * (i % 2 ? 20 : -20)));
    out.push(p.circle(s * (r + 2), hy + 2 + 5 * r * 0.32, 2.6, a.bow ?? '#ef7fae', { detail: true }));
    out.push(p.ellipse(s * (r + 2), hy + 4 + 5.6 * r * 0.32, 3, 4.5, a.hair));
  }
  return out;
}

/** A full soft beard around the chin and a moustache, leaving the mouth free. */
export function beard(p: Pen, colour: string, r: number): Shape[] {
  return [
    p.path(
      `M${-r * 0.9} ${r * 0.05} Q${-r * 0.85} ${r * 1.25} 0 ${r * 1.32} Q${r * 0.85} ${r * 1.25} ${r * 0.9} ${r * 0.05} Q${r * 0.6} ${r * 0.75} 0 ${r * 0.78} Q${-r * 0.6} ${r * 0.75} ${-r * 0.9} ${r * 0.05} Z`,
      colour,
    ),
    p.path(`M${-r * 0.38} ${r * 0.5} Q0 ${r * 0.32} ${r * 0.38} ${r * 0.5} Q0 ${r * 0.45} ${-r * 0.38} ${r * 0.5} Z`, colour, { detail: true }),
  ];
}

/** Hats beyond cap, hat, beanie and crown; [] for the others. */
export function moreHats(p: Pen, a: Appearance, hy: number, r: number): Shape[] {
  if (!a.hat) return [];
  const c = a.hat.color;
  switch (a.hat.type) {
    case 'helmet':
      return [
        p.path(`M${-r - 2} ${hy - r * 0.1} Q${-r - 2} ${hy - r - 6} 0 ${hy - r - 6} Q${r + 2} ${hy - r - 6} ${r + 2} ${hy - r * 0.1} Z`, c),
        p.roundRect(-r - 3, hy - r * 0.2, 2 * r + 6, 4, 2, darken(c, 0.2)),
        p.ellipse(-r * 0.35, hy - r * 0.75, r * 0.25, r * 0.12, lighten(c, 0.5), { detail: true, opacity: 0.7 }, -20),
      ];
    case 'headscarf':
      return [
        p.path(
          `M${-r - 3} ${hy + r * 0.6} Q${-r - 5} ${hy - r - 5} 0 ${hy - r - 5} Q${r + 5} ${hy - r - 5} ${r + 3} ${hy + r * 0.6} Q${r * 0.8} ${hy - r * 0.55} 0 ${hy - r * 0.6} Q${-r * 0.8} ${hy - r * 0.55} ${-r - 3} ${hy + r * 0.6} Z`,
          c,
        ),
        p.path(
          `M${-r - 3} ${hy + r * 0.6} Q0 ${hy + r * 1.5} ${r + 3} ${hy + r * 0.6} L${r * 0.9} ${hy + r * 1.2} Q0 ${hy + r * 1.9} ${-r * 0.9} ${hy + r * 1.2} Z`,
          darken(c, 0.08),
        ),
      ];
    case 'sun-hat':
      return [
        p.ellipse(0, hy - r * 0.55, r + 14, 5, c),
        p.path(`M${-r * 0.75} ${hy - r * 0.55} Q${-r * 0.7} ${hy - r - 8} 0 ${hy - r - 8} Q${r * 0.7} ${hy - r - 8} ${r * 0.75} ${hy - r * 0.55} Z`, c),
        p.roundRect(-r * 0.75, hy - r * 0.78, r * 1.5, 3.5, 1, a.bow ?? darken(c, 0.3), { detail: true }),
      ];
    default:
      return [];
  }
}

/** The small chest emblem that keeps a plain hero recognisable from page to page. */
export function emblem(p: Pen, a: Appearance, y: number): Shape[] {
  const c = lighten(a.top, 0.55);
  if (a.emblem === 'star') {
    const pts: number[] = [];
    for (let i = 0; i < 10; i++) {
      const ang = (i * Math.PI) / 5 - Math.PI / 2;
      const rr = i % 2 === 0 ? 5 : 2.2;
      pts.push(Math.cos(ang) * rr, y + Math.sin(ang) * rr);
    }
    return [p.poly(pts, '#ffe07a', { detail: true })];
  }
  if (a.emblem === 'heart')
    return [
      p.path(`M0 ${y + 4} Q-7 ${y - 1} -3.5 ${y - 4} Q-1 ${y - 5.5} 0 ${y - 2.5} Q1 ${y - 5.5} 3.5 ${y - 4} Q7 ${y - 1} 0 ${y + 4} Z`, '#ff8fab', {
        detail: true,
      }),
    ];
  if (a.emblem === 'stripes') return [p.roundRect(-13, y - 4, 26, 3.2, 1, c, { detail: true }), p.roundRect(-14, y + 3, 28, 3.2, 1, c, { detail: true })];
  return [];
}
