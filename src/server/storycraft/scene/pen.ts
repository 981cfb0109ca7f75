/**
 * Draws in a figure's local units (height 100, feet at 0, up is negative) and emits shapes in
 * page pixels, so outlines keep the same width whatever the figure's size.
 */
import { n, type Shape } from './shapes.ts';

type Extra = { stroke?: string; sw?: number; opacity?: number; detail?: boolean; glow?: boolean };

export class Pen {
  private readonly cos: number;
  private readonly sin: number;

  /**
   * @param ox page x of the local origin (feet)
   * @param oy page y of the local origin
   * @param s pixels per local unit
   * @param flip 1 faces right, -1 faces left (mirrors x)
   * @param rot whole-figure rotation in degrees (sleeping, flying)
   */
  readonly ox: number;
  readonly oy: number;
  readonly s: number;
  readonly flip: 1 | -1;
  readonly rot: number;
  constructor(ox: number, oy: number, s: number, flip: 1 | -1 = 1, rot = 0) {
    this.ox = ox;
    this.oy = oy;
    this.s = s;
    this.flip = flip;
    this.rot = rot;
    this.cos = Math.cos((rot * Math.PI) / 180);
    this.sin = Math.sin((rot * Math.PI) / 180);
  }

  pt(x: number, y: number): [number, number] {
    const fx = x * this.flip;
    return [this.ox + (fx * this.cos - y * this.sin) * this.s, this.oy + (fx * this.sin + y * this.cos) * this.s];
  }

  /** A pen for a sub-figure placed at local (x, y), scaled by k. */
  sub(x: number, y: number, k: number, flip: 1 | -1 = 1, rot = 0): Pen {
    const [px, py] = this.pt(x, y);
    return new Pen(px, py, this.s * k, (this.flip * flip) as 1 | -1, this.rot + rot * this.flip);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra: Extra = {}, localRot = 0): Shape {
    const [x, y] = this.pt(cx, cy);
    const a = this.rot + localRot * this.flip;
    const transform = rx !== ry && Math.abs(a) > 0.01 ? `rotate(${n(a)} ${n(x)} ${n(y)})` : undefined;
    return { k: 'ellipse', cx: x, cy: y, rx: rx * this.s, ry: ry * this.s, fill, ...this.scaleExtra(extra), ...(transform ? { transform } : {}) };
  }

  circle(cx: number, cy: number, r: number, fill: string, extra: Extra = {}): Shape {
    return this.ellipse(cx, cy, r, r, fill, extra);
  }

  poly(pts: number[], fill: string, extra: Extra = {}): Shape {
    const out: number[] = [];
    for (let i = 0; i < pts.length; i += 2) out.push(...this.pt(pts[i] as number, pts[i + 1] as number));
    return { k: 'poly', pts: out, fill, ...this.scaleExtra(extra) };
  }

  /** Path with absolute M/L/C/Q/Z commands only (so every number pair is a point). */
  path(d: string, fill: string, extra: Extra = {}): Shape {
    return { k: 'path', d: this.mapPath(d), fill, ...this.scaleExtra(extra) };
  }

  line(d: string, stroke: string, sw: number, extra: Extra = {}): Shape {
    return { k: 'path', d: this.mapPath(d), fill: 'none', stroke, sw: sw * this.s, detail: true, ...this.scaleExtra(extra, false) };
  }

  roundRect(x: number, y: number, w: number, h: number, r: number, fill: string, extra: Extra = {}): Shape {
    const rr = Math.min(r, w / 2, h / 2);
    const d = `M${x + rr} ${y} L${x + w - rr} ${y} Q${x + w} ${y} ${x + w} ${y + rr} L${x + w} ${y + h - rr} Q${x + w} ${y + h} ${x + w - rr} ${y + h} L${x + rr} ${y + h} Q${x} ${y + h} ${x} ${y + h - rr} L${x} ${y + rr} Q${x} ${y} ${x + rr} ${y} Z`;
    return this.path(d, fill, extra);
  }

  limb(pts: number[], w: number, fill: string, cap: 'round' | 'butt' = 'round'): Shape {
    const out: number[] = [];
    for (let i = 0; i < pts.length; i += 2) out.push(...this.pt(pts[i] as number, pts[i + 1] as number));
    return { k: 'limb', pts: out, w: w * this.s, fill, cap };
  }

  private scaleExtra(extra: Extra, scaleSw = true): Extra {
    return extra.sw !== undefined && scaleSw ? { ...extra, sw: extra.sw * this.s } : extra;
  }

  private mapPath(d: string): string {
    const tokens = d.match(/[MLCQZ]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
    const out: string[] = [];
    let pending: number | null = null;
    for (const tok of tokens) {
      if (/[MLCQZ]/.test(tok)) {
        out.push(tok);
        continue;
      }
      const v = Number(tok);
      if (pending === null) pending = v;
      else {
        const [x, y] = this.pt(pending, v);
        out.push(`${n(x)} ${n(y)}`);
        pending = null;
      }
    }
    return out.join(' ').replace(/([MLCQZ]) /g, '$1');
  }
}

/** Elbow/knee for a two-segment limb from `a` reaching for `b`; `bend` picks the side (+1/-1). */
export function reach(ax: number, ay: number, bx: number, by: number, l1: number, l2: number, bend: 1 | -1): [number, number, number, number] {
  let dx = bx - ax;
  let dy = by - ay;
  let d = Math.hypot(dx, dy) || 0.001;
  if (d > l1 + l2) {
    dx = (dx / d) * (l1 + l2);
    dy = (dy / d) * (l1 + l2);
    d = l1 + l2;
  }
  const ex = ax + dx;
  const ey = ay + dy;
  const a = (l1 * l1 - l2 * l2 + d * d) / (2 * d);
  const h = Math.sqrt(Math.max(0, l1 * l1 - a * a));
  const mx = ax + (dx * a) / d;
  const my = ay + (dy * a) / d;
  return [mx + (bend * h * -dy) / d, my + (bend * h * dx) / d, ex, ey];
}
