/**
 * The four illustration styles as transforms over one scene graph:
 * each style supplies a colour transform, how a primitive is filled and outlined, and the
 * filters/overlays of the whole page. Nothing here knows what a tree or a hero is.
 */
import type { IllustrationStyle } from '../../../shared/catalog.ts';
import type { TimeOfDay } from '../../providers/types.ts';
import { colorDistance, darken, lighten, mix, saturate } from './color.ts';
import { n, type Layer, type Layers, type Shape } from './shapes.ts';
import { grainTileHref, washNoiseHref } from './textures.ts';

/** Page-wide light: time of day plus the calm of closing pages. */
export interface Lighting {
  time: TimeOfDay;
  /** 0 (lively) to 1 (the calmest, last page). */
  calm: number;
}

/** Per-style choices the scene and figure builders need to know about. */
export interface StyleTraits {
  code: IllustrationStyle;
  /** How faces are drawn. */
  eyes: 'anime' | 'dot' | 'lego';
  /** Hero and friends as toy minifigures. */
  minifig: boolean;
  /** Multiplier for cloud size and count (ghibli loves big cumulus). */
  cloudScale: number;
}

export function styleTraits(code: IllustrationStyle): StyleTraits {
  switch (code) {
    case 'ghibli':
      return { code, eyes: 'anime', minifig: false, cloudScale: 1.5 };
    case 'storybook':
      return { code, eyes: 'dot', minifig: false, cloudScale: 1 };
    case 'watercolor':
      return { code, eyes: 'dot', minifig: false, cloudScale: 1.1 };
    case 'lego':
      return { code, eyes: 'lego', minifig: true, cloudScale: 1 };
    default: {
      const never: never = code;
      throw new Error(`unknown style ${String(never)}`);
    }
  }
}

const INK = '#3a2719';
/** Bright toy-brick colours the lego style snaps every colour to. */
const BRICK_COLORS = [
  '#c91a09',
  '#f2cd37',
  '#0055bf',
  '#237841',
  '#4b9f4a',
  '#fe8a18',
  '#ffffff',
  '#05131d',
  '#a0a5a9',
  '#6c6e68',
  '#582a12',
  '#aa7d55',
  '#e4cd9e',
  '#5a93db',
  '#9fc3e9',
  '#73dca1',
  '#f6d7b3',
  '#d09168',
  '#c870a0',
  '#923978',
  '#81007b',
  '#bbe90b',
  '#36aebf',
  '#0a3463',
  '#ffa70b',
  '#e4adc8',
  '#352100',
  '#f8bb3d',
  // Very light grey: grandparents' hair would otherwise snap to pink.
  '#e6e3da',
];

function isHex(c: string | undefined): c is string {
  return typeof c === 'string' && c.startsWith('#');
}

/** The style's own colour transform, before light. */
function styleColor(code: IllustrationStyle, c: string): string {
  switch (code) {
    case 'ghibli':
      return saturate(mix(c, '#fff0c8', 0.06), 1.12);
    case 'storybook':
      return saturate(mix(c, '#f0c987', 0.12), 0.92);
    case 'watercolor':
      return saturate(lighten(c, 0.2), 0.9);
    case 'lego': {
      let best = BRICK_COLORS[0] as string;
      let bestD = Infinity;
      for (const b of BRICK_COLORS) {
        const d = colorDistance(c, b);
        if (d < bestD) {
          bestD = d;
          best = b;
        }
      }
      return best;
    }
    default:
      return c;
  }
}

/** Time-of-day light; the hero keeps more of its colour so it stays the focal point. */
export function applyLight(c: string, layer: Layer, lighting: Lighting): string {
  const focal = layer === 'hero' || layer === 'front';
  let out = c;
  switch (lighting.time) {
    case 'night':
      out = saturate(mix(out, '#18214a', focal ? 0.38 : 0.58), 0.75);
      break;
    case 'evening':
      out = darken(mix(out, '#ff9156', focal ? 0.1 : 0.16), focal ? 0.04 : 0.1);
      break;
    case 'morning':
      out = mix(out, '#fff0d8', 0.1);
      break;
    case 'day':
      break;
  }
  if (lighting.calm > 0) out = saturate(out, 1 - 0.22 * lighting.calm);
  return out;
}

