/**
 * Voice Personalization tab (SPEC §2 /personalize): the list of voice samples, the upload form
 * (with upload progress) and the recorder; at capacity the form and recorder give way to the
 * SPEC §5 warning.
 */
import { useState, type FormEvent } from 'react';
import { LANGUAGES } from '../../shared/catalog.ts';
import { LIMITS } from '../../shared/limits.ts';
import { VOICE_CONSENT_TEXT } from '../../shared/voice-consent.ts';
import { notify } from '../../lib/stores/notifications.ts';
import DeleteControl from './DeleteControl.tsx';
import FileDrop from './FileDrop.tsx';
import { MicIcon } from './icons.tsx';
import { EMPTY_VOICE, QUOTA_WARNINGS, fileError, voiceErrors, voiceFormData, type VoiceDraft } from './form-rules.ts';
import { deleteVoiceSample, uploadVoiceSample, type VoiceSample } from './samples-api.ts';
import VoiceRecorder from './VoiceRecorder.tsx';

interface Props {
  samples: VoiceSample[] | null;
  loadError: string | null;
  atCapacity: boolean;
  /** Refreshes the lists and usage (SPEC §4 'Upload states'). */
  refresh: () => Promise<void>;
}

type UploadState = 'idle' | 'uploading' | 'success' | 'error';

const languageName = (code: string) => LANGUAGES.find((l) => l.code === code)?.displayName ?? code;

