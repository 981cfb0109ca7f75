/** The PROPS of types.ts, each drawn simply but recognisably; origin at the bottom centre, 100 units tall. */
import type { Prop, PropState, TimeOfDay } from '../../providers/types.ts';
import { darken, lighten } from './color.ts';
import { Pen } from './pen.ts';
import { shapesBox } from './graph.ts';
import { circle, ellipse, line, path, type Shape } from './shapes.ts';
import { drawStoryProp, sparkles, STORY_PROPS, tape, type StoryProp } from './story-props.ts';
import { drawWishProp } from './wish-props.ts';

/** Props that sit in the world (background/midground) rather than next to the hero's hands. */
export const BIG_PROPS: ReadonlySet<Prop> = new Set([
  'tree',
  'house',
  'boat',
  'rocket',
  'bed',
  'rainbow',
  'bridge',
  'snowman',
  'bicycle',
  'sandcastle',
  'tent',
  'stairs',
  'bench',
  'sailboat',
  'hut',
]);

/** Drawing scale of a big prop in the world (its 100 units become this many x 100 px... roughly). */
export function propFootprint(prop: Prop): number {
  switch (prop) {
    case 'tree':
      return 3.6;
    case 'house':
      return 3.0;
    case 'bridge':
    case 'bed':
    case 'stairs':
      return 2.4;
    case 'bicycle':
    case 'sandcastle':
    case 'bench':
      return 2.0;
    case 'tent':
      return 2.6;
    case 'hut':
      return 2.3;
    case 'sailboat':
      return 2.4;
    default:
      return 2.6;
  }
}

/**
 * Draws a prop in a state (a broken mast is drawn broken, a campfire lit) and says which
 * state the drawing shows; a prop without a drawing for that state is drawn whole and says so.
 */
export function drawPropInState(prop: Prop, state: PropState, p: Pen, accent: string, time: TimeOfDay): { shapes: Shape[]; state: PropState } {
  if (state === 'whole') return { shapes: wholeOf(prop, p, accent, time), state };
  if (STORY_PROPS.has(prop)) {
    const own = drawStoryProp(prop as StoryProp, state, p, accent);
    if (own) return { shapes: own, state };
  } else {
    const own = ownState(prop, state, p, accent, time);
    if (own) return { shapes: own, state };
  }
  const whole = wholeOf(prop, p, accent, time);
  const generic = genericState(prop, state, whole, p, accent);
  return generic ? { shapes: generic, state } : { shapes: whole, state: 'whole' };
}

/** The prop as it plainly is on this page: by day a moon is a toy, never a second light in the sky. */
function wholeOf(prop: Prop, p: Pen, accent: string, time: TimeOfDay): Shape[] {
  if (prop === 'moon' && time !== 'night') {
    // A crescent cushion with a sleepy face.
    return [
      p.path('M10 -100 Q-50 -90 -50 -48 Q-46 -4 10 0 Q-22 -20 -22 -50 Q-20 -84 10 -100 Z', '#f6e08a'),
      p.line('M-34 -56 Q-30 -50 -24 -54', '#6a5020', 2.5),
      p.circle(-36, -38, 4, '#f4a6a6', { detail: true, opacity: 0.7 }),
      p.line('M8 -96 Q-44 -86 -44 -48 Q-40 -10 8 -4', '#d8b860', 2, { opacity: 0.8 }),
    ];
  }
  return STORY_PROPS.has(prop) ? (drawStoryProp(prop as StoryProp, 'whole', p, accent) ?? []) : drawProp(prop, p, accent);
}

/** Containers: an empty one and a full one look different. */
const CONTAINERS: ReadonlySet<Prop> = new Set(['basket', 'bucket', 'nest', 'treasure', 'gift', 'cookie', 'letter', 'cake', 'lantern', 'campfire']);

