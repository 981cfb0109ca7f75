/**
 * One page's narration (part of step 'pages'): read by the narrator (page-media.ts), stored, and
 * recorded on its chunk with its length and sentence timings.
 */
import type { VoiceProfile } from '../../providers/types.ts';
import { storageKeys } from '../../storage/keys.ts';
import { setChunkAudio } from '../../stories/queries.ts';
import type { ChunkRow } from '../../stories/story-types.ts';
import { narratePage as narrate } from '../page-media.ts';
import { putStoryFile, type StoryContext } from '../story-context.ts';

const EXTENSIONS: Record<string, string> = { 'audio/mpeg': 'mp3', 'audio/ogg': 'ogg', 'audio/webm': 'webm' };

export async function narratePage(ctx: StoryContext, chunk: ChunkRow, voice: VoiceProfile | null, pageCount: number): Promise<void> {
  const { story, runtime } = ctx;
  const narration = await narrate(runtime.config, ctx.providers.narrator, {
    text: chunk.content,
    language: story.language,
    voice,
    pageIndex: chunk.position,
    pageCount,
  });
  const key = storageKeys.pageNarration(story.id, chunk.position, EXTENSIONS[narration.contentType] ?? 'webm');
  await putStoryFile(ctx, key, narration.audio, narration.contentType);
  await setChunkAudio(runtime.db, story.id, chunk.position, {
    key,
    contentType: narration.contentType,
    durationSeconds: narration.durationSeconds,
    timings: narration.timings,
  });
}
