/**
 * Keepsake downloads on the owner's reader: the story as an MP3 audiobook (a chapter
 * per page) and as a printable PDF picture book (A4 or US Letter). Same export API and states as
 * the video: the request, 'Preparing…' while it renders (polled every
 * 20 s, 15-minute timeout), then the file downloads by itself (one click is enough; a
 * line under the buttons says so) and a link stays to download it again, or the failure in words.
 */
import { useEffect, useRef, useState } from 'react';
import { ApiError, apiGet, apiPost } from '../../lib/api.ts';
import { format } from '../../i18n/format.ts';
import type { ReaderMessages } from './reader-messages.ts';

type KeepsakeKind = 'audio' | 'pdf-a4' | 'pdf-letter';

interface ExportView {
  id: string;
  status: 'PENDING' | 'IN_PROGRESS' | 'COMPLETED' | 'FAILED';
  storageUrl: string | null;
  error: string | null;
}

/** The texts the keepsake buttons use (the `rd_keep…` messages of the UI language). */
export type KeepsakeMessages = Pick<
  ReaderMessages,
  | 'rd_keepsakes'
  | 'rd_keep_audio'
  | 'rd_keep_pdf_a4'
  | 'rd_keep_pdf_letter'
  | 'rd_keep_preparing'
  | 'rd_keep_download'
  | 'rd_keep_timeout'
  | 'rd_keep_failed'
  | 'rd_keep_unavailable'
  | 'rd_keep_note'
>;

const LABEL_KEY = { audio: 'rd_keep_audio', 'pdf-a4': 'rd_keep_pdf_a4', 'pdf-letter': 'rd_keep_pdf_letter' } as const satisfies Record<
  KeepsakeKind,
  keyof KeepsakeMessages
>;

const POLL_MS = 20_000;
const TIMEOUT_MS = 15 * 60_000;
const bodyOf = (kind: KeepsakeKind) => (kind === 'audio' ? { type: 'audio' } : { type: 'pdf', paper: kind === 'pdf-a4' ? 'a4' : 'letter' });

type State = { kind: 'idle' } | { kind: 'preparing' } | { kind: 'ready'; url: string } | { kind: 'error'; message: string };

/** Starts the browser's download of `url` as if its link had been clicked. */
function startDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

function KeepsakeButton({ storyId, kind, disabled, t }: { storyId: string; kind: KeepsakeKind; disabled?: boolean; t: KeepsakeMessages }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const label = t[LABEL_KEY[kind]];

  const settle = (view: ExportView, started: number) => {
    if (view.status === 'COMPLETED' && view.storageUrl) {
      // The parent asked for this file with their click: it downloads now, without a second one.
      startDownload(view.storageUrl);
      return setState({ kind: 'ready', url: view.storageUrl });
    }
    if (view.status === 'FAILED') return setState({ kind: 'error', message: view.error ?? t.rd_keep_failed });
    if (Date.now() - started > TIMEOUT_MS) return setState({ kind: 'error', message: t.rd_keep_timeout });
    setState({ kind: 'preparing' });
    timer.current = setTimeout(() => {
      apiGet<ExportView>(`/v1/stories/${encodeURIComponent(storyId)}/exports/${encodeURIComponent(view.id)}`)
        .then((next) => settle(next, started))
        .catch((e: unknown) => setState({ kind: 'error', message: e instanceof ApiError ? e.message : t.rd_keep_failed }));
    }, POLL_MS);
  };

  const request = async () => {
    setState({ kind: 'preparing' });
    try {
      settle(await apiPost<ExportView>(`/v1/stories/${encodeURIComponent(storyId)}/exports`, bodyOf(kind)), Date.now());
    } catch (e) {
      setState({ kind: 'error', message: e instanceof ApiError ? e.message : t.rd_keep_failed });
    }
  };

  return (
    <span className="inline-flex flex-col gap-1" data-keepsake={kind} data-state={state.kind}>
      {state.kind === 'ready' ? (
        <a className="btn-primary !px-3 !py-1.5 text-sm" href={state.url} download>
          {format(t.rd_keep_download, { label })}
        </a>
      ) : (
        <button
          type="button"
          className="btn-ghost !px-3 !py-1.5 text-sm"
          onClick={request}
          disabled={disabled || state.kind === 'preparing'}
          title={disabled ? t.rd_keep_unavailable : undefined}
        >
          {state.kind === 'preparing' ? format(t.rd_keep_preparing, { label }) : label}
        </button>
      )}
      {state.kind === 'error' && (
        <span className="text-xs font-bold text-red-700" role="alert">
          {state.message}
        </span>
      )}
    </span>
  );
}

/** The three keepsake buttons; `t` in the page's UI language (English when not given). */
export function Keepsakes({ storyId, narrated, t }: { storyId: string; narrated: boolean; t: KeepsakeMessages }) {
  return (
    <div className="space-y-2" aria-label={t.rd_keepsakes} role="group" data-keepsakes>
      <div className="flex flex-wrap items-center gap-2">
        <KeepsakeButton storyId={storyId} kind="audio" disabled={!narrated} t={t} />
        <KeepsakeButton storyId={storyId} kind="pdf-a4" t={t} />
        <KeepsakeButton storyId={storyId} kind="pdf-letter" t={t} />
      </div>
      <p className="text-xs text-night-600" data-keepsake-note>
        {t.rd_keep_note}
      </p>
    </div>
  );
}
