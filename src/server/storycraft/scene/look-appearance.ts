/**
 * HeroLook fields → drawing decisions. Every field the parent confirmed is drawn:
 * skin tone, hair colour, length, texture and style, headwear and its colour, glasses, scarf,
 * clothing colours, age band (adult proportions), beard; species and coat colours; object
 * category and colours. What the look leaves open keeps the name-seeded defaults of `base`.
 */
import type { Colour, HairColour, HeroLook, ObjectCategory, SkinTone, Species as LookSpecies } from '../../../shared/hero-look.ts';
import type { Appearance, HairStyle, ObjectType, Species } from './appearance-types.ts';
import { darken, lighten, luma } from './color.ts';

export const COLOUR_HEX: Record<Colour, string> = {
  black: '#2e2a2c',
  white: '#f7f5f0',
  grey: '#9aa0a8',
  brown: '#8a5a3a',
  beige: '#e4cfa8',
  red: '#d9362f',
  orange: '#f08a2c',
  yellow: '#f4c63a',
  green: '#4fa85a',
  blue: '#3f7fd6',
  navy: '#25315e',
  purple: '#8a5cc7',
  pink: '#ef86b0',
  gold: '#e0b040',
  silver: '#c4cad2',
};
export const SKIN_HEX: Record<SkinTone, string> = {
  'very-light': '#fbe3d2',
  light: '#f3cfb3',
  medium: '#dcaa80',
  tan: '#c08a5c',
  brown: '#94603e',
  dark: '#5e3a26',
};
export const HAIR_HEX: Record<HairColour, string> = {
  black: '#241d1c',
  'dark-brown': '#4a2e1e',
  brown: '#7a4a2a',
  auburn: '#8e3b20',
  red: '#c8552a',
  blonde: '#e8c06a',
  grey: '#a8a6a4',
  white: '#eeece6',
};
const SPECIES_OF: Record<LookSpecies, Species> = {
  cat: 'cat',
  dog: 'dog',
  rabbit: 'bunny',
  bear: 'bear',
  fox: 'fox',
  owl: 'owl',
  mouse: 'mouse',
  lion: 'lion',
  tiger: 'tiger',
  panda: 'panda',
  penguin: 'penguin',
  raccoon: 'raccoon',
  frog: 'frog',
  pig: 'pig',
  monkey: 'monkey',
  elephant: 'elephant',
  horse: 'horse',
  unicorn: 'unicorn',
  cow: 'cow',
  sheep: 'sheep',
  giraffe: 'giraffe',
  zebra: 'zebra',
  bird: 'bird',
  parrot: 'parrot',
  duck: 'duck',
  fish: 'fish',
  turtle: 'turtle',
  hedgehog: 'hedgehog',
  koala: 'koala',
  wolf: 'wolf',
  squirrel: 'squirrel',
  dinosaur: 'dinosaur',
  dragon: 'dragon',
};
const OBJECT_OF: Record<ObjectCategory, ObjectType> = {
  airplane: 'plane',
  car: 'car',
  bus: 'bus',
  truck: 'truck',
  train: 'train',
  boat: 'boat',
  bicycle: 'bicycle',
  rocket: 'rocket',
  teddy: 'teddy',
  doll: 'doll',
  robot: 'robot',
  ball: 'ball',
  balloon: 'balloon',
  kite: 'kite',
  book: 'book',
  teapot: 'teapot',
  hat: 'hat',
  star: 'star',
  cloud: 'cloud',
};
/** Coat colours the species has when the look names none. */
const NATURAL_COAT: Partial<Record<Species, string>> = {
  cat: '#f0a860',
  dog: '#c8955e',
  bunny: '#e9e2dc',
  bear: '#9a6a44',
  fox: '#ec7f32',
  owl: '#9c7a56',
  mouse: '#b8b0aa',
  lion: '#e6b25a',
  frog: '#6cbf5a',
  pig: '#f4b2b8',
  monkey: '#9a6a44',
  dinosaur: '#6cc07a',
  dragon: '#5fb889',
  unicorn: '#f7f1fb',
  tiger: '#f2953a',
  wolf: '#8f98a6',
  duck: '#f7d54a',
  hedgehog: '#a67c58',
  koala: '#a8acb4',
  horse: '#9a6a44',
  cow: '#f5f3ef',
  sheep: '#f4efe6',
  giraffe: '#e8b64f',
  zebra: '#f5f3ef',
  parrot: '#e2382f',
  bird: '#6aa9e8',
  fish: '#f59a3a',
  turtle: '#6cbf5a',
  squirrel: '#c8743a',
  raccoon: '#8e8a88',
  elephant: '#a9b3c4',
  penguin: '#34384a',
  panda: '#f5f3ef',
};

