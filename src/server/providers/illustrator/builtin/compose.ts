/**
 * Composes one page (STORYCRAFT 'Pictures'): backdrop for the setting and time of day, the hero as
 * the single focal point on a third of the page, the companion facing them, props in reach, then
 * renders the scene graph in the page's style to an SVG string.
 */
import type { IllustrationStyle } from '../../../../shared/catalog.ts';
import type { CharacterSheet, IllustrateRequest, Prop, Scene } from '../../types.ts';
import { describeHero, type Appearance } from './appearance.ts';
import { bedtimeLook } from './look-appearance.ts';
import { lighten } from './color.ts';
import { drawCompanion, drawHero } from './figures.ts';
import { Pen } from './pen.ts';
import { BIG_PROPS, drawProp } from './props.ts';
import { createRng, hashString } from './rng.ts';
import { buildSetting, lightFor, skyFor, type SettingCtx } from './settings.ts';
import { circle, ellipse, emptyLayers, line, path, type Shape } from './shapes.ts';
import { renderSvg, styleTraits } from './style.ts';

/** Page size in pixels (DESIGN §3: 1024x1024 PNG). */
export const PAGE_SIZE = 1024;

export interface ComposeInput {
  scene: Scene;
  hero: CharacterSheet;
  style: IllustrationStyle;
  seed: number;
  pageIndex: number;
  pageCount: number;
  /** Cover: hero larger and centred. */
  cover?: boolean;
}

const HOLDABLE: ReadonlySet<Prop> = new Set(['ball', 'book', 'lantern', 'star', 'flower', 'cake', 'gift', 'toothbrush', 'shell', 'map', 'key', 'basket', 'apple', 'umbrella', 'treasure', 'kite', 'balloon']);
const HOLDING_ACTIONS = new Set(['standing', 'walking', 'carrying', 'sharing', 'reading', 'helping', 'waving', 'looking', 'running', 'pointing', 'sitting', 'climbing', 'laughing', 'thinking']);
const WATER_SETTINGS = new Set(['seaside', 'lake', 'underSea']);

/** A friend companion: another child who always looks different from the hero. */
function friendLook(hero: Appearance, seed: number): Appearance {
  const f = describeHero({ name: `friend-${seed % 7}`, kind: 'human', gender: seed % 2 ? 'female' : 'male', age: hero.age });
  return { ...f, top: f.top === hero.top ? '#2fa7a0' : f.top, emblem: 'none' };
}

function zzz(x: number, y: number, s: number): Shape[] {
  return [0, 1, 2].map((i) => {
    const k = s * (0.6 + i * 0.25);
    const ox = x + i * s * 0.9;
    const oy = y - i * s * 1.1;
    return line(`M${ox} ${oy} L${ox + k} ${oy} L${ox} ${oy + k} L${ox + k} ${oy + k}`, '#ffffff', 3 + i, { glow: true, opacity: 0.9 });
  });
}

function heart(x: number, y: number, s: number, color: string): Shape {
  return path(`M${x} ${y + s} Q${x - 1.8 * s} ${y - 0.2 * s} ${x - 0.9 * s} ${y - s} Q${x - 0.3 * s} ${y - 1.4 * s} ${x} ${y - 0.6 * s} Q${x + 0.3 * s} ${y - 1.4 * s} ${x + 0.9 * s} ${y - s} Q${x + 1.8 * s} ${y - 0.2 * s} ${x} ${y + s} Z`, color, { detail: true, glow: true });
}

