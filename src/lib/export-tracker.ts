/**
 * The video export tracker, with its two persisted lists (in progress, completed). Plain
 * module, no React: the story cards' VideoButton starts it.
 * - Request (POST /v1/stories/{id}/exports): COMPLETED with a storageUrl is recorded in
 *   `completedExports` and downloaded (not opened in a tab); anything else is tracked in `inProgressExports`
 *   with the info notice EXPORT_PREPARING. A server error's message is shown as an error notice.
 * - Every 20 s each tracked export is fetched: COMPLETED with a storageUrl → recorded, success
 *   toast downloading the video on click, untracked; FAILED → EXPORT_FAILED, untracked; 15 minutes
 *   after the request → EXPORT_TIMEOUT, untracked; other statuses keep polling. Poll failures
 *   are only logged; an export that no longer exists (story deleted) is dropped quietly.
 */
import { LIMITS } from '../shared/limits.ts';
import { ApiError, apiGet, apiPost } from './api.ts';
import { notify } from './stores/notifications.ts';
import { decideCheck, pollTrackedList, type CheckOutcome } from './tracked-list-poller.ts';
import {
  $completedExports,
  $inProgressExports,
  recordCompletedExport,
  trackExport,
  untrackExport,
  type CompletedExport,
  type InProgressExport,
} from './stores/persisted-lists.ts';

/** Export status. */
export type ExportStatus = 'PENDING' | 'IN_PROGRESS' | 'COMPLETED' | 'FAILED';

/** POST /v1/stories/{id}/exports and GET …/exports/{exportId}, camelCased. */
export interface ExportResponse {
  id: string;
  storyId?: string;
  type?: 'video';
  status: ExportStatus;
  storageUrl: string | null;
  /** Epoch seconds; the server signs video links for 24 h. */
  storageUrlExpiresAt?: number | null;
}

export const EXPORT_PREPARING = "Your video is being prepared! We'll notify you when it's ready.";
export const EXPORT_FAILED = 'Video export failed. Please try again later.';
export const EXPORT_TIMEOUT = 'Video export timed out. Please try again later.';
export const EXPORT_READY = 'Your video is ready! Tap to download it.';
/** Tooltip of the disabled 'Unavailable' button. */
export const EXPORT_UNAVAILABLE = 'Video export requires both audio narration and images.';

/**
 * A stored video link is trusted for 23 h: the server signs it for 24 h, and an older record
 * is refreshed by asking again (the server reuses the finished video and signs a new link).
 */
export const COMPLETED_LINK_MAX_AGE_MS = 23 * 60 * 60_000;

/** What a request's answer means (pure): open the finished video now, or track it. */
export function decideRequest(response: ExportResponse): 'open' | 'track' {
  return response.status === 'COMPLETED' && response.storageUrl ? 'open' : 'track';
}

/** The outcome of one poll: the export, the export no longer existing, or a failed request. */
export type PollResult = CheckOutcome<{ export: ExportResponse }>;
export type PollDecision = 'completed' | 'failed' | 'timeout' | 'gone' | 'continue';

/**
 * Decides what to do after a poll (pure). A finished state wins over the timeout, so a video
 * finishing in the last minute is still delivered. COMPLETED without a link keeps polling.
 */
export function decidePoll(entry: InProgressExport, result: PollResult, nowMs: number, timeoutMs: number = LIMITS.pollTimeoutMs): PollDecision {
  return decideCheck(entry, result, nowMs, timeoutMs, ({ export: e }) => {
    if (e.status === 'COMPLETED' && e.storageUrl) return 'completed';
    return e.status === 'FAILED' ? 'failed' : null;
  });
}

/** The card button's state. */
export type VideoButtonState = 'unavailable' | 'preparing' | 'ready' | 'download';

/** Picks the card button's state (pure). `busy` = a request is on its way. */
export function videoButtonState(
  story: { id: string; downloadable: boolean },
  inProgress: readonly InProgressExport[],
  completed: readonly CompletedExport[],
  busy = false,
): VideoButtonState {
  if (!story.downloadable) return 'unavailable';
  if (busy || inProgress.some((e) => e.storyId === story.id)) return 'preparing';
  if (completed.some((e) => e.storyId === story.id)) return 'ready';
  return 'download';
}

