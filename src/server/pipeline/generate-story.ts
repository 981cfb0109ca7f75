/**
 * The story job: TEXT_IN_PROGRESS → TEXT_COMPLETED → IMG_IN_PROGRESS → IMG_COMPLETED
 * → AUDIO_IN_PROGRESS → AUDIO_COMPLETED → COMPLETE, as three steps (steps/):
 *   write   the text, written once and checked by the moderator (write-story.ts);
 *   pages   every page's picture and narration, pages concurrently, each stored when done so the
 *           reader opens before the last page is (make-pages.ts);
 *   finish  the finished text checked again, COMPLETE and the credit spent (finish-story.ts).
 * Each step starts at a between-steps point (run-step.ts) and memoizes its work in the database,
 * so a retried or resumed job never redoes finished work. After its retries a story ends FAILED
 * with a reason and its credit is given back; a completed story consumes its credit.
 */
import { releaseStoryCredit } from '../credits/ledger.ts';
import type { Runtime } from '../runtime.ts';
import { ProviderError } from '../providers/types.ts';
import { storyPrefix } from '../storage/keys.ts';
import { findStoryForJob, listStalledStoryIds, setStoryStatus } from '../stories/queries.ts';
import { isFinished, type StoryRow } from '../stories/story-types.ts';
import { runStep } from './run-step.ts';
import { finishStory } from './steps/finish-story.ts';
import { makePages } from './steps/make-pages.ts';
import { writeStory } from './steps/write-story.ts';
import { PermanentStoryError, StoryDeletedError, type StoryContext } from './story-context.ts';

export { PermanentStoryError, StoryDeletedError };

export const GENERIC_FAILURE = 'We could not finish this story. Your story credit has been given back.';

/** Runs (or resumes) one story. `attempt` tells whether this is the last attempt pg-boss will make. */
export async function generateStory(runtime: Runtime, storyId: string, attempt: { retryCount: number; retryLimit: number }): Promise<void> {
  const story = await findStoryForJob(runtime.db, storyId);
  if (!story || isFinished(story.status)) return; // deleted meanwhile, or already done
  try {
    await runSteps(runtime, story);
  } catch (error) {
    if (runtime.stopping.aborted) throw error; // shutting down: not the story's failure, the job is requeued
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
      await runtime.storage
        .deletePrefix(storyPrefix(storyId))
        .catch((error: unknown) => runtime.log.error({ storyId, err: { message: (error as Error).message } }, 'deleted story files not removed'));
    }
  }
}

async function runSteps(runtime: Runtime, story: StoryRow): Promise<void> {
  const ctx: StoryContext = { runtime, story, providers: await runtime.providers() };
  await runStep(ctx, 'write', writeStory);
  await runStep(ctx, 'pages', makePages);
  await runStep(ctx, 'finish', finishStory);
}

/**
 * The dead-letter handler of story jobs: the job failed after its last retry, by
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

/** Stories that made no progress for this long are failed by the sweeper (no story stays in progress forever). */
export const STALLED_AFTER_MINUTES = 20;

/** Fails stalled stories and gives their credits back. Idempotent; safe on many workers. */
export async function sweepStalledStories(runtime: Runtime): Promise<number> {
  const stalled = await listStalledStoryIds(runtime.db, STALLED_AFTER_MINUTES);
  for (const id of stalled) await failStory(runtime, id, 'The story took too long to make.');
  return stalled.length;
}
