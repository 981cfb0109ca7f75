/**
 * Step 'write' (TEXT_IN_PROGRESS → TEXT_COMPLETED): the writer writes the story once,
 * the moderator checks it (one rewrite with another seed when flagged), and the pages are stored.
 * Memoized: a story that has its pages is not written again.
 */
import { findMoralTheme } from '../../../content/morals/index.ts';
import type { MoralChoice, WrittenStory } from '../../providers/types.ts';
import { listChunks, recentPlansToAvoid, saveWrittenStory, setStoryStatus } from '../../stories/queries.ts';
import { previousEpisodeOf, recapOf } from '../../stories/story-recap.ts';
import { interpretWishes } from '../../storycraft/wishes/interpret.ts';
import { resolveMoral } from '../../storycraft/writer/moral.ts';
import { coHeroSheets } from '../../stories/story-heroes.ts';
import { assertStoryExists, PermanentStoryError, type StoryContext } from '../story-context.ts';
import { joinTexts, moderateText } from './moderate-text.ts';

export async function writeStory(ctx: StoryContext): Promise<void> {
  const { db } = ctx.runtime;
  if ((await listChunks(db, [ctx.story.id])).length > 0) return;
  await setStoryStatus(db, ctx.story.id, 'TEXT_IN_PROGRESS');
  const { written, moral } = await writeSafeStory(ctx);
  await assertStoryExists(ctx);
  // The recap is kept with every story, so any story can be continued later.
  const recap = recapOf(written, moral);
  await db.transaction(async (tx) => saveWrittenStory(tx, ctx.story.id, written.title, written.pages, written.plan ?? null, recap));
}

/** Writes the story and checks it; one rewrite with another seed when the check flags it. */
async function writeSafeStory(ctx: StoryContext): Promise<{ written: WrittenStory; moral: MoralChoice | null }> {
  const { story } = ctx;
  const language = story.language;
  const theme = story.moralKey ? findMoralTheme(story.moralKey) : undefined;
  const chosen = theme?.key ?? story.moralText ?? '';
  // The parent's words are read into vetted elements; the moral is resolved here, once, for the whole
  // story: a custom moral becomes the theme (and plot) that teach it.
  const wishes = interpretWishes(story.freeText, chosen, language);
  const moral = resolveMoral(chosen, language, wishes);
  // A next episode's writer knows what happened in the story it continues.
  const previous = await previousEpisodeOf(ctx.runtime.db, story.continuesId, story.episode);
  for (let attempt = 0; attempt < 2; attempt++) {
    const written = await ctx.providers.writer.write({
      hero: story.hero,
      // The story's other heroes, read through story-heroes.ts.
      coHeroes: coHeroSheets(story),
      age: story.age,
      language,
      moral,
      freeText: story.freeText,
      wishes,
      seed: (story.seed + attempt * 7919) % 2 ** 31,
      // The writer remembers what this child heard this last month, and tells it another way.
      avoid: await recentPlansToAvoid(ctx.runtime.db, story.userId, story.id, story.characterId),
      // The heroes' boundaries, as snapshotted when the story was created.
      ...(story.boundaries ? { boundaries: story.boundaries } : {}),
      ...(previous ? { previous } : {}),
    });
    if (!written.pages.length) throw new PermanentStoryError('The story writer returned no pages.');
    // A vendor's recap is kept and becomes part of the next episode's prompt: its phrases pass the
    // same screen as the pages. (The built-in writer's recap holds only its own vetted ids.)
    const recapTexts =
      written.recap?.source === 'vendor' ? [...written.recap.places, ...written.recap.friends, ...written.recap.objects, written.recap.lesson ?? ''] : [];
    const storyTexts = [written.title, ...written.pages.map((p) => p.text)];
    const verdict = await moderateText(ctx, [...storyTexts, ...recapTexts.filter(Boolean)]);
    if (!verdict.flagged) {
      // The final check compares the finished title and pages with what passed here.
      ctx.passedText = joinTexts(storyTexts);
      return { written, moral };
    }
    ctx.runtime.log.warn({ storyId: story.id, reasons: verdict.reasons }, 'generated story flagged; rewriting');
  }
  throw new PermanentStoryError('The story did not pass our safety check.');
}
