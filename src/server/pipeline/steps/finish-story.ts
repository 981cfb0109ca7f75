/**
 * Step 'finish' (→ COMPLETE): the finished text is checked once more before it reaches a
 * child — unless these exact words passed the moderator earlier in this run — and
 * the story completes, spending its credit, in one transaction.
 */
import { consumeStoryCredit } from '../../credits/ledger.ts';
import { findStoryTitleAndCover, listChunks, setStoryStatus } from '../../stories/queries.ts';
import { assertStoryExists, PermanentStoryError, type StoryContext } from '../story-context.ts';
import { joinTexts, moderateText } from './moderate-text.ts';

export async function finishStory(ctx: StoryContext): Promise<void> {
  await assertFinishedTextSafe(ctx);
  await assertStoryExists(ctx);
  await ctx.runtime.db.transaction(async (tx) => {
    await setStoryStatus(tx, ctx.story.id, 'COMPLETE');
    await consumeStoryCredit(tx, ctx.story.id);
  });
}

/** The story's title and pages as stored, checked by the configured moderator; flagged text fails the story (credit returned). */
async function assertFinishedTextSafe(ctx: StoryContext): Promise<void> {
  const { db, log } = ctx.runtime;
  const chunks = await listChunks(db, [ctx.story.id]);
  const title = await findStoryTitleAndCover(db, ctx.story.id);
  const texts = [title?.title ?? '', ...chunks.map((c) => c.content)].filter(Boolean);
  if (ctx.passedText !== undefined && ctx.passedText === joinTexts(texts)) return;
  const verdict = await moderateText(ctx, texts);
  if (verdict.flagged) {
    log.warn({ storyId: ctx.story.id, reasons: verdict.reasons }, 'finished story flagged before COMPLETE');
    throw new PermanentStoryError('The story did not pass our safety check.');
  }
}
