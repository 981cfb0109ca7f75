/** Türkçe: acele etmeyen tohum. */
import { alt, type ShapeText } from '../../../writer/story-types.ts';
import { gen } from '../grammar.ts';

export const garden: ShapeText = {
  title: (c) => alt(c, 43, [`${c.name} ve Acele Etmeyen Tohum`, `${c.name} Bir Tohum Ekiyor`, `${gen(c.name)} Küçük Bahçesinde Ne Büyüdü?`]),
  problem: (c) => [
    [
      0,
      alt(c, 700, [
        `${c.name} ${c.place.at} küçük bir çukur kazdı ve içine yuvarlak, kahverengi bir tohum ekti.`,
        `${c.name} ${c.place.at} küçük, kahverengi bir tohumu yumuşak toprağa bastırdı.`,
        `${c.name} ${c.place.at} parmağıyla bir delik açtı ve içine bir tohum bıraktı.`,
      ]),
    ],
    ['t', `Pıt, pıt, pıt dedi toprak.`],
    [
      0,
      alt(c, 701, [
        `“Büyü!” dedi ${c.name}. Ama toprak öylece duruyordu, kahverengi ve sessiz.`,
        `“Hadi, büyü artık,” dedi ${c.name}. Toprak düz ve kahverengi kaldı.`,
      ]),
    ],
    [1, `${c.co.name} toprağı kokladı. Hiçbir şey yok. Minicik yeşil bir uç bile yok.`],
    [
      3,
      `${c.name} bir kitapta okumuştu: bir tohumun içinde, kökleri ve yapraklarıyla bütün bir bitki katlanmış dururmuş. Bu kadar planla dolu bir şeyin, biri ona bakarken hiçbir şey yapmaması pek insafsızca görünüyordu.`,
    ],
  ],
  tries: [
    (c) => [
      [
        0,
        alt(c, 702, [
          `Ertesi sabah ${c.name} çıplak toprağa bakmak için koşarak dışarı çıktı.`,
          `${c.name} her sabah toprağın yanına diz çöküp gözünü ayırmadan baktı.`,
          `${c.name} yüzüstü uzanıp toprağa baktı, burnu neredeyse toprağa değiyordu.`,
        ]),
      ],
      [0, `Hâlâ hiçbir şey yok. Sadece kahverengi toprak.`],
      [1, alt(c, 703, [`“Belki utangaçtır,” dedi ${c.co.name}.`, `“Belki kimse bakmazken büyüyordur,” dedi ${c.co.name}.`])],
    ],
    (c) => [
      [0, `${c.name} sadece kontrol etmek için tohumu kazıp çıkarmak istedi.`],
      [1, `“Kazıp çıkarırsan büyüyemez,” dedi ${c.co.name}. ${c.name} hem üzgün hem kızgın, yere oturdu.`],
      [2, `“Ama bir şey yaptığını nereden bileceğim?” diye iç çekti ${c.name}. “Belki aşağıda uyuyordur!”`],
    ],
    (c) => [
      [0, `${c.name} yaşlı elma ağacına sordu: “Sen kaç yılda büyüdün?”`],
      [1, `Ağaç yalnızca yapraklarını hışırdattı, yavaş ve sakin; sanki “çok, çok uzun sürdü” der gibiydi.`],
      [2, `${c.name} kalın gövdeye ve yüzlerce yaprağa baktı. Bu, epey bir bekleyiş demekti.`],
    ],
  ],
  turn: (c) => [
    [0, `Sonra ${c.name} bir plan yaptı: her gün biraz özen, sonra da oyun.`],
    [1, `${c.name} her sabah toprağa bir bardak su verdi ve bir yabani otu çekip çıkardı. Sonra ${c.name} ile ${c.co.name} oyun oynamaya gittiler.`],
    [0, alt(c, 704, [`Ve bir sabah — bak! İki yapraklı, minicik yeşil bir filiz.`, `Ve bir sabah oradaydı: tırnak kadar küçük, yeşil bir filiz.`])],
    ['t', `Merhaba, minik filiz!`],
    [
      3,
      `${c.name} beklemenin hiçbir şey yapmamak olmadığını anladı. Beklemek, her gün o küçük doğru şeyi yapmak ve gerisinin gözden uzakta olacağına güvenmekti. Bu daha zordu, ama aynı zamanda şaşırtıcı derecede huzurluydu.`,
    ],
  ],
  resolution: (c) => [
    [0, alt(c, 705, [`Filiz uzadı, uzadı ve bir gün tepesinde pembe bir çiçek açtı.`, `Filiz gün gün büyüdü, sonunda güneşte pembe bir çiçek açtı.`])],
    [0, `${c.name} güldü. “Bir çiçek büyüttüm!”`],
    [1, `${c.co.name} çiçeği çok nazikçe kokladı. Yaz gibi kokuyordu.`],
    [2, `“Bütün o zaman boyunca çalışıyormuş,” dedi ${c.name}. “Aşağıda, bizim göremediğimiz yerde.”`],
  ],
};
