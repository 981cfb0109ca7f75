/**
 * POST /v1/stories: validates the request,
 * checks the caller owns the character and voice sample, moderates the parent's words, then in
 * ONE transaction inserts the story, holds one story credit and enqueues its job. Nothing is
 * created when any step fails.
 */
import { characterKindOf, effectiveLook } from '../likeness/character-look.ts';
import type { HeroLook } from '../../shared/hero-look.ts';
import { randomInt, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { findMoralTheme } from '../../content/morals/index.ts';
import { ILLUSTRATION_STYLE_CODES, LANGUAGE_CODES, type LanguageCode } from '../../shared/catalog.ts';
import { LIMITS } from '../../shared/limits.ts';
import { maybeOne } from '../db/client.ts';
import { reserveStoryCredit } from '../credits/ledger.ts';
import { lockUser, refuseDeletedAccount } from '../users/queries.ts';
import { AppError } from '../errors.ts';
import { MAX_DB_INT } from '../validation.ts';
import type { Runtime } from '../runtime.ts';
import type { CharacterSheet, VoiceProfile } from '../providers/types.ts';
import { previewWishes, screenStoryRequest, type WishesView } from './story-wishes.ts';
import { storageKeys } from '../storage/keys.ts';
import { boundariesFor } from '../boundaries/boundaries.ts';
import { isUnbounded } from '../../shared/boundaries.ts';
import { insertCoHeroes } from './story-heroes.ts';
import type { StoryHero } from './story-types.ts';

const AGE_RANGE = 'Age must be between 1 and 12 years old.';
/** A parent's story runs before background work such as the example library. */
export const PARENT_STORY_PRIORITY = 10;
export const CHARACTER_REQUIRED = 'Please select an existing character or create a new one for your story.';
/** The messages for `character_ids` (one main hero and up to two more). */
export const TOO_MANY_HEROES = 'A story can have at most 3 heroes: one main character and up to two more.';
export const DUPLICATE_HERO = 'Each character can be a hero of the story only once.';
export const MAIN_HERO_MISMATCH = 'The main character (character_id) must be the first of character_ids.';
export const HERO_NOT_FOUND = 'One of the chosen heroes is not one of your characters. Please choose from your own characters.';
/** Most heroes in one story. */
export const MAX_STORY_HEROES = 3;

const ZHeroId = z.number({ message: CHARACTER_REQUIRED }).int(CHARACTER_REQUIRED).positive(CHARACTER_REQUIRED).max(MAX_DB_INT, CHARACTER_REQUIRED);

/** The request body after snake_case → camelCase conversion. */
export const ZCreateStory = z
  .object({
    storyIn: z.object(
      {
        age: z
          .union([z.number(), z.string().regex(/^\d{1,2}$/, 'Please enter a valid number for age.')], { message: 'Age is required.' })
          .transform(Number)
          .pipe(z.number().int(AGE_RANGE).min(LIMITS.storyAgeMin, AGE_RANGE).max(LIMITS.storyAgeMax, AGE_RANGE))
          .default(LIMITS.storyAgeDefault),
        moral: z.string().trim().max(300, 'The moral can be at most 300 characters.').default(''),
        freeText: z.string().trim().max(1000, 'The story wishes can be at most 1000 characters.').default(''),
        language: z.enum(LANGUAGE_CODES, 'Please choose one of the supported story languages.').default('en'),
      },
      { message: 'storyIn is required.' },
    ),
    illustrationStyle: z.enum(ILLUSTRATION_STYLE_CODES, 'Please choose one of the illustration styles.').default('ghibli'),
    /** Today's single hero; still accepted alone. */
    characterId: ZHeroId.nullish(),
    /** 1 to 3 of the parent's characters, the first is the main hero. */
    characterIds: z.array(ZHeroId, { message: CHARACTER_REQUIRED }).max(MAX_STORY_HEROES, TOO_MANY_HEROES).nullish(),
    voiceSampleIn: z.object({ id: z.number().int().positive().max(MAX_DB_INT), name: z.string().optional() }).nullish(),
  })
  .superRefine((body, ctx) => {
    const ids = body.characterIds ?? (body.characterId ? [body.characterId] : []);
    if (!ids.length) ctx.addIssue({ code: 'custom', message: CHARACTER_REQUIRED, path: ['characterIds'] });
    else if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: DUPLICATE_HERO, path: ['characterIds'] });
    else if (body.characterIds && body.characterId && body.characterIds[0] !== body.characterId)
      ctx.addIssue({ code: 'custom', message: MAIN_HERO_MISMATCH, path: ['characterId'] });
  });

/** The request's heroes, main first (validated by ZCreateStory: 1-3 distinct ids). */
export function requestedHeroIds(input: Pick<TCreateStory, 'characterId' | 'characterIds'>): number[] {
  return input.characterIds ?? (input.characterId ? [input.characterId] : []);
}
export type TCreateStory = z.infer<typeof ZCreateStory>;

export interface CreateStoryFlags {
  /** Narrate the story (with the chosen sample, else the default narrator). Default false. */
  enrichByVoice: boolean;
  /** Use the character photo (palette, vendor reference). Default true. */
  enrichByImage: boolean;
}

