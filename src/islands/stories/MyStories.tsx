/**
 * The /stories island: the
 * parent's stories 5 per page with the page in `?page=`, Previous/Next, 'Page X of N',
 * 'Total stories: N', in-progress placeholder cards, and each card's delete menu.
 * Tracked stories not in the list yet (page 1) appear as placeholders; in-progress stories
 * from the list that are recent enough are tracked too, so their cards move and a toast says
 * when they are ready.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { rememberStoriesQuery } from '../../lib/reader-nav.ts';
import { notify } from '../../lib/stores/notifications.ts';
import { $inProgressStories, trackStory, untrackStory } from '../../lib/stores/persisted-lists.ts';
import { emit, STORIES_CHANGED_EVENT, takeStoryCreatedNotice } from '../../lib/story-events.ts';
import { startStoryProgress } from '../../lib/story-progress.ts';
import { LIMITS } from '../../shared/limits.ts';
import { deleteStory, fetchStoryPage, groupSeries, isInProgress, pageCount, pageFromSearch, type StoryPage, type StorySummary } from './stories-api.ts';
import { MoonIcon } from './icons.tsx';
import { FailedStoryCard, InProgressCard, StoryCard } from './StoryCards.tsx';
import VideoButton from './VideoButton.tsx';
import { format } from '../../i18n/format.ts';
import { localHref } from '../../i18n/ui-language.ts';
import type { LanguageCode } from '../../shared/catalog.ts';
import { heroList, localizeStoriesText, type StoriesMessages } from './stories-text.ts';
import { storyHeroNames } from '../../shared/hero-names.ts';

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; result: StoryPage };

interface Props {
  /** The page's `ms_` templates. */
  t: StoriesMessages;
  /** The page's UI language: links, dates, plurals and lists follow it. */
  locale: LanguageCode;
}

