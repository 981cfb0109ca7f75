/**
 * The owner's tools above the reader: save for offline, keepsake downloads and
 * share links. Only on the private route, only for a finished story.
 */
import type { ReaderStory } from './reader-api.ts';
import { Keepsakes } from './Keepsakes.tsx';
import { SaveOffline } from './SaveOffline.tsx';
import { ShareLinks } from './ShareLinks.tsx';
import type { LanguageCode } from '../../shared/catalog.ts';
import type { ReaderMessages } from './reader-messages.ts';

export function ReaderTools({ story, t, locale }: { story: ReaderStory; t: ReaderMessages; locale: LanguageCode }) {
  if (story.status !== 'COMPLETE' || story.chunks.length === 0) return null;
  return (
    <div className="mb-4 flex flex-wrap items-start gap-2" data-reader-tools>
      <SaveOffline storyId={story.id} t={t} locale={locale} />
      <Keepsakes storyId={story.id} narrated={story.chunks.some((c) => c.hasAudio)} t={t} />
      <ShareLinks storyId={story.id} t={t} locale={locale} />
    </div>
  );
}
