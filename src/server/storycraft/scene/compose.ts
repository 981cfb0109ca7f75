/**
 * Composes one page : the backdrop for the setting and time of
 * day with one clock in the sky, the hero as the single focal point where the plan puts them
 * (heroAt) at the plan's camera distance (shot), the companion facing them, the key prop in its
 * state, the people and animals the page names, then renders it in the page's style to SVG.
 * Everything drawn is recorded on a SceneRecorder, so the scene graph says what is on the page.
 */
import type { IllustrationStyle } from '../../../shared/catalog.ts';
import type { CharacterSheet, HeroPosition, Prop, PropState, Scene, Shot } from '../../providers/types.ts';
import { describeHero, type Appearance } from './appearance.ts';
import { bedtimeLook } from './look-appearance.ts';
import { lighten } from './color.ts';
import { drawCompanion, drawHero } from './figures.ts';
import { KNEELING_HUG, STANDING_HUG } from './poses.ts';
import { SceneRecorder, type Camera, type PropPlacement, type SceneGraph } from './graph.ts';
import { Pen } from './pen.ts';
import { drawSceneFigure, figureHeight } from './people.ts';
import { BIG_PROPS, drawPropInState, propFootprint } from './props.ts';
import { createRng, hashString } from './rng.ts';
import { buildSetting, INDOOR_SETTINGS, lightFor, skyFor, type SettingCtx } from './settings.ts';
import { circle, ellipse, emptyLayers, line, path, rect, type Shape } from './shapes.ts';
import { renderPageSvg, styleTraits, type PageSvg } from './style.ts';

/** Page size in pixels (1024x1024 PNG). */
export const PAGE_SIZE = 1024;

export interface ComposeInput {
  scene: Scene;
  hero: CharacterSheet;
  /** The story's other heroes; the page draws those its scene.coHeroes names. */
  coHeroes?: CharacterSheet[];
  style: IllustrationStyle;
  seed: number;
  pageIndex: number;
  pageCount: number;
  /**
   * A cover, not a page: the heroes large in the middle with the companion at their side, the
   * story's key object big beside them, the top third left light for the title, and a frame.
   */
  cover?: boolean;
}

const HOLDABLE: ReadonlySet<Prop> = new Set([
  'ball',
  'book',
  'lantern',
  'star',
  'flower',
  'cake',
  'gift',
  'toothbrush',
  'shell',
  'map',
  'key',
  'basket',
  'apple',
  'umbrella',
  'treasure',
  'kite',
  'balloon',
  'letter',
  'cookie',
  'seed',
  'moon',
  'bucket',
  'drum',
  'nest',
]);
// Not 'looking' (a hand shading the eyes), 'laughing' (both arms up) or 'climbing' (hands on the rungs).
const HOLDING_ACTIONS = new Set([
  'standing',
  'walking',
  'carrying',
  'sharing',
  'giving',
  'reading',
  'helping',
  'waving',
  'running',
  'pointing',
  'sitting',
  'thinking',
]);
/** Companions small enough to be hugged kneeling, in the hero's arms. */
const SMALL_COMPANIONS = new Set(['puppy', 'kitten', 'bunny', 'fox', 'bear', 'turtle', 'teddy', 'dragon', 'robot', 'owl']);
/**
 * Things the hero builds or mends with their hands: on a page where the hero works on one (helping,
 * kneeling) it stands on the ground right beside them, big, not far off in the scenery.
 */
const HANDIWORK: ReadonlySet<Prop> = new Set(['hut', 'sandcastle', 'snowman', 'bicycle', 'tent', 'sailboat', 'boat', 'bench']);
const WATER_SETTINGS = new Set(['seaside', 'lake', 'underSea', 'riverside']);
/** Hero's x (fraction of the page) per position: the rule of thirds, or the middle. */
const HERO_X: Record<HeroPosition, number> = { left: 0.33, center: 0.5, right: 0.67 };
/** Hero height multiplier per shot; close shots also zoom the camera in. */
const SHOT_SIZE: Record<Shot, number> = { wide: 0.66, medium: 1, close: 1 };
const CLOSE_ZOOM = 1.42;

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
  return path(
    `M${x} ${y + s} Q${x - 1.8 * s} ${y - 0.2 * s} ${x - 0.9 * s} ${y - s} Q${x - 0.3 * s} ${y - 1.4 * s} ${x} ${y - 0.6 * s} Q${x + 0.3 * s} ${y - 1.4 * s} ${x + 0.9 * s} ${y - s} Q${x + 1.8 * s} ${y - 0.2 * s} ${x} ${y + s} Z`,
    color,
    { detail: true, glow: true },
  );
}

