/** Polski: wyścig do wielkiego drzewa. */
import { alt, cap, cx, gx, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

/** Koleżanka, która wygrywa wyścig (inne imię, gdy dziecko samo tak się nazywa). */
const F = (c: StoryContext) => (c.name.toLowerCase() === 'zosia' ? 'Hania' : 'Zosia');
const ł = (c: StoryContext) => gx(c, 'ł', 'ła');
/** Both children together: 'pobiegli' / 'pobiegły' (two girls). */
const both = (c: StoryContext, vir: string, fem: string) => (c.g === 'f' ? fem : vir);

export const race: ShapeText = {
  title: (c) => alt(c, 44, [`${c.name} i wyścig do wielkiego drzewa`, `${c.name} na drugim miejscu`, `Do biegu, gotowi, ${c.name}!`]),
  problem: (c) => [
    [0, `${cap(c.place.at)} ${c.name} i ${gx(c, 'jego', 'jej')} koleżanka ${F(c)} ${both(c, 'urządzili', 'urządziły')} wyścig do wielkiego drzewa.`],
    ['t', `Do biegu, gotowi, start!`],
    [
      0,
      alt(c, 710, [
        `${F(c)} dotknęła drzewa pierwsza, o włos.`,
        `${F(c)} dobiegła pierwsza, o cały krok przed resztą.`,
        `Tup, tup, tup – i ${F(c)} pierwsza klepnęła drzewo.`,
      ]),
    ],
    [1, `Policzki ${c.name} zrobiły się gorące i czerwone. ${c.co.name} kibicował${cx(c, '', 'a')} obu, co wcale nie pomagało.`],
    [
      3,
      `${c.name} był${gx(c, '', 'a')} pew${gx(c, 'ien', 'na')} wygranej; miał${gx(c, '', 'a')} nawet zaplanowane zwycięskie machnięcie ręką. Przegrana przypominała chybiony stopień w ciemności: najpierw szarpnięcie, potem gorący, kłujący wstyd.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `– To nie fair, ${F(c)}! – krzykn${gx(c, 'ął', 'ęła')} ${c.name}. – Wystartowałaś przed „start”!`],
      [1, `Uśmiech ${F(c) === 'Zosia' ? 'Zosi' : 'Hani'} zniknął. – Nieprawda – powiedziała cicho.`],
      [2, `${c.name} wiedział${gx(c, '', 'a')}, że ona ma rację, i właśnie przez to złość robiła się jeszcze większa.`],
    ],
    (c) => [
      [0, `– Jeszcze raz! – zawoła${ł(c)} ${c.name} i pobiegł${gx(c, '', 'a')} do wielkiego drzewa najszybciej, jak umiał${gx(c, '', 'a')}.`],
      [1, alt(c, 711, [`Ale ${F(c)} była szybka i znowu dobiegła pierwsza.`, `Ale ${F(c)} znowu wygrała, tym razem o dwa kroki.`])],
      [2, `– Jeszcze! Jeszcze! – sapał${gx(c, '', 'a')} ${c.name}. Im częściej przegrywał${gx(c, '', 'a')}, tym bardziej złość parzyła.`],
    ],
    (c) => [
      [0, `${c.name} usiadł${gx(c, '', 'a')} z założonymi rękami i nie chciał${gx(c, '', 'a')} grać w piłkę z ${F(c) === 'Zosia' ? 'Zosią' : 'Hanią'}.`],
      [1, `${F(c)} kopała piłkę sama. Też nie wyglądała na zadowoloną.`],
      [2, `${c.co.name} patrzył${cx(c, '', 'a')} to na jedną, to na ${gx(c, 'drugiego', 'drugą')}. – Teraz nikt nie wygrywa – powiedział${cx(c, '', 'a')}.`],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} wstał${gx(c, '', 'a')} i ${gx(c, 'wziął', 'wzięła')} trzy powolne oddechy.`],
    [1, `Wdech i wydech, wdech i wydech, wdech i wydech.`],
    [0, `Potem ${gx(c, 'podszedł', 'podeszła')} do ${F(c) === 'Zosia' ? 'Zosi' : 'Hani'}. – Jesteś naprawdę szybka. Super biegłaś!`],
    [1, `– Przepraszam, że powiedział${gx(c, 'em', 'am')}, że oszukiwałaś. Teraz ty wybierasz następną zabawę.`],
    ['t', `Super biegłaś, ${F(c)}!`],
    [
      3,
      `Zdumiewające, ile kosztowały te słowa i jak mało ważyły, kiedy już padły. Gorąco opadło, a na jego miejsce przyszło coś stabilniejszego: ${c.name} mógł${gx(c, '', 'a')} przegrać wyścig i dalej być kimś, z kim chce się biegać.`,
    ],
  ],
  resolution: (c) => [
    [
      0,
      alt(c, 712, [
        `${F(c)} wybrała piłkę i ${both(c, 'podawali', 'podawały')} ją sobie, aż ${both(c, 'oboje się śmiali', 'obie się śmiały')}.`,
        `${F(c)} wybrała piłkę i ${both(c, 'kopali', 'kopały')} ją do siebie ze śmiechem.`,
      ]),
    ],
    [0, `Na koniec ${c.name} i ${F(c)} ${both(c, 'pobiegli', 'pobiegły')} do wielkiego drzewa, trzymając się za ręce.`],
    [1, `Nikt nie liczył, kto wygrał. ${c.co.name} powiedział${cx(c, '', 'a')}, że był remis, i to bardzo udany.`],
  ],
};
