/**
 * The wish vocabulary's shape: one concept a parent may wish for (a giraffe, the moon, grandma, a
 * fire engine), keyed by its emoji code point so the writer, the illustrator and the chips name the
 * same thing. Names and keywords come from Unicode CLDR's emoji annotations.
 */
import type { LanguageCode } from '../../../../shared/catalog.ts';

/** What part a concept can play in a story. */
export const CONCEPT_CATEGORIES = [
  'place',
  'animal',
  'vehicle',
  'family',
  'profession',
  'food',
  'toy',
  'celebration',
  'fantasy',
  'weather',
  'nature',
  'object',
] as const;
export type ConceptCategory = (typeof CONCEPT_CATEGORIES)[number];

/** Grammatical gender of a noun: masculine, feminine, neuter, common (Dutch 'de'); absent = none in the language. */
export type NounGender = 'm' | 'f' | 'n' | 'c';

/** One concept in one language. */
export interface ConceptName {
  /** The word a story uses, without article ("giraffe", "Giraffe", "girafe"). */
  name: string;
  /** Other words a parent may write for it (unique to this concept). */
  keywords: string[];
  gender?: NounGender;
  /** A plural noun ("Trauben", "cerises"): plural article and verb. */
  plural?: true;
}

export interface WishConcept {
  /** Lower-case hex code points joined by '-', FE0F dropped ("1f992" giraffe); 'x-…' for concepts without an emoji. */
  code: string;
  /** The emoji itself ('' for 'x-…' concepts). */
  emoji: string;
  /** For 'x-…' concepts: the code of the emoji a picture may use for it (the lighthouse has none of its own). */
  draw?: string;
  category: ConceptCategory;
  names: Record<LanguageCode, ConceptName>;
}
