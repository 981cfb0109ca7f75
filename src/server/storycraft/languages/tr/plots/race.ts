/** Türkçe: büyük ağaca kadar yarış. */
import { alt, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';
import { dat, gen } from '../grammar.ts';

/** Yarışı kazanan arkadaş (çocuğun adı da buysa başka bir ad). */
const F = (c: StoryContext) => (c.name.toLocaleLowerCase('tr') === 'elif' ? 'Defne' : 'Elif');

export const race: ShapeText = {
  title: (c) => alt(c, 44, [`${c.name} ve Büyük Ağaca Kadar Yarış`, `${c.name} İkinci Oldu`, `Yerine Geç, Hazır Ol, ${c.name}!`]),
  problem: (c) => [
    [0, `${c.name} ile arkadaşı ${F(c)}, ${c.place.at} büyük ağaca kadar yarıştılar.`],
    ['t', `Yerine geç, hazır ol, koş!`],
    [0, alt(c, 710, [`Ağaca önce ${F(c)} dokundu, kıl payı.`, `${F(c)} bir adım önde, ağaca ilk o vardı.`, `Pat, pat, pat… ve ağaca ilk ${F(c)} dokundu.`])],
    [1, `${gen(c.name)} yanakları kıpkırmızı oldu, alev alev yandı. ${c.co.name} ikisini birden alkışladı, bu da hiç işe yaramadı.`],
    [
      3,
      `${c.name} kazanacağından epey emindi; küçük zafer el sallamasını bile planlamıştı. Kaybetmek, karanlıkta merdivenin bir basamağını kaçırmak gibiydi: önce bir sarsıntı, sonra sıcak, iğne iğne bir utanç.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `“Bu haksızlık, ${F(c)}!” diye bağırdı ${c.name}. “‘Koş’ demeden başladın!”`],
      [1, `${gen(F(c))} gülümsemesi kayboldu. “Başlamadım,” dedi usulca.`],
      [2, `${c.name} onun haklı olduğunu biliyordu, ve işte tam da bu yüzden öfke daha da büyüdü.`],
    ],
    (c) => [
      [0, `“Bir daha!” dedi ${c.name} ve büyük ağaca olabildiğince hızlı koştu.`],
      [1, alt(c, 711, [`Ama ${F(c)} hızlıydı, yine ilk o vardı.`, `Ama ${F(c)} yine kazandı, bu sefer iki adımla.`])],
      [2, `“Bir daha! Bir daha!” diye soludu ${c.name}. Kaybettikçe öfke daha çok kızışıyordu.`],
    ],
    (c) => [
      [0, `${c.name} kollarını kavuşturup oturdu ve ${F(c)} ile top oynamak istemedi.`],
      [1, `${F(c)} topu tek başına tekmeledi. O da hiç eğleniyor gibi görünmüyordu.`],
      [2, `${c.co.name} bir birine, bir ötekine baktı. “Şimdi kimse kazanmıyor,” dedi.`],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} ayağa kalktı ve üç kez yavaşça nefes aldı.`],
    [1, `Al ve ver, al ve ver, al ve ver.`],
    [0, `Sonra ${dat(F(c))} gitti. “Çok hızlısın. Harika koştun!”`],
    [1, `“Hile yaptın dediğim için özür dilerim. Sıradaki oyunu sen seç.”`],
    ['t', `Harika koştun, ${F(c)}!`],
    [
      3,
      `Bu sözler ne kadar zor çıkmıştı ağızdan, ama söylendikten sonra ne kadar da hafifti. İçindeki sıcaklık söndü; yerine daha sağlam bir şey geldi: ${c.name} bir yarışı kaybedip yine de birlikte koşulmaya değer biri olabilirdi.`,
    ],
  ],
  resolution: (c) => [
    [
      0,
      alt(c, 712, [
        `${F(c)} top oynamayı seçti; ikisi de gülmekten kırılana kadar topu birbirlerine attılar.`,
        `${F(c)} topu seçti; gülerek birbirlerine pas verdiler.`,
      ]),
    ],
    [0, `En sonunda ${c.name} ile ${F(c)} el ele büyük ağaca koştular.`],
    [1, `Kimse kimin kazandığını saymadı. ${c.co.name} berabere dedi, hem de çok güzel bir beraberlik.`],
  ],
};
