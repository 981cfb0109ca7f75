/**
 * Turns detector output (faces with mesh landmarks, COCO objects) and the photo's pixels into a
 * HeroLook. Colours come from the regions the detector found, without the photo's background
 * (the colour groups of its frame): the face for skin, the crown and the sides of the head for
 * hair and headwear, below the chin for clothes, the animal's or object's own pixels inside its
 * box. Glasses and beards need clear evidence on a face big enough to judge; a black-and-white
 * photo names no colour. Age is the face model's estimate. The analyzer bundles no person
 * segmentation model, so the person's outline is this frame-and-face approximation.
 * Pure: no I/O, runs in the analyzer process.
 */
import type { AgeBand, Colour, HairColour, HeroLook, ObjectCategory, SkinTone, Species } from '../../shared/hero-look.ts';

/** RGB pixels, 3 bytes per pixel, row-major. */
export interface Pixels {
  data: Uint8Array;
  width: number;
  height: number;
}

/** The detector's findings in pixel coordinates of `Pixels`. */
export interface Detections {
  faces: { box: [number, number, number, number]; score: number; age?: number; gender?: string; mesh: [number, number][] }[];
  objects: { label: string; score: number; box: [number, number, number, number] }[];
}

type Rgb = [number, number, number];

/** COCO labels the hero can be; unknown labels are ignored. */
const COCO_SPECIES: Record<string, Species> = {
  bird: 'bird',
  cat: 'cat',
  dog: 'dog',
  horse: 'horse',
  sheep: 'sheep',
  cow: 'cow',
  elephant: 'elephant',
  bear: 'bear',
  zebra: 'zebra',
  giraffe: 'giraffe',
};
const COCO_OBJECTS: Record<string, ObjectCategory> = {
  airplane: 'airplane',
  car: 'car',
  bus: 'bus',
  truck: 'truck',
  train: 'train',
  boat: 'boat',
  bicycle: 'bicycle',
  motorcycle: 'bicycle',
  'teddy bear': 'teddy',
  kite: 'kite',
  'sports ball': 'ball',
  book: 'book',
  cup: 'teapot',
};
/** Below this the detector's species guess is not shown (the raccoon scored "cat" at 0.37; real cats, dogs and elephants 0.43 to 0.63). */
const SPECIES_MIN_SCORE = 0.4;
const OBJECT_MIN_SCORE = 0.3;

export function hsl([r, g, b]: Rgb): [number, number, number] {
  const R = r / 255,
    G = g / 255,
    B = b / 255;
  const max = Math.max(R, G, B),
    min = Math.min(R, G, B);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === R ? (G - B) / d + (G < B ? 6 : 0) : max === G ? (B - R) / d + 2 : (R - G) / d + 4;
  return [h * 60, s, l];
}

/** The everyday name of a clothing/object colour. */
export function colourName(rgb: Rgb): Colour {
  const [h, s, l] = hsl(rgb);
  if (l < 0.13) return 'black';
  if (l > 0.86 && s < 0.35) return 'white';
  if (s < 0.14 || (s < 0.22 && l < 0.35)) return l > 0.8 ? 'white' : l < 0.2 ? 'black' : 'grey';
  if (h >= 200 && h < 250 && l < 0.3) return 'navy';
  if (h >= 15 && h < 50 && l < 0.42 && s < 0.75) return 'brown';
  if (h >= 20 && h < 55 && l > 0.6 && s < 0.55) return 'beige';
  if (h < 12 || h >= 345) return l > 0.72 ? 'pink' : 'red';
  if (h < 40) return 'orange';
  if (h < 68) return 'yellow';
  if (h < 170) return 'green';
  if (h < 255) return 'blue';
  if (h < 290) return 'purple';
  return 'pink';
}

