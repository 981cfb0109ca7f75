/**
 * Where a bedtime story can open and close at home besides the living room and the bedroom: a
 * window seat, the front doorstep, a room with a bunk bed and an attic bedroom. Each has its own
 * wall colour, furniture and light, so a child's nights do not all start and end on the same
 * picture. Same contract as settings.ts: the hero's third stays clear, and a sleeping hero's bed
 * is drawn by the figure (heroInBed), never twice.
 */
import { darken, lighten } from './color.ts';
import type { BackdropKit } from './plot-places.ts';
import { circle, ellipse, line, path, poly, rect } from './shapes.ts';
import type { SettingCtx } from './setting-context.ts';

function walls(k: BackdropKit, c: SettingCtx, wall: string, floor: string, stripes: boolean): void {
  const { S, horizon } = c;
  k.add(c, 'far', rect(0, 0, S, horizon + 40, wall));
  if (stripes) for (let x = 30; x < S; x += 70) k.add(c, 'far', rect(x, 0, 22, horizon + 20, lighten(wall, 0.12), { detail: true }));
  k.add(c, 'far', rect(0, horizon + 20, S, 22, darken(wall, 0.3)));
  k.add(c, 'near', rect(0, horizon + 40, S, S - horizon - 40, floor));
  // Floorboards running across, not towards the viewer (the living room's run into the distance).
  for (let y = horizon + 80; y < S; y += 56) k.add(c, 'near', line(`M0 ${y} L${S} ${y}`, darken(floor, 0.14), 3));
}

/** A bay window taking most of the far wall, with a cushioned seat under it. */
export function windowSeat(k: BackdropKit, c: SettingCtx): void {
  const { S, horizon } = c;
  walls(k, c, '#cfe3c9', '#c99a6a', true);
  const far = k.farSide(c);
  const wx = Math.max(40, far - 230);
  const ww = Math.min(S - 80, 460);
  k.windowSky(c, wx, 70, ww, 300);
  // Seat, cushions and a folded blanket; a plant on the sill.
  k.add(
    c,
    'mid',
    rect(wx - 30, horizon - 20, ww + 60, 46, '#7a5a8c', { r: 14 }),
    rect(wx - 40, horizon + 20, ww + 80, 100, '#8a6a50', { r: 8 }),
    rect(wx + 10, horizon - 70, 90, 60, '#f2c14e', { r: 20 }),
    rect(wx + ww - 110, horizon - 66, 96, 56, '#e8859a', { r: 20 }),
    rect(wx + ww / 2 - 60, horizon - 34, 120, 22, '#9fd3e8', { r: 8, detail: true }),
  );
  k.add(c, 'far', rect(wx + ww - 60, 330, 40, 36, '#c0704a', { r: 5 }), circle(wx + ww - 40, 316, 26, '#4fa35a'));
  // A standing lamp on the hero's side of the room.
  const lx = c.heroX < S / 2 ? S - 80 : 80;
  k.add(
    c,
    'mid',
    rect(lx - 5, horizon - 120, 10, 240, '#5a4a3a'),
    path(`M${lx - 44} ${horizon - 120} L${lx + 44} ${horizon - 120} L${lx + 26} ${horizon - 180} L${lx - 26} ${horizon - 180} Z`, '#f6e2b0', {
      glow: c.time === 'night' || c.time === 'evening',
    }),
  );
}

/** Outside the front door: the house wall, a door with a step, flower pots and the path out. */
export function doorstep(k: BackdropKit, c: SettingCtx): void {
  const { S, horizon } = c;
  k.clouds(c, 2);
  const wall = '#e8a77c';
  k.add(c, 'far', rect(0, 90, S, horizon + 10, wall));
  for (let y = 110; y < horizon + 90; y += 36)
    for (let x = (y / 36) % 2 ? 0 : 40; x < S; x += 80) k.add(c, 'far', rect(x + 2, y, 76, 32, darken(wall, 0.08), { detail: true, r: 3 }));
  // Eaves along the top.
  k.add(c, 'far', rect(-10, 70, S + 20, 34, '#7a4b3a'));
  const far = k.farSide(c);
  // The door, its frame and number, and the two steps in front.
  k.add(
    c,
    'mid',
    rect(far - 110, horizon - 250, 220, 290, '#f4ecdc', { r: 10 }),
    rect(far - 90, horizon - 232, 180, 272, '#2f6f8f', { r: 8 }),
    rect(far - 70, horizon - 212, 60, 90, darken('#2f6f8f', 0.2), { detail: true, r: 4 }),
    rect(far + 10, horizon - 212, 60, 90, darken('#2f6f8f', 0.2), { detail: true, r: 4 }),
    circle(far + 62, horizon - 90, 9, '#f2c14e'),
    rect(far - 140, horizon + 40, 280, 30, '#b8b0a0', { r: 4 }),
    rect(far - 170, horizon + 68, 340, 34, '#a8a090', { r: 4 }),
  );
  // A window beside the door, on the other side from the hero.
  const wx = far < S / 2 ? far + 170 : far - 330;
  k.windowSky(c, wx, horizon - 230, 160, 130);
  // Path and grass in front.
  k.add(c, 'near', rect(0, horizon + 100, S, S - horizon - 100, '#8fcf7a'));
  k.add(c, 'near', poly([far - 150, horizon + 100, far + 150, horizon + 100, far + 260, S, far - 260, S], '#d8cbb2'));
  k.grassTufts(c, '#5fae5a', 8);
  for (const px of [far - 230, far + 200])
    k.add(
      c,
      'mid',
      poly([px - 34, horizon + 20, px + 34, horizon + 20, px + 24, horizon + 90, px - 24, horizon + 90], '#c0704a'),
      circle(px - 14, horizon + 4, 16, '#e8859a'),
      circle(px + 12, horizon - 2, 16, '#f2c14e'),
      circle(px, horizon + 14, 18, '#4fa35a'),
    );
}

