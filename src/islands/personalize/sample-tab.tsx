/**
 * What the Voice and Character Personalization tabs share: the upload form's state and its submit/delete flow, the list
 * section, the upload error with the form-or-quota-warning, and the name field with its count.
 * Each tab keeps its own fields, list items and texts.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { LIMITS } from '../../shared/limits.ts';
import { notify } from '../../lib/stores/notifications.ts';
import { format } from '../../i18n/format.ts';
import { fileError } from './form-rules.ts';
import type { PersonalizeMessages } from './personalize-text.ts';

type UploadState = 'idle' | 'uploading' | 'success' | 'error';

/** What `useSampleUpload` needs from its tab. Read afresh on every render. */
export interface SampleUploadOptions<D> {
  /** Which file rules apply to a picked file. */
  fileKind: 'photo' | 'audio';
  /** The empty form: the first draft and the one after each upload. */
  emptyDraft: () => D;
  /** The draft's field errors (fixed English texts, shown through `say`); empty when valid. */
  errorsOf: (draft: D) => Partial<Record<keyof D, string>>;
  /** Sends the draft and file; rejects with an Error whose message is shown. */
  upload: (draft: D, file: File) => Promise<unknown>;
  /** Any further condition for sending (the voice tab's consent tick); true when omitted. */
  ready?: boolean;
  /** Runs as an upload starts and after it succeeds, for the tab's own state. */
  onStart?: () => void;
  onSuccess?: () => void;
  /** Success notice after an upload, and the notices after a delete (UI language). */
  messages: { uploaded: string; deleted: string; deleteFailed: string };
  /** Shows an English server or rule text in the UI language. */
  say: (text: string) => string;
  /** Refreshes the lists and usage. */
  refresh: () => Promise<void>;
}

/**
 * The upload form's state and actions: the draft and its errors (shown once `touched`), the
 * picked file, the upload's error, `pick`, `submit` and `remove` (a delete followed by a
 * refresh, with a notice either way), and the name field's props bar its texts.
 */
export function useSampleUpload<D extends { name: string }>(options: SampleUploadOptions<D>) {
  const { say, refresh, messages } = options;
  const [draft, setDraft] = useState<D>(options.emptyDraft);
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState(false);
  const [status, setStatus] = useState<UploadState>('idle');
  const [error, setError] = useState<string | null>(null);

  const errors = options.errorsOf(draft);
  const uploading = status === 'uploading';

  function pick(picked: File) {
    const problem = fileError(options.fileKind, picked);
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
    if (!file || options.ready === false || Object.keys(errors).length > 0 || uploading) return;
    setStatus('uploading');
    setError(null);
    options.onStart?.();
    try {
      await options.upload(draft, file);
      setStatus('success');
      setDraft(options.emptyDraft());
      setFile(null);
      setTouched(false);
      options.onSuccess?.();
      notify(messages.uploaded, 'success');
      await refresh();
    } catch (e) {
      const message = say(e instanceof Error ? e.message : 'An error occurred');
      setStatus('error');
      setError(message);
      notify(message, 'error');
    }
  }

  async function remove(deleteSample: () => Promise<void>) {
    try {
      await deleteSample();
      notify(messages.deleted, 'success');
    } catch (e) {
      notify(e instanceof Error ? say(e.message) : messages.deleteFailed, 'error');
    }
    await refresh();
  }

  const nameField = {
    value: draft.name,
    onChange: (name: string) => setDraft({ ...draft, name }),
    onBlur: () => setTouched(true),
    disabled: uploading,
    error: touched && errors.name ? say(errors.name) : undefined,
  };

  return { draft, setDraft, file, touched, errors, uploading, error, pick, submit, remove, nameField };
}

/** A tab's list section: its heading and intro, then the load error, loading, empty or the list. */
export function SampleListSection<T>(props: {
  /** Id of the heading, which names the section. */
  headingId: string;
  texts: { title: string; intro: string; loadError: string; loading: string; empty: string; list: string };
  items: readonly T[] | null;
  loadError: string | null;
  listClassName: string;
  renderItem: (item: T) => ReactNode;
}) {
  const { headingId, texts, items, loadError } = props;
  return (
    <section aria-labelledby={headingId} className="card">
      <h2 id={headingId} className="text-2xl font-extrabold text-night-900">
        {texts.title}
      </h2>
      <p className="mt-1 text-night-700">{texts.intro}</p>
      {loadError && (
        <p role="alert" className="mt-4 rounded-xl bg-rose-50 px-3 py-2 font-bold text-rose-800">
          {format(texts.loadError, { error: loadError })}
        </p>
      )}
      {!items && !loadError && (
        <p className="mt-4 text-night-600" role="status">
          {texts.loading}
        </p>
      )}
      {items && items.length === 0 && <p className="mt-4 text-night-600">{texts.empty}</p>}
      {items && items.length > 0 && (
        <ul className={props.listClassName} aria-label={texts.list}>
          {items.map(props.renderItem)}
        </ul>
      )}
    </section>
  );
}

/** The upload's error, if any, then the form, or at capacity the quota warning instead. */
export function UploadArea({
  error,
  atCapacity,
  quotaWarning,
  children,
}: {
  error: string | null;
  atCapacity: boolean;
  quotaWarning: string;
  children: ReactNode;
}) {
  return (
    <>
      {error && (
        <p role="alert" data-testid="upload-error" className="rounded-2xl border-2 border-rose-300 bg-rose-50 px-4 py-3 font-bold text-rose-800">
          {error}
        </p>
      )}
      {atCapacity ? (
        <p role="status" data-testid="quota-warning" className="rounded-2xl border-2 border-moon-400 bg-moon-300/30 px-4 py-3 font-bold text-night-900">
          {quotaWarning}
        </p>
      ) : (
        children
      )}
    </>
  );
}

/** The form's name field with its error (once touched) and its character count; props from `useSampleUpload().nameField`. */
export function NameField(props: {
  t: PersonalizeMessages;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  placeholder: string;
  disabled: boolean;
  /** The error to show in the UI language, or undefined. */
  error: string | undefined;
}) {
  const { t, value } = props;
  return (
    <label className="block">
      <span className="label">{t.ps_name}</span>
      <input
        className="input"
        value={value}
        onChange={(e) => props.onChange(e.target.value)}
        onBlur={props.onBlur}
        placeholder={props.placeholder}
        disabled={props.disabled}
        aria-invalid={props.error !== undefined}
      />
      <span className="mt-1 flex justify-between text-sm">
        <span className="font-bold text-rose-700">{props.error ?? ''}</span>
        <span className={value.length > LIMITS.nameMaxChars ? 'text-rose-700' : 'text-night-600'}>
          {format(t.ps_char_count, { count: value.length, max: LIMITS.nameMaxChars })}
        </span>
      </span>
    </label>
  );
}