/** Everything a page render needs besides the shapes. */
export interface RenderOptions {
  style: IllustrationStyle;
  lighting: Lighting;
  /** Sky gradient top and bottom, before light (already the time-of-day sky). */
  sky: [string, string];
  /** Where the warm light comes from (sun, lamp, moon), for the glow overlay. */
  light: { x: number; y: number; color: string; strength: number };
  seed: number;
  size: number;
  /**
   * Camera of the page (close shots): the world point (cx, cy) lands on the page point
   * (px, py), zoomed by `zoom`. Absent = the world as drawn. Overlays (light, vignette, paper) stay put.
   */
  camera?: { cx: number; cy: number; px: number; py: number; zoom: number };
  /** A cover: a light band across the top for the title and a frame in the style's own material. */
  cover?: boolean;
}

/**
 * The cover's own dress: the top third lightened so a title reads over it, and a frame that
 * says "book cover" in each style (an ink double rule, a painted wash edge, a brick border, a
 * soft cream mat).
 */
function coverDress(style: IllustrationStyle, S: number): string {
  const band = `<linearGradient id="titleband" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fffaf0" stop-opacity="0.55"/><stop offset="1" stop-color="#fffaf0" stop-opacity="0"/></linearGradient><rect width="${S}" height="${n(S * 0.36)}" fill="url(#titleband)"/>`;
  const M = Math.round(S * 0.03);
  const ring = (m: number, color: string, w: number, r: number, extra = ''): string =>
    `<rect x="${m}" y="${m}" width="${S - 2 * m}" height="${S - 2 * m}" rx="${r}" fill="none" stroke="${color}" stroke-width="${w}"${extra}/>`;
  switch (style) {
    case 'storybook':
      return `${band}${ring(M / 2, '#f6ead0', M, 0)}${ring(M + 4, '#4a3426', 5, 6)}${ring(M + 14, '#4a3426', 2, 4)}`;
    case 'watercolor':
      return `${band}${ring(Math.round(S * 0.05), '#e9a3b8', 3, 10, ' opacity="0.6"')}${ring(Math.round(S * 0.058), '#9cc8e8', 2, 10, ' opacity="0.5"')}`;
    case 'lego': {
      const B = Math.round(S * 0.045);
      const studs: string[] = [];
      for (let x = B / 2; x < S; x += B)
        for (const y of [B / 2, S - B / 2])
          studs.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(B * 0.28)}" fill="#ffd23a" stroke="#c99a10" stroke-width="2"/>`);
      for (let y = B * 1.5; y < S - B; y += B)
        for (const x of [B / 2, S - B / 2])
          studs.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(B * 0.28)}" fill="#ffd23a" stroke="#c99a10" stroke-width="2"/>`);
      return `${band}${ring(B / 2, '#e8423a', B, 0)}${studs.join('')}${ring(B, '#9a2a22', 3, 0)}`;
    }
    default:
      return `${band}${ring(M / 2, '#fff6e4', M, 0)}${ring(M, '#fff6e4', M * 0.6, M * 1.2)}${ring(M + 6, '#e8c98a', 2, M)}`;
  }
}

interface Ctx {
  opts: RenderOptions;
  gradients: Map<string, string>;
}

function tone(ctx: Ctx, c: string | undefined, layer: Layer, glow: boolean | undefined): string | undefined {
  if (!isHex(c)) return c;
  const styled = styleColor(ctx.opts.style, c);
  return glow ? styled : applyLight(styled, layer, ctx.opts.lighting);
}

function gradientFor(ctx: Ctx, c: string): string {
  const id = `g${c.slice(1)}`;
  if (!ctx.gradients.has(id)) {
    ctx.gradients.set(
      id,
      `<linearGradient id="${id}" x1="0" y1="0" x2="0.25" y2="1"><stop offset="0" stop-color="${lighten(c, 0.16)}"/><stop offset="1" stop-color="${darken(c, 0.12)}"/></linearGradient>`,
    );
  }
  return `url(#${id})`;
}

function geometry(s: Exclude<Shape, { k: 'group' } | { k: 'raw' } | { k: 'limb' }>): string {
  switch (s.k) {
    case 'ellipse':
      return s.rx === s.ry
        ? `<circle cx="${n(s.cx)}" cy="${n(s.cy)}" r="${n(s.rx)}"`
        : `<ellipse cx="${n(s.cx)}" cy="${n(s.cy)}" rx="${n(s.rx)}" ry="${n(s.ry)}"`;
    case 'rect':
      return `<rect x="${n(s.x)}" y="${n(s.y)}" width="${n(s.w)}" height="${n(s.h)}"${s.r ? ` rx="${n(s.r)}"` : ''}`;
    case 'poly':
      return `<polygon points="${s.pts.map(n).join(' ')}"`;
    case 'path':
      return `<path d="${s.d}"`;
  }
}

