/** Deutsch: das Wettrennen zum großen Baum. */
import { alt, cap, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

/** Die Freundin, die das Rennen gewinnt (ein anderer Name, wenn das Kind selbst so heißt). */
const F = (c: StoryContext) => (c.name.toLowerCase() === 'lotta' ? 'Frieda' : 'Lotta');

export const race: ShapeText = {
  title: (c) => alt(c, 44, [`${c.name} und das Wettrennen zum großen Baum`, `${c.name} wird Zweite${c.g === 'f' ? '' : 'r'}`, `Auf die Plätze, ${c.name}!`]),
  problem: (c) => [
    [0, `${cap(c.place.at)} machten ${c.name} und ${F(c)} ein Wettrennen bis zum großen Baum.`],
    ['t', `Auf die Plätze, fertig, los!`],
    [
      0,
      alt(c, 710, [
        `${F(c)} war zuerst am Baum, ganz knapp.`,
        `${F(c)} kam zuerst an, einen ganzen Schritt voraus.`,
        `Tapp, tapp, tapp – und ${F(c)} schlug als Erste an den Baum.`,
      ]),
    ],
    [1, `${c.name} bekam heiße, rote Wangen. ${c.co.name} jubelte für beide, und das half gar nicht.`],
    [
      3,
      `${c.name} war sich ziemlich sicher gewesen zu gewinnen; sogar das kleine Siegerwinken war schon geplant. Verlieren fühlte sich an wie eine verpasste Stufe im Dunkeln: erst ein Ruck, dann eine heiße, kribbelnde Verlegenheit.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `„Das ist unfair, ${F(c)}!“, rief ${c.name}. „Du bist vor ‚los‘ losgelaufen!“`],
      [1, `${F(c)} hörte auf zu lächeln. „Bin ich nicht“, sagte sie leise.`],
      [2, `${c.name} wusste, dass sie recht hatte, und genau das machte das Wütendsein noch größer.`],
    ],
    (c) => [
      [0, `„Noch mal!“, rief ${c.name} und rannte, so schnell es ging, zum großen Baum.`],
      [1, alt(c, 711, [`Aber ${F(c)} war schnell und kam wieder zuerst an.`, `Aber ${F(c)} gewann wieder, diesmal mit zwei Schritten Vorsprung.`])],
      [2, `„Noch mal! Noch mal!“, keuchte ${c.name}. Je öfter ${c.name} verlor, desto heißer wurde die Wut.`],
    ],
    (c) => [
      [0, `${c.name} setzte sich mit verschränkten Armen hin und wollte nicht mehr mit ${F(c)} Ball spielen.`],
      [1, `${F(c)} kickte den Ball allein herum. Viel Spaß schien sie auch nicht zu haben.`],
      [2, `${c.co.name} schaute von einer zum anderen. „Jetzt gewinnt keiner mehr“, sagte ${c.co.name}.`],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} stand auf und atmete dreimal langsam.`],
    [1, `Ein und aus, ein und aus, ein und aus.`],
    [0, `Dann ging ${c.name} zu ${F(c)}. „Du bist echt schnell. Gut gelaufen!“`],
    [1, `„Tut mir leid, dass ich gesagt hab, du schummelst. Du darfst das nächste Spiel aussuchen.“`],
    ['t', `Gut gelaufen, ${F(c)}!`],
    [
      3,
      `Erstaunlich, wie viel diese Worte kosteten und wie wenig sie wogen, als sie heraus waren. Die Hitze verflog, und an ihre Stelle trat etwas Ruhigeres: ${c.name} konnte ein Rennen verlieren und trotzdem jemand sein, mit dem man gern um die Wette läuft.`,
    ],
  ],
  resolution: (c) => [
    [
      0,
      alt(c, 712, [
        `${F(c)} wählte Ballspielen, und sie kickten den Ball hin und her, bis beide lachten.`,
        `${F(c)} suchte Ballspielen aus, und sie passten sich lachend den Ball zu.`,
      ]),
    ],
    [0, `Zum Schluss liefen ${c.name} und ${F(c)} Hand in Hand zum großen Baum.`],
    [1, `Keiner zählte, wer gewonnen hatte. ${c.co.name} sagte, es sei unentschieden, und zwar ein sehr gutes.`],
  ],
};
