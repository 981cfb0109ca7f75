/**
 * The moderation step's check: the configured moderator reads a story's title and
 * pages. Used after writing and once more on the finished text before COMPLETE.
 */
import type { ModerationResult } from '../../providers/types.ts';
import type { StoryContext } from '../story-context.ts';
import { checkBoundaries } from '../../storycraft/boundaries/check.ts';
import { lookPhrase } from '../../storycraft/likeness/look-phrase.ts';

/** The texts as one string, to recognise the exact words checked before. */
export const joinTexts = (texts: string[]) => texts.join('\u0000');

/**
 * Checks `texts` in the story's language with the configured moderator, then against the heroes'
 * boundaries (reasons 'boundary:<key>', whatever the writer); remembers passed words
 * in `ctx.passedText`. A flagged story follows the moderation flow: one rewrite, then it fails.
 */
export async function moderateText(ctx: StoryContext, texts: string[]): Promise<ModerationResult> {
  const verdict = await ctx.providers.moderator.check(texts, ctx.story.language);
  const bounds = checkBoundaries(texts, ctx.story.language, ctx.story.boundaries, heroWords(ctx));
  const result: ModerationResult = bounds.flagged ? { ...verdict, flagged: true, reasons: [...verdict.reasons, ...bounds.reasons] } : verdict;
  if (!result.flagged) ctx.passedText = joinTexts(texts);
  return result;
}

/** The heroes' own names and the main hero's look: the parent's choice, never an avoided element (a hero called Robin). */
function heroWords(ctx: StoryContext): string[] {
  const { hero, language } = ctx.story;
  const look = hero.look;
  const others = (ctx.story.coHeroes ?? []).map((h) => h.sheet.name);
  return [hero.name, ...others, ...(look ? [lookPhrase(look, language), lookPhrase(look, language, { bedtime: true })] : [])].filter((w): w is string => !!w);
}