export function hairColourName(rgb: Rgb): HairColour {
  const [h, s, l] = hsl(rgb);
  if (l < 0.14) return 'black';
  // Light hair with any warmth is blonde (sunlit blonde is barely saturated); grey and white are cold.
  if (l > 0.45 && s >= 0.12 && h >= 20 && h < 60) return 'blonde';
  if (s < 0.16 || (s < 0.22 && l > 0.45)) return l > 0.72 ? 'white' : l > 0.38 ? 'grey' : l < 0.22 ? 'black' : 'dark-brown';
  if (l < 0.24) return 'dark-brown';
  if ((h < 22 || h > 340) && s > 0.4) return l < 0.36 ? 'auburn' : 'red';
  if (h >= 22 && h < 60 && l > 0.44) return 'blonde';
  return l < 0.3 ? 'dark-brown' : 'brown';
}

export function skinToneName(rgb: Rgb): SkinTone {
  const y = (0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]) / 255;
  if (y > 0.68) return 'very-light';
  if (y > 0.52) return 'light';
  if (y > 0.4) return 'medium';
  if (y > 0.3) return 'tan';
  if (y > 0.18) return 'brown';
  return 'dark';
}

export function ageBandOf(age: number): AgeBand {
  if (age < 4) return 'toddler';
  if (age < 13) return 'child';
  if (age < 18) return 'teen';
  if (age < 58) return 'adult';
  return 'older-adult';
}

function dist(a: Rgb, b: Rgb): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

type Box = [number, number, number, number];

/** Pixels of a clamped rectangle (x, y, w, h), every `step`-th in each direction. */
function sample(p: Pixels, x: number, y: number, w: number, h: number, step = 2): Rgb[] {
  const out: Rgb[] = [];
  const x0 = Math.max(0, Math.round(x)),
    y0 = Math.max(0, Math.round(y));
  const x1 = Math.min(p.width, Math.round(x + w)),
    y1 = Math.min(p.height, Math.round(y + h));
  for (let yy = y0; yy < y1; yy += step) {
    for (let xx = x0; xx < x1; xx += step) {
      const i = (yy * p.width + xx) * 3;
      out.push([p.data[i] as number, p.data[i + 1] as number, p.data[i + 2] as number]);
    }
  }
  return out;
}

function median(px: Rgb[]): Rgb | undefined {
  if (!px.length) return undefined;
  const ch = (c: 0 | 1 | 2): number => {
    const v = px.map((q) => q[c]).sort((a, b) => a - b);
    return v[v.length >> 1] as number;
  };
  return [ch(0), ch(1), ch(2)];
}

/**
 * A black-and-white photo (or one tinted a single colour, like sepia): almost no pixel has a hue
 * of its own once the photo's overall cast is taken out. Its colours cannot be read.
 */
function isGreyscale(p: Pixels): boolean {
  const px = sample(p, 0, 0, p.width, p.height, 3);
  if (!px.length) return false;
  // The cast: the median difference of each channel from the pixel's mean.
  const off = (c: 0 | 1 | 2): number => {
    const v = px.map((q) => q[c] - (q[0] + q[1] + q[2]) / 3).sort((a, b) => a - b);
    return v[v.length >> 1] as number;
  };
  const cast = [off(0), off(1), off(2)];
  let coloured = 0;
  for (const q of px) {
    const m = (q[0] + q[1] + q[2]) / 3;
    const d = Math.max(Math.abs(q[0] - m - (cast[0] as number)), Math.abs(q[1] - m - (cast[1] as number)), Math.abs(q[2] - m - (cast[2] as number)));
    if (d > 14) coloured++;
  }
  return coloured / px.length < 0.01;
}

/**
 * A dim photo (its brightest tenth is still dark): skin tone is read from brightness, and in a
 * dim room a light-skinned face reads brown, so the tone is left to the parent.
 */
function isDim(p: Pixels): boolean {
  const lum = sample(p, 0, 0, p.width, p.height, 4)
    .map((q) => 0.2126 * q[0] + 0.7152 * q[1] + 0.0722 * q[2])
    .sort((a, b) => a - b);
  return lum.length > 0 && (lum[Math.floor(lum.length * 0.9)] as number) < 110;
}

/**
 * k-means in RGB (a few rounds, seeded from the pixels' spread, deterministic): the main colour
 * groups of `px`, largest first, each with its centre and share.
 */
