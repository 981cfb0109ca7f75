/**
 * The create-story island's words in the page's UI language. The page passes the
 * `cs_` (and story balance) templates of its locale; the fixed validation and error texts of form-rules
 * stay English in the code (unit tests and analytics use them) and are mapped to their message
 * key here when shown.
 */
import type { IslandMessages } from '../../i18n/messages.ts';
import { BOUNDARY_KEYS, boundarySummary, isUnbounded, type StoryBoundaries } from '../../shared/boundaries.ts';
import type { CharacterKind } from '../../shared/catalog.ts';
import { MESSAGES } from './form-rules.ts';
import { format } from '../../i18n/format.ts';

/** What the create-story island receives: `messagesFor(locale, ['cs_', 'balance_'])`. */
export type CreateStoryMessages = IslandMessages<'cs_' | 'balance_'>;

const FIXED_TEXT: Record<string, keyof CreateStoryMessages> = {
  [MESSAGES.ageRequired]: 'cs_err_age_required',
  [MESSAGES.ageNotNumber]: 'cs_err_age_number',
  [MESSAGES.ageRange]: 'cs_err_age_range',
  [MESSAGES.ageRangeOnSubmit]: 'cs_err_age_range_submit',
  [MESSAGES.characterRequired]: 'cs_err_character_required',
  [MESSAGES.characterAge]: 'cs_err_character_age',
  [MESSAGES.limitReached]: 'cs_err_limit',
  [MESSAGES.characterFailed]: 'cs_err_character_failed',
  [MESSAGES.characterMissingId]: 'cs_err_character_missing',
  [MESSAGES.storyFailed]: 'cs_err_story_failed',
  'An error occurred': 'cs_err_generic',
};

/** A fixed English form text (MESSAGES) in the UI language; any other text (a server message) as it is. */
export function localizeFormText(text: string, t: CreateStoryMessages): string {
  const key = FIXED_TEXT[text];
  return key ? t[key] : text;
}

/** A character kind's label ('Child / person', 'Animal', 'Toy or object'). */
export const kindLabel = (kind: CharacterKind, t: CreateStoryMessages): string =>
  ({ human: t.cs_kind_human, animal: t.cs_kind_animal, object: t.cs_kind_object })[kind];

/** "N stories left" with the locale's plural rules (the header's balance_ templates). */
export const balanceText = (remaining: number, locale: string, t: CreateStoryMessages): string =>
  format(new Intl.PluralRules(locale).select(remaining) === 'one' ? t.balance_one : t.balance_other, { count: remaining });

/**
 * The boundaries line in the UI language ("Evita el agua y los animales · Pequeñas aventuras"),
 * the list joined by Intl.ListFormat; null when nothing is restricted (boundarySummary's shape).
 */
export function boundaryLine(b: StoryBoundaries | null | undefined, locale: string, t: CreateStoryMessages): string | null {
  if (isUnbounded(b)) return null;
  // English keeps the wording /personalize shows (boundarySummary: "a, b and c").
  if (locale === 'en') return boundarySummary(b);
  const names = BOUNDARY_KEYS.filter((k) => b!.avoid.includes(k)).map((k) => t[`cs_avoid_${k}`]);
  const parts = names.length ? [format(t.cs_avoids, { list: new Intl.ListFormat(locale, { type: 'conjunction' }).format(names) })] : [];
  if (b!.maxIntensity === 'gentle') parts.push(t.cs_intensity_gentle);
  if (b!.maxIntensity === 'small') parts.push(t.cs_intensity_small);
  return parts.join(' · ');
}
