/** `missing` olay örgüsünün Türkçe metni: ölen birini özlemek ve onu sevgiyle hatırlamak. */
import { alt, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

const BACK = 'aıou';
const ROUND = 'oöuü';

function lastVowel(word: string): string {
  const vowels = word
    .toLocaleLowerCase('tr')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .match(/[aeıioöuü]/g);
  return vowels ? vowels[vowels.length - 1]! : 'e';
}

/** A name in the dative after an apostrophe, by vowel harmony: Mia'ya, Can'a. */
function dat(name: string): string {
  const back = BACK.includes(lastVowel(name));
  const vowelEnd = /[aeıioöuü]$/i.test(name.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
  return `${name}'${vowelEnd ? 'y' : ''}${back ? 'a' : 'e'}`;
}
/** A name in the genitive: Mia'nın, Can'ın, Efe'nin, Umut'un. */
function gen(name: string): string {
  const v = lastVowel(name);
  const i4 = BACK.includes(v) ? (ROUND.includes(v) ? 'u' : 'ı') : ROUND.includes(v) ? 'ü' : 'i';
  const vowelEnd = /[aeıioöuü]$/i.test(name.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
  return `${name}'${vowelEnd ? 'n' : ''}${i4}n`;
}

/** Özlenen: iyelikli biçimleri ve ona yakışan bir anı. */
function who(c: StoryContext) {
  switch (c.missed) {
    case 'grandma':
      return {
        n: 'ninesi',
        N: 'Ninesi',
        mine: 'Ninemi',
        acc: 'ninesini',
        gen: 'ninesinin',
        bench: 'ninesinin bankıydı',
        memory: 'ninesinin gülleri sularken nasıl mırıldandığını',
      };
    case 'dog':
      return {
        n: 'yaşlı köpeği',
        N: 'Yaşlı köpeği',
        mine: 'Yaşlı köpeğimi',
        acc: 'yaşlı köpeğini',
        gen: 'yaşlı köpeğinin',
        bench: 'yaşlı köpeğin güneşte uyuklamayı çok sevdiği banktı',
        memory: 'yaşlı köpeğin mutlu olunca bütün gövdesiyle nasıl kuyruk salladığını',
      };
    case 'cat':
      return {
        n: 'yaşlı kedisi',
        N: 'Yaşlı kedisi',
        mine: 'Yaşlı kedimi',
        acc: 'yaşlı kedisini',
        gen: 'yaşlı kedisinin',
        bench: 'yaşlı kedinin güneşte uyuklamayı çok sevdiği banktı',
        memory: 'yaşlı kedinin küçük bir motor gibi nasıl mırladığını',
      };
    default:
      return {
        n: 'dedesi',
        N: 'Dedesi',
        mine: 'Dedemi',
        acc: 'dedesini',
        gen: 'dedesinin',
        bench: 'dedesinin bankıydı',
        memory: 'dedesinin en saçma fıkraları anlatıp en çok kendisinin güldüğünü',
      };
  }
}

export const missing: ShapeText = {
  quiet: true,
  low: (c) => [
    [0, `${c.name} yeniden banka oturdu, kıpırdamadan.`],
    [0, `${c.co.name} ona sokuldu ve hiçbir şey söylemedi; doğrusu da buydu. Birini özlemek, diye düşündü ${c.name}, insanın içine yağan bir yağmur gibi.`],
  ],
  title: (c) => {
    const w = who(c);
    return alt(c, 60, [`${c.name} ${w.acc} Hatırlıyor`, `${gen(c.name)} Çiçeği`, `${c.name} ve Ağır Duygu`]);
  },
  problem: (c) => {
    const w = who(c);
    return [
      [0, `${c.name} ${c.place.at} eski bankta oturuyordu. Burası ${w.bench}.`],
      [0, `${w.N} ölmüştü. Bir daha geri gelmeyecekti ve ${c.name} ${w.acc} çok özlüyordu.`],
      ['t', `Bank sessiz. ${c.name} üzgün.`],
      [1, `${c.co.name} de yanına oturdu, iyice yakınına.`],
      [2, `“Ölmek, bedenin çalışmayı bırakması ve bir daha başlayamaması demek,” demişti annesi. Bu kimsenin suçu değildi.`],
      [3, `${c.name} sözcükleri anlıyordu. Anlamadığı şey, bu duyguyla ne yapacağıydı: göğsünde, hafif olmayı unutmuş bir taş gibi duruyordu.`],
    ];
  },
  tries: [
    (c) => [
      [0, `${c.co.name} topu ${dat(c.name)} yuvarladı. Ama ${c.name} oynamak istemedi.`],
      [1, `Top çimenlerin üstünde uzaklara yuvarlandı ve kimse peşinden koşmadı.`],
      ['t', `Yuvarlan top, yuvarlan. Bugün değil.`],
    ],
    (c) => [
      [0, `${c.name} büyük ağacın yanında durdu ve üzüntüsünü içinin en derinine itti.`],
      [1, `“Ben iyiyim,” dedi. Ama üzüntü gitmedi. Sadece daha da ağırlaştı.`],
    ],
    (c) => {
      const w = who(c);
      return [
        [0, `${c.name} eski fotoğraf albümünü açtı ve ${w.gen} fotoğraflarına baktı.`],
        [1, `İşte oradaydı ${w.n}, güneşin altında. Üzüntü geri geldi, öncekinden de büyük.`],
        [3, `Hatırlamak acıtıyordu, unutmak ise daha da çok acıtırdı. ${c.name} üçüncü bir yol olduğunu henüz bilmiyordu.`],
      ];
    },
  ],
  turn: (c) => {
    const w = who(c);
    return [
      [0, `${c.name} annesine gitti ve doğru olanı yüksek sesle söyledi: “${w.mine} çok özledim. Çok üzgünüm.”`],
      [0, `Annesi ${dat(c.name)} sımsıkı sarıldı. “Ben de onu çok özledim,” dedi usulca.`],
      ['t', `Sarıl, sarıl. Birlikte üzgünüz.`],
      [1, `Biraz ağladılar, birlikte. Ve o ağır duygu birazcık hafifledi.`],
      [2, `“Üzülmek çok normal,” dedi annesi. “Özlemek böyle hissettirir, çünkü onu çok sevdik.”`],
      [3, `Taş kaybolmadı. Ama artık bir adı ve onu birlikte taşıyan biri vardı; böyle bir taşı ${c.name} taşıyabilirdi.`],
    ];
  },
  resolution: (c) => {
    const w = who(c);
    return [
      [0, `Sonra ${c.name} ve annesi bankın yanına bir çiçek diktiler.`],
      [0, `Birbirlerine ${w.memory} anlattılar, hatta güldüler.`],
      [1, `“Çiçek açınca onu hatırlayacağız,” dedi ${c.name}.`],
      [2, `${c.co.name} toprağı bastırmaya yardım etti. Sevgi, diye düşündü ${c.name}, biri gidince bitmez. Kalır; bank gibi, çiçek gibi.`],
    ];
  },
};