/** One primitive in the page's style. */
function renderShape(ctx: Ctx, s: Shape, layer: Layer): string {
  if (s.k === 'raw') return s.svg;
  const style = ctx.opts.style;
  const t = s.transform ? ` transform="${s.transform}"` : '';
  const op = s.opacity !== undefined && s.opacity < 1 ? ` opacity="${n((s.opacity * 100) / 100)}"` : '';
  if (s.k === 'group') {
    const inner = s.children.map((c) => renderShape(ctx, { ...c, glow: c.k !== 'raw' ? (c.glow ?? s.glow) : undefined } as Shape, layer)).join('');
    return `<g${t}${op}>${inner}</g>`;
  }
  if (s.k === 'limb') return renderLimb(ctx, s, layer, t, op);
  const fill = tone(ctx, s.fill, layer, s.glow) ?? 'none';
  let stroke = tone(ctx, s.stroke, layer, s.glow);
  let sw = s.sw ?? 0;
  let fillAttr = fill;
  let extra = '';
  const big = !s.detail && isHex(fill);
  if (big) {
    switch (style) {
      case 'ghibli':
        fillAttr = gradientFor(ctx, fill);
        if (layer === 'hero' || layer === 'front') {
          stroke ??= darken(fill, 0.35);
          sw = s.sw ?? 2.5;
        }
        break;
      case 'storybook':
        stroke = s.stroke ? stroke : INK;
        sw = s.sw ?? (layer === 'far' || layer === 'sky' ? 3 : layer === 'mid' ? 4 : 5);
        break;
      case 'watercolor':
        // Pigment pools at the edge of a wash: a darker, translucent rim.
        stroke ??= darken(fill, 0.18);
        sw = s.sw ?? 3;
        // Scenery is a translucent wash; the hero and friends stay opaque, so nobody looks see-through.
        extra = layer === 'hero' ? ` stroke-opacity="0.5"` : ` fill-opacity="0.86" stroke-opacity="0.5"`;
        break;
      case 'lego':
        stroke ??= darken(fill, 0.25);
        sw = s.sw ?? 2;
        break;
    }
  }
  const strokeAttr = stroke && sw > 0 ? ` stroke="${stroke}" stroke-width="${n(sw)}" stroke-linejoin="round" stroke-linecap="round"` : '';
  return `${geometry(s)} fill="${fillAttr}"${strokeAttr}${extra}${op}${t}/>`;
}

function renderLimb(ctx: Ctx, s: Extract<Shape, { k: 'limb' }>, layer: Layer, t: string, op: string): string {
  const fill = tone(ctx, s.fill, layer, s.glow) ?? '#000000';
  const d = `M${s.pts.map(n).join(' ')}`.replace(/^M(\S+) (\S+)/, 'M$1 $2 L');
  const cap = s.cap ?? 'round';
  const base = `<path d="${d}" fill="none" stroke-linecap="${cap}" stroke-linejoin="round"${t}${op}`;
  let rim = '';
  switch (ctx.opts.style) {
    case 'storybook':
      rim = `${base} stroke="${INK}" stroke-width="${n(s.w + 9)}"/>`;
      break;
    case 'ghibli':
      rim = `${base} stroke="${darken(fill, 0.35)}" stroke-width="${n(s.w + 4)}"/>`;
      break;
    case 'watercolor':
      rim = `${base} stroke="${darken(fill, 0.2)}" stroke-opacity="0.5" stroke-width="${n(s.w + 4)}"/>`;
      break;
    case 'lego':
      rim = `${base} stroke="${darken(fill, 0.25)}" stroke-width="${n(s.w + 3)}"/>`;
      break;
  }
  return `${rim}${base} stroke="${fill}" stroke-width="${n(s.w)}"/>`;
}

// ---- lego: quantize big shapes into rows of bricks ----

const BW = 32;
const BH = 24;

