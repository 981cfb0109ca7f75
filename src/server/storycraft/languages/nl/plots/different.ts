/** Nederlands: het nieuwe kind dat anders praat en speelt, en het spel van allebei de manieren. */
import { alt, cap, type ShapeText } from '../../../writer/story-types.ts';

export const different: ShapeText = {
  title: (c) =>
    alt(c, 721, [`${c.name} en het trommeltje`, `De nieuwe vriend van ${c.name}`, `${c.name} en het woord voor vriend`, `Twee manieren van spelen, één spel`]),
  problem: (c) => [
    [0, `${cap(c.place.at)} zat een nieuw kind alleen op het bankje.`],
    [0, `Het kind sprak een taal die ${c.name} nog nooit had gehoord.`],
    [1, `De andere kinderen keken even en speelden toen verder.`],
    [3, `${c.name} keek ook, en zag iets: het nieuwe kind keek naar de spelletjes zoals je naar een deur kijkt en je afvraagt of iemand hem opendoet.`],
  ],
  tries: [
    (c) => [
      [0, `${c.name} liep naar het bankje en zwaaide. ‘Hallo!’`],
      [0, `Het kind glimlachte en antwoordde met een woord dat ${c.name} niet kende.`],
      [2, `‘Dat betekent vast ook hallo,’ fluisterde ${c.co.name}.`],
    ],
    (c) => [
      [0, `${c.name} rolde de bal naar het kind.`],
      [1, `Het kind schopte hem niet. Het gooide hem hoog de lucht in en ving hem lachend op: zo speelde je thuis met een bal.`],
      [2, `${c.name} fronste. ‘Zo speel je toch niet,’ wilde ${c.name} zeggen. Maar ${c.name} zei het niet.`],
    ],
    (c) => [
      [0, `Toen haalde het kind een klein trommeltje uit een tas.`],
      [0, `Ta-ka-ta, ta-ka-ta! Het trommeltje zong een huppelliedje.`],
      ['t', `Ta-ka-ta! Ta-ka-ta!`],
      [3, `Je hoorde dat het liedje van ver kwam, en het kind speelde het met de ogen dicht, alsof thuis maar een paar slagen verderop was.`],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} lachte en klapte mee met het trommeltje.`],
    [0, `Toen probeerde ${c.name} het zelf: ta-ka… ta! Bijna.`],
    [1, `Anders is niet fout, dacht ${c.name}. Anders is nieuw, en nieuw is leuk.`],
    [
      3,
      `Het verbaasde ${c.name} hoeveel je kon leren van iemand die alles net een beetje anders deed: een nieuw woord, een nieuw spel, een nieuw liedje, allemaal vanaf één bankje.`,
    ],
  ],
  resolution: (c) => [
    [0, `Samen bedachten ze een nieuw spel: bij elke trommelslag gaat de bal de lucht in!`],
    [1, `Al snel kwamen de andere kinderen ook meedoen, en ${c.co.name} danste in het midden.`],
    [2, `Het kind leerde ${c.name} een woord. ‘Dat betekent vriend,’ zei het, en wees naar ${c.name}.`],
  ],
};
