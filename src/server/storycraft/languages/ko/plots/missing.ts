/** `missing` 줄거리의 한국어 글: 세상을 떠난 누군가를 그리워하고, 사랑으로 기억하기. */
import { alt, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

/** Particle after a word by its last sound (batchim): 민준이 / 미아가. */
function josa(word: string, withFinal: string, withoutFinal: string): string {
  const code = word.trim().slice(-1).charCodeAt(0);
  const final = code >= 0xac00 && code <= 0xd7a3 ? (code - 0xac00) % 28 !== 0 : /[b-df-hj-np-tv-xz]$/i.test(word.trim());
  return word + (final ? withFinal : withoutFinal);
}
const ga = (w: string) => josa(w, '이', '가');
const neun = (w: string) => josa(w, '은', '는');
const reul = (w: string) => josa(w, '을', '를');
const wa = (w: string) => josa(w, '과', '와');

/** 그리운 이: 부르는 말과 그 사람다운 추억. */
function who(c: StoryContext) {
  switch (c.missed) {
    case 'grandma':
      return { n: '할머니', died: '할머니가 돌아가셨어요', bench: '할머니의 벤치', memory: '할머니가 장미에 물을 주며 콧노래를 부르시던 일' };
    case 'dog':
      return {
        n: '늙은 강아지',
        died: '늙은 강아지가 죽었어요',
        bench: '늙은 강아지가 햇볕 아래서 꾸벅꾸벅 졸기를 좋아하던 벤치',
        memory: '늙은 강아지가 기쁘면 온몸으로 꼬리를 흔들던 일',
      };
    case 'cat':
      return {
        n: '늙은 고양이',
        died: '늙은 고양이가 죽었어요',
        bench: '늙은 고양이가 햇볕 아래서 꾸벅꾸벅 졸기를 좋아하던 벤치',
        memory: '늙은 고양이가 작은 엔진처럼 가르릉거리던 일',
      };
    default:
      return {
        n: '할아버지',
        died: '할아버지가 돌아가셨어요',
        bench: '할아버지의 벤치',
        memory: '할아버지가 제일 엉뚱한 농담을 하시고는 제일 크게 웃으시던 일',
      };
  }
}

export const missing: ShapeText = {
  quiet: true,
  low: (c) => [
    [0, `${neun(c.name)} 다시 벤치에 가만히 앉았어요.`],
    [
      0,
      `${neun(c.co.name)} 꼭 붙어 앉아 아무 말도 하지 않았어요. 그게 꼭 맞는 일이었어요. 누군가를 그리워하는 건 마음속에 내리는 비 같다고 ${neun(c.name)} 생각했어요.`,
    ],
  ],
  title: (c) => {
    const w = who(c);
    return alt(c, 60, [
      `${wa(c.name)} ${w.n}의 추억`,
      `${c.missed === 'dog' || c.missed === 'cat' ? `${w.n}에게` : `${w.n}께`} 드리는 꽃`,
      `${wa(c.name)} 무거운 마음`,
    ]);
  },
  problem: (c) => {
    const w = who(c);
    return [
      [0, `${neun(c.name)} ${c.place.at} 오래된 벤치에 앉아 있었어요. ${w.bench}였어요.`],
      [0, `${w.died}. 이제 다시 돌아오지 못해요. ${neun(c.name)} ${ga(w.n)} 너무너무 보고 싶었어요.`],
      ['t', `벤치는 조용해요. ${neun(c.name)} 슬퍼요.`],
      [1, `${c.co.name}도 옆에 앉았어요. 아주 가까이.`],
      [2, `“죽는다는 건 몸이 멈춰서 다시는 움직일 수 없다는 뜻이야.” 엄마가 그렇게 말해 주었어요. 누구의 잘못도 아니었어요.`],
      [
        3,
        `${neun(c.name)} 그 말을 알아들었어요. 모르는 건 이 마음을 어떻게 해야 하는지였어요. 마음은 가벼워지는 법을 잊어버린 돌멩이처럼 가슴에 묵직하게 얹혀 있었어요.`,
      ],
    ];
  },
  tries: [
    (c) => [
      [0, `${ga(c.co.name)} 공을 굴려 주었어요. 하지만 ${neun(c.name)} 놀고 싶지 않았어요.`],
      [1, `공은 풀밭 위로 데굴데굴 멀리 굴러갔고, 아무도 쫓아가지 않았어요.`],
      ['t', `데굴데굴 공. 오늘은 싫어.`],
    ],
    (c) => [
      [0, `${neun(c.name)} 큰 나무 옆에 서서 슬픈 마음을 가슴 깊이 꾹 눌러 담았어요.`],
      [1, `“난 괜찮아.” ${ga(c.name)} 말했어요. 하지만 슬픈 마음은 사라지지 않고 더 무거워지기만 했어요.`],
    ],
    (c) => {
      const w = who(c);
      return [
        [0, `${neun(c.name)} 오래된 사진첩을 펼쳐 ${w.n} 사진을 보았어요.`],
        [1, `햇살 속에 ${ga(w.n)} ${c.missed === 'dog' || c.missed === 'cat' ? '있었어요' : '계셨어요'}. 슬픈 마음이 아까보다 더 크게 돌아왔어요.`],
        [3, `기억하면 아팠고, 잊으면 더 아플 것 같았어요. 세 번째 길이 있다는 걸 ${neun(c.name)} 아직 몰랐어요.`],
      ];
    },
  ],
  turn: (c) => {
    const w = who(c);
    return [
      [0, `${neun(c.name)} 엄마에게 가서 진짜 마음을 소리 내어 말했어요. “${w.n} 보고 싶어요. 너무 슬퍼요.”`],
      [0, `엄마는 ${reul(c.name)} 꼭 안아 주었어요. “엄마도 보고 싶어.” 엄마가 조용히 말했어요.`],
      ['t', `꼭, 꼭. 함께 슬퍼요.`],
      [1, `둘은 함께 조금 울었어요. 그러자 무거운 마음이 아주 조금 가벼워졌어요.`],
      [2, `“슬퍼해도 괜찮아.” 엄마가 말했어요. “그만큼 많이 사랑했으니까 보고 싶고 슬픈 거야.”`],
      [3, `돌멩이는 사라지지 않았어요. 하지만 이름이 생기고 함께 들어 줄 사람이 생기자, ${c.name}도 들 수 있는 돌멩이가 되었어요.`],
    ];
  },
  resolution: (c) => {
    const w = who(c);
    return [
      [0, `그리고 ${wa(c.name)} 엄마는 벤치 옆에 꽃을 심었어요.`],
      [0, `둘은 ${reul(w.memory)} 이야기하며 웃기까지 했어요.`],
      [1, `“꽃이 피면 ${reul(w.n)} 기억하자.” ${ga(c.name)} 말했어요.`],
      [
        2,
        `${neun(c.co.name)} 흙을 토닥토닥 다지는 걸 도왔어요. 사랑은 누가 떠나도 끝나지 않는다고 ${neun(c.name)} 생각했어요. 벤치처럼, 꽃처럼 계속 남는다고요.`,
      ],
    ];
  },
};
