/** Korean multi-hero sentences: particles follow the name's last syllable ('미아와 레오는'). */
import type { HeroRef, HeroWords } from '../../writer/hero-words.ts';

/** True when a Hangul syllable ends in a consonant (batchim); non-Hangul names count as ending in a vowel. */
function hasBatchim(word: string): boolean {
  const last = word.trim().at(-1);
  if (!last) return false;
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28 !== 0;
  return /[0-9lmnLMN]$/.test(last);
}
const josa = (w: string, withFinal: string, withoutFinal: string) => w + (hasBatchim(w) ? withFinal : withoutFinal);
const neun = (w: string) => josa(w, '은', '는');
const wa = (w: string) => josa(w, '과', '와');

/** 'A와 B는', 'A, B와 C는': the topic particle on the last name. */
function group(all: readonly HeroRef[]): string {
  const names = all.map((h) => h.name);
  if (names.length === 1) return neun(names[0]!);
  const head = names.slice(0, -1);
  return `${[...head.slice(0, -1).map((n) => `${n},`), wa(head.at(-1)!)].join(' ')} ${neun(names.at(-1)!)}`;
}

export const heroes: HeroWords = {
  joins: (h) => [
    `${h.name}도 함께 왔어요.`,
    ...(h.trait ? [`${neun(h.name)} 한눈에 알아볼 수 있었어요. ‘${h.trait}’, 그게 바로 ${h.name}의 특징이었지요.`] : []),
  ],
  act: (kind, h, main) =>
    ({
      help: `${neun(h.name)} 얼른 달려와서 도왔어요.`,
      idea: `${neun(h.name)} 좋은 생각이 떠올라서 ${main.name}에게 살짝 속삭였어요.`,
      brave: `${neun(h.name)} 숨을 깊이 들이쉬고 포기하지 않았어요.`,
      cheer: `${neun(h.name)} 손뼉을 치며 기뻐했어요.`,
      lead: `${neun(h.name)} 앞장서서 길을 안내했어요.`,
    })[kind],
  together: (all) => `${group(all)} 준비를 마치고 나란히 함께 길을 떠났어요.`,
  sleep: (all) => `${group(all)} 나란히 꿈나라로 갔어요.`,
};
