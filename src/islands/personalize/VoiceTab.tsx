/**
 * Voice Personalization tab (SPEC §2 /personalize): the list of voice samples, the upload form
 * (with upload progress) and the recorder; at capacity the form and recorder give way to the
 * SPEC §5 warning.
 */
import { useState, type FormEvent } from 'react';
import { LANGUAGES } from '../../shared/catalog.ts';
import { LIMITS } from '../../shared/limits.ts';
import { notify } from '../../lib/stores/notifications.ts';
import DeleteControl from './DeleteControl.tsx';
import FileDrop from './FileDrop.tsx';
import { MicIcon } from './icons.tsx';
import { EMPTY_VOICE, QUOTA_WARNINGS, fileError, voiceErrors, voiceFormData, type VoiceDraft } from './form-rules.ts';
import { deleteVoiceSample, uploadVoiceSample, type VoiceSample } from './samples-api.ts';
import VoiceRecorder from './VoiceRecorder.tsx';
import { format } from '../../i18n/format.ts';
import { localHref } from '../../i18n/ui-language.ts';
import { isLocale } from '../../i18n/locales.ts';
import { localizePersonalizeText, type PersonalizeMessages } from './personalize-text.ts';

interface Props {
  t: PersonalizeMessages;
  /** UI language: Intl formats, and the voice language offered first. */
  locale: string;
  samples: VoiceSample[] | null;
  loadError: string | null;
  atCapacity: boolean;
  /** Refreshes the lists and usage (SPEC §4 'Upload states'). */
  refresh: () => Promise<void>;
}

type UploadState = 'idle' | 'uploading' | 'success' | 'error';

const languageName = (code: string) => LANGUAGES.find((l) => l.code === code)?.displayName ?? code;

/** Issue 23: a parent reading the page in German is offered German for the sample first. */
const emptyVoice = (locale: string): VoiceDraft => ({ ...EMPTY_VOICE, language: isLocale(locale) ? locale : EMPTY_VOICE.language });

