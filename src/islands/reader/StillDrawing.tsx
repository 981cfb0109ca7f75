/**
 * The reader of a story that is still being made (the reader opens before the last page
 * is done): a page that is not ready yet shows a gentle "still drawing" picture, and the story is
 * fetched again every few seconds until it is finished, so later pages fill in by themselves.
 * Pages already shown keep their picture (no reload, no flicker).
 */
import { useEffect } from 'react';
import { storyCache, type ReaderRoute, type ReaderStory } from './reader-api.ts';
import type { ReaderMessages } from './reader-messages.ts';

/** How often a story still being made is fetched again, ms. */
export const FILL_POLL_MS = 3000;

const finished = (story: ReaderStory) => story.status === 'COMPLETE' || story.status === 'FAILED';

/** Whether the reader should show the "still drawing" state for a page. */
export function isStillDrawing(story: ReaderStory, chunk: ReaderStory['chunks'][number] | undefined): boolean {
  return Boolean(chunk) && chunk!.ready === false && story.status !== 'COMPLETE';
}

/** The fresh story, keeping the chunk objects (and signed URLs) of pages that were already ready. */
export function mergeFilledStory(previous: ReaderStory, fresh: ReaderStory): ReaderStory {
  const before = new Map(previous.chunks.map((c) => [c.position, c]));
  return {
    ...fresh,
    chunks: fresh.chunks.map((c) => {
      const old = before.get(c.position);
      return old?.ready && old.signedImageUrl && c.ready ? old : c;
    }),
  };
}

/**
 * While `story` is unfinished (private reader only), fetches it every FILL_POLL_MS and hands the
 * merged story to `onFresh`. Stops when it is COMPLETE or FAILED, or on unmount. Failed fetches
 * are retried on the next tick.
 */
export function useFillingStory(route: ReaderRoute, storyId: string, story: ReaderStory | null, onFresh: (story: ReaderStory) => void): void {
  const waiting = Boolean(story && route === 'private' && !finished(story));
  useEffect(() => {
    if (!waiting || !story) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      storyCache(route)
        .get(storyId, { force: true })
        .then((fresh) => !cancelled && onFresh(mergeFilledStory(story, fresh)))
        .catch(() => !cancelled && onFresh({ ...story }));
    }, FILL_POLL_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [waiting, story, route, storyId, onFresh]);
}

/** The picture area of a page that is not ready yet. */
export function StillDrawing({ failed = false, t }: { failed?: boolean; t: ReaderMessages }) {
  return (
    <div
      className="flex h-full w-full flex-col items-center justify-center gap-3 bg-gradient-to-b from-night-800 to-night-700 p-6 text-center text-cream"
      role="status"
      data-still-drawing
    >
      <svg className={`h-16 w-16 text-moon-300 ${failed ? '' : 'animate-pulse'}`} viewBox="0 0 64 64" aria-hidden="true">
        <path fill="currentColor" d="M40 8a24 24 0 1 0 16 42A20 20 0 0 1 40 8z" />
        {!failed && (
          <>
            <path fill="currentColor" d="M50 10l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" />
            <circle cx="56" cy="30" r="2" fill="currentColor" />
          </>
        )}
      </svg>
      <p className="text-lg font-extrabold">{failed ? t.rd_drawing_failed : t.rd_drawing}</p>
      {!failed && <p className="text-sm text-moon-300">{t.rd_drawing_hint}</p>}
    </div>
  );
}
