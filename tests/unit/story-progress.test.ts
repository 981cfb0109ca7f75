/** The story-creation progress tracker: decisions, card steps and the polling loop. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/lib/api.ts';
import { $notifications } from '../../src/lib/stores/notifications.ts';
import { $inProgressStories, trackStory } from '../../src/lib/stores/persisted-lists.ts';
import {
  $storyProgress,
  decideProgress,
  describeProgress,
  FAILED_MESSAGE,
  startStoryProgress,
  TIMEOUT_MESSAGE,
  type StoryProgress,
  type StoryStatus,
} from '../../src/lib/story-progress.ts';
import { fakeClockAndToasts } from '../helpers/toasts.ts';

const MINUTE = 60_000;
const progress = (status: StoryStatus, extra: Partial<StoryProgress> = {}): StoryProgress => ({
  id: 's1',
  progress: status,
  error: null,
  title: 'Mila and the Moon',
  pagesTotal: 6,
  pagesIllustrated: 0,
  pagesNarrated: 0,
  pagesReady: 0,
  narrated: true,
  ...extra,
});

describe('decideProgress', () => {
  const entry = { storyId: 's1', createdAt: 0 };
  it.each([
    ['COMPLETE', 1 * MINUTE, 'complete'],
    ['FAILED', 1 * MINUTE, 'failed'],
    ['IMG_IN_PROGRESS', 1 * MINUTE, 'continue'],
    ['IMG_IN_PROGRESS', 15 * MINUTE, 'timeout'],
    // A story finishing in its last minute is announced as ready, not as timed out.
    ['COMPLETE', 16 * MINUTE, 'complete'],
  ] as const)('%s after %d ms → %s', (status, now, expected) => {
    expect(decideProgress(entry, { progress: progress(status) }, now)).toBe(expected);
  });

  it('keeps polling through request failures until the 15 minutes are over', () => {
    expect(decideProgress(entry, null, 14 * MINUTE)).toBe('continue');
    expect(decideProgress(entry, null, 15 * MINUTE)).toBe('timeout');
  });

  it('drops a story that no longer exists', () => {
    expect(decideProgress(entry, { notFound: true }, MINUTE)).toBe('gone');
  });
});

describe('describeProgress', () => {
  it('moves forward through the pipeline steps', () => {
    const steps: StoryProgress[] = [
      progress('TEXT_IN_PROGRESS', { pagesTotal: 0 }),
      progress('TEXT_COMPLETED'),
      progress('IMG_IN_PROGRESS', { pagesIllustrated: 2 }),
      progress('IMG_IN_PROGRESS', { pagesIllustrated: 5 }),
      progress('IMG_COMPLETED', { pagesIllustrated: 6 }),
      progress('AUDIO_IN_PROGRESS', { pagesIllustrated: 6, pagesNarrated: 3 }),
      progress('AUDIO_COMPLETED', { pagesIllustrated: 6, pagesNarrated: 6 }),
      progress('COMPLETE'),
    ];
    const percents = steps.map((s) => describeProgress(s).percent);
    for (let i = 1; i < percents.length; i++) expect(percents[i]).toBeGreaterThan(percents[i - 1]!);
    expect(percents.at(-1)).toBe(100);
  });

  it('counts pictures and narrated pages', () => {
    expect(describeProgress(progress('IMG_IN_PROGRESS', { pagesIllustrated: 2 }))).toMatchObject({ step: 'Drawing the pictures', detail: '2 of 6 pictures' });
    expect(describeProgress(progress('AUDIO_IN_PROGRESS', { pagesNarrated: 4 })).detail).toBe('4 of 6 pages');
  });

  it('gives pictures the whole bar when the story is not narrated', () => {
    const half = (narrated: boolean) => describeProgress(progress('IMG_IN_PROGRESS', { pagesIllustrated: 3, narrated })).percent;
    expect(half(false)).toBeGreaterThan(half(true));
  });
});

describe('startStoryProgress', () => {
  let stop: () => void = () => {};
  // Every toast ever shown (they dismiss themselves after a few seconds of fake time).
  const shown = fakeClockAndToasts();
  const messages = () => shown;

  beforeEach(() => {
    $inProgressStories.set([]);
    $storyProgress.set({});
  });
  afterEach(() => stop());

  it('checks at once, then every 10 s, and announces the finished story with a toast that opens it', async () => {
    const statuses: StoryStatus[] = ['TEXT_IN_PROGRESS', 'IMG_IN_PROGRESS', 'COMPLETE'];
    const fetchProgress = vi.fn(async () => progress(statuses.shift()!));
    const open = vi.fn();
    stop = startStoryProgress({ fetchProgress, open, now: () => Date.now() });
    trackStory('s1', 0);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchProgress).toHaveBeenCalledTimes(1);
    expect($storyProgress.get().s1?.progress).toBe('TEXT_IN_PROGRESS');

    await vi.advanceTimersByTimeAsync(9_000);
    expect(fetchProgress).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchProgress).toHaveBeenCalledTimes(2);
    expect($inProgressStories.get()).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(10_000);
    expect($inProgressStories.get()).toEqual([]);
    expect(messages()).toEqual([['success', 'Your story "Mila and the Moon" is ready! Tap to read it.']]);
    $notifications.get()[0]!.onClick!();
    expect(open).toHaveBeenCalledWith('s1');

    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchProgress).toHaveBeenCalledTimes(3);
  });

  it('reports a failed story once and stops', async () => {
    const fetchProgress = vi.fn(async () => progress('FAILED'));
    stop = startStoryProgress({ fetchProgress, now: () => Date.now() });
    trackStory('s1', 0);
    await vi.advanceTimersByTimeAsync(25_000);
    expect(messages()).toEqual([['error', FAILED_MESSAGE]]);
    expect(fetchProgress).toHaveBeenCalledTimes(1);
  });

  it('only logs failing checks, then gives up with the timeout toast after 15 minutes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchProgress = vi.fn(async (): Promise<StoryProgress> => {
      throw new ApiError('No response received from server', 0);
    });
    stop = startStoryProgress({ fetchProgress, now: () => Date.now() });
    trackStory('s1', 0);
    await vi.advanceTimersByTimeAsync(14 * MINUTE);
    expect(messages()).toEqual([]);
    expect(warn).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(messages()).toEqual([['warning', TIMEOUT_MESSAGE]]);
    expect($inProgressStories.get()).toEqual([]);
    warn.mockRestore();
  });

  it('picks up a story tracked before the page loaded (tracking survives a reload)', async () => {
    $inProgressStories.set([{ storyId: 'old', createdAt: 0 }]);
    const fetchProgress = vi.fn(async () => progress('COMPLETE', { id: 'old', title: null }));
    stop = startStoryProgress({ fetchProgress, now: () => Date.now() });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchProgress).toHaveBeenCalledWith('old');
    expect(messages()).toEqual([['success', 'Your story is ready! Tap to read it.']]);
  });
});
