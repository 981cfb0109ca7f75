/** Polski: znaleziona piłka, która należy do kogoś innego, i powiedziana prawda. */
import { alt, cap, cx, gx, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

const ł = (c: StoryContext) => gx(c, 'ł', 'ła');
const cł = (c: StoryContext) => cx(c, 'ł', 'ła');
const jego = (c: StoryContext) => gx(c, 'jego', 'jej');

export const truth: ShapeText = {
  title: (c) =>
    alt(c, 701, [
      `${c.name} i piłka z białym paskiem`,
      `${c.name} mówi prawdę`,
      `Czerwona piłka, która nie była ${gx(c, 'jego', 'jej')}`,
      `${c.name} i dzień „znalezione — nie kradzione”`,
    ]),
  problem: (c) => [
    [0, `${cap(c.place.at)} ${c.name} znalaz${ł(c)} czerwoną piłkę z białym paskiem.`],
    [0, `To nie była ${jego(c)} piłka.`],
    [1, `Nikogo nie było w pobliżu. „Kto znajdzie, ten ma” — szepnął cichutki głos w środku.`],
    [2, `${c.co.name} obwącha${cł(c)} piłkę. „Czyja to?” „Teraz moja” — odpowiedzia${ł(c)} ${c.name} trochę za szybko.`],
    [
      3,
      `${c.name} obraca${ł(c)} piłkę w dłoniach. To była dokładnie taka piłka, o jakiej zawsze marzy${ł(c)}, i właśnie w tym był kłopot: kiedy bardzo czegoś chcesz, łatwo zapomnieć, czyje to jest.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `${c.name} schowa${ł(c)} piłkę do koszyka, pod ściereczkę.`],
      [1, `„Teraz nikt jej nie zobaczy” — powiedzia${ł(c)}. ${c.co.name} nic nie powiedzia${cł(c)}.`],
      [3, `Schować było łatwo. Zapomnieć, że coś jest schowane — o wiele trudniej.`],
    ],
    (c) => [
      [0, `${c.name} próbowa${ł(c)} bawić się nową piłką, ale to nie było fajne.`],
      [1, `Brzuszek był ciężki, jakby piłka siedziała w środku.`],
      ['t', `Hop… hop… niefajnie.`],
      [2, `„Czemu to niefajne?” — zapyta${cł(c)} ${c.co.name}. ${c.name} wzruszy${ł(c)} ramionami, ale dobrze wiedzia${ł(c)} czemu.`],
    ],
    (c) => [
      [0, `Wtedy przy drzewach ${c.name} zobaczy${ł(c)} dziecko, które wszędzie czegoś szukało.`],
      [0, `„Moja piłka! Czy ktoś widział moją czerwoną piłkę z białym paskiem?”`],
      [1, `Dziecko miało mokre oczy, a ${c.name} poczu${ł(c)}, jak pieką policzki.`],
      [
        3,
        `${c.name} zna${ł(c)} to uczucie od środka: w dniu, w którym zginął ${jego(c)} miś, cały świat wyglądał krzywo, dopóki się nie znalazł. Teraz to ${c.name} ${gx(c, 'mógł', 'mogła')} komuś wyprostować świat.`,
      ],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} wyj${gx(c, 'ął', 'ęła')} piłkę z koszyka i odda${ł(c)} ją.`],
    [0, `„To ja ją znalazł${gx(c, 'em', 'am')}” — powiedzia${ł(c)}. „I chciał${gx(c, 'em', 'am')} ją zatrzymać. Przepraszam.”`],
    [1, `Kiedy mówi${ł(c)} prawdę, głos trochę drżał, ale ${c.name} powiedzia${ł(c)} każde słowo.`],
    [
      3,
      `To było dziwne: piłki już nie było, a jednak ${c.name} czu${ł(c)} się lżej niż przedtem, jakby odłoży${ł(c)} ciężki plecak noszony przez całe popołudnie.`,
    ],
  ],
  resolution: (c) => [
    [0, `Dziecko przytuliło piłkę i się roześmiało.`],
    [0, `„Dziękuję, że mi powiedział${gx(c, 'eś', 'aś')}! Pobawimy się razem?”`],
    [0, `I kopali czerwoną piłkę z białym paskiem, tam i z powrotem, tam i z powrotem.`],
    [1, `${c.co.name} biega${cł(c)} między nimi, a ${c.name} mia${ł(c)} serce lekkie jak bańka mydlana.`],
    [2, `„Ty zawsze możesz kopać pierwsz${gx(c, 'y', 'a')}” — powiedziało dziecko, a ${c.name} uśmiechn${gx(c, 'ął', 'ęła')} się od ucha do ucha.`],
  ],
};
