/** The trash icon of a list item and its inline confirmation (SPEC §2 /personalize). */
import { useState } from 'react';

interface Props {
  /** What is deleted, for the accessible labels ('voice sample Mom'). */
  label: string;
  onConfirm: () => Promise<void>;
}

export function TrashIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
    </svg>
  );
}

export default function DeleteControl({ label, onConfirm }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!confirming) {
    return (
      <button type="button" className="rounded-full p-2 text-night-500 hover:bg-rose-50 hover:text-rose-700" aria-label={`Delete ${label}`} onClick={() => setConfirming(true)}>
        <TrashIcon />
      </button>
    );
  }
  return (
    <div role="group" aria-label={`Confirm deleting ${label}`} className="flex flex-wrap items-center gap-2 rounded-2xl bg-rose-50 px-3 py-2 text-sm">
      <span className="font-bold text-rose-800">Delete?</span>
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
        {busy ? 'Deleting...' : 'Yes, Delete'}
      </button>
      <button type="button" disabled={busy} className="btn-ghost px-3 py-1" onClick={() => setConfirming(false)}>
        Cancel
      </button>
    </div>
  );
}
