/**
 * The photo-analysis evaluation set: labels and sources in tests/fixtures/likeness (labels.json,
 * SOURCES.md), the public-domain and CC0 photos themselves beside the repository in
 * ../shared/likeness-eval (LIKENESS_PHOTOS_DIR overrides), like the other real-input fixtures: they
 * come from other public repositories and are not committed here. Half of the set is held out.
 * Loads a photo (making the greyscale and low-light variants on the fly) and scores a HeroLook
 * against its labels field by field.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { HeroLook } from '../../src/shared/hero-look.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LABELS = path.join(repoRoot, 'tests/fixtures/likeness/labels.json');
/** Where the evaluation photos are. */
export const LIKENESS_PHOTOS_DIR = process.env.LIKENESS_PHOTOS_DIR ?? path.resolve(repoRoot, '../shared/likeness-eval');
/** Every photo of labels.json is there. */
export const HAS_LIKENESS_PHOTOS = ((): boolean => {
  try {
    return likenessSet().every((p) => existsSync(path.join(LIKENESS_PHOTOS_DIR, p.file)));
  } catch {
    return false;
  }
})();

/** What a photo shows, written from looking at it. Each list holds every acceptable answer. */
export interface LikenessExpect {
  kind: string[];
  species?: string[];
  category?: string[];
  headwear?: string[];
  headwearColour?: string[];
  hairColour?: string[];
  glasses?: boolean;
  beard?: boolean;
  ageBand?: string[];
  clothing?: string[];
  /** Acceptable main colours of an animal or object (the first colour read must be one). */
  colours?: string[];
  /** Further colours the photo shows besides the main ones (never counted wrong). */
  alsoColours?: string[];
  /** A black-and-white photo: the look must say its colours are unknown and name none. */
  coloursUnknown?: boolean;
}

export interface LikenessPhoto {
  id: string;
  file: string;
  /** Made at load time from `file`. */
  derive?: 'greyscale' | 'low-light';
  source: string;
  licence: string;
  split: 'dev' | 'held-out';
  expect: LikenessExpect;
}

export function likenessSet(): LikenessPhoto[] {
  return (JSON.parse(readFileSync(LABELS, 'utf8')) as { photos: LikenessPhoto[] }).photos;
}

/** The photo's bytes as a parent would upload them (JPEG). */
export async function likenessBytes(photo: LikenessPhoto): Promise<Buffer> {
  const file = path.join(LIKENESS_PHOTOS_DIR, photo.file);
  if (photo.derive === 'greyscale') return sharp(file).greyscale().jpeg({ quality: 90 }).toBuffer();
  // A dim room: a third of the light, lifted shadows crushed, a warm cast of indoor lamps.
  if (photo.derive === 'low-light') return sharp(file).linear([0.34, 0.3, 0.24], [0, 0, 0]).gamma(1.2).jpeg({ quality: 80 }).toBuffer();
  return readFileSync(file);
}

export interface FieldResult {
  field: string;
  ok: boolean;
  want: string;
  got: string;
}

const COLOUR_FIELDS = ['skinTone', 'hairColour', 'headwearColour', 'clothing', 'colours', 'scarf'] as const;

/** Scores every labelled field of `expect` against `look` (null: nothing was seen). */
export function scoreLook(expect: LikenessExpect, look: HeroLook | null): FieldResult[] {
  const out: FieldResult[] = [];
  const got = (v: unknown): string => (v === undefined ? '—' : Array.isArray(v) ? v.join('/') : String(v));
  const oneOf = (field: keyof HeroLook & string, want: string[] | undefined): void => {
    if (!want) return;
    const v = look?.[field];
    out.push({ field, ok: typeof v === 'string' && want.includes(v), want: want.join('|'), got: got(v) });
  };
  const kind = look?.kind;
  out.push({ field: 'kind', ok: kind !== undefined && expect.kind.includes(kind), want: expect.kind.join('|'), got: got(kind) });
  oneOf('species', expect.species);
  oneOf('category', expect.category);
  if (expect.headwear) {
    const v = look?.headwear;
    // "none" is also right when the look leaves headwear unsaid: nothing was invented.
    const ok = expect.headwear.includes('none') ? v === undefined || v === 'none' : v !== undefined && expect.headwear.includes(v);
    out.push({ field: 'headwear', ok, want: expect.headwear.join('|'), got: got(v) });
  }
  oneOf('headwearColour', expect.headwearColour);
  oneOf('hairColour', expect.hairColour);
  oneOf('ageBand', expect.ageBand);
  for (const field of ['glasses', 'beard'] as const) {
    if (expect[field] === undefined) continue;
    const v = look?.[field];
    out.push({ field, ok: expect[field] ? v === true : v !== true, want: String(expect[field]), got: got(v) });
  }
  if (expect.clothing) {
    const v = look?.clothing;
    out.push({ field: 'clothing', ok: Boolean(v?.[0] && expect.clothing.includes(v[0])), want: expect.clothing.join('|'), got: got(v) });
  }
  if (expect.colours) {
    const v = look?.colours;
    const allowed = [...expect.colours, ...(expect.alsoColours ?? [])];
    const ok = Boolean(v?.[0] && expect.colours.includes(v[0]) && v.every((c) => allowed.includes(c)));
    out.push({ field: 'colours', ok, want: `${expect.colours.join('|')}${expect.alsoColours ? ` (+${expect.alsoColours.join('|')})` : ''}`, got: got(v) });
  }
  if (expect.coloursUnknown) {
    const named = COLOUR_FIELDS.filter((f) => look?.[f] !== undefined);
    out.push({
      field: 'coloursUnknown',
      ok: look?.coloursUnknown === true && named.length === 0,
      want: 'unknown, none named',
      got: `${got(look?.coloursUnknown)}${named.length ? ` named ${named.join(',')}` : ''}`,
    });
  }
  return out;
}

/** Glasses or a beard the photo does not show: never acceptable, whatever the set-level score. */
export function inventedFeatures(expect: LikenessExpect, look: HeroLook | null): string[] {
  const out: string[] = [];
  if (look?.glasses === true && expect.glasses !== true) out.push('glasses');
  if (look?.beard === true && expect.beard !== true) out.push('beard');
  return out;
}
