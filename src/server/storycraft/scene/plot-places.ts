/**
 * The settings the issue-16 plots need, as layered backdrops: a library, a bakery, a kitchen
 * (rooms with a window onto the page's sky), a campsite, a riverside and a playground. Same
 * contract as settings.ts: they leave the hero's third clear and leave out their own tent, campfire,
 * bench or boat when the page's props bring one (ctx.omit).
 */
import { darken, lighten } from './color.ts';
import type { Layer, Shape } from './shapes.ts';
import { circle, ellipse, line, path, poly, rect } from './shapes.ts';
import type { SettingCtx } from './setting-context.ts';

/** Helpers settings.ts shares with this file. */
export interface BackdropKit {
  add(c: SettingCtx, layer: Layer, ...shapes: Shape[]): void;
  hills(c: SettingCtx, layer: Layer, y: number, amp: number, color: string, waves?: number): void;
  clouds(c: SettingCtx, count: number): void;
  pine(c: SettingCtx, layer: Layer, x: number, y: number, h: number, leaf: string, snow?: boolean): void;
  roundTree(c: SettingCtx, layer: Layer, x: number, y: number, h: number, leaf: string): void;
  grassTufts(c: SettingCtx, color: string, count: number): void;
  flowers(c: SettingCtx, count: number, yMin: number, yMax: number): void;
  windowSky(c: SettingCtx, wx: number, wy: number, ww: number, wh: number): void;
  farSide(c: SettingCtx): number;
}

const BOOK_COLOURS = ['#c8423a', '#3f7fd6', '#f2b33d', '#4fa35a', '#8a5cc7', '#e8859a', '#2f8f8c', '#e89a4a', '#6b4a3a'];

function wallAndFloor(k: BackdropKit, c: SettingCtx, wall: string, floor: string, checker?: string): void {
  const { S, horizon } = c;
  k.add(c, 'far', rect(0, 0, S, horizon + 40, wall));
  k.add(c, 'far', rect(0, horizon + 20, S, 22, darken(wall, 0.25)));
  k.add(c, 'near', rect(0, horizon + 40, S, S - horizon - 40, floor));
  if (checker) {
    // Floor tiles in perspective rows.
    for (let row = 0; row < 5; row++) {
      const y0 = horizon + 40 + row * 70;
      for (let col = row % 2; col < 14; col += 2) k.add(c, 'near', rect(col * 80 - 40, y0, 80, 70, checker, { detail: true }));
    }
  } else {
    for (let x = -40; x < S; x += 120) k.add(c, 'near', line(`M${x} ${horizon + 40} L${x - 60} ${S}`, darken(floor, 0.15), 3));
  }
}

function bookcase(k: BackdropKit, c: SettingCtx, x: number, w: number, top: number, bottom: number): void {
  k.add(c, 'far', rect(x, top, w, bottom - top, '#8a5a3a', { r: 6 }));
  const shelves = 5;
  const sh = (bottom - top - 20) / shelves;
  for (let s = 0; s < shelves; s++) {
    const y = top + 10 + s * sh;
    k.add(c, 'far', rect(x + 10, y, w - 20, sh - 10, '#5a3a26', { detail: true }));
    let bx = x + 14;
    while (bx < x + w - 24) {
      const bw = c.rng.range(10, 20);
      const bh = (sh - 14) * c.rng.range(0.7, 0.98);
      const col = c.rng.pick(BOOK_COLOURS);
      if (c.rng.chance(0.1)) {
        // A leaning book now and then.
        k.add(
          c,
          'far',
          poly([bx, y + sh - 10, bx + bh * 0.5, y + sh - 10 - bh * 0.85, bx + bh * 0.5 + bw, y + sh - 10 - bh * 0.8, bx + bw, y + sh - 10], col, {
            detail: true,
          }),
        );
        bx += bw + bh * 0.5 + 4;
        continue;
      }
      k.add(
        c,
        'far',
        rect(bx, y + sh - 10 - bh, bw, bh, col, { detail: true }),
        rect(bx + 2, y + sh - 10 - bh + 6, bw - 4, 3, lighten(col, 0.4), { detail: true }),
      );
      bx += bw + 1.5;
    }
  }
}

