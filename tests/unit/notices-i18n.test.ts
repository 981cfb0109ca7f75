/**
 * The toasts that src/lib raises in English (story ready, failed, taking long, video
 * export states, API failures) are shown in the page's language. The English message of each key
 * must stay the exact text the code raises, or the toast would silently stay English.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/i18n/locales.ts';
import { localizeNotice, noticePairs } from '../../src/i18n/notices.ts';
import { FAILED_MESSAGE, readyMessage, TIMEOUT_MESSAGE } from '../../src/lib/story-progress.ts';
import { STORY_CREATED_MESSAGE } from '../../src/lib/story-events.ts';
import { EXPORT_FAILED, EXPORT_PREPARING, EXPORT_READY, EXPORT_TIMEOUT } from '../../src/lib/export-tracker.ts';
import { SESSION_EXPIRED } from '../../src/islands/auth/auth-messages.ts';

const RAISED = [
  STORY_CREATED_MESSAGE,
  readyMessage(null),
  readyMessage('Mia and the $1 Moon'),
  FAILED_MESSAGE,
  TIMEOUT_MESSAGE,
  EXPORT_PREPARING,
  EXPORT_READY,
  EXPORT_FAILED,
  EXPORT_TIMEOUT,
  'An error occurred',
  'No response received from server',
  SESSION_EXPIRED,
];

describe('toasts in the UI language', () => {
  it.each(LOCALES.filter((l) => l !== 'en'))('%s: every English notice the code raises is shown translated', (locale) => {
    const pairs = noticePairs(locale);
    for (const text of RAISED) {
      const shown = localizeNotice(text, pairs);
      expect(shown, `${locale}: ${text}`).not.toBe(text);
      expect(shown).not.toMatch(/\{\w+\}/);
    }
    // The story's title is kept as the parent made it, '$1' and all.
    expect(localizeNotice(readyMessage('Mia and the $1 Moon'), pairs)).toContain('Mia and the $1 Moon');
  });

  it('leaves English pages and unknown texts (server errors, already translated) as they are', () => {
    expect(noticePairs('en')).toEqual([]);
    expect(localizeNotice('Foto zu klein', noticePairs('de'))).toBe('Foto zu klein');
    expect(localizeNotice(readyMessage('Noor'), noticePairs('de'))).toBe('Deine Geschichte „Noor“ ist fertig! Tippe, um sie zu lesen.');
  });
});
