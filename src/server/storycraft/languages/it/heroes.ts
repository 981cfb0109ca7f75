/** Italian multi-hero sentences, passato remoto; the group agrees in gender ('pronte' only when all are feminine). */
import { groupFeminine, hg, listNames, type HeroWords } from '../../writer/hero-words.ts';

export const heroes: HeroWords = {
  joins: (h) => [`Venne anche ${h.name}.`, ...(h.trait ? [`${h.name} si riconosceva subito: ${h.trait}.`] : [])],
  act: (kind, h, main) =>
    ({
      help: `${h.name} corse ad aiutare.`,
      idea: `${h.name} ebbe un'idea e la sussurrò a ${main.name}.`,
      brave: `${h.name} fece un bel respiro e non si arrese: era ${hg(h, 'deciso', 'decisa')}.`,
      cheer: `${h.name} batté le mani, ${hg(h, 'contentissimo', 'contentissima')}.`,
      lead: `${h.name} andò avanti per ${hg(h, 'primo', 'prima')} e indicò la strada.`,
    })[kind],
  together: (all) => `${listNames(all, 'e')}, ${groupFeminine(all) ? 'pronte' : 'pronti'}, partirono insieme, fianco a fianco.`,
  sleep: (all) => `${listNames(all, 'e')} si addormentarono ${groupFeminine(all) ? 'vicine vicine' : 'vicini vicini'}.`,
};
