/**
 * One page's picture (part of step 'pages'): drawn by the illustrator (page-media.ts), stored as
 * WebP — a tenth of the PNG's weight for the reader on a phone, same picture — and recorded on
 * its chunk. The cover page's picture also gives the card cover, from the same decoded pixels.
 */
import { storageKeys } from '../../storage/keys.ts';
import { setChunkImage, setStoryCover } from '../../stories/queries.ts';
import type { ChunkRow } from '../../stories/story-types.ts';
import { drawPage } from '../page-media.ts';
import { coHeroSheets } from '../../stories/story-heroes.ts';
import { putStoryFile, type StoryContext } from '../story-context.ts';
import { promptBoundaryNote, sceneWithinBoundaries } from '../../storycraft/boundaries/elements.ts';
import type { Scene } from '../../providers/types.ts';

export interface IllustrateOptions {
  pageCount: number;
  /** The character photo, when the parent asked for their likeness (enrich_by_image). */
  referencePhoto?: Buffer;
  /** Also store the story's card cover with this picture. */
  withCover: boolean;
  /** The story's cover scene (scene/cover.ts), drawn as its own picture where the illustrator can. */
  coverScene?: Scene;
}

export async function illustratePage(ctx: StoryContext, chunk: ChunkRow, options: IllustrateOptions): Promise<void> {
  const { story, runtime } = ctx;
  const picture = await drawPage(
    runtime.config,
    ctx.providers.illustrator,
    {
      // The picture never shows an avoided element, whatever wrote the scene.
      scene: sceneWithinBoundaries(chunk.scene, story.boundaries),
      prompt: chunk.illustrationPrompt + promptBoundaryNote(story.boundaries),
      hero: story.hero,
      // The page draws the other heroes its scene names, each in their own look.
      coHeroes: coHeroSheets(story),
      style: story.illustrationStyle,
      ...(options.referencePhoto ? { referencePhoto: options.referencePhoto } : {}),
      seed: story.seed,
      pageIndex: chunk.position,
      pageCount: options.pageCount,
    },
    options.withCover,
    options.coverScene,
  );
  if (picture.cover) {
    const coverKey = storageKeys.storyCover(story.id);
    await putStoryFile(ctx, coverKey, picture.cover, 'image/webp');
    if (picture.printCover) await putStoryFile(ctx, storageKeys.storyCoverPrint(story.id), picture.printCover, 'image/webp');
    await setStoryCover(runtime.db, story.id, coverKey);
  }
  const key = storageKeys.pageIllustration(story.id, chunk.position);
  await putStoryFile(ctx, key, picture.webp, 'image/webp');
  await setChunkImage(runtime.db, story.id, chunk.position, key);
}
