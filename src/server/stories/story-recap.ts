/**
 * The recap kept with every story (stories.recap): what the writer reported, or —
 * when a writer reports none (a vendor answer without it) — one derived from the written pages'
 * scenes. And what the writer of a next episode is told of the previous one.
 */
import { maybeOne, type Db } from '../db/client.ts';
import type { MoralChoice, PreviousEpisode, StoryPlan, StoryRecap, WrittenPage, WrittenStory } from '../providers/types.ts';

const INDOORS = new Set(['home', 'bedroom']);
/** Props that dress a page (the key object of a vendor's story is any other, e.g. a fallen star). */
const SCENERY = new Set(['house', 'bed', 'blanket', 'moon', 'tree']);

/** A recap from the pages' scenes: places (home and bedroom left out), companions and figures, key props, the moral. */
export function recapFromPages(pages: readonly Pick<WrittenPage, 'scene'>[], moral: MoralChoice | null): StoryRecap {
  const scenes = pages.map((p) => p.scene);
  const places = [...new Set(scenes.map((s) => s.setting).filter((s) => !INDOORS.has(s)))];
  const friends = [...new Set(scenes.flatMap((s) => [...(s.companion && s.companion !== 'none' ? [s.companion] : []), ...(s.figures ?? [])]))];
  const plotScenes = scenes.filter((s) => !INDOORS.has(s.setting));
  const objects = [...new Set(plotScenes.map((s) => s.props[0]).filter((p): p is NonNullable<typeof p> => Boolean(p) && !SCENERY.has(p!)))].slice(0, 4);
  return { source: 'vendor', places, friends, objects, lesson: moral?.label ?? null };
}

/** The recap to store with a written story: the writer's own, else one derived from its pages. */
export function recapOf(written: WrittenStory, moral: MoralChoice | null): StoryRecap {
  return written.recap ?? recapFromPages(written.pages, moral);
}

/**
 * What the writer of episode `episode` is told of the story it continues (the owner's own story,
 * by id); undefined when that story is gone (deleted meanwhile: the episode is written fresh).
 */
export async function previousEpisodeOf(db: Db, continuesId: string | null, episode: number | null): Promise<PreviousEpisode | undefined> {
  if (!continuesId) return undefined;
  const row = await maybeOne<{ plan: StoryPlan | null; recap: StoryRecap | null }>(db, 'SELECT plan, recap FROM stories WHERE id = $1', [continuesId]);
  if (!row) return undefined;
  return { episode: episode ?? 2, recap: row.recap, plan: row.plan };
}
