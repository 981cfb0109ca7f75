/**
 * Step 'pages' (IMG_IN_PROGRESS → IMG_COMPLETED → AUDIO_IN_PROGRESS → AUDIO_COMPLETED):
 * every page's picture and narration, pages in order and concurrently (PIPELINE_CONCURRENCY pages
 * of a story at once; an example story one page at a time so it never slows a parent down), a
 * page's picture and narration side by side. Each page is stored the moment it is
 * done, so the reader can open the story once its first pages are ready. Memoized per page: a
 * page that has its picture is not drawn again, one that has its narration is not read again.
 *
 * The statuses keep their pipeline order: IMG_COMPLETED when the last picture is stored (narrations
 * may already be under way), AUDIO_COMPLETED when the last narration is.
 */
import pLimit from 'p-limit';
import sharp from 'sharp';
import { storageKeys } from '../../storage/keys.ts';
import { findStoryTitleAndCover, listChunks, setStoryCover, setStoryStatus } from '../../stories/queries.ts';
import type { VoiceProfile } from '../../providers/types.ts';
import type { ChunkRow } from '../../stories/story-types.ts';
import { COVER_SIZE } from '../page-media-task.ts';
import { assertStoryExists, putStoryFile, type StoryContext } from '../story-context.ts';
import { holdPageForTests } from '../test-hold.ts';
import { illustratePage } from './illustrate-page.ts';
import { coverScene } from '../../storycraft/scene/cover.ts';
import { sceneWithinBoundaries } from '../../storycraft/boundaries/elements.ts';
import { narratePage } from './narrate-page.ts';
import { prepareVoice } from './prepare-voice.ts';

/** Settings the covers avoid: the first page away from home is where the adventure is. */
const HOME_SETTINGS = ['bedroom', 'home', 'windowSeat', 'doorstep', 'bunkBed', 'attic'];

/**
 * The page whose picture becomes the card cover: the first away from home, else the first. A
 * story with several heroes prefers the first such page that shows all of them.
 */
export function coverPage(chunks: ChunkRow[]): ChunkRow | undefined {
  const away = chunks.filter((c) => !HOME_SETTINGS.includes(c.scene.setting));
  const most = Math.max(0, ...chunks.map((c) => c.scene.coHeroes?.length ?? 0));
  return (most > 0 ? away.find((c) => (c.scene.coHeroes?.length ?? 0) === most) : undefined) ?? away[0] ?? chunks[0];
}

interface Deferred {
  promise: Promise<void>;
  resolve(): void;
  reject(error: unknown): void;
}

function deferred(): Deferred {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => {}); // observed through Promise.all below; never an unhandled rejection
  return { promise, resolve, reject };
}

export async function makePages(ctx: StoryContext): Promise<void> {
  const { story, runtime } = ctx;
  const { db, config } = runtime;
  const chunks = await listChunks(db, [story.id]);
  const pageCount = chunks.length;
  await setStoryStatus(db, story.id, 'IMG_IN_PROGRESS');

  const perStory = pLimit(story.userId === null ? 1 : config.PIPELINE_CONCURRENCY);
  const referencePhoto = story.enrichByImage && story.referencePhotoKey ? (await runtime.storage.get(story.referencePhotoKey))?.body : undefined;
  const cover = story.coverKey ? undefined : coverPage(chunks);
  // The cover is its own picture: the story's heroes, companion, key object and place; never an avoided element.
  const coverPlan = cover ? coverScene(chunks.map((c) => sceneWithinBoundaries(c.scene, story.boundaries))) : undefined;
  const narrated = story.enrichByVoice;
  // A vendor clone of the parent's voice (made at most once) is made while the first pictures are
  // drawn; without cloning the voice is known at once, and each page's narration is asked for
  // right after its picture, so the first pages are whole first.
  const needsVoice = narrated && chunks.some((c) => !c.audioKey);
  let knownVoice: VoiceProfile | null | undefined = needsVoice && ctx.providers.narrator.createVoice ? undefined : needsVoice ? await prepareVoice(ctx) : null;
  const voice: Promise<VoiceProfile | null> = knownVoice === undefined ? prepareVoice(ctx) : Promise.resolve(knownVoice);
  voice.then((v) => (knownVoice = v)).catch(() => {});

  let failed = false;
  const pictures = chunks.map(() => deferred());
  const pages = chunks.map((chunk, i) =>
    perStory(async () => {
      try {
        if (failed) throw new Error('an earlier page failed');
        await holdPageForTests(ctx, chunk.position);
        const picture = chunk.imageKey
          ? Promise.resolve()
          : illustratePage(ctx, chunk, {
              pageCount,
              ...(referencePhoto ? { referencePhoto } : {}),
              withCover: chunk === cover,
              ...(chunk === cover && coverPlan ? { coverScene: coverPlan } : {}),
            });
        picture.then(pictures[i]!.resolve, pictures[i]!.reject);
        const narration =
          !narrated || chunk.audioKey
            ? Promise.resolve()
            : knownVoice !== undefined
              ? narratePage(ctx, chunk, knownVoice, pageCount)
              : voice.then((v) => narratePage(ctx, chunk, v, pageCount));
        await Promise.all([picture, narration]);
      } catch (error) {
        failed = true;
        pictures[i]!.reject(error);
        throw error;
      }
    }),
  );
  const allPages = Promise.all(pages);
  allPages.catch(() => {});

  // Whichever comes first: every picture stored, or a page failing.
  await Promise.race([Promise.all(pictures.map((p) => p.promise)), allPages]);
  await saveCoverFromStoredPicture(ctx, cover);
  await assertStoryExists(ctx);
  await setStoryStatus(db, story.id, 'IMG_COMPLETED');
  if (!narrated) {
    await allPages;
    return;
  }

  await setStoryStatus(db, story.id, 'AUDIO_IN_PROGRESS');
  await allPages;
  await assertStoryExists(ctx);
  await setStoryStatus(db, story.id, 'AUDIO_COMPLETED');
}

/**
 * A resumed story whose cover page was drawn in an earlier run but whose cover was not stored:
 * the cover is cut from the stored picture (decoded once).
 */
async function saveCoverFromStoredPicture(ctx: StoryContext, cover: ChunkRow | undefined): Promise<void> {
  if (!cover) return;
  const { db, storage } = ctx.runtime;
  if ((await findStoryTitleAndCover(db, ctx.story.id))?.coverKey) return;
  const stored = (await listChunks(db, [ctx.story.id])).find((c) => c.position === cover.position);
  if (!stored?.imageKey) return;
  const picture = await storage.get(stored.imageKey);
  if (!picture) return;
  const key = storageKeys.storyCover(ctx.story.id);
  await putStoryFile(ctx, key, await sharp(picture.body).resize(COVER_SIZE, COVER_SIZE).webp({ quality: 78 }).toBuffer(), 'image/webp');
  await setStoryCover(db, ctx.story.id, key);
}
