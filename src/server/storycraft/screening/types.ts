/**
 * The shape of one story language's screening data (storycraft/languages/<code>/screening.ts).
 * Patterns are regex sources matched with the `u` flag on text normalised for that language
 * (NFKC, look-alikes folded, lower case, accents dropped for Latin-script languages): write them
 * in lower case without accents there. `\p{L}` look-arounds stand in for word boundaries.
 */
import type { ModerationCategory } from './word-lists.ts';

export interface LanguageScreening {
  /**
   * Figures of speech that contain a listed word and mean no harm ("my sister kills me with her
   * giggles", "a killer whale", "me mata de risa"): blanked out before any list is matched.
   */
  idioms: readonly string[];
  /**
   * Safety lessons a parent rightly asks for, which name the danger to warn against ("never go
   * with strangers", "tell mum if a secret feels bad"): blanked out before matching.
   */
  lessons: readonly string[];
  /** Paraphrases the word lists miss, per reason: euphemisms, grooming, self-harm lines. */
  phrases: Partial<Record<ModerationCategory, readonly string[]>>;
  /**
   * Names that must never be a child's hero, in this language's own script or spelling
   * (dictators, terror figures, mass murderers, the devil): whole words, list syntax of
   * wishes/match.ts. The Latin spellings shared by every language are in never-heroes.ts.
   */
  neverHeroes: readonly string[];
  /**
   * Words that are ordinary inside a sentence but an insult as a character's name (Polish
   * 'pedał' is a bicycle pedal, and a slur for a person): refused as names only.
   */
  insultsAsNames?: readonly string[];
  /**
   * Entries of this language's LDNOOBW list that are ordinary words in a child's story or common
   * given names here (Italian 'pesce' fish, Portuguese 'aranha' spider, Chinese 奶 milk): never
   * matched as profanity. Written as in the list.
   */
  notRude: readonly string[];
  /**
   * Words whose near-misspellings are still refused, as `category:word` ('violence:killed', so
   * "kiled" is refused): words of 6 letters or more, see misspelt.ts for the distances.
   */
  misspelt: readonly string[];
}
