/** Türkçe: tohumları sulama sözü, çağıran uçurtma ve tutulan söz. */
import { alt, cap, type ShapeText } from '../../../writer/story-types.ts';
import { gen } from '../grammar.ts';

export const promise: ShapeText = {
  title: (c) => alt(c, 731, [`${c.name} Sözünü Tutuyor`, `${c.name} ve Susamış Tohumlar`, `Bir Söz, Bir Uçurtma ve ${c.name}`, `${c.name} ve İlk Yeşil Filiz`]),
  problem: (c) => [
    [0, `${cap(c.place.at)} ${c.name} ile ${c.co.name} minicik tohumlar ektiler.`],
    [0, `“Söz veriyorum, onları her gün sulayacağım,” dedi ${c.name} ve kovayı aldı.`],
    [1, `${c.co.name} toprağı okşadı. “Her gün,” dedi. “Bugünden başlayarak.”`],
    [3, `Söz vermek kolay ve görkemli geliyordu; sözler, öbür taraftan onları çeken bir şey olmadıkça hep öyle gelir.`],
  ],
  tries: [
    (c) => [
      [0, `Tam o sırada bir arkadaş elinde uçurtmayla koşarak geçti.`],
      [0, `“Gel uçuralım! Rüzgâr tam kıvamında!”`],
      [1, `${c.name} uçurtmanın peşinden birkaç adım koştu. Uçurtma gökyüzünde dans edip çekiştiriyordu.`],
    ],
    (c) => [
      [0, `${c.name} durup uçurtmaya, sonra boş kovaya baktı.`],
      [1, `“Tohumlar bekleyebilir,” dedi içinden küçük bir ses. “Yalnızca bu seferlik.”`],
      [3, `Çok makul bir sesti. Sorun da buydu: Tam doğru olmayan bir şey isterken hep en makul hâlinde çıkardı.`],
    ],
    (c) => [
      [0, `${c.name} tohum tarhına baktı. Toprak kupkuru ve çatlamıştı.`],
      [1, `Minicik tohumlar bekliyordu. Kendi başlarına su getiremezlerdi.`],
      [2, `${c.co.name} hiçbir şey demedi. Yalnızca ${c.name} ile birlikte bekledi.`],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} kovayı ağzına kadar doldurup tohumlara taşıdı.`],
    [0, `“Söz sözdür,” dedi ve hepsini tek tek suladı.`],
    [1, `Oyun biraz bekleyebilirdi. Tohumlar bekleyemezdi.`],
    [
      3,
      `Sözü tutmak beş dakikaya ve küçük bir bekleme sızısına mal oldu. Bozmak ise adı daha zor konan bir şeye mal olurdu: ${gen(c.name)} sözünün bir anlamı olduğu duygusuna.`,
    ],
  ],
  resolution: (c) => [
    [0, `Arkadaşı beklemişti; sonra uçurtmayı birlikte gökyüzüne yükselttiler.`],
    [0, `Aşağıda, ıslak toprakta, ilk minicik yeşil filiz başını uzattı.`],
    [1, `${c.co.name} sevinçle bağırdı. “Sözünü tuttun; bak, tohumlar da tuttu!”`],
  ],
};
