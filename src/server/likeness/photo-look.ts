/**
 * Turns detector output (faces with mesh landmarks, COCO objects) and the photo's pixels into a
 * HeroLook (issue 15). Colours come from the regions the detector found: the face for skin, above
 * and beside it for hair and headwear, below the chin for clothes, the object's box for coats and
 * objects. Age is the detector's weak hint. Pure: no I/O, runs in the analyzer process.
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
  faces: { box: [number, number, number, number]; score: number; age?: number; mesh: [number, number][] }[];
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
/** Below this the detector's species guess is not shown (the raccoon scored "cat" at 0.37). */
const SPECIES_MIN_SCORE = 0.5;
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

/** Colour names by share of the pixels, largest first, with a mean colour each. */
function nameShares(px: Rgb[]): { name: Colour; share: number }[] {
  const counts = new Map<Colour, number>();
  for (const q of px) {
    const n = colourName(q);
    counts.set(n, (counts.get(n) ?? 0) + 1);
  }
  return [...counts].map(([name, c]) => ({ name, share: c / Math.max(1, px.length) })).sort((a, b) => b.share - a.share);
}

function mainColours(px: Rgb[], minShare: number, max: number, exclude: Colour[] = []): Colour[] {
  return nameShares(px)
    .filter((e) => e.share >= minShare && !exclude.includes(e.name))
    .slice(0, max)
    .map((e) => e.name);
}

function personLook(p: Pixels, f: Detections['faces'][number]): HeroLook {
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
  const skin = median(skinPx);
  if (skin) look.skinTone = skinToneName(skin);

  // Hair beside the face (temples to ears) and above it. Headwear: the band above the face has a
  // colour hair does not have, or a dark band under a bright crown (a cap), unlike the background.
  const eyeY = (pt(33)[1] + pt(263)[1]) / 2;
  const notSkin = (q: Rgb): boolean => !skin || dist(q, skin) > 40;
  const sidePx = [
    ...sample(p, leftX - fw * 0.2, eyeY - fh * 0.1, fw * 0.14, fh * 0.35),
    ...sample(p, rightX + fw * 0.06, eyeY - fh * 0.1, fw * 0.14, fh * 0.35),
  ];
  const lowPx = sample(p, cx - fw * 0.3, topY - fh * 0.2, fw * 0.6, fh * 0.16);
  const highPx = sample(p, cx - fw * 0.4, topY - fh * 0.5, fw * 0.8, fh * 0.25);
  const bg = median([...sample(p, 0, 0, p.width * 0.08, p.height * 0.08), ...sample(p, p.width * 0.92, 0, p.width * 0.08, p.height * 0.08)]);
  const sideHair = sidePx.filter(notSkin);
  const side = sideHair.length > sidePx.length * 0.3 ? median(sideHair) : undefined;
  const low = median(lowPx);
  const high = median(highPx);
  const isBg = (c: Rgb | undefined): boolean => Boolean(c && bg && dist(c, bg) < 20);
  // Hair is unsaturated or between red and yellow; a green or blue "hair" is background.
  const hairLike = (c: Rgb | undefined): c is Rgb => Boolean(c && !isBg(c) && (hsl(c)[1] < 0.2 || hsl(c)[0] < 60 || hsl(c)[0] > 330));
  const lowName = low ? colourName(low) : undefined;
  const oddColour = lowName !== undefined && ['red', 'blue', 'green', 'purple', 'pink', 'navy'].includes(lowName) && hsl(low as Rgb)[1] > 0.3;
  const stacked = Boolean(low && high && hsl(low)[2] < 0.22 && dist(low, high) > 100 && !isBg(high));
  if (low && !isBg(low) && (oddColour || stacked)) {
    look.headwear = 'cap';
    look.headwearColour = colourName(low);
    if (hairLike(side)) look.hairColour = hairColourName(side);
  } else if (low && !isBg(low) && notSkin(low)) {
    look.headwear = 'none';
    look.hairColour = hairColourName(low);
  } else if (hairLike(side)) {
    look.headwear = 'none';
    look.hairColour = hairColourName(side);
  } else {
    look.headwear = 'none';
    look.hairLength = 'bald';
  }

  // Hair length: does the hair colour continue beside the neck below the chin?
  if (look.hairColour) {
    const ref = look.headwear !== 'none' ? side : low;
    if (ref) {
      const neck = [...sample(p, leftX - fw * 0.2, chinY - fh * 0.15, fw * 0.2, fh * 0.45), ...sample(p, rightX, chinY - fh * 0.15, fw * 0.2, fh * 0.45)];
      const mid = sidePx;
      const near = (px: Rgb[]): number => px.filter((q) => dist(q, ref) < 45).length / Math.max(1, px.length);
      look.hairLength = near(neck) > 0.45 ? 'long' : near(mid) > 0.35 ? 'medium' : 'short';
    }
  }

  // Glasses: frames around the eyes that are neither skin nor eye.
  if (skin) {
    let frame = 0,
      total = 0;
    for (const [a, b] of [
      [33, 133],
      [362, 263],
    ] as const) {
      const [ax, ay] = pt(a),
        [bx, by] = pt(b);
      const ew = Math.max(4, Math.abs(bx - ax));
      const ex = (ax + bx) / 2,
        ey = (ay + by) / 2;
      // The band under the eye and the outer edge, where a frame's rim runs and brows do not.
      const ring = [
        ...sample(p, ex - ew * 0.75, ey + ew * 0.45, ew * 1.5, ew * 0.25, 1),
        ...sample(p, ex + (a === 33 ? -ew * 0.95 : ew * 0.75), ey - ew * 0.2, ew * 0.2, ew * 0.6, 1),
      ];
      frame += ring.filter((q) => dist(q, skin) > 70).length;
      total += ring.length;
    }
    const bridge = sample(p, pt(168)[0] - fw * 0.04, pt(168)[1] - fh * 0.02, fw * 0.08, fh * 0.05, 1);
    const bridgeDark = bridge.filter((q) => dist(q, skin) > 70).length / Math.max(1, bridge.length);
    look.glasses = frame / Math.max(1, total) > 0.22 || bridgeDark > 0.35;
  }

  // Beard: the chin below the lip darker than the cheeks and close to the hair.
  const chin = median(sample(p, cx - fw * 0.15, pt(17)[1] + fh * 0.05, fw * 0.3, Math.max(2, chinY - pt(17)[1] - fh * 0.06), 1));
  look.beard = Boolean(chin && skin && dist(chin, skin) > 80 && hsl(chin)[2] < hsl(skin)[2] - 0.2);

  // Clothes: below the chin, shoulder to shoulder; skin is not clothing.
  const clothesPx = sample(p, cx - fw * 1.3, chinY + fh * 0.3, fw * 2.6, fh * 1.5).filter((q) => !skin || dist(q, skin) > 35);
  const clothing = mainColours(clothesPx, 0.18, 2);
  if (clothing.length) look.clothing = clothing;
  if (typeof f.age === 'number' && Number.isFinite(f.age)) look.ageBand = ageBandOf(f.age);
  return look;
}

