/**
 * The story job (DESIGN §5): TEXT_IN_PROGRESS → TEXT_COMPLETED → IMG_IN_PROGRESS → IMG_COMPLETED
 * → AUDIO_IN_PROGRESS → AUDIO_COMPLETED → COMPLETE (SPEC §4). Every step is memoized in the
 * database, so a retried or resumed job never redoes finished work: the text is written once,
 * a page that has its picture is not drawn again, a page that has its narration is not read
 * again, a voice is cloned once per sample. Pages are illustrated and narrated concurrently
 * with a bound (PIPELINE_CONCURRENCY). After its retries a story ends FAILED with a reason and
 * its credit is given back; a completed story consumes its credit.
 */
import pLimit from 'p-limit';
import sharp from 'sharp';
import { findMoralTheme } from '../../content/morals/index.ts';
import { interpretWishes } from '../wishes/interpret.ts';
import { consumeStoryCredit, releaseStoryCredit } from '../credits/ledger.ts';
import { maybeOne } from '../db/client.ts';
import type { Runtime } from '../runtime.ts';
import { ProviderError, type MoralChoice, type VoiceProfile, type WrittenStory } from '../providers/types.ts';
import { findStoryForJob, listChunks, recentPlansToAvoid, setStoryStatus } from '../stories/queries.ts';
import { isFinished, type ChunkRow, type StoryRow } from '../stories/story-types.ts';

/** A failure that retrying cannot fix (bad vendor output, unsafe text after a rewrite). */
export class PermanentStoryError extends Error {}

/** The story was deleted while its job ran: the job stops, and nothing is retried (issue 18). */
export class StoryDeletedError extends Error {}

/** Throws StoryDeletedError unless the story's row still exists. Called between steps and before every write. */
async function assertStoryExists(runtime: Runtime, storyId: string): Promise<void> {
  runtime.stopping.throwIfAborted(); // shutting down (issue 19): stop at this step boundary; the job is requeued
  const rows = await runtime.db.query('SELECT 1 FROM stories WHERE id = $1', [storyId]);
  if (rows.length === 0) throw new StoryDeletedError(`story ${storyId} was deleted`);
}

/** Stores a file of the story, unless the story was deleted meanwhile (then StoryDeletedError). */
async function putStoryFile(runtime: Runtime, storyId: string, key: string, body: Buffer, contentType: string): Promise<void> {
  await assertStoryExists(runtime, storyId);
  await runtime.storage.put(key, body, contentType);
}

export const GENERIC_FAILURE = 'We could not finish this story. Your story credit has been given back.';

/** Runs (or resumes) one story. `final` = this is the last attempt pg-boss will make. */
export async function generateStory(runtime: Runtime, storyId: string, attempt: { retryCount: number; retryLimit: number }): Promise<void> {
  const story = await findStoryForJob(runtime.db, storyId);
  if (!story || isFinished(story.status)) return; // deleted meanwhile, or already done
  try {
    await runSteps(runtime, story);
  } catch (error) {
    if (runtime.stopping.aborted) throw error; // shutting down (issue 19): not the story's failure, the job is requeued
    // Deleted while running (a write after the row went may fail on its foreign key): stop, no retry.
    if (error instanceof StoryDeletedError || !(await findStoryForJob(runtime.db, storyId))) {
      runtime.log.info({ storyId }, 'story deleted while it was made; job stopped');
      return;
    }
    const permanent = error instanceof PermanentStoryError || (error instanceof ProviderError && !error.retryable);
    const final = permanent || attempt.retryCount >= attempt.retryLimit;
    runtime.log.warn({ storyId, attempt: attempt.retryCount, final, reason: (error as Error).message }, 'story step failed');
    if (!final) throw error;
    await failStory(runtime, storyId, (error as Error).message);
  } finally {
    // A deletion that raced a write leaves files behind the delete's own cleanup: remove them now the job is over.
    if (!(await findStoryForJob(runtime.db, storyId))) {
      await runtime.storage.deletePrefix(`stories/${storyId}/`).catch((error: unknown) =>
        runtime.log.error({ storyId, err: { message: (error as Error).message } }, 'deleted story files not removed'),
      );
    }
  }
}

