/**
 * Props that parents' wishes bring into the pictures: a balloon, a bicycle and a
 * sandcastle. Same conventions as props.ts: origin at the bottom centre, about 100 units tall.
 */
import type { Prop } from '../../providers/types.ts';
import { darken, lighten } from './color.ts';
import type { Pen } from './pen.ts';
import type { Shape } from './shapes.ts';

export type WishProp = Extract<Prop, 'balloon' | 'bicycle' | 'sandcastle'>;

export function drawWishProp(prop: WishProp, p: Pen, accent: string): Shape[] {
  switch (prop) {
    case 'balloon':
      return [
        p.line('M0 0 Q-8 -20 0 -40 Q8 -52 0 -60', '#ffffff', 2.5),
        p.ellipse(0, -88, 26, 32, accent),
        p.ellipse(-9, -98, 7, 11, lighten(accent, 0.45), { detail: true, opacity: 0.8 }, -20),
        p.poly([-5, -56, 5, -56, 0, -62], darken(accent, 0.2)),
      ];
    case 'bicycle':
      return [
        p.circle(-38, -24, 24, 'none', { stroke: '#2f3440', sw: 6 }),
        p.circle(38, -24, 24, 'none', { stroke: '#2f3440', sw: 6 }),
        p.line('M-38 -24 L-8 -24 L18 -58 L-20 -58 Z M18 -58 L38 -24 M-20 -58 L-24 -68 M18 -58 L16 -76', accent, 6),
        p.line('M-32 -68 L-16 -68 M8 -78 L26 -74', '#2f3440', 6),
        p.circle(-8, -24, 6, '#2f3440', { detail: true }),
      ];
    case 'sandcastle':
      return [
        p.roundRect(-50, -40, 100, 40, 4, '#e8c98a'),
        p.roundRect(-40, -70, 30, 32, 3, '#e2bf7c'),
        p.roundRect(10, -70, 30, 32, 3, '#e2bf7c'),
        p.roundRect(-14, -88, 28, 50, 3, '#ecd29a'),
        p.path('M-14 -88 l5 -7 l5 7 l4 -7 l5 7 l5 -7 l4 7 Z', '#e2bf7c', { detail: true }),
        p.line('M0 -88 L0 -112', '#8a5a3a', 3),
        p.poly([0, -112, 18, -106, 0, -100], '#e8604c'),
        p.roundRect(-6, -20, 12, 20, 6, darken('#e8c98a', 0.25), { detail: true }),
      ];
  }
}
