/** Polski tekst fabuły `missing`: tęsknota za kimś, kto umarł, i pamiętanie go z miłością. */
import { alt, gx, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

/** Past-tense ending of the hero's verbs: siedział / siedziała. */
const ł = (c: StoryContext) => gx(c, 'ł', 'ła');
const ął = (c: StoryContext) => gx(c, 'ął', 'ęła');

/** Za kim się tęskni: formy imienia i wspomnienie, które do niego pasuje. */
function who(c: StoryContext) {
  switch (c.missed) {
    case 'grandma':
      return {
        n: 'babcia',
        N: 'Babcia',
        za: 'za babcią',
        o: 'o babci',
        acc: 'babcię',
        gen: 'babci',
        dla: 'dla babci',
        ł: 'ła',
        bench: 'ławka babci',
        memory: 'jak babcia nuciła, kiedy podlewała róże',
      };
    case 'dog':
      return {
        n: 'stary piesek',
        N: 'Stary piesek',
        za: 'za starym pieskiem',
        o: 'o starym piesku',
        acc: 'starego pieska',
        gen: 'starego pieska',
        dla: 'dla starego pieska',
        ł: 'ł',
        bench: 'ławka, na której stary piesek tak lubił drzemać w słońcu',
        memory: 'jak stary piesek merdał całym sobą, kiedy był szczęśliwy',
      };
    case 'cat':
      return {
        n: 'stara kotka',
        N: 'Stara kotka',
        za: 'za starą kotką',
        o: 'o starej kotce',
        acc: 'starą kotkę',
        gen: 'starej kotki',
        dla: 'dla starej kotki',
        ł: 'ła',
        bench: 'ławka, na której stara kotka tak lubiła drzemać w słońcu',
        memory: 'jak stara kotka mruczała jak mały silniczek',
      };
    default:
      return {
        n: 'dziadek',
        N: 'Dziadek',
        za: 'za dziadkiem',
        o: 'o dziadku',
        acc: 'dziadka',
        gen: 'dziadka',
        dla: 'dla dziadka',
        ł: 'ł',
        bench: 'ławka dziadka',
        memory: 'jak dziadek opowiadał najgłupsze dowcipy i sam śmiał się z nich najgłośniej',
      };
  }
}

export const missing: ShapeText = {
  quiet: true,
  low: (c) => [
    [0, `${c.name} znowu usiadł${gx(c, '', 'a')} na ławce, bardzo cicho.`],
    [
      0,
      `${c.co.name} przytulił${c.co.g === 'f' ? 'a' : ''} się blisko i nic nie powiedział${c.co.g === 'f' ? 'a' : ''}, i to było właśnie to, czego trzeba. Tęsknota — pomyślał${gx(c, '', 'a')} ${c.name} — jest jak deszcz, który pada w środku.`,
    ],
  ],
  title: (c) => {
    const w = who(c);
    return alt(c, 60, [`${c.name} wspomina ${w.acc}`, `Kwiatek ${w.dla}`, `${c.name} i ciężki smutek`]);
  },
  problem: (c) => {
    const w = who(c);
    return [
      [0, `${c.name} siedzia${ł(c)} na starej ławce ${c.place.at}. To była ${w.bench}.`],
      [0, `${w.N} umar${w.ł}. Już nie wróci, a ${c.name} bardzo tęskni${ł(c)} ${w.za}.`],
      ['t', `Ławka jest cicha. ${c.name} jest smutn${gx(c, 'y', 'a')}.`],
      [1, `${c.co.name} usiadł${c.co.g === 'f' ? 'a' : ''} obok, bardzo blisko.`],
      [2, `„Umrzeć to znaczy, że ciało przestaje działać i nie może zacząć od nowa” — powiedziała mama. Nikt tu nic nie zawinił.`],
      [
        3,
        `${c.name} rozumia${ł(c)} te słowa. Nie wiedzia${ł(c)} tylko, co zrobić ze smutkiem: leżał na piersi jak kamień, który zapomniał, jak to jest być lekkim.`,
      ],
    ];
  },
  tries: [
    (c) => [
      [0, `${c.co.name} potoczył${c.co.g === 'f' ? 'a' : ''} piłkę po trawie. Ale ${c.name} nie chcia${ł(c)} się bawić.`],
      [1, `Piłka potoczyła się daleko i nikt za nią nie pobiegł.`],
      ['t', `Turlaj się, piłko. Nie dzisiaj.`],
    ],
    (c) => [
      [0, `${c.name} stan${ął(c)} przy dużym drzewie i schowa${ł(c)} smutek głęboko w środku.`],
      [1, `„Wszystko dobrze” — powiedzia${ł(c)}. Ale smutek nie odszedł. Zrobił się tylko cięższy.`],
    ],
    (c) => {
      const w = who(c);
      return [
        [0, `${c.name} otworzy${ł(c)} stary album ze zdjęciami i oglądał${gx(c, '', 'a')} zdjęcia ${w.gen}.`],
        [1, `Tam był${w.ł === 'ła' ? 'a' : ''} ${w.n}, w pełnym słońcu. Smutek wrócił, większy niż przedtem.`],
        [3, `Pamiętanie bolało, a zapomnienie bolałoby jeszcze bardziej. ${c.name} nie wiedzia${ł(c)} jeszcze, że jest trzecia droga.`],
      ];
    },
  ],
  turn: (c) => {
    const w = who(c);
    return [
      [0, `${c.name} ${gx(c, 'poszedł', 'poszła')} do mamy i powiedzia${ł(c)} na głos prawdę: „Tęsknię ${w.za}. Jest mi bardzo smutno”.`],
      [0, `Mama mocno ${gx(c, 'go', 'ją')} przytuliła. „Ja też tęsknię” — szepnęła.`],
      ['t', `Przytulas, przytulas. Smutno razem.`],
      [1, `${gx(c, 'Popłakali', 'Popłakały')} trochę, razem. I smutek zrobił się troszeczkę lżejszy.`],
      [2, `„Można być smutnym” — powiedziała mama. „Tak właśnie czuje się tęsknota, bo bardzo ${w.ł === 'ła' ? 'ją' : 'go'} kochaliśmy”.`],
      [3, `Kamień nie zniknął. Ale teraz miał imię i kogoś, kto pomagał go nieść, a taki kamień ${c.name} mógł${gx(c, '', 'a')} unieść.`],
    ];
  },
  resolution: (c) => {
    const w = who(c);
    return [
      [0, `Potem ${c.name} i mama ${gx(c, 'posadzili', 'posadziły')} kwiatek obok ławki.`],
      [0, `${gx(c, 'Opowiadali', 'Opowiadały')} sobie, ${w.memory}, i nawet się ${gx(c, 'śmiali', 'śmiały')}.`],
      [1, `„Kiedy zakwitnie, będziemy myśleć ${w.o}” — powiedział${gx(c, '', 'a')} ${c.name}.`],
      [
        2,
        `${c.co.name} pomógł${c.co.g === 'f' ? 'a' : ''} ubić ziemię. Miłość — pomyślał${gx(c, '', 'a')} ${c.name} — nie kończy się, kiedy ktoś odchodzi. Zostaje, jak ławka, jak kwiatek.`,
      ],
    ];
  },
};
