/**
 * The API shape of a story (SPEC §3 Story and Chunk): chunks carry content, hasImage, hasAudio,
 * signedImageUrl, signedAudioUrl and their expiries in epoch seconds. URLs are signed per
 * response and only when asked for (include_images / include_audio).
 */
import type { Storage } from '../storage/storage.ts';
import type { ChunkView, StoryView } from '../../shared/api-types.ts';
import { isChunkReady } from './queries.ts';
import type { ChunkRow, StoryRow } from './story-types.ts';

export type { ChunkView, StoryView };

export interface PresentOptions {
  includeImages: boolean;
  includeAudio: boolean;
  firstPageOnly?: boolean;
}

export async function presentStory(storage: Storage, story: StoryRow, chunks: ChunkRow[], options: PresentOptions): Promise<StoryView> {
  const shown = options.firstPageOnly ? chunks.slice(0, 1) : chunks;
  const views = await Promise.all(
    shown.map(async (chunk): Promise<ChunkView> => {
      // A story still being made shows a page when it is whole (issue 19): picture and voice together.
      const ready = isChunkReady(story, chunk);
      const served = ready || story.status === 'COMPLETE';
      const image = options.includeImages && served && chunk.imageKey ? await storage.signedUrl(chunk.imageKey) : null;
      const audio = options.includeAudio && served && chunk.audioKey ? await storage.signedUrl(chunk.audioKey) : null;
      return {
        position: chunk.position,
        content: chunk.content,
        hasImage: Boolean(chunk.imageKey),
        hasAudio: Boolean(chunk.audioKey),
        signedImageUrl: image?.url ?? null,
        signedAudioUrl: audio?.url ?? null,
        imageUrlExpiresAt: image?.expiresAt ?? null,
        audioUrlExpiresAt: audio?.expiresAt ?? null,
        audioDurationSeconds: chunk.audioDurationSeconds,
        ready,
      };
    }),
  );
  const coverKey = story.coverKey ?? chunks.find((c) => c.imageKey)?.imageKey ?? null;
  const cover = options.includeImages && coverKey ? await storage.signedUrl(coverKey) : null;
  return {
    id: story.id,
    title: story.title ?? '',
    status: story.status,
    language: story.language,
    age: story.age,
    illustrationStyle: story.illustrationStyle,
    moral: story.moralText,
    heroName: story.hero.name,
    isPublic: story.isPublic,
    createdAt: story.createdAt.toISOString(),
    completedAt: story.completedAt?.toISOString() ?? null,
    coverUrl: cover?.url ?? null,
    coverUrlExpiresAt: cover?.expiresAt ?? null,
    downloadable: chunks.some((c) => c.imageKey && c.audioKey),
    pageCount: chunks.length,
    pagesReady: chunks.filter((c) => isChunkReady(story, c)).length,
    chunks: views,
  };
}
