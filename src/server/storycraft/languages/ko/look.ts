/**
 * Korean look words. `describe`: the words a parent uses for hair, skin, clothes, hats,
 * animals and objects, as `meaning=word|word;…` (a word ending in `*` matches any word starting with it;
 * meanings are listed in likeness/lexicon.ts). `phrase`: how a story says the hero's look from its fields.
 */
import { inv } from '../../likeness/look-words.ts';
import type { LookWords } from '../schema.ts';

export const look: LookWords = {
  describe: `c:black=검은|검정|까만;c:white=흰|하얀|흰색;c:grey=회색;c:brown=갈색;c:beige=베이지;c:red=빨간|빨강|붉은;c:orange=주황;c:yellow=노란|노랑;c:green=초록|녹색;c:blue=파란|파랑|하늘색;c:navy=남색|네이비;c:purple=보라;c:pink=분홍|핑크;c:gold=금색|황금;c:silver=은색;
hair=머리카락|머리;skin=피부;eyes=눈;fur=털|깃털;hc:blonde=금발;hc:red=빨간 머리;hc:grey=흰머리|백발|회색 머리;
len:long=긴|길게;len:short=짧은|단발;len:bald=대머리;tex:curly=곱슬;tex:straight=생머리|직모;tex:wavy=웨이브;tex:coily=아프로;
sty:braids=땋은|땋기;sty:ponytail=포니테일|묶은 머리;sty:bun=똥머리|올림머리;sty:pigtails=양갈래;
hw:hat=모자;hw:cap=야구모자|캡;hw:beanie=비니|털모자;hw:crown=왕관;hw:helmet=헬멧;hw:headscarf=두건|히잡;hw:sun-hat=밀짚모자;
glasses=안경;scarf=목도리|스카프;top:shirt=티셔츠|셔츠|블라우스;top:dress=원피스|드레스;top:coat=코트|재킷|우비|점퍼;top:jumper=스웨터;top:hoodie=후드티;top:uniform=제복|교복;
bottom=바지|청바지|치마|반바지;beard=수염|턱수염;
tone:dark=어두운 피부|까무잡잡;tone:light=하얀 피부|밝은 피부;tone:tan=구릿빛;
age:toddler=아기;age:child=여자아이|남자아이|아이|어린이;age:teen=십대;age:adult=남자|여자|엄마|아빠;age:older-adult=할머니|할아버지|노인;
sp:cat=고양이;sp:dog=강아지|개;sp:rabbit=토끼;sp:bear=곰;sp:fox=여우;sp:owl=부엉이|올빼미;sp:mouse=생쥐|쥐;sp:lion=사자;sp:tiger=호랑이;sp:panda=판다;sp:penguin=펭귄;sp:raccoon=너구리|라쿤;sp:frog=개구리;sp:pig=돼지;sp:monkey=원숭이;sp:elephant=코끼리;sp:horse=말|조랑말;sp:unicorn=유니콘;sp:cow=소|젖소;sp:sheep=양;sp:giraffe=기린;sp:zebra=얼룩말;sp:bird=새;sp:parrot=앵무새|마코앵무;sp:duck=오리;sp:fish=물고기|금붕어;sp:turtle=거북이;sp:hedgehog=고슴도치;sp:wolf=늑대;sp:squirrel=다람쥐;sp:dinosaur=공룡;sp:dragon=용|드래곤;
obj:airplane=비행기;obj:car=자동차|차;obj:bus=버스;obj:truck=트럭;obj:train=기차;obj:boat=배|보트;obj:bicycle=자전거;obj:rocket=로켓;obj:teddy=곰인형;obj:doll=인형;obj:robot=로봇;obj:ball=공;obj:balloon=풍선;obj:kite=연;obj:book=책;obj:star=별`,
  others: `pre=그녀의|그의;post=와|과|랑|이랑|하고|를 좋아|을 좋아;who=언니|오빠|누나|형|여동생|남동생|동생|친구|사촌|장난감|인형`,
  phrase: {
    colour: {
      black: inv('까만'),
      white: inv('하얀'),
      grey: inv('회색'),
      brown: inv('갈색'),
      beige: inv('베이지색'),
      red: inv('빨간'),
      orange: inv('주황색'),
      yellow: inv('노란'),
      green: inv('초록색'),
      blue: inv('파란'),
      navy: inv('남색'),
      purple: inv('보라색'),
      pink: inv('분홍색'),
      gold: inv('금색'),
      silver: inv('은색'),
    },
    hairColour: { black: '까만', 'dark-brown': '짙은 갈색', brown: '갈색', auburn: '적갈색', red: '빨간', blonde: '금발', grey: '회색', white: '하얀' },
    curly: '곱슬',
    long: '긴',
    short: '짧은',
    hair: '머리',
    bald: '반짝이는 민머리',
    braids: '땋은 머리',
    bun: '똥머리',
    ponytail: '포니테일',
    glasses: '동그란 안경',
    beard: '부드러운 수염',
    hat: {
      hat: ['모자', 0],
      cap: ['야구모자', 0],
      beanie: ['털모자', 0],
      crown: ['왕관', 0],
      helmet: ['헬멧', 0],
      headscarf: ['두건', 0],
      'sun-hat': ['밀짚모자', 0],
    },
    top: { shirt: ['티셔츠', 0], dress: ['원피스', 0], coat: ['코트', 0], jumper: ['스웨터', 0], hoodie: ['후드티', 0], uniform: ['제복', 0] },
    scarf: ['목도리', 0],
    fur: '털',
    feathers: '깃털',
    and: '그리고',
    item: (a, [n]) => `${a} ${n}`,
    hairPhrase: (c, curly, len) => [len, c, curly ? '곱슬' : undefined, '머리'].filter(Boolean).join(' '),
  },
};
