/** Deutsch: der Samen, der sich Zeit lässt. */
import { alt, cap, type ShapeText } from '../../../writer/story-types.ts';

export const garden: ShapeText = {
  title: (c) => alt(c, 43, [`${c.name} und der Samen, der sich Zeit ließ`, `${c.name} pflanzt einen Samen`, `Was in ${c.name}s Beet wuchs`]),
  problem: (c) => [
    [
      0,
      alt(c, 700, [
        `${cap(c.place.at)} grub ${c.name} ein kleines Loch und legte einen Samen hinein, rund und braun.`,
        `${cap(c.place.at)} drückte ${c.name} einen kleinen braunen Samen in die weiche Erde.`,
        `${cap(c.place.at)} bohrte ${c.name} mit dem Finger ein Loch und ließ einen Samen hineinfallen.`,
      ]),
    ],
    ['t', `Klopf, klopf, klopf machte die Erde.`],
    [
      0,
      alt(c, 701, [
        `„Wachs!“, sagte ${c.name}. Aber die Erde lag nur da, braun und still.`,
        `„Jetzt wachs mal“, sagte ${c.name}. Die Erde blieb flach und braun.`,
      ]),
    ],
    [1, `${c.co.name} schnupperte am Beet. Nichts. Nicht mal eine winzige grüne Spitze.`],
    [
      3,
      `${c.name} hatte gelesen, dass in einem Samen eine ganze Pflanze zusammengefaltet steckt, mit Wurzeln, Blättern und allem. Es kam ${c.name} ziemlich unverschämt vor, dass etwas mit so großen Plänen überhaupt nichts tat, während man zusah.`,
    ],
  ],
  tries: [
    (c) => [
      [
        0,
        alt(c, 702, [
          `Am nächsten Morgen rannte ${c.name} hinaus und schaute auf die nackte Erde.`,
          `Jeden Morgen kniete ${c.name} am Beet und starrte auf die Erde.`,
          `${c.name} legte sich auf den Bauch und sah die Erde an, die Nase fast mittendrin.`,
        ]),
      ],
      [0, `Immer noch nichts. Nur braune Erde.`],
      [1, alt(c, 703, [`„Vielleicht ist er schüchtern“, meinte ${c.co.name}.`, `„Vielleicht wächst er nur, wenn keiner guckt“, meinte ${c.co.name}.`])],
    ],
    (c) => [
      [0, `${c.name} wollte den Samen wieder ausgraben, nur um nachzusehen.`],
      [1, `„Wenn du ihn ausgräbst, kann er nicht wachsen“, sagte ${c.co.name}. ${c.name} setzte sich hin, traurig und ein bisschen sauer.`],
      [2, `„Aber woher weiß ich, dass er überhaupt was tut?“, seufzte ${c.name}. „Vielleicht schläft er da unten!“`],
    ],
    (c) => [
      [0, `${c.name} fragte den alten Apfelbaum: „Wie lange hast du zum Wachsen gebraucht?“`],
      [1, `Der Baum rauschte nur mit den Blättern, langsam und ruhig, als wollte er sagen: sehr, sehr lange.`],
      [2, `${c.name} sah am dicken Stamm hinauf, zu den Hunderten von Blättern. Das war eine Menge Warten.`],
    ],
  ],
  turn: (c) => [
    [0, `Da machte ${c.name} einen Plan: jeden Tag ein bisschen Pflege, dann spielen gehen.`],
    [1, `Jeden Morgen bekam das Beet einen Becher Wasser, und ${c.name} zupfte ein Unkraut heraus. Dann zogen ${c.name} und ${c.co.name} los zum Spielen.`],
    [
      0,
      alt(c, 704, [
        `Und eines Morgens – schau! Ein winziger grüner Spross mit zwei Blättchen.`,
        `Und eines Morgens war er da: ein grüner Keim, so klein wie ein Fingernagel.`,
      ]),
    ],
    ['t', `Hallo, kleiner Spross!`],
    [
      3,
      `Warten, merkte ${c.name}, war nicht dasselbe wie Nichtstun. Es hieß, jeden Tag das Kleine, Richtige zu tun und darauf zu vertrauen, dass der Rest im Verborgenen geschieht. Das ist schwerer, und zugleich erstaunlich friedlich.`,
    ],
  ],
  resolution: (c) => [
    [
      0,
      alt(c, 705, [
        `Der Spross wurde größer, und eines Tages öffnete sich oben eine rosa Blüte.`,
        `Tag für Tag wuchs der Spross, bis sich eine rosa Blume in der Sonne öffnete.`,
      ]),
    ],
    [0, `${c.name} lachte. „Ich hab eine Blume wachsen lassen!“`],
    [1, `${c.co.name} roch ganz vorsichtig daran. Sie duftete nach Sommer.`],
    [2, `„Er war die ganze Zeit fleißig“, sagte ${c.name}. „Da unten, wo wir es nicht sehen konnten.“`],
  ],
};