/** Free stretches of the ground line: places things beside the hero without covering them. */
class GroundSlots {
  private readonly taken: [number, number, boolean][] = [];
  private readonly min: number;
  private readonly max: number;
  constructor(min: number, max: number) {
    this.min = min;
    this.max = max;
  }
  /** Reserves [x0, x1]; a soft reservation (the key prop behind) gives way when nothing else fits. */
  take(x0: number, x1: number, soft = false): void {
    this.taken.push([x0, x1, soft]);
  }
  /** The free centre nearest `from` on `side` (then the other side) for something `w` wide, or null. */
  place(from: number, w: number, side: 1 | -1, opts: { soft?: boolean; keep?: number; overflow?: number } = {}): number | null {
    // `overflow`: the share of the width that may stand past the page edge (a figure cut by the frame).
    const spill = w * (opts.overflow ?? 0);
    for (const strict of [true, false]) {
      for (const s of [side, -side] as const) {
        for (let step = 0; step < 120; step++) {
          const c = from + s * (w / 2 + step * 12);
          const a = c - w / 2;
          const b = c + w / 2;
          if (a < this.min - spill || b > this.max + spill) break;
          if (this.taken.every(([t0, t1, soft]) => (soft && !strict) || b <= t0 || a >= t1)) {
            // `keep`: the share of the width reserved (neighbours may overlap the rest).
            const k = opts.keep ?? 1;
            this.take(c - (w / 2) * k, c + (w / 2) * k, opts.soft);
            return c;
          }
        }
      }
    }
    return null;
  }
}

/** Whether the plan dresses the hero for bed: the plan's outfit, else the old bedtime rule. */
function wearsPyjamas(scene: Scene, last: boolean): boolean {
  if (scene.outfit) return scene.outfit === 'pyjamas';
  return scene.action === 'sleeping' || (scene.timeOfDay === 'night' && (scene.setting === 'bedroom' || last));
}

