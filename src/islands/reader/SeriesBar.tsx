/**
 * The owner's reader of an episode says which episode it is and links the finished
 * episodes before and after it (the 'Next episode' button on the last page is the big one).
 */
import type { StorySeriesView } from '../../shared/api-types.ts';
import { format } from '../../i18n/format.ts';
import { localHref } from '../../i18n/ui-language.ts';
import type { LanguageCode } from '../../shared/catalog.ts';
import { formatNumber, type ReaderMessages } from './reader-messages.ts';

export function SeriesBar({ series, t, locale }: { series: StorySeriesView; t: ReaderMessages; locale: LanguageCode }) {
  const episode = (template: string, n: number) => format(template, { number: formatNumber(n, locale) });
  return (
    <nav className="mb-4 flex flex-wrap items-center justify-center gap-x-4 gap-y-2 text-sm" aria-label={t.rd_episodes} data-series-bar>
      {series.previous && (
        <a
          href={localHref(`/stories/${series.previous.id}`, locale)}
          className="font-bold text-night-700 underline-offset-4 hover:underline"
          data-previous-episode
          title={series.previous.title}
        >
          {episode(t.rd_episode_previous, series.previous.episode)}
        </a>
      )}
      <span className="rounded-full bg-night-900 px-3 py-1 font-extrabold text-moon-300" data-episode-number>
        {episode(t.rd_episode, series.episode)}
      </span>
      {series.next && (
        <a
          href={localHref(`/stories/${series.next.id}`, locale)}
          className="font-bold text-night-700 underline-offset-4 hover:underline"
          title={series.next.title}
        >
          {episode(t.rd_episode_next, series.next.episode)}
        </a>
      )}
    </nav>
  );
}