function clusters(px: Rgb[], k: number): { centre: Rgb; share: number }[] {
  if (!px.length) return [];
  const pts = px.length > 3000 ? px.filter((_, i) => i % Math.ceil(px.length / 3000) === 0) : px;
  const sorted = [...pts].sort((a, b) => a[0] + a[1] + a[2] - (b[0] + b[1] + b[2]));
  let centres: Rgb[] = Array.from({ length: Math.min(k, sorted.length) }, (_, i) => [...(sorted[Math.floor(((i + 0.5) * sorted.length) / k)] as Rgb)] as Rgb);
  const assign = new Array<number>(pts.length).fill(0);
  for (let round = 0; round < 8; round++) {
    for (let i = 0; i < pts.length; i++) {
      let best = 0,
        bd = Infinity;
      for (let c = 0; c < centres.length; c++) {
        const d = dist(pts[i] as Rgb, centres[c] as Rgb);
        if (d < bd) (bd = d), (best = c);
      }
      assign[i] = best;
    }
    centres = centres.map((old, c) => {
      const mine = pts.filter((_, i) => assign[i] === c);
      return median(mine) ?? old;
    });
  }
  const counts = centres.map((_, c) => assign.filter((a) => a === c).length);
  return centres.map((centre, c) => ({ centre, share: (counts[c] as number) / pts.length })).sort((a, b) => b.share - a.share);
}

/**
 * An animal's coat colours: the main colour groups of its pixels, named by their centres (a coat's
 * glints and shadows fall into the group they belong to), up to `max`, largest first.
 */
function coatColours(px: Rgb[], max: number, minShare: number): Colour[] {
  const named = new Map<Colour, number>();
  for (const g of clusters(px, 5)) {
    const n = colourName(g.centre);
    named.set(n, (named.get(n) ?? 0) + g.share);
  }
  return [...named]
    .filter(([, share]) => share >= minShare)
    .sort((a, b) => b[1] - a[1])
    .slice(0, max)
    .map(([name]) => name);
}

/**
 * Up to `max` colour names of `px` by the share of pixels that carry them (names below `minShare`
 * left out), largest first. Named pixel by pixel: a grey car's shaded side stays grey overall.
 */
function paletteOf(px: Rgb[], max: number, minShare = 0.12): Colour[] {
  const counts = new Map<Colour, number>();
  for (const q of px) {
    const n = colourName(q);
    counts.set(n, (counts.get(n) ?? 0) + 1);
  }
  return [...counts]
    .map(([name, c]) => ({ name, share: c / Math.max(1, px.length) }))
    .filter((e) => e.share >= minShare)
    .sort((x, y) => y.share - x.share)
    .slice(0, max)
    .map((e) => e.name);
}

/**
 * The photo's background: the colour groups of its outer frame, leaving out the frame next to
 * `head` (x, top y, width) where the person's hair and shoulders reach the edge of a close portrait.
 */
function backgroundOf(p: Pixels, head?: [number, number, number]): Rgb[] {
  const m = Math.max(2, Math.round(Math.min(p.width, p.height) * 0.06));
  let frame: Rgb[];
  if (head) {
    const [hx, top, hw] = head;
    const far = (x: number): boolean => Math.abs(x - hx) > hw * 1.6;
    frame = [...sample(p, 0, 0, p.width, Math.min(m, Math.max(0, top - hw * 0.9)))];
    for (const x of [0, p.width - m]) if (far(x + m / 2)) frame.push(...sample(p, x, 0, m, p.height));
    if (frame.length < 40) return [];
  } else frame = [...sample(p, 0, 0, p.width, m), ...sample(p, 0, 0, m, p.height), ...sample(p, p.width - m, 0, m, p.height)];
  return clusters(frame, 4)
    .filter((g) => g.share >= 0.08)
    .map((g) => g.centre);
}

const near = (q: Rgb, set: Rgb[], d: number): boolean => set.some((c) => dist(q, c) < d);