export function library(k: BackdropKit, c: SettingCtx): void {
  const { S, horizon } = c;
  wallAndFloor(k, c, '#e6d2b0', '#b07a4e');
  const far = k.farSide(c);
  // Bookshelves all along the back wall, with a tall window on the far side.
  const wx = far - 90;
  k.windowSky(c, wx, 90, 180, 250);
  k.add(c, 'far', path(`M${wx - 14} 76 Q${wx + 90} 20 ${wx + 194} 76 Z`, '#fbf4e6'));
  for (let x = 0; x < S; x += 200) {
    if (x + 190 > wx - 30 && x < wx + 210) continue;
    bookcase(k, c, x + 6, 188, 60, horizon + 40);
  }
  // A reading lamp with a green shade and a low table of books on the far side.
  const lit = c.time === 'night' || c.time === 'evening';
  const tx = far + (far > S / 2 ? -40 : 40);
  k.add(
    c,
    'mid',
    rect(tx - 80, horizon + 70, 160, 16, '#7a4b2a', { r: 4 }),
    rect(tx - 70, horizon + 86, 12, 70, '#5a3a26'),
    rect(tx + 58, horizon + 86, 12, 70, '#5a3a26'),
  );
  k.add(
    c,
    'mid',
    rect(tx - 60, horizon + 52, 70, 18, '#3f7fd6', { r: 3 }),
    rect(tx - 52, horizon + 38, 60, 14, '#c8423a', { r: 3 }),
    rect(tx + 20, horizon - 30, 8, 100, '#c8a040'),
    path(`M${tx - 6} ${horizon - 30} L${tx + 54} ${horizon - 30} L${tx + 44} ${horizon - 62} L${tx + 4} ${horizon - 62} Z`, '#2f8a5a'),
  );
  if (lit) k.add(c, 'mid', circle(tx + 24, horizon - 20, 60, '#ffe6a0', { glow: true, opacity: 0.3, detail: true }));
  k.add(c, 'near', ellipse(c.heroX, c.groundY + 10, 250, 50, '#a8423a'), ellipse(c.heroX, c.groundY + 10, 200, 36, '#c86a4a', { detail: true }));
}

function bread(k: BackdropKit, c: SettingCtx, layer: Layer, x: number, y: number, s: number, kind: number): void {
  switch (kind % 4) {
    case 0:
      k.add(
        c,
        layer,
        ellipse(x, y, 34 * s, 18 * s, '#d99a4e'),
        line(
          `M${x - 18 * s} ${y - 6 * s} L${x - 10 * s} ${y + 6 * s} M${x - 2 * s} ${y - 8 * s} L${x + 6 * s} ${y + 6 * s} M${x + 14 * s} ${y - 6 * s} L${x + 20 * s} ${y + 4 * s}`,
          '#b8743e',
          3,
        ),
      );
      break;
    case 1:
      k.add(
        c,
        layer,
        path(`M${x - 32 * s} ${y + 8 * s} Q${x} ${y - 40 * s} ${x + 32 * s} ${y + 8 * s} Q${x} ${y - 4 * s} ${x - 32 * s} ${y + 8 * s} Z`, '#e0a656'),
        line(`M${x - 12 * s} ${y - 10 * s} L${x - 6 * s} ${y + 2 * s} M${x + 8 * s} ${y - 12 * s} L${x + 10 * s} ${y}`, '#b8743e', 2.5),
      );
      break;
    case 2:
      k.add(
        c,
        layer,
        rect(x - 26 * s, y - 16 * s, 52 * s, 26 * s, '#f7c7d9', { r: 6 }),
        rect(x - 26 * s, y - 20 * s, 52 * s, 8 * s, '#fffaf5', { r: 4 }),
        circle(x, y - 24 * s, 5 * s, '#e8604c', { detail: true }),
      );
      break;
    default:
      k.add(c, layer, circle(x, y, 16 * s, '#c87a3a'), circle(x, y, 7 * s, '#f7e0c0', { detail: true }));
      break;
  }
}

