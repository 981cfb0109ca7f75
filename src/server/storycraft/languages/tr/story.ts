/** Turkish templates of the built-in writer. Suffixes on names follow vowel harmony, after an apostrophe. */
import { alt, cap, type LanguagePack, type Line, type StoryContext } from '../../writer/story-types.ts';
import { dat, de, gen } from './grammar.ts';
import { garden } from './plots/garden.ts';
import { truth } from './plots/truth.ts';
import { askHelp } from './plots/askHelp.ts';
import { race } from './plots/race.ts';
import { different } from './plots/different.ts';
import { promise } from './plots/promise.ts';
import { missing } from './plots/missing.ts';
import { book } from './plots/book.ts';

function heroNoun(c: StoryContext): string {
  // Ages 10-12: never 'little', for animal and toy heroes too.
  if (c.kind === 'animal') return c.band === 3 ? 'akıllı, sevimli bir hayvan' : 'küçük, sevimli bir hayvan';
  if (c.kind === 'object') return c.band === 3 ? 'çok özel bir oyuncak' : 'çok özel, küçük bir oyuncak';
  if (c.band === 3) return c.g === 'f' ? 'bir kız' : c.g === 'm' ? 'bir erkek çocuk' : 'bir çocuk'; // ages 10-12: never 'little'
  return c.g === 'f' ? 'küçük bir kız' : c.g === 'm' ? 'küçük bir erkek çocuk' : 'küçük bir çocuk';
}

