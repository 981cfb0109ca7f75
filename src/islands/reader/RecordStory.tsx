/**
 * "Read it in my own voice" (issue 21 item 2, /stories/{id}/record): the parent walks their
 * story page by page with the voice recorder (countdown, review, re-take: VoiceRecorder.tsx)
 * and each confirmed take is uploaded as that page's recording. The reader then plays their
 * voice instead of the synthetic narration. The voice consent (src/shared/voice-consent.ts) is
 * asked once on this page and sent with every upload.
 */
import { useEffect, useState } from 'react';
import { apiDelete, apiGet, apiPostForm, ApiError } from '../../lib/api.ts';
import { LANGUAGES } from '../../shared/catalog.ts';
import { LIMITS } from '../../shared/limits.ts';
import type { RecordingView, StoryView } from '../../shared/api-types.ts';
import { VOICE_CONSENT_FIELD, VOICE_CONSENT_TEXT, VOICE_CONSENT_VERSION } from '../../shared/voice-consent.ts';
import VoiceRecorder from '../personalize/VoiceRecorder.tsx';
import { formatTime } from './reader-api.ts';

export const RECORD_TEXT = {
  title: 'Read it in my own voice',
  intro: 'Read this page aloud, calmly, the way you would at bedtime. Leave a little pause between sentences.',
  loading: 'Loading Story...',
  recorded: (seconds: number) => `Recorded ✓ (${formatTime(seconds)})`,
  notRecorded: 'Not recorded yet',
  uploading: 'Saving your recording…',
  saved: 'Saved. The reader will play your voice on this page.',
  remove: 'Delete this recording',
  done: 'Done: read the story',
  consentNeeded: 'Please tick the box above before recording.',
} as const;

type Load = { kind: 'loading' } | { kind: 'ready'; story: StoryView } | { kind: 'error'; message: string };