/** The pixels of an animal or object inside its box, without the photo's background. */
function subjectPixels(p: Pixels, box: Box): Rgb[] {
  const [x, y, w, h] = box;
  const inner = sample(p, x + w * 0.12, y + h * 0.12, w * 0.76, h * 0.76);
  // The ring just outside the box is what surrounds the subject: grass, sky, a sofa.
  const pad = Math.max(3, Math.min(w, h) * 0.08);
  const ring = [
    ...sample(p, x - pad, y - pad, w + 2 * pad, pad),
    ...sample(p, x - pad, y + h, w + 2 * pad, pad),
    ...sample(p, x - pad, y, pad, h),
    ...sample(p, x + w, y, pad, h),
  ];
  const around =
    ring.length > 20
      ? clusters(ring, 4)
          .filter((g) => g.share >= 0.15)
          .map((g) => g.centre)
      : backgroundOf(p);
  const own = inner.filter((q) => !near(q, around, 38));
  return own.length >= inner.length * 0.15 ? own : inner;
}

/** What personLook measured to decide glasses and beard (calibration aid). */
export interface PersonSignals {
  faceWidth: number;
  glassesRims: number;
  glassesBridge: number;
  beardContrast: number;
  beardCover: number;
}

/** Glasses and beards are drawn only on clear evidence: inventing either is worse than missing it. */
const GLASSES_MIN_RIMS = 0.5;
const GLASSES_MIN_BRIDGE = 0.55;
const BEARD_MIN_CONTRAST = 60;
const BEARD_MIN_COVER = 0.6;
/** Faces narrower than this (px) are too small to read the skin tone from. */
const MIN_FACE_FOR_SKIN = 40;
/** Faces narrower than this (px) are too small to judge glasses or a beard. */
const MIN_FACE_FOR_DETAIL = 70;