function hairStyleOf(look: HeroLook, fallback: HairStyle): HairStyle {
  if (look.hairLength === 'bald') return 'bald';
  if (look.hairStyle === 'braids') return 'braids';
  if (look.hairStyle === 'pigtails') return 'pigtails';
  if (look.hairStyle === 'bun') return 'bun';
  if (look.hairStyle === 'ponytail') return 'ponytail';
  if (look.hairTexture === 'coily') return look.hairLength === 'short' ? 'curly' : 'afro';
  if (look.hairTexture === 'curly') return 'curly';
  if (look.hairLength === 'long') return 'long';
  if (look.hairLength === 'medium') return look.hairTexture === 'wavy' ? 'bob' : 'bob';
  if (look.hairLength === 'short') return 'short';
  if (look.hairTexture === 'straight') return fallback === 'curly' || fallback === 'afro' ? 'long' : fallback;
  return fallback;
}

const AGE_OF = { toddler: 3, child: 6, teen: 13, adult: 14, 'older-adult': 14 } as const;

/** The look drawn over `base` (the name-seeded appearance). Pure. */
export function appearanceFromLook(base: Appearance, look: HeroLook): Appearance {
  const a: Appearance = { ...base, kind: look.kind === 'person' ? 'human' : look.kind };
  const colours = (look.colours ?? []).map((c) => COLOUR_HEX[c]);
  if (look.kind === 'animal') {
    if (look.species) a.species = SPECIES_OF[look.species];
    a.fur = colours[0] ?? NATURAL_COAT[a.species] ?? base.fur;
    a.belly = lighten(a.fur, 0.55);
    if (colours[1]) a.accent = colours[1];
  } else if (look.kind === 'object') {
    if (look.category) a.objectType = OBJECT_OF[look.category];
    a.fur = colours[0] ?? base.fur;
    if (colours[1]) a.accent = colours[1];
  } else {
    if (look.skinTone) a.skin = SKIN_HEX[look.skinTone];
    if (look.ageBand) {
      a.age = AGE_OF[look.ageBand];
      a.build = look.ageBand === 'adult' ? 'adult' : look.ageBand === 'older-adult' ? 'older' : look.ageBand === 'teen' ? 'teen' : 'child';
      a.scale = a.build === 'adult' || a.build === 'older' ? 1.2 : a.build === 'teen' ? 1.12 : 0.82 + Math.min(a.age, 12) * 0.03;
    }
    if (look.hairColour) a.hair = HAIR_HEX[look.hairColour];
    else if (a.build === 'older') a.hair = HAIR_HEX.grey;
    a.hairStyle = hairStyleOf(look, base.hairStyle);
    if (look.beard) a.beard = a.hair;
    const clothing = (look.clothing ?? []).map((c) => COLOUR_HEX[c]);
    if (clothing[0]) a.top = clothing[0];
    if (clothing[1]) a.bottom = clothing[1];
    else if (clothing[0]) a.bottom = darken(clothing[0], 0.35);
    if (look.top) a.topType = look.top === 'coat' ? 'raincoat' : look.top === 'jumper' ? 'sweater' : look.top === 'uniform' ? 'shirt' : look.top;
    if (a.build === 'adult' || a.build === 'older') a.freckles = false;
  }
  // Accessories for every kind.
  if (look.glasses !== undefined) a.glasses = look.glasses;
  if (look.headwear === 'none') a.hat = undefined;
  else if (look.headwear)
    a.hat = { type: look.headwear, color: look.headwearColour ? COLOUR_HEX[look.headwearColour] : look.headwear === 'crown' ? '#f4c542' : lighten(a.top, 0.1) };
  if (look.scarf === 'none') a.scarf = undefined;
  else if (look.scarf) a.scarf = COLOUR_HEX[look.scarf];
  if (a.hat || a.glasses || a.scarf || a.beard) a.emblem = 'none';
  return a;
}

/**
 * Bedtime clothes: pyjamas in a soft colour, no hat, no scarf, no cape. Glasses come
 * off for sleep. Animals and objects keep their own look without hats.
 */
export function bedtimeLook(a: Appearance, sleeping: boolean): Appearance {
  const out: Appearance = { ...a, hat: undefined, scarf: undefined, cape: undefined, glasses: sleeping ? false : a.glasses };
  if (a.kind === 'human') {
    out.topType = 'pyjamas';
    // Soft pyjamas in the day top's colour; dark clothes become a gentle blue.
    const base = luma(a.top) < 0.3 ? '#7fa6dc' : a.top;
    out.top = lighten(base, 0.45);
    out.bottom = lighten(base, 0.35);
    out.bottomType = 'pants';
    out.shoes = a.skin;
    out.emblem = 'none';
  }
  return out;
}
