/** Dutch multi-hero sentences: plural verbs for the group ('Mia en Leo gingen'). */
import { listNames, type HeroWords } from '../../writer/hero-words.ts';

export const heroes: HeroWords = {
  joins: (h) => [`${h.name} ging ook mee.`, ...(h.trait ? [`${h.name} herkende je meteen: ${h.trait}.`] : [])],
  act: (kind, h, main) =>
    ({
      help: `${h.name} kwam snel helpen.`,
      idea: `${h.name} kreeg een idee en fluisterde het in het oor van ${main.name}.`,
      brave: `${h.name} haalde diep adem en gaf niet op.`,
      cheer: `${h.name} klapte in de handen en juichte.`,
      lead: `${h.name} liep voorop en wees de weg.`,
    })[kind],
  together: (all) => `${listNames(all, 'en')} gingen samen op pad, zij aan zij.`,
  sleep: (all) => `${listNames(all, 'en')} vielen zij aan zij in slaap.`,
};
