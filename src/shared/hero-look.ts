/**
 * HeroLook: what the hero looks like, as structured fields. Made from the character
 * photo (src/server/likeness), from the parent's description in any of the 14 languages
 * (src/server/storycraft/likeness/describe.ts) and from the parent's own edits on /personalize.
 * Merge order: parent edits > description > photo (mergeLooks). Pure data, safe in islands.
 */

export const LOOK_KINDS = ['person', 'animal', 'object'] as const;
export type LookKind = (typeof LOOK_KINDS)[number];

/** Named colours for clothes, hats, coats and objects. */
export const COLOURS = [
  'black',
  'white',
  'grey',
  'brown',
  'beige',
  'red',
  'orange',
  'yellow',
  'green',
  'blue',
  'navy',
  'purple',
  'pink',
  'gold',
  'silver',
] as const;
export type Colour = (typeof COLOURS)[number];

export const SKIN_TONES = ['very-light', 'light', 'medium', 'tan', 'brown', 'dark'] as const;
export type SkinTone = (typeof SKIN_TONES)[number];

export const HAIR_COLOURS = ['black', 'dark-brown', 'brown', 'auburn', 'red', 'blonde', 'grey', 'white'] as const;
export type HairColour = (typeof HAIR_COLOURS)[number];

export const HAIR_LENGTHS = ['bald', 'short', 'medium', 'long'] as const;
export type HairLength = (typeof HAIR_LENGTHS)[number];

export const HAIR_TEXTURES = ['straight', 'wavy', 'curly', 'coily'] as const;
export type HairTexture = (typeof HAIR_TEXTURES)[number];

/** How the hair is worn. */
export const HAIR_STYLES = ['loose', 'ponytail', 'pigtails', 'braids', 'bun'] as const;
export type HairStyle = (typeof HAIR_STYLES)[number];

export const HEADWEAR = ['none', 'cap', 'hat', 'sun-hat', 'beanie', 'crown', 'helmet', 'headscarf'] as const;
export type Headwear = (typeof HEADWEAR)[number];

export const TOPS = ['shirt', 'dress', 'coat', 'jumper', 'hoodie', 'uniform'] as const;
export type Top = (typeof TOPS)[number];

export const AGE_BANDS = ['toddler', 'child', 'teen', 'adult', 'older-adult'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** Animal heroes the illustrator draws with their own anatomy (no species falls back to a cat). */
export const SPECIES = [
  'cat',
  'dog',
  'rabbit',
  'bear',
  'fox',
  'owl',
  'mouse',
  'lion',
  'tiger',
  'panda',
  'penguin',
  'raccoon',
  'frog',
  'pig',
  'monkey',
  'elephant',
  'horse',
  'unicorn',
  'cow',
  'sheep',
  'giraffe',
  'zebra',
  'bird',
  'parrot',
  'duck',
  'fish',
  'turtle',
  'hedgehog',
  'koala',
  'wolf',
  'squirrel',
  'dinosaur',
  'dragon',
] as const;
export type Species = (typeof SPECIES)[number];

/** Object heroes the illustrator draws as that object with a friendly face. */
export const OBJECT_CATEGORIES = [
  'airplane',
  'car',
  'bus',
  'truck',
  'train',
  'boat',
  'bicycle',
  'rocket',
  'teddy',
  'doll',
  'robot',
  'ball',
  'balloon',
  'kite',
  'book',
  'teapot',
  'hat',
  'star',
  'cloud',
] as const;
export type ObjectCategory = (typeof OBJECT_CATEGORIES)[number];

/** Every field is optional but kind: absent means "not seen / not said". */
export interface HeroLook {
  kind: LookKind;
  // person
  skinTone?: SkinTone;
  hairColour?: HairColour;
  hairLength?: HairLength;
  hairTexture?: HairTexture;
  hairStyle?: HairStyle;
  headwear?: Headwear;
  headwearColour?: Colour;
  glasses?: boolean;
  scarf?: Colour | 'none';
  top?: Top;
  /** Main clothing colours, most visible first (top, then bottom). */
  clothing?: Colour[];
  ageBand?: AgeBand;
  beard?: boolean;
  // animal
  species?: Species;
  // animal coat or object colours, main first
  colours?: Colour[];
  // object
  category?: ObjectCategory;
  /**
   * The photo had no colour (black and white): skin, hair, clothing and coat colours could not be
   * read, so none is recorded and the parent is asked for them.
   */
  coloursUnknown?: boolean;
}

/** Fields a look may carry, in chip order. */
export const LOOK_FIELDS = [
  'kind',
  'species',
  'category',
  'skinTone',
  'hairColour',
  'hairLength',
  'hairTexture',
  'hairStyle',
  'headwear',
  'headwearColour',
  'glasses',
  'scarf',
  'top',
  'clothing',
  'colours',
  'coloursUnknown',
  'ageBand',
  'beard',
] as const satisfies readonly (keyof HeroLook)[];

/** The look when nothing was seen: a person with no fields (the illustrator picks friendly defaults). */
export const NEUTRAL_LOOK: HeroLook = { kind: 'person' };

/**
 * Merges looks, later ones winning field by field (pass photo, description, parent edits).
 * A later look with another kind replaces the earlier ones' kind-specific fields.
 */
export function mergeLooks(...looks: (Partial<HeroLook> | null | undefined)[]): HeroLook {
  let out: HeroLook = { ...NEUTRAL_LOOK };
  let kindSet = false;
  for (const look of looks) {
    if (!look) continue;
    if (look.kind && kindSet && look.kind !== out.kind) out = { kind: look.kind };
    for (const key of LOOK_FIELDS) {
      const v = look[key];
      if (v !== undefined && v !== null) (out as unknown as Record<string, unknown>)[key] = Array.isArray(v) ? [...v] : v;
    }
    if (look.kind) kindSet = true;
  }
  return out;
}
