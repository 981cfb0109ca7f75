/**
 * Voice Personalization tab: the list of voice samples, the upload form
 * (with upload progress) and the recorder; at capacity the form and recorder give way to the
 * quota warning.
 */
import { useState } from 'react';
import { LANGUAGES } from '../../shared/catalog.ts';
import DeleteControl from './DeleteControl.tsx';
import FileDrop from './FileDrop.tsx';
import { MicIcon } from './icons.tsx';
import { EMPTY_VOICE, QUOTA_WARNINGS, voiceErrors, voiceFormData, type VoiceDraft } from './form-rules.ts';
import { deleteVoiceSample, uploadVoiceSample, type VoiceSample } from './samples-api.ts';
import VoiceRecorder from './VoiceRecorder.tsx';
import { format } from '../../i18n/format.ts';
import { localHref } from '../../i18n/ui-language.ts';
import { isLocale } from '../../i18n/locales.ts';
import { localizePersonalizeText, type PersonalizeMessages } from './personalize-text.ts';
import { NameField, SampleListSection, UploadArea, useSampleUpload } from './sample-tab.tsx';

interface Props {
  t: PersonalizeMessages;
  /** UI language: Intl formats, and the voice language offered first. */
  locale: string;
  samples: VoiceSample[] | null;
  loadError: string | null;
  atCapacity: boolean;
  /** Refreshes the lists and usage. */
  refresh: () => Promise<void>;
}

const languageName = (code: string) => LANGUAGES.find((l) => l.code === code)?.displayName ?? code;

/** A parent reading the page in German is offered German for the sample first. */
const emptyVoice = (locale: string): VoiceDraft => ({ ...EMPTY_VOICE, language: isLocale(locale) ? locale : EMPTY_VOICE.language });

export default function VoiceTab({ t, locale, samples, loadError, atCapacity, refresh }: Props) {
  const say = (text: string) => localizePersonalizeText(text, t);
  const [progress, setProgress] = useState(0);
  // The voice tab shows a recorder below the form; Back from idle folds it away.
  const [recorderOpen, setRecorderOpen] = useState(true);
  // One tick per sample, whether uploaded or recorded; reset after every upload.
  const [consent, setConsent] = useState(false);
  const { draft, setDraft, file, uploading, error, pick, submit, remove, nameField } = useSampleUpload<VoiceDraft>({
    fileKind: 'audio',
    emptyDraft: () => emptyVoice(locale),
    errorsOf: voiceErrors,
    upload: (d, f) => uploadVoiceSample(voiceFormData(d, f, locale), setProgress),
    ready: consent,
    onStart: () => setProgress(0),
    onSuccess: () => setConsent(false),
    messages: { uploaded: t.ps_voice_success, deleted: t.ps_voice_deleted, deleteFailed: t.ps_voice_delete_failed },
    say,
    refresh,
  });

  return (
    <div className="flex flex-col gap-6">
      <SampleListSection
        headingId="voice-list-title"
        texts={{
          title: t.ps_voices_title,
          intro: t.ps_voices_intro,
          loadError: t.ps_voices_load_error,
          loading: t.ps_voices_loading,
          empty: t.ps_voices_empty,
          list: t.ps_voices_list,
        }}
        items={samples}
        loadError={loadError}
        listClassName="mt-4 flex flex-col gap-3"
        renderItem={(sample) => (
          <li
            key={sample.id}
            className="grid grid-cols-[1fr_auto] items-center gap-3 rounded-2xl border-2 border-night-100 p-3 sm:grid-cols-[1fr_16rem_auto]"
            data-testid="voice-sample-item"
          >
            <div className="col-start-1 row-start-1 flex min-w-0 items-center gap-3">
              <span aria-hidden="true" className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-night-100 text-night-600">
                <MicIcon />
              </span>
              <div className="min-w-0">
                <p className="truncate font-bold text-night-900" translate="no">
                  {sample.name}
                </p>
                <p className="text-sm text-night-600">
                  <span lang={sample.language}>{languageName(sample.language)}</span> ·{' '}
                  {format(t.ps_seconds, {
                    seconds: new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(sample.durationSeconds),
                  })}
                </p>
              </div>
            </div>
            {/* Phones: the player gets its own row; wider screens: between the name and the trash. */}
            <audio
              controls
              preload="none"
              src={sample.signedAudioUrl}
              className="col-span-2 row-start-2 h-10 w-full sm:col-span-1 sm:col-start-2 sm:row-start-1"
              aria-label={format(t.ps_play, { name: sample.name })}
            />
            <div className="col-start-2 row-start-1 justify-self-end sm:col-start-3">
              <DeleteControl
                t={t}
                label={format(t.ps_voice_delete_aria, { name: sample.name })}
                confirmLabel={format(t.ps_voice_delete_confirm_aria, { name: sample.name })}
                onConfirm={() => remove(() => deleteVoiceSample(sample.id))}
              />
            </div>
          </li>
        )}
      />

      <UploadArea error={error && say(error)} atCapacity={atCapacity} quotaWarning={say(QUOTA_WARNINGS.voice)}>
        <>
          <form onSubmit={submit} className="card flex flex-col gap-4" aria-labelledby="voice-form-title" noValidate>
            <h2 id="voice-form-title" className="text-2xl font-extrabold text-night-900">
              {t.ps_voice_form_title}
            </h2>
            <NameField t={t} placeholder={t.ps_voice_name_ph} {...nameField} />
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
              <FileDrop
                id="voice-file"
                accept="audio/*"
                file={file}
                disabled={uploading}
                hint={t.ps_audio_hint}
                touchHint={t.ps_audio_touch_hint}
                onPick={pick}
                t={t}
                locale={locale}
              />
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
      </UploadArea>
    </div>
  );
}
