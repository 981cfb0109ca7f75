/** Turkish text of the plots 'lost', 'campfire' and 'cookies' (issue 16), written natively. */
import { alt, cap } from '../../story-types.ts';
import { suffix } from '../tr.ts';
import type { ExtraPack } from './types.ts';

const gen = (n: string) => suffix(n, 'gen');
const dat = (n: string) => suffix(n, 'dat');


export const trExtra: ExtraPack = {
  settings: {
    campsite: { at: 'kamp alanında', to: 'ormanın kıyısındaki kamp alanına', detail: 'Çamların altında yeşil bir çadır duruyordu; taşlardan yapılmış bir halka da akşamın kamp ateşini bekliyordu.' },
    kitchen: { at: 'ninesinin mutfağında', to: 'ninesinin evine', detail: 'Mutfak tereyağı ve tarçın kokuyordu, çaydanlık ocağın üstünde mırıldanıyordu.' },
  },
  shapes: {
    lost: {
      title: (c) => alt(c, 40, [`${c.name} ve Kaybolan Yavru`, `${c.name} ve Sessiz Arama`]),
      problem: (c) => [
        [0, `${cap(c.place.at)} ${gen(c.co.name)} annesi durmadan sesleniyordu.`],
        [0, `“En küçük yavrum ortadan kayboldu!” dedi annesi.`],
        [1, `“Yavrunu bulacağız,” dedi ${c.name}. “Söz veriyorum, her yere bakacağız.”`],
        [2, `${c.co.name} tek kelime etmedi. Hiç bu kadar sessiz olmamıştı.`],
        [3, `Endişe, yağmurdan önceki sessizlik gibi havada asılı duruyordu. Yakınlarda bir yerde çok küçük biri bulunmayı bekliyordu ve ${c.name} onu bulan kişi olmaya kararlıydı.`],
      ],
      tries: [
        (c) => [[0, `${c.name} yaşlı ağacın arkasına baktı.`], [1, `Orada yalnızca yosun vardı, bir de rahatsız edilmekten hiç hoşlanmayan bir böcek.`], ['t', `Ce-e! Kimse yok.`]],
        (c) => [[0, `${c.name} uzun çiçeklerin arasını aradı ve seslendi: “Küçüğüm! Neredesin?”`], [1, `Ama ${c.name} ne kadar yüksek sesle seslendiyse, her yer o kadar sessizleşti.`]],
        (c) => [[0, `${c.name} minicik ayak izlerini takip etti, döne döne.`], [1, `Sonunda bunların kendi ayak izleri olduğunu fark etti: durmadan daire çiziyordu!`]],
      ],
      turn: (c) => [
        [0, `${c.name} kıpırdamadan durdu. “Şşş,” diye fısıldadı. “Dinleyelim.”`],
        [0, `İşte oradaydı: eski bir piknik sepetinden gelen minicik bir horultu.`],
        ['t', `Horr, horr, horr!`],
        [1, `Sepetin içinde, yumak gibi kıvrılmış yavru mışıl mışıl uyuyordu.`],
        [3, `${c.name} neredeyse gülecekti. Onca koşturma, onca sesleniş… oysa cevap başından beri oradaydı ve onu duyacak kadar sessiz birini bekliyordu.`],
      ],
      resolution: (c) => [
        [0, `${c.name} yavruyu usulca ${gen(c.co.name)} annesine götürdü.`],
        [0, `Annesi yavrusuna sımsıkı sarıldı.`],
        [1, `“Teşekkür ederim,” dedi ${dat(c.name)}. “Yavrumu dinleyerek buldun.”`],
      ],
    },
    campfire: {
      title: (c) => alt(c, 41, [`${c.name} ve Çadırdaki Gece`, `${c.name} Dedesiyle Kampta`]),
      problem: (c) => [
        [0, `O akşam ${c.name} ile dedesi ${c.place.at} bir çadır kurdular.`],
        [0, `Güneş batınca ağaçlar karardı ve fısıldaşmaya başladı.`],
        [1, `“İçeri girmek istiyorum,” dedi ${c.name} incecik bir sesle.`],
        [2, `Dede, ${gen(c.name)} elini sıktı. “Gece, gözlerini kapamış gündüzden başka bir şey değil,” dedi.`],
        [3, `${c.name} bundan hiç emin değildi. Gündüz orman, ağaçlara tırmanmak ve çam kozalağı toplamak için bir yerdi; şimdiyse kimse bakmadığında biraz daha yaklaşıyormuş gibi görünen gölgelerden bir duvardı.`],
      ],
      tries: [
        (c) => [[0, `${c.name} çadıra girip uyku tulumuna saklandı.`], [1, `Ama çadırın içi daha da karanlıktı.`], ['t', `Karanlık, karanlık, kapkaranlık!`]],
        (c) => [[0, `${c.name} feneri açtı.`], [1, `Işık gölgeleri zıplattı, uzattı; öncekinden de büyük gösterdi.`]],
        (c) => [[0, `${c.name} gözlerini sımsıkı yumdu.`], [1, `Ama gözler kapalıyken her hışırtı iki kat yüksek geliyordu.`]],
      ],
      turn: (c) => [
        [0, `Sonra ${c.name} başını kaldırıp gökyüzüne baktı.`],
        [0, `Gökyüzü yıldızlarla doluydu; ${c.name} hayatında bu kadar çok yıldız görmemişti.`],
        [1, `“Hadi karanlığın neyden yapıldığını bulalım,” diye fısıldadı ${c.name}.`],
        [1, `Bir cırcır böceği öttü. Bir yaprak hışırdadı. Uzakta bir kurbağa “vrak” dedi.`],
        [2, `“Bu korkunç değil ki,” dedi ${c.co.name}. “Gece merhaba diyor, o kadar.”`],
        [3, `${c.name} seslere tek tek ad verince, sesler canavar olmaktan çıkıp komşu oldu: cırcır böceği, yaprak, kalın sesli kurbağa. Karanlık hiç değişmemişti. Değişen ${c.name} olmuştu.`],
      ],
      resolution: (c) => [
        [0, `Dede, taş halkanın içinde küçük bir kamp ateşi hazırladı.`],
        [0, `${c.name} güvenli bir adım geride, bir kütüğe oturup ellerini ısıttı.`],
        [1, `Sıcak kakao içtiler ve en parlak yıldızlara komik adlar taktılar.`],
      ],
      homeward: (c) => [
        [0, `Sonunda dede kamp ateşinin üstüne bir kova su döktü. Cısss!`],
        [1, `“Haydi yatağa, kampçı,” dedi, ve el ele eve döndüler.`],
        [2, `${c.name} bir kez daha dönüp karanlığa iyi geceler diye el salladı.`],
        [3, `${c.co.name} çoktan yarı uykudaydı; ${c.name} ise ancak beklenenden büyük bir günün ardından gelen o özel yorgunluğu hissediyordu.`],
      ],
    },
    cookies: {
      title: (c) => alt(c, 42, [`${c.name} ve En Uzun Yirmi Dakika`, `${gen(c.name)} Kurabiyeleri`]),
      problem: (c) => [
        [0, `${c.name} ile ninesi mutfakta kurabiye yapıyorlardı.`],
        [0, `“Şimdi yirmi dakika pişmeleri lazım,” dedi nine.`],
        [1, `Yirmi dakika! Bu, ${dat(c.name)} bir ömür gibi geldi.`],
        [2, `${c.co.name} sıcak, tatlı kokuyu içine çekip iç geçirdi.`],
        [3, `${c.name} güzel şeylerin zaman aldığını aslında biliyordu. Yalnız bu kuralı hiç sevmemişti; fırında bir tepsi kurabiye varken hiç mi hiç sevmiyordu.`],
      ],
      tries: [
        (c) => [[0, `${c.name} fırının camından içeri baktı.`], [0, `“Oldular mı?” “Daha değil,” dedi nine.`]],
        (c) => [[0, `${c.name} ona kadar, çok yavaş saydı.`], [1, `Ama on çabucak bitti ve kurabiyeler hâlâ bembeyazdı.`], ['t', `Bir, iki, üç… hâlâ bekliyoruz!`]],
        (c) => [[0, `${c.name} fırının önüne oturdu ve kurabiyeden başka hiçbir şey düşünmedi.`], [1, `Bu da beklemeyi daha da uzattı.`]],
      ],
      turn: (c) => [
        [0, `Sonra ${gen(c.name)} aklına bir fikir geldi: “Beklerken ben de bir şey yapayım!”`],
        [0, `${c.name}, yan komşunun kızı için kocaman sarı bir güneşi olan bir kart çizdi.`],
        [1, `${c.name} boyamaya öyle daldı ki saati tamamen unuttu.`],
        [3, `${c.name} o gün bir şey keşfetti: eller başkası için bir şey yapmakla meşgulken, beklemek çok daha kısa sürüyordu.`],
      ],
      resolution: (c) => [
        [0, `Dın! Kurabiyeler hazırdı.`],
        [0, `${c.name} bahçede kurabiyeleri ninesiyle ve komşunun kızıyla paylaştı.`],
        [1, `“Beklediğimiz için daha da lezzetliler,” dedi ${c.name}; kart da herkesin çok hoşuna gitti.`],
      ],
    },
  },
};
