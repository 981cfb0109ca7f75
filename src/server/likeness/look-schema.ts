/**
 * Strict validation of a HeroLook coming from outside (the parent's edits, PATCH
 * /v1/me/characters/:id/look): only the enums of src/shared/hero-look.ts, no extra keys.
 */
import { z } from 'zod';
import {
  AGE_BANDS,
  COLOURS,
  HAIR_COLOURS,
  HAIR_LENGTHS,
  HAIR_STYLES,
  HAIR_TEXTURES,
  HEADWEAR,
  LOOK_KINDS,
  OBJECT_CATEGORIES,
  SKIN_TONES,
  SPECIES,
  TOPS,
  type HeroLook,
} from '../../shared/hero-look.ts';

const colour = z.enum(COLOURS, { error: 'Please choose one of the listed colours.' });

/** A partial look: every field optional, unknown fields refused. */
export const ZLookEdits = z.strictObject({
  kind: z.enum(LOOK_KINDS, { error: 'Kind must be person, animal or object.' }).optional(),
  skinTone: z.enum(SKIN_TONES, { error: 'Please choose one of the listed skin tones.' }).optional(),
  hairColour: z.enum(HAIR_COLOURS, { error: 'Please choose one of the listed hair colours.' }).optional(),
  hairLength: z.enum(HAIR_LENGTHS, { error: 'Please choose one of the listed hair lengths.' }).optional(),
  hairTexture: z.enum(HAIR_TEXTURES, { error: 'Please choose one of the listed hair textures.' }).optional(),
  hairStyle: z.enum(HAIR_STYLES, { error: 'Please choose one of the listed hair styles.' }).optional(),
  headwear: z.enum(HEADWEAR, { error: 'Please choose one of the listed hats.' }).optional(),
  headwearColour: colour.optional(),
  glasses: z.boolean().optional(),
  scarf: z.union([colour, z.literal('none')]).optional(),
  top: z.enum(TOPS, { error: 'Please choose one of the listed tops.' }).optional(),
  clothing: z.array(colour).max(3).optional(),
  ageBand: z.enum(AGE_BANDS, { error: 'Please choose one of the listed ages.' }).optional(),
  beard: z.boolean().optional(),
  species: z.enum(SPECIES, { error: 'Please choose one of the listed animals.' }).optional(),
  colours: z.array(colour).max(3).optional(),
  category: z.enum(OBJECT_CATEGORIES, { error: 'Please choose one of the listed objects.' }).optional(),
}) satisfies z.ZodType<Partial<HeroLook>>;

/** PATCH /v1/me/characters/:id/look body. */
export const ZUpdateLook = z.strictObject({ look: ZLookEdits });
