/** Korean particles after names: the form follows the word's final consonant (batchim). */
/** True when the word ends in a consonant sound (Hangul batchim, or a Latin consonant letter). */
export function hasBatchim(word: string): boolean {
  const last = word.trim().slice(-1);
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28 !== 0;
  if (/[a-z]/i.test(last)) return !/[aeiouy]/i.test(last);
  return false;
}
/** Attaches the right particle form: josa('민준', '이', '가') = '민준이'. */
export function josa(word: string, withFinal: string, withoutFinal: string): string {
  return word + (hasBatchim(word) ? withFinal : withoutFinal);
}
export const ga = (w: string) => josa(w, '이', '가');
export const neun = (w: string) => josa(w, '은', '는');
export const reul = (w: string) => josa(w, '을', '를');
export const wa = (w: string) => josa(w, '과', '와');
/** Vocative: 'Mia야', '민준아'; pet names in -이 drop it ('똘똘이' → '똘똘아'). */
export const ya = (w: string) => (/[\uac00-\ud7a3]이$/.test(w) && w.length > 2 ? `${w.slice(0, -1)}아` : josa(w, '아', '야'));
