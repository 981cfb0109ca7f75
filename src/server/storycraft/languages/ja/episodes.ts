/**
 * Japanese: how a next episode begins, and the companion's callback to what happened last time
 * (the plot's key object or moment, with the place where the plot had one).
 */
import type { EpisodeWords } from '../schema.ts';

export const episodes: EpisodeWords = {
  callback: {
    memory: {
      fear: (at) => `${at}わたった、ぐらぐらのはし`,
      friend: (at) => `${at}つくった、おはなのかんむり`,
      sharing: (at) => `${at}いっしょにあげた、にじいろのたこ`,
      mistake: (at) => `${at}なおした、ちいさなあかいボート`,
      family: (at) => `${at}おばあちゃんとした、ゆうがたのおさんぽ`,
      feeling: (at) => `${at}つくった、えだのちいさなおうち`,
      habit: () => `おおそうじと、クッションのしたのボール`,
      nature: (at) => `${at}たすけた、のどがかわいたちいさなおはな`,
      lost: (at) => `${at}おかあさんにかえしてあげた、ちいさなこ`,
      campfire: (at) => `${at}おじいちゃんとテントでねた、あのよる`,
      missing: (at) => `${at}ふるいベンチのよこにうえた、はな`,
      cookies: (at) => `${at}やいた、クッキー`,
      book: (at) => `${at}みつけた、おつきさまのほん`,
      race: (at) => `${at}おおきな木までかけっこして、さいごはてをつないではしったこと`,
      garden: (at) => `${at}まいた、たねとピンクのはな`,
      truth: (at) => `${at}かえした、しろいせんのあかいボール`,
      askHelp: (at) => `${at}じてんしゃにのれた日`,
      different: (at) => `${at}あった、あたらしいともだちとちいさなたいこ`,
      promise: (at) => `${at}やくそくどおりみずをあげた、ちいさなたね`,
    },
    line: (c, m) => `「${c.name}、このまえ、${m}、おぼえてる？」と${c.co.name}がききました。${c.name}はにっこりわらいました。`,
    short: (c, m) => `「${c.name}、${m}、おぼえてる？」と${c.co.name}がききました。`,
  },
  opening: (c) => `きょうも、${c.name}のおはなしです。`,
};
