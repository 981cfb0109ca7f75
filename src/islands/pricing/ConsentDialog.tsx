/**
 * The consent dialog before checkout and before redeeming a gift code (SPEC §5): terms,
 * privacy and (by default) parental-consent checkboxes; the accept button is enabled only when
 * all are ticked. A plain fixed layer (not a top-layer <dialog>) so the loading overlay can cover it. It is mounted fresh on every open, so closing resets the ticks. Loaded on
 * first use (DESIGN §8).
 */
import { useEffect, useId, useRef, useState } from 'react';

export const PARENTAL_CONSENT_TEXT =
  'I am a parent/guardian and consent to creating personalized stories for my child. Any photos I upload will only be used for story personalization.';

export interface ConsentDialogProps {
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

export default function ConsentDialog({ title, summary, acceptLabel, includeParentalConsent = true, busy, error, onAccept, onClose }: ConsentDialogProps) {
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
        <h2 id={titleId} className="text-2xl font-extrabold text-night-900">{title}</h2>
        {summary && <p className="mt-1 text-night-700">{summary}</p>}
        <div className="mt-4 space-y-1">
          {box(terms, setTerms, <>I agree to the <a href="/terms" target="_blank" className="font-bold text-night-600 underline">Terms of Service</a></>)}
          {box(privacy, setPrivacy, <>I have read and accept the <a href="/privacy" target="_blank" className="font-bold text-night-600 underline">Privacy Policy</a></>)}
          {includeParentalConsent && box(parental, setParental, PARENTAL_CONSENT_TEXT)}
        </div>
        {error && <p role="alert" className="mt-4 rounded-2xl bg-rose-50 p-3 text-rose-800">{error}</p>}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-ghost" onClick={onClose} disabled={busy}>Cancel</button>
          <button type="button" className="btn-primary" onClick={onAccept} disabled={!ready || busy}>{acceptLabel}</button>
        </div>
      </div>
    </div>
  );
}
