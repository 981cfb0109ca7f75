/** Polski: nasionko, które się nie spieszyło. */
import { alt, cap, cx, gx, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

/** Past-tense ending for the hero: 'zrobił' / 'zrobiła'. */
const ł = (c: StoryContext) => gx(c, 'ł', 'ła');

export const garden: ShapeText = {
  title: (c) => alt(c, 43, [`${c.name} i nasionko, które się nie spieszyło`, `${c.name} sadzi nasionko`, `Co wyrosło na grządce`]),
  problem: (c) => [
    [
      0,
      alt(c, 700, [
        `${cap(c.place.at)} ${c.name} wykopa${ł(c)} dołek i zasadzi${ł(c)} nasionko, okrągłe i brązowe.`,
        `${cap(c.place.at)} ${c.name} wcisn${gx(c, 'ął', 'ęła')} brązowe nasionko w miękką ziemię.`,
        `${cap(c.place.at)} ${c.name} zrobi${ł(c)} palcem dziurkę i wrzuci${ł(c)} do niej nasionko.`,
      ]),
    ],
    ['t', `Klep, klep, klep – zrobiła ziemia.`],
    [
      0,
      alt(c, 701, [
        `– Rośnij! – powiedział${gx(c, '', 'a')} ${c.name}. Ale ziemia leżała tylko, brązowa i cicha.`,
        `– No, rośnij – poprosił${gx(c, '', 'a')} ${c.name}. Ziemia była płaska i brązowa.`,
      ]),
    ],
    [1, `${c.co.name} obwącha${cx(c, 'ł', 'ła')} grządkę. Nic. Ani jednego zielonego czubka.`],
    [
      3,
      `${c.name} czyta${ł(c)} kiedyś, że w nasionku mieszka cała złożona roślina, z korzeniami, liśćmi i wszystkim. Wydawało się to mocno nie w porządku, że coś tak pełnego planów nie robi zupełnie nic, kiedy ktoś patrzy.`,
    ],
  ],
  tries: [
    (c) => [
      [
        0,
        alt(c, 702, [
          `Następnego ranka ${c.name} pobiegł${gx(c, '', 'a')} popatrzeć na gołą ziemię.`,
          `Co rano ${c.name} klęka${ł(c)} przy grządce i wpatrywał${gx(c, '', 'a')} się w ziemię.`,
          `${c.name} położył${gx(c, '', 'a')} się na brzuchu i patrzył${gx(c, '', 'a')} na ziemię, z nosem prawie w środku.`,
        ]),
      ],
      [0, `Dalej nic. Tylko brązowa ziemia.`],
      [
        1,
        alt(c, 703, [
          `– Może jest nieśmiałe – powiedział${cx(c, '', 'a')} ${c.co.name}.`,
          `– Może rośnie tylko, kiedy nikt nie patrzy – powiedział${cx(c, '', 'a')} ${c.co.name}.`,
        ]),
      ],
    ],
    (c) => [
      [0, `${c.name} chciał${gx(c, '', 'a')} wykopać nasionko, tylko żeby sprawdzić.`],
      [
        1,
        `– Jak je wykopiesz, to nie urośnie – powiedział${cx(c, '', 'a')} ${c.co.name}. ${c.name} usiadł${gx(c, '', 'a')}, ${gx(c, 'smutny i zły', 'smutna i zła')}.`,
      ],
      [2, `– Ale skąd mam wiedzieć, że ono w ogóle coś robi? – westchn${gx(c, 'ął', 'ęła')} ${c.name}. – Może tam na dole śpi!`],
    ],
    (c) => [
      [0, `${c.name} zapyta${ł(c)} starą jabłoń: – Jak długo ty rosłaś?`],
      [1, `Drzewo tylko zaszumiało liśćmi, powoli i spokojnie, jakby mówiło: bardzo, bardzo długo.`],
      [2, `${c.name} spojrza${ł(c)} na szeroki pień i setki liści. To było mnóstwo czekania.`],
    ],
  ],
  turn: (c) => [
    [0, `Wtedy ${c.name} wymyślił${gx(c, '', 'a')} plan: codziennie trochę troski, a potem zabawa.`],
    [
      1,
      `Co rano grządka dostawała kubeczek wody, a ${c.name} wyrywał${gx(c, '', 'a')} jeden chwast. Potem ${c.name} i ${c.co.name} ${c.g === 'f' && c.co.g === 'f' ? 'szły' : 'szli'} się bawić.`,
    ],
    [0, alt(c, 704, [`Aż pewnego ranka – patrz! Malutki zielony kiełek z dwoma listkami.`, `Aż pewnego ranka był tam: zielony kiełek, mały jak paznokieć.`])],
    ['t', `Dzień dobry, kiełku!`],
    [
      3,
      `Czekanie, odkrył${gx(c, '', 'a')} ${c.name}, to wcale nie to samo co nicnierobienie. To robienie codziennie jednej małej, dobrej rzeczy i ufanie, że reszta dzieje się tam, gdzie nie sięga wzrok. To trudniejsze, a przy tym zaskakująco spokojne.`,
    ],
  ],
  resolution: (c) => [
    [
      0,
      alt(c, 705, [`Kiełek rósł, aż pewnego dnia na czubku rozwinął się różowy kwiat.`, `Dzień po dniu kiełek rósł, aż w słońcu otworzył się różowy kwiat.`]),
    ],
    [0, `${c.name} się roześmiał${gx(c, '', 'a')}. – Wyhodował${gx(c, 'em', 'am')} kwiat!`],
    [1, `${c.co.name} powąchał${cx(c, '', 'a')} go bardzo delikatnie. Pachniał latem.`],
    [2, `– Przez cały czas pracowało – powiedział${gx(c, '', 'a')} ${c.name}. – Pod ziemią, tam gdzie nie widzieliśmy.`],
  ],
};
