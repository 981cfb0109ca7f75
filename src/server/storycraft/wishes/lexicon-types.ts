/**
 * The shape of one language's wish lexicon: the vetted words a parent's wish is read against
 *. Every element has a chip label (first entry) and match terms in the syntax of
 * ../match.ts; objects and activities also say how the story names them. Nothing outside this
 * vocabulary (plus a checked companion name) ever reaches a built-in story.
 */
import type { LanguageCode } from '../../../shared/catalog.ts';
import type { TimeOfDay } from '../page-plan.ts';
import type { WishActivity, WishCompanion, WishObject, WishPlace, WishTheme } from './types.ts';

/** [chip label, ...match terms]; the label is matched as a whole word too. */
export type Terms = readonly [label: string, ...match: string[]];

/** [chip label, the phrase the story's "bring" sentence uses, ...match terms]. */
export type ObjectTerms = readonly [label: string, say: string, ...match: string[]];

/** [chip label, the story sentence (hero name, companion name), ...match terms]. */
export type ActivityTerms = readonly [label: string, line: (hero: string, companion: string) => string, ...match: string[]];

export interface WishLexicon {
  code: LanguageCode;
  places: Record<WishPlace, Terms>;
  companions: Record<WishCompanion, Terms>;
  objects: Record<WishObject, ObjectTerms>;
  activities: Record<WishActivity, ActivityTerms>;
  times: Record<TimeOfDay, Terms>;
  /** Match terms pointing to catalogue themes (labels come from the morals catalogue). */
  themes: Record<WishTheme, readonly string[]>;
  /** The word 'lesson' for the lesson chip. */
  lesson: string;
  /** Joins the last two items of a list ('and'). */
  and: string;
  /** The sentence naming what the hero takes along; `items` is a list of `say` phrases. */
  bring: (hero: string, items: string) => string;
  /** Words between a companion and its name ('called', 'named'); cased scripts only. */
  nameAfter: readonly string[];
  /** Words between a name and its companion (Turkish 'adlı'). */
  nameBefore?: readonly string[];
  /** For scripts without capitals: patterns whose group 1 is a name. */
  namePatterns?: readonly RegExp[];
  /** Function words that never count as "left out". */
  stopwords: readonly string[];
}
