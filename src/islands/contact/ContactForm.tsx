/**
 * The /contact form: Name*, Email*, Subject, Message*; submit disabled until
 * name, e-mail and message are filled, 'Sending...' while busy, the success or failure
 * text, and the form cleared 3 s after success. Sent as feedback (POST /v1/feedback).
 */
import { useEffect, useRef, useState } from 'react';
import { apiPost } from '../../lib/api.ts';
import { CONTACT_RESET_MS, EMPTY_CONTACT, contactFeedback, contactReady, type ContactDraft } from '../../lib/contact.ts';
import type { IslandMessages } from '../../i18n/messages.ts';

/** The form's texts in the page's language (src/pages/contact.astro passes them). */
export type ContactMessages = IslandMessages<'cf_' | 'common_'>;

type Status = 'idle' | 'sending' | 'sent' | 'failed';

export default function ContactForm({ contactEmail, t }: { contactEmail: string; t: ContactMessages }) {
  const [draft, setDraft] = useState<ContactDraft>(EMPTY_CONTACT);
  const [status, setStatus] = useState<Status>('idle');
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The server-rendered form stays locked until React takes over: text typed before hydration
  // would be wiped by the controlled inputs.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    return () => clearTimeout(resetTimer.current);
  }, []);

  const field = (key: keyof ContactDraft) => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value })),
  });
  const sending = status === 'sending';
  const locked = sending || !hydrated;

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    if (!contactReady(draft) || sending) return;
    setStatus('sending');
    try {
      await apiPost('/v1/feedback', contactFeedback(draft));
      setStatus('sent');
      resetTimer.current = setTimeout(() => setDraft(EMPTY_CONTACT), CONTACT_RESET_MS);
    } catch {
      setStatus('failed');
    }
  }

  return (
    <form onSubmit={submit} className="card flex flex-col gap-4" aria-describedby="contact-required">
      <p id="contact-required" className="text-sm text-night-700">
        {t.cf_required}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="block">
          <span className="label">{t.cf_name}</span>
          <input className="input" name="name" autoComplete="name" required disabled={locked} {...field('name')} />
        </label>
        <label className="block">
          <span className="label">{t.cf_email}</span>
          <input className="input" type="email" name="email" autoComplete="email" required disabled={locked} {...field('email')} />
        </label>
      </div>
      <label className="block">
        <span className="label">{t.cf_subject}</span>
        <input className="input" name="subject" maxLength={150} disabled={locked} {...field('subject')} />
      </label>
      <label className="block">
        <span className="label">{t.cf_message}</span>
        <textarea className="input min-h-40" name="message" required maxLength={4800} disabled={locked} {...field('message')} />
      </label>
      {status === 'sent' && (
        <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 font-bold text-emerald-900">
          {t.cf_success}
        </p>
      )}
      {status === 'failed' && (
        <p role="alert" className="rounded-xl bg-rose-50 px-4 py-3 font-bold text-rose-900">
          {t.cf_failure}{' '}
          <a className="underline" href={`mailto:${contactEmail}`}>
            {contactEmail}
          </a>
        </p>
      )}
      <button type="submit" className="btn-primary self-start px-8" disabled={!contactReady(draft) || locked}>
        {sending ? t.common_sending : t.cf_send}
      </button>
    </form>
  );
}
