/** Türkçe: yeni bisiklet, düşüşler ve en cesur şey: yardım istemek. */
import { alt, cap, type ShapeText } from '../../../writer/story-types.ts';
import { dat, gen } from '../grammar.ts';

export const askHelp: ShapeText = {
  title: (c) =>
    alt(c, 711, [`${c.name} ve Sallanan Bisiklet`, `${c.name} Yardım İstiyor`, `${gen(c.name)} En Cesur Sorusu`, `${c.name} Bisiklete Binmeyi Öğreniyor`]),
  problem: (c) => [
    [0, `${cap(c.place.at)} ${gen(c.name)} yepyeni bir bisikleti vardı.`],
    [0, `Bugün ${c.name} ona binmek istiyordu — tek başına.`],
    [1, `“Kimseye ihtiyacım yok,” dedi ${c.name} ${dat(c.co.name)}. “Büyük çocuklar tek başına biner.”`],
    [
      3,
      `Bütün yaz ${c.name}, büyük çocukların bisikletleriyle vınlayıp geçişini izlemişti; hiçbiri yardıma ihtiyaç duyuyor gibi görünmemişti. İşin sırrı, yardımsız denemeye yetecek kadar cesur olmak olmalıydı.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `${c.name} bisiklete bindi ve pedala bastı. Sallan, sallan... güm!`],
      [0, `Bisiklet yumuşak çimenlere devrildi.`],
      ['t', `Sallan, sallan, güm!`],
      [2, `${c.name} hemen kalkıp dizlerini silkeledi. “Bu sadece alıştırmaydı.”`],
    ],
    (c) => [
      [0, `${c.name} yeniden denedi ve yeniden düştü. Gözleri yandı.`],
      [1, `“Yardım isteyelim mi?” diye sordu ${c.co.name}.`],
      [1, `“Hayır!” dedi ${c.name}. “Tek başıma yapabilirim!”`],
      [3, `Kelime istediğinden yüksek çıktı. Altında daha küçük, daha doğru bir kelime saklanıyordu ve söylenmek istemiyordu.`],
    ],
    (c) => [
      [0, `${c.name} bisikletin yanında, bir ağacın altına oturup düşündü.`],
      [1, `Yardım istemek, “Yapamıyorum” demek gibi geliyordu.`],
      [2, `“Büyükler de yardım ister,” dedi ${c.co.name} yumuşacık. “Onlar da böyle öğrendi.”`],
      [
        3,
        `${c.name} bunu düşündü. Bisikletli çocuklar binmeyi bilerek doğmamıştı. Bir zamanlar biri her birinin selesini tutmuştu; ${c.name} sadece orada değildi, görmemişti.`,
      ],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} derin bir nefes aldı ve bisikleti bankta oturan babasına götürdü.`],
    [0, `“Baba, bana yardım eder misin?” diye sordu.`],
    [1, `En cesur kısım sormaktı. Babası gülümsedi ve hemen ayağa kalktı.`],
    [
      3,
      `Soru o kadar küçüktü ki, yalnızca birkaç kelime; yine de havuzdaki yüksek atlama tahtasından atlamak gibi gelmişti. Ve atlayış gibi bir anda bitti, ${c.name} de ışıl ışıl parladı.`,
    ],
  ],
  resolution: (c) => [
    [0, `Babası seleyi tutup ${c.name} ile birlikte koştu. Sonra usulca bıraktı.`],
    [0, `Ve ${c.name} yeni bisiklete tek başına bindi!`],
    [1, `${c.co.name} sevinçle bağırdı, babası alkışladı. “Başardın!”`],
    [2, `“Başardık,” diye güldü ${c.name}. “Sen yardım ettin, sonra ben yapabildim.”`],
  ],
};