/**
 * The dead-letter handler of story jobs (issue 18): the job failed after its last retry, by
 * whatever path, so an unfinished story is failed now and its credit given back. Idempotent.
 */
export async function settleFailedStoryJob(runtime: Runtime, storyId: string): Promise<void> {
  const story = await findStoryForJob(runtime.db, storyId);
  if (!story || isFinished(story.status)) return;
  await failStory(runtime, storyId, GENERIC_FAILURE);
}

/** Marks a story FAILED with its reason and gives its credit back, in one transaction. */
export async function failStory(runtime: Runtime, storyId: string, reason: string): Promise<void> {
  await runtime.db.transaction(async (tx) => {
    await setStoryStatus(tx, storyId, 'FAILED', reason.slice(0, 500) || GENERIC_FAILURE);
    await releaseStoryCredit(tx, storyId);
  });
}

async function runSteps(runtime: Runtime, story: StoryRow): Promise<void> {
  const { db } = runtime;
  const providers = await runtime.providers();
  // An example story (no owner) renders one page at a time: it must never slow a parent down.
  const limit = pLimit(story.userId === null ? 1 : runtime.config.PIPELINE_CONCURRENCY);

  // 1. Text, written once.
  let chunks = await listChunks(db, [story.id]);
  if (chunks.length === 0) {
    await setStoryStatus(db, story.id, 'TEXT_IN_PROGRESS');
    const written = await writeSafeStory(runtime, story);
    await assertStoryExists(runtime, story.id);
    await db.transaction(async (tx) => {
      for (const [position, page] of written.pages.entries()) {
        await tx.query(
          `INSERT INTO story_chunks (story_id, position, content, scene, illustration_prompt)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT (story_id, position) DO NOTHING`,
          [story.id, position, page.text, JSON.stringify(page.scene), page.illustrationPrompt],
        );
      }
      await tx.query('UPDATE stories SET title = $2, plan = $3 WHERE id = $1', [story.id, written.title, written.plan ? JSON.stringify(written.plan) : null]);
      await setStoryStatus(tx, story.id, 'TEXT_COMPLETED');
    });
    chunks = await listChunks(db, [story.id]);
  }

  // 2. Pictures, each page once.
  await assertStoryExists(runtime, story.id);
  await setStoryStatus(db, story.id, 'IMG_IN_PROGRESS');
  const referencePhoto = story.enrichByImage && story.referencePhotoKey ? (await runtime.storage.get(story.referencePhotoKey))?.body : undefined;
  await Promise.all(
    chunks
      .filter((c) => !c.imageKey)
      .map((chunk) =>
        limit(async () => {
          await assertStoryExists(runtime, story.id);
          const { png } = await providers.illustrator.illustrate({
            scene: chunk.scene,
            prompt: chunk.illustrationPrompt,
            hero: story.hero,
            style: story.illustrationStyle,
            ...(referencePhoto ? { referencePhoto } : {}),
            seed: story.seed,
            pageIndex: chunk.position,
            pageCount: chunks.length,
          });
          // Stored as WebP: a tenth of the PNG's weight for the reader on a phone, same picture.
          const key = `stories/${story.id}/pages/${chunk.position}.webp`;
          await putStoryFile(runtime, story.id, key, await sharp(png).webp({ quality: 85 }).toBuffer(), 'image/webp');
          await db.query('UPDATE story_chunks SET image_key = $3 WHERE story_id = $1 AND position = $2 AND image_key IS NULL', [story.id, chunk.position, key]);
          await touch(runtime, story.id);
        }),
      ),
  );
  await saveCover(runtime, story);
  await assertStoryExists(runtime, story.id);
  await setStoryStatus(db, story.id, 'IMG_COMPLETED');

  // 3. Narration, each page once (only when the parent asked for a narrated story).
  if (story.enrichByVoice) {
    await setStoryStatus(db, story.id, 'AUDIO_IN_PROGRESS');
    const voice = await prepareVoice(runtime, story);
    await Promise.all(
      chunks
        .filter((c) => !c.audioKey)
        .map((chunk) =>
          limit(async () => {
            await assertStoryExists(runtime, story.id);
            const narration = await providers.narrator.narrate({
              text: chunk.content,
              language: story.language,
              voice,
              pageIndex: chunk.position,
              pageCount: chunks.length,
            });
            const ext = narration.contentType === 'audio/mpeg' ? 'mp3' : narration.contentType === 'audio/ogg' ? 'ogg' : 'webm';
            const key = `stories/${story.id}/audio/${chunk.position}.${ext}`;
            await putStoryFile(runtime, story.id, key, narration.audio, narration.contentType);
            await db.query(
              `UPDATE story_chunks SET audio_key = $3, audio_content_type = $4, audio_duration_seconds = $5, timings = $6
                WHERE story_id = $1 AND position = $2 AND audio_key IS NULL`,
              [story.id, chunk.position, key, narration.contentType, narration.durationSeconds, JSON.stringify(narration.timings)],
            );
            await touch(runtime, story.id);
          }),
        ),
    );
    await assertStoryExists(runtime, story.id);
    await setStoryStatus(db, story.id, 'AUDIO_COMPLETED');
  }

  // 4. The finished text is checked once more before it reaches a child (issue 14 §3).
  await assertFinishedTextSafe(runtime, story);

  // 5. Done: the credit is spent.
  await db.transaction(async (tx) => {
    await setStoryStatus(tx, story.id, 'COMPLETE');
    await consumeStoryCredit(tx, story.id);
  });
}

