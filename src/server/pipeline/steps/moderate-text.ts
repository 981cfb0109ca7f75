/**
 * The moderation step's check (issue 14): the configured moderator reads a story's title and
 * pages. Used after writing and once more on the finished text before COMPLETE.
 */
import type { ModerationResult } from '../../providers/types.ts';
import type { StoryContext } from '../story-context.ts';

/** The texts as one string, to recognise the exact words checked before. */
export const joinTexts = (texts: string[]) => texts.join('\u0000');

/** Checks `texts` in the story's language; remembers passed words in `ctx.passedText`. */
export async function moderateText(ctx: StoryContext, texts: string[]): Promise<ModerationResult> {
  const verdict = await ctx.providers.moderator.check(texts, ctx.story.language);
  if (!verdict.flagged) ctx.passedText = joinTexts(texts);
  return verdict;
}
