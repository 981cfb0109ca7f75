/** Polski: nowy rower, upadki i najodważniejsza rzecz: poprosić o pomoc. */
import { alt, cap, cx, gx, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

const ł = (c: StoryContext) => gx(c, 'ł', 'ła');
const cł = (c: StoryContext) => cx(c, 'ł', 'ła');
const sam = (c: StoryContext) => gx(c, 'sam', 'sama');

export const askHelp: ShapeText = {
  title: (c) =>
    alt(c, 711, [
      `${c.name} i chybotliwy rower`,
      `${c.name} prosi o pomoc`,
      `Najodważniejsze pytanie, jakie zada${ł(c)} ${c.name}`,
      `${c.name} uczy się jeździć na rowerze`,
    ]),
  problem: (c) => [
    [0, `${cap(c.place.at)} ${c.name} mia${ł(c)} nowiutki rower.`],
    [0, `Dziś ${c.name} chcia${ł(c)} na nim jeździć — zupełnie ${sam(c)}.`],
    [1, `„Nikogo nie potrzebuję” — powiedzia${ł(c)} ${c.name}. „Duże dzieci jeżdżą same.”`],
    [
      3,
      `Całe lato ${c.name} patrzy${ł(c)}, jak starsze dzieci śmigają na rowerach, i żadne z nich nigdy nie wyglądało, jakby potrzebowało pomocy. Sztuka musiała polegać na tym, żeby być dość odważnym i spróbować bez niej.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `${c.name} ${gx(c, 'wsiadł', 'wsiadła')} i odepchną${ł(c)} się nogą. Chybo, chybo… bęc!`],
      [0, `Rower przewrócił się na miękką trawę.`],
      ['t', `Chybo, chybo, bęc!`],
      [2, `${c.name} szybko wsta${ł(c)} i otrzepa${ł(c)} kolana. „To był tylko trening.”`],
    ],
    (c) => [
      [0, `${c.name} spróbowa${ł(c)} znowu i znowu się przewróci${ł(c)}. Oczy zaczęły piec.`],
      [1, `„Może poprosimy kogoś o pomoc?” — zapyta${cł(c)} ${c.co.name}.`],
      [1, `„Nie!” — zawoła${ł(c)} ${c.name}. „Dam radę ${sam(c)}!”`],
      [3, `To słowo wyszło głośniej, niż chcia${ł(c)}. Pod spodem krył się mniejszy, prawdziwszy wyraz, który nie chciał zostać wypowiedziany.`],
    ],
    (c) => [
      [0, `${c.name} ${gx(c, 'usiadł', 'usiadła')} pod drzewem obok roweru i myśla${ł(c)}.`],
      [1, `Prosić o pomoc — to było jak powiedzieć: „Nie umiem”.`],
      [2, `„Nawet dorośli proszą o pomoc” — powiedzia${cł(c)} cicho ${c.co.name}. „Tak właśnie się nauczyli.”`],
      [
        3,
        `${c.name} pomyśla${ł(c)} o tym. Dzieci na rowerach nie urodziły się, umiejąc jeździć. Kiedyś ktoś przytrzymał siodełko każdemu z nich — tylko nikt tego nie widział.`,
      ],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} wzią${ł(c)} głęboki oddech i poprowadzi${ł(c)} rower do taty, który siedział na ławce.`],
    [0, `„Tato, pomożesz mi?” — zapyta${ł(c)}.`],
    [1, `Zapytać — to była najodważniejsza część. Tata uśmiechnął się i od razu wstał.`],
    [
      3,
      `Pytanie było malutkie, tylko dwa słowa, a jednak przypominało skok z wysokiej trampoliny na basenie. I tak jak po skoku, w jednej chwili było po wszystkim, a ${c.name} aż promienia${ł(c)}.`,
    ],
  ],
  resolution: (c) => [
    [0, `Tata trzymał siodełko i biegł obok. Potem, bardzo cichutko, puścił.`],
    [0, `I ${c.name} pojecha${ł(c)} na nowym rowerze zupełnie ${sam(c)}!`],
    [1, `${c.co.name} wiwatowa${cł(c)}, a tata klaskał. „Udało ci się!”`],
    [2, `„Udało się nam” — zaśmia${ł(c)} się ${c.name}. „Ty pomogłeś, a potem ja już umiał${gx(c, 'em', 'am')}.”`],
  ],
};
