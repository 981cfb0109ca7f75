/** Polski: nowe dziecko, które mówi i bawi się inaczej, i zabawa z obu sposobów. */
import { alt, cap, cx, gx, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

const ł = (c: StoryContext) => gx(c, 'ł', 'ła');

export const different: ShapeText = {
  title: (c) =>
    alt(c, 721, [
      `${c.name} i mały bębenek`,
      `${c.name} i nowy przyjaciel`,
      `${c.name} i słowo, które znaczy „przyjaciel”`,
      `Dwa sposoby zabawy, jedna zabawa`,
    ]),
  problem: (c) => [
    [0, `${cap(c.place.at)} na ławce siedziało samo nowe dziecko.`],
    [0, `Dziecko mówiło w języku, którego ${c.name} nigdy nie słysza${ł(c)}.`],
    [1, `Inne dzieci popatrzyły chwilę i wróciły do zabawy.`],
    [
      3,
      `${c.name} też popatrzy${ł(c)} i coś zauważy${ł(c)}: nowe dziecko patrzyło na zabawy tak, jak patrzy się na drzwi, zastanawiając się, czy ktoś je otworzy.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `${c.name} ${gx(c, 'podszedł', 'podeszła')} do ławki i pomacha${ł(c)}. „Cześć!”`],
      [0, `Dziecko się uśmiechnęło i odpowiedziało słowem, którego ${c.name} nie zna${ł(c)}.`],
      [2, `„To pewnie też znaczy cześć” — ${cx(c, 'szepnął', 'szepnęła')} ${c.co.name}.`],
    ],
    (c) => [
      [0, `${c.name} potoczy${ł(c)} piłkę do dziecka.`],
      [1, `Dziecko jej nie kopnęło. Rzuciło ją wysoko w górę i złapało ze śmiechem — tak bawiło się piłką u siebie w domu.`],
      [2, `${c.name} zmarszczy${ł(c)} czoło. „Tak się nie gra” — chcia${ł(c)} powiedzieć. Ale nie powiedzia${ł(c)}.`],
    ],
    (c) => [
      [0, `Wtedy dziecko wyjęło z torby mały bębenek.`],
      [0, `Ta-ka-ta, ta-ka-ta! Bębenek śpiewał skoczną piosenkę.`],
      ['t', `Ta-ka-ta! Ta-ka-ta!`],
      [3, `Słychać było, że piosenka przyszła z daleka, a dziecko grało ją z zamkniętymi oczami, jakby dom był tylko kilka uderzeń stąd.`],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} się roześmia${ł(c)} i klaska${ł(c)} do rytmu bębenka.`],
    [0, `Potem ${c.name} spróbowa${ł(c)} zagrać: ta-ka… ta! Prawie.`],
    [1, `Inny to nie znaczy zły, pomyśla${ł(c)} ${c.name}. Inny to znaczy nowy — a nowe jest fajne.`],
    [
      3,
      `${c.name} by${ł(c)} zaskoczon${gx(c, 'y', 'a')}, ile można się nauczyć od kogoś, kto robi wszystko trochę inaczej: nowe słowo, nowa zabawa, nowa piosenka — wszystko z jednej ławki.`,
    ],
  ],
  resolution: (c) => [
    [0, `Razem wymyślili nową zabawę: przy każdym uderzeniu w bębenek piłka leci w górę!`],
    [1, `Wkrótce przyszły też inne dzieci, a ${c.co.name} tańczy${cx(c, 'ł', 'ła')} w samym środku.`],
    [2, `Dziecko nauczyło ${gx(c, 'go', 'ją')} jednego słowa. „To znaczy przyjaciel” — powiedziało z uśmiechem.`],
  ],
};
