/**
 * The owner's tools above the reader (issue 21.4-6): save for offline, keepsake downloads and
 * share links. Only on the private route, only for a finished story.
 */
import type { ReaderStory } from './reader-api.ts';
import { Keepsakes } from './Keepsakes.tsx';
import { SaveOffline } from './SaveOffline.tsx';
import { ShareLinks } from './ShareLinks.tsx';

export function ReaderTools({ story }: { story: ReaderStory }) {
  if (story.status !== 'COMPLETE' || story.chunks.length === 0) return null;
  return (
    <div className="mb-4 flex flex-wrap items-start gap-2" data-reader-tools>
      <SaveOffline storyId={story.id} />
      <Keepsakes storyId={story.id} narrated={story.chunks.some((c) => c.hasAudio)} />
      <ShareLinks storyId={story.id} />
    </div>
  );
}
