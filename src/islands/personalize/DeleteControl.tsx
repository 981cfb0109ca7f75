/** The trash icon of a list item and its inline confirmation; confirming deletes the item. */
import { useState } from 'react';
import type { PersonalizeMessages } from './personalize-text.ts';

interface Props {
  /** Accessible name of the trash button ('Delete voice sample Mom'), in the UI language. */
  label: string;
  /** Accessible name of the confirmation group ('Confirm deleting voice sample Mom'). */
  confirmLabel: string;
  t: PersonalizeMessages;
  onConfirm: () => Promise<void>;
}

export function TrashIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
    </svg>
  );
}

export default function DeleteControl({ label, confirmLabel, t, onConfirm }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!confirming) {
    return (
      <button
        type="button"
        className="rounded-full p-2 text-night-500 hover:bg-rose-50 hover:text-rose-700"
        aria-label={label}
        onClick={() => setConfirming(true)}
      >
        <TrashIcon />
      </button>
    );
  }
  return (
    <div role="group" aria-label={confirmLabel} className="flex flex-wrap items-center gap-2 rounded-2xl bg-rose-50 px-3 py-2 text-sm">
      <span className="font-bold text-rose-800">{t.ps_delete_q}</span>
      <button
        type="button"
        disabled={busy}
        className="btn bg-rose-600 px-3 py-1 text-white hover:bg-rose-700"
        onClick={async () => {
          setBusy(true);
          try {
            await onConfirm();
          } finally {
            setBusy(false);
            setConfirming(false);
          }
        }}
      >
        {busy ? t.ps_deleting : t.ps_delete_yes}
      </button>
      <button type="button" disabled={busy} className="btn-ghost px-3 py-1" onClick={() => setConfirming(false)}>
        {t.ps_cancel}
      </button>
    </div>
  );
}
