/**
 * The SETTINGS of types.ts as layered backdrops: sky (time of day), far (hills, skyline), mid
 * (trees, houses) and near (ground, grass). Each leaves the hero's third of the page clear enough
 * to keep one focal point.
 */
import { attic, bunkBed, doorstep, windowSeat } from './home-places.ts';
import type { Setting, TimeOfDay } from '../../providers/types.ts';
import { darken, lighten } from './color.ts';
import type { SceneRecorder } from './graph.ts';
import { bakery, campsite, kitchen, library, playground, riverside, type BackdropKit } from './plot-places.ts';
import type { Rng } from './rng.ts';
import { circle, cloudPuffs, ellipse, line, path, poly, rect, type Layer, type Layers, type Shape } from './shapes.ts';
import type { StyleTraits } from './style.ts';
import type { SettingCtx } from './setting-context.ts';

export type { SettingCtx } from './setting-context.ts';

/** Sky gradient (top, bottom) per time of day; some settings bring their own. */
export function skyFor(setting: Setting, time: TimeOfDay): [string, string] {
  if (setting === 'space') return ['#070a24', '#231a4e'];
  if (setting === 'underSea') return time === 'night' ? ['#123a6a', '#061a36'] : ['#5ec4e6', '#14558c'];
  switch (time) {
    case 'morning':
      return ['#a6d4f2', '#ffe2c4'];
    case 'day':
      return ['#5fb0ee', '#d2ecfb'];
    case 'evening':
      return ['#6a5aa8', '#ffb07a'];
    case 'night':
      return ['#0d1436', '#2e3c72'];
  }
}

/** Where the page's light comes from, for the warm glow overlay. */
export function lightFor(
  setting: Setting,
  time: TimeOfDay,
  S: number,
  horizon: number,
  sunX: number,
): { x: number; y: number; color: string; strength: number } {
  if (setting === 'underSea') return { x: S * 0.5, y: 0, color: '#bff4ff', strength: time === 'night' ? 0.1 : 0.35 };
  if (INDOOR_SETTINGS.has(setting))
    return time === 'night' ? { x: sunX, y: S * 0.45, color: '#ffcf7a', strength: 0.3 } : { x: sunX, y: S * 0.3, color: '#fff1c8', strength: 0.3 };
  switch (time) {
    case 'morning':
      return { x: sunX, y: horizon - S * 0.2, color: '#ffe0a0', strength: 0.38 };
    case 'day':
      return { x: sunX, y: S * 0.14, color: '#fff4c8', strength: 0.3 };
    case 'evening':
      return { x: sunX, y: horizon - S * 0.08, color: '#ffa860', strength: 0.5 };
    case 'night':
      return { x: sunX, y: S * 0.16, color: '#a8b8ff', strength: 0.14 };
  }
}

const add = (c: SettingCtx, layer: Layer, ...shapes: Shape[]): void => {
  c.layers[layer].push(...shapes);
};

/** A wavy band from y down to the bottom of the page. */
function hills(c: SettingCtx, layer: Layer, y: number, amp: number, color: string, waves = 3): void {
  const { S, rng } = c;
  const phase = rng.range(0, Math.PI * 2);
  const pts: number[] = [0, S];
  for (let i = 0; i <= 16; i++) {
    const x = (i / 16) * S;
    pts.push(x, y - amp * (0.5 + 0.5 * Math.sin(phase + (i / 16) * Math.PI * waves)));
  }
  pts.push(S, S);
  add(c, layer, poly(pts, color));
}

function roundTree(c: SettingCtx, layer: Layer, x: number, y: number, h: number, leaf: string): void {
  add(c, layer, rect(x - h * 0.06, y - h * 0.45, h * 0.12, h * 0.45, '#8a5a3a'));
  add(
    c,
    layer,
    circle(x, y - h * 0.68, h * 0.3, leaf),
    circle(x - h * 0.2, y - h * 0.52, h * 0.22, darken(leaf, 0.06)),
    circle(x + h * 0.2, y - h * 0.54, h * 0.22, lighten(leaf, 0.06)),
  );
}

function pine(c: SettingCtx, layer: Layer, x: number, y: number, h: number, leaf: string, snow = false): void {
  add(c, layer, rect(x - h * 0.05, y - h * 0.15, h * 0.1, h * 0.15, '#7a4b2a'));
  for (let i = 0; i < 3; i++) {
    const ty = y - h * 0.12 - i * h * 0.26;
    const w = h * (0.36 - i * 0.08);
    add(c, layer, poly([x - w, ty, x, ty - h * 0.42, x + w, ty], i % 2 ? darken(leaf, 0.05) : leaf));
    if (snow) add(c, layer, poly([x - w * 0.45, ty - h * 0.24, x, ty - h * 0.42, x + w * 0.45, ty - h * 0.24], '#fbfdff', { detail: true }));
  }
}