export function bakery(k: BackdropKit, c: SettingCtx): void {
  const { S, horizon } = c;
  wallAndFloor(k, c, '#f6e0c2', '#d8c0a0', '#c8ac88');
  // White tiles on the lower wall.
  k.add(c, 'far', rect(0, horizon - 150, S, 170, '#fbf6ee'));
  for (let y = horizon - 150; y < horizon + 20; y += 34) k.add(c, 'far', line(`M0 ${y} L${S} ${y}`, '#e2d8c8', 2));
  for (let x = 0; x < S; x += 46) k.add(c, 'far', line(`M${x} ${horizon - 150} L${x} ${horizon + 20}`, '#e2d8c8', 2));
  const far = k.farSide(c);
  // A brick oven with a warm glow on the far side.
  const ox = far;
  k.add(
    c,
    'far',
    path(
      `M${ox - 130} ${horizon + 20} L${ox - 130} ${horizon - 180} Q${ox} ${horizon - 300} ${ox + 130} ${horizon - 180} L${ox + 130} ${horizon + 20} Z`,
      '#b8563a',
    ),
  );
  for (let y = horizon - 170; y < horizon + 10; y += 30) k.add(c, 'far', line(`M${ox - 126} ${y} L${ox + 126} ${y}`, '#9a4430', 2.5));
  k.add(
    c,
    'far',
    path(
      `M${ox - 70} ${horizon - 20} L${ox - 70} ${horizon - 110} Q${ox} ${horizon - 170} ${ox + 70} ${horizon - 110} L${ox + 70} ${horizon - 20} Z`,
      '#3a1e14',
    ),
  );
  k.add(c, 'far', ellipse(ox, horizon - 40, 50, 18, '#ff9a3c', { glow: true }), ellipse(ox, horizon - 48, 30, 12, '#ffd66b', { glow: true }));
  // Shelves of bread on the other side, and a small window.
  const sx = S - far;
  k.windowSky(c, sx - 80, 70, 160, 130);
  for (const [i, y] of [horizon - 150, horizon - 70].entries()) {
    k.add(c, 'far', rect(sx - 180, y, 360, 12, '#8a5a3a', { r: 3 }));
    for (let j = 0; j < 5; j++) bread(k, c, 'far', sx - 144 + j * 72, y - 16, 0.9, j + i);
  }
  // The counter with a glass case of cakes and pastries across the back.
  k.add(c, 'mid', rect(-10, horizon + 20, S + 20, 120, '#c8955e', { r: 6 }), rect(-10, horizon + 10, S + 20, 16, '#8a5a3a', { r: 4 }));
  k.add(c, 'mid', rect(sx - 200, horizon - 40, 400, 56, '#dff2fa', { opacity: 0.7 }));
  for (let j = 0; j < 5; j++) bread(k, c, 'mid', sx - 160 + j * 80, horizon - 4, 0.7, j + 2);
  for (let x = 30; x < S; x += 110) k.add(c, 'mid', rect(x, horizon + 50, 80, 70, lighten('#c8955e', 0.15), { r: 6, detail: true }));
}

export function kitchen(k: BackdropKit, c: SettingCtx): void {
  const { S, horizon } = c;
  wallAndFloor(k, c, '#d6ead2', '#e8dcc8', '#d0c0a8');
  const far = k.farSide(c);
  // Window over the sink, a stove with a steaming pot, pans on hooks, a fridge at the edge.
  k.windowSky(c, far - 110, 90, 220, 180);
  for (let y = horizon - 130; y < horizon; y += 26)
    for (let x = ((y / 26) % 2) * 26; x < S; x += 52) k.add(c, 'far', rect(x, y, 50, 24, '#f4f8f2', { detail: true }));
  k.add(c, 'mid', rect(-10, horizon - 10, S + 20, 150, '#f2e6d0', { r: 4 }), rect(-10, horizon - 24, S + 20, 18, '#b8a48a', { r: 4 }));
  for (let x = 20; x < S; x += 120)
    k.add(c, 'mid', rect(x, horizon + 10, 100, 110, '#8fc0b0', { r: 6 }), circle(x + 50, horizon + 30, 5, '#5a6a6a', { detail: true }));
  const stove = S - far;
  k.add(c, 'mid', rect(stove - 90, horizon - 24, 180, 18, '#4a4a52', { r: 3 }), ellipse(stove - 40, horizon - 26, 30, 5, '#2a2a30', { detail: true }));
  k.add(
    c,
    'mid',
    rect(stove - 72, horizon - 92, 64, 66, '#d9534f', { r: 10 }),
    rect(stove - 80, horizon - 96, 80, 10, '#b8423a', { r: 4 }),
    rect(stove - 8, horizon - 80, 22, 8, '#b8423a', { r: 3 }),
  );
  k.add(
    c,
    'mid',
    line(
      `M${stove - 50} ${horizon - 110} Q${stove - 62} ${horizon - 140} ${stove - 46} ${horizon - 170} M${stove - 28} ${horizon - 112} Q${stove - 16} ${horizon - 146} ${stove - 30} ${horizon - 180}`,
      '#ffffff',
      5,
      { opacity: 0.7 },
    ),
  );
  k.add(c, 'far', line(`M${stove - 10} ${horizon - 250} L${stove + 150} ${horizon - 250}`, '#6a6a72', 5));
  for (const [i, dx] of [10, 70, 130].entries())
    k.add(
      c,
      'far',
      line(`M${stove + dx} ${horizon - 250} L${stove + dx} ${horizon - 230}`, '#6a6a72', 3),
      circle(stove + dx, horizon - 200 + i * 6, 24 - i * 4, '#7a7a82'),
      rect(stove + dx - 4, horizon - 240, 8, 20, '#3a3a40'),
    );
  const fx = far < S / 2 ? S - 70 : 70;
  k.add(
    c,
    'mid',
    rect(fx - 70, horizon - 260, 140, 400, '#f4f6f8', { r: 12 }),
    line(`M${fx - 70} ${horizon - 120} L${fx + 70} ${horizon - 120}`, '#c8ccd2', 3),
    rect(fx + (far < S / 2 ? -56 : 44), horizon - 220, 10, 60, '#a8acb4', { r: 4 }),
  );
  k.add(c, 'mid', circle(fx - 20, horizon - 200, 10, '#e8604c', { detail: true }), circle(fx + 14, horizon - 180, 9, '#f2b33d', { detail: true }));
}

