/**
 * POST /v1/stories (SPEC §3 'Story creation request', §7; DESIGN §5): validates the request,
 * checks the caller owns the character and voice sample, moderates the parent's words, then in
 * ONE transaction inserts the story, holds one story credit and enqueues its job. Nothing is
 * created when any step fails.
 */
import { effectiveLook } from '../likeness/character-look.ts';
import type { HeroLook } from '../../shared/hero-look.ts';
import { randomInt, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { findMoralTheme } from '../../content/morals/index.ts';
import { ILLUSTRATION_STYLE_CODES, LANGUAGE_CODES, type LanguageCode } from '../../shared/catalog.ts';
import { LIMITS } from '../../shared/limits.ts';
import { maybeOne } from '../db/client.ts';
import { reserveStoryCredit } from '../credits/ledger.ts';
import { lockUser } from '../users/queries.ts';
import { AppError } from '../http/errors.ts';
import { MAX_DB_INT } from '../http/wire.ts';
import type { Runtime } from '../runtime.ts';
import type { CharacterSheet, VoiceProfile } from '../providers/types.ts';
import { previewWishes, screenStoryRequest, type WishesView } from './story-wishes.ts';
import { storageKeys, storyPrefix } from '../storage/keys.ts';
import { boundariesFor } from '../boundaries/boundaries.ts';
import { isUnbounded } from '../../shared/boundaries.ts';

const AGE_RANGE = 'Age must be between 1 and 12 years old.';
/** A parent's story runs before background work such as the example library. */
export const PARENT_STORY_PRIORITY = 10;
export const CHARACTER_REQUIRED = 'Please select an existing character or create a new one for your story.';
export { UNSAFE_REQUEST } from './story-wishes.ts';

/** The request body after snake_case → camelCase conversion. */
export const ZCreateStory = z.object({
  storyIn: z.object({
    age: z
      .union([z.number(), z.string().regex(/^\d{1,2}$/, 'Please enter a valid number for age.')], { message: 'Age is required.' })
      .transform(Number)
      .pipe(z.number().int(AGE_RANGE).min(LIMITS.storyAgeMin, AGE_RANGE).max(LIMITS.storyAgeMax, AGE_RANGE))
      .default(LIMITS.storyAgeDefault),
    moral: z.string().trim().max(300, 'The moral can be at most 300 characters.').default(''),
    freeText: z.string().trim().max(1000, 'The story wishes can be at most 1000 characters.').default(''),
    language: z.enum(LANGUAGE_CODES, 'Please choose one of the supported story languages.').default('en'),
  }, { message: 'storyIn is required.' }),
  illustrationStyle: z.enum(ILLUSTRATION_STYLE_CODES, 'Please choose one of the illustration styles.').default('ghibli'),
  characterId: z.number({ message: CHARACTER_REQUIRED }).int(CHARACTER_REQUIRED).positive(CHARACTER_REQUIRED).max(MAX_DB_INT, CHARACTER_REQUIRED),
  voiceSampleIn: z.object({ id: z.number().int().positive().max(MAX_DB_INT), name: z.string().optional() }).nullish(),
});
export type TCreateStory = z.infer<typeof ZCreateStory>;

export interface CreateStoryFlags {
  /** Narrate the story (with the chosen sample, else the default narrator). Default false. */
  enrichByVoice: boolean;
  /** Use the character photo (palette, vendor reference). Default true. */
  enrichByImage: boolean;
}

interface CharacterRow {
  id: number;
  name: string;
  kind: CharacterSheet['kind'];
  gender: CharacterSheet['gender'] | null;
  age: number | null;
  description: string | null;
  photoKey: string | null;
  palette: string[] | null;
  photoLook: HeroLook | null;
  lookEdits: Partial<HeroLook> | null;
}

interface VoiceRow {
  id: number;
  medianPitchHz: number | null;
  syllablesPerSecond: number | null;
  vendorVoiceId: string | null;
}

/**
 * Creates the story and enqueues its generation. Returns the new story id and what was understood
 * of the parent's wishes (chips and the words left out), for the client and any integration.
 */
export async function createStory(
  runtime: Runtime, userId: string, input: TCreateStory, flags: CreateStoryFlags,
): Promise<{ id: string; wishes: Pick<WishesView, 'chips' | 'leftOut'> }> {
  const { db, config } = runtime;
  const character = await maybeOne<CharacterRow>(
    db,
    `SELECT id, name, kind, gender, age, description, photo_key AS "photoKey", palette, photo_look AS "photoLook", look_edits AS "lookEdits"
       FROM characters WHERE id = $1 AND user_id = $2`,
    [input.characterId, userId],
  );
  if (!character) throw new AppError('not_found', CHARACTER_REQUIRED);

  let voice: VoiceProfile | null = null;
  if (flags.enrichByVoice && input.voiceSampleIn) {
    const row = await maybeOne<VoiceRow>(
      db,
      `SELECT id, median_pitch_hz AS "medianPitchHz", syllables_per_second AS "syllablesPerSecond", vendor_voice_id AS "vendorVoiceId"
         FROM voice_samples WHERE id = $1 AND user_id = $2`,
      [input.voiceSampleIn.id, userId],
    );
    if (!row) throw new AppError('not_found', 'The selected voice sample was not found. Please choose another voice.');
    voice = {
      sampleId: row.id,
      medianPitchHz: row.medianPitchHz ?? 0,
      syllablesPerSecond: row.syllablesPerSecond ?? 0,
      ...(row.vendorVoiceId ? { vendorVoiceId: row.vendorVoiceId } : {}),
    };
  }

  const language: LanguageCode = input.storyIn.language;
  const theme = input.storyIn.moral ? findMoralTheme(input.storyIn.moral) : undefined;
  const moralText = theme ? theme.text[language].label : input.storyIn.moral || null;

  const { moderator } = await runtime.providers();
  await screenStoryRequest(
    moderator,
    { name: character.name, description: character.description, customMoral: theme ? '' : input.storyIn.moral, freeText: input.storyIn.freeText },
    language,
  );
  const understood = previewWishes({ freeText: input.storyIn.freeText, moral: input.storyIn.moral, language });

  const hero: CharacterSheet = {
    name: character.name,
    kind: character.kind,
    ...(character.gender ? { gender: character.gender } : {}),
    ...(character.age !== null ? { age: character.age } : {}),
    ...(character.description ? { description: character.description } : {}),
    ...(flags.enrichByImage && character.palette?.length ? { palette: character.palette } : {}),
    // The look is a snapshot like the rest of the hero; without enrich_by_image the photo's part is left out.
    look: effectiveLook({ ...character, photoLook: flags.enrichByImage ? character.photoLook : null }, language),
  };

  // Issue 22.3: the story keeps the boundaries of its heroes as they are now (a snapshot like hero).
  const boundaries = await boundariesFor(db, userId, [character.id]);

  const id = randomUUID();
  // The story keeps its own copy of the photo, so deleting the character mid-story loses nothing.
  let referencePhotoKey: string | null = null;
  if (flags.enrichByImage && character.photoKey) {
    const photo = await runtime.storage.get(character.photoKey);
    if (photo) {
      referencePhotoKey = storageKeys.storyReferencePhoto(id, character.photoKey.split('.').pop()!);
      await runtime.storage.put(referencePhotoKey, photo.body, photo.contentType);
    }
  }
  try {
    await db.transaction(async (tx) => {
      // Lock the parent's row first: inserting the story takes a key-share lock on it, and two
      // concurrent creations upgrading that lock later would deadlock on Postgres.
      await lockUser(tx, userId);
      await tx.query(
        `INSERT INTO stories (id, user_id, language, age, moral_key, moral_text, free_text, illustration_style, character_id, hero,
                              reference_photo_key, voice_sample_id, voice, enrich_by_voice, enrich_by_image, seed, status, boundaries)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, 'TEXT_IN_PROGRESS', $17)`,
        [
          id, userId, language, input.storyIn.age, theme?.key ?? null, moralText, input.storyIn.freeText, input.illustrationStyle,
          character.id, JSON.stringify(hero), referencePhotoKey, voice?.sampleId ?? null,
          voice ? JSON.stringify(voice) : null, flags.enrichByVoice, flags.enrichByImage, randomInt(0, 2 ** 31 - 1),
          isUnbounded(boundaries) ? null : JSON.stringify(boundaries),
        ],
      );
      await reserveStoryCredit(tx, config, userId, id);
      await runtime.queue.enqueue('story-generate', { storyId: id }, tx, { priority: PARENT_STORY_PRIORITY });
    });
  } catch (error) {
    if (referencePhotoKey) await runtime.storage.deletePrefix(storyPrefix(id)).catch(() => {});
    throw error;
  }
  return { id, wishes: { chips: understood.chips, leftOut: understood.leftOut } };
}