export const story: LanguagePack = {
  code: 'tr',
  sep: ' ',
  settings: {
    library: { at: 'kütüphanede', to: 'kütüphaneye', detail: 'Yüksek raflar tavana kadar uzanıyor, her yer kâğıt ve sessizlik kokuyordu.' },
    campsite: {
      at: 'kamp alanında',
      to: 'ormanın kıyısındaki kamp alanına',
      detail: 'Çamların altında yeşil bir çadır duruyordu; taşlardan yapılmış bir halka da akşamın kamp ateşini bekliyordu.',
    },
    kitchen: { at: 'ninesinin mutfağında', to: 'ninesinin evine', detail: 'Mutfak tereyağı ve tarçın kokuyordu, çaydanlık ocağın üstünde mırıldanıyordu.' },
    garden: { at: 'bahçede', to: 'bahçeye', detail: 'Arılar güllerin arasında vızıldıyor, çimenler yaz gibi kokuyordu.' },
    forest: { at: 'ormanda', to: 'ormana', detail: 'Uzun ağaçlar fısıldaşıyor, güneş ışıkları yaprakların arasında dans ediyordu.' },
    meadow: { at: 'çayırda', to: 'koca çayıra', detail: 'Papatyalar rüzgârda sallanıyor, çekirgeler şarkılarını söylüyordu.' },
    seaside: { at: 'deniz kenarında', to: 'deniz kenarına', detail: 'Küçük dalgalar kumun üstünde şıpır şıpır oynuyor, martılar gökyüzünde süzülüyordu.' },
    mountain: { at: 'dağda', to: 'yemyeşil dağa', detail: 'Patika kıvrıla kıvrıla yükseliyor, aşağıda bütün vadi rengârenk bir yorgan gibi uzanıyordu.' },
    farm: { at: 'çiftlikte', to: 'yolun sonundaki çiftliğe', detail: 'Tavuklar gıdaklıyor, bir inek yavaşça möölüyor, ahır sıcak saman kokuyordu.' },
    park: { at: 'parkta', to: 'parka', detail: 'Ördekler gölette yüzüyor, salıncaklar neşeyle gıcırdıyordu.' },
    lake: { at: 'göl kıyısında', to: 'göl kıyısına', detail: 'Su cam gibi pürüzsüzdü, yusufçuklar sazların üstünde vızır vızır uçuyordu.' },
    snowyVillage: { at: 'karlı köyde', to: 'karlı köye', detail: 'Bütün çatılarda kar pırıl pırıl parlıyor, hava sıcak kakao kokuyordu.' },
    castle: { at: 'şato bahçesinde', to: 'tepedeki eski şatoya', detail: 'Kulelerde bayraklar dalgalanıyor, güller eski taş duvarlara tırmanıyordu.' },
  },
  companions: {
    puppy: { name: 'Pıtır', intro: 'Pıtır adında küçük bir köpek yavrusu', g: 'm' },
    kitten: { name: 'Minnoş', intro: 'Minnoş adında pofuduk bir kedicik', g: 'f' },
    bunny: { name: 'Zıpzıp', intro: 'Zıpzıp adında hoplayan bir tavşan', g: 'm' },
    owl: { name: 'Bilge', intro: 'Bilge adında akıllı, küçük bir baykuş', g: 'f' },
    fox: { name: 'Fındık', intro: 'Fındık adında kırmızı, küçük bir tilki', g: 'm' },
    turtle: { name: 'Tosbi', intro: 'Tosbi adında güler yüzlü bir kaplumbağa', g: 'f' },
    teddy: { name: 'Pofuduk', intro: 'Pofuduk adında yumuşacık bir oyuncak ayı', g: 'm' },
    robot: { name: 'Bip', intro: 'Bip adında küçük bir robot', g: 'm' },
    dragon: { name: 'Kıvılcım', intro: 'Kıvılcım adında minicik, dost canlısı bir ejderha', g: 'f' },
  },

  home: (c) => {
    const N = c.name,
      C = c.co.name;
    const lines: Line[] = [[0, `Bir varmış, bir yokmuş, ${N} adında ${heroNoun(c)} varmış.`]];
    if (c.trait) lines.push([0, `${N} hemen tanınırmış: ${c.trait}.`]);
    lines.push(
      [
        1,
        alt(c, 2, [
          `${N}, kırmızı kapılı, pencereleri güneş dolu, sıcacık küçük bir evde yaşarmış.`,
          `${N}, sessiz bir sokağın sonundaki, sabahları kızarmış ekmek kokan küçük bir evde yaşarmış.`,
        ]),
      ],
      [2, `Her sabah ${N} pencereyi açar, güne günaydın der ve bugün neler olacağını merak edermiş.`],
      [3, `“Bugün,” diye düşündü ${N}, “güzel bir şey olacak. Ayak parmaklarımın ucuna kadar hissediyorum.” Ve bu tür konularda ${N} pek yanılmazdı.`],
    );
    if (!c.meet) {
      lines.push(
        [0, `${gen(N)} bir de en iyi arkadaşı varmış: ${c.co.intro}.`],
        [1, `${C} her yere onunla birlikte giderdi.`],
        ['t', `Merhaba ${N}! Merhaba ${C}!`],
      );
    }
    return lines;
  },
  meet: (c) => [
    [0, `Derken kapı çalındı: tak, tak, tak!`],
    [0, `Gelen, ${gen(c.name)} en iyi arkadaşıydı: ${c.co.intro}.`],
    [1, `“Günaydın!” dedi ${c.co.name}. “Bugün ne yapalım?”`],
    [2, `${c.name} hemen yerinden fırladı. “Hadi maceraya çıkalım!”`],
    [
      3,
      `${c.co.name} öyle sevindi ki kendi etrafında üç kez döndü ve az kalsın düşüyordu. ${c.name} ${de(c.name)} öyle güldü ki yeniden oturmak zorunda kaldı.`,
    ],
  ],
  go: (c) => [
    [0, `${c.name} ile ${c.co.name} ${c.place.to} gittiler.`],
    [1, c.place.detail],
    [
      2,
      alt(c, 3, [
        `“Bak!” dedi ${c.co.name}. “Bugün her şey pırıl pırıl!”`,
        `${c.name} seke seke yürüyüp bir şarkı mırıldandı; ${c.co.name} ${de(c.co.name)} biraz falsolu da olsa ona eşlik etti.`,
      ]),
    ],
    [
      3,
      `${c.name} temiz havayı içine çekti ve her şeyi fark etti: renkleri, sesleri, yolun karşısına geçit törenindeki bir asker gibi yürüyen minicik böceği. Dünya kocaman ve dost gibiydi; ${c.name} her şeye hazırdı.`,
    ],
  ],
  afterProblem: (c) => [
    [2, `${c.co.name}, ${dat(c.name)} baktı. “Şimdi ne yapacağız?”`],
    [3, `${c.name} kaşlarını çattı ve uzun uzun düşündü. Mutlaka bir yolu olmalıydı. Yeterince ararsan her zaman bir yol vardır; ${c.name} buna inanırdı.`],
  ],
  afterTry: (c, i) =>
    (
      [
        [
          [1, `“Hımm,” dedi ${c.name}. “Olmadı.”`],
          [2, `“Boş ver,” dedi ${c.co.name}. “Başka bir şey deneyelim.”`],
          [3, `${c.name} başını kaşıdı. İlk deneme sadece ilk denemedir, diye düşündü; kimse her şeyi ilk seferde başaramaz, büyükler bile.`],
        ],
        [
          [1, `“Eyvah,” diye iç çekti ${c.name}. “Böyle de olmadı.”`],
          [2, `${c.co.name} usulca ${dat(c.name)} sokuldu, sanki “Ben buradayım,” der gibi.`],
          [
            3,
            `${gen(c.name)} içine küçük bir endişe bulutu süzüldü. Vazgeçip eve dönmek daha mı kolay olurdu? Ama ${c.name} aslında hiç de vazgeçmek istemiyordu.`,
          ],
        ],
        [
          [1, `Yine olmadı.`],
          [2, `“Üç deneme oldu!” dedi ${c.co.name}. “Belki bambaşka bir fikre ihtiyacımız var.”`],
          [3, `${c.name} bir süre sessizce rüzgârı dinledi. Bazen, diye düşündü, çözüm daha çok zorlamakta değil, farklı denemektedir.`],
        ],
      ] as Line[][]
    )[i]!,
  low: (c) => [
    [0, `${c.name} pürüzsüz, ılık bir taşın üstüne oturdu ve derin bir iç çekti.`],
    [1, `${c.co.name} ${de(c.co.name)} gelip hemen yanına oturdu.`],
    [2, `“Ne yapacağımı bilmiyorum,” diye fısıldadı ${c.name}. “Olsun,” dedi ${c.co.name}. “Birlikte düşünebiliriz.”`],
    [
      3,
      `${c.name} ağır ağır, telaşsızca geçen bulutları seyretti. Biri uyuyan bir balinaya, öteki bir çaydanlığa benziyordu. Vızıldayan düşünceler yavaş yavaş, göle düşen yapraklar gibi duruldu. Sonra, çok sessizce, bir fikir filizlenmeye başladı; tıpkı kimse bakmazken büyüyen bir tohum gibi.`,
    ],
  ],
  beforeTurn: (c) => [
    [2, `Birden ${gen(c.name)} gözleri parladı.`],
    [3, `“Dur,” dedi ${c.name} yavaşça. “Sanırım ne yapacağımı biliyorum.”`],
  ],
  afterResolution: (c) => [
    [2, `${c.name} ile ${c.co.name} karınları gıdıklanana kadar güldüler.`],
    [3, `${c.name} içinin ısındığını hissetti, tıpkı bir kış gününde içilen bir fincan kakao gibi. Güzel bir gündü. Gerçekten çok güzel bir gün.`],
  ],
  sunset: () => [[0, `Sonra güneş pembe ve altın renklerle battı.`]],
  homeward: (c) => [
    [0, `Güneş pembe ve altın renklerle battı. Eve dönme vakti gelmişti.`],
    [1, `${c.name} ile ${c.co.name} yan yana, ağır ağır eve yürüdüler.`],
    [2, `“Ne gündü ama,” diye esnedi ${c.co.name}. “Ne gündü ama,” diye esnedi ${c.name}.`],
    [
      3,
      `Pencereler birer birer sarı sarı yandı, bir yerlerde bir karatavuk günün son şarkısını söylüyordu. ${gen(c.name)} ayakları yorulmuştu, ama en tatlı hâliyle.`,
    ],
  ],
  bedtime: (c) => {
    const N = c.name,
      C = c.co.name;
    const lines: Line[] = [
      [0, `O gece ${N} yatağına kıvrıldı.`],
      ['t', `Mışıl, mışıl, mışıl.`],
      [1, `${C} yatağın ayak ucunda top gibi kıvrıldı, ay da pencereden içeri göz attı.`],
    ];
    if (c.traitBed) lines.push([2, `${N} (${c.traitBed}) battaniyenin altında sıcacık ve güvendeydi.`]);
    lines.push([2, `“İyi geceler, ${C},” diye fısıldadı ${N}. “İyi geceler, ${N},” diye fısıldadı ${C}.`]);
    if (c.moral) lines.push([0, `${N} gözlerini kapamadan önce şöyle fısıldadı: “${c.moral}”`]);
    lines.push(
      [
        3,
        `Dışarıda yıldızlar, her zaman yaptıkları gibi, uyuyan dünyayı bekliyordu. ${gen(N)} nefesi yavaşladı, yumuşadı ve çok geçmeden ${N} yarının rüyasını görmeye başladı.`,
      ],
      [0, `İyi geceler, ${N}.`],
    );
    return lines;
  },

  shapes: {
    truth,
    askHelp,
    different,
    promise,
    missing,
    // 'lost', 'campfire' and 'cookies': the plots with the campsite and Grandma's kitchen.
    lost: {
      title: (c) => alt(c, 40, [`${c.name} ve Kaybolan Yavru`, `${c.name} ve Sessiz Arama`]),
      problem: (c) => [
        [0, `${cap(c.place.at)} ${gen(c.co.name)} annesi durmadan sesleniyordu.`],
        [0, `“En küçük yavrum ortadan kayboldu!” dedi annesi.`],
        [1, `“Yavrunu bulacağız,” dedi ${c.name}. “Söz veriyorum, her yere bakacağız.”`],
        [2, `${c.co.name} tek kelime etmedi. Hiç bu kadar sessiz olmamıştı.`],
        [
          3,
          `Endişe, yağmurdan önceki sessizlik gibi havada asılı duruyordu. Yakınlarda bir yerde çok küçük biri bulunmayı bekliyordu ve ${c.name} onu bulan kişi olmaya kararlıydı.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} yaşlı ağacın arkasına baktı.`],
          [1, `Orada yalnızca yosun vardı, bir de rahatsız edilmekten hiç hoşlanmayan bir böcek.`],
          ['t', `Ce-e! Kimse yok.`],
        ],
        (c) => [
          [0, `${c.name} uzun çiçeklerin arasını aradı ve seslendi: “Küçüğüm! Neredesin?”`],
          [1, `Ama ${c.name} ne kadar yüksek sesle seslendiyse, her yer o kadar sessizleşti.`],
        ],
        (c) => [
          [0, `${c.name} minicik ayak izlerini takip etti, döne döne.`],
          [1, `Sonunda bunların kendi ayak izleri olduğunu fark etti: durmadan daire çiziyordu!`],
        ],
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
        [
          3,
          `${c.name} bundan hiç emin değildi. Gündüz orman, ağaçlara tırmanmak ve çam kozalağı toplamak için bir yerdi; şimdiyse kimse bakmadığında biraz daha yaklaşıyormuş gibi görünen gölgelerden bir duvardı.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} çadıra girip uyku tulumuna saklandı.`],
          [1, `Ama çadırın içi daha da karanlıktı.`],
          ['t', `Karanlık, karanlık, kapkaranlık!`],
        ],
        (c) => [
          [0, `${c.name} feneri açtı.`],
          [1, `Işık gölgeleri zıplattı, uzattı; öncekinden de büyük gösterdi.`],
        ],
        (c) => [
          [0, `${c.name} gözlerini sımsıkı yumdu.`],
          [1, `Ama gözler kapalıyken her hışırtı iki kat yüksek geliyordu.`],
        ],
      ],
      turn: (c) => [
        [0, `Sonra ${c.name} başını kaldırıp gökyüzüne baktı.`],
        [0, `Gökyüzü yıldızlarla doluydu; ${c.name} hayatında bu kadar çok yıldız görmemişti.`],
        [1, `“Hadi karanlığın neyden yapıldığını bulalım,” diye fısıldadı ${c.name}.`],
        [1, `Bir cırcır böceği öttü. Bir yaprak hışırdadı. Uzakta bir kurbağa “vrak” dedi.`],
        [2, `“Bu korkunç değil ki,” dedi ${c.co.name}. “Gece merhaba diyor, o kadar.”`],
        [
          3,
          `${c.name} seslere tek tek ad verince, sesler canavar olmaktan çıkıp komşu oldu: cırcır böceği, yaprak, kalın sesli kurbağa. Karanlık hiç değişmemişti. Değişen ${c.name} olmuştu.`,
        ],
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
        [
          3,
          `${c.name} güzel şeylerin zaman aldığını aslında biliyordu. Yalnız bu kuralı hiç sevmemişti; fırında bir tepsi kurabiye varken hiç mi hiç sevmiyordu.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} fırının camından içeri baktı.`],
          [0, `“Oldular mı?” “Daha değil,” dedi nine.`],
        ],
        (c) => [
          [0, `${c.name} ona kadar, çok yavaş saydı.`],
          [1, `Ama on çabucak bitti ve kurabiyeler hâlâ bembeyazdı.`],
          ['t', `Bir, iki, üç… hâlâ bekliyoruz!`],
        ],
        (c) => [
          [0, `${c.name} fırının önüne oturdu ve kurabiyeden başka hiçbir şey düşünmedi.`],
          [1, `Bu da beklemeyi daha da uzattı.`],
        ],
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
    fear: {
      title: (c) => `${c.name} ve Sallanan Köprü`,
      problem: (c) => [
        [0, `${cap(c.place.at)}, şırıl şırıl akan bir derenin üstünde küçük, tahta bir köprü vardı.`],
        [1, `Karşı tarafta dünyanın en güzel çiçekleri parlıyordu.`],
        [0, `Ama köprü sallanıyordu ve ${c.name} korktu.`],
        [2, `Tahtalar gıcır gıcır ediyor, ${gen(c.name)} dizleri de titriyordu.`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} bir ayağını köprüye koydu.`],
          [0, `Sallandı! ${c.name} hemen geri sıçradı.`],
        ],
        (c) => [
          [0, `${c.name} gözlerini kapatmayı denedi.`],
          [1, `Ama gözleri kapalıyken nereye basacağını göremiyordu ve bu daha da zordu.`],
        ],
        (c) => [
          [0, `${c.name} cesaretin kendiliğinden gelmesini bekledi.`],
          [1, `Bekledi de bekledi. Ama korku, yastığın üstündeki bir kedi gibi yerinden kıpırdamadı.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} derin ve yavaş bir nefes aldı, ${c.co.name} ile el ele tutuştu.`],
        [0, `“Küçük bir adım,” dedi ${c.name}. “Sonra bir tane daha.”`],
        ['t', `Adım, adım, adım!`],
        [1, `Yavaş yavaş ${c.name} köprüyü geçti. Köprü hâlâ biraz sallanıyordu ve bunda hiçbir sakınca yoktu.`],
      ],
      resolution: (c) => [
        [0, `${c.name} başarmıştı!`],
        [0, `Karşı tarafta çiçekler küçük fenerler gibi parlıyordu.`],
        [1, `“Korkuyordum ama yine de yaptım,” dedi ${c.name}; ${c.co.name} sevinçle alkışladı.`],
      ],
    },
    friend: {
      title: (c) => `${c.name} ve Küçük İç Çekiş`,
      problem: (c) => [
        [0, `${cap(c.place.at)} ${c.co.name} tek başına oturuyordu ve çok üzgün görünüyordu.`],
        [0, `“Ne oldu?” diye sordu ${c.name}. Ama ${c.co.name} sadece iç çekti.`],
        [1, `Kuşlar bile daha alçak sesle ötüyor gibiydi.`],
      ],
      tries: [
        (c) => [
          [0, `${c.name}, ${dat(c.co.name)} bir top yuvarladı.`],
          [1, `Ama ${c.co.name} oyun oynamak istemedi.`],
        ],
        (c) => [
          [0, `${c.name} dünyanın en komik suratını yaptı.`],
          [1, `${c.co.name} birazcık gülümsedi, ama üzgün yüz hemen geri geldi.`],
        ],
        (c) => [
          [0, `${c.name} oynayabilecekleri bütün eğlenceli oyunları anlattı da anlattı.`],
          [1, `Ama ${c.co.name} iyice sessizleşti.`],
        ],
      ],
      turn: (c) => [
        [0, `Bunun üzerine ${c.name}, ${gen(c.co.name)} yanına oturdu ve sadece dinledi.`],
        [1, `${c.co.name} yavaş yavaş her şeyi anlattı: uzaklarda yaşayan ailesini özlemişti ve bugün kendini çok küçük hissediyordu.`],
        [0, `${c.name}, ${dat(c.co.name)} kocaman, sıcacık sarıldı.`],
      ],
      resolution: (c) => [
        [0, `Birlikte çiçeklerden bir taç yaptılar.`],
        [0, `${c.co.name} bu kez gerçekten gülümsedi.`],
        [1, `“Beni dinlediğin için teşekkür ederim,” dedi ${c.co.name}. “En güzel yardım buydu.”`],
      ],
    },
    sharing: {
      title: (c) => `${c.name} ve Gökkuşağı Uçurtma`,
      problem: (c) => [
        [0, `${cap(c.place.at)} ${gen(c.name)} yepyeni, gökkuşağı renkli bir uçurtması vardı.`],
        [0, `“Ben de oynayabilir miyim?” diye sordu ${c.co.name}.`],
        [0, `“Hayır, o benim,” dedi ${c.name} ve uçurtmaya sımsıkı sarıldı.`],
        [1, `${c.co.name} başını öne eğdi ve yavaşça uzaklaştı.`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} koştu da koştu, ama uçurtma yerde sekip durdu.`],
          ['t', `Güm, güm, güm!`],
        ],
        (c) => [
          [0, `${c.name} uçurtmayı havaya fırlattı.`],
          [0, `Pat! Hemen yere düştü.`],
        ],
        (c) => [
          [0, `${c.name} ipi tutmayı, koşmayı ve fırlatmayı aynı anda yapmaya çalıştı.`],
          [1, `Eyvah! Az sonra ${c.name} ipe dolanmış, küçük bir paket gibi olmuştu.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name}, uzaktan bakan ${dat(c.co.name)} döndü.`],
        [0, `“Benimle birlikte uçurur musun?” diye sordu ${c.name}.`],
        [1, `${c.co.name} uçurtmayı yukarı kaldırdı, ${c.name} ${de(c.name)} iple birlikte koştu.`],
      ],
      resolution: (c) => [
        [0, `Vuuuş! Uçurtma yükseldi, yükseldi, gökyüzüne doğru uçtu.`],
        [1, `“İki kişiyle çok daha iyi uçuyor!” diye güldü ${c.name}. Sonra ipi sırayla tuttular.`],
      ],
    },
    mistake: {
      title: (c) => `${c.name} ve Küçük Kırmızı Tekne`,
      problem: (c) => [
        [0, `${cap(c.place.at)} ${gen(c.co.name)} beyaz yelkenli, küçük kırmızı bir teknesi vardı.`],
        [1, `${c.co.name} parlak çakıl taşları ararken ${c.name} tekneyle oynadı.`],
        [0, `Çat! Küçük direk kırıldı.`],
        [1, `${gen(c.name)} karnına bir düğüm oturdu. Eyvah.`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} tekneyi arkasına sakladı.`],
          [1, `Ama saklamak kalbini ağırlaştırdı; sanki cebi taşla doluydu.`],
        ],
        (c) => [
          [0, `${c.name} direği bir yaprakla onarmayı denedi.`],
          [1, `Yaprak devrildi. Direk hâlâ kırıktı.`],
        ],
        (c) => [
          [0, `${c.co.name} geri geldiğinde ${c.name} neredeyse “Ne olduğunu bilmiyorum,” diyecekti.`],
          [1, `Ama kelimeler boğazında kaldı. Doğru değillerdi.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} derin bir nefes aldı. “Tekneni ben kırdım. Özür dilerim.”`],
        [1, `${c.co.name} bir an sustu. Sonra, “Bana doğruyu söylediğin için teşekkür ederim,” dedi.`],
        [2, `“Birlikte onaralım mı?” diye sordu ${c.name}.`],
      ],
      resolution: (c) => [
        [0, `Birlikte direği bir iple bağladılar.`],
        [0, `Küçük kırmızı tekne yeniden yüzdü!`],
        [1, `${gen(c.name)} kalbi de tüy gibi hafifledi.`],
      ],
    },
    family: {
      title: () => `Büyükanneye Bir Hediye`,
      problem: (c) => [
        [0, `${cap(c.place.at)} ${c.name} birden hatırladı: “Bu akşam büyükannem geliyor!”`],
        [0, `${c.name} ona dünyanın en güzel hediyesini bulmak istedi.`],
        [1, `Özel bir şey. Daha önce kimsenin ona vermediği bir şey.`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} bir demet çiçek topladı.`],
          [1, `Ama rüzgâr yaprakları birer birer uçurdu.`],
        ],
        (c) => [
          [0, `${c.name} bir çubukla yumuşak toprağa resim çizdi.`],
          [1, `Ama ${c.co.name} yanlışlıkla üstüne bastı. “Hay aksi!” dedi ${c.co.name}.`],
        ],
        (c) => [
          [0, `${c.name} dünyanın en parlak taşını aradı.`],
          [1, `Ama bütün taşlar gri ve sıradandı.`],
        ],
      ],
      turn: (c) => [
        [0, `Sonra ${c.name}, büyükannesinin en çok neyi sevdiğini düşündü.`],
        [0, `Eşyaları değil. Büyükannesi birlikte olmayı severdi!`],
        [1, `“Buldum!” dedi ${c.name}. “Büyükannemi yürüyüşe çıkarıp bugün gördüğümüz her şeyi ona göstereceğim.”`],
      ],
      resolution: (c) => [
        [0, `O akşam büyükannesiyle ${c.name} el ele yürüdüler.`],
        [1, `${c.name} ona ${c.place.at}ki bütün gizli köşeleri gösterdi.`],
        [0, `Büyükannesi ${dat(c.name)} sımsıkı sarıldı. “Bu, hediyelerin en güzeli,” dedi.`],
      ],
    },
    feeling: {
      title: (c) => `${c.name} ve Çubuklardan Küçük Ev`,
      problem: (c) => [
        [0, `${cap(c.place.at)} ${c.name}, ${c.co.name} için çubuklardan ve yapraklardan küçük bir ev yapmak istedi.`],
        [0, `Ama ev her seferinde yıkıldı. Küt!`],
        [1, `${c.name} kızdı, yüzü kıpkırmızı oldu; tıpkı ötmek üzere olan bir çaydanlık gibi.`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} gittikçe daha hızlı yaptı.`],
          [1, `Sallandı, kaydı ve yine yıkıldı.`],
        ],
        (c) => [
          [0, `${c.name} ayaklarını yere vurdu ve bağırdı: “Haylaz çubuklar!”`],
          [1, `${c.co.name} irkildi. Çubuklar ise öylece yerde yatıyordu.`],
        ],
        (c) => [
          [0, `${c.name} kollarını kavuşturup surat asarak oturdu.`],
          [1, `Ama surat asmak hiçbir şey yapmıyordu ve öfke daha da büyüdü.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} üç kez yavaşça nefes aldı: içeri… ve dışarı.`],
        [0, `“Kızgınım,” dedi ${c.name}. “Ve bu normal.”`],
        [1, `Daha sakin bir kalple ${c.name} yeniden baktı ve sorunu gördü: evin daha geniş, daha sağlam bir tabana ihtiyacı vardı.`],
      ],
      resolution: (c) => [
        [0, `${c.name} evi yavaş yavaş, özenle yeniden yaptı.`],
        [0, `Ayakta kaldı! ${c.co.name} içine girip pencereden başını uzattı.`],
        [1, `“Harika olmuş!” dedi ${c.co.name}; ${c.name} ${de(c.name)} gururla gülümsedi.`],
      ],
    },
    habit: {
      title: (c) => `${c.name} ve Büyük Toplama Günü`,
      problem: (c) => [
        [0, `${c.name}, ${c.co.name} ile top oynamak istedi. Ama top neredeydi?`],
        [0, `Oyuncaklar her yerdeydi: yatağın altında, sandalyenin üstünde, hatta bir ayakkabının içinde!`],
        [1, `${c.name} eşyalarını hep düştükleri yerde bırakırdı.`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} yatağın altına baktı.`],
          [1, `Sadece bir çorap ve kayıp bir boya kalemi vardı.`],
        ],
        (c) => [
          [0, `${c.name} oyuncak sandığını karıştırdı.`],
          [1, `Her şey spagetti gibi birbirine dolanmıştı.`],
        ],
        (c) => [
          [0, `“Top! Neredesin?” diye seslendi ${c.name}.`],
          [1, `Ama toplar cevap vermez. ${c.co.name} kıkırdadı.`],
        ],
      ],
      turn: (c) => [
        [0, `“Buldum,” dedi ${c.name}. “Her şeyi tek tek toplayalım.”`],
        [0, `Kitaplar rafa. Bloklar kutuya. Çoraplar sepete.`],
        ['t', `Topla, topla, topla!`],
        [1, `${c.name} bunu bir oyuna çevirdi ve küçük bir toplama şarkısı söyledi.`],
      ],
      resolution: (c) => [
        [0, `İşte top, en son yastığın altındaydı!`],
        [0, `${c.name} ile ${c.co.name} dışarı koştu ve ${c.place.at} oynadılar.`],
        [1, `Sonra ${c.name} topu yarın için yerine koydu.`],
      ],
    },
    nature: {
      title: (c) => `${c.name} ve Susamış Çiçek`,
      problem: (c) => [
        [0, `${cap(c.place.at)} ${c.name}, başı öne eğik küçük bir çiçek buldu.`],
        [1, `Etrafında şeker kâğıtları ve şişe kapakları vardı.`],
        [0, `“Zavallı küçük çiçek,” dedi ${c.name}. “Yardıma ihtiyacın var.”`],
      ],
      tries: [
        (c) => [
          [0, `${c.name} avuçlarında su taşıdı.`],
          [1, `Ama su parmaklarının arasından damla damla akıp gitti.`],
        ],
        (c) => [
          [0, `${c.name} çöpleri tek tek toplamaya başladı.`],
          [1, `Ama o kadar çoktu ki kolları hemen doldu.`],
        ],
        (c) => [
          [0, `${c.name} rüzgârdan çöpleri uçurup götürmesini istedi.`],
          [1, `Vuuuş! Rüzgâr her şeyi sadece etrafa savurdu. ${c.co.name} gülerek bir kâğıt torbanın peşinden koştu.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} düşündü, düşündü ve sonunda bir plan buldu.`],
        [0, `${c.name} çöpler için bir sepet, su için de çanak gibi kocaman bir yaprak buldu.`],
        [1, `“Sen sepeti tut, ben toplayayım,” dedi ${c.name}; ${c.co.name} ${de(c.co.name)} başını salladı.`],
      ],
      resolution: (c) => [
        [0, `Az sonra her yer tertemiz olmuş, pırıl pırıl parlıyordu.`],
        [0, `Küçük çiçek başını güneşe doğru kaldırdı.`],
        [1, `Üstüne bir kelebek kondu, sanki teşekkür eder gibi.`],
      ],
    },
    garden,
    race,
    book,
  },
};
