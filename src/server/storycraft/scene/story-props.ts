/**
 * The props the issue-16 plots turn on (campfire, stairs, tent, sailboat, bench, bucket, nest, seed,
 * puzzle, drum, letter, cookie), each with the states a plot needs: a sailboat's mast broken or
 * mended, a campfire lit or cold, a bucket or nest empty or full. Same conventions as props.ts:
 * origin at the bottom centre, about 100 units tall, up is negative. Returns null for a state the
 * prop has no drawing of (props.ts then falls back to a generic treatment).
 */
import type { Prop, PropState } from '../../providers/types.ts';
import { darken, lighten } from './color.ts';
import type { Pen } from './pen.ts';
import type { Shape } from './shapes.ts';

export type StoryProp = Extract<
  Prop,
  'campfire' | 'stairs' | 'tent' | 'sailboat' | 'bench' | 'bucket' | 'nest' | 'seed' | 'puzzle' | 'drum' | 'letter' | 'cookie' | 'hut'
>;
export const STORY_PROPS: ReadonlySet<Prop> = new Set<StoryProp>([
  'campfire',
  'stairs',
  'tent',
  'sailboat',
  'bench',
  'bucket',
  'nest',
  'seed',
  'puzzle',
  'drum',
  'letter',
  'cookie',
  'hut',
]);

const WOOD = '#a86f45';
const WOOD_DARK = '#7a4b2a';

/** A strip of white tape wrapped round a mended part, with a little shine. */
export function tape(p: Pen, x: number, y: number, w: number, h: number, angle = 0): Shape[] {
  return [p.ellipse(x, y, w, h, '#fbf7ec', {}, angle), p.line(`M${x - w * 0.6} ${y - h * 0.2} L${x + w * 0.6} ${y + h * 0.2}`, '#d8cdb4', 1.5)];
}

/** Four-pointed sparkles around a thing that is newly mended or found. */
export function sparkles(p: Pen, pts: [number, number][], s = 7): Shape[] {
  return pts.map(([x, y]) =>
    p.poly(
      [x, y - s, x + s * 0.3, y - s * 0.3, x + s, y, x + s * 0.3, y + s * 0.3, x, y + s, x - s * 0.3, y + s * 0.3, x - s, y, x - s * 0.3, y - s * 0.3],
      '#fff3a0',
      { glow: true, detail: true },
    ),
  );
}

function flames(p: Pen, cx: number, base: number, k: number): Shape[] {
  return [
    p.circle(cx, base - 30 * k, 70 * k, '#ffcf6a', { glow: true, opacity: 0.22, detail: true }),
    p.path(
      `M${cx - 26 * k} ${base} Q${cx - 34 * k} ${base - 40 * k} ${cx - 6 * k} ${base - 88 * k} Q${cx - 2 * k} ${base - 50 * k} ${cx + 10 * k} ${base - 62 * k} Q${cx + 34 * k} ${base - 30 * k} ${cx + 24 * k} ${base} Z`,
      '#f2683a',
      { glow: true },
    ),
    p.path(
      `M${cx - 16 * k} ${base} Q${cx - 20 * k} ${base - 30 * k} ${cx - 2 * k} ${base - 62 * k} Q${cx + 4 * k} ${base - 36 * k} ${cx + 12 * k} ${base - 40 * k} Q${cx + 22 * k} ${base - 20 * k} ${cx + 14 * k} ${base} Z`,
      '#ffb640',
      { glow: true },
    ),
    p.path(
      `M${cx - 8 * k} ${base} Q${cx - 8 * k} ${base - 18 * k} ${cx} ${base - 34 * k} Q${cx + 10 * k} ${base - 16 * k} ${cx + 7 * k} ${base} Z`,
      '#fff0a0',
      { glow: true },
    ),
    ...[
      [-18, -96],
      [12, -104],
      [26, -84],
    ].map(([x, y]) => p.circle(cx + (x as number) * k, base + (y as number) * k, 2.2, '#ffd66b', { glow: true, detail: true })),
  ];
}

