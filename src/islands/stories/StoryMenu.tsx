/**
 * A story card's menu with 'Delete Story' and its confirmation:
 * 'Are you sure you want to delete this story?' with 'Yes, Delete' / 'Cancel', 'Deleting...'
 * while busy. Offered on the parent's own private stories only.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { format } from '../../i18n/format.ts';
import type { StoriesText } from './stories-text.ts';

interface Props {
  title: string;
  onDelete: () => Promise<void>;
  /** The page's `ms_` templates. */
  text: StoriesText;
}

export default function StoryMenu({ title, onDelete, text: { t } }: Props) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  useEffect(() => {
    if (!confirming) return;
    cancelButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !busy) setConfirming(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [confirming, busy]);

  return (
    <div ref={wrapper} className="relative">
      <button
        type="button"
        className="grid h-9 w-9 place-items-center rounded-full bg-white/90 text-xl leading-none text-night-800 shadow ring-1 ring-night-100 hover:bg-white"
        aria-label={format(t.ms_menu_label, { title: title || t.ms_this_story })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        <span aria-hidden="true">⋮</span>
      </button>
      {open && (
        <div id={menuId} role="menu" className="absolute end-0 z-20 mt-2 w-44 overflow-hidden rounded-2xl bg-white py-1 shadow-lg ring-1 ring-night-100">
          <button
            type="button"
            role="menuitem"
            className="block w-full px-4 py-2 text-start font-bold text-rose-700 hover:bg-rose-50"
            onClick={() => {
              setOpen(false);
              setConfirming(true);
            }}
          >
            {t.ms_delete}
          </button>
        </div>
      )}
      {confirming &&
        createPortal(
          <div className="fixed inset-0 z-50 grid place-items-center bg-night-900/50 p-4" role="presentation">
            <div
              role="alertdialog"
              aria-modal="true"
              aria-labelledby={`${menuId}-q`}
              aria-describedby={`${menuId}-t`}
              className="w-full max-w-sm rounded-3xl bg-white p-6 shadow-xl"
            >
              <p id={`${menuId}-q`} className="text-lg font-extrabold text-night-900">
                {t.ms_delete_question}
              </p>
              <p id={`${menuId}-t`} className="mt-2 text-sm text-night-700">
                {format(t.ms_delete_text, { title: title || t.ms_untitled })}
              </p>
              <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <button ref={cancelButton} type="button" className="btn-ghost" disabled={busy} onClick={() => setConfirming(false)}>
                  {t.ms_cancel}
                </button>
                <button
                  type="button"
                  className="btn bg-rose-600 text-white hover:bg-rose-700"
                  disabled={busy}
                  onClick={async () => {
                    setBusy(true);
                    try {
                      await onDelete();
                      setConfirming(false);
                    } finally {
                      setBusy(false);
                    }
                  }}
                >
                  {busy ? t.ms_deleting : t.ms_delete_yes}
                </button>
              </div>
            </div>
          </div>,
          // On <body>, so no card's stacking context can draw above the overlay.
          document.body,
        )}
    </div>
  );
}