function personLook(p: Pixels, f: Detections['faces'][number], grey: boolean, signals?: PersonSignals): HeroLook {
  const m = f.mesh;
  const pt = (i: number): [number, number] => m[i] ?? [f.box[0] + f.box[2] / 2, f.box[1] + f.box[3] / 2];
  const [, topY] = pt(10);
  const [, chinY] = pt(152);
  const [leftX] = pt(234);
  const [rightX] = pt(454);
  const fw = Math.max(8, rightX - leftX);
  const fh = Math.max(8, chinY - topY);
  const cx = (leftX + rightX) / 2;
  const look: HeroLook = { kind: 'person' };

  // Skin: both cheeks and the middle of the forehead.
  const skinPx = [pt(50), pt(280), pt(151)].flatMap(([x, y]) => sample(p, x - fw * 0.06, y - fw * 0.06, fw * 0.12, fw * 0.12, 1));
  const skin = median(skinPx) ?? ([180, 140, 120] as Rgb);
  // On a small face the cheek patches are a few pixels of highlight or shadow: a dark-skinned
  // woman 20 px wide read as very light. Left to the parent rather than guessed.
  if (fw >= MIN_FACE_FOR_SKIN && !isDim(p)) look.skinTone = skinToneName(skin);
  const isSkin = (q: Rgb): boolean => dist(q, skin) < 42;

  // The person's own pixels around the head: not skin, not the photo's background (its frame).
  const bg = backgroundOf(p, [cx, topY, fw]);
  const own = (q: Rgb): boolean => !isSkin(q) && !near(q, bg, 30);
  // Crown: the band over the forehead, where a hat or the top of the hair is.
  const crownAll = sample(p, cx - fw * 0.55, topY - fh * 0.5, fw * 1.1, fh * 0.42);
  const crown = crownAll.filter(own);
  // Sides: beside the temples and ears, where the hair shows under a hat.
  const sideAll = [
    ...sample(p, leftX - fw * 0.22, topY + fh * 0.05, fw * 0.2, fh * 0.5),
    ...sample(p, rightX + fw * 0.02, topY + fh * 0.05, fw * 0.2, fh * 0.5),
  ];
  const side = sideAll.filter(own);
  const sideHair = side.length >= sideAll.length * 0.25 ? clusters(side, 3)[0]?.centre : undefined;
  const crownMain = crown.length >= crownAll.length * 0.35 ? clusters(crown, 3)[0] : undefined;

  // Headwear: one colour covers most of the crown and sits on the head (it also covers the band just
  // above the hairline), and it is a colour hair does not have. A black, brown or grey hat is not
  // told from hair this way; it is left for the parent rather than guessed from a dark background.
  const cover = (c: Rgb, px: Rgb[]): number => px.filter((q) => dist(q, c) < 55).length / Math.max(1, px.length);
  const bandAll = sample(p, cx - fw * 0.3, topY - fh * 0.25, fw * 0.6, fh * 0.2);
  let headwear: Rgb | undefined;
  if (crownMain) {
    const c = crownMain.centre;
    const [h, s] = hsl(c);
    // Hair runs from black through browns and auburn to blonde: unsaturated, or orange to yellow.
    const hairHue = s < 0.35 || (h >= 8 && h < 50);
    if (cover(c, crownAll) >= 0.45 && cover(c, bandAll) >= 0.3 && !hairHue && s >= 0.3) headwear = c;
  }
  if (headwear) {
    const hat = headwear;
    // A brim: the headwear's colour reaches past the sides of the face.
    const brim = [
      ...sample(p, leftX - fw * 0.45, topY - fh * 0.15, fw * 0.3, fh * 0.3),
      ...sample(p, rightX + fw * 0.15, topY - fh * 0.15, fw * 0.3, fh * 0.3),
    ];
    look.headwear = cover(hat, brim) > 0.3 ? 'hat' : 'cap';
    look.headwearColour = colourName(hat);
    // The hair is what shows beside the face and is not the hat (ties and brims hang there too).
    const under = side.filter((q) => dist(q, hat) > 60);
    const hair = under.length >= sideAll.length * 0.12 ? clusters(under, 3)[0]?.centre : undefined;
    if (hair) look.hairColour = hairColourName(hair);
  } else {
    look.headwear = 'none';
    // Hair colour from right around the face (just above the hairline, beside the temples), where
    // the hair is and the background rarely is.
    const closeAll = [...bandAll, ...sample(p, leftX - fw * 0.12, topY, fw * 0.1, fh * 0.4), ...sample(p, rightX + fw * 0.02, topY, fw * 0.1, fh * 0.4)];
    const close = closeAll.filter(own);
    const hair = close.length >= closeAll.length * 0.25 ? clusters(close, 3)[0]?.centre : undefined;
    if (hair) look.hairColour = hairColourName(hair);
    else if (crownAll.filter(isSkin).length > crownAll.length * 0.6) look.hairLength = 'bald';
  }

  // Hair length: does the hair colour continue beside the neck below the chin?
  const ref = sideHair ?? (look.headwear === 'none' ? (crownMain?.centre ?? undefined) : undefined);
  if (look.hairColour && ref) {
    const neck = [
      ...sample(p, leftX - fw * 0.25, chinY - fh * 0.1, fw * 0.22, fh * 0.5),
      ...sample(p, rightX + fw * 0.03, chinY - fh * 0.1, fw * 0.22, fh * 0.5),
    ];
    const frac = (px: Rgb[]): number => px.filter((q) => dist(q, ref) < 45).length / Math.max(1, px.length);
    look.hairLength = frac(neck) > 0.4 ? 'long' : frac(sideAll) > 0.35 ? 'medium' : 'short';
  }

  // Glasses: a frame crosses the nose between the eyes and rims both eyes. Measured as the share of
  // pixels along those lines that stand out from the skin just above and below them.
  let rims = 0,
    bridge = 0;
  if (fw >= MIN_FACE_FOR_DETAIL) {
    const contrastLine = (x: number, y: number, w: number, h: number, ref: Rgb): number => {
      const line = sample(p, x, y, w, h, 1);
      return line.filter((q) => dist(q, ref) > 55).length / Math.max(1, line.length);
    };
    const [bx, by] = pt(168);
    const above = median(sample(p, bx - fw * 0.04, by - fh * 0.09, fw * 0.08, fh * 0.03, 1)) ?? skin;
    bridge = contrastLine(bx - fw * 0.05, by - fh * 0.015, fw * 0.1, fh * 0.03, above);
    const rimOf = (outer: number, inner: number): number => {
      const [ox, oy] = pt(outer),
        [ix] = pt(inner);
      const ew = Math.abs(ix - ox);
      const dir = ox < ix ? -1 : 1;
      // Beyond the eye's outer corner, where a frame's side runs and the eye itself does not.
      const x = dir < 0 ? ox - ew * 0.45 : ox + ew * 0.25;
      return contrastLine(x, oy - ew * 0.25, ew * 0.2, ew * 0.5, skin);
    };
    rims = Math.min(rimOf(33, 133), rimOf(263, 362));
  }
  look.glasses = rims >= GLASSES_MIN_RIMS && bridge >= GLASSES_MIN_BRIDGE;

  // Beard: the chin and both jaws below the mouth are covered by something darker than the cheeks.
  let contrast = 0,
    jawCover = 0;
  if (fw >= MIN_FACE_FOR_DETAIL) {
    const mouthY = pt(17)[1];
    const jaw = [
      ...sample(p, cx - fw * 0.18, mouthY + fh * 0.03, fw * 0.36, Math.max(2, chinY - mouthY - fh * 0.05), 1),
      ...sample(p, pt(172)[0], pt(172)[1] - fh * 0.1, fw * 0.1, fh * 0.1, 1),
      ...sample(p, pt(397)[0] - fw * 0.1, pt(397)[1] - fh * 0.1, fw * 0.1, fh * 0.1, 1),
    ];
    const lum = (q: Rgb): number => 0.3 * q[0] + 0.59 * q[1] + 0.11 * q[2];
    const darker = jaw.filter((q) => lum(skin) - lum(q) > 45);
    jawCover = darker.length / Math.max(1, jaw.length);
    contrast = lum(skin) - lum(median(jaw) ?? skin);
  }
  look.beard = contrast >= BEARD_MIN_CONTRAST && jawCover >= BEARD_MIN_COVER;
  if (signals)
    Object.assign(signals, {
      topY: Math.round(topY),
      fh: Math.round(fh),
      cx: Math.round(cx),
      crown: crownMain && { c: crownMain.centre, share: crownMain.share, n: crown.length, all: crownAll.length },
      sideHair,
      bg,
      faceWidth: Math.round(fw),
      glassesRims: rims,
      glassesBridge: bridge,
      beardContrast: Math.round(contrast),
      beardCover: jawCover,
    });

  // Clothes: below the chin, shoulder to shoulder; skin and background are not clothing.
  const clothesPx = sample(p, cx - fw * 1.3, chinY + fh * 0.35, fw * 2.6, fh * 1.5).filter((q) => !isSkin(q) && !near(q, bg, 25));
  const clothing = clothesPx.length > 30 ? paletteOf(clothesPx, 2, 0.2) : [];
  if (clothing.length) look.clothing = clothing;
  if (typeof f.age === 'number' && Number.isFinite(f.age)) look.ageBand = ageBandOf(f.age);
  return grey ? withoutColours(look) : look;
}