function campfire(p: Pen, state: PropState): Shape[] | null {
  const stones = [-46, -28, -8, 12, 32, 48].map((x, i) => p.ellipse(x, -6 - (i % 2) * 2, 12, 8, i % 2 ? '#9aa0a8' : '#b8bcc2'));
  const logs = [p.roundRect(-40, -26, 80, 14, 7, WOOD, {}), p.line('M-34 -19 L34 -19', WOOD_DARK, 2)];
  const crossed = [p.path('M-36 -8 L26 -40 L32 -30 L-30 2 Z', '#8a5a3a'), p.path('M36 -8 L-26 -40 L-32 -30 L30 2 Z', WOOD)];
  switch (state) {
    case 'whole':
    case 'empty':
      // Cold: logs laid ready (or only ashes), no flame.
      return state === 'empty'
        ? [...stones, p.ellipse(0, -8, 34, 9, '#6a6468'), p.ellipse(-6, -10, 10, 4, '#8a8488', { detail: true })]
        : [...stones, ...crossed, ...logs];
    case 'lit':
    case 'full':
      return [...stones, ...crossed, ...flames(p, 0, -16, 1), ...logs];
    case 'broken':
      return [
        ...stones,
        p.path('M-50 -4 L-10 -14 L-8 -4 L-48 6 Z', WOOD),
        p.path('M10 -12 L52 -22 L54 -12 L12 -2 Z', '#8a5a3a'),
        p.line('M0 -20 Q-8 -40 4 -56 Q14 -70 4 -86', '#b8bcc8', 4, { opacity: 0.7 }),
      ];
    case 'mended':
      return [
        ...stones,
        ...crossed,
        ...logs,
        ...flames(p, 0, -16, 0.55),
        ...sparkles(p, [
          [-40, -60],
          [44, -50],
        ]),
      ];
    default:
      return null;
  }
}

function stairs(p: Pen, state: PropState): Shape[] | null {
  const out: Shape[] = [];
  const steps = 5;
  for (let i = 0; i < steps; i++) {
    const x = -60 + i * 22;
    const y = -i * 18;
    const missing = state === 'broken' && i === 2;
    out.push(p.roundRect(x, y - 18, 120 - i * 22, 18, 2, i % 2 ? '#c89a6a' : '#b8865a'));
    if (missing)
      out.push(
        p.roundRect(x + 2, y - 18, 20, 6, 1, '#3a2a22'),
        p.poly([x + 4, y - 10, x + 14, y - 14, x + 20, y - 6], '#3a2a22', { detail: true }),
        p.roundRect(x - 30, -6, 26, 6, 2, '#c89a6a', {}),
      );
    else out.push(p.roundRect(x, y - 18, 22, 5, 1, state === 'mended' && i === 2 ? '#f0d6a8' : lighten('#c89a6a', 0.2), { detail: true }));
    if (state === 'mended' && i === 2)
      out.push(p.circle(x + 4, y - 15, 1.6, '#555555', { detail: true }), p.circle(x + 18, y - 15, 1.6, '#555555', { detail: true }));
  }
  // Banister along the steps.
  out.push(p.line('M-52 -30 L52 -118', WOOD_DARK, 5));
  for (let i = 0; i < steps; i++) out.push(p.line(`M${-52 + i * 22} ${-18 - i * 18} L${-52 + i * 22} ${-30 - i * 18 - 4}`, WOOD_DARK, 3));
  if (state === 'mended')
    out.push(
      ...sparkles(p, [
        [-20, -70],
        [30, -40],
      ]),
    );
  if (state === 'lit')
    out.push(p.circle(52, -124, 9, '#ffe9a0', { glow: true }), p.circle(52, -124, 22, '#ffe9a0', { glow: true, opacity: 0.3, detail: true }));
  return state === 'whole' || state === 'broken' || state === 'mended' || state === 'lit' ? out : null;
}

