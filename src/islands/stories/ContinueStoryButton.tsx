/**
 * "Continue this story": on a finished story (its My Stories card and the reader's end
 * page) makes the next episode — one story credit — then goes to My Stories, where it appears
 * in progress with the 'being created' notice, like a story from /create-story. Because it spends
 * a credit, it first asks, in the words of the other confirmations ('Continue "{title}" with a new
 * episode?', 'Yes, Continue' / 'Cancel'). A refusal (no credit left: the 'reached your limit' message;
 * already continued) shows the server's message.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { notify } from '../../lib/stores/notifications.ts';
import { trackStory } from '../../lib/stores/persisted-lists.ts';
import { rememberStoryCreatedNotice } from '../../lib/story-events.ts';
import { continueStory } from './stories-api.ts';
import { localHref } from '../../i18n/ui-language.ts';
import { format } from '../../i18n/format.ts';

/** The button's and its question's words in one UI language. */
export interface ContinueText {
  action: string;
  busy: string;
  hint: string;
  /** 'Continue "{title}" with a new episode?' */
  question: string;
  /** Says what it costs: 'The next episode uses one story credit.' */
  body: string;
  yes: string;
  cancel: string;
}

export const CONTINUE_TEXT: ContinueText = {
  action: 'Continue this story',
  busy: 'Starting the next episode…',
  hint: 'Uses one story credit',
  question: 'Continue "{title}" with a new episode?',
  body: 'The next episode uses one story credit.',
  yes: 'Yes, Continue',
  cancel: 'Cancel',
};

function ConfirmContinue({ title, text, onConfirm, onCancel }: { title: string; text: ContinueText; onConfirm(): void; onCancel(): void }) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const labelId = useId();
  const bodyId = useId();
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    // Focus starts on 'Cancel': a stray Enter must not spend a credit.
    cancelRef.current?.focus();
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
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={labelId}
        aria-describedby={bodyId}
        className="w-full max-w-sm rounded-3xl bg-white p-6 text-start shadow-xl ring-1 ring-night-100"
        data-continue-confirm
      >
        <p id={labelId} className="text-lg font-bold text-night-900">
          {format(text.question, { title })}
        </p>
        <p id={bodyId} className="mt-2 text-sm text-night-600">
          {text.body}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button ref={cancelRef} type="button" className="btn-ghost" onClick={onCancel}>
            {text.cancel}
          </button>
          <button type="button" className="btn-primary" onClick={onConfirm}>
            {text.yes}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}

/**
 * `text` carries the words in the page's UI language (My Stories passes its `ms_`
 * messages, the reader its `rd_` ones); without it the English CONTINUE_TEXT is used. `title` is
 * the story's, named in the question. After starting, the parent goes to My Stories in the page's
 * language.
 */
export function ContinueStoryButton({
  storyId,
  title,
  className = 'btn-accent',
  text = CONTINUE_TEXT,
}: {
  storyId: string;
  title: string;
  className?: string;
  text?: ContinueText;
}) {
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const start = async () => {
    setAsking(false);
    setBusy(true);
    try {
      const { id } = await continueStory(storyId);
      trackStory(id);
      rememberStoryCreatedNotice();
      window.location.assign(localHref('/stories'));
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Failed to create story. Please try again.', 'error');
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className={className} disabled={busy} onClick={() => setAsking(true)} title={text.hint} aria-haspopup="dialog" data-continue-story>
        {busy ? text.busy : `${text.action} ${typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? '←' : '→'}`}
      </button>
      {asking && <ConfirmContinue title={title} text={text} onConfirm={() => void start()} onCancel={() => setAsking(false)} />}
    </>
  );
}
