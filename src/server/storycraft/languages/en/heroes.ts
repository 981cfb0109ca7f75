/** English multi-hero sentences. */
import { listNames, type HeroWords } from '../../writer/hero-words.ts';

export const heroes: HeroWords = {
  joins: (h) => [`${h.name} came along too.`, ...(h.trait ? [`You could spot ${h.name} at once: ${h.trait}.`] : [])],
  act: (kind, h, main) =>
    ({
      help: `${h.name} hurried over to help.`,
      idea: `${h.name} had an idea and whispered it to ${main.name}.`,
      brave: `${h.name} took a deep breath and did not give up.`,
      cheer: `${h.name} clapped and cheered.`,
      lead: `${h.name} walked in front and showed the way.`,
    })[kind],
  together: (all) => `${listNames(all, 'and')} set off together, side by side.`,
  sleep: (all) => `${listNames(all, 'and')} fell asleep side by side.`,
};
