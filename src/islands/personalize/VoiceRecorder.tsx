/**
 * The voice recorder (SPEC §4 'Voice recorder', §9 'Recording'): idle → countdown 3..0 in
 * 1-second steps → recording, counting up to 30 s and stopping by itself → review with playback
 * at volume 0.5, then Confirm (hands a .webm file to the upload form) or Retake (back to idle).
 * Back from idle ('Close recorder') leaves the recorder; from countdown or recording ('Cancel
 * recording') it resets to idle; in review Retake does that (issue 20: say what the button does). A microphone
 * failure shows an alert and returns to idle. Texts follow the form's language (§9).
 */
import { useEffect, useRef, useState } from 'react';
import { fillTemplate, recorderTexts } from '../../content/recorder-texts.ts';
import { LANGUAGES } from '../../shared/catalog.ts';
import { MicIcon } from './icons.tsx';
import { LIMITS } from '../../shared/limits.ts';

export type RecorderState = 'idle' | 'countdown' | 'recording' | 'review';

export const MIC_ERROR = 'Microphone permission denied or other error occurred.';

interface Props {
  language: string;
  /** Receives the confirmed recording. */
  onConfirm: (file: File) => void;
  /** Back from idle. */
  onLeave: () => void;
  /**
   * Optional, for other uses of the same recorder (issue 21: a parent reading a story page):
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

export default function VoiceRecorder({ language, onConfirm, onLeave, passage, intro, title, minSeconds = LIMITS.voiceMinSeconds, maxSeconds = LIMITS.recordingMaxSeconds }: Props) {
  const t = recorderTexts(language);
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
    window.alert(MIC_ERROR);
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

  // SPEC §9: playback at volume 0.5.
  useEffect(() => {
    if (audio.current) audio.current.volume = LIMITS.playbackVolume;
  }, [recording]);

  const seconds = Math.floor(elapsedMs / 1000);
  const canStop = elapsedMs >= minSeconds * 1000;

  return (
    <section aria-labelledby="recorder-title" className="card" lang={language} dir={dir} data-recorder-state={state}>
      <h3 id="recorder-title" className="flex items-center gap-2 text-xl font-extrabold text-night-900"><MicIcon size={22} className="text-night-600" /> {title ?? t.title}</h3>

      {state === 'idle' && (
        <div className="mt-3 flex flex-col gap-4">
          <p className="text-night-700">{intro ?? fillTemplate(t.intro, { min: LIMITS.voiceMinSeconds, max: LIMITS.voiceMaxSeconds })}</p>
          <blockquote className="rounded-2xl bg-night-50 p-4 text-lg leading-relaxed text-night-900" lang={language} dir={dir}>
            {passage ?? t.passage}
          </blockquote>
          <div className="flex flex-wrap gap-3">
            <button type="button" className="btn-primary" onClick={start}>● {t.start}</button>
            <button type="button" className="btn-ghost" onClick={back}>{t.close}</button>
          </div>
        </div>
      )}

      {state === 'countdown' && (
        <div className="mt-3 flex flex-col items-center gap-3 py-6">
          <p className="font-bold text-night-700">{t.getReady}</p>
          <p className="text-6xl font-extrabold text-night-600" aria-live="assertive" data-testid="countdown">{count}</p>
          <button type="button" className="btn-ghost" onClick={back}>{t.cancel}</button>
        </div>
      )}

      {state === 'recording' && (
        <div className="mt-3 flex flex-col gap-4">
          <p className="flex items-center gap-2 font-bold text-rose-700">
            <span className="inline-block h-3 w-3 animate-pulse rounded-full bg-rose-600" aria-hidden="true" />
            {t.recording} <span data-testid="recording-seconds">{seconds}s / {maxSeconds}s</span>
          </p>
          <div className="h-3 w-full overflow-hidden rounded-full bg-night-100" role="progressbar" aria-valuemin={0} aria-valuemax={maxSeconds} aria-valuenow={seconds} aria-label={t.recording}>
            <div className="h-full rounded-full bg-rose-500 transition-[width]" style={{ width: `${(elapsedMs / (maxSeconds * 1000)) * 100}%` }} />
          </div>
          <blockquote className="rounded-2xl bg-night-50 p-4 text-lg leading-relaxed text-night-900" lang={language} dir={dir}>
            {passage ?? t.passage}
          </blockquote>
          {!canStop && <p className="text-sm text-night-600">{fillTemplate(t.keepGoing, { min: minSeconds })}</p>}
          <div className="flex flex-wrap gap-3">
            <button type="button" className="btn-primary" onClick={stop} disabled={!canStop}>■ {t.stop}</button>
            <button type="button" className="btn-ghost" onClick={back}>{t.cancel}</button>
          </div>
        </div>
      )}

      {state === 'review' && recording && (
        <div className="mt-3 flex flex-col gap-4">
          <p className="font-bold text-night-700">{t.review}</p>
          <audio ref={audio} controls src={recording.url} className="w-full" data-testid="review-audio" />
          <div className="flex flex-wrap gap-3">
            <button type="button" className="btn-primary" onClick={confirm}>✓ {t.confirm}</button>
            <button type="button" className="btn-ghost" onClick={reset}>↺ {t.retake}</button>
          </div>
        </div>
      )}
    </section>
  );
}