function insideTest(s: Shape): ((x: number, y: number) => boolean) | null {
  if (s.k === 'raw' || s.transform || s.detail) return null;
  switch (s.k) {
    case 'ellipse':
      return (x, y) => ((x - s.cx) / s.rx) ** 2 + ((y - s.cy) / s.ry) ** 2 <= 1;
    case 'rect':
      return (x, y) => x >= s.x && x <= s.x + s.w && y >= s.y && y <= s.y + s.h;
    case 'poly':
      return (x, y) => {
        let inside = false;
        const p = s.pts;
        for (let i = 0, j = p.length - 2; i < p.length; j = i, i += 2) {
          const xi = p[i] as number,
            yi = p[i + 1] as number,
            xj = p[j] as number,
            yj = p[j + 1] as number;
          if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
        }
        return inside;
      };
    default:
      return null;
  }
}

function bounds(s: Shape): [number, number, number, number] {
  switch (s.k) {
    case 'ellipse':
      return [s.cx - s.rx, s.cy - s.ry, s.cx + s.rx, s.cy + s.ry];
    case 'rect':
      return [s.x, s.y, s.x + s.w, s.y + s.h];
    case 'poly': {
      const xs = s.pts.filter((_, i) => i % 2 === 0);
      const ys = s.pts.filter((_, i) => i % 2 === 1);
      return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
    }
    default:
      return [0, 0, 0, 0];
  }
}

function brickShape(ctx: Ctx, s: Shape, layer: Layer, size: number): string {
  const test = insideTest(s);
  if (!test || s.k === 'raw' || s.k === 'group' || !isHex(s.fill)) {
    if (s.k === 'group' && !s.transform) return s.children.map((c) => brickShape(ctx, c, layer, size)).join('');
    return renderShape(ctx, s, layer);
  }
  const fill = tone(ctx, s.fill, layer, s.glow) as string;
  const [x0, y0, x1, y1] = bounds(s);
  const c0 = Math.max(0, Math.floor(x0 / BW));
  const c1 = Math.min(Math.ceil(size / BW), Math.ceil(x1 / BW));
  const r0 = Math.max(0, Math.floor(y0 / BH));
  const r1 = Math.min(Math.ceil(size / BH), Math.ceil(y1 / BH));
  const out: string[] = [];
  const studs: string[] = [];
  const op = s.opacity !== undefined && s.opacity < 1 ? ` opacity="${n(s.opacity)}"` : '';
  for (let r = r0; r < r1; r++) {
    const cy = r * BH + BH / 2;
    let runStart = -1;
    for (let c = c0; c <= c1; c++) {
      const inside = c < c1 && test(c * BW + BW / 2, cy);
      if (inside && runStart < 0) runStart = c;
      if ((inside && !test(c * BW + BW / 2, cy - BH) && s.k !== 'rect') || (inside && s.k === 'rect' && r === r0)) {
        studs.push(`<rect x="${c * BW + 8}" y="${r * BH - 6}" width="16" height="7" rx="2"/>`);
      }
      if (!inside && runStart >= 0) {
        out.push(`<rect x="${runStart * BW}" y="${r * BH}" width="${(c - runStart) * BW}" height="${BH}"/>`);
        runStart = -1;
      }
    }
  }
  if (!out.length) return '';
  const studFill = lighten(fill, 0.12);
  return `<g fill="${fill}"${op}>${out.join('')}</g>${studs.length && layer !== 'sky' ? `<g fill="${studFill}" stroke="${darken(fill, 0.2)}" stroke-width="1.5"${op}>${studs.join('')}</g>` : ''}`;
}

// ---- page assembly ----