function house(c: SettingCtx, layer: Layer, x: number, y: number, w: number, wall: string, roof: string, snow = false): void {
  const h = w * 0.75;
  add(c, layer, rect(x - w / 2, y - h, w, h, wall));
  add(c, layer, poly([x - w * 0.62, y - h + 2, x, y - h - w * 0.5, x + w * 0.62, y - h + 2], roof));
  if (snow)
    add(
      c,
      layer,
      path(
        `M${x - w * 0.62} ${y - h + 2} L${x} ${y - h - w * 0.5} L${x + w * 0.62} ${y - h + 2} L${x + w * 0.5} ${y - h + 8} L${x} ${y - h - w * 0.38} L${x - w * 0.5} ${y - h + 8} Z`,
        '#fbfdff',
        { detail: true },
      ),
    );
  add(c, layer, rect(x - w * 0.1, y - h * 0.45, w * 0.2, h * 0.45, darken(wall, 0.45), { detail: true, r: w * 0.04 }));
  const lit = c.time === 'night' || c.time === 'evening';
  for (const dx of [-0.3, 0.3])
    add(c, layer, rect(x + dx * w - w * 0.09, y - h * 0.72, w * 0.18, w * 0.16, lit ? '#ffd66b' : '#bfe3f7', { detail: true, glow: lit }));
}

function clouds(c: SettingCtx, count: number): void {
  const { S, rng } = c;
  const k = c.traits.cloudScale;
  const n = Math.max(0, Math.round(count * (c.time === 'night' ? 0.5 : 1) * (1 - c.calm * 0.4)));
  for (let i = 0; i < n; i++) {
    const w = rng.range(150, 240) * k;
    const x = ((i + rng.range(0.1, 0.9)) / n) * S;
    const y = rng.range(S * 0.12, S * 0.32) + (k > 1.2 ? S * 0.06 : 0);
    const puffs = [rng.next(), rng.next(), rng.next(), rng.next(), ...(k > 1.2 ? [rng.next(), rng.next()] : [])];
    const shapes = cloudPuffs(x, y, w, puffs);
    if (k > 1.2) {
      // Cumulus towers: a shaded base and a tall lit crown.
      shapes.unshift(ellipse(x, y - w * 0.08, w * 0.46, w * 0.1, '#dfe7f2'));
      shapes.push(circle(x - w * 0.05, y - w * 0.42, w * 0.2, '#ffffff'), circle(x + w * 0.12, y - w * 0.32, w * 0.17, '#ffffff'));
    }
    for (const s of shapes) add(c, 'sky', { ...s, opacity: c.time === 'night' ? 0.35 : 0.95 } as Shape);
  }
}

/** One clock in the sky: the sun by morning, day and evening; the moon and stars only by night. */
function skyBodies(c: SettingCtx, sunX: number): void {
  const { S, rng, time, horizon } = c;
  if (time === 'night') {
    const stars: Shape[] = [];
    for (let i = 0; i < 60; i++) {
      const x = rng.range(0, S);
      const y = rng.range(0, horizon * 0.85);
      const r = rng.range(1.2, 3.4);
      stars.push(circle(x, y, r, '#fff8d8', { glow: true, detail: true, opacity: rng.range(0.5, 1) }));
    }
    add(c, 'sky', ...stars);
    c.rec.sky('stars', 'sky', stars);
    const k = c.bigMoon ? 1.7 : 1;
    const my = S * 0.16 * (c.bigMoon ? 1.15 : 1);
    const moon = [
      circle(sunX, my, 90 * k, '#fff6c8', { glow: true, detail: true, opacity: 0.12 }),
      circle(sunX, my, 50 * k, '#fff3c0', { glow: true }),
      circle(sunX + 22 * k, my - 14 * k, 44 * k, '#2a366a', { glow: true, detail: true, opacity: 0.9 }),
    ];
    add(c, 'sky', ...moon);
    c.rec.sky('moon', 'sky', moon);
    c.moonAt = { x: sunX, y: my, r: 50 * k };
    return;
  }
  const y = time === 'day' ? S * 0.14 : time === 'morning' ? horizon - S * 0.2 : horizon - S * 0.08;
  const color = time === 'evening' ? '#ffb35c' : time === 'morning' ? '#ffe58a' : '#fff0a0';
  const sun = [circle(sunX, y, 110, color, { glow: true, detail: true, opacity: 0.25 }), circle(sunX, y, 60, color, { glow: true })];
  add(c, 'sky', ...sun);
  c.rec.sky('sun', 'sky', sun);
}

function grassTufts(c: SettingCtx, color: string, count: number): void {
  const { S, rng } = c;
  for (let i = 0; i < count; i++) {
    const x = rng.range(0, S);
    const y = rng.range(c.groundY + 10, S - 10);
    if (Math.abs(x - c.heroX) < 110 && y < c.groundY + 60) continue;
    add(
      c,
      'near',
      line(
        `M${x - 10} ${y} Q${x - 8} ${y - 18} ${x - 14} ${y - 26} M${x} ${y} L${x + 1} ${y - 30} M${x + 10} ${y} Q${x + 10} ${y - 16} ${x + 16} ${y - 24}`,
        color,
        4,
      ),
    );
  }
}

function flowers(c: SettingCtx, count: number, yMin: number, yMax: number): void {
  const { S, rng } = c;
  const colors = ['#f47a9a', '#ffd84a', '#ffffff', '#b48cf0', '#ff9a5a'];
  for (let i = 0; i < count; i++) {
    const x = rng.range(20, S - 20);
    const y = rng.range(yMin, yMax);
    const r = 5 + ((y - yMin) / Math.max(1, yMax - yMin)) * 9;
    const col = rng.pick(colors);
    add(
      c,
      'near',
      circle(x - r * 0.8, y, r * 0.7, col, { detail: true }),
      circle(x + r * 0.8, y, r * 0.7, col, { detail: true }),
      circle(x, y - r * 0.8, r * 0.7, col, { detail: true }),
      circle(x, y + r * 0.8, r * 0.7, col, { detail: true }),
      circle(x, y, r * 0.5, '#ffb83a', { detail: true }),
    );
  }
}

