/**
 * The voice recorder: idle → countdown 3..0 in
 * 1-second steps → recording, counting up to 30 s and stopping by itself → review with playback
 * at volume 0.5, then Confirm (hands a .webm file to the upload form) or Retake (back to idle).
 * Back from idle ('Close recorder') leaves the recorder; from countdown or recording ('Cancel
 * recording') it resets to idle; in review Retake does that (say what the button does). A microphone
 * failure shows an alert and returns to idle.
 *
 * Languages: with `chrome` (the UI messages of /personalize) the buttons and
 * states speak the page's language while the passage to read aloud follows the language chosen
 * for the sample; without it (other uses) everything follows `language`, falling back to English.
 */
import { useEffect, useRef, useState } from 'react';
import { fillTemplate, recorderTexts } from '../../content/recorder-texts.ts';
import { LANGUAGES } from '../../shared/catalog.ts';
import { MicIcon } from './icons.tsx';
import { LIMITS } from '../../shared/limits.ts';
import { format } from '../../i18n/format.ts';
import type { IslandMessages } from '../../i18n/messages.ts';

export type RecorderState = 'idle' | 'countdown' | 'recording' | 'review';

export const MIC_ERROR = 'Microphone permission denied or other error occurred.';

/** The recorder's chrome in the UI language (the `rec_` messages). */
export type RecorderChrome = IslandMessages<'rec_'>;

/** The chrome of `language` from recorder-texts.ts, as `rec_` templates (for callers without UI messages). */
function chromeOf(language: string): RecorderChrome {
  const r = recorderTexts(language);
  return {
    rec_title: r.title,
    rec_intro: r.intro,
    rec_start: r.start,
    rec_get_ready: r.getReady,
    rec_recording: r.recording,
    rec_stop: r.stop,
    rec_keep_going: r.keepGoing,
    rec_review: r.review,
    rec_confirm: r.confirm,
    rec_retake: r.retake,
    rec_close: r.close,
    rec_cancel: r.cancel,
    rec_mic_error: MIC_ERROR,
    rec_elapsed: '{seconds}s / {max}s',
  };
}

interface Props {
  /** Language of the passage to read (the voice sample's language), a story language code. */
  language: string;
  /** Buttons, states and intro in the UI language; default: those of `language` (recorder-texts.ts). */
  chrome?: RecorderChrome;
  /** Receives the confirmed recording. */
  onConfirm: (file: File) => void;
  /** Back from idle. */
  onLeave: () => void;
  /**
   * Optional, for other uses of the same recorder (a parent reading a story page):
   * the text to read instead of the voice-sample passage, the intro above it, the title, and the
   * shortest and longest recording in seconds (default: the voice-sample rules, 20-30 s).
   */
  passage?: string;
  intro?: string;
  title?: string;
  minSeconds?: number;
  maxSeconds?: number;
}

function pickMimeType(): string | undefined {
  if (typeof MediaRecorder === 'undefined') return undefined;
  return ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'].find((t) => MediaRecorder.isTypeSupported(t));
}

function extensionFor(type: string): string {
  if (type.includes('ogg')) return 'ogg';
  if (type.includes('mp4')) return 'm4a';
  return 'webm';
}