function tent(p: Pen, state: PropState, accent: string): Shape[] | null {
  const cloth = '#e8944a';
  const out: Shape[] = [p.line('M-70 0 L-48 -40 M70 0 L48 -40', '#8a7a6a', 1.5)];
  if (state === 'broken') {
    out.push(
      p.path('M-56 0 L-10 -58 Q10 -40 56 0 Z', cloth),
      p.path('M-10 -58 Q0 -30 10 0 L-20 0 Z', darken(cloth, 0.2)),
      p.line('M-10 -58 L-18 -76', WOOD_DARK, 3),
      p.line('M30 -8 L58 -24', WOOD_DARK, 3),
    );
    return out;
  }
  const lit = state === 'lit';
  out.push(p.poly([-58, 0, 0, -92, 58, 0], cloth), p.poly([0, -92, 58, 0, 30, 0], darken(cloth, 0.12)));
  out.push(p.poly([-20, 0, 0, -62, 20, 0], lit ? '#ffd98a' : '#5a3a2a', lit ? { glow: true } : {}));
  out.push(p.path('M0 -62 Q-6 -30 -24 0 L-14 0 Q-2 -30 0 -62 Z', lighten(cloth, 0.2)));
  out.push(p.line('M0 -92 L0 -106', WOOD_DARK, 3), p.poly([0, -106, 16, -101, 0, -96], accent));
  if (lit) out.push(p.circle(0, -30, 48, '#ffd98a', { glow: true, opacity: 0.25, detail: true }));
  if (state === 'mended')
    out.push(p.roundRect(24, -40, 16, 14, 2, '#6ab0e0'), p.line('M26 -38 L38 -28 M38 -38 L26 -28', '#ffffff', 1.2), ...sparkles(p, [[40, -70]]));
  return state === 'whole' || lit || state === 'mended' ? out : null;
}

function sailboat(p: Pen, state: PropState, accent: string): Shape[] | null {
  const hull = [
    p.path('M-54 -26 L54 -26 L40 0 L-40 0 Z', '#d9534f'),
    p.roundRect(-54, -30, 108, 6, 2, '#fbf4e6'),
    p.circle(-24, -14, 4, '#fbf4e6', { detail: true }),
    p.circle(0, -14, 4, '#fbf4e6', { detail: true }),
  ];
  if (state === 'broken') {
    // The mast snapped halfway: the top hangs down with its sail crumpled over the deck.
    return [
      ...hull,
      p.line('M0 -28 L0 -64', '#6b4a3a', 4),
      p.poly([-3, -64, 3, -64, 1, -70, -1, -67], '#6b4a3a'),
      p.line('M2 -66 L40 -40', '#6b4a3a', 4),
      p.path('M4 -62 Q26 -70 40 -42 Q30 -34 18 -40 Q10 -46 4 -62 Z', '#efe6d2'),
      p.path('M-3 -60 Q-24 -50 -34 -32 L-3 -32 Z', lighten(accent, 0.4)),
      p.line('M-6 -74 L-2 -68 M6 -76 L2 -70', '#3a2a22', 1.5),
    ];
  }
  const mast = [
    p.line('M0 -28 L0 -112', '#6b4a3a', 4),
    p.poly([3, -108, 46, -36, 3, -36], '#fbf6ea'),
    p.poly([-3, -96, -36, -36, -3, -36], lighten(accent, 0.4)),
    p.poly([0, -112, 16, -106, 0, -100], accent),
  ];
  if (state === 'mended')
    return [
      ...hull,
      ...mast,
      ...tape(p, 0, -66, 6, 4),
      ...tape(p, 0, -58, 6, 4),
      ...sparkles(p, [
        [-22, -96],
        [26, -104],
      ]),
    ];
  if (state === 'whole' || state === 'full') return [...hull, ...mast];
  return null;
}

function bench(p: Pen, state: PropState): Shape[] | null {
  const slat = (y: number, broken: boolean, colour = WOOD): Shape[] =>
    broken
      ? [
          p.roundRect(-60, y, 54, 9, 3, colour, {}),
          p.roundRect(10, y + 4, 50, 9, 3, colour, {}),
          p.poly([-6, y, 2, y + 5, -6, y + 9], darken(colour, 0.3), { detail: true }),
        ]
      : [p.roundRect(-60, y, 120, 9, 3, colour)];
  const out: Shape[] = [
    p.roundRect(-52, -40, 8, 40, 2, '#4a4a52'),
    p.roundRect(44, -40, 8, 40, 2, '#4a4a52'),
    p.roundRect(-52, -74, 6, 34, 2, '#4a4a52'),
    p.roundRect(46, -74, 6, 34, 2, '#4a4a52'),
    ...slat(-78, false),
    ...slat(-64, state === 'broken'),
    ...slat(-44, false),
    ...slat(-34, state === 'broken', state === 'mended' ? '#e0b880' : WOOD),
  ];
  if (state === 'mended')
    out.push(
      ...sparkles(p, [
        [-40, -90],
        [50, -96],
      ]),
    );
  return state === 'whole' || state === 'broken' || state === 'mended' ? out : null;
}