/** A black-and-white photo's look: what it shows, no colour, and the note that colours are unknown. */
function withoutColours(look: HeroLook): HeroLook {
  const { skinTone: _s, hairColour: _h, headwearColour: _w, clothing: _c, colours: _o, scarf: _f, ...rest } = look;
  return { ...rest, coloursUnknown: true };
}

const centreOf = (b: Box): [number, number] => [b[0] + b[2] / 2, b[1] + b[3] / 2];
const inside = ([x, y]: [number, number], b: Box): boolean => x >= b[0] && x <= b[0] + b[2] && y >= b[1] && y <= b[1] + b[3];
const area = (b: Box): number => Math.max(0, b[2]) * Math.max(0, b[3]);
function overlap(a: Box, b: Box): number {
  const w = Math.min(a[0] + a[2], b[0] + b[2]) - Math.max(a[0], b[0]);
  const h = Math.min(a[1] + a[3], b[1] + b[3]) - Math.max(a[1], b[1]);
  return w > 0 && h > 0 ? (w * h) / Math.min(area(a), area(b)) : 0;
}

/** What the photo shows, and how many like subjects it holds (two parrots: the larger is described). */
export interface PhotoReading {
  look: HeroLook | null;
  /** Subjects of the described kind in the photo (1 when alone). */
  subjects: number;
  signals?: PersonSignals;
}

