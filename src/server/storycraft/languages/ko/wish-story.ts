/** Korean sentences for wished places, friends and things (see WishStoryWords), particles by the last syllable. */
import { ko } from '../../wishes/grammar.ts';
import type { WishStoryWords } from '../../wishes/lexicon-types.ts';

export const wishStory: WishStoryWords = {
  indef: (n, name) => (name ? `${ko(name, '이라는', '라는')} ${n.name}` : n.name),
  def: (n, name) => name ?? n.name,
  thing: (n) => n.name,
  at: (n) => `${n.name}에서`,
  to: (n) => ko(n.name, '으로', '로'),
  placeDetail: (at) => `${at}는 볼 것도 찾을 것도 정말 많았어요.`,
  arrive: (who) => `그곳에서는 ${ko(who, '이', '가')} 기다리고 있었어요.`,
  help: (who) => `${who}도 도와주었어요.`,
  laugh: (who) => `${ko(who, '은', '는')} 기뻐서 웃었어요.`,
  sleep: (who) => `${who}도 새근새근 잠들었어요.`,
  takeAlong: (hero, thing) => `${ko(hero, '은', '는')} ${ko(thing, '을', '를')} 챙겼어요.`,
  useful: (what) => `${ko(what, '이', '가')} 딱 필요한 거였어요.`,
  special: (what) => `${what} 덕분에 특별한 하루가 되었어요.`,
};
