/**
 * For the unit tests of the browser trackers that poll and announce with toasts (story progress,
 * video exports): a fake clock and a log of every toast shown.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { $notifications, clearNotifications } from '../../src/lib/stores/notifications.ts';

/**
 * Before each test of the enclosing describe block: fake timers at time 0, no toasts, and an empty
 * log; after each: the log stops and real timers return. Returns the log, every toast shown
 * during the test as [type, message], oldest first (toasts dismiss themselves, so the store alone
 * forgets them). Hooks the caller adds later run after these before a test and before them after.
 */
export function fakeClockAndToasts(): [string, string][] {
  const shown: [string, string][] = [];
  let unlisten: () => void = () => {};
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
    clearNotifications();
    shown.length = 0;
    const seen = new Set<string>();
    unlisten = $notifications.subscribe((list) => {
      for (const n of list) if (!seen.has(n.id)) seen.add(n.id), shown.push([n.type, n.message]);
    });
  });
  afterEach(() => {
    unlisten();
    vi.useRealTimers();
  });
  return shown;
}