/** State drawings of the older props that the plots turn on. */
function ownState(prop: Prop, state: PropState, p: Pen, accent: string, time: TimeOfDay): Shape[] | null {
  switch (prop) {
    case 'boat':
      // A boat with a mast breaks and mends like the sailboat.
      return state === 'broken' || state === 'mended' ? drawStoryProp('sailboat', state, p, accent) : null;
    case 'bridge':
      if (state === 'broken')
        return [
          ...drawProp('bridge', p, accent).slice(0, 2),
          p.path('M-100 0 Q-50 -40 -22 -48 L-16 -34 Q-50 -26 -100 10 Z', '#a86f45'),
          p.path('M100 0 Q50 -40 22 -48 L16 -34 Q50 -26 100 10 Z', '#a86f45'),
          p.line('M-90 -16 Q-50 -56 -24 -66', '#7a4b2a', 5),
          p.line('M90 -16 Q50 -56 24 -66', '#7a4b2a', 5),
          p.poly([-12, -20, 4, -10, -8, -2], '#8a5a3a'),
          p.poly([8, 6, 22, 12, 10, 18], '#8a5a3a'),
        ];
      if (state === 'mended')
        return [
          ...drawProp('bridge', p, accent),
          p.path('M-22 -46 Q0 -52 22 -46 L20 -32 Q0 -38 -20 -32 Z', '#e0b880'),
          p.circle(-16, -42, 1.8, '#555555', { detail: true }),
          p.circle(16, -42, 1.8, '#555555', { detail: true }),
          ...sparkles(p, [
            [-30, -80],
            [34, -84],
          ]),
        ];
      return null;
    case 'kite':
      if (state === 'broken')
        return [
          p.poly([0, -100, 40, -55, 0, 0, -10, -50], accent),
          p.poly([-10, -50, 0, 0, -40, -55, -24, -62], lighten(accent, 0.35)),
          p.line('M-24 -62 L-8 -52 L-16 -40 L-4 -30', '#3a2a22', 2),
          p.line('M0 0 Q-20 10 -10 30', '#ffffff', 2.5),
        ];
      if (state === 'mended') return [...drawProp('kite', p, accent), ...tape(p, -6, -50, 12, 5, -40), ...sparkles(p, [[40, -90]])];
      return null;
    case 'ball':
      if (state === 'broken')
        return [p.ellipse(0, -16, 56, 16, '#e8604c'), p.path('M-40 -20 Q0 -10 40 -20 Q0 -4 -40 -20 Z', '#ffffff'), p.line('M10 -30 L16 -22', '#3a2a22', 2)];
      return null;
    case 'lantern':
      if (state === 'lit' || state === 'full') return drawProp('lantern', p, accent);
      if (state === 'empty')
        return [
          p.line('M-14 -90 Q0 -108 14 -90', '#5a4a3a', 3),
          p.roundRect(-22, -90, 44, 10, 3, '#5a4a3a'),
          p.roundRect(-18, -80, 36, 60, 8, '#c8d0d8'),
          p.roundRect(-22, -22, 44, 10, 3, '#5a4a3a'),
        ];
      return null;
    case 'basket':
      if (state === 'empty')
        return [
          p.path('M-40 -60 Q0 -120 40 -60', 'none', { stroke: '#a0703f', sw: 7 }),
          p.ellipse(0, -60, 48, 8, '#7a5230'),
          p.path('M-50 -60 L50 -60 L40 0 L-40 0 Z', '#c8955e'),
          p.line('M-45 -40 L45 -40 M-42 -20 L42 -20', darken('#c8955e', 0.2), 3),
        ];
      if (state === 'full')
        return [
          ...drawProp('basket', p, accent),
          p.circle(-30, -74, 12, '#f6d84a'),
          p.circle(-6, -80, 13, '#e8604c'),
          p.circle(18, -78, 12, '#6cc05a'),
          p.circle(38, -68, 10, '#e8604c'),
        ];
      return null;
    case 'treasure':
      if (state === 'empty')
        return [
          p.roundRect(-50, -50, 100, 50, 6, '#9a5f32'),
          p.ellipse(0, -50, 48, 8, '#4a2a18'),
          p.path('M-50 -54 Q-50 -110 0 -116 Q50 -110 50 -54 L44 -58 Q40 -100 0 -104 Q-40 -100 -44 -58 Z', '#b8743e'),
          p.roundRect(-8, -62, 16, 20, 3, '#f2c14e'),
        ];
      if (state === 'full' || state === 'lit') return drawProp('treasure', p, accent);
      return null;
    case 'gift':
      if (state === 'empty')
        return [
          p.roundRect(-40, -64, 80, 64, 4, accent),
          p.ellipse(0, -64, 38, 6, darken(accent, 0.35)),
          p.roundRect(-7, -64, 14, 64, 2, '#ffd84a'),
          p.poly([-44, -74, -4, -70, -24, -104, -60, -100], lighten(accent, 0.15)),
        ];
      if (state === 'full')
        return [
          ...drawProp('gift', p, accent),
          ...sparkles(p, [
            [-46, -96],
            [46, -90],
          ]),
        ];
      return null;
    case 'cake':
      if (state === 'empty')
        return [
          p.ellipse(0, -4, 50, 8, '#eeeeee'),
          ...[
            [-20, -8],
            [6, -10],
            [22, -6],
          ].map(([x, y]) => p.circle(x as number, y as number, 3, '#f7c7d9', { detail: true })),
        ];
      if (state === 'lit' || state === 'full') return drawProp('cake', p, accent);
      return null;
    case 'house':
      if (state === 'lit')
        return [
          ...drawProp('house', p, accent),
          p.roundRect(-32, -48, 16, 14, 2, '#ffd66b', { glow: true }),
          p.roundRect(16, -48, 16, 14, 2, '#ffd66b', { glow: true }),
        ];
      return null;
    case 'tree':
      if (state === 'full')
        return [
          ...drawProp('tree', p, accent),
          ...[
            [-26, -74],
            [8, -90],
            [26, -60],
            [-8, -58],
            [-30, -52],
            [14, -74],
          ].map(([x, y]) => p.circle(x as number, y as number, 6, '#e8604c')),
        ];
      return null;
    case 'star':
      if (state === 'lit') return [p.circle(0, -50, 80, '#fff2a8', { glow: true, opacity: 0.35, detail: true }), ...drawProp('star', p, accent)];
      return null;
    default:
      return null;
  }
}

