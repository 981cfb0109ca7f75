/**
 * The scene graph every style renders: a few primitive shapes per depth layer. Settings, props
 * and figures emit these; styles decide how each primitive looks (gradients, ink, washes, bricks).
 */

/** Depth layers, back to front. */
export const LAYERS = ['sky', 'far', 'mid', 'near', 'hero', 'front', 'fx'] as const;
export type Layer = (typeof LAYERS)[number];

interface ShapeBase {
  /** '#rrggbb' (toned by time of day and style), 'none' or a 'url(#…)' reference. */
  fill?: string;
  stroke?: string;
  sw?: number;
  opacity?: number;
  /** Small features (eyes, windows, lines): never bricked, never outlined by the style. */
  detail?: boolean;
  /** Emits light: not darkened at night (sun, moon, stars, lit windows). */
  glow?: boolean;
  transform?: string;
}

export type Shape =
  | (ShapeBase & { k: 'ellipse'; cx: number; cy: number; rx: number; ry: number })
  | (ShapeBase & { k: 'rect'; x: number; y: number; w: number; h: number; r?: number })
  | (ShapeBase & { k: 'poly'; pts: number[] })
  | (ShapeBase & { k: 'path'; d: string })
  | (ShapeBase & { k: 'group'; children: Shape[] })
  /** A thick jointed stroke (arm, leg, tail) in `fill`; styles add their own outline around it. */
  | (ShapeBase & { k: 'limb'; pts: number[]; w: number; cap?: 'round' | 'butt' })
  | { k: 'raw'; svg: string };

export type Layers = Record<Layer, Shape[]>;

export function emptyLayers(): Layers {
  return { sky: [], far: [], mid: [], near: [], hero: [], front: [], fx: [] };
}

type Extra = Omit<ShapeBase, never>;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Extra = {}): Shape => ({
  k: 'ellipse',
  cx,
  cy,
  rx,
  ry,
  fill,
  ...extra,
});
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Extra = {}): Shape => ellipse(cx, cy, r, r, fill, extra);
export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Extra & { r?: number } = {}): Shape => ({
  k: 'rect',
  x,
  y,
  w,
  h,
  fill,
  ...extra,
});
export const poly = (pts: number[], fill: string, extra: Extra = {}): Shape => ({ k: 'poly', pts, fill, ...extra });
export const path = (d: string, fill: string, extra: Extra = {}): Shape => ({ k: 'path', d, fill, ...extra });
/** An open stroked line (always a detail). */
export const line = (d: string, stroke: string, sw: number, extra: Extra = {}): Shape => ({ k: 'path', d, fill: 'none', stroke, sw, detail: true, ...extra });
export const group = (children: Shape[], transform?: string, extra: Extra = {}): Shape => ({ k: 'group', children, transform, ...extra });

/** Round to 1 decimal so the SVG stays small and byte-stable. */
export const n = (v: number): string => (Math.round(v * 10) / 10).toString();

/** A soft cloud made of overlapping circles, the base at `y`. */
export function cloudPuffs(x: number, y: number, w: number, seedOffsets: number[]): Shape[] {
  const h = w * 0.32;
  const out: Shape[] = [ellipse(x, y - h * 0.3, w * 0.5, h * 0.42, '#ffffff')];
  const count = seedOffsets.length;
  seedOffsets.forEach((o, i) => {
    const px = x - w * 0.38 + (w * 0.76 * i) / Math.max(1, count - 1);
    const r = h * (0.45 + 0.45 * o) * (1 - Math.abs(i - (count - 1) / 2) / count);
    out.push(circle(px, y - h * 0.35 - r * 0.5, r, '#ffffff'));
  });
  return out;
}
