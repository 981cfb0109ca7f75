/**
 * The moderation step's check: a story's title and pages pass the one built-in screen
 * (storycraft/screening) first, then — in vendor mode — the configured moderator too, then the
 * heroes' boundaries. Used after writing and once more on the finished text before COMPLETE.
 */
import type { ModerationResult } from '../../providers/types.ts';
import { ProviderError } from '../../providers/types.ts';
import type { StoryContext } from '../story-context.ts';
import { checkBoundaries } from '../../storycraft/boundaries/check.ts';
import { lookPhrase } from '../../storycraft/likeness/look-phrase.ts';
import { createBuiltinModerator } from '../../storycraft/screening/builtin-moderator.ts';
import { withoutNames } from '../../storycraft/screening/screen.ts';

/** The texts as one string, to recognise the exact words checked before. */
export const joinTexts = (texts: string[]) => texts.join('\u0000');

/** The story failed because the configured moderator could not answer (its credit is returned). */
export const SAFETY_CHECK_FAILED = 'Our safety check could not read this story, so it was stopped and your story credit was returned. Please try again later.';

const builtin = createBuiltinModerator();

/**
 * Checks `texts` in the story's language: the built-in screen always (with the heroes' own names
 * blanked: they passed the name check, and Turkish Gün is not the English gun), then a vendor
 * moderator when one is configured — a vendor that fails throws ProviderError
 * (SAFETY_CHECK_FAILED), so the story fails closed — then the heroes' boundaries
 * (reasons 'boundary:<key>', whatever the writer). Remembers passed words in `ctx.passedText`.
 * A flagged story follows the moderation flow: one rewrite, then it fails.
 */
export async function moderateText(ctx: StoryContext, texts: string[]): Promise<ModerationResult> {
  const names = heroNames(ctx);
  let verdict = await builtin.check(
    texts.map((text) => withoutNames(text, names)),
    ctx.story.language,
  );
  const vendor = ctx.providers.moderator;
  if (!verdict.flagged && vendor.name !== 'builtin') {
    try {
      verdict = await vendor.check(texts, ctx.story.language);
    } catch (error) {
      throw new ProviderError(SAFETY_CHECK_FAILED, error instanceof ProviderError ? error.retryable : false);
    }
  }
  const bounds = checkBoundaries(texts, ctx.story.language, ctx.story.boundaries, heroWords(ctx));
  const result: ModerationResult = bounds.flagged ? { ...verdict, flagged: true, reasons: [...verdict.reasons, ...bounds.reasons] } : verdict;
  if (!result.flagged) ctx.passedText = joinTexts(texts);
  return result;
}

/** The heroes' own names (main hero first). */
function heroNames(ctx: StoryContext): string[] {
  return [ctx.story.hero.name, ...(ctx.story.coHeroes ?? []).map((h) => h.sheet.name)].filter((n): n is string => !!n && n.trim().length > 0);
}

/** The heroes' own names and the main hero's look: the parent's choice, never an avoided element (a hero called Robin). */
function heroWords(ctx: StoryContext): string[] {
  const { hero, language } = ctx.story;
  const look = hero.look;
  const others = (ctx.story.coHeroes ?? []).map((h) => h.sheet.name);
  return [hero.name, ...others, ...(look ? [lookPhrase(look, language), lookPhrase(look, language, { bedtime: true })] : [])].filter((w): w is string => !!w);
}
