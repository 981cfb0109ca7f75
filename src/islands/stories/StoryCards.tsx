/**
 * My Stories cards (SPEC §2 /stories): a finished story (cover, title, hero, first lines, menu,
 * and the video button of the export issue), a failed one, and the 'In progress' placeholder
 * showing 'Creating your story…' with the current step as a moving bar.
 */
import { useStore } from '@nanostores/react';
import { ILLUSTRATION_STYLES, LANGUAGES } from '../../shared/catalog.ts';
import { $storyProgress, describeProgress, type StoryProgress } from '../../lib/story-progress.ts';
import { BookIcon, MoonIcon } from './icons.tsx';
import StoryMenu from './StoryMenu.tsx';
import type { StorySummary } from './stories-api.ts';
import { ReadEarlyLink } from './ReadEarlyLink.tsx';
import { KEEPSAKE_TEXT, Keepsakes } from '../reader/Keepsakes.tsx';
import { ContinueStoryButton } from './ContinueStoryButton.tsx';

/** Issue 22.2: an episode's badge ('Episode 2') on its card. */
export function EpisodeBadge({ story }: { story: StorySummary }) {
  if (!story.series) return null;
  return (
    <span className="absolute top-3 left-3 z-10 rounded-full bg-night-900/85 px-3 py-1 text-xs font-extrabold text-moon-300" data-episode-badge>
      Episode {story.series.episode}
    </span>
  );
}
import { heroNamesText, storyHeroNames } from '../../shared/hero-names.ts';

const formatDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const languageName = (code: string) => LANGUAGES.find((l) => l.code === code)?.displayName ?? code;
const styleName = (code: string) => ILLUSTRATION_STYLES.find((s) => s.code === code)?.displayName ?? code;

interface CardProps {
  story: StorySummary;
  onDelete: (story: StorySummary) => Promise<void>;
  /** The export issue's `<VideoButton story={story} />`, when that component exists. */
  videoButton?: React.ReactNode;
}

