/**
 * Polish multi-hero sentences. Past tense agrees with each hero's gender
 * ('podbiegł' / 'podbiegła'); the group takes the virile plural ('byli gotowi… wyruszyli') when
 * it has a boy or man (or a person of unknown gender), else the non-virile ('były gotowe…
 * wyruszyły') — two girls, or a girl and her (grammatically masculine) dog.
 */
import { hg, listNames, type HeroRef, type HeroWords } from '../../writer/hero-words.ts';

/** Virile plural: at least one male person in the group (unknown-gender people count as mixed). */
export function virile(all: readonly HeroRef[]): boolean {
  return all.some((h) => h.kind === 'human' && h.g !== 'f');
}

export const heroes: HeroWords = {
  joins: (h) => [
    `${h.name} też ${hg(h, 'przyszedł', 'przyszła')}.`,
    ...(h.trait ? [`${h.name} od razu rzuca${hg(h, 'ł', 'ła')} się w oczy: ${h.trait}.`] : []),
  ],
  act: (kind, h) =>
    ({
      help: `${h.name} ${hg(h, 'podbiegł', 'podbiegła')}, żeby pomóc.`,
      idea: `${h.name} ${hg(h, 'wpadł', 'wpadła')} na pomysł i ${hg(h, 'szepnął', 'szepnęła')} go na ucho.`,
      brave: `${h.name} ${hg(h, 'wziął', 'wzięła')} głęboki oddech i nie ${hg(h, 'poddał', 'poddała')} się.`,
      cheer: `${h.name} ${hg(h, 'klaskał', 'klaskała')} i ${hg(h, 'wiwatował', 'wiwatowała')} z radości.`,
      lead: `${h.name} ${hg(h, 'szedł', 'szła')} ${hg(h, 'pierwszy', 'pierwsza')} i ${hg(h, 'pokazywał', 'pokazywała')} drogę.`,
    })[kind],
  together: (all) =>
    virile(all)
      ? `${listNames(all, 'i')} byli gotowi i wyruszyli razem, ramię w ramię.`
      : `${listNames(all, 'i')} były gotowe i wyruszyły razem, ramię w ramię.`,
  sleep: (all) => `${listNames(all, 'i')} ${virile(all) ? 'zasnęli' : 'zasnęły'} obok siebie.`,
};