function bucket(p: Pen, state: PropState, accent: string): Shape[] | null {
  const body = lighten(accent, 0.05);
  const out: Shape[] = [
    p.path('M-40 -70 Q0 -120 40 -70', 'none', { stroke: '#6a6a72', sw: 4 }),
    p.path('M-40 -70 L40 -70 L30 0 L-30 0 Z', body),
    p.roundRect(-42, -74, 84, 8, 3, darken(body, 0.15)),
  ];
  switch (state) {
    case 'whole':
    case 'empty':
      out.push(p.ellipse(0, -70, 36, 5, '#3a3440', { detail: true }));
      break;
    case 'full':
      out.push(
        p.ellipse(0, -70, 38, 7, '#4aa8e0'),
        p.ellipse(-10, -72, 12, 2.5, '#d6f0ff', { detail: true }),
        p.circle(24, -80, 4, '#4aa8e0', { detail: true }),
        p.circle(30, -88, 2.5, '#4aa8e0', { detail: true }),
      );
      break;
    case 'broken':
      out.push(
        p.ellipse(0, -70, 36, 5, '#3a3440', { detail: true }),
        p.line('M10 -60 L4 -40 L14 -28 L8 -10', '#3a3440', 2.5),
        p.circle(16, 4, 4, '#4aa8e0', { detail: true, opacity: 0.8 }),
        p.ellipse(24, 4, 14, 3, '#4aa8e0', { detail: true, opacity: 0.6 }),
      );
      break;
    case 'mended':
      out.push(p.ellipse(0, -70, 36, 5, '#3a3440', { detail: true }), ...tape(p, 8, -36, 12, 7, 60), ...sparkles(p, [[44, -60]]));
      break;
    default:
      return null;
  }
  return out;
}

function nest(p: Pen, state: PropState): Shape[] | null {
  const twig = '#8a6038';
  const bowl: Shape[] = [
    p.path('M-56 -30 Q-50 4 0 4 Q50 4 56 -30 Q0 -14 -56 -30 Z', twig),
    ...[-40, -20, 0, 20, 40].map((x) =>
      p.line(`M${x - 16} ${-22 + Math.abs(x) * 0.1} Q${x} ${-6} ${x + 18} ${-20 + Math.abs(x) * 0.1}`, darken(twig, 0.25), 2.5),
    ),
  ];
  const rim = [p.ellipse(0, -30, 56, 12, lighten(twig, 0.1)), p.ellipse(0, -30, 44, 7, '#4a3020', { detail: true })];
  const eggs = [p.ellipse(-16, -36, 10, 12, '#bfe3f2'), p.ellipse(2, -38, 10, 12, '#d6eef8'), p.ellipse(18, -35, 10, 12, '#bfe3f2')];
  const chick = (x: number, c: string): Shape[] => [
    p.circle(x, -44, 12, c),
    p.poly([x - 4, -46, x + 4, -46, x, -36], '#f2a93b', { detail: true }),
    p.poly([x - 4, -46, x + 4, -46, x, -54], '#f2a93b', { detail: true }),
    p.circle(x - 4, -50, 1.8, '#222222', { detail: true }),
    p.circle(x + 4, -50, 1.8, '#222222', { detail: true }),
  ];
  switch (state) {
    case 'whole':
      return [...rim, ...eggs, ...bowl];
    case 'empty':
      return [...rim, ...bowl, p.line('M-50 -40 Q-40 -50 -30 -40', twig, 2)];
    case 'full':
      return [...rim, ...chick(-20, '#f6d86a'), ...chick(0, '#f2cc52'), ...chick(20, '#f6d86a'), ...bowl];
    case 'broken':
      return [...rim, ...bowl.slice(0, 1), p.line('M-62 2 L-40 -6 M40 -4 L64 6 M-10 6 L8 12', twig, 3), p.ellipse(40, -6, 9, 6, '#bfe3f2')];
    case 'mended':
      return [
        ...rim,
        ...eggs,
        ...bowl,
        p.line('M-50 -26 Q0 -36 50 -26', '#c8a060', 3),
        ...sparkles(p, [
          [-60, -56],
          [60, -50],
        ]),
      ];
    default:
      return null;
  }
}

