/**
 * The polling loop shared by the browser trackers of long server work (story progress, video
 * exports): a persisted list of tracked entries, one check per entry every interval
 * while the list is not empty, and the same reading of each check's outcome. Plain module, no
 * React; what a check means and what is shown stays with each tracker.
 */
import type { ReadableAtom } from 'nanostores';
import { ApiError } from './api.ts';

/** A check's answer when the server no longer has the resource (404: deleted, possibly from another tab). */
export interface NotFound {
  notFound: true;
}

/** The outcome of one check: the tracker's answer, the resource gone, or a failed request (null). */
export type CheckOutcome<A> = A | NotFound | null;

/**
 * Decides what to do after a check (pure). A finished state wins over the timeout, so work that
 * finishes in its last minute is still announced. `finished` names the answer's finished state,
 * or null while the work goes on; a gone resource is 'gone'; otherwise 'timeout' once `timeoutMs`
 * have passed since `entry.createdAt` (epoch ms), else 'continue'.
 */
export function decideCheck<A extends object, D extends string>(
  entry: { createdAt: number },
  result: CheckOutcome<A>,
  nowMs: number,
  timeoutMs: number,
  finished: (answer: A) => D | null,
): D | 'gone' | 'timeout' | 'continue' {
  if (result && 'notFound' in result) return 'gone';
  const decision = result && finished(result);
  if (decision) return decision;
  return nowMs - entry.createdAt >= timeoutMs ? 'timeout' : 'continue';
}

/** What `pollTrackedList` needs from its tracker. */
export interface TrackedListPoller<E, A> {
  /** The persisted list of tracked entries; an entry settled elsewhere leaves it. */
  list: ReadableAtom<readonly E[]>;
  /** The entry's id: one check per id is on its way at a time. */
  idOf: (entry: E) => string;
  /** Asks the server about an entry; rejects with an ApiError (404 = gone) or any other error. */
  fetch: (entry: E) => Promise<A>;
  /** Time between two rounds of checks, in ms. */
  intervalMs: number;
  /** Logged with the id and the error when a check fails other than with 404. */
  failureLog: string;
  /**
   * Whether to check an entry as soon as the list first shows it rather than at the next round;
   * `atStart` is true for the entries present when polling starts.
   */
  checkAtOnce: (entry: E, atStart: boolean) => boolean;
  /** Acts on a check's outcome, called only while the entry is still tracked. */
  settle: (entry: E, result: CheckOutcome<A>) => void;
}

/**
 * Polls the tracked entries of `options.list` every `intervalMs` while the list is not empty.
 * Failed checks are only logged. Returns the function that stops polling.
 */
export function pollTrackedList<E, A>(options: TrackedListPoller<E, A>): () => void {
  const { list, idOf, intervalMs } = options;
  const inFlight = new Set<string>();
  const seen = new Set<string>();
  let atStart = true;
  let timer: ReturnType<typeof setInterval> | null = null;
  const isTracked = (id: string) => list.get().some((e) => idOf(e) === id);

  async function check(entry: E): Promise<void> {
    const id = idOf(entry);
    if (inFlight.has(id)) return;
    inFlight.add(id);
    let result: CheckOutcome<A> = null;
    try {
      result = await options.fetch(entry);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) result = { notFound: true };
      else console.warn(options.failureLog, id, error);
    } finally {
      inFlight.delete(id);
    }
    // Another tab or a delete may have settled this entry while the request was out.
    if (!isTracked(id)) return;
    options.settle(entry, result);
  }

  const tick = () => {
    for (const entry of list.get()) void check(entry);
  };

  const unsubscribe = list.subscribe((entries) => {
    for (const entry of entries) {
      if (seen.has(idOf(entry))) continue;
      seen.add(idOf(entry));
      if (options.checkAtOnce(entry, atStart)) void check(entry);
    }
    atStart = false;
    if (entries.length && !timer) timer = setInterval(tick, intervalMs);
    if (!entries.length && timer) {
      clearInterval(timer);
      timer = null;
    }
  });

  return () => {
    unsubscribe();
    if (timer) clearInterval(timer);
    timer = null;
  };
}
