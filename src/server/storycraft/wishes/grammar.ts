/**
 * Small grammar helpers the languages' wish sentences share: Korean particles that depend on the
 * last syllable, Turkish vowel harmony, and Romance article elision.
 */

/** Whether a word ends in a consonant sound for Korean particles (a final consonant in Hangul, or a Latin consonant). */
function koFinal(word: string): boolean {
  const last = word.trim().at(-1) ?? '';
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28 !== 0;
  return /[b-df-hj-np-tv-z]/i.test(last);
}

/** Korean word + the particle form that fits it: ko('고양이', '이', '가') → '고양이가'. */
export function ko(word: string, afterConsonant: string, afterVowel: string): string {
  return `${word}${koFinal(word) ? afterConsonant : afterVowel}`;
}

/** Turkish: whether the last vowel is back (a ı o u) — the suffix takes 'a', else 'e'. */
export function trBack(word: string): boolean {
  const vowels = word.toLocaleLowerCase('tr').match(/[aıoueiöü]/g);
  return !vowels || 'aıou'.includes(vowels.at(-1)!);
}

/** Turkish suffix with harmony and buffers: locative ('da'), dative ('a'), 'da' (also). */
export function trSuffix(word: string, kind: 'loc' | 'dat'): string {
  const w = word.trim();
  const back = trBack(w);
  const vowelEnd = /[aıoueiöü]$/i.test(w);
  // A compound's possessive ending (deniz feneri, hayvanat bahçesi) takes the 'n' buffer.
  const compound = /\s/.test(w) && /[ıiuü]$/i.test(w);
  if (kind === 'dat') return `${w}${compound ? 'n' : vowelEnd ? 'y' : ''}${back ? 'a' : 'e'}`;
  const hard = /[çfhkpsşt]$/i.test(w);
  return `${w}${compound ? 'n' : ''}${hard ? 't' : 'd'}${back ? 'a' : 'e'}`;
}

/** Turkish 'da/de' ("also") after a word. */
export function trAlso(word: string): string {
  return `${word} ${trBack(word) ? 'da' : 'de'}`;
}

/** First letter in upper case (sentence start). */
export function cap(text: string): string {
  return text ? text[0]!.toLocaleUpperCase() + text.slice(1) : text;
}

/** Whether a word starts with a vowel sound for French/Italian elision (h counts in French). */
export function vowelStart(word: string, language: 'fr' | 'it'): boolean {
  return language === 'fr' ? /^[aeiouyàâéèêëîïôûœh]/i.test(word) : /^[aeiouàèéìòù]/i.test(word);
}
