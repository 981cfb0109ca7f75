/**
 * My Stories cards: a finished story (cover, title, hero, first lines, menu,
 * and the video button), a failed one, and the 'In progress' placeholder
 * showing 'Creating your story…' with the current step as a moving bar.
 */
import { useStore } from '@nanostores/react';
import { LANGUAGES } from '../../shared/catalog.ts';
import { $storyProgress, type StoryProgress } from '../../lib/story-progress.ts';
import { useState } from 'react';
import { format } from '../../i18n/format.ts';
import { formatNodes } from '../../i18n/format-nodes.tsx';
import { styleName } from '../../i18n/style-names.ts';
import { localHref } from '../../i18n/ui-language.ts';
import { heroList, languageName, pagesText, progressView, storyDate, type StoriesText } from './stories-text.ts';
import { BookIcon, MoonIcon } from './icons.tsx';
import StoryMenu from './StoryMenu.tsx';
import type { StorySummary } from './stories-api.ts';
import { ReadEarlyLink } from './ReadEarlyLink.tsx';
import { Keepsakes } from '../reader/Keepsakes.tsx';
import { ContinueStoryButton } from './ContinueStoryButton.tsx';

/** An episode's badge ('Episode 2') on its card. */
export function EpisodeBadge({ story, text }: { story: StorySummary; text: StoriesText }) {
  if (!story.series) return null;
  return (
    <span className="absolute top-3 start-3 z-10 rounded-full bg-night-900/85 px-3 py-1 text-xs font-extrabold text-moon-300" data-episode-badge>
      {format(text.t.ms_episode, { number: story.series.episode })}
    </span>
  );
}
import { storyHeroNames } from '../../shared/hero-names.ts';

/** The writing direction of a story language (its title and first lines keep it on any page). */
const languageDir = (code: string) => LANGUAGES.find((l) => l.code === code)?.dir ?? 'auto';

/** "A story for Mia and Leo" in the UI language. */
const storyFor = (story: StorySummary, { t, locale }: StoriesText) => format(t.ms_story_for, { names: heroList(storyHeroNames(story), locale) });

interface CardProps {
  story: StorySummary;
  /** The page's `ms_` templates and UI language. */
  text: StoriesText;
  onDelete: (story: StorySummary) => Promise<void>;
  /** The card's `<VideoButton story={story} />`, when that component exists. */
  videoButton?: React.ReactNode;
}

