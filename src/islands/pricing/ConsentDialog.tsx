/**
 * The consent dialog before checkout and before redeeming a gift code: terms,
 * privacy and (by default) parental-consent checkboxes; the accept button is enabled only when
 * all are ticked. A plain fixed layer (not a top-layer <dialog>) so the loading overlay can cover it. It is mounted fresh on every open, so closing resets the ticks. Loaded on
 * first use.
 */
import { useEffect, useId, useRef, useState } from 'react';

export const PARENTAL_CONSENT_TEXT =
  'I am a parent/guardian and consent to creating personalized stories for my child. Any photos I upload will only be used for story personalization.';

/** The dialog's own words in the page's language; English when not given. */
export interface ConsentWords {
  agreeTerms: string;
  acceptPrivacy: string;
  terms: string;
  privacy: string;
  parental: string;
  cancel: string;
  termsHref: string;
  privacyHref: string;
}
const ENGLISH: ConsentWords = {
  agreeTerms: 'I agree to the {terms}',
  acceptPrivacy: 'I have read and accept the {privacy}',
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  parental: PARENTAL_CONSENT_TEXT,
  cancel: 'Cancel',
  termsHref: '/terms',
  privacyHref: '/privacy',
};

/** `before{name}after` with a link in place of the placeholder. */
const withLink = (template: string, name: string, link: React.ReactNode) => {
  const [before, after = ''] = template.split(`{${name}}`);
  return (
    <>
      {before}
      {link}
      {after}
    </>
  );
};

export interface ConsentDialogProps {
  words?: ConsentWords;
  title: string;
  /** What is being bought or redeemed, one line. */
  summary?: string;
  acceptLabel: string;
  includeParentalConsent?: boolean;
  busy: boolean;
  error: string | null;
  onAccept: () => void;
  onClose: () => void;
}

export default function ConsentDialog({
  title,
  summary,
  acceptLabel,
  includeParentalConsent = true,
  busy,
  error,
  onAccept,
  onClose,
  words = ENGLISH,
}: ConsentDialogProps) {
  const [terms, setTerms] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const [parental, setParental] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const ready = terms && privacy && (!includeParentalConsent || parental);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialog.current?.querySelector<HTMLInputElement>('input')?.focus();
    return () => previous?.focus?.();
  }, []);

  const box = (checked: boolean, set: (v: boolean) => void, label: React.ReactNode) => (
    <label className="flex cursor-pointer items-start gap-3 rounded-2xl p-2 hover:bg-night-50">
      <input type="checkbox" className="mt-1 h-5 w-5 shrink-0 accent-night-600" checked={checked} disabled={busy} onChange={(e) => set(e.target.checked)} />
      <span className="text-night-800">{label}</span>
    </label>
  );

  return (
    <div
      className="fixed inset-0 z-40 grid place-items-center overflow-y-auto bg-night-900/50 p-4"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !busy) onClose();
      }}
    >
      <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} className="w-full max-w-lg rounded-3xl bg-white p-6 shadow-xl">
        <h2 id={titleId} className="text-2xl font-extrabold text-night-900">
          {title}
        </h2>
        {summary && <p className="mt-1 text-night-700">{summary}</p>}
        <div className="mt-4 space-y-1">
          {box(
            terms,
            setTerms,
            withLink(
              words.agreeTerms,
              'terms',
              <a href={words.termsHref} target="_blank" className="font-bold text-night-600 underline">
                {words.terms}
              </a>,
            ),
          )}
          {box(
            privacy,
            setPrivacy,
            withLink(
              words.acceptPrivacy,
              'privacy',
              <a href={words.privacyHref} target="_blank" className="font-bold text-night-600 underline">
                {words.privacy}
              </a>,
            ),
          )}
          {includeParentalConsent && box(parental, setParental, words.parental)}
        </div>
        {error && (
          <p role="alert" className="mt-4 rounded-2xl bg-rose-50 p-3 text-rose-800">
            {error}
          </p>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-ghost" onClick={onClose} disabled={busy}>
            {words.cancel}
          </button>
          <button type="button" className="btn-primary" onClick={onAccept} disabled={!ready || busy}>
            {acceptLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
