/**
 * Notifications: a list of toasts shown top right.
 * Auto-dismiss after 3 s, 10 s for a success with a click action, or a custom duration;
 * closable and optionally clickable. Shared by every island and the plain-script toast area.
 */
import { atom } from 'nanostores';
import { LIMITS } from '../../shared/limits.ts';

export type NotificationType = 'info' | 'success' | 'error' | 'warning';

export interface Notification {
  id: string;
  message: string;
  type: NotificationType;
  /** Runs when the toast is clicked (then it closes). */
  onClick?: () => void;
}

export const $notifications = atom<Notification[]>([]);

let counter = 0;
const timers = new Map<string, ReturnType<typeof setTimeout>>();

/** How long a toast stays, in ms. */
export function notificationDuration(type: NotificationType, hasAction: boolean, custom?: number): number {
  if (custom !== undefined) return custom;
  return type === 'success' && hasAction ? LIMITS.notificationWithActionMs : LIMITS.notificationMs;
}

/** Shows a toast; returns its id. */
export function notify(message: string, type: NotificationType = 'info', options: { onClick?: () => void; durationMs?: number } = {}): string {
  const id = `n${Date.now().toString(36)}${(counter++).toString(36)}`;
  $notifications.set([...$notifications.get(), { id, message, type, onClick: options.onClick }]);
  timers.set(
    id,
    setTimeout(() => dismiss(id), notificationDuration(type, Boolean(options.onClick), options.durationMs)),
  );
  return id;
}

/** Closes a toast. */
export function dismiss(id: string): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  $notifications.set($notifications.get().filter((n) => n.id !== id));
}

/** Removes every toast (tests, logout). */
export function clearNotifications(): void {
  for (const id of timers.keys()) dismiss(id);
  $notifications.set([]);
}
