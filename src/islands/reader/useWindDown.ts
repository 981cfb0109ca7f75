/**
 * Wind-down mode: a dim warm theme with larger text (reader.css,
 * [data-wind-down]), narration 10% slower (playbackRate 0.9), the next page after a page's
 * narration ends (2 s pause), a sleep timer (end of story, 10, 20, 30 min) that fades the audio
 * out over its last 30 s and then stops, and the screen kept awake while narration plays
 * (Screen Wake Lock API, when the browser has it). Remembered per device (localStorage).
 *
 * Tests shorten the durations through `window.__bhWindDownTiming` (set before the page loads
 * with Playwright's addInitScript); nothing in the product sets it.
 */
import { persistentJSON } from '@nanostores/persistent';
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Sleep timer choice: stop at the end of the story, or after 10, 20 or 30 minutes. */
export type SleepTimer = 'end' | 10 | 20 | 30;
export const SLEEP_TIMERS: readonly SleepTimer[] = ['end', 10, 20, 30];

export interface WindDownSettings {
  on: boolean;
  timer: SleepTimer;
}

/** localStorage 'bh-wind-down': this device's wind-down choice. */
export const $windDown = persistentJSON<WindDownSettings>('bh-wind-down', { on: false, timer: 'end' });

/** Narration speed in wind-down mode (10% slower). */
export const WIND_DOWN_RATE = 0.9;

/** Durations of the mode; tests shrink them (see the module comment). */
export interface WindDownTiming {
  /** Length of one timer "minute", seconds (60). */
  minuteSeconds: number;
  /** Fade-out length before the timer ends, seconds (30). */
  fadeSeconds: number;
  /** Pause between a page's end and the next page, ms (2000). */
  advancePauseMs: number;
}

function timing(): WindDownTiming {
  const override = typeof window === 'undefined' ? undefined : (window as { __bhWindDownTiming?: Partial<WindDownTiming> }).__bhWindDownTiming;
  return { minuteSeconds: 60, fadeSeconds: 30, advancePauseMs: 2000, ...override };
}

export interface WindDownOptions {
  audioRef: RefObject<HTMLAudioElement | null>;
  /** Changes when the reader re-creates its <audio>. */
  mediaKey: unknown;
  /** The page's narration URL (playbackRate is set again for a new source). */
  audioSrc: string | null;
  playing: boolean;
  isLast: boolean;
  /** Turn to the next page and keep narrating. */
  onAdvance(): void;
}

export interface WindDown extends WindDownSettings {
  toggle(): void;
  setTimer(timer: SleepTimer): void;
  /** Call from the <audio>'s ended event. */
  onEnded(): void;
  /** The sleep timer ran out: narration stopped until the next play. */
  asleep: boolean;
  /** 0-1 audio volume the fade has reached (1 = no fade). */
  volume: number;
}

/**
 * A persisted store's value once the island has hydrated, `fallback` before: the server renders
 * without localStorage, so the first client render must match it (no hydration mismatch).
 */
export function useDeviceSetting<T>(store: { get(): T; listen(fn: (value: T) => void): () => void }, fallback: T): T {
  const value = useStore(store as Parameters<typeof useStore>[0]) as T;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? value : fallback;
}

export function useWindDown({ audioRef, mediaKey, audioSrc, playing, isLast, onAdvance }: WindDownOptions): WindDown {
  const settings = useDeviceSetting($windDown, { on: false, timer: 'end' as SleepTimer });
  const { on, timer } = settings;
  const [asleep, setAsleep] = useState(false);
  const [volume, setVolume] = useState(1);
  const deadline = useRef<number | null>(null);
  const advance = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onAdvanceRef = useRef(onAdvance);
  onAdvanceRef.current = onAdvance;

  const cancelAdvance = () => {
    if (advance.current) clearTimeout(advance.current);
    advance.current = null;
  };

  // Slower narration, also for each new page's source.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const rate = on ? WIND_DOWN_RATE : 1;
    audio.defaultPlaybackRate = rate;
    audio.playbackRate = rate;
  }, [audioRef, mediaKey, audioSrc, on]);

  // The whole page dims with the reader.
  useEffect(() => {
    if (on) document.documentElement.dataset.windDown = '';
    else delete document.documentElement.dataset.windDown;
    return () => {
      delete document.documentElement.dataset.windDown;
    };
  }, [on]);

  // A new choice starts the timer afresh.
  useEffect(() => {
    deadline.current = null;
    setAsleep(false);
    setVolume(1);
    if (audioRef.current) audioRef.current.volume = 1;
    if (!on) cancelAdvance();
  }, [on, timer, audioRef]);

  // Start the timer at the first play; pressing play after it ran out starts a new one.
  useEffect(() => {
    if (!on || !playing) return;
    if (asleep) {
      setAsleep(false);
      deadline.current = null;
    }
    if (timer !== 'end' && deadline.current === null) deadline.current = Date.now() + timer * timing().minuteSeconds * 1000;
  }, [on, playing, timer, asleep]);

  // Fade and stop: every 200 ms while narration plays in wind-down mode.
  useEffect(() => {
    if (!on || !playing) return;
    const { fadeSeconds } = timing();
    const tick = () => {
      const audio = audioRef.current;
      if (!audio) return;
      let remaining: number | null = null;
      if (timer === 'end') {
        if (isLast && Number.isFinite(audio.duration)) remaining = (audio.duration - audio.currentTime) / audio.playbackRate;
      } else if (deadline.current !== null) {
        remaining = (deadline.current - Date.now()) / 1000;
      }
      if (remaining === null || remaining > fadeSeconds) {
        if (audio.volume !== 1) audio.volume = 1;
        setVolume(1);
        return;
      }
      const level = Math.max(0, Math.min(1, remaining / fadeSeconds));
      audio.volume = level;
      setVolume(level);
      if (timer !== 'end' && remaining <= 0) {
        cancelAdvance();
        audio.pause();
        setAsleep(true);
      }
    };
    tick();
    const id = setInterval(tick, 200);
    return () => clearInterval(id);
  }, [on, playing, timer, isLast, audioRef]);

  // After sleeping, the next play starts at full volume.
  useEffect(() => {
    if (!asleep) return;
    const audio = audioRef.current;
    if (audio) audio.volume = 1;
  }, [asleep, audioRef]);

  // The screen stays awake while narration plays.
  useEffect(() => {
    if (!on || !playing || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let released = false;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock
        .request('screen')
        .then((sentinel) => {
          if (released) void sentinel.release();
          else lock = sentinel;
        })
        .catch(() => {});
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      released = true;
      document.removeEventListener('visibilitychange', request);
      void lock?.release().catch(() => {});
    };
  }, [on, playing]);

  useEffect(() => cancelAdvance, [mediaKey, audioSrc]);

  const onEnded = useCallback(() => {
    if (!on || isLast || asleep) return;
    cancelAdvance();
    advance.current = setTimeout(() => {
      advance.current = null;
      onAdvanceRef.current();
    }, timing().advancePauseMs);
  }, [on, isLast, asleep]);

  return {
    on,
    timer,
    asleep,
    volume,
    onEnded,
    toggle: () => $windDown.set({ ...$windDown.get(), on: !$windDown.get().on }),
    setTimer: (next) => $windDown.set({ ...$windDown.get(), timer: next }),
  };
}
