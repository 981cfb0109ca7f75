/**
 * Hindi multi-hero sentences. Verbs agree with each hero ('आया' / 'आई'); the group
 * takes the feminine plural ('तैयार थीं… चल पड़ीं') only when every hero is feminine, else the
 * masculine plural ('तैयार थे… चल पड़े').
 */
import { groupFeminine, hg, listNames, type HeroWords } from '../../writer/hero-words.ts';

export const heroes: HeroWords = {
  joins: (h) => [`${h.name} भी साथ ${hg(h, 'आया', 'आई')}।`, ...(h.trait ? [`${h.name} को पहचानना बहुत आसान था: ${h.trait}।`] : [])],
  act: (kind, h, main) =>
    ({
      help: `${h.name} मदद करने दौड़कर ${hg(h, 'आया', 'आई')}।`,
      idea: `${h.name} को एक तरकीब सूझी, और उसने ${main.name} के कान में धीरे से बता दी।`,
      brave: `${h.name} ने गहरी साँस ली और हिम्मत नहीं हारी।`,
      cheer: `${h.name} ख़ुशी से ताली बजाने ${hg(h, 'लगा', 'लगी')}।`,
      lead: `${h.name} आगे-आगे ${hg(h, 'चला', 'चली')} और रास्ता ${hg(h, 'दिखाता रहा', 'दिखाती रही')}।`,
    })[kind],
  together: (all) => (groupFeminine(all) ? `${listNames(all, 'और')} तैयार थीं, और साथ-साथ चल पड़ीं।` : `${listNames(all, 'और')} तैयार थे, और साथ-साथ चल पड़े।`),
  sleep: (all) => `${listNames(all, 'और')} पास-पास ${groupFeminine(all) ? 'सो गईं' : 'सो गए'}।`,
};
