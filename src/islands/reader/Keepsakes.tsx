/**
 * Keepsake downloads on the owner's reader (issue 21.5): the story as an MP3 audiobook (a chapter
 * per page) and as a printable PDF picture book (A4 or US Letter). Same export API and states as
 * the video (SPEC §4 'Export status'): the request, 'Preparing…' while it renders (polled every
 * 20 s, 15-minute timeout, SPEC §9), then a download link, or the failure in words.
 */
import { useEffect, useRef, useState } from 'react';
import { ApiError, apiGet, apiPost } from '../../lib/api.ts';

type KeepsakeKind = 'audio' | 'pdf-a4' | 'pdf-letter';

interface ExportView {
  id: string;
  status: 'PENDING' | 'IN_PROGRESS' | 'COMPLETED' | 'FAILED';
  storageUrl: string | null;
  error: string | null;
}

export const KEEPSAKE_TEXT = {
  heading: 'Keepsakes',
  audio: 'Audiobook (MP3)',
  'pdf-a4': 'Picture book PDF (A4)',
  'pdf-letter': 'Picture book PDF (US Letter)',
  preparing: 'Preparing…',
  ready: (label: string) => `Download ${label}`,
  timeout: 'The download timed out. Please try again later.',
  failed: 'The download could not be made. Please try again later.',
  unavailable: 'An audiobook needs narration on the story pages.',
} as const;

const POLL_MS = 20_000;
const TIMEOUT_MS = 15 * 60_000;
const bodyOf = (kind: KeepsakeKind) => (kind === 'audio' ? { type: 'audio' } : { type: 'pdf', paper: kind === 'pdf-a4' ? 'a4' : 'letter' });

type State = { kind: 'idle' } | { kind: 'preparing' } | { kind: 'ready'; url: string } | { kind: 'error'; message: string };

function KeepsakeButton({ storyId, kind, disabled }: { storyId: string; kind: KeepsakeKind; disabled?: boolean }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const label = KEEPSAKE_TEXT[kind];

  const settle = (view: ExportView, started: number) => {
    if (view.status === 'COMPLETED' && view.storageUrl) return setState({ kind: 'ready', url: view.storageUrl });
    if (view.status === 'FAILED') return setState({ kind: 'error', message: view.error ?? KEEPSAKE_TEXT.failed });
    if (Date.now() - started > TIMEOUT_MS) return setState({ kind: 'error', message: KEEPSAKE_TEXT.timeout });
    setState({ kind: 'preparing' });
    timer.current = setTimeout(() => {
      apiGet<ExportView>(`/v1/stories/${encodeURIComponent(storyId)}/exports/${encodeURIComponent(view.id)}`)
        .then((next) => settle(next, started))
        .catch((e: unknown) => setState({ kind: 'error', message: e instanceof ApiError ? e.message : KEEPSAKE_TEXT.failed }));
    }, POLL_MS);
  };

  const request = async () => {
    setState({ kind: 'preparing' });
    try {
      settle(await apiPost<ExportView>(`/v1/stories/${encodeURIComponent(storyId)}/exports`, bodyOf(kind)), Date.now());
    } catch (e) {
      setState({ kind: 'error', message: e instanceof ApiError ? e.message : KEEPSAKE_TEXT.failed });
    }
  };

  return (
    <span className="inline-flex flex-col gap-1" data-keepsake={kind} data-state={state.kind}>
      {state.kind === 'ready' ? (
        <a className="btn-primary !px-3 !py-1.5 text-sm" href={state.url} download>
          {KEEPSAKE_TEXT.ready(label)}
        </a>
      ) : (
        <button
          type="button"
          className="btn-ghost !px-3 !py-1.5 text-sm"
          onClick={request}
          disabled={disabled || state.kind === 'preparing'}
          title={disabled ? KEEPSAKE_TEXT.unavailable : undefined}
        >
          {state.kind === 'preparing' ? `${label}: ${KEEPSAKE_TEXT.preparing}` : label}
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

export function Keepsakes({ storyId, narrated }: { storyId: string; narrated: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label={KEEPSAKE_TEXT.heading} role="group">
      <KeepsakeButton storyId={storyId} kind="audio" disabled={!narrated} />
      <KeepsakeButton storyId={storyId} kind="pdf-a4" />
      <KeepsakeButton storyId={storyId} kind="pdf-letter" />
    </div>
  );
}