function farSide(c: SettingCtx): number {
  // The third of the page without the hero.
  return c.heroX < c.S / 2 ? c.S * 0.78 : c.S * 0.22;
}

/** A framed window (page px) showing the sky of the page's clock; records it on the scene graph. */
function windowSky(c: SettingCtx, wx: number, wy: number, ww: number, wh: number): void {
  const night = c.time === 'night' || c.time === 'evening';
  const sky = c.time === 'night' ? '#1d2a5c' : c.time === 'evening' ? '#f2a072' : c.time === 'morning' ? '#ffe3c2' : '#8fcdf2';
  add(c, 'far', rect(wx - 14, wy - 14, ww + 28, wh + 28, '#fbf4e6'), rect(wx, wy, ww, wh, sky, { glow: night }));
  const k = ww / 260;
  if (c.time === 'night') {
    const mk = c.bigMoon ? 1.5 : 1;
    const moon = [
      circle(wx + 190 * k, wy + 60 * k, 30 * k * mk, '#fff3c0', { glow: true }),
      circle(wx + (190 + 14 * mk) * k, wy + (60 - 10 * mk) * k, 26 * k * mk, '#1d2a5c', { glow: true, detail: true }),
    ];
    const stars = (
      [
        [40, 60],
        [90, 150],
        [150, 90],
        [60, 200],
        [220, 180],
      ] as const
    ).map(([sx, sy]) => circle(wx + sx * k, wy + (sy * wh) / 230, 3, '#fff8d8', { glow: true, detail: true }));
    add(c, 'far', ...moon, ...stars);
    c.rec.sky('moon', 'window', moon);
    c.rec.sky('stars', 'window', stars);
    c.moonAt = { x: wx + 190 * k, y: wy + 60 * k, r: 30 * k * mk };
  } else {
    const sun = [circle(wx + 190 * k, wy + 60 * k * (c.time === 'evening' ? 2.4 : 1), 34 * k, c.time === 'evening' ? '#ffb35c' : '#fff1a0', { glow: true })];
    add(c, 'far', ...sun, ...cloudPuffs(wx + 90 * k, wy + 140 * k, 120 * k, [0.5, 0.8, 0.4]));
    c.rec.sky('sun', 'window', sun);
  }
  add(c, 'far', rect(wx + ww / 2 - 6, wy, 12, wh, '#fbf4e6'), rect(wx, wy + wh / 2 - 6, ww, 12, '#fbf4e6'));
  c.window = { x: wx, y: wy, w: ww, h: wh };
}

function room(c: SettingCtx, wall: string, floor: string, bedroom: boolean): void {
  const { S, horizon } = c;
  add(c, 'far', rect(0, 0, S, horizon + 40, wall));
  // Wallpaper dots for warmth.
  for (let y = 60; y < horizon; y += 90)
    for (let x = (y / 90) % 2 ? 45 : 0; x < S; x += 90) add(c, 'far', circle(x, y, 6, lighten(wall, 0.18), { detail: true }));
  add(c, 'far', rect(0, horizon + 20, S, 22, darken(wall, 0.25)));
  add(c, 'near', rect(0, horizon + 40, S, S - horizon - 40, floor));
  for (let x = -40; x < S; x += 120) add(c, 'near', line(`M${x} ${horizon + 40} L${x - 60} ${S}`, darken(floor, 0.15), 3));
  // Window with the time of day outside.
  windowSky(c, farSide(c) - 130, 110, 260, 230);
  const wx = farSide(c) - 130;
  add(
    c,
    'far',
    path(`M${wx - 30} 80 L${wx + 40} 80 Q${wx + 30} 250 ${wx + 56} 372 L${wx - 30} 372 Z`, '#e8859a'),
    path(`M${wx + 290} 80 L${wx + 220} 80 Q${wx + 230} 250 ${wx + 204} 372 L${wx + 290} 372 Z`, '#e8859a'),
  );
  // Rug under the hero.
  add(
    c,
    'near',
    ellipse(c.heroX, c.groundY + 10, 260, 52, bedroom ? '#8fb7e8' : '#e9a56b'),
    ellipse(c.heroX, c.groundY + 10, 200, 36, bedroom ? '#b7d3f2' : '#f3c58f', { detail: true }),
  );
}

const KIT: BackdropKit = { add, hills, clouds, pine, roundTree, grassTufts, flowers, windowSky, farSide };

