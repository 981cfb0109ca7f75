/** Japanese multi-hero sentences, in the pack's kana style: 'AとBとC'. */
import type { HeroRef, HeroWords } from '../../writer/hero-words.ts';

const names = (all: readonly HeroRef[]) => all.map((h) => h.name).join('と');

export const heroes: HeroWords = {
  joins: (h) => [`${h.name}も、いっしょにきました。`, ...(h.trait ? [`${h.name}は、ひとめでわかります。「${h.trait}」が${h.name}のトレードマークです。`] : [])],
  act: (kind, h, main) =>
    ({
      help: `${h.name}は、すぐにてつだいにかけよりました。`,
      idea: `${h.name}は、いいことをおもいついて、${main.name}にこっそりおしえました。`,
      brave: `${h.name}は、ふかくいきをすって、あきらめませんでした。`,
      cheer: `${h.name}は、てをたたいてよろこびました。`,
      lead: `${h.name}は、まえをあるいて、みちをあんないしました。`,
    })[kind],
  together: (all) => `${names(all)}は、ならんでいっしょにでかけました。`,
  sleep: (all) => `${names(all)}は、ならんでぐっすりねむりました。`,
};
