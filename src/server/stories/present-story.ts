/**
 * The API shape of a story and its chunks: chunks carry content, hasImage, hasAudio,
 * signedImageUrl, signedAudioUrl and their expiries in epoch seconds, only when asked for
 * (include_images / include_audio). A private story's URLs are signed per response; a public
 * story's are immutable and content-hashed (public-media.ts) and pictures carry a srcset.
 */
import type { Storage } from '../storage/storage.ts';
import type { PublicMedia } from './public-media.ts';
import type { ChunkView, StoryView } from '../../shared/api-types.ts';
import { isChunkReady } from './queries.ts';
import type { ChunkRow, StoryRow } from './story-types.ts';
import { storyHeroes } from './story-heroes.ts';
import type { RecordingView } from '../../shared/api-types.ts';

export type { StoryView };

export interface PresentOptions {
  includeImages: boolean;
  includeAudio: boolean;
  firstPageOnly?: boolean;
  /** Pages' picture srcsets (public stories); lists leave them out, cards show only covers. */
  pageSrcsets?: boolean;
  /** The owner's page recordings by position, signed (private reads only). */
  recordings?: Map<number, RecordingView>;
  /** The owner's own read: the heroes' character ids are included; never for public or shared reads. */
  owner?: boolean;
}

/** How a story's files are linked: a URL, its expiry (epoch seconds) and, for pictures, a srcset. */
export interface MediaLinks {
  link(key: string): Promise<{ url: string; expiresAt: number; srcset?: string | null } | null>;
}

/** Private stories: signed, expiring URLs made per response. */
export const signedLinks = (storage: Storage): MediaLinks => ({ link: (key) => storage.signedUrl(key) });

/** Public stories: immutable URLs (public-media.ts). */
export const publicLinks = (media: PublicMedia): MediaLinks => ({ link: (key) => media.url(key) });

export async function presentStory(links: MediaLinks, story: StoryRow, chunks: ChunkRow[], options: PresentOptions): Promise<StoryView> {
  const shown = options.firstPageOnly ? chunks.slice(0, 1) : chunks;
  const views = await Promise.all(
    shown.map(async (chunk): Promise<ChunkView> => {
      // A story still being made shows a page when it is whole: picture and voice together.
      const ready = isChunkReady(story, chunk);
      const served = ready || story.status === 'COMPLETE';
      const [image, audio] = await Promise.all([
        options.includeImages && served && chunk.imageKey ? links.link(chunk.imageKey) : null,
        options.includeAudio && served && chunk.audioKey ? links.link(chunk.audioKey) : null,
      ]);
      return {
        position: chunk.position,
        content: chunk.content,
        hasImage: Boolean(chunk.imageKey),
        hasAudio: Boolean(chunk.audioKey),
        signedImageUrl: image?.url ?? null,
        signedAudioUrl: audio?.url ?? null,
        imageUrlExpiresAt: image?.expiresAt ?? null,
        imageSrcset: options.pageSrcsets === false ? null : (image?.srcset ?? null),
        audioUrlExpiresAt: audio?.expiresAt ?? null,
        audioDurationSeconds: chunk.audioDurationSeconds,
        timings: options.includeAudio && chunk.audioKey ? (chunk.timings ?? null) : null,
        ...(options.recordings ? { recording: options.includeAudio ? (options.recordings.get(chunk.position) ?? null) : null } : {}),
        ready,
      };
    }),
  );
  const coverKey = story.coverKey ?? chunks.find((c) => c.imageKey)?.imageKey ?? null;
  const cover = options.includeImages && coverKey ? await links.link(coverKey) : null;
  return {
    id: story.id,
    title: story.title ?? '',
    status: story.status,
    language: story.language,
    age: story.age,
    illustrationStyle: story.illustrationStyle,
    moral: story.moralText,
    heroName: story.hero.name,
    heroNames: storyHeroes(story).map((h) => h.sheet.name),
    ...(options.owner ? { characterIds: storyHeroes(story).map((h) => h.characterId) } : {}),
    isPublic: story.isPublic,
    createdAt: story.createdAt.toISOString(),
    completedAt: story.completedAt?.toISOString() ?? null,
    coverUrl: cover?.url ?? null,
    coverUrlExpiresAt: cover?.expiresAt ?? null,
    coverSrcset: cover?.srcset ?? null,
    downloadable: chunks.some((c) => c.imageKey && c.audioKey),
    pageCount: chunks.length,
    pagesReady: chunks.filter((c) => isChunkReady(story, c)).length,
    chunks: views,
  };
}