function defsFor(opts: RenderOptions): string {
  const seed = (opts.seed % 997) + 1;
  const parts: string[] = [];
  if (opts.style === 'storybook' || opts.style === 'watercolor') {
    const freq = opts.style === 'storybook' ? 0.9 : 0.55;
    const alpha = opts.style === 'storybook' ? 0.2 : 0.16;
    // A 256px tile of grain: 10x cheaper than turbulence over the whole page; rendered once per
    // story and read as an image (textures.ts: the same pixels).
    parts.push(
      `<pattern id="grain" width="256" height="256" patternUnits="userSpaceOnUse"><image href="${grainTileHref(seed, freq, alpha, 256)}" width="256" height="256"/></pattern>`,
    );
  }
  if (opts.style === 'watercolor') {
    // The noise is the story's (same seed on every page): rendered once (textures.ts) and read as
    // an image, in sRGB so its values are the turbulence's own (linearRGB would convert them).
    // Scaled up from its half size by nearest pixel, not bicubic: the bicubic scaling
    // was ~38 of a watercolor page's ~150 CPU-ms, and on noise this smooth the displaced page
    // differs by 0.05 of 255 on average (30 pages; a few edge pixels shift by one), unseen.
    const S = opts.size;
    parts.push(
      `<filter id="wash" x="0" y="0" width="${S}" height="${S}" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB"><feImage href="${washNoiseHref(seed, S)}" image-rendering="optimizeSpeed" x="0" y="0" width="${S}" height="${S}" preserveAspectRatio="none" result="noise"/><feDisplacementMap in="SourceGraphic" in2="noise" scale="18" xChannelSelector="R" yChannelSelector="G"/></filter>`,
    );
    parts.push(
      `<radialGradient id="paperedge" cx="0.5" cy="0.5" r="0.71"><stop offset="0.78" stop-color="#fffdf8" stop-opacity="0"/><stop offset="0.97" stop-color="#fffdf8" stop-opacity="0.85"/><stop offset="1" stop-color="#fffdf8" stop-opacity="1"/></radialGradient>`,
    );
  }
  if (opts.style === 'ghibli') {
    parts.push(`<filter id="soft" x="-2%" y="-2%" width="104%" height="104%"><feGaussianBlur stdDeviation="2.2"/></filter>`);
  }
  if (opts.style === 'lego') {
    parts.push(
      `<pattern id="seams" width="${BW * 2}" height="${BH * 2}" patternUnits="userSpaceOnUse"><path d="M0 0H${BW * 2}M0 ${BH}H${BW * 2}" stroke="#000" stroke-opacity="0.22" stroke-width="2"/><path d="M0 2.5H${BW * 2}M0 ${BH + 2.5}H${BW * 2}" stroke="#fff" stroke-opacity="0.22" stroke-width="2"/><path d="M1 0V${BH}M${BW + 1} ${BH}V${BH * 2}" stroke="#000" stroke-opacity="0.2" stroke-width="2"/></pattern>`,
    );
  }
  const g = opts.light;
  parts.push(
    `<radialGradient id="glow" cx="${n(g.x / opts.size)}" cy="${n(g.y / opts.size)}" r="0.6"><stop offset="0" stop-color="${g.color}" stop-opacity="${n(g.strength)}"/><stop offset="1" stop-color="${g.color}" stop-opacity="0"/></radialGradient>`,
  );
  parts.push(
    `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#0a0f26" stop-opacity="0"/><stop offset="1" stop-color="#0a0f26" stop-opacity="1"/></radialGradient>`,
  );
  return parts.join('');
}

/** Builds the page's SVG from its layers. Deterministic: the same input gives the same string (shared textures are cached, textures.ts). */
export function renderSvg(layers: Layers, opts: RenderOptions): string {
  return renderPageSvg(layers, opts).svg;
}

/** Standard deviation of the ghibli style's soft focus on the far scenery, in world px (the `soft` filter). */
const SOFT_BLUR = 2.2;

/**
 * The ghibli page as three SVGs to rasterize without resvg's feGaussianBlur (raster.ts), which
 * cost ~115 of a ghibli page's ~160 ms: the sky (`under`, opaque), the far scenery
 * alone (`far`, transparent, drawn `margin` px past every page edge so the blur meets the scenery
 * beyond it as the filter did), and everything in front of it (`over`, transparent). Blurring
 * `far` by `sigma` page px and laying the three over one another gives the page `svg` draws.
 */
export interface SoftLayers {
  under: string;
  far: string;
  over: string;
  /** The blur's standard deviation in page px (the camera's zoom scales the world's). */
  sigma: number;
  /** Page px drawn beyond each edge in `far` (even). */
  margin: number;
}

/** A page's SVG and, for ghibli, the same page as SoftLayers. */
export interface PageSvg {
  svg: string;
  soft?: SoftLayers;
}

