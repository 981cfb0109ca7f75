/**
 * A story card's video button, one state per export status:
 * - 'Download Video' asks 'Download "{title}" as a video?' ('Yes, Download' / 'Cancel'), then
 *   requests the export: a finished video downloads at once, otherwise the parent is told it is
 *   being prepared and gets a notice to download it;
 * - 'Preparing…' (disabled) while the export is tracked or the request is on its way;
 * - 'Video Ready' downloads the stored video ('<story title>.mp4');
 * - 'Unavailable' (disabled) with the tooltip 'Video export requires both audio narration and
 *   images.' when no page has both.
 * The export tracker (src/lib/export-tracker.ts) does the requests, polling and notices.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { EXPORT_UNAVAILABLE, openCompletedExport, requestStoryExport, startExportTracker, videoButtonState } from '../../lib/export-tracker.ts';
import { $completedExports, $inProgressExports } from '../../lib/stores/persisted-lists.ts';
import { format } from '../../i18n/format.ts';
import { localizeStoriesText, type StoriesMessages, type StoriesText } from './stories-text.ts';

export interface VideoButtonProps {
  story: { id: string; title: string; downloadable: boolean };
  /** The page's `ms_` templates. */
  text: StoriesText;
}

function FilmIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <rect x="3" y="5" width="14" height="14" rx="3" />
      <path d="m17 10 4-2.5v9L17 14" />
    </svg>
  );
}

function ConfirmDialog({ title, onConfirm, onCancel, t }: { title: string; onConfirm: () => void; onCancel: () => void; t: StoriesMessages }) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  const labelId = useId();
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    confirmRef.current?.focus();
    return () => previous?.focus?.();
  }, []);
  return createPortal(
    <div
      className="fixed inset-0 z-50 grid place-items-center bg-night-900/50 p-4"
      onClick={(e) => {
        if (e.target === e.currentTarget) onCancel();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
    >
      <div role="alertdialog" aria-modal="true" aria-labelledby={labelId} className="w-full max-w-sm rounded-3xl bg-white p-6 shadow-xl ring-1 ring-night-100">
        <p id={labelId} className="text-lg font-bold text-night-900">
          {format(t.ms_video_question, { title })}
        </p>
        <p className="mt-2 text-sm text-night-600">{t.ms_video_text}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-ghost" onClick={onCancel}>
            {t.ms_cancel}
          </button>
          <button ref={confirmRef} type="button" className="btn-primary" onClick={onConfirm}>
            {t.ms_video_yes}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}

export default function VideoButton({ story, text: { t } }: VideoButtonProps) {
  const unavailable = localizeStoriesText(EXPORT_UNAVAILABLE, t);
  const inProgress = useStore($inProgressExports);
  const completed = useStore($completedExports);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const state = videoButtonState(story, inProgress, completed, busy);

  // The tracker polls exports left from an earlier visit as soon as a card shows.
  useEffect(() => {
    startExportTracker();
  }, []);

  const base = 'btn inline-flex items-center gap-2 px-4 py-2 text-sm';
  if (state === 'unavailable') {
    return (
      <span title={unavailable} className="inline-block cursor-not-allowed">
        <button
          type="button"
          disabled
          title={unavailable}
          aria-label={`${t.ms_video_unavailable}: ${unavailable}`}
          className={`${base} pointer-events-none bg-night-50 text-night-500`}
        >
          <FilmIcon />
          {t.ms_video_unavailable}
        </button>
      </span>
    );
  }
  if (state === 'preparing') {
    return (
      <button type="button" disabled aria-busy="true" className={`${base} cursor-wait bg-night-100 text-night-700`}>
        <span className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-night-200 border-t-night-600" aria-hidden="true" />
        {t.ms_video_preparing}
      </button>
    );
  }
  if (state === 'ready') {
    return (
      <button
        type="button"
        className={`${base} bg-moon-400 text-night-900 hover:bg-moon-500`}
        onClick={async () => {
          setBusy(true);
          try {
            await openCompletedExport(story.id);
          } finally {
            setBusy(false);
          }
        }}
      >
        <FilmIcon />
        {t.ms_video_ready}
      </button>
    );
  }
  return (
    <>
      <button type="button" className={`${base} bg-night-600 text-white hover:bg-night-700`} onClick={() => setConfirming(true)}>
        <FilmIcon />
        {t.ms_video_download}
      </button>
      {confirming && (
        <ConfirmDialog
          title={story.title}
          t={t}
          onCancel={() => setConfirming(false)}
          onConfirm={async () => {
            setConfirming(false);
            setBusy(true);
            try {
              await requestStoryExport(story.id);
            } finally {
              setBusy(false);
            }
          }}
        />
      )}
    </>
  );
}
