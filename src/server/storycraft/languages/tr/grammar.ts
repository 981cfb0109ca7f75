/** Turkish suffixes on names: vowel harmony after an apostrophe ('Mia'nın', 'Ali'ye'). */
const BACK = 'aıou';
const ROUND = 'oöuü';

function lastVowel(word: string): string {
  const plain = word
    .toLocaleLowerCase('tr')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  const vowels = plain.match(/[aeıioöuü]/g);
  return vowels ? vowels[vowels.length - 1]! : 'e';
}

/** Case suffix for a proper name: gen 'Mia'nın', dat 'Mia'ya', acc 'Mia'yı', abl 'Mia'dan'. */
function suffix(name: string, kind: 'gen' | 'dat' | 'acc' | 'abl'): string {
  const v = lastVowel(name);
  const endsInVowel = /[aeıioöuüy]$/i.test(name.normalize('NFD').replace(/[\u0300-\u036f]/g, '')) && !/y$/i.test(name);
  const back = BACK.includes(v);
  const i4 = back ? (ROUND.includes(v) ? 'u' : 'ı') : ROUND.includes(v) ? 'ü' : 'i';
  const a2 = back ? 'a' : 'e';
  const hard = /[çfhkpsşt]$/i.test(name);
  switch (kind) {
    case 'gen':
      return `${name}'${endsInVowel ? 'n' : ''}${i4}n`;
    case 'dat':
      return `${name}'${endsInVowel ? 'y' : ''}${a2}`;
    case 'acc':
      return `${name}'${endsInVowel ? 'y' : ''}${i4}`;
    case 'abl':
      return `${name}'${hard ? 't' : 'd'}${a2}n`;
  }
}
/** The clitic 'da/de' ('also') after a name, by vowel harmony. */
export const de = (n: string) => (BACK.includes(lastVowel(n)) ? 'da' : 'de');
export const gen = (n: string) => suffix(n, 'gen');
export const dat = (n: string) => suffix(n, 'dat');