/** Writes the story and checks it; one rewrite with another seed when the check flags it. */
async function writeSafeStory(runtime: Runtime, story: StoryRow): Promise<WrittenStory> {
  const { writer, moderator } = await runtime.providers();
  const language = story.language;
  const theme = story.moralKey ? findMoralTheme(story.moralKey) : undefined;
  // The parent's words are read into vetted elements; a custom moral becomes its closest theme.
  const wishes = interpretWishes(story.freeText, theme?.key ?? story.moralText ?? '', language);
  const lesson = !theme && wishes.lesson ? findMoralTheme(wishes.lesson.key) : undefined;
  const chosen = theme ?? lesson;
  const moral: MoralChoice | null = chosen ? { key: chosen.key, group: chosen.group, label: chosen.text[language].label } : null;
  for (let attempt = 0; attempt < 2; attempt++) {
    const written = await writer.write({
      hero: story.hero,
      age: story.age,
      language,
      moral,
      freeText: story.freeText,
      wishes,
      seed: (story.seed + attempt * 7919) % 2 ** 31,
      avoid: await recentPlansToAvoid(runtime.db, story.userId, story.id),
    });
    if (!written.pages.length) throw new PermanentStoryError('The story writer returned no pages.');
    const verdict = await moderator.check([written.title, ...written.pages.map((p) => p.text)], language);
    if (!verdict.flagged) return written;
    runtime.log.warn({ storyId: story.id, reasons: verdict.reasons }, 'generated story flagged; rewriting');
  }
  throw new PermanentStoryError('The story did not pass our safety check.');
}