function seed(p: Pen, state: PropState): Shape[] | null {
  const soil = [
    p.path('M-50 0 Q-30 -26 0 -28 Q30 -26 50 0 Z', '#8a5a3a'),
    p.circle(-20, -8, 3, '#6a4228', { detail: true }),
    p.circle(18, -12, 2.5, '#6a4228', { detail: true }),
  ];
  const theSeed = [p.ellipse(0, -40, 16, 22, '#c8955e', {}, 20), p.ellipse(-4, -46, 5, 9, '#e2b98a', { detail: true }, 20)];
  switch (state) {
    case 'whole':
      return [
        ...soil,
        p.line('M0 -26 Q-2 -52 4 -70', '#5fae4a', 5),
        p.ellipse(-14, -70, 14, 7, '#6cc05a', {}, 30),
        p.ellipse(18, -76, 14, 7, '#6cc05a', {}, -30),
        p.ellipse(0, -22, 10, 7, '#c8955e', { detail: true }),
      ];
    case 'full':
      return [
        ...soil,
        p.line('M0 -26 Q-4 -70 2 -110', '#5fae4a', 6),
        ...[
          [-18, -60, 30],
          [20, -74, -30],
          [-16, -92, 25],
        ].map(([x, y, a]) => p.ellipse(x as number, y as number, 16, 8, '#6cc05a', {}, a as number)),
        p.circle(2, -116, 12, '#f47a9a'),
        p.circle(2, -116, 5, '#ffd84a', { detail: true }),
      ];
    case 'empty':
      return [...soil, p.ellipse(0, -24, 12, 5, '#5a3a22', { detail: true })];
    case 'lit':
      return [
        p.circle(0, -40, 40, '#fff3a0', { glow: true, opacity: 0.3, detail: true }),
        ...theSeed.map((s) => ({ ...s, glow: true })),
        ...sparkles(p, [
          [-30, -70],
          [30, -60],
        ]),
      ];
    default:
      return null;
  }
}

function puzzle(p: Pen, state: PropState): Shape[] | null {
  const colours = ['#e8604c', '#3f8fd6', '#f2b33d', '#4fb07a'];
  const piece = (x: number, y: number, c: string): Shape[] => [
    p.roundRect(x, y, 40, 36, 4, c),
    p.circle(x + 40, y + 18, 7, c),
    p.circle(x + 20, y, 7, lighten(c, 0.1), { detail: true }),
  ];
  if (state === 'broken' || state === 'lost' || state === 'empty') {
    // Scattered pieces and a gap where one is missing.
    return [
      p.roundRect(-48, -80, 96, 76, 6, '#e8dcc4'),
      ...piece(-44, -76, colours[0] as string),
      ...piece(4, -38, colours[3] as string),
      p.roundRect(-44, -38, 40, 32, 3, '#c8b89a', { detail: true }),
      ...piece(50, -20, colours[1] as string),
      ...piece(-96, -26, colours[2] as string),
    ];
  }
  if (state === 'whole' || state === 'mended' || state === 'full') {
    const out = [
      p.roundRect(-48, -80, 96, 76, 6, '#e8dcc4'),
      ...piece(-44, -76, colours[0] as string),
      ...piece(0, -76, colours[1] as string),
      ...piece(-44, -40, colours[2] as string),
      ...piece(0, -40, colours[3] as string),
    ];
    if (state === 'mended')
      out.push(
        ...sparkles(p, [
          [-56, -90],
          [56, -86],
        ]),
      );
    return out;
  }
  return null;
}

