/**
 * Issue 22.2: the owner's reader of an episode says which episode it is and links the finished
 * episodes before and after it (the 'Next episode' button on the last page is the big one).
 */
import type { StorySeriesView } from '../../shared/api-types.ts';

export function SeriesBar({ series }: { series: StorySeriesView }) {
  return (
    <nav className="mb-4 flex flex-wrap items-center justify-center gap-x-4 gap-y-2 text-sm" aria-label="Episodes" data-series-bar>
      {series.previous && (
        <a href={`/stories/${series.previous.id}`} className="font-bold text-night-700 underline-offset-4 hover:underline" data-previous-episode title={series.previous.title}>
          ← Episode {series.previous.episode}
        </a>
      )}
      <span className="rounded-full bg-night-900 px-3 py-1 font-extrabold text-moon-300" data-episode-number>
        Episode {series.episode}
      </span>
      {series.next && (
        <a href={`/stories/${series.next.id}`} className="font-bold text-night-700 underline-offset-4 hover:underline" title={series.next.title}>
          Episode {series.next.episode} →
        </a>
      )}
    </nav>
  );
}
