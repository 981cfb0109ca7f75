/**
 * Look-alike letters folded before any list is matched (Unicode UTS #39 confusables, through the
 * npm `confusables` table): a Cyrillic а or і inside a Latin word ("mаtches", "knіfe"), Greek Η in
 * "Ηitler", or a word typed wholly in look-alike Cyrillic becomes the Latin word it imitates.
 *
 * Only words that are (partly) Latin, Cyrillic or Greek are folded: none of the 14 story
 * languages is written in Cyrillic or Greek, and the table would turn Arabic, Devanagari or kana
 * letters into Latin ones. Latin letters themselves stay as typed (ß, ł, ı, accents): the
 * language's own normalisation handles them, and the table would make ß a B.
 */
import { confusablesMap } from 'confusables';

const FOLDABLE_WORD = /[\p{L}\p{M}\p{N}]*[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}][\p{L}\p{M}\p{N}]*/gu;
const NEEDS_FOLD = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;
const LATIN = /\p{Script=Latin}/u;

/** `text` (NFKC) with the look-alike letters of Latin-looking words replaced by the Latin letters they imitate. */
export function foldLookalikes(text: string): string {
  const nfkc = text.normalize('NFKC');
  return nfkc.replace(FOLDABLE_WORD, (word) => {
    if (!NEEDS_FOLD.test(word)) return word;
    let out = '';
    for (const ch of word) out += LATIN.test(ch) ? ch : (confusablesMap.get(ch) ?? ch).toLowerCase();
    return out;
  });
}