export function campsite(k: BackdropKit, c: SettingCtx): void {
  const { S, horizon } = c;
  k.clouds(c, 2);
  k.hills(c, 'far', horizon - 70, 90, '#8fb88a', 2);
  for (let i = 0; i < 8; i++) k.pine(c, 'far', (i / 7) * S + c.rng.range(-30, 30), horizon + 10, c.rng.range(200, 280), '#6fa57a');
  k.add(c, 'mid', rect(0, horizon, S, S, '#79b060'));
  const far = k.farSide(c);
  for (const x of [far > S / 2 ? S - 40 : 40]) k.pine(c, 'mid', x, horizon + 120, 420, '#3f8a4a');
  if (!c.omit?.has('tent')) {
    // A tent on the far side, a line with a towel, and a log to sit on.
    const tx = far;
    const ty = horizon + 90;
    k.add(
      c,
      'mid',
      poly([tx - 110, ty, tx, ty - 150, tx + 110, ty], '#e8944a'),
      poly([tx, ty - 150, tx + 110, ty, tx + 50, ty], '#c8763a'),
      poly([tx - 34, ty, tx, ty - 96, tx + 34, ty], c.time === 'night' || c.time === 'evening' ? '#ffd98a' : '#5a3a2a', {
        glow: c.time === 'night' || c.time === 'evening',
      }),
    );
  }
  if (!c.omit?.has('campfire')) {
    const fx = (c.heroX + far) / 2;
    const fy = horizon + 150;
    k.add(
      c,
      'mid',
      ...[-40, -20, 0, 20, 40].map((d) => ellipse(fx + d, fy + (Math.abs(d) > 30 ? -4 : 2), 11, 7, '#a0a4aa')),
      line(`M${fx - 24} ${fy - 4} L${fx + 24} ${fy - 14} M${fx + 24} ${fy - 4} L${fx - 24} ${fy - 14}`, '#7a4b2a', 9),
    );
    if (c.time === 'night' || c.time === 'evening')
      k.add(
        c,
        'mid',
        path(`M${fx - 16} ${fy - 8} Q${fx - 10} ${fy - 40} ${fx} ${fy - 54} Q${fx + 14} ${fy - 30} ${fx + 16} ${fy - 8} Z`, '#ffb640', { glow: true }),
        circle(fx, fy - 20, 60, '#ffcf6a', { glow: true, opacity: 0.2, detail: true }),
      );
  }
  k.add(c, 'mid', rect(S - far - 90, horizon + 130, 180, 34, '#8a5a3a', { r: 16 }), ellipse(S - far + 90, horizon + 147, 8, 17, '#c89a6a', { detail: true }));
  k.add(
    c,
    'near',
    path(
      `M${c.heroX - 160} ${S} Q${c.heroX - 20} ${horizon + 200} ${S * 0.5} ${horizon + 120} Q${c.heroX + 80} ${horizon + 200} ${c.heroX + 180} ${S} Z`,
      '#c9a36a',
    ),
  );
  k.grassTufts(c, '#3f8a4a', 20);
}