export default function RecordStory({ storyId }: { storyId: string }) {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [index, setIndex] = useState(0);
  const [consent, setConsent] = useState(false);
  const [recordings, setRecordings] = useState<Map<number, RecordingView>>(new Map());
  const [status, setStatus] = useState<{ kind: 'idle' | 'uploading' | 'saved' } | { kind: 'error'; message: string }>({ kind: 'idle' });
  const [recorderKey, setRecorderKey] = useState(0);

  useEffect(() => {
    apiGet<StoryView>(`/v1/stories/private/${encodeURIComponent(storyId)}`, { include_audio: true, include_images: true })
      .then((story) => {
        setLoad({ kind: 'ready', story });
        setRecordings(new Map(story.chunks.flatMap((c) => (c.recording ? [[c.position, c.recording] as const] : []))));
      })
      .catch((error: unknown) => setLoad({ kind: 'error', message: error instanceof Error ? error.message : 'An error occurred' }));
  }, [storyId]);

  if (load.kind === 'loading') return <p className="py-10 text-center font-bold text-night-600" role="status">{RECORD_TEXT.loading}</p>;
  if (load.kind === 'error') {
    return (
      <div className="mx-auto max-w-xl py-10 text-center">
        <p className="text-lg text-night-700" role="alert">{`Sorry, we couldn't load this story: ${load.message}`}</p>
        <a className="btn-primary mt-6" href="/stories">← Back to Stories</a>
      </div>
    );
  }

  const { story } = load;
  const chunk = story.chunks[index];
  const total = story.chunks.length;
  const dir = LANGUAGES.find((l) => l.code === story.language)?.dir ?? 'ltr';
  const recording = chunk ? recordings.get(chunk.position) : undefined;
  const readerHref = `/stories/${story.id}`;

  const go = (next: number) => {
    setIndex(Math.max(0, Math.min(total - 1, next)));
    setStatus({ kind: 'idle' });
    setRecorderKey((k) => k + 1);
  };

  async function upload(file: File) {
    if (!chunk) return;
    setStatus({ kind: 'uploading' });
    const form = new FormData();
    form.append('file', file);
    form.append(VOICE_CONSENT_FIELD, VOICE_CONSENT_VERSION);
    try {
      const saved = await apiPostForm<RecordingView>(`/v1/stories/${story.id}/recordings/${chunk.position}`, form);
      setRecordings((m) => new Map(m).set(chunk.position, saved));
      setStatus({ kind: 'saved' });
      if (index < total - 1) go(index + 1);
    } catch (error) {
      setStatus({ kind: 'error', message: error instanceof ApiError || error instanceof Error ? error.message : 'An error occurred' });
    }
  }

  async function remove() {
    if (!chunk) return;
    try {
      await apiDelete(`/v1/stories/${story.id}/recordings/${chunk.position}`);
      setRecordings((m) => {
        const next = new Map(m);
        next.delete(chunk.position);
        return next;
      });
    } catch (error) {
      setStatus({ kind: 'error', message: error instanceof Error ? error.message : 'An error occurred' });
    }
  }

  return (
    <section className="mx-auto max-w-3xl" data-record-story aria-labelledby="record-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <a href={readerHref} className="btn-ghost !px-4 !py-2 text-sm">← Back to the story</a>
        <p className="text-sm font-bold text-night-600" data-recorded-count>{`${recordings.size} of ${total} pages recorded`}</p>
      </div>
      <h1 id="record-title" className="page-title">{RECORD_TEXT.title}</h1>
      <p className="mt-1 text-lg font-bold text-night-700" dir={dir} lang={story.language}>{story.title}</p>

      <label className="card mt-5 flex items-start gap-3 !p-4 text-night-800">
        <input type="checkbox" className="mt-1 h-5 w-5 shrink-0" checked={consent} onChange={(e) => setConsent(e.currentTarget.checked)} data-record-consent />
        <span>{VOICE_CONSENT_TEXT}</span>
      </label>

      {chunk && (
        <div className="mt-5 space-y-4" data-record-page={index}>
          <div className="flex items-center justify-between gap-3">
            <button type="button" className="btn-ghost !px-4 !py-2 text-sm" onClick={() => go(index - 1)} disabled={index === 0}>← Previous page</button>
            <p className="font-bold text-night-800" aria-live="polite" data-record-indicator>{`Page ${index + 1} of ${total}`}</p>
            <button type="button" className="btn-ghost !px-4 !py-2 text-sm" onClick={() => go(index + 1)} disabled={index === total - 1}>Next page →</button>
          </div>
          <div className="flex flex-wrap items-center gap-3 text-sm font-bold" data-record-status>
            {recording ? (
              <>
                <span className="text-emerald-700">{RECORD_TEXT.recorded(recording.durationSeconds)}</span>
                <audio controls src={recording.signedAudioUrl} className="h-9" data-record-playback />
                <button type="button" className="text-rose-700 underline" onClick={remove}>{RECORD_TEXT.remove}</button>
              </>
            ) : (
              <span className="text-night-600">{RECORD_TEXT.notRecorded}</span>
            )}
          </div>
          {consent ? (
            <VoiceRecorder
              key={`${index}-${recorderKey}`}
              language={story.language}
              title={`Page ${index + 1} of ${total}`}
              intro={RECORD_TEXT.intro}
              passage={chunk.content}
              minSeconds={LIMITS.pageRecordingMinSeconds}
              maxSeconds={LIMITS.pageRecordingMaxSeconds}
              onConfirm={(file) => void upload(file)}
              onLeave={() => window.location.assign(readerHref)}
            />
          ) : (
            <div className="card">
              <p className="text-lg leading-relaxed text-night-900" dir={dir} lang={story.language}>{chunk.content}</p>
              <p className="mt-3 text-sm font-bold text-night-600">{RECORD_TEXT.consentNeeded}</p>
            </div>
          )}
          {status.kind === 'uploading' && <p className="font-bold text-night-600" role="status">{RECORD_TEXT.uploading}</p>}
          {status.kind === 'saved' && <p className="font-bold text-emerald-700" role="status">{RECORD_TEXT.saved}</p>}
          {status.kind === 'error' && <p className="font-bold text-rose-700" role="alert">{status.message}</p>}
        </div>
      )}
      <div className="mt-8 text-center">
        <a href={readerHref} className="btn-accent" data-record-done>{RECORD_TEXT.done}</a>
      </div>
    </section>
  );
}
