/** The video export tracker: decisions, button states, request and polling. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/lib/api.ts';
import {
  COMPLETED_LINK_MAX_AGE_MS,
  decidePoll,
  decideRequest,
  EXPORT_FAILED,
  EXPORT_PREPARING,
  EXPORT_READY,
  EXPORT_TIMEOUT,
  openCompletedExport,
  requestStoryExport,
  startExportTracker,
  videoButtonState,
  type ExportResponse,
  type ExportStatus,
} from '../../src/lib/export-tracker.ts';
import { $notifications } from '../../src/lib/stores/notifications.ts';
import { $completedExports, $inProgressExports, recordCompletedExport, trackExport } from '../../src/lib/stores/persisted-lists.ts';
import { fakeClockAndToasts } from '../helpers/toasts.ts';

const MINUTE = 60_000;
const answer = (status: ExportStatus, storageUrl: string | null = null): ExportResponse => ({ id: 'e1', storyId: 's1', type: 'video', status, storageUrl });

describe('decideRequest', () => {
  it.each([
    ['COMPLETED', 'https://v/1.mp4', 'open'],
    ['COMPLETED', null, 'track'],
    ['PENDING', null, 'track'],
    ['IN_PROGRESS', null, 'track'],
  ] as const)('%s with link %s → %s', (status, url, expected) => {
    expect(decideRequest(answer(status, url))).toBe(expected);
  });
});

describe('decidePoll', () => {
  const entry = { exportId: 'e1', storyId: 's1', createdAt: 0 };
  it.each([
    ['COMPLETED', 'https://v/1.mp4', MINUTE, 'completed'],
    // A finished video is delivered even when it finishes in the last poll.
    ['COMPLETED', 'https://v/1.mp4', 16 * MINUTE, 'completed'],
    ['COMPLETED', null, MINUTE, 'continue'],
    ['FAILED', null, MINUTE, 'failed'],
    ['PENDING', null, MINUTE, 'continue'],
    ['IN_PROGRESS', null, 14 * MINUTE, 'continue'],
    ['IN_PROGRESS', null, 15 * MINUTE, 'timeout'],
  ] as const)('%s (link %s) after %d ms → %s', (status, url, now, expected) => {
    expect(decidePoll(entry, { export: answer(status, url) }, now)).toBe(expected);
  });

  it('keeps polling through request failures until 15 minutes, and drops a deleted export', () => {
    expect(decidePoll(entry, null, 14 * MINUTE)).toBe('continue');
    expect(decidePoll(entry, null, 15 * MINUTE)).toBe('timeout');
    expect(decidePoll(entry, { notFound: true }, MINUTE)).toBe('gone');
  });
});

describe('videoButtonState', () => {
  const story = { id: 's1', downloadable: true };
  const tracked = [{ exportId: 'e1', storyId: 's1', createdAt: 0 }];
  const done = [{ storyId: 's1', storageUrl: 'https://v/1.mp4', completedAt: 0 }];
  it.each([
    ['no narrated pictures', { ...story, downloadable: false }, tracked, done, false, 'unavailable'],
    ['tracked export', story, tracked, done, false, 'preparing'],
    ['request on its way', story, [], [], true, 'preparing'],
    ['finished video', story, [], done, false, 'ready'],
    ['another story tracked', story, [{ ...tracked[0]!, storyId: 's2' }], [], false, 'download'],
    ['nothing yet', story, [], [], false, 'download'],
  ] as const)('%s → %s', (_, s, inProgress, completed, busy, expected) => {
    expect(videoButtonState(s, inProgress, completed, busy)).toBe(expected);
  });
});

describe('requests and polling', () => {
  let stop: () => void = () => {};
  const shown = fakeClockAndToasts();
  const open = vi.fn();

  beforeEach(() => {
    $inProgressExports.set([]);
    $completedExports.set([]);
    open.mockReset();
  });
  afterEach(() => stop());

  it('opens a finished video at once and remembers it', async () => {
    stop = startExportTracker({ requestExport: async () => answer('COMPLETED', 'https://v/1.mp4'), open, now: () => Date.now() });
    await requestStoryExport('s1');
    expect(open).toHaveBeenCalledWith('https://v/1.mp4');
    expect($completedExports.get()).toEqual([{ storyId: 's1', storageUrl: 'https://v/1.mp4', completedAt: 0 }]);
    expect($inProgressExports.get()).toEqual([]);
    expect(shown).toEqual([]);
  });

  it('tracks a new export, polls every 20 s, and announces the finished video with a toast that opens it', async () => {
    const statuses: ExportStatus[] = ['IN_PROGRESS', 'COMPLETED'];
    const fetchExport = vi.fn(async () => {
      const status = statuses.shift()!;
      return answer(status, status === 'COMPLETED' ? 'https://v/2.mp4' : null);
    });
    stop = startExportTracker({ requestExport: async () => answer('PENDING'), fetchExport, open, now: () => Date.now() });
    await requestStoryExport('s1');
    expect($inProgressExports.get()).toEqual([{ exportId: 'e1', storyId: 's1', createdAt: 0 }]);
    expect(shown).toEqual([['info', EXPORT_PREPARING]]);

    await vi.advanceTimersByTimeAsync(19_000);
    expect(fetchExport).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchExport).toHaveBeenCalledWith('s1', 'e1');
    expect($inProgressExports.get()).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(20_000);
    expect($inProgressExports.get()).toEqual([]);
    expect($completedExports.get()[0]).toMatchObject({ storyId: 's1', storageUrl: 'https://v/2.mp4' });
    expect(shown.at(-1)).toEqual(['success', EXPORT_READY]);
    expect(open).not.toHaveBeenCalled();
    $notifications.get().find((n) => n.type === 'success')!.onClick!();
    expect(open).toHaveBeenCalledWith('https://v/2.mp4');

    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchExport).toHaveBeenCalledTimes(2);
  });

  it('reports a failed export once and stops', async () => {
    const fetchExport = vi.fn(async () => answer('FAILED'));
    stop = startExportTracker({ fetchExport, open, now: () => Date.now() });
    trackExport('e1', 's1', 0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(shown).toEqual([['error', EXPORT_FAILED]]);
    expect(fetchExport).toHaveBeenCalledTimes(1);
  });

  it('gives up after 15 minutes with the timeout error, logging failed polls meanwhile', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchExport = vi.fn(async (): Promise<ExportResponse> => {
      throw new ApiError('No response received from server', 0);
    });
    stop = startExportTracker({ fetchExport, open, now: () => Date.now() });
    trackExport('e1', 's1', 0);
    await vi.advanceTimersByTimeAsync(14 * MINUTE);
    expect(shown).toEqual([]);
    expect(warn).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(shown).toEqual([['error', EXPORT_TIMEOUT]]);
    expect($inProgressExports.get()).toEqual([]);
    warn.mockRestore();
  });

  it("shows the server's message as an error notification and tracks nothing", async () => {
    const message = 'Video export requires both audio narration and images.';
    stop = startExportTracker({
      requestExport: async () => {
        throw new ApiError(message, 422, 'validation_failed');
      },
      open,
    });
    expect(await requestStoryExport('s1')).toBeNull();
    expect(shown).toEqual([['error', message]]);
    expect($inProgressExports.get()).toEqual([]);
  });

  it("'Video Ready' opens the stored link while fresh, and asks again for a stale one", async () => {
    const requestExport = vi.fn(async () => answer('COMPLETED', 'https://v/fresh.mp4'));
    stop = startExportTracker({ requestExport, open, now: () => Date.now() });
    recordCompletedExport('s1', 'https://v/old.mp4', 0);
    await openCompletedExport('s1');
    expect(open).toHaveBeenLastCalledWith('https://v/old.mp4');
    expect(requestExport).not.toHaveBeenCalled();

    vi.setSystemTime(COMPLETED_LINK_MAX_AGE_MS + 1);
    await openCompletedExport('s1');
    expect(requestExport).toHaveBeenCalledWith('s1');
    expect(open).toHaveBeenLastCalledWith('https://v/fresh.mp4');
    expect($completedExports.get()).toEqual([{ storyId: 's1', storageUrl: 'https://v/fresh.mp4', completedAt: COMPLETED_LINK_MAX_AGE_MS + 1 }]);
  });

  it('checks an export left from an earlier visit at once', async () => {
    vi.setSystemTime(5 * MINUTE);
    $inProgressExports.set([{ exportId: 'e1', storyId: 's1', createdAt: 0 }]);
    const fetchExport = vi.fn(async () => answer('COMPLETED', 'https://v/3.mp4'));
    stop = startExportTracker({ fetchExport, open, now: () => Date.now() });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchExport).toHaveBeenCalledTimes(1);
    expect(shown).toEqual([['success', EXPORT_READY]]);
  });
});