export default function VoiceRecorder({
  language,
  chrome,
  onConfirm,
  onLeave,
  passage,
  intro,
  title,
  minSeconds = LIMITS.voiceMinSeconds,
  maxSeconds = LIMITS.recordingMaxSeconds,
}: Props) {
  const t = chrome ?? chromeOf(language);
  const reading = recorderTexts(language);
  const dir = LANGUAGES.find((l) => l.code === language)?.dir ?? 'ltr';
  const [state, setState] = useState<RecorderState>('idle');
  const [count, setCount] = useState<number>(LIMITS.recordingCountdownSeconds);
  const [elapsedMs, setElapsedMs] = useState(0);
  const [recording, setRecording] = useState<{ blob: Blob; url: string } | null>(null);

  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timers = useRef<ReturnType<typeof setInterval>[]>([]);
  const audio = useRef<HTMLAudioElement | null>(null);
  // Set when a reset interrupts a recording: its data must not reach review.
  const discard = useRef(false);

  const clearTimers = () => {
    for (const id of timers.current) clearInterval(id);
    timers.current = [];
  };
  const releaseMic = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  };

  function reset() {
    clearTimers();
    discard.current = true;
    if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
    recorder.current = null;
    releaseMic();
    setRecording((previous) => {
      if (previous) URL.revokeObjectURL(previous.url);
      return null;
    });
    setElapsedMs(0);
    setCount(LIMITS.recordingCountdownSeconds);
    setState('idle');
  }

  useEffect(() => () => reset(), []); // eslint-disable-line react-hooks/exhaustive-deps

  function fail(error: unknown) {
    console.warn('Recorder error', error);
    reset();
    window.alert(t.rec_mic_error);
  }

  async function start() {
    discard.current = false;
    try {
      if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') throw new Error('No recording support');
      // Ask first: a permission prompt in the middle of the countdown would eat the count.
      stream.current = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
    } catch (error) {
      fail(error);
      return;
    }
    setState('countdown');
    setCount(LIMITS.recordingCountdownSeconds);
    let remaining = LIMITS.recordingCountdownSeconds;
    const tick = setInterval(() => {
      remaining -= 1;
      setCount(Math.max(0, remaining));
      if (remaining <= 0) {
        clearTimers();
        record();
      }
    }, 1000);
    timers.current.push(tick);
  }

  function record() {
    if (!stream.current) return;
    let media: MediaRecorder;
    try {
      const mimeType = pickMimeType();
      media = new MediaRecorder(stream.current, mimeType ? { mimeType } : undefined);
    } catch (error) {
      fail(error);
      return;
    }
    const chunks: Blob[] = [];
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onerror = (event) => fail(event);
    media.onstop = () => {
      clearTimers();
      releaseMic();
      if (discard.current) return;
      const blob = new Blob(chunks, { type: media.mimeType || 'audio/webm' });
      setRecording({ blob, url: URL.createObjectURL(blob) });
      setState('review');
    };
    media.onstart = () => {
      const startedAt = performance.now();
      const tick = setInterval(() => {
        const ms = performance.now() - startedAt;
        setElapsedMs(Math.min(ms, maxSeconds * 1000));
        if (ms >= maxSeconds * 1000 && media.state === 'recording') media.stop();
      }, 100);
      timers.current.push(tick);
    };
    recorder.current = media;
    setElapsedMs(0);
    setState('recording');
    media.start();
  }

  function stop() {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }

  function confirm() {
    if (!recording) return;
    const type = recording.blob.type || 'audio/webm';
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    onConfirm(new File([recording.blob], `recording-${stamp}.${extensionFor(type)}`, { type }));
    reset();
  }

  function back() {
    if (state === 'idle') onLeave();
    else reset();
  }

  // Playback at volume 0.5.
  useEffect(() => {
    if (audio.current) audio.current.volume = LIMITS.playbackVolume;
  }, [recording]);

  const seconds = Math.floor(elapsedMs / 1000);
  const canStop = elapsedMs >= minSeconds * 1000;

  return (
    <section aria-labelledby="recorder-title" className="card" lang={chrome ? undefined : language} dir={chrome ? undefined : dir} data-recorder-state={state}>
      <h3 id="recorder-title" className="flex items-center gap-2 text-xl font-extrabold text-night-900">
        <MicIcon size={22} className="text-night-600" /> {title ?? t.rec_title}
      </h3>

      {state === 'idle' && (
        <div className="mt-3 flex flex-col gap-4">
          <p className="text-night-700">{intro ?? fillTemplate(t.rec_intro, { min: LIMITS.voiceMinSeconds, max: LIMITS.voiceMaxSeconds })}</p>
          <blockquote className="rounded-2xl bg-night-50 p-4 text-lg leading-relaxed text-night-900" lang={language} dir={dir}>
            {passage ?? reading.passage}
          </blockquote>
          <div className="flex flex-wrap gap-3">
            <button type="button" className="btn-primary" onClick={start}>
              ● {t.rec_start}
            </button>
            <button type="button" className="btn-ghost" onClick={back}>
              {t.rec_close}
            </button>
          </div>
        </div>
      )}

      {state === 'countdown' && (
        <div className="mt-3 flex flex-col items-center gap-3 py-6">
          <p className="font-bold text-night-700">{t.rec_get_ready}</p>
          <p className="text-6xl font-extrabold text-night-600" aria-live="assertive" data-testid="countdown">
            {count}
          </p>
          <button type="button" className="btn-ghost" onClick={back}>
            {t.rec_cancel}
          </button>
        </div>
      )}

      {state === 'recording' && (
        <div className="mt-3 flex flex-col gap-4">
          <p className="flex items-center gap-2 font-bold text-rose-700">
            <span className="inline-block h-3 w-3 animate-pulse rounded-full bg-rose-600" aria-hidden="true" />
            {t.rec_recording} <span data-testid="recording-seconds">{format(t.rec_elapsed, { seconds, max: maxSeconds })}</span>
          </p>
          <div
            className="h-3 w-full overflow-hidden rounded-full bg-night-100"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={maxSeconds}
            aria-valuenow={seconds}
            aria-label={t.rec_recording}
          >
            <div className="h-full rounded-full bg-rose-500 transition-[width]" style={{ width: `${(elapsedMs / (maxSeconds * 1000)) * 100}%` }} />
          </div>
          <blockquote className="rounded-2xl bg-night-50 p-4 text-lg leading-relaxed text-night-900" lang={language} dir={dir}>
            {passage ?? reading.passage}
          </blockquote>
          {!canStop && <p className="text-sm text-night-600">{fillTemplate(t.rec_keep_going, { min: minSeconds })}</p>}
          <div className="flex flex-wrap gap-3">
            <button type="button" className="btn-primary" onClick={stop} disabled={!canStop}>
              ■ {t.rec_stop}
            </button>
            <button type="button" className="btn-ghost" onClick={back}>
              {t.rec_cancel}
            </button>
          </div>
        </div>
      )}

      {state === 'review' && recording && (
        <div className="mt-3 flex flex-col gap-4">
          <p className="font-bold text-night-700">{t.rec_review}</p>
          <audio ref={audio} controls src={recording.url} className="w-full" data-testid="review-audio" />
          <div className="flex flex-wrap gap-3">
            <button type="button" className="btn-primary" onClick={confirm}>
              ✓ {t.rec_confirm}
            </button>
            <button type="button" className="btn-ghost" onClick={reset}>
              ↺ {t.rec_retake}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
