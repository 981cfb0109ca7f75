/**
 * The example story library: cards in a grid, 5 per page, Previous/Next and
 * 'Page N'. The controls show only when page > 1 or more pages exist; a page change
 * scrolls smoothly to the top. The page is kept in ?page=N so the back button returns to it.
 * The server may hand over the first page it already rendered (no loading state then).
 */
import { useEffect, useRef, useState } from 'react';
import { apiGet } from '../../lib/api.ts';
import { LANGUAGES, type LanguageCode } from '../../shared/catalog.ts';
import { styleName } from '../../i18n/style-names.ts';
import { format, pluralCategory } from '../../i18n/format.ts';
import type { IslandMessages } from '../../i18n/messages.ts';
import { localHref } from '../../i18n/ui-language.ts';

/** The library's texts in the page's language (src/pages/library.astro passes them). */
export type LibraryMessages = IslandMessages<'lib_' | 'common_'>;
import { LIMITS } from '../../shared/limits.ts';

export interface LibraryStory {
  id: string;
  title: string;
  language: string;
  age: number;
  illustrationStyle: string;
  moral: string | null;
  heroName: string;
  coverUrl: string | null;
  /** Smaller covers for srcset; null when there are none. */
  coverSrcset?: string | null;
  pageCount: number;
  chunks: { content: string }[];
}

export interface LibraryPage {
  data: LibraryStory[];
  /** inProgress: library stories still being made (the examples at a first start). */
  metadata: { total: number; hasMore: boolean; inProgress?: number };
}

/** How often the library looks again while example stories are being made. */
export const LIBRARY_REFRESH_MS = 15_000;

/** Limit 5, offset (page-1)*5, include_audio and include_images true. */
export function fetchLibraryPage(page: number): Promise<LibraryPage> {
  return apiGet<LibraryPage>('/v1/stories/public/all', {
    limit: LIMITS.libraryPageSize,
    offset: (page - 1) * LIMITS.libraryPageSize,
    include_audio: true,
    include_images: true,
  });
}

type State = { kind: 'loading' } | { kind: 'ready'; result: LibraryPage } | { kind: 'error' };

export interface LibraryProps {
  /** Page number the server rendered (1-based). */
  initialPage?: number;
  /** That page's stories, when the server could load them. */
  initialResult?: LibraryPage | null;
  /** The page's language and its texts (server and browser render the same). */
  locale: LanguageCode;
  t: LibraryMessages;
}

