/** Turkish multi-hero sentences: plural verbs for the group ('yola çıktılar'); 'da/de' after a name by vowel harmony. */
import { listNames, type HeroWords } from '../../writer/hero-words.ts';

function lastVowel(word: string): string {
  const plain = word
    .toLocaleLowerCase('tr')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  const vowels = plain.match(/[aeıioöuü]/g);
  return vowels ? vowels[vowels.length - 1]! : 'e';
}
/** The clitic 'da/de' ('too') after a name. */
const too = (name: string) => ('aıou'.includes(lastVowel(name)) ? 'da' : 'de');

export const heroes: HeroWords = {
  joins: (h) => [`${h.name} ${too(h.name)} geldi.`, ...(h.trait ? [`${h.name} hemen tanınırdı: ${h.trait}.`] : [])],
  act: (kind, h) =>
    ({
      help: `${h.name} hemen yardıma koştu.`,
      idea: `${h.name} bir fikir buldu ve onu fısıldadı.`,
      brave: `${h.name} derin bir nefes aldı ve pes etmedi.`,
      cheer: `${h.name} el çırptı ve sevinçle bağırdı.`,
      lead: `${h.name} öne geçti ve yolu gösterdi.`,
    })[kind],
  together: (all) => `${listNames(all, 've')} hazırdı; birlikte, yan yana yola çıktılar.`,
  sleep: (all) => `${listNames(all, 've')} yan yana uykuya daldılar.`,
};
