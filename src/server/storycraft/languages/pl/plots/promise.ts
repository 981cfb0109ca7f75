/** Polski: obietnica podlewania nasion, latawiec, który woła, i dotrzymane słowo. */
import { alt, cap, cx, gx, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

const ł = (c: StoryContext) => gx(c, 'ł', 'ła');
const cł = (c: StoryContext) => cx(c, 'ł', 'ła');

export const promise: ShapeText = {
  title: (c) =>
    alt(c, 731, [
      `${c.name} dotrzymuje obietnicy`,
      `${c.name} i spragnione nasionka`,
      `Obietnica, latawiec i ${c.name}`,
      `${c.name} i pierwszy zielony kiełek`,
    ]),
  problem: (c) => [
    [0, `${cap(c.place.at)} ${c.name} i ${c.co.name} zasadzi${c.g === 'f' && c.co.g === 'f' ? 'ły' : 'li'} malutkie nasionka.`],
    [0, `„Obiecuję, że będę je podlewać codziennie” — powiedzia${ł(c)} ${c.name} i ${gx(c, 'wziął', 'wzięła')} wiadro.`],
    [1, `${c.co.name} poklepa${cł(c)} ziemię. „Codziennie” — powiedzia${cł(c)}. „Od dzisiaj.”`],
    [3, `Obietnica wydawała się łatwa i wspaniała, jak każda obietnica, dopóki nic nie ciągnie jej w drugą stronę.`],
  ],
  tries: [
    (c) => [
      [0, `Właśnie wtedy obok przebiegł kolega z latawcem.`],
      [0, `„Chodź go puszczać! Wiatr jest idealny!”`],
      [1, `${c.name} zrobi${ł(c)} kilka kroków za latawcem. Tańczył i szarpał na niebie.`],
    ],
    (c) => [
      [0, `${c.name} ${gx(c, 'stanął', 'stanęła')} i popatrzy${ł(c)} na latawiec, a potem na puste wiadro.`],
      [1, `„Nasionka mogą poczekać” — szepnął cichy głosik w środku. „Tylko ten jeden raz.”`],
      [3, `To był bardzo rozsądny głosik. I w tym był kłopot: brzmiał najrozsądniej właśnie wtedy, gdy prosił o coś, co nie było całkiem w porządku.`],
    ],
    (c) => [
      [0, `${c.name} spojrza${ł(c)} na grządkę z nasionkami. Ziemia była sucha i popękana.`],
      [1, `Malutkie nasionka czekały. Same nie mogły przynieść sobie wody.`],
      [2, `${c.co.name} nic nie powiedzia${cł(c)}. Tylko patrzy${cł(c)} i też czeka${cł(c)}.`],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} napełni${ł(c)} wiadro po brzegi i ${gx(c, 'zaniósł', 'zaniosła')} je do nasionek.`],
    [0, `„${gx(c, 'Obiecałem', 'Obiecałam')} — to ${gx(c, 'obiecałem', 'obiecałam')}” — powiedzia${ł(c)} i podla${ł(c)} każde, jedno po drugim.`],
    [1, `Zabawa mogła chwilę poczekać. Nasionka nie.`],
    [
      3,
      `Dotrzymanie słowa kosztowało pięć minut i małe ukłucie czekania. Złamanie go kosztowałoby coś trudniejszego do nazwania: poczucie, że słowo coś znaczy.`,
    ],
  ],
  resolution: (c) => [
    [0, `Kolega poczekał, a potem razem puścili latawiec wysoko w niebo.`],
    [0, `A na dole, w mokrej ziemi, wyjrzał pierwszy malutki zielony kiełek.`],
    [1, `${c.co.name} wiwatowa${cł(c)}. „Dotrzymał${gx(c, 'eś', 'aś')} obietnicy — i patrz, nasionka też!”`],
  ],
};
