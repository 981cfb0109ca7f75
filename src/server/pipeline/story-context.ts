/**
 * What every pipeline step gets: the runtime, the story row as the
 * job found it, its providers, and the deletion guard — a job checks that its story
 * still exists between steps and before every write, and stops with StoryDeletedError if not.
 */
import type { Providers } from '../providers/index.ts';
import type { Runtime } from '../runtime.ts';
import { storyExists } from '../stories/queries.ts';
import type { StoryRow } from '../stories/story-types.ts';

/** A failure that retrying cannot fix (bad vendor output, unsafe text after a rewrite). */
export class PermanentStoryError extends Error {}

/** The story was deleted while its job ran: the job stops, and nothing is retried. */
export class StoryDeletedError extends Error {}

export interface StoryContext {
  runtime: Runtime;
  story: StoryRow;
  providers: Providers;
  /**
   * Texts (title and pages, joined) the moderator passed in this run: the final check skips a
   * second look at exactly the same words. A resumed job starts without it and checks again.
   */
  passedText?: string;
}

/** Throws StoryDeletedError unless the story's row still exists. */
export async function assertStoryExists(ctx: StoryContext): Promise<void> {
  if (!(await storyExists(ctx.runtime.db, ctx.story.id))) throw new StoryDeletedError(`story ${ctx.story.id} was deleted`);
}

/** Stores a file of the story, unless the story was deleted meanwhile (then StoryDeletedError). */
export async function putStoryFile(ctx: StoryContext, key: string, body: Buffer, contentType: string): Promise<void> {
  await assertStoryExists(ctx);
  await ctx.runtime.storage.put(key, body, contentType);
}
