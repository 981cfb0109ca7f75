/**
 * The parent's own voice in the reader: when a page has the parent's recording
 * the reader plays it (and highlights with its timings) instead of the synthetic narration; a
 * switch lets the child choose, remembered on this device. On the private reader the owner also
 * finds the way to record ("Read it in my own voice", /stories/{id}/record).
 */
import { persistentJSON } from '@nanostores/persistent';
import type { ReaderChunk } from './reader-api.ts';
import type { SentenceTiming } from '../../shared/read-along.ts';

/** localStorage 'bh-own-voice': play the parent's recordings when there are some (default yes). */
export const $ownVoice = persistentJSON<boolean>('bh-own-voice', true);

export interface PageNarration {
  src: string | null;
  timings: SentenceTiming[] | null;
  /** Seconds, until the file's metadata says. */
  duration: number;
  /** True when this is the parent's recording. */
  own: boolean;
}

/** What the page plays: the parent's recording when wanted and present, else the narrator's. */
export function pickNarration(chunk: ReaderChunk | undefined, ownVoice: boolean): PageNarration {
  if (chunk?.recording && ownVoice) {
    return { src: chunk.recording.signedAudioUrl, timings: chunk.recording.timings, duration: chunk.recording.durationSeconds, own: true };
  }
  return { src: chunk?.signedAudioUrl ?? null, timings: chunk?.timings ?? null, duration: chunk?.audioDurationSeconds ?? 0, own: false };
}

/** The switch between the parent's recordings and the narrator; `label` is "Grown-up’s voice" in the UI language. */
export function OwnVoiceSwitch({ on, onToggle, label }: { on: boolean; onToggle(): void; label: string }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      onClick={onToggle}
      className="flex h-11 items-center gap-2 rounded-full bg-night-700 px-3 text-sm font-bold text-cream transition hover:bg-night-600 active:scale-95 sm:px-4"
      data-own-voice-switch
    >
      <span aria-hidden="true" className={`relative inline-block h-5 w-9 rounded-full transition ${on ? 'bg-moon-400' : 'bg-night-500'}`}>
        <span className={`absolute top-0.5 h-4 w-4 rounded-full bg-white transition-all ${on ? 'start-[1.1rem]' : 'start-0.5'}`} />
      </span>
      <span>{label}</span>
    </button>
  );
}