export default function Library({ initialPage = 1, initialResult = null, locale, t }: LibraryProps) {
  const [page, setPage] = useState(initialPage);
  const [state, setState] = useState<State>(initialResult ? { kind: 'ready', result: initialResult } : { kind: 'loading' });
  const first = useRef(true);

  useEffect(() => {
    const skip = first.current && initialResult;
    first.current = false;
    if (skip) return;
    let cancelled = false;
    setState({ kind: 'loading' });
    fetchLibraryPage(page)
      .then((result) => !cancelled && setState({ kind: 'ready', result }))
      .catch(() => !cancelled && setState({ kind: 'error' }));
    return () => {
      cancelled = true;
    };
  }, [page, initialResult]);

  // While examples are being made, say so and look again now and then, so they appear.
  const waiting = state.kind === 'ready' && (state.result.metadata.inProgress ?? 0) > 0;
  useEffect(() => {
    if (!waiting) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      fetchLibraryPage(page)
        .then((result) => !cancelled && setState({ kind: 'ready', result }))
        .catch(() => {});
    }, LIBRARY_REFRESH_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [waiting, page, state]);

  const changePage = (next: number) => {
    setPage(next);
    const url = new URL(window.location.href);
    if (next > 1) url.searchParams.set('page', String(next));
    else url.searchParams.delete('page');
    window.history.replaceState(null, '', url);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  if (state.kind === 'loading') {
    return (
      <div className="flex min-h-[30vh] flex-col items-center justify-center gap-4 text-night-600" role="status">
        <span className="spinner" aria-hidden="true" />
        <p className="font-bold">{t.lib_loading}</p>
      </div>
    );
  }
  if (state.kind === 'error') {
    return (
      <div className="card mx-auto max-w-lg text-center" role="alert" data-library-error>
        <p className="text-lg font-bold text-night-800">{t.lib_error}</p>
        <button type="button" className="btn-primary mt-4" onClick={() => window.location.reload()}>
          {t.common_try_again}
        </button>
      </div>
    );
  }

  const { data, metadata } = state.result;
  const onTheirWay = waiting && (
    <p
      className="mb-6 flex items-center justify-center gap-3 rounded-2xl bg-night-50 p-4 text-center font-bold text-night-800 ring-1 ring-night-100"
      role="status"
      data-library-on-their-way
    >
      <span className="spinner !h-5 !w-5" aria-hidden="true" />
      {t.lib_on_their_way}
    </p>
  );
  if (!data.length && page === 1) {
    if (onTheirWay) return onTheirWay;
    return (
      <div className="card mx-auto max-w-lg text-center" data-library-empty>
        <div className="text-5xl" aria-hidden="true">
          📚
        </div>
        <h2 className="mt-3 text-2xl font-extrabold text-night-900">{t.lib_empty_title}</h2>
        <p className="mt-2 text-night-700">{t.lib_empty_text}</p>
        <a href={localHref('/pricing', locale)} className="btn-accent mt-5">
          {t.lib_view_plans}
        </a>
      </div>
    );
  }

  const showPager = page > 1 || metadata.hasMore;
  return (
    <div>
      {onTheirWay}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-library-grid>
        {data.map((story, i) => (
          <li key={story.id}>
            <StoryCard story={story} eager={i < 3} first={i === 0} locale={locale} t={t} />
          </li>
        ))}
      </ul>
      {showPager && (
        <nav className="mt-10 flex items-center justify-center gap-4" aria-label={t.lib_pager}>
          <button type="button" className="btn-ghost" disabled={page <= 1} onClick={() => changePage(page - 1)}>
            {t.common_previous}
          </button>
          <span className="font-bold text-night-800" data-library-page>
            {format(t.lib_page, { page })}
          </span>
          <button type="button" className="btn-ghost" disabled={!metadata.hasMore} onClick={() => changePage(page + 1)}>
            {t.common_next}
          </button>
        </nav>
      )}
    </div>
  );
}

function StoryCard({ story, eager, first, locale, t }: { story: LibraryStory; eager: boolean; first: boolean; locale: LanguageCode; t: LibraryMessages }) {
  const language = LANGUAGES.find((l) => l.code === story.language);
  const pages = format(pluralCategory(story.pageCount, locale) === 'one' ? t.lib_pages_one : t.lib_pages_other, { count: story.pageCount });
  const opening = story.chunks[0]?.content.replace(/\s+/g, ' ').trim() ?? '';
  return (
    <a
      href={localHref(`/public-stories/${story.id}`, locale)}
      className="group flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-night-100 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-night-200"
      data-story-card
    >
      <div className="aspect-[4/3] overflow-hidden bg-night-800">
        {story.coverUrl ? (
          <img
            src={story.coverUrl}
            srcSet={story.coverSrcset ?? undefined}
            sizes={story.coverSrcset ? '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw' : undefined}
            alt=""
            width={1024}
            height={768}
            loading={eager ? 'eager' : 'lazy'}
            // The first cover is the page's largest paint; the others wait their turn behind it on a slow phone.
            fetchPriority={first ? 'high' : 'low'}
            decoding="async"
            className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.03]"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-5xl" aria-hidden="true">
            🌙
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 className="text-xl font-extrabold leading-snug text-night-900" dir={language?.dir} lang={story.language}>
          {story.title}
        </h2>
        <p className="line-clamp-2 text-night-700" dir={language?.dir} lang={story.language}>
          {opening}
        </p>
        <ul className="mt-auto flex flex-wrap gap-2 pt-2 text-xs font-bold text-night-700">
          {language && (
            <li className="rounded-full bg-night-50 px-2.5 py-1" lang={language.code}>
              {language.displayName}
            </li>
          )}
          <li className="rounded-full bg-night-50 px-2.5 py-1">{format(t.lib_age, { age: story.age })}</li>
          <li className="rounded-full bg-night-50 px-2.5 py-1">{styleName(story.illustrationStyle, locale)}</li>
          <li className="rounded-full bg-night-50 px-2.5 py-1">{pages}</li>
          {story.moral && (
            <li className="rounded-full bg-moon-300/60 px-2.5 py-1 text-night-900" lang={story.language}>
              {story.moral}
            </li>
          )}
        </ul>
      </div>
    </a>
  );
}