function drum(p: Pen, state: PropState, accent: string): Shape[] | null {
  const shell = accent;
  const out: Shape[] = [
    p.roundRect(-44, -70, 88, 64, 6, shell),
    p.ellipse(0, -6, 44, 9, darken(shell, 0.2)),
    p.line('M-44 -66 L-22 -10 L0 -66 L22 -10 L44 -66', '#fbf4e6', 2.5),
    p.ellipse(0, -70, 44, 11, '#f4ead6'),
  ];
  if (state === 'broken')
    out.push(
      p.path('M-14 -72 L-6 -66 L2 -76 L8 -68 L16 -72 L10 -64 L-8 -62 Z', '#3a2a22', { detail: true }),
      p.line('M58 -10 L72 -4', '#c8955e', 4),
      p.line('M-60 -2 L-44 2', '#c8955e', 4),
    );
  else
    out.push(
      p.limb([30, -100, 8, -74], 3.5, '#c8955e'),
      p.limb([-34, -96, -10, -74], 3.5, '#c8955e'),
      p.circle(30, -100, 4.5, '#e8d0a8'),
      p.circle(-34, -96, 4.5, '#e8d0a8'),
    );
  if (state === 'mended')
    out.push(
      ...tape(p, -6, -70, 12, 5),
      ...sparkles(p, [
        [-54, -88],
        [54, -84],
      ]),
    );
  return state === 'whole' || state === 'broken' || state === 'mended' || state === 'lit' ? out : null;
}

function letter(p: Pen, state: PropState, accent: string): Shape[] | null {
  const env = [
    p.roundRect(-50, -64, 100, 64, 4, '#fbf4e6'),
    p.line('M-50 -64 L0 -26 L50 -64', '#d8cbb0', 2.5),
    p.line('M-50 0 L-14 -34 M50 0 L14 -34', '#e8dcc4', 2),
  ];
  const seal = p.path('M0 -20 Q-10 -28 -6 -34 Q-2 -38 0 -33 Q2 -38 6 -34 Q10 -28 0 -20 Z', '#e0413a', { detail: true });
  switch (state) {
    case 'whole':
      return [...env, seal, p.roundRect(26, -58, 16, 18, 2, accent, { detail: true })];
    case 'full':
      return [p.roundRect(-40, -92, 80, 60, 3, '#ffffff'), ...[-80, -70, -60].map((y) => p.line(`M-30 ${y} L30 ${y}`, '#8a9ab8', 2)), ...env, seal];
    case 'empty':
      return [p.poly([-50, -64, 0, -100, 50, -64], '#efe4cc'), ...env];
    case 'lit':
      return [
        p.circle(0, -36, 58, '#fff3a0', { glow: true, opacity: 0.28, detail: true }),
        ...env,
        seal,
        ...sparkles(p, [
          [-56, -80],
          [56, -72],
        ]),
      ];
    default:
      return null;
  }
}

function cookie(p: Pen, state: PropState): Shape[] | null {
  const dough = '#d9a05a';
  const chips = (x: number, y: number, k: number): Shape[] =>
    [
      [-10, -6],
      [8, -10],
      [2, 6],
      [-12, 8],
      [12, 6],
    ].map(([cx, cy]) => p.circle(x + (cx as number) * k, y + (cy as number) * k, 3.5 * k, '#5a3420', { detail: true }));
  const one = (x: number, y: number, k: number): Shape[] => [
    p.circle(x, y, 28 * k, dough),
    p.circle(x, y, 22 * k, lighten(dough, 0.12), { detail: true }),
    ...chips(x, y, k),
  ];
  const plate = [p.ellipse(0, -8, 60, 12, '#f4f6f8'), p.ellipse(0, -10, 44, 7, '#e2e8ee', { detail: true })];
  switch (state) {
    case 'whole':
      return one(0, -32, 1.1);
    case 'broken':
      return [
        p.path('M-2 -64 Q-32 -62 -32 -32 Q-30 -2 -2 -2 L-6 -18 L2 -34 L-8 -46 Z', dough),
        p.path('M8 -62 Q36 -60 36 -30 Q34 0 6 0 L10 -18 L2 -32 L12 -46 Z', dough),
        p.circle(-18, -34, 3.5, '#5a3420', { detail: true }),
        p.circle(22, -26, 3.5, '#5a3420', { detail: true }),
        p.circle(0, 4, 2.5, dough, { detail: true }),
        p.circle(-8, 6, 2, dough, { detail: true }),
      ];
    case 'full':
      return [...plate, ...one(-24, -22, 0.8), ...one(22, -22, 0.8), ...one(0, -40, 0.8)];
    case 'empty':
      return [
        ...plate,
        ...[
          [-14, -10],
          [6, -12],
          [18, -9],
        ].map(([x, y]) => p.circle(x as number, y as number, 2.5, dough, { detail: true })),
      ];
    case 'mended':
      return [
        ...one(0, -32, 1.1),
        p.line('M-2 -60 L-8 -46 L2 -34 L-6 -18', '#f6e0a0', 3),
        ...sparkles(p, [
          [-40, -60],
          [40, -56],
        ]),
      ];
    default:
      return null;
  }
}

