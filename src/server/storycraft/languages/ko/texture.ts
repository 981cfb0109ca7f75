/**
 * Korean texture for older listeners (ages 7+): a scenery line (tier 2) and an inner-thought
 * paragraph (tier 3) per middle beat. Sentences avoid the hero's gender.
 */
import type { TextureWords } from '../schema.ts';

function josaNeun(word: string): string {
  const code = word.slice(-1).charCodeAt(0);
  const batchim = code >= 0xac00 && code <= 0xd7a3 ? (code - 0xac00) % 28 !== 0 : /[^aeiouy\s]$/i.test(word);
  return batchim ? '은' : '는';
}

function josaGa(word: string): string {
  return josaNeun(word) === '은' ? '이' : '가';
}

export const texture: TextureWords = {
  paragraphs: ({ name: N, co: { name: C } }) => ({
    go: [
      `발밑의 길은 폭신했고, 하늘은 구름 한 점 없이 새파랬어요.`,
      `${C}${josaNeun(C)} 이것저것 재잘재잘 이야기했고, ${N}${josaNeun(N)} 미소 지으며 들었어요. 맑은 날 친구와 나란히 걷는 건 참 좋은 일이야, 하고 생각하면서요.`,
    ],
    problem: [
      `${N}${josaNeun(N)} 오랫동안 자세히 살펴보았어요. 쉽지 않을 것 같았어요.`,
      `어디선가 딱따구리가 똑똑 나무를 두드렸어요. 마치 “이제 어떡할래?” 하고 묻는 것처럼요. ${N}${josaNeun(N)} 아직 답을 몰랐지만, 포기할 생각은 조금도 없었어요.`,
    ],
    try0: [
      `${C}${josaNeun(C)} 고개를 갸웃하고 가만히 지켜보았어요.`,
      `${N}${josaNeun(N)} 탐정이 단서를 살피듯 문제를 이쪽에서도 보고 저쪽에서도 보며, 작은 것 하나도 놓치지 않으려고 했어요.`,
    ],
    try1: [
      `산들바람이 풀을 살랑 흔들었어요. 마치 바람도 돕고 싶은 것처럼요.`,
      `울고 싶기도 하고, 웃고 싶기도 하고, 둘 다 하고 싶기도 한 순간이었어요. ${N}${josaNeun(N)} 작고 떨리는 웃음을 지었고, 그러자 마음이 아주 조금 나아졌어요.`,
    ],
    try2: [
      `${N}${josaNeun(N)} 잠시 주저앉아 길게 숨을 내쉬었어요.`,
      `오늘은 안 되는 일투성이였어요. 하지만 변하지 않은 것이 하나 있었어요. ${C}${josaGa(C)} 여전히 곁에서 다정하게 기다려 주고 있다는 것. 그건 정말 소중한 일이었어요.`,
    ],
    turn: [
      `${C}${josaNeun(C)} 꼼짝하지 않고 기대에 찬 눈으로 지켜보았어요.`,
      `그건 나팔과 북이 울리는 요란한 순간이 아니었어요. 마음속에서 일어나는 조용한 순간, ‘나는 이런 사람이 되고 싶어’ 하고 마음먹는 순간이었어요.`,
    ],
    resolution: [
      `주위의 모든 것이 조금 더 환하게 빛나는 것 같았어요.`,
      `아주 오랜 시간이 지나도 ${N}${josaNeun(N)} 이 순간을 기억할 거예요. 그 빛과 웃음소리, 그리고 길을 찾아냈을 때의 따뜻하고 뿌듯한 마음을요.`,
    ],
    homeward: [
      `풀숲에서 귀뚜라미가 조용히 노래하기 시작했어요.`,
      `${N}${josaNeun(N)} 환한 아침부터 조용한 저녁까지 하루를 처음부터 떠올려 보고는, 보물처럼 주머니에 소중히 넣어 두었어요.`,
    ],
  }),
};
