/**
 * "Continue this story": on a finished story (its My Stories card and the reader's end
 * page) makes the next episode — one story credit — then goes to My Stories, where it appears
 * in progress with the 'being created' notice, like a story from /create-story. A refusal (no
 * credit left: the 'reached your limit' message; already continued) shows the server's message.
 */
import { useState } from 'react';
import { notify } from '../../lib/stores/notifications.ts';
import { trackStory } from '../../lib/stores/persisted-lists.ts';
import { rememberStoryCreatedNotice } from '../../lib/story-events.ts';
import { continueStory } from './stories-api.ts';
import { localHref } from '../../i18n/ui-language.ts';

export const CONTINUE_TEXT = {
  action: 'Continue this story',
  busy: 'Starting the next episode…',
  hint: 'Uses one story credit',
} as const;

/**
 * `text` carries the words in the page's UI language (My Stories passes its `ms_`
 * messages); without it the English CONTINUE_TEXT is used. After starting, the parent goes to
 * My Stories in the page's language.
 */
export function ContinueStoryButton({ storyId, className = 'btn-accent', text = CONTINUE_TEXT }: { storyId: string; className?: string; text?: { action: string; busy: string; hint: string } }) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
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
    <button type="button" className={className} disabled={busy} onClick={() => void onClick()} title={text.hint} data-continue-story>
      {busy ? text.busy : `${text.action} ${typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? '←' : '→'}`}
    </button>
  );
}