/**
 * The look the photo plainly shows, or null when it shows nothing to draw. A face makes a person
 * unless it sits on an animal the detector found and on no person (the detector sees faces in
 * dogs and penguins). Without a face, the larger of a person and a known animal or object wins;
 * without either, the photo's own colours describe an object.
 */
export function readPhoto(p: Pixels, d: Detections): PhotoReading {
  const grey = isGreyscale(p);
  const animals = d.objects.filter((o) => o.label in COCO_SPECIES && o.score >= 0.2);
  const people = d.objects.filter((o) => o.label === 'person' && o.score >= 0.3);
  const faces = d.faces
    .filter((f) => f.score >= 0.5 && f.box[2] >= 24)
    .filter((f) => {
      const c = centreOf(f.box);
      return !animals.some((a) => inside(c, a.box)) || people.some((o) => inside(c, o.box));
    })
    .sort((a, b) => area(b.box) - area(a.box));
  const face = faces[0];
  if (face) {
    const signals = {} as PersonSignals;
    return { look: personLook(p, face, grey, signals), subjects: faces.length, signals };
  }

  const known = d.objects
    .filter((o) => (o.label in COCO_SPECIES || o.label in COCO_OBJECTS) && o.score >= 0.2)
    .sort((a, b) => b.score * Math.sqrt(area(b.box)) - a.score * Math.sqrt(area(a.box)));
  const best = known[0];
  const person = people.filter((o) => o.score >= 0.45 && area(o.box) >= p.width * p.height * 0.04).sort((a, b) => area(b.box) - area(a.box))[0];
  // A child with their teddy or dog: the person is the hero when about as big as the other.
  if (person && (!best || area(person.box) >= area(best.box) * 0.5 || best.score < 0.3)) {
    const look: HeroLook = { kind: 'person' };
    const clothing = paletteOf(subjectPixels(p, person.box), 2, 0.2);
    if (clothing.length) look.clothing = clothing;
    return { look: grey ? withoutColours(look) : look, subjects: people.filter((o) => o.score >= 0.45).length };
  }
  if (best) {
    const same = known.filter((o) => o.label === best.label && o.score >= 0.3 && overlap(o.box, best.box) < 0.5).length || 1;
    const species = COCO_SPECIES[best.label];
    const colours = grey ? [] : species ? coatColours(subjectPixels(p, best.box), 3, 0.12) : paletteOf(subjectPixels(p, best.box), 3, 0.15);
    if (species) {
      if (best.score < 0.3) return { look: null, subjects: 0 };
      const look: HeroLook = { kind: 'animal' };
      if (best.score >= SPECIES_MIN_SCORE) look.species = species;
      if (grey) look.coloursUnknown = true;
      else if (colours.length) look.colours = colours;
      return { look, subjects: same };
    }
    if (best.score >= OBJECT_MIN_SCORE) {
      const look: HeroLook = { kind: 'object', category: COCO_OBJECTS[best.label] as ObjectCategory };
      if (grey) look.coloursUnknown = true;
      else if (colours.length) look.colours = colours;
      return { look, subjects: same };
    }
  }
  return { look: paletteObject(p, grey), subjects: 1 };
}

/**
 * No face and nothing the detector names: the middle of the photo, without its background, as an
 * object of those colours (the parent names what it is). Null when the middle is only background.
 */
function paletteObject(p: Pixels, grey: boolean): HeroLook | null {
  const bg = backgroundOf(p);
  const middle = sample(p, p.width * 0.2, p.height * 0.2, p.width * 0.6, p.height * 0.6, 2);
  const own = middle.filter((q) => !near(q, bg, 40));
  if (own.length < middle.length * 0.2) return null;
  if (grey) return { kind: 'object', coloursUnknown: true };
  // What the photo is of is usually its vivid part: shadows, walls and ground are grey, brown,
  // beige, black or white. They describe the object only when nothing vivid is there.
  const dull = new Set<Colour>(['grey', 'brown', 'beige', 'black', 'white']);
  const vivid = own.filter((q) => !dull.has(colourName(q)));
  const colours = vivid.length >= own.length * 0.15 ? paletteOf(vivid, 3, 0.12) : paletteOf(own, 3, 0.1);
  return colours.length ? { kind: 'object', colours } : null;
}
