/**
 * "Read it in my own voice" (/stories/{id}/record): the parent walks their
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
import { voiceConsentFields } from '../../shared/voice-consent.ts';
import VoiceRecorder, { type RecorderChrome } from '../personalize/VoiceRecorder.tsx';
import { formatTime } from './reader-api.ts';
import { format } from '../../i18n/format.ts';
import { localHref } from '../../i18n/ui-language.ts';
import type { LanguageCode } from '../../shared/catalog.ts';
import { formatNumber, pageOf, type ReaderMessages } from './reader-messages.ts';

type Load = { kind: 'loading' } | { kind: 'ready'; story: StoryView } | { kind: 'error'; message: string };

/** `t`: the reader's texts in the page's UI language; `locale`: that language (links, numbers). */
/** `recorder`: the voice recorder's buttons and states in the UI language (the `rec_` messages). */
export default function RecordStory({ storyId, t, locale, recorder }: { storyId: string; t: ReaderMessages; locale: LanguageCode; recorder?: RecorderChrome }) {
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
      .catch((error: unknown) => setLoad({ kind: 'error', message: error instanceof Error ? error.message : t.rd_error_generic }));
  }, [storyId]);

  if (load.kind === 'loading')
    return (
      <p className="py-10 text-center font-bold text-night-600" role="status">
        {t.rd_loading}
      </p>
    );
  if (load.kind === 'error') {
    return (
      <div className="mx-auto max-w-xl py-10 text-center">
        <p className="text-lg text-night-700" role="alert">
          {format(t.rd_error, { message: load.message })}
        </p>
        <a className="btn-primary mt-6" href={localHref('/stories', locale)}>
          {t.rd_back}
        </a>
      </div>
    );
  }

  const { story } = load;
  const chunk = story.chunks[index];
  const total = story.chunks.length;
  const dir = LANGUAGES.find((l) => l.code === story.language)?.dir ?? 'ltr';
  const recording = chunk ? recordings.get(chunk.position) : undefined;
  const readerHref = localHref(`/stories/${story.id}`, locale);

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
    // The consent words on this page are in the UI language: the server records that language.
    for (const [name, value] of Object.entries(voiceConsentFields(locale))) form.append(name, value);
    try {
      const saved = await apiPostForm<RecordingView>(`/v1/stories/${story.id}/recordings/${chunk.position}`, form);
      setRecordings((m) => new Map(m).set(chunk.position, saved));
      setStatus({ kind: 'saved' });
      if (index < total - 1) go(index + 1);
    } catch (error) {
      setStatus({ kind: 'error', message: error instanceof ApiError || error instanceof Error ? error.message : t.rd_error_generic });
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
      setStatus({ kind: 'error', message: error instanceof Error ? error.message : t.rd_error_generic });
    }
  }

  return (
    <section className="mx-auto max-w-3xl" data-record-story aria-labelledby="record-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <a href={readerHref} className="btn-ghost !px-4 !py-2 text-sm">
          {t.rd_back_to_story}
        </a>
        <p className="text-sm font-bold text-night-600" data-recorded-count>
          {format(t.rd_recorded_count, { count: formatNumber(recordings.size, locale), total: formatNumber(total, locale) })}
        </p>
      </div>
      <h1 id="record-title" className="page-title">
        {t.rd_record_title}
      </h1>
      <p className="mt-1 text-lg font-bold text-night-700" dir={dir} lang={story.language}>
        {story.title}
      </p>

      <label className="card mt-5 flex items-start gap-3 !p-4 text-night-800">
        <input type="checkbox" className="mt-1 h-5 w-5 shrink-0" checked={consent} onChange={(e) => setConsent(e.currentTarget.checked)} data-record-consent />
        <span>{t.rd_voice_consent}</span>
      </label>

      {chunk && (
        <div className="mt-5 space-y-4" data-record-page={index}>
          <div className="flex items-center justify-between gap-3">
            <button type="button" className="btn-ghost !px-4 !py-2 text-sm" onClick={() => go(index - 1)} disabled={index === 0}>
              {t.rd_previous_page_button}
            </button>
            <p className="font-bold text-night-800" aria-live="polite" data-record-indicator>
              {pageOf(t, locale, index + 1, total)}
            </p>
            <button type="button" className="btn-ghost !px-4 !py-2 text-sm" onClick={() => go(index + 1)} disabled={index === total - 1}>
              {t.rd_next_page_button}
            </button>
          </div>
          <div className="flex flex-wrap items-center gap-3 text-sm font-bold" data-record-status>
            {recording ? (
              <>
                <span className="text-emerald-700">{format(t.rd_recorded, { time: formatTime(recording.durationSeconds) })}</span>
                <audio controls src={recording.signedAudioUrl} className="h-9" data-record-playback />
                <button type="button" className="text-rose-700 underline" onClick={remove}>
                  {t.rd_remove_recording}
                </button>
              </>
            ) : (
              <span className="text-night-600">{t.rd_not_recorded}</span>
            )}
          </div>
          {consent ? (
            <VoiceRecorder
              key={`${index}-${recorderKey}`}
              language={story.language}
              {...(recorder ? { chrome: recorder } : {})}
              title={pageOf(t, locale, index + 1, total)}
              intro={t.rd_record_intro}
              passage={chunk.content}
              minSeconds={LIMITS.pageRecordingMinSeconds}
              maxSeconds={LIMITS.pageRecordingMaxSeconds}
              onConfirm={(file) => void upload(file)}
              onLeave={() => window.location.assign(readerHref)}
            />
          ) : (
            <div className="card">
              <p className="text-lg leading-relaxed text-night-900" dir={dir} lang={story.language}>
                {chunk.content}
              </p>
              <p className="mt-3 text-sm font-bold text-night-600">{t.rd_consent_needed}</p>
            </div>
          )}
          {status.kind === 'uploading' && (
            <p className="font-bold text-night-600" role="status">
              {t.rd_uploading}
            </p>
          )}
          {status.kind === 'saved' && (
            <p className="font-bold text-emerald-700" role="status">
              {t.rd_saved}
            </p>
          )}
          {status.kind === 'error' && (
            <p className="font-bold text-rose-700" role="alert">
              {status.message}
            </p>
          )}
        </div>
      )}
      <div className="mt-8 text-center">
        <a href={readerHref} className="btn-accent" data-record-done>
          {t.rd_record_done}
        </a>
      </div>
    </section>
  );
}
