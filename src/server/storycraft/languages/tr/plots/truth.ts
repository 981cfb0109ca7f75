/** Türkçe: bulunan, başkasına ait top ve söylenen doğru. */
import { alt, cap, type ShapeText } from '../../../writer/story-types.ts';
import { gen } from '../grammar.ts';

export const truth: ShapeText = {
  title: (c) =>
    alt(c, 701, [`${c.name} ve Çizgili Top`, `${c.name} Doğruyu Söylüyor`, `${c.name} ve Başkasının Kırmızı Topu`, `${c.name} ve “Bulan Alır” Günü`]),
  problem: (c) => [
    [0, `${cap(c.place.at)} ${c.name}, beyaz çizgili kırmızı bir top buldu.`],
    [0, `Bu top ${gen(c.name)} değildi.`],
    [1, `Etrafta kimse yoktu. İçinden küçük bir ses fısıldadı: “Bulan alır.”`],
    [2, `${c.co.name} topu kokladı. “Kimin bu?” “Artık benim,” dedi ${c.name}, biraz fazla hızlı.`],
    [
      3,
      `${c.name} topu ellerinde çevirip durdu. Tam da hep istediği toptu, asıl sorun da buydu: Bir şeyi çok isteyince, kime ait olduğunu unutmak kolaylaşıyor.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `${c.name} topu sepete, bir örtünün altına sakladı.`],
      [1, `“Şimdi kimse görmez,” dedi. ${c.co.name} hiçbir şey demedi.`],
      [3, `Saklamak kolaydı. Saklandığını unutmak ise çok daha zordu.`],
    ],
    (c) => [
      [0, `${c.name} yeni topla oynamaya çalıştı ama hiç eğlenceli değildi.`],
      [1, `Karnı ağırlaşmıştı, sanki top içindeydi.`],
      ['t', `Hop... hop... hiç eğlenceli değil.`],
      [2, `“Neden eğlenceli değil?” diye sordu ${c.co.name}. ${c.name} omuz silkti ama nedenini çok iyi biliyordu.`],
    ],
    (c) => [
      [0, `Sonra ${c.name}, ağaçların yanında her yere bakan bir çocuk gördü.`],
      [0, `“Topum! Çizgili kırmızı topumu gören var mı?”`],
      [1, `Çocuğun gözleri yaşlıydı ve ${gen(c.name)} yanakları ısındı.`],
      [
        3,
        `${c.name} bu duyguyu içeriden tanıyordu: Oyuncak ayısı kaybolduğu gün, o geri gelene kadar bütün dünya yamuk görünmüştü. Şimdi birinin dünyasını düzeltebilecek olan kendisiydi.`,
      ],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} topu sepetten çıkarıp geri verdi.`],
    [0, `“Ben buldum,” dedi. “Ve kendimde tutmak istedim. Özür dilerim.”`],
    [1, `Doğruyu söylerken sesi titredi ama ${c.name} her kelimeyi söyledi.`],
    [3, `Tuhaftı: Top artık yoktu, ama ${c.name} kendini eskisinden hafif hissediyordu; sanki bütün öğleden sonra taşıdığı ağır bir çantayı yere bırakmıştı.`],
  ],
  resolution: (c) => [
    [0, `Çocuk topa sarılıp güldü.`],
    [0, `“Bana söylediğin için teşekkürler! Birlikte oynayalım mı?”`],
    [0, `Ve çizgili kırmızı topu birbirlerine attılar, ileri geri, ileri geri.`],
    [1, `${c.co.name} aralarında koşturdu ve ${gen(c.name)} kalbi bir baloncuk kadar hafifledi.`],
    [2, `“İlk vuruş hep senin olsun,” dedi çocuk ve ${c.name} kulaklarına kadar gülümsedi.`],
  ],
};