/** Builds the page SVG. Pure and deterministic in its input. */
export function composePage(input: ComposeInput): string {
  const S = PAGE_SIZE;
  const { scene, style } = input;
  const traits = styleTraits(style);
  const last = input.pageIndex >= input.pageCount - 1 && input.pageCount > 1;
  // At bedtime the hero wears pyjamas and no hat (issue 15).
  const bedtime = scene.action === 'sleeping' || (scene.timeOfDay === 'night' && (scene.setting === 'bedroom' || last));
  const dayLook = describeHero(input.hero);
  const look = bedtime ? bedtimeLook(dayLook, scene.action === 'sleeping') : dayLook;
  const calm = last ? 1 : scene.mood === 'calm' ? 0.5 : scene.timeOfDay === 'night' ? 0.3 : 0;
  const rng = createRng(hashString(`${input.seed}|${input.pageIndex}|${scene.setting}|${scene.timeOfDay}`));
  const layers = emptyLayers();

  // Rule of thirds: the hero on a vertical third, alternating so pages turn with some rhythm.
  const onLeft = input.cover ? true : (input.seed + input.pageIndex) % 2 === 0;
  const heroX = input.cover ? S * 0.42 : onLeft ? S * 0.36 : S * 0.64;
  const facing: 1 | -1 = onLeft ? 1 : -1;
  const indoor = scene.setting === 'bedroom' || scene.setting === 'home';
  const horizon = indoor ? S * 0.56 : S * 0.6;
  const groundY = S * (input.cover ? 0.93 : 0.9);
  const H = S * 0.47 * look.scale * (input.cover ? 1.18 : 1) * (look.kind === 'object' ? 0.9 : 1);
  const sunX = onLeft ? S * 0.8 : S * 0.2;

  const ctx: SettingCtx = { layers, rng, S, horizon, heroX, groundY, time: scene.timeOfDay, traits, calm, heroInBed: scene.action === 'sleeping' };
  buildSetting(scene.setting, ctx, sunX);

  const action = scene.action;
  const sleeping = action === 'sleeping';
  const accent = look.kind === 'human' ? lighten(look.top, 0.1) : '#ef7fae';
  const props = scene.props.slice(0, 3);
  const held = props.find((p) => HOLDABLE.has(p) && HOLDING_ACTIONS.has(action) && !(p === 'star' && scene.timeOfDay === 'night'));
  const heldProp: Prop | undefined = action === 'reading' ? 'book' : held;

  // Props in the world: sky props up high, big props on the far third, small ones by the hero's feet.
  const farX = onLeft ? S * 0.8 : S * 0.2;
  let groundSlot = 0;
  for (const prop of props) {
    if (prop === heldProp && prop !== 'kite') continue;
    if (prop === 'kite') {
      const kx = heroX + facing * S * 0.3;
      const ky = S * 0.2;
      layers.sky.push(...drawProp('kite', new Pen(kx, ky + 90, 1.1), accent));
      continue;
    }
    if (prop === 'moon') { layers.sky.push(...drawProp('moon', new Pen(farX, S * 0.3, 2.2), accent)); continue; }
    if (prop === 'rainbow') { layers.sky.push(...drawProp('rainbow', new Pen(S * 0.5, horizon + 10, 4.6), accent)); continue; }
    if (prop === 'star') { layers.sky.push(...drawProp('star', new Pen(farX, S * 0.28, 1.6), accent)); continue; }
    if (BIG_PROPS.has(prop)) {
      const size = prop === 'tree' ? 3.6 : prop === 'house' ? 3.0 : prop === 'bridge' ? 2.4 : prop === 'bed' ? 2.4 : prop === 'bicycle' || prop === 'sandcastle' ? 2.0 : 2.6;
      const y = prop === 'boat' && WATER_SETTINGS.has(scene.setting) ? horizon + 30 : groundY - 30;
      if (prop === 'bed' && sleeping) continue;
      layers.mid.push(...drawProp(prop, new Pen(farX, y, size), accent));
      continue;
    }
    const gx = heroX - facing * (H * 0.42 + groundSlot * 120);
    groundSlot++;
    layers.hero.push(ellipse(gx, groundY + 4, 60, 12, '#000000', { opacity: 0.15, detail: true }), ...drawProp(prop, new Pen(gx, groundY + 4, 1.15), accent));
  }

  // Soft contact shadows ground the figures.
  const shadowW = sleeping ? H * 0.55 : H * 0.28;
  const lift = action === 'flying' ? H * 0.32 : 0;
  if (action !== 'swimming') layers.hero.push(ellipse(heroX + (sleeping ? -facing * H * 0.05 : 0), groundY + 2, shadowW * (lift ? 0.7 : 1), H * 0.045, '#1a1020', { opacity: lift ? 0.12 : 0.2, detail: true }));

  // Furniture that belongs to the pose.
  if (action === 'sitting' || action === 'reading') {
    const seat = indoor ? '#e8859a' : scene.setting === 'underSea' ? '#b8a888' : '#9a8a80';
    layers.hero.push(ellipse(heroX, groundY - H * 0.08, H * 0.2, H * 0.1, seat), ellipse(heroX, groundY - H * 0.13, H * 0.18, H * 0.05, lighten(seat, 0.15), { detail: true }));
  }
  if (action === 'climbing') {
    const top = groundY - H * 1.25;
    for (const dx of [-0.2, 0.2]) layers.hero.push(line(`M${heroX + dx * H} ${groundY} L${heroX + dx * H} ${top}`, '#8a5a3a', 10));
    for (let y = groundY - 30; y > top; y -= H * 0.14) layers.hero.push(line(`M${heroX - 0.2 * H} ${y} L${heroX + 0.2 * H} ${y}`, '#a86f45', 8));
  }
  if (sleeping) {
    if (indoor || props.includes('bed')) {
      layers.hero.push(...drawProp('bed', new Pen(heroX - facing * H * 0.02, groundY, H / 100 * 0.95, facing), '#8fb7e8'));
    } else {
      layers.hero.push(ellipse(heroX - facing * H * 0.05, groundY - 6, H * 0.6, H * 0.07, '#e9a56b'));
    }
  }

  // The hero.
  const heroY = sleeping && (indoor || props.includes('bed')) ? groundY - H * 0.42 : groundY;
  const fig = drawHero(look, action, scene.mood, traits, heroX, heroY, H, facing);

  // Companion: beside the hero, facing them; closer when hugging or sharing.
  const companionSleeps = sleeping || (last && scene.timeOfDay === 'night');
  const close = action === 'hugging' || action === 'sharing' || action === 'helping';
  const cx = heroX + facing * H * (close ? 0.5 : 0.66);
  let companion: Shape[] = [];
  if (scene.companion !== 'none') {
    const friend = scene.companion === 'friend';
    const ch = friend ? H * 0.9 : scene.companion === 'bird' ? H * 0.32 : H * 0.48;
    let cy = groundY;
    if (scene.companion === 'bird') cy = groundY - H * 0.72;
    if (scene.companion === 'fish' && !WATER_SETTINGS.has(scene.setting)) {
      const by = groundY - H * 0.2;
      layers.hero.push(circle(cx, by, H * 0.2, '#cfefff', { opacity: 0.55 }), path(`M${cx - H * 0.19} ${by} Q${cx} ${by + H * 0.05} ${cx + H * 0.19} ${by} Q${cx + H * 0.16} ${by + H * 0.18} ${cx} ${by + H * 0.2} Q${cx - H * 0.16} ${by + H * 0.18} ${cx - H * 0.19} ${by} Z`, '#6fc3ea', { opacity: 0.7 }));
      companion = drawCompanion('fish', traits, cx, by + H * 0.12, H * 0.3, (-facing) as 1 | -1, scene.mood, look, false);
    } else {
      if (scene.companion === 'fish') cy = groundY - H * 0.5;
      if (action === 'swimming' || action === 'flying') cy -= H * 0.25;
      companion = drawCompanion(scene.companion, traits, cx, cy, ch, (-facing) as 1 | -1, scene.mood, friendLook(look, input.seed), companionSleeps);
      if (!['bird', 'fish'].includes(scene.companion)) layers.hero.push(ellipse(cx, groundY + 2, ch * 0.32, H * 0.035, '#1a1020', { opacity: 0.18, detail: true }));
    }
  }
  // A hug puts the companion in the hero's arms: hero behind, arm over.
  if (action === 'hugging') layers.hero.push(...fig.shapes, ...companion);
  else layers.hero.push(...companion, ...fig.shapes);

  // What the hero holds, in front of their hands.
  if (heldProp) {
    const [hx, hy] = fig.hold;
    if (heldProp === 'umbrella') layers.front.push(...drawProp('umbrella', new Pen(hx, hy + H * 0.02, H * 0.0058), accent));
    else if (heldProp === 'kite') layers.front.push(line(`M${hx} ${hy} Q${hx + facing * S * 0.12} ${hy - S * 0.1} ${heroX + facing * S * 0.3} ${S * 0.2 + 90}`, '#ffffff', 2, { opacity: 0.9 }));
    else {
      const size = heldProp === 'book' ? H * 0.0026 : H * 0.0022;
      layers.front.push(...drawProp(heldProp, new Pen(hx, hy + 50 * size, size), accent));
    }
  } else if (props.includes('kite')) {
    const [hx, hy] = fig.handR;
    layers.front.push(line(`M${hx} ${hy} Q${hx + facing * S * 0.12} ${hy - S * 0.1} ${heroX + facing * S * 0.3} ${S * 0.2 + 90}`, '#ffffff', 2, { opacity: 0.9 }));
  }

  // Little signs of the action and mood.
  const [headX, headY] = fig.head;
  if (sleeping) layers.fx.push(...zzz(headX + facing * H * 0.05, headY - H * 0.25, H * 0.06));
  if (action === 'sleeping' && !(indoor || props.includes('bed'))) layers.front.push(path(`M${heroX - facing * H * 0.16} ${groundY - H * 0.2} Q${heroX + facing * H * 0.2} ${groundY - H * 0.3} ${heroX + facing * H * 0.5} ${groundY - H * 0.18} L${heroX + facing * H * 0.52} ${groundY} L${heroX - facing * H * 0.18} ${groundY} Z`, '#8fb7e8'));
  if (action === 'sleeping' && (indoor || props.includes('bed'))) layers.front.push(path(`M${heroX - facing * H * 0.16} ${heroY - H * 0.14} Q${heroX + facing * H * 0.2} ${heroY - H * 0.24} ${heroX + facing * H * 0.52} ${heroY - H * 0.12} L${heroX + facing * H * 0.56} ${heroY + H * 0.12} L${heroX - facing * H * 0.2} ${heroY + H * 0.12} Z`, '#8fb7e8'));
  if (action === 'hugging' || (action === 'sharing' && scene.mood !== 'sad')) layers.fx.push(heart(headX + facing * H * 0.25, headY - H * 0.28, H * 0.05, '#ff7fa0'), heart(headX + facing * H * 0.38, headY - H * 0.16, H * 0.035, '#ff9fb8'));
  if (action === 'thinking') layers.fx.push(circle(headX + facing * H * 0.22, headY - H * 0.2, H * 0.02, '#ffffff', { glow: true }), circle(headX + facing * H * 0.3, headY - H * 0.3, H * 0.035, '#ffffff', { glow: true }), ellipse(headX + facing * H * 0.45, headY - H * 0.45, H * 0.13, H * 0.09, '#ffffff', { glow: true }), ...[-1, 0, 1].map((i) => circle(headX + facing * H * 0.45 + i * H * 0.05, headY - H * 0.45, H * 0.014, '#7a6a8a', { detail: true, glow: true })));
  if (action === 'laughing') for (const i of [-1, 1]) layers.fx.push(line(`M${headX + i * H * 0.2} ${headY - H * 0.18} L${headX + i * H * 0.28} ${headY - H * 0.24} M${headX + i * H * 0.24} ${headY - H * 0.1} L${headX + i * H * 0.33} ${headY - H * 0.12}`, '#ffd84a', 5, { glow: true }));
  if (action === 'running' || action === 'flying') for (const k of [0, 1, 2]) layers.hero.unshift(line(`M${heroX - facing * H * (0.3 + k * 0.05)} ${groundY - lift - H * (0.3 + k * 0.15)} l${-facing * H * (0.25 - k * 0.04)} 0`, '#ffffff', 6, { opacity: 0.7 }));
  if (action === 'swimming') {
    const wy = groundY - H * 0.28;
    const d = `M0 ${wy} ${Array.from({ length: 9 }, (_, i) => `Q${(i + 0.5) * S / 8} ${wy + (i % 2 ? 16 : -16)} ${(i + 1) * S / 8} ${wy}`).join(' ')} L${S} ${S} L0 ${S} Z`;
    layers.front.push(path(d, WATER_SETTINGS.has(scene.setting) ? '#3f9bd6' : '#6fc3ea', { opacity: 0.82 }));
    layers.front.push(ellipse(heroX, wy + 6, H * 0.35, H * 0.04, 'none', { stroke: '#e6f8ff', sw: 4, detail: true, opacity: 0.8 }));
  }
  if (action === 'sad' && !last) layers.fx.push(ellipse(headX, headY - H * 0.42, H * 0.16, H * 0.07, '#aab4c8', { opacity: 0.7 }));

  // A soft pool of light keeps the hero the brightest thing on dark pages.
  if (scene.timeOfDay === 'night' || scene.timeOfDay === 'evening') {
    layers.near.push({ k: 'raw', svg: `<radialGradient id="halo"><stop offset="0" stop-color="#ffe6a8" stop-opacity="0.38"/><stop offset="1" stop-color="#ffe6a8" stop-opacity="0"/></radialGradient><circle cx="${Math.round(heroX)}" cy="${Math.round(groundY - H * 0.5)}" r="${Math.round(H * 0.85)}" fill="url(#halo)"/>` });
  }

  return renderSvg(layers, {
    style,
    lighting: { time: scene.timeOfDay, calm },
    sky: skyFor(scene.setting, scene.timeOfDay),
    light: lightFor(scene.setting, scene.timeOfDay, S, horizon, sunX),
    seed: input.seed,
    size: S,
  });
}
