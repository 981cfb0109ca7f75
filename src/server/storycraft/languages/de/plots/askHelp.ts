/** Deutsch: das neue Fahrrad, das Hinfallen und das Mutigste: um Hilfe bitten. */
import { alt, cap, gx, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

const er = (c: StoryContext) => gx(c, 'er', 'sie');
const seine = (c: StoryContext) => gx(c, 'seine', 'ihre');

export const askHelp: ShapeText = {
  title: (c) =>
    alt(c, 711, [`${c.name} und das wackelige Fahrrad`, `${c.name} bittet um Hilfe`, `Die mutigste Frage von ${c.name}`, `${c.name} lernt Fahrrad fahren`]),
  problem: (c) => [
    [0, `${cap(c.place.at)} hatte ${c.name} ein nagelneues Fahrrad.`],
    [0, `Heute wollte ${c.name} damit fahren – ganz allein.`],
    [1, `„Ich brauche niemanden“, sagte ${c.name} zu ${c.co.name}. „Große Kinder fahren allein.“`],
    [
      3,
      `Den ganzen Sommer hatte ${c.name} zugesehen, wie die älteren Kinder auf ihren Rädern vorbeisausten, und keines von ihnen schien je Hilfe zu brauchen. Der Trick war bestimmt, einfach mutig genug zu sein, es ohne zu versuchen.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `${c.name} stieg auf und stieß sich ab. Wackel, wackel … plumps!`],
      [0, `Das Fahrrad kippte ins weiche Gras.`],
      ['t', `Wackel, wackel, plumps!`],
      [2, `${c.name} stand schnell auf und klopfte sich die Knie ab. „Das war nur Üben.“`],
    ],
    (c) => [
      [0, `${c.name} versuchte es wieder und fiel wieder um. ${cap(seine(c))} Augen brannten.`],
      [1, `„Sollen wir jemanden um Hilfe bitten?“, fragte ${c.co.name}.`],
      [1, `„Nein!“, rief ${c.name}. „Ich kann das allein!“`],
      [3, `Das Wort kam lauter heraus, als ${er(c)} wollte. Darunter steckte ein kleineres, ehrlicheres Wort, das nicht gesagt werden wollte.`],
    ],
    (c) => [
      [0, `${c.name} setzte sich neben das Fahrrad unter einen Baum und dachte nach.`],
      [1, `Um Hilfe zu bitten fühlte sich an wie: „Ich kann das nicht.“`],
      [2, `„Auch Große bitten um Hilfe“, sagte ${c.co.name} leise. „So haben sie es ja auch gelernt.“`],
      [
        3,
        `${c.name} dachte darüber nach. Die Kinder auf ihren Rädern konnten das nicht von Geburt an. Irgendwann hatte jemand für jedes von ihnen den Sattel festgehalten – ${er(c)} war nur nicht dabei gewesen.`,
      ],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} holte tief Luft und schob das Fahrrad zu Papa auf der Bank.`],
    [0, `„Papa, hilfst du mir?“, fragte ${er(c)}.`],
    [1, `Das Fragen war das Mutigste. Papa lächelte und stand sofort auf.`],
    [
      3,
      `Die Frage war so klein, nur drei Wörter, und doch fühlte sie sich an wie der Sprung vom hohen Brett im Schwimmbad. Und wie nach dem Sprung war es im Nu vorbei, und ${c.name} glühte vor Freude.`,
    ],
  ],
  resolution: (c) => [
    [0, `Papa hielt den Sattel und lief neben ${c.name} her. Dann ließ er ganz leise los.`],
    [0, `Und ${c.name} fuhr mit dem neuen Fahrrad ganz allein!`],
    [1, `${c.co.name} jubelte, und Papa klatschte. „Du hast es geschafft!“`],
    [2, `„Wir haben es geschafft“, lachte ${c.name}. „Du hast geholfen, und dann konnte ich es.“`],
  ],
};