/** A small bedroom with a wooden bunk bed; the lower bunk is the hero's when they sleep. */
export function bunkBed(k: BackdropKit, c: SettingCtx): void {
  const { S, horizon } = c;
  walls(k, c, '#d9c8ea', '#b8875e', false);
  // Star stickers on the wall.
  for (let i = 0; i < 7; i++) {
    const x = 80 + ((i * 137) % (S - 160));
    const y = 60 + ((i * 71) % 180);
    k.add(c, 'far', path(starPath(x, y, 14), '#fff3b0', { detail: true }));
  }
  const wx = k.farSide(c) < S / 2 ? S - 250 : 70;
  k.windowSky(c, wx, 100, 180, 200);
  // The bunk bed stands round the hero when they sleep (the figure draws the lower bed), else on the far side.
  const bx = c.heroInBed ? c.heroX : k.farSide(c);
  const wood = '#9a6a40';
  const top = horizon - 250;
  k.add(
    c,
    'mid',
    rect(bx - 200, top, 22, c.heroInBed ? 420 : 380, wood, { r: 6 }),
    rect(bx + 178, top, 22, c.heroInBed ? 420 : 380, wood, { r: 6 }),
    rect(bx - 190, top + 70, 380, 40, darken(wood, 0.1), { r: 6 }),
    rect(bx - 178, top + 30, 356, 44, '#7fb0e8', { r: 14 }),
    rect(bx - 170, top + 22, 90, 30, '#ffffff', { r: 12 }),
  );
  // Ladder at the end of the bed.
  for (let y = top + 110; y < horizon + 120; y += 40) k.add(c, 'mid', rect(bx + 150, y, 40, 8, wood, { detail: true }));
  if (!c.heroInBed)
    k.add(c, 'mid', rect(bx - 190, horizon + 40, 380, 60, darken(wood, 0.05), { r: 8 }), rect(bx - 178, horizon + 20, 356, 36, '#f4a6b8', { r: 12 }));
}

/** An attic bedroom: sloping ceiling, beams, a round window and a string of paper lanterns. */
export function attic(k: BackdropKit, c: SettingCtx): void {
  const { S, horizon } = c;
  walls(k, c, '#f3e3c0', '#a87850', false);
  // The roof slopes down on both sides.
  const slope = '#d8c29a';
  k.add(c, 'far', poly([0, 0, S * 0.3, 0, 0, horizon * 0.7], slope), poly([S, 0, S * 0.7, 0, S, horizon * 0.7], slope));
  for (const [x0, x1] of [
    [S * 0.12, 0],
    [S * 0.22, 0],
    [S * 0.88, S],
    [S * 0.78, S],
  ] as const)
    k.add(c, 'far', line(`M${x0} 0 L${x1} ${(horizon * 0.7 * Math.abs(x0 - x1)) / (S * 0.3)}`, '#8a6a4a', 8));
  k.add(c, 'far', rect(S * 0.3, 0, S * 0.4, 20, '#8a6a4a'));
  // Round window in the gable.
  const wx = S / 2;
  k.add(c, 'far', circle(wx, 150, 92, '#fbf4e6'));
  k.windowSky(c, wx - 70, 80, 140, 140);
  k.add(
    c,
    'far',
    path(
      `M${wx - 92} 150 A92 92 0 1 0 ${wx + 92} 150 A92 92 0 1 0 ${wx - 92} 150 M${wx - 72} 150 A72 72 0 1 1 ${wx + 72} 150 A72 72 0 1 1 ${wx - 72} 150 Z`,
      '#f3e3c0',
    ),
  );
  k.add(c, 'far', rect(wx - 4, 78, 8, 144, '#fbf4e6'), rect(wx - 72, 146, 144, 8, '#fbf4e6'));
  // Paper lanterns on a string.
  k.add(c, 'far', line(`M${S * 0.1} ${horizon - 120} Q${S * 0.5} ${horizon - 60} ${S * 0.9} ${horizon - 120}`, '#6a5a4a', 2));
  for (let i = 1; i < 8; i++) {
    const t = i / 8;
    const x = S * 0.1 + t * S * 0.8;
    const y = horizon - 120 + 4 * (S * 0.0) + 60 * (1 - (2 * t - 1) ** 2) * 1;
    k.add(c, 'far', circle(x, y + 14, 13, ['#f2c14e', '#e8859a', '#9fd3e8', '#b8e08a'][i % 4]!, { glow: c.time === 'night' }));
  }
  // A low bed under the slope when the hero is up, and a rug.
  const fx = k.farSide(c);
  if (!c.heroInBed) k.add(c, 'mid', rect(fx - 160, horizon + 30, 320, 80, '#c08a5a', { r: 10 }), rect(fx - 150, horizon + 10, 300, 50, '#9fd39a', { r: 14 }));
  k.add(c, 'near', ellipse(c.heroX, c.groundY + 14, 240, 46, '#c85a5a'), ellipse(c.heroX, c.groundY + 14, 180, 30, '#e8a0a0', { detail: true }));
}

function starPath(x: number, y: number, r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    pts.push(`${(x + rr * Math.cos(a)).toFixed(1)} ${(y + rr * Math.sin(a)).toFixed(1)}`);
  }
  return `M${pts.join(' L')} Z`;
}