/** A state drawn over any prop in page px: a crack, tape, glow, a bush it hides behind, a heap. */
function genericState(prop: Prop, state: PropState, whole: Shape[], p: Pen, accent: string): Shape[] | null {
  const b = shapesBox(whole);
  if (!b) return null;
  const [x0, y0, x1, y1] = b;
  const w = x1 - x0;
  const h = y1 - y0;
  const mx = (x0 + x1) / 2;
  const my = (y0 + y1) / 2;
  const sw = Math.max(2, w * 0.03);
  switch (state) {
    case 'broken':
      return [
        ...whole,
        line(
          `M${mx - w * 0.05} ${y0 + h * 0.05} L${mx + w * 0.08} ${y0 + h * 0.3} L${mx - w * 0.06} ${my} L${mx + w * 0.06} ${y0 + h * 0.72} L${mx - w * 0.02} ${y1 - h * 0.05}`,
          '#2b2222',
          sw,
        ),
        path(`M${x1 + w * 0.05} ${y1} L${x1 + w * 0.2} ${y1 - h * 0.08} L${x1 + w * 0.26} ${y1} Z`, accent),
      ];
    case 'mended':
      return [
        ...whole,
        ellipse(mx, my, w * 0.16, h * 0.09, '#fbf7ec', { transform: `rotate(-30 ${mx} ${my})` }),
        line(`M${mx - w * 0.1} ${my - h * 0.05} L${mx + w * 0.1} ${my + h * 0.05}`, '#d8cdb4', Math.max(1, sw * 0.5)),
        ...sparkles(
          p,
          [
            [-50, -100],
            [54, -90],
          ],
          8,
        ),
      ];
    case 'lit':
      return [
        circle(mx, my, Math.max(w, h) * 0.75, '#ffe9a0', { glow: true, opacity: 0.3, detail: true }),
        ...whole.map((s) => (s.k === 'raw' ? s : { ...s, glow: true })),
        ...sparkles(
          p,
          [
            [-46, -96],
            [48, -86],
          ],
          7,
        ),
      ];
    case 'lost':
      // Half hidden in a bush, with a glint to find it by.
      return [
        ...whole,
        circle(mx - w * 0.4, y1 - h * 0.12, h * 0.36, '#4f9a4a'),
        circle(mx + w * 0.35, y1 - h * 0.1, h * 0.34, '#468f44'),
        circle(mx, y1 - h * 0.2, h * 0.4, '#5aa752'),
        ...sparkles(p, [[40, -92]], 12),
      ];
    case 'full':
      if (CONTAINERS.has(prop) || BIG_PROPS.has(prop)) return null;
      // A heap of them.
      return [...drawProp(prop, p.sub(-34, 0, 0.7), accent), ...drawProp(prop, p.sub(34, 0, 0.7), accent), ...whole];
    default:
      return null;
  }
}
/** Props that live in the sky. */
export const SKY_PROPS: ReadonlySet<Prop> = new Set(['kite', 'moon', 'rainbow', 'star']);