export default function MyStories({ t, locale }: Props) {
  const text = { t, locale };
  // A series is named after its first titled episode (stories-api seriesTitle), else its hero.
  const seriesName = (stories: readonly StorySummary[]) =>
    stories.find((s) => s.title)?.title || format(t.ms_story_for, { names: heroList(storyHeroNames(stories[0] ?? { heroName: '' }), locale) });
  const [page, setPage] = useState(() => (typeof window === 'undefined' ? 1 : pageFromSearch(window.location.search)));
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const tracked = useStore($inProgressStories);
  const request = useRef(0);

  const fetchPage = useCallback(async (target: number, quiet = false) => {
    const ticket = ++request.current;
    if (!quiet) setLoad({ state: 'loading' });
    try {
      const result = await fetchStoryPage(target);
      if (ticket !== request.current) return;
      // A page emptied by deletions: step back to the last page that has stories.
      const last = pageCount(result.metadata.total);
      if (target > last && result.data.length === 0 && result.metadata.total > 0) {
        goTo(last, true);
        return;
      }
      setLoad({ state: 'ready', result });
    } catch (error) {
      if (ticket !== request.current) return;
      setLoad({ state: 'error', message: error instanceof Error ? error.message : 'An error occurred' });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const goTo = useCallback(
    (target: number, replace = false) => {
      const url = new URL(window.location.href);
      if (target <= 1) url.searchParams.delete('page');
      else url.searchParams.set('page', String(target));
      if (replace) history.replaceState(null, '', url);
      else history.pushState(null, '', url);
      rememberStoriesQuery();
      setPage(target);
      void fetchPage(target);
      if (!replace) window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [fetchPage],
  );

  useEffect(() => {
    void fetchPage(page);
    // The reader's back button returns to this page of the list.
    rememberStoriesQuery();
    const notice = takeStoryCreatedNotice();
    if (notice) notify(localizeStoriesText(notice, t), 'info');
    if ($inProgressStories.get().length) startStoryProgress();
    const onPop = () => {
      const target = pageFromSearch(window.location.search);
      rememberStoriesQuery();
      setPage(target);
      void fetchPage(target);
    };
    const onChanged = () => void fetchPage(pageFromSearch(window.location.search), true);
    window.addEventListener('popstate', onPop);
    window.addEventListener(STORIES_CHANGED_EVENT, onChanged);
    return () => {
      window.removeEventListener('popstate', onPop);
      window.removeEventListener(STORIES_CHANGED_EVENT, onChanged);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Stories still being made (perhaps started in another tab or device) are followed too,
  // unless they are older than the polling timeout.
  useEffect(() => {
    if (load.state !== 'ready') return;
    const now = Date.now();
    let added = false;
    for (const story of load.result.data) {
      const createdAt = Date.parse(story.createdAt);
      if (isInProgress(story.status) && now - createdAt < LIMITS.pollTimeoutMs && !$inProgressStories.get().some((s) => s.storyId === story.id)) {
        trackStory(story.id, createdAt);
        added = true;
      }
    }
    if (added) startStoryProgress();
  }, [load]);

  const onDelete = useCallback(async (story: StorySummary) => {
    try {
      await deleteStory(story.id);
      untrackStory(story.id);
      emit(STORIES_CHANGED_EVENT);
    } catch (error) {
      notify(error instanceof Error ? localizeStoriesText(error.message, t) : t.ms_error, 'error');
      throw error;
    }
  }, []);

  const card = (story: StorySummary) =>
    isInProgress(story.status) ? (
      <InProgressCard key={story.id} storyId={story.id} story={story} onDelete={onDelete} text={text} />
    ) : story.status === 'FAILED' ? (
      <FailedStoryCard key={story.id} story={story} onDelete={onDelete} text={text} />
    ) : (
      <StoryCard key={story.id} story={story} onDelete={onDelete} text={text} videoButton={<VideoButton story={story} text={text} />} />
    );

  if (load.state === 'loading') {
    return (
      <div className="flex min-h-[40vh] flex-col items-center justify-center gap-4 text-night-600" role="status">
        <span className="spinner" aria-hidden="true" />
        <p className="font-bold">{t.ms_loading}</p>
      </div>
    );
  }
  if (load.state === 'error') {
    return (
      <div className="card text-center" role="alert">
        <p className="font-bold text-rose-800">{format(t.ms_load_error, { error: localizeStoriesText(load.message, t) })}</p>
        <button type="button" className="btn-ghost mt-4" onClick={() => void fetchPage(page)}>
          {t.ms_try_again}
        </button>
      </div>
    );
  }

  const { data, metadata } = load.result;
  const listed = new Set(data.map((s) => s.id));
  // Placeholders for tracked stories the list does not show yet (newest first, page 1 only):
  // only those newer than every listed story; an older tracked story sits on a later page.
  const newestListed = data.reduce((max, s) => Math.max(max, Date.parse(s.createdAt)), Number.NEGATIVE_INFINITY);
  const pending = page === 1 ? tracked.filter((s) => !listed.has(s.storyId) && s.createdAt > newestListed).sort((a, b) => b.createdAt - a.createdAt) : [];
  const total = metadata.total;
  const pages = pageCount(total);

  if (data.length === 0 && pending.length === 0) {
    return (
      <div className="card flex flex-col items-center gap-4 py-12 text-center">
        <MoonIcon className="h-16 w-16" />
        <h2 className="text-2xl font-extrabold text-night-900">{t.ms_empty_title}</h2>
        <p className="max-w-md text-night-700">{t.ms_empty_text}</p>
        <a href={localHref('/create-story', locale)} className="btn-accent">
          {t.ms_empty_cta}
        </a>
      </div>
    );
  }

  return (
    <div className="space-y-8">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={t.ms_list}>
        {pending.map((p) => (
          <InProgressCard key={p.storyId} storyId={p.storyId} text={text} />
        ))}
        {groupSeries(data).map((group) =>
          group.seriesId === null ? (
            card(group.stories[0]!)
          ) : (
            // A series' episodes together, in order, under one label.
            <li key={`series-${group.seriesId}`} className="sm:col-span-2 lg:col-span-3">
              <section
                className="rounded-[2rem] bg-night-50 p-4 ring-1 ring-night-100 sm:p-5"
                aria-label={format(t.ms_series_label, { title: seriesName(group.stories) })}
                data-series={group.seriesId}
              >
                <p className="mb-3 text-sm font-extrabold tracking-wide text-night-700 uppercase">
                  <span aria-hidden="true">📚</span> {format(t.ms_series, { title: seriesName(group.stories) })}
                </p>
                <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{group.stories.map(card)}</ul>
              </section>
            </li>
          ),
        )}
      </ul>

      <nav className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between" aria-label={t.ms_pagination}>
        <p className="text-sm text-night-700">{format(t.ms_total, { count: total })}</p>
        <div className="flex items-center gap-3">
          <button type="button" className="btn-ghost" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            {t.ms_previous}
          </button>
          <span className="text-sm font-bold text-night-800" aria-live="polite">
            {format(t.ms_page_of, { page, pages: Math.max(pages, page) })}
          </span>
          <button type="button" className="btn-ghost" disabled={!metadata.hasMore} onClick={() => goTo(page + 1)}>
            {t.ms_next}
          </button>
        </div>
      </nav>
    </div>
  );
}