/** The story prop in `state`, or null when that state has no drawing of its own. */
export function drawStoryProp(prop: StoryProp, state: PropState, p: Pen, accent: string): Shape[] | null {
  switch (prop) {
    case 'campfire':
      return campfire(p, state);
    case 'stairs':
      return stairs(p, state);
    case 'tent':
      return tent(p, state, accent);
    case 'sailboat':
      return sailboat(p, state, accent);
    case 'bench':
      return bench(p, state);
    case 'bucket':
      return bucket(p, state, accent);
    case 'nest':
      return nest(p, state);
    case 'seed':
      return seed(p, state);
    case 'puzzle':
      return puzzle(p, state);
    case 'drum':
      return drum(p, state, accent);
    case 'letter':
      return letter(p, state, accent);
    case 'cookie':
      return cookie(p, state);
    case 'hut':
      return hut(p, state);
  }
}

/**
 * A child-built house of sticks and leaves: sticks leaning into a little A-frame, a thatch of
 * leaves, a dark doorway. Fallen down ('broken') it is a heap of sticks and loose leaves on the ground.
 */
function hut(p: Pen, state: PropState): Shape[] | null {
  const stick = (x0: number, y0: number, x1: number, y1: number, w = 5, c = WOOD): Shape[] => [
    p.line(`M${x0} ${y0} L${x1} ${y1}`, c, w),
    p.line(`M${x0 + (x1 - x0) * 0.3} ${y0 + (y1 - y0) * 0.3} l${(y1 - y0) * 0.06} ${(x0 - x1) * 0.06}`, WOOD_DARK, 2),
  ];
  const leaf = (x: number, y: number, a: number, c: string): Shape => p.ellipse(x, y, 11, 5, c, {}, a);
  const LEAVES = ['#6fae4a', '#8cc05a', '#5a9a3e', '#b9c94a', '#d99a3a'];
  if (state === 'broken') {
    const out: Shape[] = [p.ellipse(0, -2, 64, 8, '#6b5a3a', { opacity: 0.25, detail: true })];
    const lying: [number, number, number, number][] = [
      [-58, -4, 10, -16],
      [-30, -2, 46, -10],
      [-46, -14, 20, -4],
      [4, -20, 60, -4],
      [-20, -24, 30, -26],
      [-60, -10, -10, -30],
      [14, -8, 56, -22],
    ];
    for (const [x0, y0, x1, y1] of lying) out.push(...stick(x0, y0, x1, y1, 5));
    out.push(...[-40, -10, 22, 48, -52].map((x, i) => leaf(x, -6 - (i % 3) * 8, i * 47, LEAVES[i % LEAVES.length] as string)));
    return out;
  }
  if (state !== 'whole' && state !== 'mended') return null;
  const out: Shape[] = [p.poly([-40, 0, 0, -78, 40, 0], '#7a5a38')];
  // Sticks lean from the ground to the ridge; every one pokes out above it.
  for (const x of [-48, -34, -20, -6, 8, 22, 36, 50]) out.push(...stick(x, 0, -x * 0.12 + (x < 0 ? 8 : -8), -92, 5, x % 4 === 0 ? WOOD : '#b47c4e'));
  out.push(p.path('M-14 0 Q-14 -34 0 -36 Q14 -34 14 0 Z', '#2e2218'));
  // A thatch of leaves over the top half.
  for (let i = 0; i < 14; i++) {
    const t = i / 13;
    const y = -78 + (i % 3) * 12;
    const x = (t - 0.5) * (24 + (y + 78) * 1.1);
    out.push(leaf(x, y, -30 + i * 23, LEAVES[i % LEAVES.length] as string));
  }
  if (state === 'mended')
    out.push(
      ...sparkles(p, [
        [-52, -70],
        [54, -58],
        [0, -110],
      ]),
    );
  return out;
}
