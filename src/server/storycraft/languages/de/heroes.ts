/** German multi-hero sentences: plural verbs for the group ('Mia und Leo gingen'). */
import { listNames, type HeroWords } from '../../writer/hero-words.ts';

export const heroes: HeroWords = {
  joins: (h) => [`Auch ${h.name} kam mit.`, ...(h.trait ? [`${h.name} erkannte man sofort: ${h.trait}.`] : [])],
  act: (kind, h, main) =>
    ({
      help: `${h.name} kam schnell herbei, um zu helfen.`,
      idea: `${h.name} hatte eine Idee und flüsterte sie ${main.name} ins Ohr.`,
      brave: `${h.name} holte tief Luft und gab nicht auf.`,
      cheer: `${h.name} klatschte in die Hände und jubelte.`,
      lead: `${h.name} ging voraus und zeigte den Weg.`,
    })[kind],
  together: (all) => `${listNames(all, 'und')} gingen zusammen los, Seite an Seite.`,
  sleep: (all) => `${listNames(all, 'und')} schliefen Seite an Seite ein.`,
};