export function riverside(k: BackdropKit, c: SettingCtx): void {
  const { S, horizon } = c;
  k.clouds(c, 3);
  k.hills(c, 'far', horizon - 50, 80, '#9cc88a', 2);
  for (let i = 0; i < 5; i++) k.roundTree(c, 'far', c.rng.range(0, S), horizon + 10, c.rng.range(130, 180), '#6aa852');
  // The far bank, then the river flowing across the page between curving banks.
  k.add(c, 'mid', rect(0, horizon, S, 80, '#86c46a'));
  const top = horizon + 50;
  const bottom = horizon + 200;
  k.add(
    c,
    'mid',
    path(
      `M0 ${top + 10} Q${S * 0.3} ${top - 20} ${S * 0.55} ${top + 6} Q${S * 0.8} ${top + 30} ${S} ${top} L${S} ${bottom + 20} Q${S * 0.7} ${bottom - 10} ${S * 0.45} ${bottom + 14} Q${S * 0.2} ${bottom + 34} 0 ${bottom} Z`,
      '#5fb0e0',
    ),
  );
  k.add(
    c,
    'mid',
    path(
      `M0 ${top + 40} Q${S * 0.3} ${top + 12} ${S * 0.55} ${top + 36} Q${S * 0.8} ${top + 60} ${S} ${top + 30} L${S} ${top + 70} Q${S * 0.6} ${top + 50} 0 ${top + 80} Z`,
      '#7cc4ea',
      { opacity: 0.7 },
    ),
  );
  // Current lines all going the same way, so it reads as flowing water, not a lake.
  for (let i = 0; i < 12; i++) {
    const x = c.rng.range(0, S - 60);
    const y = c.rng.range(top + 20, bottom - 10);
    k.add(c, 'mid', line(`M${x} ${y} q25 -6 50 0 q12 3 22 -2`, '#e0f4ff', 4, { opacity: 0.85 }));
  }
  const far = k.farSide(c);
  // Stepping stones across, lily pads, reeds on the far bank.
  for (let i = 0; i < 5; i++)
    k.add(
      c,
      'mid',
      ellipse(S - far + (i - 2) * 60, top + 26 + i * 30, 30, 11, '#a8a8b0'),
      ellipse(S - far + (i - 2) * 60 - 6, top + 22 + i * 30, 14, 4, '#c8c8d0', { detail: true }),
    );
  for (let i = 0; i < 3; i++)
    k.add(
      c,
      'mid',
      ellipse(far - 80 + i * 70, bottom - 30 + (i % 2) * 14, 20, 7, '#4f9a4a'),
      circle(far - 74 + i * 70, bottom - 32 + (i % 2) * 14, 4, '#f7b8d0', { detail: true }),
    );
  for (let x = 20; x < S; x += c.rng.range(50, 110))
    k.add(c, 'mid', line(`M${x} ${top + 4} L${x + 3} ${top - 50}`, '#5f8a4a', 4), ellipse(x + 3, top - 56, 5, 14, '#7a5030'));
  // A willow on the far bank, trailing its branches.
  const wx = S - far;
  k.add(c, 'far', rect(wx - 12, horizon - 120, 24, 150, '#7a5a3a'), ellipse(wx, horizon - 140, 110, 70, '#8cbf6a'));
  for (let i = -4; i <= 4; i++)
    k.add(c, 'far', line(`M${wx + i * 22} ${horizon - 150} Q${wx + i * 26} ${horizon - 70} ${wx + i * 24} ${horizon + 10}`, '#7aae5a', 7));
  // The near bank: a sandy edge, then grass where the hero stands.
  k.add(
    c,
    'near',
    path(`M0 ${bottom + 10} Q${S * 0.2} ${bottom + 40} ${S * 0.45} ${bottom + 22} Q${S * 0.7} ${bottom} ${S} ${bottom + 28} L${S} ${S} L0 ${S} Z`, '#d8c08a'),
  );
  k.add(
    c,
    'near',
    path(
      `M0 ${bottom + 34} Q${S * 0.2} ${bottom + 64} ${S * 0.45} ${bottom + 46} Q${S * 0.7} ${bottom + 24} ${S} ${bottom + 52} L${S} ${S} L0 ${S} Z`,
      '#7cbc62',
    ),
  );
  for (let i = 0; i < 6; i++) {
    const rx = c.rng.range(0, S);
    if (Math.abs(rx - c.heroX) < 160) continue;
    k.add(
      c,
      'near',
      line(`M${rx} ${c.groundY + 40} L${rx + 4} ${c.groundY - 90}`, '#5f8a4a', 5),
      ellipse(rx + 4, c.groundY - 100, 7, 20, '#7a5030'),
      line(`M${rx + 12} ${c.groundY + 40} L${rx + 22} ${c.groundY - 60}`, '#6f9a5a', 4),
    );
  }
  k.grassTufts(c, '#4f9a4a', 14);
}

