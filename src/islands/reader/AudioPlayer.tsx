/**
 * The page's narration controls: one big play/pause button, the time
 * as m:ss and a seek slider. The <audio> element itself belongs to the reader, which keeps it
 * across page turns so narration can continue on the next page.
 */
import { formatTime } from './reader-api.ts';
import { format } from '../../i18n/format.ts';
import type { ReaderMessages } from './reader-messages.ts';

export interface AudioPlayerProps {
  playing: boolean;
  /** Seconds. */
  currentTime: number;
  /** Seconds; the stored duration until the file's metadata arrives. */
  duration: number;
  onToggle(): void;
  onSeek(seconds: number): void;
  /** The reader's texts in the UI language. */
  t: ReaderMessages;
}

export function AudioPlayer({ playing, currentTime, duration, onToggle, onSeek, t }: AudioPlayerProps) {
  const max = Math.max(duration, 0.1);
  return (
    <div className="flex items-center gap-2 rounded-2xl bg-night-50 p-1.5 pe-3 ring-1 ring-night-100 sm:gap-3 sm:p-2 sm:pe-4" data-audio-player>
      <button
        type="button"
        onClick={onToggle}
        className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-moon-400 sm:h-14 sm:w-14 text-night-900 shadow-sm transition hover:bg-moon-500 active:scale-95"
        aria-label={playing ? t.rd_pause : t.rd_play}
        aria-pressed={playing}
        data-audio-toggle
      >
        {playing ? (
          <svg aria-hidden="true" width="26" height="26" viewBox="0 0 24 24" fill="currentColor">
            <rect x="6" y="5" width="4" height="14" rx="1.2" />
            <rect x="14" y="5" width="4" height="14" rx="1.2" />
          </svg>
        ) : (
          <svg aria-hidden="true" width="26" height="26" viewBox="0 0 24 24" fill="currentColor">
            <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.2-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
          </svg>
        )}
      </button>
      <div className="min-w-0 flex-1">
        <input
          type="range"
          min={0}
          max={max}
          step={0.1}
          value={Math.min(currentTime, max)}
          onChange={(e) => onSeek(Number(e.currentTarget.value))}
          className="h-2 w-full cursor-pointer accent-night-600"
          aria-label={t.rd_seek}
          aria-valuetext={format(t.rd_time_of, { current: formatTime(currentTime), total: formatTime(duration) })}
          data-audio-seek
        />
        {/* The slider tells screen readers "0:12 of 1:30" in the UI language (aria-valuetext). */}
        <div className="mt-1 flex justify-between text-sm font-bold tabular-nums text-night-600" aria-hidden="true">
          <span data-audio-current>{formatTime(currentTime)}</span>
          <span data-audio-duration>{formatTime(duration)}</span>
        </div>
      </div>
    </div>
  );
}
