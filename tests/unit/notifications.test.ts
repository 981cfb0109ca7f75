import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $notifications, clearNotifications, dismiss, notificationDuration, notify } from '../../src/lib/stores/notifications.ts';

describe('notification timings', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    clearNotifications();
    vi.useRealTimers();
  });

  it.each([
    ['info', false, undefined, 3000],
    ['error', false, undefined, 3000],
    ['success', false, undefined, 3000],
    ['success', true, undefined, 10000],
    ['info', true, undefined, 3000],
    ['warning', false, 7000, 7000],
  ] as const)('%s with action=%s and custom=%s stays %i ms', (type, action, custom, ms) => {
    expect(notificationDuration(type, action, custom)).toBe(ms);
  });

  it('auto-dismisses after 3 s', () => {
    notify('Saved', 'info');
    vi.advanceTimersByTime(2999);
    expect($notifications.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($notifications.get()).toHaveLength(0);
  });

  it('a success toast with a click action stays 10 s', () => {
    notify('Your story is ready!', 'success', { onClick: () => {} });
    vi.advanceTimersByTime(9999);
    expect($notifications.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($notifications.get()).toHaveLength(0);
  });

  it('can be closed before its time', () => {
    const id = notify('Oops', 'error');
    dismiss(id);
    expect($notifications.get()).toEqual([]);
  });
});