export default function VoiceTab({ t, locale, samples, loadError, atCapacity, refresh }: Props) {
  const say = (text: string) => localizePersonalizeText(text, t);
  const [draft, setDraft] = useState<VoiceDraft>(() => emptyVoice(locale));
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState(false);
  const [status, setStatus] = useState<UploadState>('idle');
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  // SPEC §2: the voice tab shows a recorder below the form; Back from idle folds it away.
  const [recorderOpen, setRecorderOpen] = useState(true);
  // Issue 17.7: one tick per sample, whether uploaded or recorded; reset after every upload.
  const [consent, setConsent] = useState(false);

  const errors = voiceErrors(draft);
  const uploading = status === 'uploading';

  function pick(picked: File) {
    const problem = fileError('audio', picked);
    if (problem) {
      setFile(null);
      setError(problem);
      setStatus('error');
      return;
    }
    setFile(picked);
    setError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!file || !consent || Object.keys(errors).length > 0 || uploading) return;
    setStatus('uploading');
    setError(null);
    setProgress(0);
    try {
      await uploadVoiceSample(voiceFormData(draft, file, locale), setProgress);
      setStatus('success');
      setDraft(emptyVoice(locale));
      setFile(null);
      setTouched(false);
      setConsent(false);
      notify(t.ps_voice_success, 'success');
      await refresh();
    } catch (e) {
      const message = say(e instanceof Error ? e.message : 'An error occurred');
      setStatus('error');
      setError(message);
      notify(message, 'error');
    }
  }

  async function remove(sample: VoiceSample) {
    try {
      await deleteVoiceSample(sample.id);
      notify(t.ps_voice_deleted, 'success');
    } catch (e) {
      notify(e instanceof Error ? say(e.message) : t.ps_voice_delete_failed, 'error');
    }
    await refresh();
  }

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="voice-list-title" className="card">
        <h2 id="voice-list-title" className="text-2xl font-extrabold text-night-900">{t.ps_voices_title}</h2>
        <p className="mt-1 text-night-700">{t.ps_voices_intro}</p>
        {loadError && <p role="alert" className="mt-4 rounded-xl bg-rose-50 px-3 py-2 font-bold text-rose-800">{format(t.ps_voices_load_error, { error: loadError })}</p>}
        {!samples && !loadError && <p className="mt-4 text-night-600" role="status">{t.ps_voices_loading}</p>}
        {samples && samples.length === 0 && <p className="mt-4 text-night-600">{t.ps_voices_empty}</p>}
        {samples && samples.length > 0 && (
          <ul className="mt-4 flex flex-col gap-3" aria-label={t.ps_voices_list}>
            {samples.map((sample) => (
              <li
                key={sample.id}
                className="grid grid-cols-[1fr_auto] items-center gap-3 rounded-2xl border-2 border-night-100 p-3 sm:grid-cols-[1fr_16rem_auto]"
                data-testid="voice-sample-item"
              >
                <div className="col-start-1 row-start-1 flex min-w-0 items-center gap-3">
                  <span aria-hidden="true" className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-night-100 text-night-600"><MicIcon /></span>
                  <div className="min-w-0">
                    <p className="truncate font-bold text-night-900" translate="no">{sample.name}</p>
                    <p className="text-sm text-night-600">
                      <span lang={sample.language}>{languageName(sample.language)}</span> ·{' '}
                      {format(t.ps_seconds, { seconds: new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(sample.durationSeconds) })}
                    </p>
                  </div>
                </div>
                {/* Phones: the player gets its own row; wider screens: between the name and the trash. */}
                <audio controls preload="none" src={sample.signedAudioUrl} className="col-span-2 row-start-2 h-10 w-full sm:col-span-1 sm:col-start-2 sm:row-start-1" aria-label={format(t.ps_play, { name: sample.name })} />
                <div className="col-start-2 row-start-1 justify-self-end sm:col-start-3">
                  <DeleteControl t={t} label={format(t.ps_voice_delete_aria, { name: sample.name })} confirmLabel={format(t.ps_voice_delete_confirm_aria, { name: sample.name })} onConfirm={() => remove(sample)} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      {error && (
        <p role="alert" data-testid="upload-error" className="rounded-2xl border-2 border-rose-300 bg-rose-50 px-4 py-3 font-bold text-rose-800">
          {say(error)}
        </p>
      )}

      {atCapacity ? (
        <p role="status" data-testid="quota-warning" className="rounded-2xl border-2 border-moon-400 bg-moon-300/30 px-4 py-3 font-bold text-night-900">
          {say(QUOTA_WARNINGS.voice)}
        </p>
      ) : (
        <>
          <form onSubmit={submit} className="card flex flex-col gap-4" aria-labelledby="voice-form-title" noValidate>
            <h2 id="voice-form-title" className="text-2xl font-extrabold text-night-900">{t.ps_voice_form_title}</h2>
            <label className="block">
              <span className="label">{t.ps_name}</span>
              <input
                className="input"
                value={draft.name}
                onChange={(e) => setDraft({ ...draft, name: e.target.value })}
                onBlur={() => setTouched(true)}
                placeholder={t.ps_voice_name_ph}
                disabled={uploading}
                aria-invalid={touched && Boolean(errors.name)}
              />
              <span className="mt-1 flex justify-between text-sm">
                <span className="font-bold text-rose-700">{touched && errors.name ? say(errors.name) : ''}</span>
                <span className={draft.name.length > LIMITS.nameMaxChars ? 'text-rose-700' : 'text-night-600'}>
                  {format(t.ps_char_count, { count: draft.name.length, max: LIMITS.nameMaxChars })}
                </span>
              </span>
            </label>
            <label className="block">
              <span className="label">{t.ps_language}</span>
              <select className="input" value={draft.language} onChange={(e) => setDraft({ ...draft, language: e.target.value })} disabled={uploading}>
                {LANGUAGES.map((l) => (
                  <option key={l.code} value={l.code} lang={l.code}>
                    {l.displayName}
                  </option>
                ))}
              </select>
            </label>
            <div>
              <span className="label">{t.ps_audio_file}</span>
              <FileDrop id="voice-file" accept="audio/*" file={file} disabled={uploading} hint={t.ps_audio_hint} touchHint={t.ps_audio_touch_hint} onPick={pick} t={t} locale={locale} />
            </div>
            {uploading && (
              <div className="flex items-center gap-3" role="status">
                <div className="h-3 flex-1 overflow-hidden rounded-full bg-night-100">
                  <div className="h-full rounded-full bg-night-600 transition-[width]" style={{ width: `${progress}%` }} />
                </div>
                <span className="w-28 text-end font-bold text-night-700" data-testid="upload-progress">
                  {progress < 100 ? new Intl.NumberFormat(locale, { style: 'percent' }).format(progress / 100) : t.ps_checking}
                </span>
              </div>
            )}
            <label className="flex items-start gap-3 rounded-2xl border-2 border-night-100 bg-night-50 p-3">
              <input
                type="checkbox"
                className="mt-1 h-5 w-5 shrink-0 accent-night-600"
                checked={consent}
                onChange={(e) => setConsent(e.target.checked)}
                disabled={uploading}
                data-testid="voice-consent"
              />
              <span className="text-night-800">
                {/* The words agreed to are VOICE_CONSENT_TEXT (versioned), shown and recorded in the UI language. */}
                {t.ps_consent}{' '}
                <a href={`${localHref('/privacy')}#voice-recordings`} className="font-bold underline" target="_blank" rel="noopener">
                  {t.ps_consent_link}
                </a>
              </span>
            </label>
            <button type="submit" className="btn-primary self-start" disabled={!file || !consent || uploading}>
              {uploading ? format(t.ps_voice_uploading, { progress }) : t.ps_voice_submit}
            </button>
          </form>
          {!recorderOpen && (
            <button type="button" className="btn-ghost self-start" onClick={() => setRecorderOpen(true)}>
              <MicIcon size={18} /> {t.ps_record_open}
            </button>
          )}
          {recorderOpen && (
            <VoiceRecorder
              language={draft.language}
              chrome={t}
              onLeave={() => setRecorderOpen(false)}
              onConfirm={(recorded) => {
                pick(recorded);
                setRecorderOpen(false);
                document.getElementById('voice-form-title')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              }}
            />
          )}
        </>
      )}
    </div>
  );
}