export function StoryCard({ story, onDelete, videoButton, text }: CardProps) {
  const { t, locale } = text;
  const teaser = story.chunks[0]?.content ?? '';
  // The keepsakes (reader island) load when the parent opens them.
  const [keepsakesOpen, setKeepsakesOpen] = useState(false);
  return (
    <li
      className="relative flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-night-100 transition hover:shadow-md"
      data-story-id={story.id}
      data-status={story.status}
    >
      <div className="relative aspect-[4/3] bg-night-100">
        {story.coverUrl ? (
          <img src={story.coverUrl} alt="" className="h-full w-full object-cover" loading="lazy" width={512} height={384} />
        ) : (
          <div className="grid h-full w-full place-items-center" aria-hidden="true">
            <BookIcon />
          </div>
        )}
        <EpisodeBadge story={story} text={text} />
        {!story.isPublic && (
          <div className="absolute top-3 end-3 z-10">
            <StoryMenu title={story.title} onDelete={() => onDelete(story)} text={text} />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2
          className="text-lg leading-snug font-extrabold text-night-900"
          lang={story.title ? story.language : undefined}
          dir={story.title ? languageDir(story.language) : undefined}
        >
          <a
            href={localHref(`/stories/${story.id}`, locale)}
            className="after:absolute after:inset-0 after:content-[''] focus:outline-none focus-visible:underline"
          >
            {story.title || t.ms_untitled}
          </a>
        </h2>
        <p className="text-sm text-night-600">
          {formatNodes(t.ms_starring, {
            names: (
              <span className="font-bold text-night-800" data-story-heroes translate="no">
                {heroList(storyHeroNames(story), locale)}
              </span>
            ),
          })}{' '}
          · {pagesText(story.pageCount, text)} · {languageName(story.language, locale)}
        </p>
        {teaser && (
          <p className="line-clamp-2 text-sm text-night-700" lang={story.language} dir={languageDir(story.language)}>
            {teaser}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <span className="text-xs text-night-500">
            {storyDate(story.createdAt, locale)} · {styleName(story.illustrationStyle, locale)}
          </span>
          {/* The video export button sits above the card's stretched link. */}
          <div className="relative z-10" data-slot="video-button">
            {videoButton}
          </div>
        </div>
        {/* The next episode, on a finished story that has none yet. */}
        {story.canContinue && (
          <div className="relative z-10" data-slot="continue-story">
            <ContinueStoryButton
              storyId={story.id}
              title={story.title}
              className="btn-ghost w-full !py-2 text-sm"
              text={{
                action: t.ms_continue,
                busy: t.ms_continue_busy,
                hint: t.ms_continue_hint,
                question: t.ms_continue_question,
                body: t.ms_continue_text,
                yes: t.ms_continue_yes,
                cancel: t.ms_cancel,
              }}
            />
          </div>
        )}
        {/* The audiobook and picture-book keepsakes, with the same states as in the reader. */}
        <details className="relative z-10 text-sm" data-slot="keepsakes" onToggle={(e) => setKeepsakesOpen(e.currentTarget.open)}>
          <summary className="cursor-pointer font-bold text-night-700 hover:text-night-900">{t.ms_keepsakes}</summary>
          <div className="mt-2">{keepsakesOpen && <Keepsakes storyId={story.id} narrated={story.downloadable} t={t} />}</div>
        </details>
      </div>
    </li>
  );
}

export function FailedStoryCard({ story, onDelete, text }: Omit<CardProps, 'videoButton'>) {
  const { t, locale } = text;
  return (
    <li className="relative flex flex-col gap-3 rounded-3xl bg-rose-50 p-5 ring-1 ring-rose-200" data-story-id={story.id} data-status="FAILED">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-xs font-extrabold tracking-wide text-rose-700 uppercase">{t.ms_not_created}</p>
          <h2 className="mt-1 text-lg font-extrabold text-night-900">{storyFor(story, text)}</h2>
        </div>
        <StoryMenu title={story.title || storyFor(story, text)} onDelete={() => onDelete(story)} text={text} />
      </div>
      <p className="text-sm text-rose-900">{t.ms_failed_text}</p>
      <a href={localHref('/create-story', locale)} className="btn-ghost self-start">
        {t.ms_try_again_link}
      </a>
    </li>
  );
}

interface InProgressProps {
  storyId: string;
  /** From the list, when the story is already in it. */
  story?: StorySummary;
  onDelete?: (story: StorySummary) => Promise<void>;
  /** The page's `ms_` templates and UI language. */
  text: StoriesText;
}

/** The 'In progress' card; its bar follows the tracker's latest check of this story. */
export function InProgressCard({ storyId, story, onDelete, text }: InProgressProps) {
  const { t } = text;
  const progressMap = useStore($storyProgress);
  const fromList: StoryProgress | null = story
    ? {
        id: story.id,
        progress: story.status,
        error: null,
        title: story.title,
        pagesTotal: story.pageCount,
        pagesIllustrated: 0,
        pagesNarrated: 0,
        pagesReady: story.pagesReady ?? 0,
        narrated: false,
      }
    : null;
  const progress = progressMap[storyId] ?? fromList;
  const view = progressView(progress, t);
  const title = progress?.title || (story?.heroName ? storyFor(story, text) : t.ms_new_story);
  return (
    <li className="relative flex flex-col overflow-hidden rounded-3xl bg-white ring-2 ring-moon-300" data-story-id={storyId} data-status="in-progress">
      <div className="relative grid aspect-[4/3] place-items-center overflow-hidden bg-gradient-to-b from-night-800 to-night-600 text-center text-white">
        <div className="absolute inset-0 opacity-60" aria-hidden="true">
          <span className="absolute top-6 start-8 animate-pulse text-moon-300">✦</span>
          <span className="absolute top-14 end-10 animate-pulse text-moon-300 [animation-delay:600ms]">✦</span>
          <span className="absolute bottom-10 start-1/3 animate-pulse text-moon-300 [animation-delay:1200ms]">✦</span>
        </div>
        <div className="relative space-y-2 px-4">
          <MoonIcon className="mx-auto h-14 w-14" />
          <p className="font-extrabold">{t.ms_creating}</p>
        </div>
        <span className="absolute top-3 start-3 rounded-full bg-moon-400 px-3 py-1 text-xs font-extrabold text-night-900">
          {t.ms_in_progress}
          {story?.series ? ` · ${format(t.ms_episode, { number: story.series.episode })}` : ''}
        </span>
        {story && onDelete && !story.isPublic && (
          <div className="absolute top-3 end-3">
            <StoryMenu title={title} onDelete={() => onDelete(story)} text={text} />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h2 className="text-lg font-extrabold text-night-900">{title}</h2>
        <div>
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <span className="font-bold text-night-800" data-progress-step>
              {view.step}
            </span>
            {view.detail && <span className="text-night-600">{view.detail}</span>}
          </div>
          <div
            className="mt-2 h-3 overflow-hidden rounded-full bg-night-100"
            role="progressbar"
            aria-label={format(t.ms_progress_of, { title })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={view.percent}
            aria-valuetext={[view.step, view.detail].filter(Boolean).join(', ')}
          >
            <div
              className="h-full rounded-full bg-gradient-to-r from-moon-400 to-moon-500 transition-[width] duration-700"
              style={{ width: `${view.percent}%` }}
            />
          </div>
        </div>
        {progress && progress.progress !== 'FAILED' && (
          <ReadEarlyLink
            storyId={storyId}
            pagesReady={progress.pagesReady ?? 0}
            pagesTotal={progress.pagesTotal}
            href={localHref(`/stories/${encodeURIComponent(storyId)}`, text.locale)}
            text={{ link: t.ms_read_early, hint: (ready, total) => format(t.ms_pages_ready, { ready, total }) }}
          />
        )}
        <p className="mt-auto text-xs text-night-500">{t.ms_keep_browsing}</p>
      </div>
    </li>
  );
}
