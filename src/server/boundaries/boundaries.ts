/**
 * The parent's boundaries per character (issue 22 item 3): validation of the parent's input, the
 * owner-only update, and boundariesFor — the ONE place a story's boundaries are computed from its
 * heroes (several heroes: issue 22 item 1 passes all of a story's character ids).
 */
import { z } from 'zod';
import { BOUNDARY_KEYS, combineBoundaries, INTENSITIES, type StoryBoundaries } from '../../shared/boundaries.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { listCharacterBoundaries, updateCharacterBoundaries, type CharacterRow } from '../samples/queries.ts';

export const UNKNOWN_BOUNDARY = `Please choose boundaries from: ${BOUNDARY_KEYS.join(', ')}.`;
export const UNKNOWN_INTENSITY = `Maximum intensity must be one of: ${INTENSITIES.join(', ')}.`;

/**
 * PUT /v1/me/characters/:id/boundaries body (after camelCase): `avoid` (0-6 distinct keys of
 * BOUNDARY_KEYS) and `maxIntensity` (INTENSITIES). Unknown keys, fields or values are a 422 with a
 * sentence naming what is allowed; the stored value replaces the previous one.
 */
export const ZBoundaries = z.strictObject(
  {
    avoid: z
      .array(z.enum(BOUNDARY_KEYS, { error: (issue) => `Unknown boundary "${String(issue.input).slice(0, 40)}". ${UNKNOWN_BOUNDARY}` }), {
        error: 'avoid must be a list of boundaries.',
      })
      .max(BOUNDARY_KEYS.length, UNKNOWN_BOUNDARY),
    maxIntensity: z.enum(INTENSITIES, { error: UNKNOWN_INTENSITY }),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field "${issue.keys[0]?.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).slice(0, 40)}". Send avoid and max_intensity.`
        : 'Please send the boundaries as { "avoid": [...], "max_intensity": "..." }.',
  },
);

/** Replaces one of the parent's characters' boundaries. @throws AppError not_found (also for another parent's character). */
export async function setCharacterBoundaries(db: Db, userId: string, characterId: number, input: z.infer<typeof ZBoundaries>): Promise<CharacterRow> {
  const row = await updateCharacterBoundaries(db, userId, characterId, combineBoundaries([input]));
  if (!row) throw new AppError('not_found', 'Character not found.');
  return row;
}

/**
 * The boundaries a story with these heroes is written under: every hero's avoided elements, and
 * the lowest maximum intensity (combineBoundaries). Only the parent's own characters count; ids
 * of characters that do not exist or are not theirs are ignored (the caller checks ownership).
 */
export async function boundariesFor(db: Db, userId: string, characterIds: readonly number[]): Promise<StoryBoundaries> {
  if (!characterIds.length) return combineBoundaries([]);
  return combineBoundaries(await listCharacterBoundaries(db, userId, characterIds));
}
