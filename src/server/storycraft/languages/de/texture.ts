/**
 * German texture for older listeners (ages 7+): a scenery line (tier 2) and an inner-thought
 * paragraph (tier 3) per middle beat, with more phrasings to pick from. Sentences avoid the hero's gender.
 */
import type { TextureWords } from '../schema.ts';

export const texture: TextureWords = {
  paragraphs: ({ name: N, co: { name: C } }) => ({
    go: [
      `Der Weg war weich unter den Füßen, und am Himmel war kein Wölkchen zu sehen.`,
      `${C} plapperte über alles Mögliche, und ${N} hörte lächelnd zu. Wie schön es doch ist, dachte ${N}, an einem hellen Tag neben einem Freund herzugehen.`,
    ],
    problem: [
      `${N} schaute lange und genau hin. Das würde nicht leicht werden.`,
      `Irgendwo klopfte ein Specht, tock-tock, als würde er dieselbe Frage stellen: Und jetzt? ${N} wusste es noch nicht, aber aufgeben kam nicht in Frage. Kein bisschen.`,
    ],
    try0: [
      `${C} schaute ganz genau zu, den Kopf schief gelegt.`,
      `${N} betrachtete das Problem von der einen Seite und dann von der anderen, wie ein Detektiv, der eine Spur untersucht, und versuchte, sich jede Kleinigkeit zu merken.`,
    ],
    try1: [
      `Ein kleiner Windhauch strich durchs Gras, als wollte er auch helfen.`,
      `Es war einer dieser Momente, in denen man weinen könnte oder lachen oder beides zugleich. ${N} entschied sich für ein kleines, wackeliges Lachen und fühlte sich gleich ein bisschen besser.`,
    ],
    try2: [
      `${N} lehnte sich einen Moment zurück und atmete lange aus.`,
      `So vieles war heute schiefgegangen. Aber eines nicht, bemerkte ${N}: ${C} war immer noch da, geduldig und lieb, und das war unglaublich viel wert.`,
    ],
    turn: [
      `${C} hielt ganz still und schaute voller Hoffnung zu.`,
      `Es war kein lauter Moment mit Pauken und Trompeten. Es war ein leiser, einer von denen, die innen passieren, wenn man beschließt, so zu sein, wie man sein möchte.`,
    ],
    resolution: [
      `Alles ringsum schien ein bisschen heller zu leuchten.`,
      `Noch lange danach würde sich ${N} an diesen Moment erinnern: an das Licht, das Lachen und das warme, stolze Gefühl, den Weg gefunden zu haben.`,
    ],
    homeward: [
      `Im Gras begannen die Grillen leise zu zirpen.`,
      `${N} dachte an den ganzen Tag zurück, vom hellen Anfang bis zu diesem stillen Ende, und steckte ihn weg wie einen Schatz in der Hosentasche.`,
    ],
  }),
  bank: ({ name: N, co: { name: C } }) => ({
    go: [
      [
        `${C} lief ein Stück voraus und schaute immer wieder zurück, ob ${N} auch nachkam.`,
        `Es roch nach frisch gemähtem Gras und ein bisschen nach Abenteuer.`,
      ],
      [
        `${N} mochte solche Spaziergänge, bei denen niemand es eilig hatte und ${C} an jedem Grashalm schnuppern durfte. Der Tag lag noch weit und unbeschrieben vor ihnen, wie die erste Seite eines neuen Heftes.`,
        `Sie kamen an einem gelb gestrichenen Gartentor vorbei, an einer Katze, die auf einer Mauer döste, und an einer Hecke voller Spatzen, die sich lautstark stritten. ${N} winkte allen zu, den Spatzen auch.`,
      ],
    ],
    problem: [
      [`${C} rückte ganz nah heran. „Das ist ein echtes Problem, oder?“`, `Da war guter Rat teuer.`],
      [
        `Eben war noch alles ganz einfach gewesen, und jetzt nicht mehr. ${C} schaute ${N} an, als wüsste ${N} bestimmt, was zu tun war. ${N} wusste es nicht. Noch nicht.`,
        `Einfach so tun, als hätte man nichts gesehen, und weitergehen? ${N} dachte genau eine Sekunde darüber nach und entschied dann, nicht so jemand zu sein.`,
      ],
    ],
    try0: [
      [`${C} schaute mit großen, hoffnungsvollen Augen zu.`, `${C} hielt vor Spannung die Luft an.`],
      [
        `${N} versuchte, wie ein Erfinder zu denken: Was wäre, wenn …? Die erste Idee ist selten die beste, aber sie muss erst raus, damit Platz für die nächste ist.`,
        `${C} gab jede Menge Ratschläge, die meisten nutzlos, aber alle lieb gemeint. ${N} hörte trotzdem zu, denn so machen das Freunde.`,
      ],
    ],
    try1: [
      [`${C} seufzte leise und mitfühlend.`, `Irgendwo bellte ein Hund zweimal, als wollte er sagen: Weitermachen!`],
      [
        `${N} spürte, wie der Ärger heiß den Hals hinaufkroch, und merkte es, und ließ ihn einfach da sein, ohne zu tun, was er sagte. Das, lernte ${N} gerade, ist schon das halbe Großwerden.`,
        `${C} führte ein albernes Tänzchen auf, um ${N} aufzumuntern. Es war ein furchtbares Tänzchen. Ein bisschen half es trotzdem.`,
      ],
    ],
    try2: [
      [`${C} plumpste auf den Boden, auch ohne Idee.`, `${N} starrte auf das Problem, bis alles verschwamm.`],
      [
        `Es gibt eine besondere Art von Müdigkeit, die vom Immer-wieder-Versuchen kommt. ${N} hatte sie jetzt. Aber darunter war noch etwas anderes, klein und stur, das noch lange nicht aufhören wollte.`,
        `${N} merkte, dass alle Versuche bisher eigentlich derselbe Versuch gewesen waren, nur in einem anderen Mantel: fester drücken, schneller machen, mehr tun. Vielleicht brauchte es etwas ganz anderes.`,
      ],
    ],
    turn: [
      [`${C} hörte auf zu zappeln und schaute gebannt zu.`, `Einen Augenblick lang war alles ganz still.`],
      [
        `Es war eine von diesen Ideen, die, wenn man sie einmal hat, so einfach aussehen, dass man kaum glauben kann, sie nicht früher gehabt zu haben. ${N} hätte fast laut gelacht.`,
        `Mutig fühlte sich ${N} eigentlich nicht. Eher bereit. Und das, stellte sich heraus, reichte völlig.`,
      ],
    ],
    resolution: [
      [`${C} hüpfte vor Freude.`, `Sogar die Wolken schienen zu lächeln.`],
      [
        `${N} schaute ${C} an, und ${C} schaute ${N} an, und keiner von beiden musste etwas sagen.`,
        `Das Problem, das eben noch riesig gewirkt hatte, sah jetzt ganz klein aus, so wie ein Berg, wenn man erst oben auf dem Gipfel steht.`,
      ],
    ],
    homeward: [
      [`${C} gähnte schon.`, `Aus einem Fenster duftete es nach Bratkartoffeln.`],
      [
        `${N} zählte die schönen Momente des Tages an den Fingern ab, und die Finger reichten nicht. ${C} hätte mitgezählt, war aber zu sehr mit Gähnen beschäftigt.`,
        `Auf dem Heimweg merkte ${N}, dass der Tag innen drin eine kleine Spur hinterlassen hatte, wie ein Lesezeichen in einem Lieblingsbuch.`,
      ],
    ],
  }),
  named: ({ name: N, co: { name: C } }) => ({
    go: [
      `${C} summte eine Melodie, die ${N} noch nie gehört hatte.`,
      `${N} und ${C} gingen im Gleichschritt, links, rechts, links.`,
      `${N} zeigte auf eine lustige Wolke, und ${C} lachte.`,
    ],
    problem: [`${N} und ${C} sahen sich eine ganze Weile an.`, `${N} kaute auf der Unterlippe und überlegte.`, `${C} sah zu ${N} auf und wartete.`],
    try0: [`${C} stellte sich auf die Zehenspitzen, um besser zu sehen.`, `${N} zählte leise bis drei.`, `${C} nickte sehr ernst.`],
    try1: [
      `${C} brummte leise und hoffnungsvoll.`,
      `${N} rieb sich die Nase und dachte scharf nach.`,
      `${N} versuchte, nicht die Stirn zu runzeln, und schaffte es fast.`,
    ],
    try2: [`${C} ließ sich neben ${N} plumpsen.`, `${N} atmete lange und langsam aus.`, `${C} legte den Kopf auf das Knie von ${N}.`],
    turn: [`${C} hielt ganz still und schaute ${N} an.`, `${N} spürte, wie die Idee kam, leise wie eine Katze.`, `${N} hielt kurz den Atem an.`],
    resolution: [
      `${C} machte ein kleines Freudentänzchen.`,
      `${N} fühlte sich leicht wie ein Luftballon.`,
      `${C} konnte gar nicht aufhören, ${N} anzustrahlen.`,
    ],
    homeward: [`${C} und ${N} schlenkerten fröhlich mit den Armen.`, `${N} summte die Melodie vom Morgen.`, `${C} ging langsamer und immer langsamer.`],
  }),
};
