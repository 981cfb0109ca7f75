/**
 * The shape of one language's wish lexicon: the vetted words a parent's wish is read against
 *. Every element has a chip label (first entry) and match terms in the syntax of
 * ../match.ts; objects and activities also say how the story names them. Nothing outside this
 * vocabulary (plus a checked companion name) ever reaches a built-in story.
 */
import type { LanguageCode } from '../../../shared/catalog.ts';
import type { TimeOfDay } from '../page-plan.ts';
import type { WishActivity, WishCompanion, WishObject, WishPlace, WishTheme } from './types.ts';
import type { ConceptName, NounGender } from './concepts/types.ts';

/**
 * How a language tells the wish vocabulary's concepts in a story: noun phrases built from a
 * concept's name and gender, and the sentences a wished place, friend or thing gets. Sentences put
 * the concept where its form is the plain one (a subject, or a place phrase) so the few forms
 * below are all a language needs. `g` is the noun's gender; hero names are never inflected.
 */
export interface WishStoryWords {
  /** "a hedgehog called Noisette" / "a hedgehog" (subject). */
  indef: (n: ConceptName, name: string | null) => string;
  /** "the hedgehog" / the name alone when given; `family` = grandma, mum (no article where a language calls them by it). */
  def: (n: ConceptName, name: string | null, family: boolean) => string;
  /** A thing taken along (object of takeAlong): "a kite". */
  thing: (n: ConceptName) => string;
  /** "at the lighthouse" / "to the lighthouse" (sentence-internal); `code` lets a language pick the preposition a place takes. */
  at: (n: ConceptName, code?: string) => string;
  to: (n: ConceptName) => string;
  /** A sentence about the wished place, given its `at` phrase. */
  placeDetail: (at: string) => string;
  /** Someone wished (already introduced by `indef`) waiting at the place: "There, a hedgehog called Noisette was waiting." */
  arrive: (who: string, g?: NounGender) => string;
  /** "Noisette helped as well." */
  help: (who: string, g?: NounGender) => string;
  /** "Noisette laughed with joy." */
  laugh: (who: string, g?: NounGender) => string;
  /** "Noisette curled up for the night too." */
  sleep: (who: string, g?: NounGender) => string;
  /** "Lina took a kite along." */
  takeAlong: (hero: string, thing: string) => string;
  /** "The kite turned out to be just what they needed." */
  useful: (what: string, g?: NounGender) => string;
  /** "The snow made the day special." */
  special: (what: string, g?: NounGender) => string;
}

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
  /** How the story tells the wish vocabulary's concepts. */
  story: WishStoryWords;
  /** Function words that never count as "left out". */
  stopwords: readonly string[];
}
