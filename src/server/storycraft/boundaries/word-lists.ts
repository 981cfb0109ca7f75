/**
 * The words of each boundary, per story language: what a story told to avoid
 * water, animals, ... must not say. The built-in writer screens its sentences with them and the
 * moderation step checks the finished text with them (boundaries/check.ts), for every writer.
 *
 * Syntax as the moderator's lists (wishes/match.ts): `word` whole word, `word*` word start, a
 * space any whitespace; Chinese, Japanese and Korean terms match as substrings; Arabic terms also
 * after the clitics و ف ب ل ك ال. Latin-script terms are compared without accents.
 *
 * Left out on purpose: bears (the teddy bear stays with the animals boundary, and its name is a
 * bear's in several languages: Bruno, 熊熊, 곰돌이, クマタ, دبدوب, भोलू), the generic word
 * 'animal' in the singular (an animal hero is 'a small, friendly animal': the parent's own choice;
 * the plural, animals as characters, is listed), and words that are ordinary words of other
 * meaning once written as substrings (Korean 용 'dragon' is in 용기 'courage'; Japanese とり
 * 'bird' is in ひとり 'alone', かめ 'turtle' in たしかめる).
 */
import type { LanguageCode } from '../../../shared/catalog.ts';
import { LANGUAGES } from '../languages/index.ts';
import type { BoundaryWordList } from '../languages/schema.ts';

export type { BoundaryWordList } from '../languages/schema.ts';

/** The boundary words of every story language (languages/<code>/boundaries.ts). */
export const BOUNDARY_WORDS: Record<LanguageCode, BoundaryWordList> = Object.fromEntries(
  Object.values(LANGUAGES).map((language) => [language.code, language.boundaries]),
) as Record<LanguageCode, BoundaryWordList>;
