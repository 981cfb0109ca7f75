/**
 * 'Share Your Feedback' modal:
 * e-mail prefilled and locked when signed in, category, text; closes 1.5 s after success.
 */
import { useEffect, useRef, useState } from 'react';
import { apiPost } from '../../lib/api.ts';
import { readStoredAuth } from '../../lib/stores/auth.ts';
import { notify } from '../../lib/stores/notifications.ts';
import type { IslandMessages } from '../../i18n/messages.ts';

/** The modal's texts in the page's language (FeedbackButton.astro writes them into the page). */
export type FeedbackMessages = IslandMessages<'fb_' | 'common_'>;

export const FEEDBACK_CATEGORIES = ['General', 'Bug Report', 'Feature Request', 'Story Quality', 'Billing'] as const;
/** Each category's label key; the value sent stays the English name (read by the team). */
const CATEGORY_LABEL = {
  General: 'fb_cat_general',
  'Bug Report': 'fb_cat_bug',
  'Feature Request': 'fb_cat_feature',
  'Story Quality': 'fb_cat_quality',
  Billing: 'fb_cat_billing',
} as const;

type Status = 'idle' | 'submitting' | 'success' | 'error';

export default function FeedbackModal({ onClose, t }: { onClose: () => void; t: FeedbackMessages }) {
  const known = readStoredAuth()?.user.email ?? '';
  const [email, setEmail] = useState(known);
  const [category, setCategory] = useState('');
  const [text, setText] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState('');
  const dialog = useRef<HTMLDialogElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    dialog.current?.showModal();
    return () => clearTimeout(closeTimer.current);
  }, []);

  const canSubmit = email.trim() !== '' && category !== '' && text.trim() !== '' && status !== 'submitting';

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    if (!canSubmit) return;
    setStatus('submitting');
    setError('');
    try {
      await apiPost('/v1/feedback', { text: text.trim(), category, email: email.trim() });
      setStatus('success');
      setText('');
      setCategory('');
      notify(t.fb_success, 'success');
      // The modal closes 1.5 s after success.
      closeTimer.current = setTimeout(onClose, 1500);
    } catch {
      setStatus('error');
      setError(t.fb_error);
    }
  }

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="feedback-title"
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-3xl p-0 shadow-2xl backdrop:bg-night-900/50"
    >
      <form onSubmit={submit} className="flex flex-col gap-4 p-6">
        <div className="flex items-center justify-between">
          <h2 id="feedback-title" className="text-2xl font-extrabold text-night-900">
            {t.fb_title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="rounded-full px-2 text-2xl leading-none text-night-500 hover:text-night-900"
            aria-label={t.common_close}
          >
            ×
          </button>
        </div>
        <label className="block">
          <span className="label">{t.fb_email}</span>
          <input
            className="input disabled:bg-night-50"
            type="email"
            required
            value={email}
            disabled={Boolean(known)}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        <label className="block">
          <span className="label">{t.fb_category}</span>
          <select className="input" required value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="">{t.fb_choose}</option>
            {FEEDBACK_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t[CATEGORY_LABEL[c]]}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="label">{t.fb_text}</span>
          <textarea className="input min-h-32" required value={text} onChange={(e) => setText(e.target.value)} placeholder={t.fb_placeholder} />
        </label>
        {status === 'error' && (
          <p role="alert" className="rounded-xl bg-rose-50 px-3 py-2 text-sm font-bold text-rose-800">
            {error}
          </p>
        )}
        {status === 'success' && (
          <p role="status" className="rounded-xl bg-emerald-50 px-3 py-2 text-sm font-bold text-emerald-800">
            {t.fb_success}
          </p>
        )}
        <button type="submit" className="btn-primary" disabled={!canSubmit}>
          {status === 'submitting' ? t.common_sending : t.fb_send}
        </button>
      </form>
    </dialog>
  );
}
