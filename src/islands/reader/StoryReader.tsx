/**
 * The story reader, shared by /stories/{id} (private) and
 * /public-stories/{id} (public, server-rendered first page, hydrated when idle).
 *
 * One page (chunk) at a time: its picture, its text and its narration. Previous/next arrows and
 * the keyboard (← previous, → next, mirrored on right-to-left pages; space plays or pauses). The next page's picture is fetched
 * ahead. The first page offers 'Previous Story', the last 'You've reached the end ✨' and
 * 'Next Story', from the navigation list. When a picture or narration fails to load, its signed
 * URL has most likely expired: the story is fetched again once, with fresh URLs.
 */
import { heroNamesText, storyHeroNames } from '../../shared/hero-names.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { readerBackHref } from '../../lib/reader-nav.ts';
import { LANGUAGES } from '../../shared/catalog.ts';
import { AudioPlayer } from './AudioPlayer.tsx';
import { ReaderTools } from './ReaderTools.tsx';
import { $ownVoice, OwnVoiceSwitch, pickNarration } from './OwnVoice.tsx';
import { ReadAlong } from './ReadAlong.tsx';
import { useDeviceSetting, useWindDown } from './useWindDown.ts';
import { WindDownControls, WindDownToggle } from './WindDownControls.tsx';
import { isStillDrawing, StillDrawing, useFillingStory } from './StillDrawing.tsx';
import './reader.css';
import { fetchNavigation, neighbours, storyCache, type NavigationItem, type ReaderRoute, type ReaderStory } from './reader-api.ts';
import { ContinueStoryButton } from '../stories/ContinueStoryButton.tsx';
import { SeriesBar } from './SeriesBar.tsx';
import { format } from '../../i18n/format.ts';
import { localHref } from '../../i18n/ui-language.ts';
import type { LanguageCode } from '../../shared/catalog.ts';
import { pageOf, type ReaderMessages } from './reader-messages.ts';

export interface StoryReaderProps {
  route: ReaderRoute;
  storyId: string;
  /** The story as the server rendered it (public route); the island then needs no request. */
  initialStory?: ReaderStory | null;
  /** The server already knows the story does not exist. */
  initialNotFound?: boolean;
  /** The reader's texts in the page's UI language (messagesFor(locale, ['rd_'])). */
  t: ReaderMessages;
  /** The page's UI language (its links and numbers); the story keeps its own language. */
  locale: LanguageCode;
}

type LoadState = { kind: 'loading' } | { kind: 'ready'; story: ReaderStory } | { kind: 'not-found' } | { kind: 'error'; message: string };

/**
 * How wide the page picture shows (the `sizes` of its srcset), from the reader's layout:
 * half the reader from the md breakpoint or in landscape, else the full width less the page's and
 * the frame's padding (16 + 12 px a side on a phone, 16 + 20 from sm); never more than 72vh (it
 * is square). A phone 412 px wide at 1.75x then takes the 640w picture, not the 768w one.
 * `tests/e2e/reader-picture-size.spec.ts` checks the picture chosen is never smaller than shown.
 */
export const PICTURE_SIZES =
  '(min-width: 768px) min(calc(50vw - 46px), 72vh), (orientation: landscape) min(calc(50vw - 34px), 72vh), (min-width: 640px) min(calc(100vw - 72px), 72vh), min(calc(100vw - 56px), 72vh)';

const storyHref = (route: ReaderRoute, id: string, locale: LanguageCode) => localHref(`${route === 'public' ? '/public-stories' : '/stories'}/${id}`, locale);

