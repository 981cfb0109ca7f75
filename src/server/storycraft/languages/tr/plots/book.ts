/** Türkçe: ay hakkındaki soru, kütüphanede cevabını buluyor. */
import { alt, type ShapeText } from '../../../writer/story-types.ts';
import { gen } from '../grammar.ts';

export const book: ShapeText = {
  title: (c) => alt(c, 45, [`${c.name} ve Ay Kitabı`, `${c.name} Kütüphaneye Soruyor`, `Yalnızca Bir Kitabın Cevaplayabileceği Soru`]),
  problem: (c) => [
    [0, `${c.place.at.charAt(0).toLocaleUpperCase('tr')}${c.place.at.slice(1)} kütüphaneci hanım, tavana kadar uzanan kitap dolu rafları gösterdi.`],
    [0, `${gen(c.name)} bir sorusu vardı: “Ay neden şekil değiştiriyor?”`],
    [1, `“Cevap bu kitaplardan birinde,” diye gülümsedi kütüphaneci hanım. “Sadece bulman gerekiyor.”`],
    [2, `${c.name} binlerce kitap sırtına baktı ve yutkundu. “Ama hangisinde?”`],
    [
      3,
      `${c.name} bu soruyu kahvaltıda, öğle yemeğinde ve yolda iki kez sormuştu; kimse doğru dürüst cevaplamamıştı. Kütüphaneci hanıma göre bu rafların bir yerinde biri her şeyi sabırla yazmıştı, ${c.name} bir gün gelip arar diye.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `${c.name} raftaki en büyük, en ağır kitabı taşıdı. Off!`],
      [1, `Ama harfler minicikti, hiç resim yoktu ve kitap baştan sona taşları anlatıyordu.`],
      ['t', `Ağır mı ağır kitap!`],
    ],
    (c) => [
      [0, `${c.name} rengârenk resimlerle dolu ince bir kitapla oturdu.`],
      [
        1,
        alt(c, 720, [
          `Kitap bir traktörü anlatıyordu. Bir dakikada bitti, içinde hiç ay yoktu.`,
          `Kitap çizmesini kaybeden bir ördeği anlatıyordu. Çok komik, çok kısa, ama ay yok.`,
        ]),
      ],
    ],
    (c) => [
      [0, `${c.name} bir kitabın sayfalarını olabildiğince hızlı çevirdi, sadece “ay” kelimesini arıyordu.`],
      [1, `Hışır, hışır, hışır! Sayfalar bulanıklaştı ve ${c.name} hiçbir şey anlamadı.`],
      [2, `“Kitaplar böyle çalışmaz,” diye iç çekti ${c.co.name}. “Onların anlatmasına izin vermelisin.”`],
    ],
  ],
  turn: (c) => [
    [0, `Bunun üzerine ${c.name} kapağında gümüş bir ay olan bir kitap seçti, oturdu ve ${c.co.name} için yavaş yavaş, sesli okudu.`],
    [1, `Bir satır, sonra bir sonraki. Kitaba göre ay aslında değişmiyordu: güneş her gece onun başka bir parçasını aydınlatıyordu.`],
    ['t', `Dolunay, yarım ay, hilal!`],
    [2, `“Demek ki ay hep bütün,” diye fısıldadı ${c.name}. “Biz sadece karanlık kısmını göremiyoruz!” ${c.co.name} devamını görmek için sayfayı çevirdi.`],
    [
      3,
      `Onuncu sayfa civarında tuhaf bir şey oldu: ${c.name} cevabın peşinde koşmayı bıraktı ve sadece okumaya başladı. Kitabın sakin, şefkatli bir sesi vardı; ${c.name} onun hızına ayak uydurunca, sorulan o tek şeyden çok daha fazlasını anlattı.`,
    ],
  ],
  resolution: (c) => [
    [0, `Kütüphaneci hanım kitaba mühür bastı. “İki hafta sonra geri getir,” dedi.`],
    [0, alt(c, 721, [`${c.name} ay kitabını sımsıkı sarılarak dışarı taşıdı.`, `${c.name} kitabı bir hazine gibi kapıya kadar taşıdı.`])],
    [1, `“Bu akşam,” dedi ${c.name}, “bir sonraki bölümü okuyacağız, sonra da gerçek aya bakacağız.”`],
  ],
};
