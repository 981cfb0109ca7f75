/**
 * The My Stories island's words in the page's UI language: the page passes the `ms_`
 * templates of its locale and the locale itself (dates, plurals, hero lists and language names
 * through Intl). The progress steps of src/lib/story-progress.ts and the export tracker's fixed
 * texts stay English in the code and are mapped to message keys when shown.
 */
import { format } from '../../i18n/format.ts';
import type { IslandMessages } from '../../i18n/messages.ts';
import { EXPORT_UNAVAILABLE } from '../../lib/export-tracker.ts';
import { STORY_CREATED_MESSAGE } from '../../lib/story-events.ts';
import { heroNamesText } from '../../shared/hero-names.ts';
import { LANGUAGES, type LanguageCode } from '../../shared/catalog.ts';
import { describeProgress, type ProgressView, type StoryProgress } from '../../lib/story-progress.ts';

/** What the My Stories island receives: `messagesFor(locale, ['ms_'])`. */
/** My Stories' texts, with the reader's keepsake buttons (`rd_keep…`) the cards show. */
export type StoriesMessages = IslandMessages<'ms_' | 'rd_keep'>;

/** Everything a stories component needs to speak the page's language. */
export interface StoriesText {
  t: StoriesMessages;
  /** The page's UI language (also a BCP 47 tag for Intl). */
  locale: LanguageCode;
}

const FIXED_TEXT: Record<string, keyof StoriesMessages> = {
  'An error occurred': 'ms_error',
  [STORY_CREATED_MESSAGE]: 'ms_created_notice',
  [EXPORT_UNAVAILABLE]: 'ms_video_unavailable_reason',
  'Getting started': 'ms_step_start',
  'Writing the story': 'ms_step_writing',
  'Story written, the pictures come next': 'ms_step_written',
  'Drawing the pictures': 'ms_step_drawing',
  'Pictures done, the narration comes next': 'ms_step_pictures_done',
  'Finishing touches': 'ms_step_finishing',
  'Recording the narration': 'ms_step_narrating',
  Ready: 'ms_step_ready',
  'Creation failed': 'ms_step_failed',
};

/** A fixed English text of the story libraries in the UI language; any other text (a server message) as it is. */
export function localizeStoriesText(text: string, t: StoriesMessages): string {
  const key = FIXED_TEXT[text];
  return key ? t[key] : text;
}

/** describeProgress (same steps and bar) with the step and the count in the UI language. */
export function progressView(p: StoryProgress | null | undefined, t: StoriesMessages): ProgressView {
  const view = describeProgress(p);
  const total = Math.max(p?.pagesTotal ?? 0, 0);
  let detail = '';
  if (view.detail && p?.progress === 'IMG_IN_PROGRESS') detail = format(t.ms_detail_pictures, { done: Math.min(p.pagesIllustrated, total), total });
  if (view.detail && p?.progress === 'AUDIO_IN_PROGRESS') detail = format(t.ms_detail_pages, { done: Math.min(p.pagesNarrated, total), total });
  return { ...view, step: localizeStoriesText(view.step, t), detail };
}

/** The heroes as one phrase of the locale ("Mia, Leo y Rex"; Intl.ListFormat). */
export const heroList = (names: readonly string[], locale: string): string =>
  // English keeps the house style without the serial comma ("Mia, Leo and Rex", heroNamesText).
  locale === 'en' ? heroNamesText(names) : new Intl.ListFormat(locale, { type: 'conjunction' }).format(names.filter((n) => n.trim() !== ''));

/** "6 pages" with the locale's plural rules. */
export const pagesText = (count: number, { t, locale }: StoriesText): string =>
  format(new Intl.PluralRules(locale).select(count) === 'one' ? t.ms_pages_one : t.ms_pages_other, { count });

/** A story language's name in the UI language ("Spanisch" on a German page); English pages keep the language's own name. */
export function languageName(code: string, locale: string): string {
  if (locale === 'en') return LANGUAGES.find((l) => l.code === code)?.displayName ?? code;
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A story's date in the locale's style ("Nov 24, 2026", "24 nov 2026"). */
export const storyDate = (iso: string, locale: string): string => new Date(iso).toLocaleDateString(locale, { month: 'short', day: 'numeric', year: 'numeric' });