export function playground(k: BackdropKit, c: SettingCtx): void {
  const { S, horizon } = c;
  k.clouds(c, 3);
  k.hills(c, 'far', horizon - 30, 50, '#a8d98a', 2);
  k.roundTree(c, 'far', c.rng.range(S * 0.4, S * 0.6), horizon, 240, '#5fa552');
  k.add(c, 'mid', rect(0, horizon, S, S, '#86c46a'));
  for (let x = 0; x < S; x += 40) k.add(c, 'mid', rect(x + 8, horizon - 40, 10, 60, '#e8e0d0', { r: 3 }));
  k.add(c, 'mid', rect(0, horizon - 26, S, 8, '#e8e0d0'), rect(0, horizon - 4, S, 8, '#e8e0d0'));
  const far = k.farSide(c);
  const dir = far > S / 2 ? 1 : -1;
  // Swings on the far side.
  const sx = far;
  const base = horizon + 110;
  k.add(
    c,
    'mid',
    line(
      `M${sx - 150} ${base} L${sx - 120} ${base - 230} L${sx - 90} ${base} M${sx + 90} ${base} L${sx + 120} ${base - 230} L${sx + 150} ${base}`,
      '#d9534f',
      12,
    ),
    line(`M${sx - 130} ${base - 226} L${sx + 130} ${base - 226}`, '#3f7fd6', 12),
  );
  for (const [i, dx] of [-55, 45].entries())
    k.add(
      c,
      'mid',
      line(
        `M${sx + dx - 18} ${base - 222} L${sx + dx - 18 + i * 10} ${base - 70} M${sx + dx + 18} ${base - 222} L${sx + dx + 18 + i * 10} ${base - 70}`,
        '#7a7a82',
        3,
      ),
      rect(sx + dx - 26 + i * 10, base - 72, 52, 10, '#f2b33d', { r: 3 }),
    );
  // A slide in the middle distance on the other side.
  const lx = S - far - dir * 40;
  k.add(c, 'mid', line(`M${lx - 40} ${base - 10} L${lx - 40} ${base - 200} M${lx} ${base - 10} L${lx} ${base - 200}`, '#3f7fd6', 9));
  for (let y = base - 30; y > base - 200; y -= 32) k.add(c, 'mid', line(`M${lx - 40} ${y} L${lx} ${y}`, '#3f7fd6', 6));
  k.add(
    c,
    'mid',
    rect(lx - 50, base - 214, 60, 16, '#f2b33d', { r: 4 }),
    path(
      `M${lx} ${base - 214} Q${lx + dir * 60} ${base - 200} ${lx + dir * 120} ${base - 40} L${lx + dir * 150} ${base - 12} L${lx + dir * 130} ${base - 6} L${lx + dir * 96} ${base - 40} Q${lx + dir * 46} ${base - 180} ${lx} ${base - 196} Z`,
      '#e8604c',
    ),
  );
  // A sandpit in front and soft ground.
  k.add(c, 'near', path(`M0 ${c.groundY - 20} Q${S * 0.5} ${c.groundY - 90} ${S} ${c.groundY - 10} L${S} ${S} L0 ${S} Z`, '#ecd8a0'));
  k.add(c, 'near', rect(S - far - 100, c.groundY + 40, 200, 20, '#c8955e', { r: 6 }), ellipse(S - far, c.groundY + 30, 30, 14, '#e8c98a', { detail: true }));
  k.flowers(c, 10, horizon + 120, c.groundY - 60);
  k.grassTufts(c, '#4f9a4a', 10);
}