export default function StoryReader({ route, storyId, initialStory = null, initialNotFound = false, t, locale }: StoryReaderProps) {
  const [state, setState] = useState<LoadState>(
    initialStory ? { kind: 'ready', story: initialStory } : initialNotFound ? { kind: 'not-found' } : { kind: 'loading' },
  );
  const [index, setIndex] = useState(0);
  const [backHref, setBackHref] = useState(localHref(route === 'private' ? '/stories' : '/library', locale));
  const [navigation, setNavigation] = useState<NavigationItem[]>([]);
  const [reload, setReload] = useState(0);

  // Media: one <audio> for the whole story, so narration can carry on across page turns.
  const audioRef = useRef<HTMLAudioElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const keepPlaying = useRef(false);
  const [playing, setPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const refetched = useRef(false);
  const [mediaVersion, setMediaVersion] = useState(0);
  const [brokenImage, setBrokenImage] = useState(false);

  useEffect(() => setBackHref(localHref(route === 'shared' ? '/library' : readerBackHref(route), locale)), [route, locale]);

  useEffect(() => {
    if (initialStory && reload === 0) {
      storyCache(route).put(storyId, initialStory);
      return;
    }
    if (initialNotFound && reload === 0) return;
    let cancelled = false;
    setState({ kind: 'loading' });
    storyCache(route)
      .get(storyId)
      .then((story) => !cancelled && setState({ kind: 'ready', story }))
      .catch((error: unknown) => {
        if (cancelled) return;
        if (error instanceof ApiError && error.status === 404) setState({ kind: 'not-found' });
        else setState({ kind: 'error', message: error instanceof Error ? error.message : t.rd_error_generic });
      });
    return () => {
      cancelled = true;
    };
  }, [route, storyId, initialStory, initialNotFound, reload]);

  const story = state.kind === 'ready' ? state.story : null;
  // A story still being made fills in as its pages are done.
  const onFresh = useCallback((fresh: ReaderStory) => setState({ kind: 'ready', story: fresh }), []);
  useFillingStory(route, storyId, story, onFresh);
  const chunks = story?.chunks ?? [];
  const total = chunks.length;
  const chunk = chunks[index];
  const isLast = index === total - 1;
  const ownVoice = useDeviceSetting($ownVoice, true);
  const narration = pickNarration(chunk, ownVoice);

  useEffect(() => {
    if (story) fetchNavigation(route).then(setNavigation);
  }, [route, story]);

  const goTo = useCallback((next: number) => setIndex((current) => (next >= 0 && next < total ? next : current)), [total]);

  /** Signed URLs probably expired: fetch the story again, once per visit. */
  const onMediaError = useCallback(
    (what: 'image' | 'audio') => {
      if (refetched.current) {
        if (what === 'image') setBrokenImage(true);
        return;
      }
      refetched.current = true;
      storyCache(route)
        .get(storyId, { force: true })
        .then((fresh) => {
          setState({ kind: 'ready', story: fresh });
          setMediaVersion((v) => v + 1);
        })
        .catch(() => what === 'image' && setBrokenImage(true));
    },
    [route, storyId],
  );

  // A picture or narration that failed before hydration left no event to catch: look at it.
  useEffect(() => {
    const img = imageRef.current;
    if (img && img.complete && img.naturalWidth === 0 && img.getAttribute('src')) onMediaError('image');
    if (audioRef.current?.error) onMediaError('audio');
  }, [onMediaError]);

  // The first picture is the page's largest paint: the narration waits (preload="none" in the HTML) until the first picture is in,
  // then loads its metadata; a broken narration link then reaches onError as before.
  const [audioPreload, setAudioPreload] = useState<'none' | 'metadata'>('none');
  useEffect(() => {
    const img = imageRef.current;
    if (!img || img.complete) return setAudioPreload('metadata');
    const go = () => setAudioPreload('metadata');
    img.addEventListener('load', go, { once: true });
    img.addEventListener('error', go, { once: true });
    return () => {
      img.removeEventListener('load', go);
      img.removeEventListener('error', go);
    };
  }, []);

  // A new page: reset the clock, continue narrating if it was playing, fetch the next picture ahead.
  useEffect(() => {
    setBrokenImage(false);
    setCurrentTime(0);
    setDuration(narration.duration);
    const audio = audioRef.current;
    if (audio && narration.src && keepPlaying.current) audio.play().catch(() => setPlaying(false));
    else setPlaying(false);
    const nextChunk = chunks[index + 1];
    if (nextChunk?.signedImageUrl) {
      const ahead = new Image();
      if (nextChunk.imageSrcset) {
        ahead.sizes = PICTURE_SIZES;
        ahead.srcset = nextChunk.imageSrcset;
      }
      ahead.src = nextChunk.signedImageUrl;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index, narration.src, chunk?.signedImageUrl]);

  const toggleAudio = useCallback(() => {
    const audio = audioRef.current;
    if (!audio || !audio.getAttribute('src')) return;
    if (audio.paused) {
      keepPlaying.current = true;
      audio.play().catch(() => {
        keepPlaying.current = false;
        setPlaying(false);
      });
    } else {
      keepPlaying.current = false;
      audio.pause();
    }
  }, []);

  const seek = useCallback((seconds: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.currentTime = seconds;
    setCurrentTime(seconds);
  }, []);

  /** A tapped word: narration starts there. */
  const playFrom = useCallback(
    (seconds: number) => {
      seek(seconds);
      const audio = audioRef.current;
      if (!audio || !audio.getAttribute('src')) return;
      keepPlaying.current = true;
      audio.play().catch(() => {
        keepPlaying.current = false;
        setPlaying(false);
      });
    },
    [seek],
  );

  const windDown = useWindDown({
    audioRef,
    mediaKey: mediaVersion,
    audioSrc: narration.src,
    playing,
    isLast,
    onAdvance: () => {
      keepPlaying.current = true;
      goTo(index + 1);
    },
  });

  useEffect(() => {
    if (!story) return;
    const isField = (t: EventTarget | null) => t instanceof HTMLElement && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName));
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.key === ' ' || e.code === 'Space') {
        const slider = e.target instanceof HTMLInputElement && e.target.type === 'range';
        if (isField(e.target) && !slider) return;
        // Space always means play/pause here, even when a button has focus.
        e.preventDefault();
        if (e.type === 'keydown' && !e.repeat) toggleAudio();
        return;
      }
      if (e.type !== 'keydown' || isField(e.target)) return;
      // Right-to-left pages (Arabic) put the previous page on the right: the keys follow the arrows.
      const back = document.documentElement.dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
      if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') goTo(e.key === back ? index - 1 : index + 1);
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('keyup', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('keyup', onKey);
    };
  }, [story, index, goTo, toggleAudio]);

  if (state.kind === 'loading') {
    return (
      <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-night-600" role="status">
        <span className="spinner" aria-hidden="true" />
        <p className="font-bold">{t.rd_loading}</p>
      </div>
    );
  }
  if (state.kind === 'not-found' || state.kind === 'error') {
    const notFound = state.kind === 'not-found';
    return (
      <Message
        backHref={backHref}
        title={route !== 'private' ? (notFound ? t.rd_not_found_title : t.rd_error_title) : null}
        text={notFound ? (route === 'shared' ? t.rd_shared_gone : t.rd_not_found) : format(t.rd_error, { message: state.message })}
        t={t}
        onRetry={notFound ? undefined : () => setReload((n) => n + 1)}
      />
    );
  }

  const language = LANGUAGES.find((l) => l.code === story!.language);
  const dir = language?.dir ?? 'ltr';
  const { previous, next } = neighbours(navigation, storyId);
  const badChunk = total > 0 && (!chunk || typeof chunk.content !== 'string');
  const imageSrc = chunk?.signedImageUrl ?? null;
  const audioSrc = narration.src;
  const narrated = chunks.some((c) => c.signedAudioUrl || c.recording);
  const recorded = chunks.some((c) => c.recording);

  return (
    <article className="mx-auto max-w-6xl" data-story-reader data-route={route} data-wind-down={windDown.on || undefined} aria-labelledby="story-title">
      {/* On a phone: the way back and the owner's tools on one row, the title under them; from sm
          one row (back, title, tools). The keepsakes and sharing wait behind one button, so the
          picture, the text and the page turns fit on the screen. */}
      <div className="mb-3 grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-2 sm:mb-4 sm:grid-cols-[1fr_minmax(0,auto)_1fr]" data-reader-head>
        <a href={backHref} className="btn-ghost justify-self-start !px-3 !py-1.5 text-sm sm:!px-4 sm:!py-2" data-back>
          {t.rd_back}
        </a>
        <h1
          id="story-title"
          data-reader-title
          className="order-3 col-span-2 text-center text-xl leading-tight font-extrabold tracking-tight text-night-900 sm:order-none sm:col-span-1 sm:text-3xl lg:text-4xl"
          dir={dir}
          lang={story!.language}
        >
          {story!.title}
        </h1>
        <div className="flex items-center justify-self-end gap-2">{route === 'private' && <ReaderTools story={story!} t={t} locale={locale} />}</div>
        {/* a story with several heroes names them all under the title. */}
        {storyHeroNames(story!).length > 1 && (
          <p className="order-4 col-span-2 text-center text-sm font-bold text-night-600 sm:col-span-1 sm:col-start-2" data-reader-heroes>
            {format(t.rd_starring, { names: heroNamesText(storyHeroNames(story!), locale) })}
          </p>
        )}
      </div>

      {route === 'private' && story!.series && <SeriesBar series={story!.series} t={t} locale={locale} />}
      {total === 0 ? (
        <p className="card text-center text-lg font-bold text-night-700" data-reader-empty>
          {t.rd_no_chunks}
        </p>
      ) : (
        <div className="rounded-[2rem] bg-night-900 p-3 shadow-xl sm:p-5" data-reader-frame>
          {/* A line above the picture only for the switch to the grown-up's recordings. */}
          {recorded && (
            <div className="mb-3 flex flex-wrap items-center gap-1.5 sm:gap-2" data-reader-controls>
              <OwnVoiceSwitch on={ownVoice} onToggle={() => $ownVoice.set(!ownVoice)} label={t.rd_own_voice} />
            </div>
          )}
          <div className="grid grid-cols-[minmax(0,1fr)] items-center gap-3 sm:gap-5 md:grid-cols-2 landscape:grid-cols-2">
            <figure
              data-reader-figure
              className="relative order-1 mx-auto aspect-square w-full max-w-[min(100%,72vh)] overflow-hidden rounded-3xl bg-night-800"
            >
              {isStillDrawing(story!, chunk) ? (
                <StillDrawing failed={story!.status === 'FAILED'} t={t} />
              ) : imageSrc && !brokenImage ? (
                <img
                  key={`${imageSrc}#${mediaVersion}`}
                  ref={imageRef}
                  src={imageSrc}
                  srcSet={chunk?.imageSrcset ?? undefined}
                  sizes={chunk?.imageSrcset ? PICTURE_SIZES : undefined}
                  alt={format(t.rd_picture_alt, { page: index + 1, title: story!.title })}
                  width={1024}
                  height={1024}
                  className="h-full w-full object-cover"
                  decoding="async"
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  onError={() => onMediaError('image')}
                  data-page-image
                />
              ) : (
                <div className="flex h-full w-full items-center justify-center text-6xl" aria-hidden="true">
                  🌙
                </div>
              )}
              {/* On the picture's edges, so that they cost the phone screen no line of their own. */}
              {narrated && (
                <div className="absolute inset-x-2 top-2 flex items-start justify-between gap-2">
                  <WindDownControls windDown={windDown} t={t} locale={locale} />
                  <div className="ms-auto">
                    <WindDownToggle windDown={windDown} t={t} />
                  </div>
                </div>
              )}
              <p
                className="absolute inset-x-0 bottom-2 mx-auto w-fit rounded-full bg-night-900/80 px-3 py-1 text-center text-sm font-bold text-cream"
                aria-live="polite"
                data-page-indicator
              >
                {pageOf(t, locale, index + 1, total)}
              </p>
            </figure>

            <div data-reader-page className="order-2 flex h-full flex-col justify-center gap-5 rounded-3xl bg-cream p-4 sm:p-8">
              {badChunk ? (
                <p className="text-lg font-bold text-red-700" role="alert" data-bad-chunk>
                  {t.rd_bad_chunk}
                </p>
              ) : (
                <ReadAlong
                  className="space-y-3 text-lg leading-normal text-night-900 sm:space-y-4 sm:text-2xl sm:leading-relaxed"
                  content={chunk!.content}
                  timings={narration.timings}
                  language={story!.language}
                  dir={dir}
                  audioRef={audioRef}
                  mediaKey={mediaVersion}
                  onSeekWord={playFrom}
                />
              )}
            </div>
            {((index === 0 && previous) || isLast) && (
              <div className="order-4 flex flex-wrap items-center justify-center gap-3 text-center md:col-span-2 landscape:col-span-2">
                {index === 0 && previous && (
                  <a
                    href={storyHref(route, previous.id, locale)}
                    className="btn !bg-night-700 !py-2 text-sm text-cream hover:!bg-night-600"
                    data-previous-story
                    title={previous.title}
                  >
                    {t.rd_previous_story}
                  </a>
                )}
                {isLast && (
                  <>
                    <p className="text-lg font-bold text-moon-300" data-story-end>
                      {t.rd_end}
                    </p>
                    {/* The series goes on (its next episode) or can go on (a new one). */}
                    {route === 'private' && story!.series?.next && (
                      <a href={storyHref(route, story!.series.next.id, locale)} className="btn-accent !py-2" data-next-episode title={story!.series.next.title}>
                        {t.rd_next_episode}
                      </a>
                    )}
                    {route === 'private' && !story!.series?.next && story!.canContinue && (
                      <ContinueStoryButton
                        storyId={storyId}
                        title={story!.title}
                        className="btn-accent !py-2"
                        text={{
                          action: t.rd_continue,
                          busy: t.rd_continue_busy,
                          hint: t.rd_continue_hint,
                          question: t.rd_continue_question,
                          body: t.rd_continue_text,
                          yes: t.rd_continue_yes,
                          cancel: t.rd_continue_cancel,
                        }}
                      />
                    )}
                    {next && (
                      <a href={storyHref(route, next.id, locale)} className="btn-accent !py-2" data-next-story title={next.title}>
                        {t.rd_next_story}
                      </a>
                    )}
                  </>
                )}
              </div>
            )}

            {/* The page turns and the narration on one bar under the text, where a thumb reaches. */}
            <nav
              data-reader-nav
              className="order-3 flex items-center justify-between gap-2 sm:gap-3 md:col-span-2 landscape:col-span-2"
              aria-label={t.rd_pages}
            >
              <PageArrow t={t} direction="previous" disabled={index === 0} onClick={() => goTo(index - 1)} />
              {narrated && (
                <div data-player-slot className={`min-w-0 max-w-xl flex-1 ${audioSrc ? '' : 'invisible'}`}>
                  <AudioPlayer t={t} playing={playing} currentTime={currentTime} duration={duration} onToggle={toggleAudio} onSeek={seek} />
                </div>
              )}
              <PageArrow t={t} direction="next" disabled={isLast} onClick={() => goTo(index + 1)} />
            </nav>
          </div>
          <audio
            key={`audio#${mediaVersion}`}
            ref={audioRef}
            src={audioSrc ?? undefined}
            preload={audioPreload}
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
            onEnded={() => {
              keepPlaying.current = false;
              setPlaying(false);
              windDown.onEnded();
            }}
            onTimeUpdate={(e) => setCurrentTime(e.currentTarget.currentTime)}
            onLoadedMetadata={(e) => Number.isFinite(e.currentTarget.duration) && setDuration(e.currentTarget.duration)}
            onError={() => audioSrc && onMediaError('audio')}
            data-page-audio
          />
        </div>
      )}
    </article>
  );
}

