/**
 * The built-in offline StoryWriter: an adapter over the story engine's writer
 * (src/server/storycraft/writer), which renders a seeded plot plan through each language's templates.
 */
import { writeStory } from '../../../storycraft/writer/write-story.ts';
import type { StoryWriter, WriteRequest, WrittenStory } from '../../types.ts';

/** Creates the offline writer. Never throws for valid requests; unknown languages fall back to English. */
export function createBuiltinWriter(): StoryWriter {
  return {
    name: 'builtin',
    async write(request: WriteRequest): Promise<WrittenStory> {
      return writeStory(request);
    },
  };
}
