/**
 * Korean: how a next episode begins, and the companion's callback to what happened last time
 * (the plot's key object or moment, with the place where the plot had one).
 */
import type { EpisodeWords } from '../schema.ts';
import { josa } from './grammar.ts';

export const episodes: EpisodeWords = {
  callback: {
    memory: {
      fear: (at) => `${at} 건넜던 흔들다리`,
      friend: (at) => `${at} 만들었던 꽃 왕관`,
      sharing: (at) => `${at} 함께 날렸던 무지개 연`,
      mistake: (at) => `${at} 고쳤던 작은 빨간 배`,
      family: (at) => `${at} 할머니와 함께한 저녁 산책`,
      feeling: (at) => `${at} 지었던 작은 나뭇가지 집`,
      habit: () => `대청소 날, 그리고 마지막 쿠션 밑에 있던 공`,
      nature: (at) => `${at} 도와주었던 목마른 꽃`,
      lost: (at) => `${at} 엄마에게 데려다준 아기`,
      campfire: (at) => `${at} 할아버지와 텐트에서 보낸 밤`,
      missing: (at) => `${at} 오래된 벤치 옆에 심은 꽃`,
      cookies: (at) => `${at} 구운 쿠키`,
      book: (at) => `${at} 찾은 달 이야기 책`,
      race: (at) => `${at} 큰 나무까지 달리기하고, 마지막엔 손잡고 달린 일`,
      garden: (at) => `${at} 심은 씨앗과 거기서 핀 분홍 꽃`,
      truth: (at) => `${at} 돌려준 줄무늬 빨간 공`,
      askHelp: (at) => `${at} 자전거를 처음 탄 날`,
      different: (at) => `${at} 만난 새 친구와 작은 북`,
      promise: (at) => `${at} 약속대로 물을 준 작은 씨앗`,
    },
    line: (c, m) =>
      `“${c.name}, 지난번에 ${m} 기억나?” ${josa(c.co.name, '이', '가')} 물었어요. ${josa(c.name, '은', '는')} 빙그레 웃었어요. 그날을 어떻게 잊겠어요!`,
    short: (c, m) => `“${c.name}, ${m} 기억나?” ${josa(c.co.name, '이', '가')} 물었어요.`,
  },
  opening: (c) => `이번에도 ${c.name}의 이야기예요.`,
};
