/**
 * POST /v1/stories/{id}/continue: the
 * owner's finished story gets its next episode — the same heroes (as their characters are now), companion and world,
 * the same language, age, illustration style and narration — written by the pipeline with the
 * previous episode's recap. Like POST /v1/stories it holds one story credit, in the same
 * transaction as the new row and its job: no credit, no episode, nothing changed (the 'reached your limit' message).
 *
 * Errors: 404 with the reader's not-found words for a missing or another parent's story; 409 when
 * the story is not finished or already has a next episode; 403 quota_exceeded without a credit;
 * 422 for bad fields or unsafe words.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { findMoralTheme } from '../../content/morals/index.ts';
import { reserveStoryCredit } from '../credits/ledger.ts';
import { maybeOne } from '../db/client.ts';
import { AppError } from '../errors.ts';
import type { Runtime } from '../runtime.ts';
import { storageKeys } from '../storage/keys.ts';
import { lockUser, refuseDeletedAccount } from '../users/queries.ts';
import { heroCharacters, heroSheet, PARENT_STORY_PRIORITY } from './create-story.ts';
import { STORY_NOT_FOUND } from './delete-story.ts';
import { insertCoHeroes, storyHeroes } from './story-heroes.ts';
import type { StoryHero } from './story-types.ts';
import { boundariesFor } from '../boundaries/boundaries.ts';
import { isUnbounded } from '../../shared/boundaries.ts';
import { findStory } from './queries.ts';
import { screenStoryRequest } from './story-wishes.ts';

export const NOT_FINISHED = 'Only a finished story can be continued. Please wait until this story is ready.';
export const ALREADY_CONTINUED = 'This story already has a next episode. Continue from the latest episode.';

/**
 * The optional body (after snake_case → camelCase): a new moral or new wishes for the episode.
 * Left out, the episode keeps the previous one's moral and starts from no wishes.
 */
export const ZContinueStory = z.object({
  storyIn: z
    .object(
      {
        moral: z.string().trim().max(300, 'The moral can be at most 300 characters.').optional(),
        freeText: z.string().trim().max(1000, 'The story wishes can be at most 1000 characters.').optional(),
      },
      { message: 'storyIn must be an object.' },
    )
    .optional(),
});
export type TContinueStory = z.infer<typeof ZContinueStory>;

/** What the client gets back: the new episode's id, its series and its number. */
export interface ContinuedStory {
  id: string;
  seriesId: string;
  episode: number;
}

export async function continueStory(runtime: Runtime, userId: string, storyId: string, input: TContinueStory): Promise<ContinuedStory> {
  const { db, config } = runtime;
  const previous = await findStory(db, { kind: 'private', userId }, storyId);
  if (!previous) throw new AppError('not_found', STORY_NOT_FOUND);
  if (previous.status !== 'COMPLETE') throw new AppError('conflict', NOT_FINISHED);

  // The heroes as they are now: a look corrected since the last episode is the one this episode draws.
  // A character deleted since keeps the sheet the previous episode had.
  const previousHeroes = storyHeroes(previous);
  const ids = previousHeroes.map((h) => h.characterId).filter((c): c is number => c !== null);
  const current = new Map((await heroCharacters(db, userId, ids)).map((row) => [row.id, row]));
  const heroes: StoryHero[] = previousHeroes.map((h) => {
    const row = h.characterId === null ? undefined : current.get(h.characterId);
    return row ? { characterId: h.characterId, sheet: heroSheet(row, { enrichByImage: previous.enrichByImage }, previous.language) } : h;
  });
  const hero = heroes[0]!.sheet;
  // The boundaries the heroes have now (a boundary set since the last episode wins over its memory).
  const boundaries = await boundariesFor(db, userId, ids);
  const language = previous.language;
  const askedMoral = input.storyIn?.moral;
  const freeText = input.storyIn?.freeText ?? '';
  const theme = askedMoral ? findMoralTheme(askedMoral) : undefined;
  const moralKey = askedMoral === undefined ? previous.moralKey : (theme?.key ?? null);
  const moralText = askedMoral === undefined ? previous.moralText : theme ? theme.text[language].label : askedMoral || null;
  // The words already screened for the previous episode are not screened again; a changed description is.
  const newDescription = hero.description !== previousHeroes[0]!.sheet.description ? (hero.description ?? null) : null;
  if ((askedMoral && !theme) || freeText || newDescription) {
    const { moderator } = await runtime.providers();
    await screenStoryRequest(moderator, { name: hero.name, description: newDescription, customMoral: theme ? '' : (askedMoral ?? ''), freeText }, language);
  }

  const id = randomUUID();
  // The episode keeps its own copy of the reference photo, like any story (deleting episode 1 loses nothing).
  let referencePhotoKey: string | null = null;
  if (previous.referencePhotoKey) {
    const photo = await runtime.storage.get(previous.referencePhotoKey);
    if (photo) {
      referencePhotoKey = storageKeys.storyReferencePhoto(userId, id, previous.referencePhotoKey.split('.').pop()!);
      await runtime.storage.put(referencePhotoKey, photo.body, photo.contentType);
    }
  }
  const seriesId = previous.seriesId ?? previous.id;
  const episode = (previous.episode ?? 1) + 1;
  try {
    await db.transaction(async (tx) => {
      // Under the parent's lock: two clicks (or two tabs) make one episode and spend one credit.
      await lockUser(tx, userId);
      await refuseDeletedAccount(tx, userId);
      const later = await maybeOne<{ id: string }>(
        tx,
        // A failed episode (its credit given back) does not count: the parent may try again.
        `SELECT id FROM stories WHERE user_id = $1 AND status <> 'FAILED' AND (continues_id = $2 OR (series_id = $3 AND episode > $4)) LIMIT 1`,
        [userId, previous.id, seriesId, previous.episode ?? 1],
      );
      if (later) throw new AppError('conflict', ALREADY_CONTINUED);
      if (!previous.seriesId) await tx.query('UPDATE stories SET series_id = id, episode = 1 WHERE id = $1 AND user_id = $2', [previous.id, userId]);
      await tx.query(
        `INSERT INTO stories (id, user_id, language, age, moral_key, moral_text, free_text, illustration_style, character_id, hero,
                              reference_photo_key, voice_sample_id, voice, enrich_by_voice, enrich_by_image, seed, status,
                              series_id, episode, continues_id, boundaries)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, 'TEXT_IN_PROGRESS', $17, $18, $19, $20)`,
        [
          id,
          userId,
          language,
          previous.age,
          moralKey,
          moralText,
          freeText,
          previous.illustrationStyle,
          previous.characterId,
          JSON.stringify(hero),
          referencePhotoKey,
          previous.voiceSampleId,
          previous.voice ? JSON.stringify(previous.voice) : null,
          previous.enrichByVoice,
          previous.enrichByImage,
          randomInt(0, 2 ** 31 - 1),
          seriesId,
          episode,
          previous.id,
          isUnbounded(boundaries) ? null : JSON.stringify(boundaries),
        ],
      );
      // The other heroes come along into the next episode.
      await insertCoHeroes(tx, id, heroes.slice(1));
      await reserveStoryCredit(tx, config, userId, id);
      await runtime.queue.enqueue('story-generate', { storyId: id }, tx, { priority: PARENT_STORY_PRIORITY });
    });
  } catch (error) {
    if (referencePhotoKey) await runtime.storage.delete(referencePhotoKey).catch(() => {});
    throw error;
  }
  return { id, seriesId, episode };
}
