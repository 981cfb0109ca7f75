/**
 * 'Save for offline' on the owner's reader: stores the story's page, pictures,
 * narration and story JSON on this device (src/lib/offline-stories.ts), shows progress, and
 * offers 'Remove from this device' once saved. Hidden where the browser cannot work offline.
 */
import { useEffect, useState } from 'react';
import { findSavedStory, offlineSupported, removeStoryOffline, saveStoryOffline } from '../../lib/offline-stories.ts';
import { readStoredAuth } from '../../lib/stores/auth.ts';
import { format } from '../../i18n/format.ts';
import type { LanguageCode } from '../../shared/catalog.ts';
import { formatNumber, type ReaderMessages } from './reader-messages.ts';

type State = { kind: 'unknown' } | { kind: 'idle' } | { kind: 'saving'; done: number; total: number } | { kind: 'saved' } | { kind: 'error'; message: string };

export function SaveOffline({ storyId, t, locale }: { storyId: string; t: ReaderMessages; locale: LanguageCode }) {
  const [supported, setSupported] = useState(false);
  const [state, setState] = useState<State>({ kind: 'unknown' });
  const [note, setNote] = useState('');

  useEffect(() => {
    const auth = readStoredAuth();
    if (!offlineSupported() || !auth) return;
    setSupported(true);
    findSavedStory(storyId, auth.user.id)
      .then((saved) => setState(saved ? { kind: 'saved' } : { kind: 'idle' }))
      .catch(() => setState({ kind: 'idle' }));
  }, [storyId]);

  if (!supported || state.kind === 'unknown') return null;

  const save = async () => {
    const auth = readStoredAuth();
    if (!auth) return;
    setNote('');
    setState({ kind: 'saving', done: 0, total: 1 });
    try {
      await saveStoryOffline(storyId, { id: auth.user.id, token: auth.token }, (done, total) => setState({ kind: 'saving', done, total }));
      // The service worker must be in charge before the parent goes offline.
      await navigator.serviceWorker.ready;
      setState({ kind: 'saved' });
    } catch (error) {
      setState({ kind: 'error', message: (error as Error).message });
    }
  };
  const remove = async () => {
    await removeStoryOffline(storyId);
    setState({ kind: 'idle' });
    setNote(t.rd_offline_removed);
  };

  return (
    <div className="flex flex-wrap items-center gap-2" data-save-offline={state.kind}>
      {state.kind === 'saved' ? (
        <>
          <span
            className="rounded-full bg-emerald-50 px-3 py-1.5 text-sm font-bold text-emerald-800 ring-1 ring-emerald-200"
            title={t.rd_offline_hint}
            role="status"
          >
            {t.rd_offline_saved}
          </span>
          <button type="button" className="btn-ghost !px-3 !py-1.5 text-sm" onClick={remove}>
            {t.rd_offline_remove}
          </button>
        </>
      ) : (
        <button type="button" className="btn-ghost !px-3 !py-1.5 text-sm" onClick={save} disabled={state.kind === 'saving'} aria-busy={state.kind === 'saving'}>
          {state.kind === 'saving'
            ? format(t.rd_offline_saving, { done: formatNumber(state.done, locale), total: formatNumber(state.total, locale) })
            : t.rd_offline_save}
        </button>
      )}
      {state.kind === 'error' && (
        <p className="w-full text-sm font-bold text-red-700" role="alert">
          {state.message}
        </p>
      )}
      {note && (
        <p className="w-full text-sm text-night-600" role="status">
          {note}
        </p>
      )}
    </div>
  );
}
