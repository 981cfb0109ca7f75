/** 한국어: 다른 제목들, 그리고 이야기가 집에서 시작하고 끝나는 곳 (../schema.ts NightWords 참고). */
import type { NightWords } from '../schema.ts';

/** 받침이 있으면 앞의 조사, 없으면 뒤의 조사. */
function josa(word: string, withFinal: string, withoutFinal: string): string {
  const code = word.trim().slice(-1).charCodeAt(0);
  const final = code >= 0xac00 && code <= 0xd7a3 ? (code - 0xac00) % 28 !== 0 : false;
  return `${word}${final ? withFinal : withoutFinal}`;
}
const neun = (w: string) => josa(w, '은', '는');
/** 모든 시작과 모든 뒷부분: '그날 아침, 리나는 …'. */
const each = (leads: readonly string[], rests: readonly string[]) => leads.flatMap((lead) => rests.map((rest) => `${lead} ${rest}`));
const MORNING = ['그날 아침,', '아침 일찍,', '해가 반짝이던 그날 아침,'];
const NIGHT = ['그날 밤,', '밤이 되자,', '깊은 밤,'];

export const nights: NightWords = {
  titles: (c) => {
    const place = c.place.at.replace(/에서$/, '');
    return [
      `${josa(c.name, '과', '와')} ${c.co.name}의 작은 모험`,
      `${place}에서 생긴 일`,
      `${josa(c.co.name, '과', '와')} 함께한 ${place}의 하루`,
      `${c.name}의 ${place} 나들이`,
    ];
  },
  opening: {
    home: (c) =>
      each(MORNING, [`${neun(c.name)} 거실에서 쿠션으로 탑을 쌓고 있었어요.`, `${neun(c.name)} 거실 양탄자 위에서 크레파스를 색깔별로 정리하고 있었어요.`]),
    kitchen: (c) =>
      each(MORNING, [`${neun(c.name)} 부엌 식탁에서 토스트에 버터를 바르고 있었어요.`, `${neun(c.name)} 부엌에서 시리얼 속 건포도를 세고 있었어요.`]),
    garden: (c) => each(MORNING, [`${neun(c.name)} 장화를 신고 마당에서 달팽이를 찾고 있었어요.`, `${neun(c.name)} 마당에서 화분에 물을 주고 있었어요.`]),
    windowSeat: (c) =>
      each(MORNING, [
        `${neun(c.name)} 창가 의자에 웅크리고 앉아 거리가 깨어나는 것을 보고 있었어요.`,
        `${neun(c.name)} 창가 의자에서 유리창에 코를 대고 새를 세고 있었어요.`,
      ]),
    doorstep: (c) =>
      each(MORNING, [`${neun(c.name)} 현관 계단에 앉아 신발 끈을 묶고 있었어요.`, `${neun(c.name)} 현관 앞에서 우체부 아저씨에게 손을 흔들고 있었어요.`]),
  },
  ending: {
    bedroom: (c) =>
      each(NIGHT, [`${c.name}의 방에서는 수면등이 벽에 작고 노란 달을 그리고 있었어요.`, `${c.name}의 방은 커튼이 닫혀 있고, 인형들이 나란히 앉아 있었어요.`]),
    bunkBed: (c) =>
      each(NIGHT, [
        `${neun(c.name)} 이층 침대 아래 칸에서 동굴 속 곰처럼 포근하게 잤어요.`,
        `${neun(c.name)} 이층 침대 아래 칸으로 쏙 들어갔어요. 위 칸이 지붕 같았어요.`,
      ]),
    attic: (c) =>
      each(NIGHT, [
        `${c.name}의 침대는 다락방 비스듬한 천장 아래, 동그란 창 옆에 있었어요.`,
        `다락방에서는 종이 등불이 ${c.name}의 침대 위에서 은은하게 빛났어요.`,
      ]),
  },
};