const BUILDERS: Record<Setting, (c: SettingCtx) => void> = {
  library: (c) => library(KIT, c),
  bakery: (c) => bakery(KIT, c),
  campsite: (c) => campsite(KIT, c),
  riverside: (c) => riverside(KIT, c),
  playground: (c) => playground(KIT, c),
  kitchen: (c) => kitchen(KIT, c),
  windowSeat: (c) => windowSeat(KIT, c),
  doorstep: (c) => doorstep(KIT, c),
  bunkBed: (c) => bunkBed(KIT, c),
  attic: (c) => attic(KIT, c),
  bedroom(c) {
    room(c, '#b9c8ef', '#d3a477', true);
    const x = farSide(c);
    // Bed on the far side, a lamp glowing at night.
    if (!c.heroInBed)
      add(
        c,
        'mid',
        rect(x - 150, c.horizon + 20, 300, 110, '#a86f45', { r: 10 }),
        rect(x - 170, c.horizon - 60, 30, 210, '#8a5a3a', { r: 8 }),
        rect(x - 140, c.horizon + 4, 90, 40, '#ffffff', { r: 18 }),
        rect(x - 60, c.horizon + 10, 220, 70, '#f4a6b8', { r: 16 }),
      );
    const lx = c.heroX < c.S / 2 ? c.S - 60 : 60;
    add(
      c,
      'mid',
      rect(lx - 6, c.horizon - 40, 12, 160, '#7a5a3a'),
      path(`M${lx - 50} ${c.horizon - 40} L${lx + 50} ${c.horizon - 40} L${lx + 30} ${c.horizon - 110} L${lx - 30} ${c.horizon - 110} Z`, '#ffd98a', {
        glow: c.time === 'night' || c.time === 'evening',
      }),
    );
    add(
      c,
      'far',
      rect(c.S * 0.5 - 60, 120, 120, 90, '#fbf4e6'),
      rect(c.S * 0.5 - 50, 130, 100, 70, '#9fd39a', { detail: true }),
      circle(c.S * 0.5 + 20, 150, 12, '#ffd84a', { detail: true }),
    );
  },
  home(c) {
    room(c, '#f2d6a8', '#b98a5e', false);
    const x = farSide(c);
    add(
      c,
      'mid',
      rect(x - 170, c.horizon - 10, 340, 120, '#5f8fc8', { r: 24 }),
      rect(x - 190, c.horizon - 40, 50, 150, '#4f7fb8', { r: 20 }),
      rect(x + 140, c.horizon - 40, 50, 150, '#4f7fb8', { r: 20 }),
      rect(x - 140, c.horizon - 80, 280, 90, '#6b9ad0', { r: 20 }),
      rect(x - 100, c.horizon - 30, 70, 50, '#f2b33d', { r: 12 }),
    );
    add(
      c,
      'mid',
      rect(c.S * 0.5 - 30, c.horizon - 20, 60, 70, '#c0704a', { r: 6 }),
      circle(c.S * 0.5, c.horizon - 50, 50, '#4fa35a'),
      circle(c.S * 0.5 - 34, c.horizon - 30, 30, '#5fb05a'),
    );
  },
  garden(c) {
    clouds(c, 3);
    hills(c, 'far', c.horizon - 40, 50, '#8fcf7a');
    const x = farSide(c);
    house(c, 'far', x, c.horizon + 10, 220, '#f6e3c0', '#d9534f');
    add(c, 'mid', rect(0, c.horizon - 10, c.S, 40, '#6aa84f'));
    for (let fx = 0; fx < c.S; fx += 48) add(c, 'mid', rect(fx + 6, c.horizon - 30, 28, 70, '#fbf4e6', { r: 6 }));
    add(c, 'mid', rect(0, c.horizon, c.S, 12, '#efe4cc'));
    add(c, 'near', rect(0, c.horizon + 40, c.S, c.S, '#7cc46a'));
    roundTree(c, 'mid', c.S - x, c.horizon + 40, 300, '#4f9a4a');
    add(c, 'near', ellipse(x, c.groundY + 40, 200, 50, '#8a5a3a'));
    flowers(c, 24, c.groundY - 20, c.S - 20);
    grassTufts(c, '#4f9a4a', 18);
  },
  forest(c) {
    clouds(c, 2);
    for (let i = 0; i < 9; i++) pine(c, 'far', (i / 8) * c.S + c.rng.range(-30, 30), c.horizon + 20, c.rng.range(230, 320), '#7fb58a');
    add(c, 'mid', rect(0, c.horizon, c.S, c.S, '#6aa84f'));
    for (let i = 0; i < 5; i++) {
      const x = (i / 4) * c.S + c.rng.range(-40, 40);
      if (Math.abs(x - c.heroX) < 170) continue;
      pine(c, 'mid', x, c.horizon + 90, c.rng.range(380, 460), '#3f8a4a');
    }
    add(
      c,
      'near',
      path(
        `M${c.heroX - 150} ${c.S} Q${c.heroX - 40} ${c.horizon + 120} ${c.S * 0.5} ${c.horizon + 40} Q${c.heroX + 60} ${c.horizon + 120} ${c.heroX + 190} ${c.S} Z`,
        '#c9a36a',
      ),
    );
    const mx = farSide(c);
    add(
      c,
      'near',
      rect(mx - 10, c.groundY - 10, 20, 40, '#fbf4e6', { r: 6 }),
      ellipse(mx, c.groundY - 14, 38, 24, '#e8604c'),
      circle(mx - 14, c.groundY - 20, 5, '#ffffff', { detail: true }),
      circle(mx + 12, c.groundY - 24, 5, '#ffffff', { detail: true }),
    );
    grassTufts(c, '#3f8a4a', 22);
  },
  meadow(c) {
    clouds(c, 4);
    hills(c, 'far', c.horizon - 60, 80, '#a8d98a', 2);
    hills(c, 'mid', c.horizon + 10, 50, '#86c46a', 3);
    add(c, 'near', rect(0, c.horizon + 70, c.S, c.S, '#74b85a'));
    roundTree(c, 'far', farSide(c), c.horizon - 10, 180, '#5fa552');
    flowers(c, 40, c.horizon + 60, c.S - 10);
    grassTufts(c, '#4f9a4a', 26);
  },
  seaside(c) {
    clouds(c, 3);
    add(c, 'far', rect(0, c.horizon - 20, c.S, c.S, '#3f9bd6'));
    for (let i = 0; i < 7; i++) add(c, 'far', line(`M${c.rng.range(0, c.S)} ${c.horizon + c.rng.range(0, 70)} q20 -8 40 0`, '#d6f0ff', 4, { opacity: 0.8 }));
    const x = farSide(c);
    if (!c.omit?.has('boat') && !c.omit?.has('sailboat'))
      add(
        c,
        'far',
        path(`M${x - 40} ${c.horizon + 10} L${x + 40} ${c.horizon + 10} L${x + 28} ${c.horizon + 28} L${x - 28} ${c.horizon + 28} Z`, '#d9534f'),
        poly([x, c.horizon + 8, x, c.horizon - 70, x + 40, c.horizon + 4], '#fbf6ea'),
      );
    add(
      c,
      'mid',
      path(
        `M0 ${c.horizon + 110} Q${c.S * 0.3} ${c.horizon + 70} ${c.S * 0.6} ${c.horizon + 100} Q${c.S * 0.85} ${c.horizon + 120} ${c.S} ${c.horizon + 90} L${c.S} ${c.S} L0 ${c.S} Z`,
        '#bfe6f5',
        { opacity: 0.9 },
      ),
    );
    add(
      c,
      'near',
      path(
        `M0 ${c.horizon + 130} Q${c.S * 0.3} ${c.horizon + 95} ${c.S * 0.6} ${c.horizon + 125} Q${c.S * 0.85} ${c.horizon + 145} ${c.S} ${c.horizon + 115} L${c.S} ${c.S} L0 ${c.S} Z`,
        '#f3dca6',
      ),
    );
    for (let i = 0; i < 6; i++) add(c, 'near', ellipse(c.rng.range(30, c.S - 30), c.rng.range(c.groundY + 20, c.S - 20), 10, 7, '#f7c9b0', { detail: true }));
    add(
      c,
      'near',
      path(`M${x - 40} ${c.groundY + 30} L${x + 40} ${c.groundY + 30} L${x + 30} ${c.groundY - 20} L${x - 30} ${c.groundY - 20} Z`, '#e8604c'),
      poly([x - 30, c.groundY - 20, x + 30, c.groundY - 20, x, c.groundY - 40], '#e8604c'),
      rect(x - 26, c.groundY - 20, 52, 12, '#f2b33d', { detail: true }),
    );
  },
  underSea(c) {
    for (let i = 0; i < 5; i++)
      add(
        c,
        'sky',
        poly([c.S * (0.1 + i * 0.2), 0, c.S * (0.16 + i * 0.2), 0, c.S * (0.05 + i * 0.22), c.S * 0.8, c.S * (-0.05 + i * 0.22), c.S * 0.8], '#ffffff', {
          opacity: 0.08,
          glow: true,
          detail: true,
        }),
      );
    hills(c, 'far', c.horizon + 60, 60, '#2e6f9a', 2);
    add(c, 'near', path(`M0 ${c.horizon + 150} Q${c.S * 0.5} ${c.horizon + 110} ${c.S} ${c.horizon + 150} L${c.S} ${c.S} L0 ${c.S} Z`, '#e9d49a'));
    for (let i = 0; i < 7; i++) {
      const x = c.rng.range(0, c.S);
      if (Math.abs(x - c.heroX) < 150) continue;
      const h = c.rng.range(160, 320);
      add(
        c,
        'mid',
        line(
          `M${x} ${c.groundY + 40} Q${x - 30} ${c.groundY - h * 0.3} ${x + 10} ${c.groundY - h * 0.6} Q${x + 30} ${c.groundY - h * 0.8} ${x} ${c.groundY - h}`,
          c.rng.pick(['#3fa86a', '#5fc07a', '#2f8a5a']),
          16,
        ),
      );
    }
    const x = farSide(c);
    add(c, 'mid', circle(x, c.groundY - 20, 60, '#f47a9a'), circle(x - 50, c.groundY, 40, '#ff9a5a'), circle(x + 50, c.groundY - 5, 44, '#b48cf0'));
    for (let i = 0; i < 4; i++) {
      const fx = c.rng.range(60, c.S - 60);
      const fy = c.rng.range(120, c.horizon);
      const col = c.rng.pick(['#ffd84a', '#ff9a5a', '#7fd3f0']);
      add(
        c,
        'far',
        poly([fx - 30, fy, fx - 46, fy - 12, fx - 46, fy + 12], col),
        ellipse(fx, fy, 30, 16, col),
        circle(fx + 14, fy - 3, 3.5, '#222222', { detail: true }),
      );
    }
    for (let i = 0; i < 14; i++)
      add(
        c,
        'fx',
        circle(c.rng.range(0, c.S), c.rng.range(40, c.S * 0.8), c.rng.range(4, 12), 'none', { stroke: '#e0f8ff', sw: 2.5, detail: true, opacity: 0.75 }),
      );
  },
  mountain(c) {
    clouds(c, 3);
    const S = c.S;
    for (const [x, h, col] of [
      [S * 0.2, 420, '#8ea6c8'],
      [S * 0.55, 520, '#7d96bb'],
      [S * 0.88, 400, '#93a9ca'],
    ] as const) {
      add(c, 'far', poly([x - 300, c.horizon + 40, x, c.horizon - h, x + 300, c.horizon + 40], col));
      add(
        c,
        'far',
        poly(
          [
            x - 75,
            c.horizon - h + 105,
            x,
            c.horizon - h,
            x + 75,
            c.horizon - h + 105,
            x + 30,
            c.horizon - h + 85,
            x,
            c.horizon - h + 110,
            x - 35,
            c.horizon - h + 85,
          ],
          '#fbfdff',
        ),
      );
    }
    hills(c, 'mid', c.horizon + 40, 60, '#7fb86a', 2);
    for (let i = 0; i < 6; i++) {
      const x = c.rng.range(0, S);
      if (Math.abs(x - c.heroX) < 140) continue;
      pine(c, 'mid', x, c.horizon + 70, c.rng.range(160, 220), '#3f8a4a');
    }
    add(c, 'near', rect(0, c.horizon + 110, S, S, '#8cc070'));
    add(
      c,
      'near',
      path(
        `M${c.heroX - 120} ${S} Q${c.heroX} ${c.horizon + 200} ${S * 0.55} ${c.horizon + 110} L${S * 0.6} ${c.horizon + 110} Q${c.heroX + 60} ${c.horizon + 200} ${c.heroX + 160} ${S} Z`,
        '#d6bc8a',
      ),
    );
    add(c, 'near', ellipse(farSide(c), c.groundY + 20, 70, 40, '#9aa0a8'), ellipse(farSide(c) + 50, c.groundY + 40, 40, 25, '#aab0b8'));
    grassTufts(c, '#5f9a4a', 14);
  },
  city(c) {
    clouds(c, 2);
    const lit = c.time === 'night' || c.time === 'evening';
    let x = -20;
    while (x < c.S) {
      const w = c.rng.range(110, 170);
      const h = c.rng.range(180, 380);
      const col = c.rng.pick(['#e8b48a', '#9ab8d8', '#d89aa8', '#b8c88a', '#c8a8d8', '#f2d08a']);
      add(c, 'far', rect(x, c.horizon - h, w - 8, h + 60, col));
      for (let wy = c.horizon - h + 24; wy < c.horizon - 20; wy += 44)
        for (let wx = x + 16; wx < x + w - 36; wx += 36)
          add(c, 'far', rect(wx, wy, 20, 24, lit && c.rng.chance(0.6) ? '#ffd66b' : '#dbeefa', { detail: true, glow: lit }));
      x += w;
    }
    add(c, 'mid', rect(0, c.horizon + 40, c.S, 60, '#c8c4bc'));
    add(c, 'near', rect(0, c.horizon + 100, c.S, c.S, '#8e8a86'));
    for (let sx = 40; sx < c.S; sx += 180) add(c, 'near', rect(sx, c.groundY + 60, 90, 14, '#f7f1e0', { detail: true }));
    const lx = farSide(c);
    add(c, 'mid', rect(lx - 7, c.horizon - 150, 14, 250, '#3a4a5a'), circle(lx, c.horizon - 160, 24, lit ? '#ffe9a0' : '#e8eef2', { glow: lit }));
    roundTree(c, 'mid', c.S - lx, c.horizon + 90, 240, '#5fa552');
  },
  farm(c) {
    clouds(c, 3);
    hills(c, 'far', c.horizon - 30, 60, '#b8d98a', 2);
    const x = farSide(c);
    add(
      c,
      'far',
      rect(x - 110, c.horizon - 150, 220, 180, '#c8423a'),
      poly([x - 130, c.horizon - 148, x, c.horizon - 250, x + 130, c.horizon - 148], '#8a3a32'),
      rect(x - 40, c.horizon - 60, 80, 90, '#fbf4e6'),
      line(`M${x - 40} ${c.horizon - 60} L${x + 40} ${c.horizon + 30} M${x + 40} ${c.horizon - 60} L${x - 40} ${c.horizon + 30}`, '#c8423a', 6),
    );
    add(c, 'far', rect(x + 130, c.horizon - 220, 70, 250, '#c8c8cc', { r: 30 }));
    add(c, 'mid', rect(0, c.horizon + 20, c.S, c.S, '#d9c27a'));
    for (let fx = 0; fx < c.S; fx += 80) add(c, 'mid', rect(fx, c.horizon + 10, 14, 70, '#fbf4e6'));
    add(c, 'mid', rect(0, c.horizon + 25, c.S, 12, '#fbf4e6'), rect(0, c.horizon + 55, c.S, 12, '#fbf4e6'));
    add(c, 'near', rect(0, c.horizon + 90, c.S, c.S, '#8cc46a'));
    add(
      c,
      'near',
      ellipse(c.S - x, c.groundY - 10, 70, 50, '#e8c25a'),
      line(`M${c.S - x - 50} ${c.groundY - 20} L${c.S - x + 50} ${c.groundY - 20}`, '#c8a040', 4),
    );
    grassTufts(c, '#5f9a4a', 18);
  },
  space(c) {
    const { S, rng } = c;
    const stars = Array.from({ length: 90 }, () =>
      circle(rng.range(0, S), rng.range(0, S * 0.75), rng.range(1, 3.2), '#fff8e0', { glow: true, detail: true, opacity: rng.range(0.5, 1) }),
    );
    add(c, 'sky', ...stars);
    c.rec.sky('stars', 'sky', stars);
    const x = farSide(c);
    add(
      c,
      'sky',
      circle(x, S * 0.24, 90, '#4a9ae0', { glow: true }),
      path(`M${x - 60} ${S * 0.2} Q${x - 20} ${S * 0.14} ${x + 10} ${S * 0.2} Q${x + 40} ${S * 0.28} ${x - 10} ${S * 0.3} Z`, '#6cc06a', {
        glow: true,
        detail: true,
      }),
    );
    add(
      c,
      'sky',
      circle(S - x, S * 0.14, 40, '#f2a45a', { glow: true }),
      ellipse(S - x, S * 0.14, 70, 12, 'none', { stroke: '#f7d9a0', sw: 5, glow: true, detail: true }),
    );
    if (c.time !== 'night') {
      // Out in space by day the sun shines among the stars, far off and small.
      const sun = [circle(S - x, S * 0.36, 70, '#fff0a0', { glow: true, detail: true, opacity: 0.22 }), circle(S - x, S * 0.36, 30, '#fff2b0', { glow: true })];
      add(c, 'sky', ...sun);
      c.rec.sky('sun', 'sky', sun);
    }
    hills(c, 'near', c.horizon + 90, 40, '#b8b4c8', 2);
    for (let i = 0; i < 7; i++) {
      const cx = rng.range(40, S - 40);
      const cy = rng.range(c.horizon + 140, S - 30);
      const r = rng.range(14, 40);
      add(c, 'near', ellipse(cx, cy, r, r * 0.4, '#9a96ac', { detail: true }));
    }
  },
  castle(c) {
    clouds(c, 3);
    hills(c, 'far', c.horizon - 20, 70, '#9ccf7a', 2);
    const x = farSide(c);
    const base = c.horizon - 20;
    add(c, 'far', rect(x - 130, base - 200, 260, 200, '#d8d0e6'));
    for (const tx of [-150, 110]) {
      add(c, 'far', rect(x + tx, base - 290, 40, 290, '#cfc6e0'), poly([x + tx - 10, base - 290, x + tx + 20, base - 370, x + tx + 50, base - 290], '#7a6ac8'));
      add(
        c,
        'far',
        line(`M${x + tx + 20} ${base - 370} L${x + tx + 20} ${base - 410}`, '#5a4a3a', 3),
        poly([x + tx + 20, base - 410, x + tx + 50, base - 398, x + tx + 20, base - 388], '#e8604c'),
      );
    }
    for (let bx = x - 130; bx < x + 130; bx += 40) add(c, 'far', rect(bx, base - 222, 24, 24, '#d8d0e6'));
    add(c, 'far', path(`M${x - 36} ${base} L${x - 36} ${base - 80} Q${x} ${base - 120} ${x + 36} ${base - 80} L${x + 36} ${base} Z`, '#6b4a3a'));
    add(c, 'mid', rect(0, c.horizon + 30, c.S, c.S, '#86c46a'));
    add(
      c,
      'near',
      path(
        `M${c.heroX - 110} ${c.S} Q${c.heroX} ${c.horizon + 150} ${x} ${c.horizon + 30} L${x + 30} ${c.horizon + 30} Q${c.heroX + 60} ${c.horizon + 150} ${c.heroX + 150} ${c.S} Z`,
        '#e0c890',
      ),
    );
    flowers(c, 16, c.horizon + 80, c.S - 20);
  },
  snowyVillage(c) {
    clouds(c, 2);
    hills(c, 'far', c.horizon - 50, 60, '#e6eef8', 2);
    const x = farSide(c);
    house(c, 'far', x - 90, c.horizon + 10, 150, '#e8b48a', '#8a4a3a', true);
    house(c, 'far', x + 100, c.horizon + 20, 130, '#b8d0e8', '#5a6a9a', true);
    pine(c, 'mid', c.S - x, c.horizon + 60, 260, '#3f8a6a', true);
    add(c, 'near', rect(0, c.horizon + 40, c.S, c.S, '#f4f8fc'));
    add(c, 'near', path(`M0 ${c.horizon + 60} Q${c.S * 0.5} ${c.horizon + 20} ${c.S} ${c.horizon + 70} L${c.S} ${c.S} L0 ${c.S} Z`, '#fbfdff'));
    for (let i = 0; i < 40; i++)
      add(c, 'fx', circle(c.rng.range(0, c.S), c.rng.range(0, c.S * 0.9), c.rng.range(2, 6), '#ffffff', { detail: true, glow: true, opacity: 0.9 }));
  },
  park(c) {
    clouds(c, 3);
    hills(c, 'far', c.horizon - 30, 50, '#a8d98a', 2);
    const x = farSide(c);
    roundTree(c, 'far', x - 120, c.horizon, 260, '#5fa552');
    roundTree(c, 'far', c.S - x + 60, c.horizon, 220, '#4f9a4a');
    add(c, 'mid', rect(0, c.horizon, c.S, c.S, '#86c46a'));
    add(c, 'mid', ellipse(x + 40, c.horizon + 60, 150, 36, '#7fc8f0'));
    add(
      c,
      'near',
      path(
        `M0 ${c.groundY + 40} Q${c.S * 0.5} ${c.groundY - 40} ${c.S} ${c.groundY + 60} L${c.S} ${c.groundY + 120} Q${c.S * 0.5} ${c.groundY + 20} 0 ${c.groundY + 110} Z`,
        '#e0c890',
      ),
    );
    if (!c.omit?.has('bench'))
      add(
        c,
        'mid',
        rect(x - 80, c.horizon + 100, 160, 16, '#a86f45'),
        rect(x - 80, c.horizon + 70, 160, 14, '#a86f45'),
        rect(x - 70, c.horizon + 116, 12, 40, '#5a4a3a'),
        rect(x + 58, c.horizon + 116, 12, 40, '#5a4a3a'),
      );
    flowers(c, 14, c.groundY + 60, c.S - 10);
    grassTufts(c, '#4f9a4a', 16);
  },
  school(c) {
    clouds(c, 3);
    const x = farSide(c) * 0.6 + c.S * 0.2;
    const base = c.horizon + 30;
    add(c, 'far', rect(x - 260, base - 220, 520, 220, '#e89a6a'), poly([x - 280, base - 218, x, base - 300, x + 280, base - 218], '#8a4a3a'));
    add(
      c,
      'far',
      rect(x - 40, base - 340, 80, 120, '#e89a6a'),
      poly([x - 55, base - 338, x, base - 390, x + 55, base - 338], '#8a4a3a'),
      circle(x, base - 280, 26, '#fbf4e6'),
      line(`M${x} ${base - 280} L${x} ${base - 298} M${x} ${base - 280} L${x + 12} ${base - 280}`, '#3a3030', 3),
    );
    const lit = c.time === 'night' || c.time === 'evening';
    for (const wx of [-220, -150, 90, 160])
      for (const wy of [-190, -110]) add(c, 'far', rect(x + wx, base + wy, 50, 50, lit ? '#ffd66b' : '#cfe9f7', { detail: true, glow: lit }));
    add(c, 'far', rect(x - 40, base - 90, 80, 90, '#5a6a9a'));
    add(c, 'mid', rect(0, base, c.S, c.S, '#c8c0b0'));
    add(c, 'near', rect(0, c.horizon + 110, c.S, c.S, '#8cc46a'));
    add(
      c,
      'mid',
      line(`M${c.S - 80} ${base + 40} L${c.S - 80} ${base - 260}`, '#7a7a80', 5),
      poly([c.S - 80, base - 258, c.S - 10, base - 236, c.S - 80, base - 214], '#e8604c'),
    );
    grassTufts(c, '#5f9a4a', 14);
  },
  lake(c) {
    clouds(c, 3);
    hills(c, 'far', c.horizon - 40, 90, '#8fbf8a', 2);
    for (let i = 0; i < 7; i++) pine(c, 'far', c.rng.range(0, c.S), c.horizon + 10, c.rng.range(120, 180), '#5f9a6a');
    add(c, 'mid', rect(0, c.horizon, c.S, 200, '#6fb6e0'));
    for (let i = 0; i < 8; i++) add(c, 'mid', line(`M${c.rng.range(0, c.S)} ${c.horizon + c.rng.range(20, 180)} q25 -8 50 0`, '#d6f0ff', 4, { opacity: 0.8 }));
    const x = farSide(c);
    add(
      c,
      'mid',
      rect(x - 90, c.horizon + 120, 180, 18, '#a86f45'),
      rect(x - 80, c.horizon + 138, 12, 40, '#7a4b2a'),
      rect(x + 68, c.horizon + 138, 12, 40, '#7a4b2a'),
    );
    add(c, 'near', path(`M0 ${c.horizon + 190} Q${c.S * 0.5} ${c.horizon + 160} ${c.S} ${c.horizon + 200} L${c.S} ${c.S} L0 ${c.S} Z`, '#86c46a'));
    for (let i = 0; i < 5; i++) {
      const rx = c.rng.range(0, c.S);
      if (Math.abs(rx - c.heroX) < 160) continue;
      add(c, 'near', line(`M${rx} ${c.groundY + 60} L${rx + 4} ${c.groundY - 80}`, '#5f8a4a', 5), ellipse(rx + 4, c.groundY - 90, 7, 20, '#7a5030'));
    }
    grassTufts(c, '#4f9a4a', 16);
  },
};

/** Settings drawn as a room: the sky of the page shows through a window. */
export const INDOOR_SETTINGS: ReadonlySet<Setting> = new Set(['bedroom', 'home', 'library', 'bakery', 'kitchen', 'windowSeat', 'bunkBed', 'attic']);

/** Draws the setting's backdrop (sky bodies, far, mid, near) into ctx.layers and records it on ctx.rec. */
export function buildSetting(setting: Setting, c: SettingCtx, sunX: number): void {
  const indoor = INDOOR_SETTINGS.has(setting);
  if (!indoor && setting !== 'underSea' && setting !== 'space') skyBodies(c, sunX);
  const before = c.layers.far.length + c.layers.mid.length + c.layers.near.length;
  BUILDERS[setting](c);
  const after = c.layers.far.length + c.layers.mid.length + c.layers.near.length;
  c.rec.backdrop(setting, after - before);
  if (c.time === 'night' && !indoor) {
    // Fireflies or soft stars low in the scene make night pages feel safe rather than empty.
    for (let i = 0; i < 8; i++)
      add(c, 'fx', circle(c.rng.range(0, c.S), c.rng.range(c.horizon - 80, c.S - 60), 3, '#fff2a0', { glow: true, detail: true, opacity: 0.8 }));
  }
}
