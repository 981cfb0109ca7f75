/** Portuguese multi-hero sentences; the group agrees in gender ('prontas… juntas' only when all are feminine). */
import { groupFeminine, hg, listNames, type HeroWords } from '../../writer/hero-words.ts';

export const heroes: HeroWords = {
  joins: (h) => [`${h.name} também veio.`, ...(h.trait ? [`Reconhecia-se ${h.name} logo à primeira vista: ${h.trait}.`] : [])],
  act: (kind, h, main) =>
    ({
      help: `${h.name} correu para ajudar.`,
      idea: `${h.name} teve uma ideia e sussurrou-a a ${main.name}.`,
      brave: `${h.name} respirou fundo e não desistiu: estava ${hg(h, 'decidido', 'decidida')}.`,
      cheer: `${h.name} bateu palmas, ${hg(h, 'contentíssimo', 'contentíssima')}.`,
      lead: `${h.name} foi ${hg(h, 'o primeiro', 'a primeira')} e mostrou o caminho.`,
    })[kind],
  together: (all) => {
    const f = groupFeminine(all);
    return `${listNames(all, 'e')} estavam ${f ? 'prontas' : 'prontos'} e partiram ${f ? 'juntas' : 'juntos'}, lado a lado.`;
  },
  sleep: (all) => `${listNames(all, 'e')} adormeceram ${groupFeminine(all) ? 'juntinhas' : 'juntinhos'}, lado a lado.`,
};
