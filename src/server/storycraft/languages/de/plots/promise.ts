/** Deutsch: das Versprechen, die Samen zu gießen, der Drachen, der lockt, und das gehaltene Wort. */
import { alt, cap, gx, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

const er = (c: StoryContext) => gx(c, 'er', 'sie');

export const promise: ShapeText = {
  title: (c) =>
    alt(c, 731, [
      `${c.name} hält ein Versprechen`,
      `${c.name} und die durstigen Samen`,
      `Ein Versprechen, ein Drachen und ${c.name}`,
      `${c.name} und der erste grüne Spross`,
    ]),
  problem: (c) => [
    [0, `${cap(c.place.at)} pflanzten ${c.name} und ${c.co.name} winzige Samen.`],
    [0, `„Ich verspreche, sie jeden Tag zu gießen“, sagte ${c.name} und nahm den Eimer.`],
    [1, `${c.co.name} klopfte die Erde fest. „Jeden Tag“, sagte ${c.co.name}. „Ab heute.“`],
    [3, `Das Versprechen fühlte sich leicht und großartig an, so wie Versprechen sich anfühlen, solange noch nichts von der anderen Seite an ihnen zieht.`],
  ],
  tries: [
    (c) => [
      [0, `Gerade da rannte ein Freund mit einem Drachen vorbei.`],
      [0, `„Komm mit! Der Wind ist perfekt!“`],
      [1, `${c.name} lief ein paar Schritte hinter dem Drachen her. Er tanzte und zog am Himmel.`],
    ],
    (c) => [
      [0, `${c.name} blieb stehen und sah den Drachen an, dann den leeren Eimer.`],
      [1, `„Die Samen können warten“, sagte eine kleine Stimme. „Nur dieses eine Mal.“`],
      [
        3,
        `Es war eine sehr vernünftige Stimme. Das war das Schwierige an ihr: Sie klang immer dann am vernünftigsten, wenn sie um etwas bat, das nicht ganz richtig war.`,
      ],
    ],
    (c) => [
      [0, `${c.name} sah auf das Samenbeet. Die Erde war trocken und rissig.`],
      [1, `Die winzigen Samen warteten. Sie konnten sich kein Wasser holen.`],
      [2, `${c.co.name} sagte nichts. ${c.co.name} sah ${c.name} nur an und wartete auch.`],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} füllte den Eimer bis zum Rand und trug ihn zu den Samen.`],
    [0, `„Versprochen ist versprochen“, sagte ${er(c)} und goss jeden einzelnen.`],
    [1, `Das Spielen konnte ein bisschen warten. Die Samen nicht.`],
    [
      3,
      `Das Versprechen zu halten kostete fünf Minuten und ein kleines Ziehen beim Warten. Es zu brechen hätte etwas gekostet, das schwerer zu benennen war: das Gefühl, dass das Wort von ${c.name} etwas gilt.`,
    ],
  ],
  resolution: (c) => [
    [0, `Der Freund wartete, und dann ließen sie den Drachen zusammen steigen, hoch in den Himmel.`],
    [0, `Und unten in der nassen Erde spitzte der erste winzige grüne Spross hervor.`],
    [1, `${c.co.name} jubelte. „Du hast dein Versprechen gehalten – und schau, die Samen auch!“`],
  ],
};