function boxColours(p: Pixels, box: [number, number, number, number], exclude: Colour[] = []): Colour[] {
  const [x, y, w, h] = box;
  return mainColours(sample(p, x + w * 0.25, y + h * 0.25, w * 0.5, h * 0.5), 0.15, 2, exclude);
}

/**
 * The look the photo plainly shows, or null when it shows no face and no known animal or object
 * (the character then keeps a neutral look the parent can edit).
 */
export function lookFromDetections(p: Pixels, d: Detections): HeroLook | null {
  const face = [...d.faces].filter((f) => f.score >= 0.5 && f.box[2] >= 24).sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3])[0];
  if (face) return personLook(p, face);
  const known = d.objects
    .filter((o) => (o.label in COCO_SPECIES || o.label in COCO_OBJECTS) && o.score >= OBJECT_MIN_SCORE - 0.1)
    .sort((a, b) => b.score * Math.sqrt(b.box[2] * b.box[3]) - a.score * Math.sqrt(a.box[2] * a.box[3]))[0];
  if (known) {
    const species = COCO_SPECIES[known.label];
    if (species) {
      const look: HeroLook = { kind: 'animal', colours: boxColours(p, known.box, ['green']) };
      if (known.score >= SPECIES_MIN_SCORE) look.species = species;
      return look;
    }
    if (known.score >= OBJECT_MIN_SCORE) return { kind: 'object', category: COCO_OBJECTS[known.label] as ObjectCategory, colours: boxColours(p, known.box) };
  }
  const person = d.objects.filter((o) => o.label === 'person' && o.score >= 0.5 && o.box[2] * o.box[3] > p.width * p.height * 0.1)[0];
  if (person) return { kind: 'person', clothing: boxColours(p, person.box) };
  return null;
}