export default function VoiceTab({ samples, loadError, atCapacity, refresh }: Props) {
  const [draft, setDraft] = useState<VoiceDraft>(EMPTY_VOICE);
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
      await uploadVoiceSample(voiceFormData(draft, file), setProgress);
      setStatus('success');
      setDraft(EMPTY_VOICE);
      setFile(null);
      setTouched(false);
      setConsent(false);
      notify('Voice sample uploaded successfully!', 'success');
      await refresh();
    } catch (e) {
      const message = e instanceof Error ? e.message : 'An error occurred';
      setStatus('error');
      setError(message);
      notify(message, 'error');
    }
  }

  async function remove(sample: VoiceSample) {
    try {
      await deleteVoiceSample(sample.id);
      notify('Voice sample deleted successfully!', 'success');
    } catch (e) {
      notify(e instanceof Error ? e.message : 'Failed to delete voice sample', 'error');
    }
    await refresh();
  }

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="voice-list-title" className="card">
        <h2 id="voice-list-title" className="text-2xl font-extrabold text-night-900">Your voice samples</h2>
        <p className="mt-1 text-night-700">
          Stories can be narrated by a voice matched to yours: we measure the pitch and pace of your sample. About 20 to 30 seconds of calm reading is all it takes.
        </p>
        {loadError && <p role="alert" className="mt-4 rounded-xl bg-rose-50 px-3 py-2 font-bold text-rose-800">Error loading voice samples: {loadError}</p>}
        {!samples && !loadError && <p className="mt-4 text-night-600" role="status">Loading your voice samples...</p>}
        {samples && samples.length === 0 && <p className="mt-4 text-night-600">No voice samples yet. Upload or record one below.</p>}
        {samples && samples.length > 0 && (
          <ul className="mt-4 flex flex-col gap-3" aria-label="Voice samples">
            {samples.map((sample) => (
              <li
                key={sample.id}
                className="grid grid-cols-[1fr_auto] items-center gap-3 rounded-2xl border-2 border-night-100 p-3 sm:grid-cols-[1fr_16rem_auto]"
                data-testid="voice-sample-item"
              >
                <div className="col-start-1 row-start-1 flex min-w-0 items-center gap-3">
                  <span aria-hidden="true" className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-night-100 text-night-600"><MicIcon /></span>
                  <div className="min-w-0">
                    <p className="truncate font-bold text-night-900">{sample.name}</p>
                    <p className="text-sm text-night-600">
                      {languageName(sample.language)} · {sample.durationSeconds.toFixed(1)} s
                    </p>
                  </div>
                </div>
                {/* Phones: the player gets its own row; wider screens: between the name and the trash. */}
                <audio controls preload="none" src={sample.signedAudioUrl} className="col-span-2 row-start-2 h-10 w-full sm:col-span-1 sm:col-start-2 sm:row-start-1" aria-label={`Play ${sample.name}`} />
                <div className="col-start-2 row-start-1 justify-self-end sm:col-start-3">
                  <DeleteControl label={`voice sample ${sample.name}`} onConfirm={() => remove(sample)} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      {error && (
        <p role="alert" data-testid="upload-error" className="rounded-2xl border-2 border-rose-300 bg-rose-50 px-4 py-3 font-bold text-rose-800">
          {error}
        </p>
      )}

      {atCapacity ? (
        <p role="status" data-testid="quota-warning" className="rounded-2xl border-2 border-moon-400 bg-moon-300/30 px-4 py-3 font-bold text-night-900">
          {QUOTA_WARNINGS.voice}
        </p>
      ) : (
        <>
          <form onSubmit={submit} className="card flex flex-col gap-4" aria-labelledby="voice-form-title" noValidate>
            <h2 id="voice-form-title" className="text-2xl font-extrabold text-night-900">Upload a voice sample</h2>
            <label className="block">
              <span className="label">Name</span>
              <input
                className="input"
                value={draft.name}
                onChange={(e) => setDraft({ ...draft, name: e.target.value })}
                onBlur={() => setTouched(true)}
                placeholder="e.g. Mom reading"
                disabled={uploading}
                aria-invalid={touched && Boolean(errors.name)}
              />
              <span className="mt-1 flex justify-between text-sm">
                <span className="font-bold text-rose-700">{touched ? errors.name : ''}</span>
                <span className={draft.name.length > LIMITS.nameMaxChars ? 'text-rose-700' : 'text-night-600'}>
                  {draft.name.length}/{LIMITS.nameMaxChars} characters
                </span>
              </span>
            </label>
            <label className="block">
              <span className="label">Language</span>
              <select className="input" value={draft.language} onChange={(e) => setDraft({ ...draft, language: e.target.value })} disabled={uploading}>
                {LANGUAGES.map((l) => (
                  <option key={l.code} value={l.code}>
                    {l.displayName}
                  </option>
                ))}
              </select>
            </label>
            <div>
              <span className="label">Audio file</span>
              <FileDrop id="voice-file" accept="audio/*" file={file} disabled={uploading} hint="Drag & drop a recording here (wav, mp3, ogg, webm, m4a)" touchHint="Tap to choose a recording (wav, mp3, ogg, webm, m4a)" onPick={pick} />
            </div>
            {uploading && (
              <div className="flex items-center gap-3" role="status">
                <div className="h-3 flex-1 overflow-hidden rounded-full bg-night-100">
                  <div className="h-full rounded-full bg-night-600 transition-[width]" style={{ width: `${progress}%` }} />
                </div>
                <span className="w-28 text-right font-bold text-night-700" data-testid="upload-progress">
                  {progress < 100 ? `${progress}%` : 'Checking...'}
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
                {VOICE_CONSENT_TEXT}{' '}
                <a href="/privacy#voice-recordings" className="font-bold underline" target="_blank" rel="noopener">
                  How we keep and delete voices
                </a>
              </span>
            </label>
            <button type="submit" className="btn-primary self-start" disabled={!file || !consent || uploading}>
              {uploading ? `Uploading... ${progress}%` : 'Upload Voice Sample'}
            </button>
          </form>
          {!recorderOpen && (
            <button type="button" className="btn-ghost self-start" onClick={() => setRecorderOpen(true)}>
              <MicIcon size={18} /> Record with microphone
            </button>
          )}
          {recorderOpen && (
            <VoiceRecorder
              language={draft.language}
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