/** The story's title and pages as stored, checked by the configured moderator; flagged text fails the story (credit returned). */
async function assertFinishedTextSafe(runtime: Runtime, story: StoryRow): Promise<void> {
  const { moderator } = await runtime.providers();
  const chunks = await listChunks(runtime.db, [story.id]);
  const title = await maybeOne<{ title: string | null }>(runtime.db, 'SELECT title FROM stories WHERE id = $1', [story.id]);
  const verdict = await moderator.check([title?.title ?? '', ...chunks.map((c) => c.content)].filter(Boolean), story.language);
  if (verdict.flagged) {
    runtime.log.warn({ storyId: story.id, reasons: verdict.reasons }, 'finished story flagged before COMPLETE');
    throw new PermanentStoryError('The story did not pass our safety check.');
  }
}

/** The voice to narrate with; clones the parent's sample at the vendor once per sample. */
async function prepareVoice(runtime: Runtime, story: StoryRow): Promise<VoiceProfile | null> {
  if (!story.voice) return null;
  const { narrator } = await runtime.providers();
  if (!narrator.createVoice || story.voice.vendorVoiceId) return story.voice;
  const sample = await maybeOne<{ name: string; audioKey: string; audioContentType: string; vendorVoiceId: string | null }>(
    runtime.db,
    `SELECT name, audio_key AS "audioKey", audio_content_type AS "audioContentType", vendor_voice_id AS "vendorVoiceId" FROM voice_samples WHERE id = $1`,
    [story.voice.sampleId],
  );
  if (!sample) return { ...story.voice }; // sample deleted meanwhile: the vendor narrates with its default voice
  let vendorVoiceId = sample.vendorVoiceId;
  if (!vendorVoiceId) {
    const audio = await runtime.storage.get(sample.audioKey);
    if (!audio) return story.voice;
    vendorVoiceId = await narrator.createVoice({ name: sample.name, audio: audio.body, contentType: sample.audioContentType });
    await runtime.db.query('UPDATE voice_samples SET vendor = $2, vendor_voice_id = $3 WHERE id = $1 AND vendor_voice_id IS NULL', [story.voice.sampleId, narrator.name, vendorVoiceId]);
  }
  const voice = { ...story.voice, vendorVoiceId };
  await runtime.db.query('UPDATE stories SET voice = $2 WHERE id = $1', [story.id, JSON.stringify(voice)]);
  return voice;
}

/**
 * A small cover for story cards and the library: the first page away from home (where the
 * adventure is, so covers of different stories look different), at card size.
 */
async function saveCover(runtime: Runtime, story: StoryRow): Promise<void> {
  const chunks = await listChunks(runtime.db, [story.id]);
  const page = chunks.find((c) => c.imageKey && !['bedroom', 'home'].includes(c.scene.setting)) ?? chunks.find((c) => c.imageKey);
  if (!page?.imageKey) return;
  const picture = await runtime.storage.get(page.imageKey);
  if (!picture) return;
  const key = `stories/${story.id}/cover.webp`;
  await putStoryFile(runtime, story.id, key, await sharp(picture.body).resize(480, 480).webp({ quality: 78 }).toBuffer(), 'image/webp');
  await runtime.db.query('UPDATE stories SET cover_key = $2 WHERE id = $1', [story.id, key]);
}

async function touch(runtime: Runtime, storyId: string): Promise<void> {
  await runtime.db.query('UPDATE stories SET updated_at = now() WHERE id = $1', [storyId]);
}

/** Stories that made no progress for this long are failed by the sweeper (no story stays in progress forever). */
export const STALLED_AFTER_MINUTES = 20;

/** Fails stalled stories and gives their credits back. Idempotent; safe on many workers. */
export async function sweepStalledStories(runtime: Runtime): Promise<number> {
  const stalled = await runtime.db.query<{ id: string }>(
    `SELECT id FROM stories WHERE status NOT IN ('COMPLETE', 'FAILED') AND updated_at < now() - make_interval(mins => $1)`,
    [STALLED_AFTER_MINUTES],
  );
  for (const { id } of stalled) await failStory(runtime, id, 'The story took too long to make.');
  return stalled.length;
}

export type { ChunkRow };
