/**
 * The composed scene graph: a record of what the built-in illustrator ACTUALLY drew on
 * a page. The drawing code fills it where it pushes the shapes (a SceneRecorder is handed to the
 * setting, sky, prop, hero, companion and figure drawers), so an element that was not drawn is not
 * in the graph, whatever the Scene asked for. scene-graph.ts compares it with the page plan.
 */
import type { Companion, HeroAction, HeroPosition, Prop, PropState, SceneFigure, Setting, Shot, TimeOfDay } from '../../providers/types.ts';
import type { Shape } from './shapes.ts';

/** Page-pixel bounding box [x0, y0, x1, y1] of what was drawn (after the camera). */
export type Box = [number, number, number, number];

/** A sky body as drawn: in the open sky or seen through a window. */
export interface DrawnSkyBody {
  body: 'sun' | 'moon' | 'stars';
  where: 'sky' | 'window';
}

/** How a prop was shown: in the hero's hands, on the ground, up in the sky, or as part of the world. */
export type PropPlacement = 'held' | 'ground' | 'sky' | 'world';

export interface DrawnProp {
  prop: Prop;
  /** The state the drawing shows (a broken mast, a lit fire). */
  state: PropState;
  placement: PropPlacement;
  /**
   * What the drawing depicts when it is not the plain thing: 'toy' for a moon or star prop on a
   * day page (a moon cushion, a star toy), so the sky keeps one clock.
   */
  form?: 'toy';
  box: Box;
}

export interface DrawnFigure {
  figure: SceneFigure;
  /** 'human' for people; the species drawn for parentAnimal/babyAnimal. */
  kind: string;
  box: Box;
}

/** Another hero of the story as drawn: which one, their name and pose. */
export interface DrawnCoHero {
  /** Index into the story's coHeroes. */
  hero: number;
  name: string;
  action: HeroAction;
  /** The look the drawing used: their own (day) clothes colour, hair colour and glasses. */
  look: { kind: string; top: string; hair: string; glasses: boolean };
  box: Box;
}

export interface DrawnHero {
  box: Box;
  action: HeroAction;
  shot: Shot;
  at: HeroPosition;
  outfit: 'day' | 'pyjamas';
  /** A hat or other headwear was drawn on the hero. */
  hat: boolean;
}

export interface SceneGraph {
  /** The setting whose backdrop was drawn (null before any). */
  backdrop: Setting | null;
  time: TimeOfDay;
  sky: DrawnSkyBody[];
  hero: DrawnHero | null;
  companion: { companion: Exclude<Companion, 'none'>; box: Box } | null;
  props: DrawnProp[];
  figures: DrawnFigure[];
  /** The story's other heroes drawn on the page. */
  coHeroes: DrawnCoHero[];
  /** Decisions worth knowing (e.g. "moon prop on a day page drawn as a toy"). */
  notes: string[];
}

/** Bounding box of shapes in page pixels; null when nothing measurable was drawn. */
export function shapesBox(shapes: readonly Shape[]): Box | null {
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  const addPt = (x: number, y: number): void => {
    if (!Number.isFinite(x) || !Number.isFinite(y)) return;
    if (x < x0) x0 = x;
    if (y < y0) y0 = y;
    if (x > x1) x1 = x;
    if (y > y1) y1 = y;
  };
  const visit = (s: Shape): void => {
    switch (s.k) {
      case 'ellipse':
        addPt(s.cx - s.rx, s.cy - s.ry);
        addPt(s.cx + s.rx, s.cy + s.ry);
        break;
      case 'rect':
        addPt(s.x, s.y);
        addPt(s.x + s.w, s.y + s.h);
        break;
      case 'poly':
      case 'limb':
        for (let i = 0; i + 1 < s.pts.length; i += 2) addPt(s.pts[i] as number, s.pts[i + 1] as number);
        break;
      case 'path': {
        // Absolute commands only count (relative ones are small strokes near an absolute point).
        const abs = s.d.split(/(?=[a-z])/)[0] ?? '';
        const nums = abs.match(/-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
        for (let i = 0; i + 1 < nums.length; i += 2) addPt(Number(nums[i]), Number(nums[i + 1]));
        break;
      }
      case 'group':
        s.children.forEach(visit);
        break;
      case 'raw':
        break;
    }
  };
  shapes.forEach(visit);
  return x0 === Infinity ? null : [x0, y0, x1, y1];
}

/** Maps world coordinates to the page (the camera of close shots). */
export interface Camera {
  /** World point that lands on (px, py). */
  cx: number;
  cy: number;
  px: number;
  py: number;
  zoom: number;
}

export const IDENTITY_CAMERA: Camera = { cx: 0, cy: 0, px: 0, py: 0, zoom: 1 };

/**
 * Collects the scene graph while a page is drawn. Every method takes the shapes that were just
 * pushed into the page and records nothing when there are none.
 */
export class SceneRecorder {
  readonly graph: SceneGraph;
  private camera: Camera = IDENTITY_CAMERA;

  private readonly size: number;

  constructor(time: TimeOfDay, size: number) {
    this.size = size;
    this.graph = { backdrop: null, time, sky: [], hero: null, companion: null, props: [], figures: [], coHeroes: [], notes: [] };
  }

  setCamera(camera: Camera): void {
    this.camera = camera;
  }

  /** Box of shapes on the page (camera applied, clipped to the page); null if off the page or empty. */
  box(shapes: readonly Shape[]): Box | null {
    const b = shapesBox(shapes);
    if (!b) return null;
    const { cx, cy, px, py, zoom } = this.camera;
    const m = (x: number, y: number): [number, number] => [px + (x - cx) * zoom, py + (y - cy) * zoom];
    const [ax, ay] = m(b[0], b[1]);
    const [bx, by] = m(b[2], b[3]);
    const out: Box = [Math.max(0, ax), Math.max(0, ay), Math.min(this.size, bx), Math.min(this.size, by)];
    return out[2] > out[0] && out[3] > out[1] ? out : null;
  }

  /** `shapeCount`: how many shapes the setting's builder pushed into the far, mid and near layers. */
  backdrop(setting: Setting, shapeCount: number): void {
    if (shapeCount > 0) this.graph.backdrop = setting;
  }

  sky(body: DrawnSkyBody['body'], where: DrawnSkyBody['where'], shapes: readonly Shape[]): void {
    if (shapes.length && !this.graph.sky.some((s) => s.body === body && s.where === where)) this.graph.sky.push({ body, where });
  }

  hero(shapes: readonly Shape[], info: Omit<DrawnHero, 'box'>): void {
    const box = this.box(shapes);
    if (box) this.graph.hero = { box, ...info };
  }

  companion(companion: Exclude<Companion, 'none'>, shapes: readonly Shape[]): void {
    const box = this.box(shapes);
    if (box) this.graph.companion = { companion, box };
  }

  prop(prop: Prop, state: PropState, placement: PropPlacement, shapes: readonly Shape[], form?: 'toy'): void {
    const box = this.box(shapes);
    if (box) this.graph.props.push({ prop, state, placement, box, ...(form ? { form } : {}) });
  }

  figure(figure: SceneFigure, kind: string, shapes: readonly Shape[]): void {
    const box = this.box(shapes);
    if (box) this.graph.figures.push({ figure, kind, box });
  }

  coHero(hero: number, name: string, action: HeroAction, shapes: readonly Shape[], look: DrawnCoHero['look']): void {
    const box = this.box(shapes);
    if (box) this.graph.coHeroes.push({ hero, name, action, look, box });
  }

  note(text: string): void {
    this.graph.notes.push(text);
  }
}