/** renderSvg with the layers a ghibli page is rasterized from (see SoftLayers). */
export function renderPageSvg(layers: Layers, opts: RenderOptions): PageSvg {
  const ctx: Ctx = { opts, gradients: new Map() };
  const S = opts.size;
  const skyTop = tone(ctx, opts.sky[0], 'sky', true) as string;
  const skyBottom = tone(ctx, opts.sky[1], 'sky', true) as string;
  const body: string[] = [];
  body.push(
    `<linearGradient id="skyg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>`,
  );
  body.push(`<rect width="${S}" height="${S}" fill="url(#skyg)"/>`);
  const lego = opts.style === 'lego';
  const c = opts.camera;
  const cam = (svg: string): string =>
    c && c.zoom !== 1
      ? `<g transform="translate(${n(c.px)} ${n(c.py)}) scale(${Math.round(c.zoom * 1000) / 1000}) translate(${n(-c.cx)} ${n(-c.cy)})">${svg}</g>`
      : svg;
  const draw = (layer: Layer): string =>
    layers[layer]
      .map((s) => (lego && (layer === 'far' || layer === 'mid' || layer === 'near') ? brickShape(ctx, s, layer, S) : renderShape(ctx, s, layer)))
      .join('');
  body.push(cam(draw('sky')));
  const far = draw('far');
  const world = far + draw('mid') + draw('near');
  /** Where the ghibli page's blurred scenery sits in `body` (-1: no such layer). */
  let softAt = -1;
  if (opts.style === 'watercolor') {
    // Loose translucent washes in the sky and a torn-edged white paper margin, both bled by the filter.
    const r = (i: number): number => (((Math.sin((opts.seed % 1000) * 12.9898 + i * 78.233) * 43758.5453) % 1) + 1) % 1;
    const blots = [0, 1, 2, 3]
      .map(
        (i) =>
          `<ellipse cx="${n(r(i) * S)}" cy="${n(S * 0.1 + r(i + 9) * S * 0.3)}" rx="${n(S * (0.18 + r(i + 3) * 0.15))}" ry="${n(S * 0.07)}" fill="#ffffff" opacity="0.22"/>`,
      )
      .join('');
    const M = S * 0.035;
    const frame = `<path d="M0 0H${S}V${S}H0Z M${M} ${M}V${S - M}H${S - M}V${M}Z" fill="#fffdf8" fill-rule="evenodd"/>`;
    body.push(`<g filter="url(#wash)">${blots}${cam(world)}${frame}</g>`);
  } else if (opts.style === 'ghibli') {
    softAt = body.length;
    body.push(cam(`<g filter="url(#soft)">${far}</g>${world.slice(far.length)}`));
  } else body.push(cam(world));
  // Brick seams follow the camera so they stay on the bricks.
  if (lego) body.push(cam(`<rect x="${-S}" y="${-S}" width="${3 * S}" height="${3 * S}" fill="url(#seams)"/>`));
  // Warm light falls on the world behind the hero; the hero stays crisp.
  body.push(`<rect width="${S}" height="${S}" fill="url(#glow)"/>`);
  body.push(cam(draw('hero') + draw('front') + draw('fx')));
  const night = opts.lighting.time === 'night' ? 0.5 : 0;
  const vignette = Math.max(night, opts.lighting.calm * 0.35, opts.style === 'storybook' ? 0.18 : 0);
  if (vignette > 0 && opts.style !== 'watercolor') body.push(`<rect width="${S}" height="${S}" fill="url(#vignette)" opacity="${n(vignette)}"/>`);
  if (opts.style === 'storybook')
    body.push(`<rect width="${S}" height="${S}" fill="url(#grain)"/><rect width="${S}" height="${S}" fill="#f6e6c4" opacity="0.1"/>`);
  if (opts.style === 'watercolor')
    body.push(`<rect width="${S}" height="${S}" fill="url(#paperedge)" opacity="0.6"/><rect width="${S}" height="${S}" fill="url(#grain)"/>`);
  if (opts.cover) body.push(coverDress(opts.style, S));
  const defs = `<defs>${defsFor(opts)}${[...ctx.gradients.values()].join('')}</defs>`;
  const open = (from: number, side: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="${from} ${from} ${side} ${side}">${defs}`;
  const svg = `${open(0, S)}${body.join('')}</svg>`;
  if (softAt < 0) return { svg };
  const sigma = SOFT_BLUR * (c && c.zoom !== 1 ? Math.round(c.zoom * 1000) / 1000 : 1);
  // Three standard deviations and a little more, in whole half-size pixels (raster.ts blurs at half size).
  const margin = 2 * Math.ceil(1.5 * sigma + 2);
  return {
    svg,
    soft: {
      under: `${open(0, S)}${body.slice(0, softAt).join('')}</svg>`,
      far: `${open(-margin, S + 2 * margin)}${cam(far)}</svg>`,
      over: `${open(0, S)}${cam(world.slice(far.length))}${body.slice(softAt + 1).join('')}</svg>`,
      sigma,
      margin,
    },
  };
}