function PageArrow({ t, direction, disabled, onClick }: { t: ReaderMessages; direction: 'previous' | 'next'; disabled: boolean; onClick(): void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-night-700 text-cream transition hover:bg-night-600 active:scale-95 disabled:opacity-30"
      aria-label={direction === 'previous' ? t.rd_previous_page : t.rd_next_page}
      data-page-arrow={direction}
    >
      <svg
        aria-hidden="true"
        className="rtl:-scale-x-100"
        width="28"
        height="28"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {direction === 'previous' ? <path d="M15 5l-7 7 7 7" /> : <path d="M9 5l7 7-7 7" />}
      </svg>
    </button>
  );
}

function Message({ backHref, title, text, onRetry, t }: { backHref: string; title: string | null; text: string; onRetry?: () => void; t: ReaderMessages }) {
  return (
    <div className="mx-auto max-w-xl py-10 text-center" data-reader-message>
      <div className="text-5xl" aria-hidden="true">
        🌙
      </div>
      {title && <h1 className="mt-4 text-2xl font-extrabold text-night-900 sm:text-3xl">{title}</h1>}
      <p className="mt-3 text-lg text-night-700" role="alert">
        {text}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a href={backHref} className="btn-primary" data-back>
          {t.rd_back}
        </a>
        {onRetry && (
          <button type="button" className="btn-ghost" onClick={onRetry}>
            {t.rd_try_again}
          </button>
        )}
      </div>
    </div>
  );
}
