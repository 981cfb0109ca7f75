/**
 * The reader's moon button and sleep timer (behaviour in useWindDown.ts).
 */
import { SLEEP_TIMERS, type SleepTimer, type WindDown } from './useWindDown.ts';
import { format } from '../../i18n/format.ts';
import type { LanguageCode } from '../../shared/catalog.ts';
import { formatNumber, type ReaderMessages } from './reader-messages.ts';

const timerLabel = (timer: SleepTimer, t: ReaderMessages, locale: LanguageCode) =>
  timer === 'end' ? t.rd_timer_end : format(t.rd_timer_minutes, { minutes: formatNumber(timer, locale) });

/**
 * The sleep timer (while wind-down is on) and the 'Sleep tight' note, on the picture's top
 * corner beside the moon button (WindDownToggle), so they cost the phone reader no line of their own.
 */
export function WindDownControls({ windDown, t, locale }: { windDown: WindDown; t: ReaderMessages; locale: LanguageCode }) {
  if (!windDown.on && !windDown.asleep) return null;
  return (
    <div className="flex min-w-0 flex-col items-start gap-2" data-wind-down-controls>
      {windDown.on && (
        <label className="flex items-center gap-2 rounded-full bg-night-900/80 py-1 ps-3 pe-1 text-sm font-bold text-cream">
          <span className="whitespace-nowrap">{t.rd_sleep_timer}</span>
          <select
            className="rounded-full border-0 bg-night-700 px-2 py-1.5 text-cream"
            value={String(windDown.timer)}
            onChange={(e) => windDown.setTimer(e.currentTarget.value === 'end' ? 'end' : (Number(e.currentTarget.value) as SleepTimer))}
            data-sleep-timer
          >
            {SLEEP_TIMERS.map((timer) => (
              <option key={String(timer)} value={String(timer)}>
                {timerLabel(timer, t, locale)}
              </option>
            ))}
          </select>
        </label>
      )}
      {windDown.asleep && (
        <p className="rounded-full bg-night-900/80 px-3 py-1.5 text-sm font-bold text-amber-100" role="status" data-sleep-done>
          {t.rd_sleep_tight}
        </p>
      )}
    </div>
  );
}

/** The moon button: wind-down on or off. On a phone only the moon shows; its name stays for screen readers. */
export function WindDownToggle({ windDown, t }: { windDown: WindDown; t: ReaderMessages }) {
  return (
    <button
      type="button"
      onClick={windDown.toggle}
      aria-pressed={windDown.on}
      className={`flex h-11 shrink-0 items-center gap-2 rounded-full px-2.5 text-sm font-bold transition active:scale-95 sm:px-4 ${windDown.on ? 'bg-amber-200 text-night-900' : 'bg-night-700 text-cream hover:bg-night-600'}`}
      title={t.rd_wind_down_hint}
      data-wind-down-toggle
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
        <path d="M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a8.5 8.5 0 1 0 11.1 11.1z" />
      </svg>
      <span className="max-sm:sr-only">{t.rd_wind_down}</span>
    </button>
  );
}