/** A character as a story reads it to make the hero's sheet. */
export interface HeroCharacterRow {
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
  runtime: Runtime,
  userId: string,
  input: TCreateStory,
  flags: CreateStoryFlags,
): Promise<{ id: string; wishes: Pick<WishesView, 'chips' | 'leftOut'> }> {
  const { db, config } = runtime;
  // A parent only ever names their own characters: every id is looked up under their user id.
  const ids = requestedHeroIds(input);
  const rows = await heroCharacters(db, userId, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (ids.length === 0 || !byId.has(ids[0]!)) throw new AppError('not_found', ids.length > 1 ? HERO_NOT_FOUND : CHARACTER_REQUIRED);
  if (ids.some((id) => !byId.has(id))) throw new AppError('not_found', HERO_NOT_FOUND);
  const character = byId.get(ids[0]!)!;
  const others = ids.slice(1).map((id) => byId.get(id)!);

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
    {
      name: character.name,
      description: character.description,
      customMoral: theme ? '' : input.storyIn.moral,
      freeText: input.storyIn.freeText,
      others: others.map((o) => ({ name: o.name, description: o.description })),
    },
    language,
  );
  const understood = previewWishes({ freeText: input.storyIn.freeText, moral: input.storyIn.moral, language });

  const hero = heroSheet(character, flags, language);
  const coHeroes: StoryHero[] = others.map((o) => ({ characterId: o.id, sheet: heroSheet(o, flags, language) }));

  // The story keeps the boundaries of its heroes as they are now (a snapshot like hero).
  const boundaries = await boundariesFor(db, userId, [character.id, ...others.map((o) => o.id)]);

  const id = randomUUID();
  // The story keeps its own copy of the photo, so deleting the character mid-story loses nothing.
  let referencePhotoKey: string | null = null;
  if (flags.enrichByImage && character.photoKey) {
    const photo = await runtime.storage.get(character.photoKey);
    if (photo) {
      referencePhotoKey = storageKeys.storyReferencePhoto(userId, id, character.photoKey.split('.').pop()!);
      await runtime.storage.put(referencePhotoKey, photo.body, photo.contentType);
    }
  }
  try {
    await db.transaction(async (tx) => {
      // Lock the parent's row first: inserting the story takes a key-share lock on it, and two
      // concurrent creations upgrading that lock later would deadlock on Postgres.
      await lockUser(tx, userId);
      await refuseDeletedAccount(tx, userId);
      await tx.query(
        `INSERT INTO stories (id, user_id, language, age, moral_key, moral_text, free_text, illustration_style, character_id, hero,
                              reference_photo_key, voice_sample_id, voice, enrich_by_voice, enrich_by_image, seed, status, boundaries)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, 'TEXT_IN_PROGRESS', $17)`,
        [
          id,
          userId,
          language,
          input.storyIn.age,
          theme?.key ?? null,
          moralText,
          input.storyIn.freeText,
          input.illustrationStyle,
          character.id,
          JSON.stringify(hero),
          referencePhotoKey,
          voice?.sampleId ?? null,
          voice ? JSON.stringify(voice) : null,
          flags.enrichByVoice,
          flags.enrichByImage,
          randomInt(0, 2 ** 31 - 1),
          isUnbounded(boundaries) ? null : JSON.stringify(boundaries),
        ],
      );
      await insertCoHeroes(tx, id, coHeroes);
      await reserveStoryCredit(tx, config, userId, id);
      await runtime.queue.enqueue('story-generate', { storyId: id }, tx, { priority: PARENT_STORY_PRIORITY });
    });
  } catch (error) {
    if (referencePhotoKey) await runtime.storage.delete(referencePhotoKey).catch(() => {});
    throw error;
  }
  return { id, wishes: { chips: understood.chips, leftOut: understood.leftOut } };
}

/** The parent's characters among `ids` (another parent's ids are simply not found). */
export function heroCharacters(db: Runtime['db'], userId: string, ids: readonly number[]): Promise<HeroCharacterRow[]> {
  return db.query<HeroCharacterRow>(
    `SELECT id, name, kind, gender, age, description, photo_key AS "photoKey", palette, photo_look AS "photoLook", look_edits AS "lookEdits"
       FROM characters WHERE id = ANY($1::int[]) AND user_id = $2`,
    [ids, userId],
  );
}

/**
 * A character as the story's snapshot of a hero (the same for the main hero, the others and a next
 * episode): the character as it is now, with the look the parent confirmed. The kind follows the
 * look, so the words and the pictures always speak of the same hero.
 */
export function heroSheet(character: HeroCharacterRow, flags: Pick<CreateStoryFlags, 'enrichByImage'>, language: LanguageCode): CharacterSheet {
  // Without enrich_by_image the photo's part of the look is left out.
  const look = effectiveLook({ ...character, photoLook: flags.enrichByImage ? character.photoLook : null }, language);
  return {
    name: character.name,
    kind: characterKindOf(look.kind),
    ...(character.gender ? { gender: character.gender } : {}),
    ...(character.age !== null ? { age: character.age } : {}),
    ...(character.description ? { description: character.description } : {}),
    ...(flags.enrichByImage && character.palette?.length ? { palette: character.palette } : {}),
    look,
  };
}