/** Draws the page and records what it drew. Pure and deterministic in its input. */
export function drawScene(input: ComposeInput, pullBack = 1, squeeze = 1): { svg: string; soft?: PageSvg['soft']; graph: SceneGraph } {
  const S = PAGE_SIZE;
  const { scene, style } = input;
  const traits = styleTraits(style);
  const rec = new SceneRecorder(scene.timeOfDay, S);
  const last = input.pageIndex >= input.pageCount - 1 && input.pageCount > 1;
  const action = scene.action;
  const sleeping = action === 'sleeping';
  const night = scene.timeOfDay === 'night';
  const pyjamas = wearsPyjamas(scene, last);
  const dayLook = describeHero(input.hero);
  const look = pyjamas ? bedtimeLook(dayLook, sleeping) : dayLook;
  const calm = last ? 1 : scene.mood === 'calm' ? 0.5 : night ? 0.3 : 0;
  const rng = createRng(hashString(`${input.seed}|${input.pageIndex}|${scene.setting}|${scene.timeOfDay}`));
  const layers = emptyLayers();

  // Where the hero stands (rule of thirds) and how far the camera is.
  const shot: Shot = input.cover ? 'medium' : (scene.shot ?? 'medium');
  const alternate: HeroPosition = (input.seed + input.pageIndex) % 2 === 0 ? 'left' : 'right';
  const at: HeroPosition = input.cover ? 'center' : (scene.heroAt ?? alternate);
  const coverKey = input.cover ? scene.props[0] : undefined;
  const coverBig = coverKey !== undefined && BIG_PROPS.has(coverKey) && coverKey !== 'rainbow';
  // A sleeper lies along the ground: keep the whole bed on the page.
  const heroX = input.cover
    ? S * (coverBig ? 0.42 : scene.companion !== 'none' ? 0.56 : 0.5)
    : action === 'sleeping'
      ? S * (at === 'left' ? 0.4 : at === 'right' ? 0.54 : 0.47)
      : S * HERO_X[at];
  const facing: 1 | -1 = input.cover || at === 'left' ? 1 : at === 'right' ? -1 : alternate === 'left' ? 1 : -1;
  const indoor = INDOOR_SETTINGS.has(scene.setting);
  const horizon = indoor ? S * 0.56 : S * 0.6;
  const groundY = S * (input.cover ? 0.95 : shot === 'wide' ? 0.88 : 0.9);
  // On a cover the heroes stand large but below the top third, which the title takes.
  const childH = S * 0.47 * SHOT_SIZE[shot] * (input.cover ? 1.08 : 1);
  const H = childH * look.scale * (look.kind === 'object' ? 0.9 : 1);
  const sunX = facing === 1 ? S * 0.8 : S * 0.2;
  const props = [...new Set(scene.props)].slice(0, 3);
  const keyState: PropState = scene.keyPropState ?? 'whole';
  const stateOf = (prop: Prop): PropState => (prop === props[0] ? keyState : 'whole');

  // The camera: a close shot zooms in on the hero's upper body and crops the backdrop.
  const camera: Camera =
    shot === 'close'
      ? // A close-up with a group of people in it pulls back a little so everyone fits.
        {
          cx: heroX,
          cy: groundY - H * 0.58,
          px: heroX,
          py: S * 0.52,
          zoom: Math.max(1.05, CLOSE_ZOOM * ([1, 1, 0.8, 0.8][Math.min(3, (scene.figures ?? []).length + (scene.coHeroes ?? []).length)] as number) * pullBack),
        }
      : { cx: 0, cy: 0, px: 0, py: 0, zoom: 1 };
  rec.setCamera(camera);
  // The stretch of world the page shows, in world x.
  const viewMin = camera.cx - camera.px / camera.zoom + 20;
  const viewMax = camera.cx + (S - camera.px) / camera.zoom - 20;

  const moonProp = props.includes('moon');
  const ctx: SettingCtx = {
    layers,
    rng,
    S,
    horizon,
    heroX,
    groundY,
    time: scene.timeOfDay,
    traits,
    calm,
    heroInBed: sleeping,
    rec,
    bigMoon: moonProp && night,
    omit: new Set(props),
  };
  buildSetting(scene.setting, ctx, sunX);

  const accent = look.kind === 'human' ? lighten(look.top, 0.1) : '#ef7fae';
  const held = props.find((p) => HOLDABLE.has(p) && HOLDING_ACTIONS.has(action) && !(p === 'star' && night) && !(p === 'moon' && night) && p !== 'kite');
  const heldProp: Prop | undefined = action === 'reading' && !props.includes('book') ? undefined : action === 'reading' ? 'book' : held;
  const readingBook = action === 'reading';

  const slots = new GroundSlots(viewMin, viewMax);
  const heroHalf = H * (action === 'running' || action === 'flying' || action === 'sleeping' ? 0.5 : 0.38);
  const hugger = (action === 'hugging' || action === 'sharing' || action === 'helping') && scene.companion === 'none' && (scene.figures ?? []).length > 0;
  const hugging = action === 'hugging';
  // A hug reaches into the partner's space on the facing side (a hug is two figures touching).
  const reachIn = hugger ? heroHalf * (hugging ? 1.05 : 0.55) : 0;
  slots.take(heroX - heroHalf + (facing === 1 ? reachIn : 0), heroX + heroHalf - (facing === -1 ? reachIn : 0));
  const close = action === 'hugging' || action === 'sharing' || action === 'helping';
  const key = props[0];
  const water = WATER_SETTINGS.has(scene.setting);
  // The thing the hero builds or mends stands at their hands; the companion then waits on the other side.
  const handiwork =
    key !== undefined &&
    ((HANDIWORK.has(key) && (action === 'helping' || action === 'kneeling' || key === 'hut')) || coverBig) &&
    keyState !== 'lost' &&
    !((key === 'sailboat' || key === 'boat') && water) &&
    !(key === 'bed' && sleeping);
  const hugSmall = hugging && SMALL_COMPANIONS.has(scene.companion);
  const hugFriend = hugging && scene.companion === 'friend';
  // How far in from the frame the companion keeps (a cover's frame is wider).
  const edge = input.cover ? S * 0.13 : H * 0.16;
  const compSide: 1 | -1 = handiwork || input.cover ? (-facing as 1 | -1) : facing;
  // In a close-up the companion stays near enough to be inside the frame; a hugged one is in the hero's arms.
  const cx = hugSmall
    ? heroX + facing * H * 0.25
    : hugFriend
      ? heroX + facing * H * 0.3
      : // Behind the hero's back it keeps inside the frame.
        Math.min(
          viewMax - edge,
          Math.max(viewMin + edge, heroX + compSide * H * (close || shot === 'close' ? 0.5 : (scene.figures ?? []).length > 1 ? 0.56 : 0.66)),
        );
  const hasCompanion = scene.companion !== 'none';
  // Figures stand a step behind, so they may reach behind the companion but never over the hero.
  if (hasCompanion) slots.take(cx - H * (scene.companion === 'friend' ? 0.26 : 0.12), cx + H * (scene.companion === 'friend' ? 0.26 : 0.12));

  const record = (prop: Prop, state: PropState, placement: PropPlacement, shapes: Shape[], form?: 'toy'): void =>
    rec.prop(prop, state, placement, shapes, form);
  const farX = facing === 1 ? Math.min(S * 0.82, viewMax - 90) : Math.max(S * 0.18, viewMin + 90);

  const groundProps: Shape[] = [];
  let handiworkShapes: Shape[] = [];
  // Props in the world: sky props up high, big props on the far third, small ones by the hero's feet.
  for (const prop of props) {
    if (prop === heldProp) continue;
    const state = stateOf(prop);
    if (handiwork && prop === key) {
      // Big and close: at the hero's hands, its base on the ground line.
      // A fallen heap is low: drawn wider so the sticks still read at phone size.
      const size = propFootprint(prop) * (prop === 'hut' ? (state === 'broken' ? 1.25 : 1) : 0.75) * (shot === 'wide' ? 0.85 : 1) * (input.cover ? 1.1 : 1);
      const px = heroX + facing * (heroHalf * (action === 'kneeling' ? 0.7 : 0.9) + size * 48);
      const drawn = drawPropInState(prop, state, new Pen(px, groundY + 6, size, facing), accent, scene.timeOfDay);
      handiworkShapes = [ellipse(px, groundY + 6, 58 * size, 9 * size, '#000000', { opacity: 0.15, detail: true }), ...drawn.shapes];
      record(prop, drawn.state, 'ground', drawn.shapes);
      slots.take(px - size * 55, px + size * 55);
      continue;
    }
    if (state === 'lost') {
      // A lost thing is small and far away, half hidden, with a glint for the child to find.
      const lx = facing === 1 ? Math.min(viewMax - 60, S * 0.86) : Math.max(viewMin + 60, S * 0.14);
      const ly = horizon + (groundY - horizon) * 0.4;
      const shapes = drawPropInState(prop, 'lost', new Pen(lx, ly, BIG_PROPS.has(prop) ? 1.2 : 1.05), accent, scene.timeOfDay);
      // After the backdrop's ground (near), so the ground never covers it.
      layers.near.push(...shapes.shapes);
      record(prop, shapes.state, 'world', shapes.shapes);
      continue;
    }
    if (prop === 'kite') {
      const shapes = drawPropInState('kite', state, new Pen(heroX + facing * S * 0.3, S * 0.2 + 90, 1.1), accent, scene.timeOfDay);
      layers.sky.push(...shapes.shapes);
      record('kite', shapes.state, 'sky', shapes.shapes);
      continue;
    }
    if (prop === 'moon' && night) {
      // The sky's own moon is drawn large (settings.ts): it is the prop. No second moon.
      const m = ctx.moonAt;
      if (m) {
        const glow = [circle(m.x, m.y, m.r * 1.6, '#fff6c8', { glow: true, detail: true, opacity: 0.16 })];
        layers.sky.push(...glow);
        record('moon', state, 'sky', [circle(m.x, m.y, m.r, '#fff3c0')]);
        rec.note('moon prop on a night page: the sky moon drawn large');
      }
      continue;
    }
    if (prop === 'star' && night) {
      const pen = ctx.window && indoor ? new Pen(ctx.window.x + ctx.window.w * 0.3, ctx.window.y + ctx.window.h * 0.55, 0.7) : new Pen(farX, S * 0.28, 1.6);
      const shapes = drawPropInState('star', state, pen, accent, scene.timeOfDay);
      (indoor ? layers.far : layers.sky).push(...shapes.shapes);
      record('star', shapes.state, 'sky', shapes.shapes);
      rec.sky('stars', indoor ? 'window' : 'sky', shapes.shapes);
      continue;
    }
    if (prop === 'rainbow') {
      const shapes = drawPropInState('rainbow', state, new Pen(S * 0.5, horizon + 10, 4.6), accent, scene.timeOfDay);
      layers.sky.push(...shapes.shapes);
      record('rainbow', shapes.state, 'sky', shapes.shapes);
      continue;
    }
    if (prop === 'house' && indoor) {
      // Indoors a house is a framed picture on the wall, not a toy house on the floor.
      // On the wall away from the window (and away from the hero's head when possible).
      const win = ctx.window;
      const wx = win ? (win.x + win.w / 2 > S / 2 ? S * 0.2 : S * 0.8) : S - farX;
      const wy = horizon - S * 0.3;
      const frame: Shape[] = [
        rect(wx - 70, wy - 60, 140, 120, '#8a5a3a', { r: 6 }),
        rect(wx - 58, wy - 48, 116, 96, '#cfe9f7'),
        rect(wx - 58, wy + 20, 116, 28, '#8cc46a', { detail: true }),
      ];
      const pic = drawPropInState('house', state, new Pen(wx, wy + 30, 0.72), accent, scene.timeOfDay);
      layers.far.push(...frame, ...pic.shapes);
      record('house', pic.state, 'world', [...frame, ...pic.shapes]);
      continue;
    }
    if (BIG_PROPS.has(prop) && !(prop === 'sailboat' && !water) && !(prop === 'bed' && sleeping)) {
      const onWater = (prop === 'boat' || prop === 'sailboat') && water;
      const size = propFootprint(prop) * (shot === 'wide' ? 0.8 : 1) * (onWater && prop === props[0] ? 1.35 : onWater ? 1 : 0.85);
      // Standing scenery props sit a little way back (mid-ground), behind the companion and the hero.
      const y = onWater ? horizon + (scene.setting === 'riverside' ? 170 : scene.setting === 'underSea' ? 30 : 100) : horizon + (groundY - horizon) * 0.5;
      const shapes = drawPropInState(prop, state, new Pen(farX, y, size), accent, scene.timeOfDay);
      // Standing props go after the backdrop's ground (near) so the floor or grass never hides them.
      (onWater ? layers.mid : layers.near).push(...shapes.shapes);
      record(prop, shapes.state, 'world', shapes.shapes);
      // Nobody stands in front of the thing the page turns on.
      if (prop === props[0]) slots.take(farX - size * 55, farX + size * 55, true);
      continue;
    }
    if (prop === 'bed' && sleeping) continue;
    // The key prop the page turns on is drawn larger than the others.
    const k = (prop === props[0] ? 1.9 : 1.15) * (shot === 'wide' ? 0.8 : 1) * (prop === 'sailboat' ? 1.3 : 1);
    const gx = slots.place(heroX - facing * H * 0.3, 110 * k, -facing as 1 | -1, { soft: true }) ?? heroX - facing * H * 0.5;
    const drawn = drawPropInState(prop, state, new Pen(gx, groundY + 4, k), accent, scene.timeOfDay);
    const form = (prop === 'moon' || prop === 'star') && !night ? 'toy' : undefined;
    // Ground props go in front of the people who stand a step behind them.
    groundProps.push(ellipse(gx, groundY + 4, 60 * k, 12 * k, '#000000', { opacity: 0.15, detail: true }), ...drawn.shapes);
    record(prop, drawn.state, 'ground', drawn.shapes, form);
    if (form) rec.note(`${prop} prop on a ${scene.timeOfDay} page drawn as a toy, not in the sky`);
  }

  let missed = false;
  // People and animals the page names: beside the hero, a step behind, never over them.
  const figures = (scene.figures ?? []).slice(0, 4);
  const figShapes: Shape[] = [];
  figures.forEach((fig, i) => {
    // A step behind the hero: a little higher on the page and smaller, so the hero stays in front.
    const grownUp = figureHeight(fig, 1) > 1.1;
    const depthY = groundY - S * (grownUp ? 0.06 : 0.03);
    // `squeeze` < 1: a page crowded with the story's other heroes draws the bystanders smaller.
    let fh = figureHeight(fig, childH) * (grownUp ? 0.86 : 0.94) * (figures.length > 2 ? 0.9 : 1) * squeeze;
    // Someone to hug, share with or help stands close, in front of the hero, when no companion does.
    const partner = i === 0 && !hasCompanion && (action === 'hugging' || action === 'sharing' || action === 'helping');
    const side: 1 | -1 = partner ? facing : (-facing as 1 | -1);
    const from = partner ? heroX + facing * H * (hugging ? 0.05 : 0.2) : heroX - facing * (heroHalf + 14);
    let fx: number | null = null;
    // The one hugged stands right against the hero, inside their arms.
    if (partner && hugging) fx = heroX + facing * H * 0.3;
    for (const shrink of fx === null ? [1, 0.85, 0.7, 0.6, 0.5] : []) {
      const fw = fh * shrink * (fig === 'parentAnimal' || fig === 'babyAnimal' ? 0.6 : 0.46);
      // People in a group may overlap each other a little, never the hero.
      fx = slots.place(from, fw, side, { keep: shrink < 0.7 ? 0.5 : 0.6, overflow: shrink < 0.7 ? 0.4 : 0.3 });
      if (fx !== null) {
        fh *= shrink;
        break;
      }
    }
    if (fx === null) {
      rec.note(`no room for ${fig}`);
      missed = true;
      return;
    }
    const faceTo: 1 | -1 = fx < heroX ? 1 : -1;
    const drawn = drawSceneFigure(fig, {
      x: fx,
      y: depthY,
      h: fh,
      facing: faceTo,
      traits,
      mood: scene.mood,
      hero: dayLook,
      companion: scene.companion,
      seed: input.seed + i,
      pyjamas,
      sleeping: sleeping || (last && night),
    });
    figShapes.push(ellipse(fx, depthY + 2, fh * 0.2, fh * 0.04, '#1a1020', { opacity: 0.16, detail: true }), ...drawn.shapes);
    rec.figure(fig, drawn.kind, drawn.shapes);
  });
  // The story's other heroes on this page: each with their own look, in their own
  // pose, at the main hero's size for their age, beside the main hero and never over them.
  (scene.coHeroes ?? []).slice(0, 2).forEach((other, i) => {
    const sheet = input.coHeroes?.[other.hero] ?? { name: other.name, kind: 'human' as const };
    const own = describeHero(sheet);
    const otherLook = pyjamas ? bedtimeLook(own, other.action === 'sleeping') : own;
    let oh = childH * otherLook.scale * (otherLook.kind === 'object' ? 0.9 : 1) * 0.92 * squeeze;
    const lying = other.action === 'sleeping';
    let ox: number | null = null;
    if (lying) {
      // Asleep: on a mattress in front of the main hero's bed, heads inside the frame.
      oh *= 0.62;
      const w = oh * 0.75;
      const want = heroX - facing * H * 0.05 + (i === 0 ? -1 : 1) * H * 0.36;
      ox = Math.min(viewMax - w / 2, Math.max(viewMin + w / 2, want));
      const oy = groundY + S * 0.045;
      const faceTo: 1 | -1 = i === 0 ? -1 : 1;
      const mat: Shape[] = [
        ellipse(ox, oy + 2, oh * 0.62, oh * 0.09, '#1a1020', { opacity: 0.18, detail: true }),
        rect(ox - oh * 0.6, oy - oh * 0.08, oh * 1.2, oh * 0.1, '#b9d3f0', { r: 8 }),
      ];
      const drawn = drawHero(otherLook, 'sleeping', scene.mood, traits, ox, oy - oh * 0.08, oh, faceTo);
      const quilt = path(
        `M${ox - faceTo * oh * 0.16} ${oy - oh * 0.26} Q${ox + faceTo * oh * 0.2} ${oy - oh * 0.38} ${ox + faceTo * oh * 0.56} ${oy - oh * 0.24} L${ox + faceTo * oh * 0.6} ${oy} L${ox - faceTo * oh * 0.2} ${oy} Z`,
        '#a8c8ee',
      );
      layers.front.push(...mat, ...drawn.shapes, quilt);
      const [hx, hy] = drawn.head;
      layers.fx.push(...zzz(hx + faceTo * oh * 0.05, hy - oh * 0.2, oh * 0.05));
      rec.coHero(other.hero, other.name, 'sleeping', drawn.shapes, { kind: otherLook.kind, top: own.top, hair: own.hair, glasses: own.glasses });
      return;
    }
    for (const shrink of [1, 0.85, 0.7, 0.6, 0.5]) {
      const w = oh * shrink * (lying ? 0.75 : 0.5);
      ox = slots.place(heroX + (i === 0 ? -facing : facing) * (heroHalf + 10), w, (i === 0 ? -facing : facing) as 1 | -1, {
        keep: shrink < 0.7 ? 0.5 : 0.7,
        overflow: shrink < 0.7 ? 0.4 : 0.25,
      });
      if (ox !== null) {
        oh *= shrink;
        break;
      }
    }
    if (ox === null) {
      rec.note(`no room for hero ${other.name}`);
      missed = true;
      return;
    }
    const faceTo: 1 | -1 = ox < heroX ? 1 : -1;
    const oy = groundY - S * 0.015;
    const shapes: Shape[] = [ellipse(ox, oy + 2, oh * (lying ? 0.5 : 0.26), oh * 0.04, '#1a1020', { opacity: 0.18, detail: true })];
    if (lying) shapes.push(ellipse(ox, oy - 6, oh * 0.55, oh * 0.07, '#b9d3f0'));
    const drawn = drawHero(otherLook, other.action, scene.mood, traits, ox, lying ? oy - oh * 0.1 : oy, oh, faceTo);
    shapes.push(...drawn.shapes);
    if (lying)
      shapes.push(
        path(
          `M${ox - faceTo * oh * 0.16} ${oy - oh * 0.2} Q${ox + faceTo * oh * 0.2} ${oy - oh * 0.3} ${ox + faceTo * oh * 0.5} ${oy - oh * 0.18} L${ox + faceTo * oh * 0.52} ${oy} L${ox - faceTo * oh * 0.18} ${oy} Z`,
          '#a8c8ee',
        ),
      );
    figShapes.push(...shapes);
    rec.coHero(other.hero, other.name, other.action, drawn.shapes, { kind: otherLook.kind, top: own.top, hair: own.hair, glasses: own.glasses });
  });
  layers.hero.push(...figShapes, ...groundProps);

  // Soft contact shadows ground the hero.
  const shadowW = sleeping ? H * 0.55 : H * 0.28;
  const lift = action === 'flying' ? H * 0.32 : 0;
  if (action !== 'swimming')
    layers.hero.push(
      ellipse(heroX + (sleeping ? -facing * H * 0.05 : 0), groundY + 2, shadowW * (lift ? 0.7 : 1), H * 0.045, '#1a1020', {
        opacity: lift ? 0.12 : 0.2,
        detail: true,
      }),
    );

  // Furniture that belongs to the pose.
  if (action === 'sitting' || action === 'reading') {
    const seat = indoor ? '#e8859a' : scene.setting === 'underSea' ? '#b8a888' : '#9a8a80';
    layers.hero.push(
      ellipse(heroX, groundY - H * 0.08, H * 0.2, H * 0.1, seat),
      ellipse(heroX, groundY - H * 0.13, H * 0.18, H * 0.05, lighten(seat, 0.15), { detail: true }),
    );
  }
  if (action === 'climbing' && !props.includes('stairs')) {
    const top = groundY - H * 1.25;
    for (const dx of [-0.2, 0.2]) layers.hero.push(line(`M${heroX + dx * H} ${groundY} L${heroX + dx * H} ${top}`, '#8a5a3a', 10));
    for (let y = groundY - 30; y > top; y -= H * 0.14) layers.hero.push(line(`M${heroX - 0.2 * H} ${y} L${heroX + 0.2 * H} ${y}`, '#a86f45', 8));
  }
  const inBed = sleeping && (indoor || props.includes('bed') || props.includes('tent'));
  if (sleeping) {
    if (inBed) {
      const bed = drawPropInState('bed', 'whole', new Pen(heroX - facing * H * 0.1, groundY, (H / 100) * 0.98, facing), '#8fb7e8', scene.timeOfDay);
      layers.hero.push(...bed.shapes);
      if (props.includes('bed')) record('bed', 'whole', 'world', bed.shapes);
    } else {
      layers.hero.push(ellipse(heroX - facing * H * 0.05, groundY - 6, H * 0.6, H * 0.07, '#e9a56b'));
    }
  }

  // The hero.
  const heroY = inBed ? groundY - H * 0.42 : groundY;
  // A hug wraps the arms round the one hugged: kneeling for a small friend, standing for a person.
  const hugPose = hugging && !sleeping ? (hugSmall || (scene.figures?.[0] === 'babyAnimal' && !hasCompanion) ? KNEELING_HUG : STANDING_HUG) : undefined;
  const fig = drawHero(look, action, scene.mood, traits, heroX, heroY, H, facing, hugPose);

  // Companion: beside the hero, facing them; closer when hugging or sharing.
  const companionSleeps = sleeping || (last && night);
  let companion: Shape[] = [];
  if (scene.companion !== 'none') {
    const friend = scene.companion === 'friend';
    const ch = friend ? H * 0.9 : scene.companion === 'bird' ? H * 0.32 : H * 0.48;
    let cy = groundY;
    if (scene.companion === 'bird') cy = groundY - H * 0.72;
    if (scene.companion === 'fish' && !WATER_SETTINGS.has(scene.setting)) {
      const by = groundY - H * 0.2;
      layers.hero.push(
        circle(cx, by, H * 0.2, '#cfefff', { opacity: 0.55 }),
        path(
          `M${cx - H * 0.19} ${by} Q${cx} ${by + H * 0.05} ${cx + H * 0.19} ${by} Q${cx + H * 0.16} ${by + H * 0.18} ${cx} ${by + H * 0.2} Q${cx - H * 0.16} ${by + H * 0.18} ${cx - H * 0.19} ${by} Z`,
          '#6fc3ea',
          { opacity: 0.7 },
        ),
      );
      companion = drawCompanion('fish', traits, cx, by + H * 0.12, H * 0.3, -facing as 1 | -1, scene.mood, look, false);
    } else {
      if (scene.companion === 'fish') cy = groundY - H * 0.5;
      if (action === 'swimming' || action === 'flying') cy -= H * 0.25;
      companion = drawCompanion(scene.companion, traits, cx, cy, ch, -compSide as 1 | -1, scene.mood, friendLook(look, input.seed), companionSleeps);
      if (!['bird', 'fish'].includes(scene.companion))
        layers.hero.push(ellipse(cx, groundY + 2, ch * 0.32, H * 0.035, '#1a1020', { opacity: 0.18, detail: true }));
    }
    rec.companion(scene.companion, companion);
  }
  // A hug puts the companion in the hero's arms: hero behind, arm over.
  // A hug puts the small companion in the hero's arms (hero behind, arms over it); a hugged friend
  // stands behind the hero with the hero's arms round them.
  if (hugSmall) layers.hero.push(...fig.shapes, ...companion, ...fig.arms);
  else layers.hero.push(...companion, ...fig.shapes);
  layers.hero.push(...handiworkShapes);
  rec.hero(fig.shapes, { action, shot, at, outfit: look.topType === 'pyjamas' || (pyjamas && look.kind !== 'human') ? 'pyjamas' : 'day', hat: !!look.hat });

  // What the hero holds, in front of their hands.
  const kiteLine = (hx: number, hy: number): Shape =>
    line(`M${hx} ${hy} Q${hx + facing * S * 0.12} ${hy - S * 0.1} ${heroX + facing * S * 0.3} ${S * 0.2 + 90}`, '#ffffff', 2, { opacity: 0.9 });
  if (heldProp || readingBook) {
    const prop = heldProp ?? 'book';
    const [hx, hy] = fig.hold;
    const state = heldProp ? stateOf(prop) : 'whole';
    const key = prop === props[0] ? 1.7 : 1;
    const size = prop === 'umbrella' ? H * 0.0058 : (prop === 'book' ? H * 0.0026 : H * 0.0022) * key;
    const pen = prop === 'umbrella' ? new Pen(hx, hy + H * 0.02, size) : new Pen(hx, hy + 50 * size, size);
    const drawn = drawPropInState(prop, state, pen, accent, scene.timeOfDay);
    layers.front.push(...drawn.shapes);
    const form = (prop === 'moon' || prop === 'star') && !night ? 'toy' : undefined;
    if (heldProp) record(prop, drawn.state, 'held', drawn.shapes, form);
    if (form) rec.note(`${prop} prop on a ${scene.timeOfDay} page held as a toy, not in the sky`);
  }
  if (props.includes('kite') && stateOf('kite') !== 'lost') {
    const [hx, hy] = heldProp ? fig.handL : fig.handR;
    layers.front.push(kiteLine(hx, hy));
  }

  // Little signs of the action and mood.
  const [headX, headY] = fig.head;
  if (sleeping) layers.fx.push(...zzz(headX + facing * H * 0.05, headY - H * 0.25, H * 0.06));
  if (sleeping && !inBed)
    layers.front.push(
      path(
        `M${heroX - facing * H * 0.16} ${groundY - H * 0.2} Q${heroX + facing * H * 0.2} ${groundY - H * 0.3} ${heroX + facing * H * 0.5} ${groundY - H * 0.18} L${heroX + facing * H * 0.52} ${groundY} L${heroX - facing * H * 0.18} ${groundY} Z`,
        '#8fb7e8',
      ),
    );
  // The blanket comes up to the shoulders and covers the knees.
  if (sleeping && inBed)
    layers.front.push(
      path(
        `M${heroX - facing * H * 0.16} ${heroY - H * 0.16} Q${heroX + facing * H * 0.2} ${heroY - H * 0.36} ${heroX + facing * H * 0.56} ${heroY - H * 0.16} L${heroX + facing * H * 0.6} ${heroY + H * 0.12} L${heroX - facing * H * 0.2} ${heroY + H * 0.12} Z`,
        '#8fb7e8',
      ),
    );
  if (action === 'hugging' || (action === 'sharing' && scene.mood !== 'sad'))
    layers.fx.push(
      // Above the two heads, never over the face of the one hugged.
      heart(headX + facing * H * 0.2, headY - H * (hugging ? 0.52 : 0.28), H * 0.05, '#ff7fa0'),
      heart(headX + facing * H * 0.34, headY - H * (hugging ? 0.42 : 0.16), H * 0.035, '#ff9fb8'),
    );
  if (action === 'thinking')
    layers.fx.push(
      circle(headX + facing * H * 0.22, headY - H * 0.2, H * 0.02, '#ffffff', { glow: true }),
      circle(headX + facing * H * 0.3, headY - H * 0.3, H * 0.035, '#ffffff', { glow: true }),
      ellipse(headX + facing * H * 0.45, headY - H * 0.45, H * 0.13, H * 0.09, '#ffffff', { glow: true }),
      ...[-1, 0, 1].map((i) => circle(headX + facing * H * 0.45 + i * H * 0.05, headY - H * 0.45, H * 0.014, '#7a6a8a', { detail: true, glow: true })),
    );
  if (action === 'laughing')
    for (const i of [-1, 1])
      layers.fx.push(
        line(
          `M${headX + i * H * 0.2} ${headY - H * 0.18} L${headX + i * H * 0.28} ${headY - H * 0.24} M${headX + i * H * 0.24} ${headY - H * 0.1} L${headX + i * H * 0.33} ${headY - H * 0.12}`,
          '#ffd84a',
          5,
          { glow: true },
        ),
      );
  if (action === 'running' || action === 'flying')
    for (const k of [0, 1, 2])
      layers.hero.unshift(
        line(`M${heroX - facing * H * (0.3 + k * 0.05)} ${groundY - lift - H * (0.3 + k * 0.15)} l${-facing * H * (0.25 - k * 0.04)} 0`, '#ffffff', 6, {
          opacity: 0.7,
        }),
      );
  if (action === 'swimming') {
    const wy = groundY - H * 0.28;
    const d = `M${viewMin - 40} ${wy} ${Array.from({ length: 9 }, (_, i) => `Q${viewMin - 40 + ((i + 0.5) * (viewMax - viewMin + 80)) / 8} ${wy + (i % 2 ? 16 : -16)} ${viewMin - 40 + ((i + 1) * (viewMax - viewMin + 80)) / 8} ${wy}`).join(' ')} L${S * 1.5} ${S * 1.5} L${-S * 0.5} ${S * 1.5} Z`;
    layers.front.push(path(d, WATER_SETTINGS.has(scene.setting) ? '#3f9bd6' : '#6fc3ea', { opacity: 0.82 }));
    layers.front.push(ellipse(heroX, wy + 6, H * 0.35, H * 0.04, 'none', { stroke: '#e6f8ff', sw: 4, detail: true, opacity: 0.8 }));
  }
  if (action === 'sad' && !last) layers.fx.push(ellipse(headX, headY - H * 0.42, H * 0.16, H * 0.07, '#aab4c8', { opacity: 0.7 }));

  // A soft pool of light keeps the hero the brightest thing on dark pages.
  if (night || scene.timeOfDay === 'evening') {
    layers.near.push({
      k: 'raw',
      svg: `<radialGradient id="halo"><stop offset="0" stop-color="#ffe6a8" stop-opacity="0.38"/><stop offset="1" stop-color="#ffe6a8" stop-opacity="0"/></radialGradient><circle cx="${Math.round(heroX)}" cy="${Math.round(groundY - H * 0.5)}" r="${Math.round(H * 0.85)}" fill="url(#halo)"/>`,
    });
  }

  // A close-up that could not fit everyone the page names pulls the camera back a little and tries again.
  if (missed && shot === 'close' && camera.zoom > 1.05) return drawScene(input, pullBack - 0.12, squeeze);
  // A page with the story's other heroes that could not fit everyone draws the others a little smaller.
  if (missed && scene.coHeroes?.length && squeeze > 0.5) return drawScene(input, pullBack, squeeze - 0.12);

  const page = renderPageSvg(layers, {
    style,
    lighting: { time: scene.timeOfDay, calm },
    sky: skyFor(scene.setting, scene.timeOfDay),
    light: lightFor(scene.setting, scene.timeOfDay, S, horizon, sunX),
    seed: input.seed,
    size: S,
    ...(camera.zoom !== 1 ? { camera } : {}),
    ...(input.cover ? { cover: true } : {}),
  });
  return { ...page, graph: rec.graph };
}

/** Builds the page SVG (drawScene without the graph). */
export function composePage(input: ComposeInput): string {
  return drawScene(input).svg;
}

/** The page SVG and, for ghibli, the layers it is rasterized from (style.ts SoftLayers; raster.ts). */
export function composePageSvg(input: ComposeInput): PageSvg {
  const { svg, soft } = drawScene(input);
  return soft ? { svg, soft } : { svg };
}
