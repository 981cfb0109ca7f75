/**
 * The story-creation progress tracker. Plain module, no
 * React: the Base layout starts it on every signed-in page while `inProgressStories` is not
 * empty, so a parent is told when a story is ready wherever they are. Every 10 s each tracked
 * story's progress is fetched:
 * - COMPLETE: lists refetched (STORIES_CHANGED_EVENT), success toast opening /stories/{id}, untracked;
 * - FAILED: error toast 'Story creation failed. Please try again.', untracked;
 * - 15 minutes after creation: the timeout toast, untracked;
 * - other states: keep polling. Failures are only logged. Usage is refreshed after each check.
 * The latest progress of each story is published in `$storyProgress` for the in-progress cards.
 */
import type { StoryProgress, StoryStatus } from '../shared/api-types.ts';
import { map } from 'nanostores';
import { LIMITS } from '../shared/limits.ts';
import { apiGet } from './api.ts';
import { notify } from './stores/notifications.ts';
import { $inProgressStories, untrackStory, type InProgressStory } from './stores/persisted-lists.ts';
import { emit, STORIES_CHANGED_EVENT, USAGE_CHANGED_EVENT } from './story-events.ts';
import { decideCheck, pollTrackedList, type CheckOutcome } from './tracked-list-poller.ts';

/** Story statuses in pipeline order. */
export type { StoryProgress, StoryStatus } from '../shared/api-types.ts';

export const FAILED_MESSAGE = 'Story creation failed. Please try again.';
export const TIMEOUT_MESSAGE = '⏱️ Story creation is taking unusually long. Please try again later.';

/** The success toast's words (it opens the story on click). */
export function readyMessage(title: string | null | undefined): string {
  return title?.trim() ? `Your story "${title.trim()}" is ready! Tap to read it.` : 'Your story is ready! Tap to read it.';
}

/** What one progress check means for a tracked story. */
export type ProgressDecision = 'complete' | 'failed' | 'timeout' | 'gone' | 'continue';

/** The outcome of one check: the progress, the story no longer existing, or a failed request. */
export type CheckResult = CheckOutcome<{ progress: StoryProgress }>;

/**
 * Decides what to do after a check (pure). A finished state wins over the timeout, so a story
 * completing in its last minute is still announced as ready. A story that no longer exists
 * (deleted, possibly from another tab) is dropped without a toast.
 */
export function decideProgress(entry: InProgressStory, result: CheckResult, nowMs: number, timeoutMs: number = LIMITS.pollTimeoutMs): ProgressDecision {
  return decideCheck(entry, result, nowMs, timeoutMs, ({ progress }) => {
    if (progress.progress === 'COMPLETE') return 'complete';
    return progress.progress === 'FAILED' ? 'failed' : null;
  });
}

/** A step a parent can read, with a 0-100 bar value (the 'In progress' cards). */
export interface ProgressView {
  step: string;
  /** e.g. '3 of 6 pictures'; empty when there is nothing to count. */
  detail: string;
  percent: number;
}

/**
 * Turns a progress response into the card's step and bar (pure). Writing is the first fifth,
 * pictures most of the rest, narration (when asked for) the last quarter.
 */
export function describeProgress(p: StoryProgress | null | undefined): ProgressView {
  if (!p) return { step: 'Getting started', detail: '', percent: 3 };
  const total = Math.max(p.pagesTotal, 0);
  const picturesEnd = p.narrated ? 70 : 95;
  const share = (done: number) => (total > 0 ? Math.min(done, total) / total : 0);
  switch (p.progress) {
    case 'TEXT_IN_PROGRESS':
      return { step: 'Writing the story', detail: '', percent: 8 };
    case 'TEXT_COMPLETED':
      return { step: 'Story written, the pictures come next', detail: '', percent: 20 };
    case 'IMG_IN_PROGRESS':
      return {
        step: 'Drawing the pictures',
        detail: total ? `${Math.min(p.pagesIllustrated, total)} of ${total} pictures` : '',
        percent: Math.round(20 + (picturesEnd - 20) * share(p.pagesIllustrated)),
      };
    case 'IMG_COMPLETED':
      return { step: p.narrated ? 'Pictures done, the narration comes next' : 'Finishing touches', detail: '', percent: picturesEnd };
    case 'AUDIO_IN_PROGRESS':
      return {
        step: 'Recording the narration',
        detail: total ? `${Math.min(p.pagesNarrated, total)} of ${total} pages` : '',
        percent: Math.round(70 + 25 * share(p.pagesNarrated)),
      };
    case 'AUDIO_COMPLETED':
      return { step: 'Finishing touches', detail: '', percent: 97 };
    case 'COMPLETE':
      return { step: 'Ready', detail: '', percent: 100 };
    case 'FAILED':
      return { step: 'Creation failed', detail: '', percent: 100 };
  }
}

/** Latest progress per tracked story id, for the in-progress cards of /stories. */
export const $storyProgress = map<Record<string, StoryProgress>>({});

/** What the tracker needs from the outside world; replaced in unit tests. */
export interface TrackerDeps {
  fetchProgress: (storyId: string) => Promise<StoryProgress>;
  now: () => number;
  /** Opens a story (the success toast's click). */
  open: (storyId: string) => void;
  intervalMs: number;
}

const defaultDeps = (): TrackerDeps => ({
  fetchProgress: (id) => apiGet<StoryProgress>(`/v1/stories/private/progress/${encodeURIComponent(id)}`),
  now: () => Date.now(),
  open: (id) => window.location.assign(`/stories/${encodeURIComponent(id)}`),
  intervalMs: LIMITS.storyPollIntervalMs,
});

let stopCurrent: (() => void) | null = null;

/**
 * Starts tracking (idempotent: a second call returns the running tracker's stop function).
 * Each story is checked as soon as it is tracked, then every `intervalMs`.
 */
export function startStoryProgress(overrides: Partial<TrackerDeps> = {}): () => void {
  if (stopCurrent) return stopCurrent;
  const deps = { ...defaultDeps(), ...overrides };

  function settle(entry: InProgressStory, result: CheckResult): void {
    const decision = decideProgress(entry, result, deps.now());
    if (decision !== 'continue') untrackStory(entry.storyId);
    if (decision === 'complete') {
      emit(STORIES_CHANGED_EVENT);
      const title = result && 'progress' in result ? result.progress.title : null;
      notify(readyMessage(title), 'success', { onClick: () => deps.open(entry.storyId) });
    } else if (decision === 'failed') {
      emit(STORIES_CHANGED_EVENT);
      notify(FAILED_MESSAGE, 'error');
    } else if (decision === 'timeout') {
      notify(TIMEOUT_MESSAGE, 'warning');
    } else if (decision === 'gone') {
      emit(STORIES_CHANGED_EVENT);
    }
    emit(USAGE_CHANGED_EVENT);
  }

  const stopPolling = pollTrackedList({
    list: $inProgressStories,
    idOf: (entry) => entry.storyId,
    fetch: async (entry) => {
      const progress = await deps.fetchProgress(entry.storyId);
      $storyProgress.setKey(entry.storyId, progress);
      return { progress };
    },
    intervalMs: deps.intervalMs,
    failureLog: 'Story progress check failed',
    // Each story is checked as soon as it is tracked, whether on this page or before it loaded.
    checkAtOnce: () => true,
    settle,
  });

  stopCurrent = () => {
    stopPolling();
    stopCurrent = null;
  };
  return stopCurrent;
}
