/**
 * Chinese: how a next episode begins, and the companion's callback to what happened last time
 * (the plot's key object or moment, with the place where the plot had one).
 */
import type { EpisodeWords } from '../schema.ts';

export const episodes: EpisodeWords = {
  callback: {
    memory: {
      fear: (at) => `我们${at}走过的那座摇摇晃晃的小桥`,
      friend: (at) => `我们${at}编的那顶花环`,
      sharing: (at) => `我们${at}一起放的彩虹风筝`,
      mistake: (at) => `我们${at}修好的那条小红船`,
      family: (at) => `我们${at}陪奶奶散步的那个傍晚`,
      feeling: (at) => `我们${at}搭的那座小树枝房子`,
      habit: () => `大扫除那天，还有最后一个垫子下面的球`,
      nature: (at) => `我们${at}帮助过的那朵口渴的小花`,
      lost: (at) => `我们${at}送回妈妈身边的那个小家伙`,
      campfire: (at) => `我们${at}和爷爷在帐篷里过的那一夜`,
      missing: (at) => `我们${at}种在旧长椅旁边的那朵花`,
      cookies: (at) => `我们${at}烤的那些饼干`,
      book: (at) => `我们${at}找到的那本月亮的书`,
      race: (at) => `我们${at}跑到大树的比赛，最后还手拉手一起跑`,
      garden: (at) => `我们${at}种下的那颗种子，还有它开出的粉红色小花`,
      truth: (at) => `我们${at}还回去的那个白条纹红皮球`,
      askHelp: (at) => `你${at}学会骑自行车的那一天`,
      different: (at) => `我们${at}认识的新朋友和那面小鼓`,
      promise: (at) => `我们${at}说到做到、浇过水的那些种子`,
    },
    line: (c, m) => `${c.co.name}问：“${c.name}，还记得上次${m}吗？”${c.name}笑了，那一天怎么会忘呢！`,
    short: (c, m) => `${c.co.name}问：“${c.name}，还记得${m}吗？”`,
  },
  opening: (c) => `今天，还是${c.name}的故事。`,
};