export function StoryCard({ story, onDelete, videoButton }: CardProps) {
  const teaser = story.chunks[0]?.content ?? '';
  return (
    <li className="relative flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-night-100 transition hover:shadow-md" data-story-id={story.id} data-status={story.status}>
      <div className="relative aspect-[4/3] bg-night-100">
        {story.coverUrl ? (
          <img src={story.coverUrl} alt="" className="h-full w-full object-cover" loading="lazy" width={512} height={384} />
        ) : (
          <div className="grid h-full w-full place-items-center" aria-hidden="true">
            <BookIcon />
          </div>
        )}
        <EpisodeBadge story={story} />
        {!story.isPublic && (
          <div className="absolute top-3 right-3 z-10">
            <StoryMenu title={story.title} onDelete={() => onDelete(story)} />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 className="text-lg leading-snug font-extrabold text-night-900">
          <a href={`/stories/${story.id}`} className="after:absolute after:inset-0 after:content-[''] focus:outline-none focus-visible:underline">
            {story.title || 'Untitled story'}
          </a>
        </h2>
        <p className="text-sm text-night-600">
          Starring <span className="font-bold text-night-800" data-story-heroes>{heroNamesText(storyHeroNames(story))}</span> · {story.pageCount} pages · {languageName(story.language)}
        </p>
        {teaser && <p className="line-clamp-2 text-sm text-night-700" lang={story.language}>{teaser}</p>}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <span className="text-xs text-night-500">
            {formatDate(story.createdAt)} · {styleName(story.illustrationStyle)}
          </span>
          {/* The video export button (SPEC §4 'Export status') sits above the card's stretched link. */}
          <div className="relative z-10" data-slot="video-button">
            {videoButton}
          </div>
        </div>
        {/* Issue 22.2: the next episode, on a finished story that has none yet. */}
        {story.canContinue && (
          <div className="relative z-10" data-slot="continue-story">
            <ContinueStoryButton storyId={story.id} className="btn-ghost w-full !py-2 text-sm" />
          </div>
        )}
        {/* The audiobook and picture-book keepsakes (issue 21.5), with the same states as in the reader. */}
        <details className="relative z-10 text-sm" data-slot="keepsakes">
          <summary className="cursor-pointer font-bold text-night-700 hover:text-night-900">{KEEPSAKE_TEXT.heading}</summary>
          <div className="mt-2">
            <Keepsakes storyId={story.id} narrated={story.downloadable} />
          </div>
        </details>
      </div>
    </li>
  );
}

export function FailedStoryCard({ story, onDelete }: Omit<CardProps, 'videoButton'>) {
  return (
    <li className="relative flex flex-col gap-3 rounded-3xl bg-rose-50 p-5 ring-1 ring-rose-200" data-story-id={story.id} data-status="FAILED">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-xs font-extrabold tracking-wide text-rose-700 uppercase">Not created</p>
          <h2 className="mt-1 text-lg font-extrabold text-night-900">A story for {heroNamesText(storyHeroNames(story))}</h2>
        </div>
        <StoryMenu title={story.title || `A story for ${heroNamesText(storyHeroNames(story))}`} onDelete={() => onDelete(story)} />
      </div>
      <p className="text-sm text-rose-900">Story creation failed. Please try again. Your story credit was given back.</p>
      <a href="/create-story" className="btn-ghost self-start">
        Try again
      </a>
    </li>
  );
}

interface InProgressProps {
  storyId: string;
  /** From the list, when the story is already in it. */
  story?: StorySummary;
  onDelete?: (story: StorySummary) => Promise<void>;
}

/** The 'In progress' card; its bar follows the tracker's latest check of this story. */
export function InProgressCard({ storyId, story, onDelete }: InProgressProps) {
  const progressMap = useStore($storyProgress);
  const fromList: StoryProgress | null = story
    ? { id: story.id, progress: story.status, error: null, title: story.title, pagesTotal: story.pageCount, pagesIllustrated: 0, pagesNarrated: 0, pagesReady: story.pagesReady ?? 0, narrated: false }
    : null;
  const progress = progressMap[storyId] ?? fromList;
  const view = describeProgress(progress);
  const title = progress?.title || (story?.heroName ? `A story for ${heroNamesText(storyHeroNames(story))}` : 'Your new story');
  return (
    <li className="relative flex flex-col overflow-hidden rounded-3xl bg-white ring-2 ring-moon-300" data-story-id={storyId} data-status="in-progress">
      <div className="relative grid aspect-[4/3] place-items-center overflow-hidden bg-gradient-to-b from-night-800 to-night-600 text-center text-white">
        <div className="absolute inset-0 opacity-60" aria-hidden="true">
          <span className="absolute top-6 left-8 animate-pulse text-moon-300">✦</span>
          <span className="absolute top-14 right-10 animate-pulse text-moon-300 [animation-delay:600ms]">✦</span>
          <span className="absolute bottom-10 left-1/3 animate-pulse text-moon-300 [animation-delay:1200ms]">✦</span>
        </div>
        <div className="relative space-y-2 px-4">
          <MoonIcon className="mx-auto h-14 w-14" />
          <p className="font-extrabold">Creating your story…</p>
        </div>
        <span className="absolute top-3 left-3 rounded-full bg-moon-400 px-3 py-1 text-xs font-extrabold text-night-900">
          In progress{story?.series ? ` · Episode ${story.series.episode}` : ''}
        </span>
        {story && onDelete && !story.isPublic && (
          <div className="absolute top-3 right-3">
            <StoryMenu title={title} onDelete={() => onDelete(story)} />
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
            aria-label={`Progress of ${title}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={view.percent}
            aria-valuetext={[view.step, view.detail].filter(Boolean).join(', ')}
          >
            <div className="h-full rounded-full bg-gradient-to-r from-moon-400 to-moon-500 transition-[width] duration-700" style={{ width: `${view.percent}%` }} />
          </div>
        </div>
        {progress && progress.progress !== 'FAILED' && <ReadEarlyLink storyId={storyId} pagesReady={progress.pagesReady ?? 0} pagesTotal={progress.pagesTotal} />}
        <p className="mt-auto text-xs text-night-500">We'll let you know when it's ready. You can keep browsing meanwhile.</p>
      </div>
    </li>
  );
}
