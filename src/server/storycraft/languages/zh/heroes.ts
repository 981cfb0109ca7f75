/** Chinese multi-hero sentences: 'A、B和C'. */
import type { HeroRef, HeroWords } from '../../writer/hero-words.ts';

const names = (all: readonly HeroRef[]) =>
  all.length <= 1
    ? all.map((h) => h.name).join('')
    : `${all
        .slice(0, -1)
        .map((h) => h.name)
        .join('、')}和${all.at(-1)!.name}`;

export const heroes: HeroWords = {
  joins: (h) => [`${h.name}也一起来了。`, ...(h.trait ? [`一眼就能认出${h.name}：${h.trait}。`] : [])],
  act: (kind, h, main) =>
    ({
      help: `${h.name}赶紧跑过来帮忙。`,
      idea: `${h.name}想到一个好主意，悄悄告诉了${main.name}。`,
      brave: `${h.name}深深吸了一口气，没有放弃。`,
      cheer: `${h.name}高兴地拍手欢呼。`,
      lead: `${h.name}走在前面带路。`,
    })[kind],
  together: (all) => `${names(all)}准备好了，肩并肩一起出发。`,
  sleep: (all) => `${names(all)}肩并肩地睡着了。`,
};