/** The completed record of a story whose link is still fresh, if any. */
export function freshCompletedExport(storyId: string, completed: readonly CompletedExport[], nowMs: number): CompletedExport | undefined {
  const entry = completed.find((e) => e.storyId === storyId);
  return entry && nowMs - entry.completedAt < COMPLETED_LINK_MAX_AGE_MS ? entry : undefined;
}

/** What the tracker needs from the outside world; replaced in unit tests. */
export interface ExportDeps {
  requestExport: (storyId: string) => Promise<ExportResponse>;
  fetchExport: (storyId: string, exportId: string) => Promise<ExportResponse>;
  /** Delivers a finished video: downloads it (the server names it '<story title>.mp4'). */
  open: (url: string) => void;
  now: () => number;
  intervalMs: number;
}

const defaultDeps = (): ExportDeps => ({
  requestExport: (id) => apiPost<ExportResponse>(`/v1/stories/${encodeURIComponent(id)}/exports`, { type: 'video' }),
  fetchExport: (id, exportId) => apiGet<ExportResponse>(`/v1/stories/${encodeURIComponent(id)}/exports/${encodeURIComponent(exportId)}`),
  open: downloadVideo,
  now: () => Date.now(),
  intervalMs: LIMITS.exportPollIntervalMs,
});

/**
 * Starts the download of a video link: a click on a download link, so
 * the page stays; the server sends the MP4 as an attachment named after the story.
 */
export function downloadVideo(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

let deps: ExportDeps | null = null;
const currentDeps = () => (deps ??= defaultDeps());

/**
 * Asks for a story's video (the confirm dialog's 'Yes, Download'). Resolves with the answer,
 * or null after showing the server's message as an error notice.
 */
export async function requestStoryExport(storyId: string): Promise<ExportResponse | null> {
  const d = currentDeps();
  let response: ExportResponse;
  try {
    response = await d.requestExport(storyId);
  } catch (error) {
    notify(error instanceof ApiError ? error.message : 'An error occurred', 'error');
    return null;
  }
  if (decideRequest(response) === 'open') {
    recordCompletedExport(storyId, response.storageUrl!, d.now());
    d.open(response.storageUrl!);
  } else {
    trackExport(response.id, storyId, d.now());
    notify(EXPORT_PREPARING, 'info');
    startExportTracker();
  }
  return response;
}

/**
 * 'Video Ready': opens the stored link while fresh, otherwise asks again (the server reuses
 * the finished video), which records and opens a new link.
 */
export async function openCompletedExport(storyId: string): Promise<void> {
  const d = currentDeps();
  const fresh = freshCompletedExport(storyId, $completedExports.get(), d.now());
  if (fresh) d.open(fresh.storageUrl);
  else await requestStoryExport(storyId);
}

let stopCurrent: (() => void) | null = null;

/**
 * Starts polling the tracked exports every `intervalMs`, checking ones left from an earlier visit
 * at once (idempotent: a second call returns the running tracker's stop function). `overrides` replace the network, clock and opener (tests).
 */
export function startExportTracker(overrides: Partial<ExportDeps> = {}): () => void {
  if (Object.keys(overrides).length) deps = { ...currentDeps(), ...overrides };
  if (stopCurrent) return stopCurrent;
  const d = currentDeps();

  function settle(entry: InProgressExport, result: PollResult): void {
    const decision = decidePoll(entry, result, d.now());
    if (decision === 'continue') return;
    untrackExport(entry.exportId);
    if (decision === 'completed') {
      const url = (result as { export: ExportResponse }).export.storageUrl!;
      recordCompletedExport(entry.storyId, url, d.now());
      notify(EXPORT_READY, 'success', { onClick: () => d.open(url) });
    } else if (decision === 'failed') {
      notify(EXPORT_FAILED, 'error');
    } else if (decision === 'timeout') {
      notify(EXPORT_TIMEOUT, 'error');
    }
  }

  const stopPolling = pollTrackedList({
    list: $inProgressExports,
    idOf: (entry) => entry.exportId,
    fetch: async (entry) => ({ export: await d.fetchExport(entry.storyId, entry.exportId) }),
    intervalMs: d.intervalMs,
    failureLog: 'Video export check failed',
    // Exports restored from an earlier visit are checked at once rather than 20 s from now.
    checkAtOnce: (entry, atStart) => atStart && d.now() - entry.createdAt >= d.intervalMs,
    settle,
  });

  stopCurrent = () => {
    stopPolling();
    stopCurrent = null;
    deps = null;
  };
  return stopCurrent;
}