function starPts(cx: number, cy: number, R: number, r: number): number[] {
  const pts: number[] = [];
  for (let i = 0; i < 10; i++) {
    const a = (i * Math.PI) / 5 - Math.PI / 2;
    const rr = i % 2 === 0 ? R : r;
    pts.push(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr);
  }
  return pts;
}

export function drawProp(prop: Prop, p: Pen, accent: string): Shape[] {
  switch (prop) {
    case 'ball':
      return [
        p.circle(0, -50, 50, '#e8604c'),
        p.path('M-50 -50 Q0 -20 50 -50 Q0 -2 -50 -50 Z', '#ffffff'),
        p.path('M-20 -96 Q10 -50 -20 -4 Q-2 -50 -20 -96 Z', '#3f7fd6'),
      ];
    case 'kite':
      return [
        p.poly([0, -100, 40, -55, 0, 0, -40, -55], accent),
        p.poly([0, -100, 40, -55, 0, -55], lighten(accent, 0.35), { detail: true }),
        p.poly([0, 0, -40, -55, 0, -55], lighten(accent, 0.35), { detail: true }),
        p.line('M0 0 Q-10 20 4 40 Q16 60 0 80', '#ffffff', 2.5),
        p.poly([-6, 20, 6, 24, -4, 30], '#ffd23f', { detail: true }),
        p.poly([6, 50, -6, 54, 4, 60], '#ff6b9a', { detail: true }),
      ];
    case 'book':
      return [
        p.path('M-50 -10 L-50 -80 Q-25 -92 0 -80 L0 -10 Q-25 -22 -50 -10 Z', '#fffaf0'),
        p.path('M50 -10 L50 -80 Q25 -92 0 -80 L0 -10 Q25 -22 50 -10 Z', '#fbf1dc'),
        p.path('M-54 -6 L-54 -76 L-50 -80 L-50 -10 Q-25 -22 0 -10 Q25 -22 50 -10 L50 -80 L54 -76 L54 -6 Q27 -16 0 -4 Q-27 -16 -54 -6 Z', accent),
        p.line('M-40 -60 L-12 -66 M-40 -48 L-12 -54 M-40 -36 L-14 -42 M12 -66 L40 -60 M12 -54 L40 -48', '#b8a88a', 2.5),
      ];
    case 'lantern':
      return [
        p.circle(0, -45, 60, '#ffd36b', { glow: true, opacity: 0.25, detail: true }),
        p.line('M-14 -90 Q0 -108 14 -90', '#5a4a3a', 3),
        p.roundRect(-22, -90, 44, 10, 3, '#5a4a3a'),
        p.roundRect(-18, -80, 36, 60, 8, '#ffe9a0', { glow: true }),
        p.circle(0, -50, 10, '#fff6c8', { glow: true, detail: true }),
        p.roundRect(-22, -22, 44, 10, 3, '#5a4a3a'),
      ];
    case 'star':
      return [
        p.circle(0, -50, 62, '#fff2a8', { glow: true, opacity: 0.3, detail: true }),
        p.poly(starPts(0, -50, 50, 22), '#ffd84a', { glow: true }),
        p.circle(-10, -56, 4, '#5a4020', { detail: true }),
        p.circle(10, -56, 4, '#5a4020', { detail: true }),
        p.line('M-8 -42 Q0 -36 8 -42', '#5a4020', 2.5),
      ];
    case 'flower':
      return [
        p.limb([0, 0, 0, -55], 6, '#4f9a4a'),
        p.ellipse(12, -28, 12, 6, '#5fb05a', {}, -30),
        ...[0, 72, 144, 216, 288].map((a) => p.circle(Math.cos((a * Math.PI) / 180) * 16, -70 + Math.sin((a * Math.PI) / 180) * 16, 13, accent)),
        p.circle(0, -70, 11, '#ffd84a'),
      ];
    case 'tree':
      return [
        p.roundRect(-10, -45, 20, 45, 4, '#8a5a3a'),
        p.circle(0, -70, 34, '#4f9a4a'),
        p.circle(-24, -56, 24, '#5aa752'),
        p.circle(24, -56, 24, '#468f44'),
        p.circle(-10, -78, 8, '#e8604c', { detail: true }),
        p.circle(14, -64, 7, '#e8604c', { detail: true }),
      ];
    case 'house':
      return [
        p.roundRect(-40, -60, 80, 60, 3, '#f3d8a7'),
        p.poly([-50, -58, 0, -100, 50, -58], '#d9534f'),
        p.roundRect(-10, -34, 20, 34, 8, '#8a5a3a'),
        p.roundRect(-32, -48, 16, 14, 2, '#9fd3f0', { detail: true }),
        p.roundRect(16, -48, 16, 14, 2, '#9fd3f0', { detail: true }),
      ];
    case 'boat':
      return [
        p.path('M-50 -24 L50 -24 L36 0 L-36 0 Z', '#d9534f'),
        p.line('M0 -24 L0 -100', '#6b4a3a', 3),
        p.poly([3, -98, 40, -32, 3, -32], '#fbf6ea'),
        p.poly([-3, -86, -32, -32, -3, -32], lighten(accent, 0.4)),
      ];
    case 'rocket':
      return [
        p.path('M0 -100 Q26 -70 22 -24 L-22 -24 Q-26 -70 0 -100 Z', '#f3f0ea'),
        p.path('M0 -100 Q14 -84 17 -72 L-17 -72 Q-14 -84 0 -100 Z', '#e8604c'),
        p.poly([-22, -40, -38, -10, -20, -24], '#e8604c'),
        p.poly([22, -40, 38, -10, 20, -24], '#e8604c'),
        p.circle(0, -56, 9, '#7fc8f0', { detail: true }),
        p.path('M-12 -24 Q0 6 12 -24 Z', '#ffb84a', { glow: true }),
      ];
    case 'cake':
      return [
        p.ellipse(0, -4, 50, 8, '#eeeeee'),
        p.roundRect(-40, -50, 80, 46, 8, '#f7c7d9'),
        p.path('M-40 -48 Q-30 -34 -20 -46 Q-10 -34 0 -46 Q10 -34 20 -46 Q30 -34 40 -48 L40 -54 L-40 -54 Z', '#fffaf5'),
        p.roundRect(-3, -76, 6, 24, 2, '#7fc8f0'),
        p.ellipse(0, -82, 4, 7, '#ffc23a', { glow: true }),
        p.circle(-20, -28, 4, '#e8604c', { detail: true }),
        p.circle(20, -22, 4, '#e8604c', { detail: true }),
      ];
    case 'gift':
      return [
        p.roundRect(-40, -64, 80, 64, 4, accent),
        p.roundRect(-44, -74, 88, 16, 4, lighten(accent, 0.15)),
        p.roundRect(-7, -74, 14, 74, 2, '#ffd84a'),
        p.ellipse(-14, -82, 14, 9, '#ffd84a', {}, -20),
        p.ellipse(14, -82, 14, 9, '#ffd84a', {}, 20),
      ];
    case 'toothbrush':
      return [
        p.roundRect(-8, -100, 16, 80, 8, '#5ab0e8'),
        p.roundRect(-10, -100, 20, 26, 4, '#ffffff'),
        p.ellipse(0, -106, 12, 7, '#e0f4ff', { detail: true }),
      ];
    case 'blanket':
      return [p.path('M-60 0 Q-62 -40 -50 -50 L50 -50 Q62 -40 60 0 Z', accent), p.line('M-40 -50 L-40 0 M0 -50 L0 0 M40 -50 L40 0', lighten(accent, 0.4), 3)];
    case 'bed':
      return [
        p.roundRect(-60, -40, 120, 30, 6, '#a86f45'),
        p.roundRect(-66, -70, 14, 70, 4, '#8a5a3a'),
        p.roundRect(52, -52, 14, 52, 4, '#8a5a3a'),
        p.roundRect(-52, -52, 30, 14, 7, '#ffffff'),
        p.roundRect(-20, -50, 72, 16, 6, accent),
      ];
    case 'moon':
      return [
        p.circle(0, -50, 70, '#fff6c8', { glow: true, opacity: 0.25, detail: true }),
        p.circle(0, -50, 50, '#fff1b0', { glow: true }),
        p.circle(-14, -60, 8, '#efe0a0', { glow: true, detail: true }),
        p.circle(16, -38, 6, '#efe0a0', { glow: true, detail: true }),
      ];
    case 'rainbow':
      return ['#e8604c', '#f6a43c', '#f6d84a', '#6cc06a', '#4a9ae0', '#8a6ad0'].map((c, i) =>
        p.line(`M${-100 + i * 7} 0 Q${-100 + i * 7} ${-100 + i * 7} 0 ${-100 + i * 7} Q${100 - i * 7} ${-100 + i * 7} ${100 - i * 7} 0`, c, 7.5, {
          opacity: 0.85,
          glow: true,
        }),
      );
    case 'shell':
      return [
        p.path('M0 -4 L-40 -50 Q-20 -92 0 -92 Q20 -92 40 -50 Z', '#f7c9b0'),
        p.line('M0 -4 L-20 -84 M0 -4 L0 -92 M0 -4 L20 -84 M0 -4 L-34 -60 M0 -4 L34 -60', '#d99a80', 3),
        p.roundRect(-12, -12, 24, 12, 4, '#f0b89c'),
      ];
    case 'map':
      return [
        p.poly([-50, -80, -18, -88, 18, -80, 50, -88, 50, -8, 18, 0, -18, -8, -50, 0], '#f6e7c1'),
        p.line('M-18 -88 L-18 -8 M18 -80 L18 0', '#d8c49a', 2),
        p.line('M-38 -30 Q-20 -60 0 -44 Q18 -30 30 -62', '#b85a3a', 3, { opacity: 0.8 }),
        p.line('M26 -68 L36 -56 M36 -68 L26 -56', '#d9413a', 4),
      ];
    case 'key':
      return [
        p.circle(0, -76, 22, '#f2c14e'),
        p.circle(0, -76, 9, '#fff6dc', { detail: true }),
        p.roundRect(-6, -56, 12, 56, 3, '#f2c14e'),
        p.roundRect(6, -20, 14, 8, 2, '#f2c14e'),
        p.roundRect(6, -36, 10, 8, 2, '#f2c14e'),
      ];
    case 'basket':
      return [
        p.path('M-40 -60 Q0 -120 40 -60', 'none', { stroke: '#a0703f', sw: 7 }),
        p.path('M-50 -60 L50 -60 L40 0 L-40 0 Z', '#c8955e'),
        p.line('M-45 -40 L45 -40 M-42 -20 L42 -20', darken('#c8955e', 0.2), 3),
        p.circle(-18, -64, 12, '#e8604c'),
        p.circle(8, -66, 12, '#f6d84a'),
        p.circle(28, -62, 10, '#e8604c'),
      ];
    case 'apple':
      return [
        p.circle(-14, -45, 34, '#e0413a'),
        p.circle(14, -45, 34, '#e0413a'),
        p.line('M0 -76 Q2 -90 8 -96', '#6b4a3a', 5),
        p.ellipse(18, -88, 12, 6, '#5fb05a', {}, -20),
        p.ellipse(-18, -58, 6, 10, '#ff9a8a', { detail: true, opacity: 0.7 }),
      ];
    case 'umbrella':
      return [
        p.limb([0, -90, 0, -6, 10, 0], 5, '#5a4a3a'),
        p.path('M-60 -84 Q-56 -130 0 -132 Q56 -130 60 -84 Q45 -94 30 -84 Q15 -94 0 -84 Q-15 -94 -30 -84 Q-45 -94 -60 -84 Z', accent),
      ];
    case 'bridge':
      return [
        p.path('M-120 14 Q-60 2 0 10 Q60 18 120 8 L120 30 Q60 38 0 30 Q-60 24 -120 34 Z', '#5fb0e0'),
        p.line('M-70 20 q10 -3 20 0 M30 22 q10 -3 20 0', '#d6f0ff', 2.5),
        p.path('M-100 0 Q0 -70 100 0 L100 10 L-100 10 Z', '#a86f45'),
        p.line('M-90 -16 Q0 -84 90 -16', '#7a4b2a', 5),
        ...[-70, -40, 0, 40, 70].map((x) =>
          p.line(`M${x} ${-Math.max(6, 56 - Math.abs(x) * 0.55)} L${x} ${-Math.max(20, 74 - Math.abs(x) * 0.6)}`, '#7a4b2a', 4),
        ),
      ];
    case 'treasure':
      return [
        p.roundRect(-50, -50, 100, 50, 6, '#9a5f32'),
        p.path('M-50 -50 Q-50 -84 0 -84 Q50 -84 50 -50 Z', '#b8743e'),
        p.roundRect(-50, -54, 100, 8, 3, '#f2c14e'),
        p.roundRect(-8, -62, 16, 20, 3, '#f2c14e'),
        p.circle(-24, -86, 8, '#ffe07a', { glow: true }),
        p.circle(-6, -92, 7, '#ffe07a', { glow: true }),
        p.circle(20, -88, 8, '#ffe07a', { glow: true }),
      ];
    case 'snowman':
      return [
        p.circle(0, -30, 30, '#fbfdff'),
        p.circle(0, -78, 22, '#fbfdff'),
        p.circle(-7, -82, 3, '#222222', { detail: true }),
        p.circle(7, -82, 3, '#222222', { detail: true }),
        p.poly([0, -77, 18, -73, 0, -71], '#f08a2c', { detail: true }),
        p.roundRect(-20, -64, 40, 8, 4, '#e8604c'),
        p.roundRect(-16, -112, 32, 14, 3, '#2a2a3a'),
        p.roundRect(-24, -100, 48, 5, 2, '#2a2a3a'),
        p.circle(0, -40, 3, '#222222', { detail: true }),
        p.circle(0, -26, 3, '#222222', { detail: true }),
      ];
    case 'balloon':
    case 'bicycle':
    case 'sandcastle':
      return drawWishProp(prop, p, accent);
    case 'campfire':
    case 'stairs':
    case 'tent':
    case 'sailboat':
    case 'bench':
    case 'bucket':
    case 'nest':
    case 'seed':
    case 'puzzle':
    case 'drum':
    case 'letter':
    case 'cookie':
    case 'hut':
      return drawStoryProp(prop, 'whole', p, accent) ?? [];
    default: {
      const never: never = prop;
      throw new Error(`unknown prop ${String(never)}`);
    }
  }
}
