/** Deutsch: die Frage nach dem Mond, beantwortet in der Bücherei. */
import { alt, cap, type ShapeText } from '../../../writer/story-types.ts';

export const book: ShapeText = {
  title: (c) => alt(c, 45, [`${c.name} und das Buch vom Mond`, `${c.name} fragt die Bücherei`, `Eine Frage, die nur ein Buch beantworten konnte`]),
  problem: (c) => [
    [0, `${cap(c.place.at)} zeigte die Bibliothekarin ${c.name} Regale voller Bücher, bis unter die Decke.`],
    [0, `${c.name} hatte eine Frage: „Warum ändert der Mond seine Form?“`],
    [1, `„Die Antwort steht in einem dieser Bücher“, lächelte die Bibliothekarin. „Du musst sie nur finden.“`],
    [2, `${c.name} sah die Tausende von Buchrücken an und schluckte. „Aber in welchem?“`],
    [
      3,
      `${c.name} hatte die Frage beim Frühstück gestellt, beim Mittagessen und zweimal auf dem Weg hierher, und niemand hatte sie richtig beantwortet. Irgendwo in diesen Regalen, sagte die Bibliothekarin, hatte jemand alles geduldig aufgeschrieben, nur für den Fall, dass ${c.name} eines Tages danach suchen würde.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `${c.name} trug das größte, schwerste Buch aus dem Regal. Uff!`],
      [1, `Aber die Buchstaben waren winzig, es gab keine Bilder, und es ging nur um Steine.`],
      ['t', `Schweres, schweres Buch!`],
    ],
    (c) => [
      [0, `${c.name} setzte sich mit einem dünnen Buch voller bunter Bilder hin.`],
      [
        1,
        alt(c, 720, [
          `Es ging um einen Traktor. In einer Minute war es aus, und vom Mond stand gar nichts drin.`,
          `Es ging um eine Ente, die einen Stiefel verloren hatte. Sehr lustig, sehr kurz, und kein Mond.`,
        ]),
      ],
    ],
    (c) => [
      [0, `${c.name} blätterte ein Buch so schnell durch, wie die Finger konnten, und suchte nur das Wort „Mond“.`],
      [1, `Blätter, blätter, blätter! Die Seiten verschwammen, und ${c.name} verstand überhaupt nichts.`],
      [2, `„So funktionieren Bücher nicht“, seufzte ${c.co.name}. „Man muss sie erzählen lassen.“`],
    ],
  ],
  turn: (c) => [
    [0, `Also wählte ${c.name} ein Buch mit einem silbernen Mond vorne drauf, setzte sich hin und las es langsam vor, für ${c.co.name}.`],
    [1, `Zeile für Zeile. Der Mond verändert sich gar nicht, stand da: Die Sonne beleuchtet jede Nacht ein anderes Stück von ihm.`],
    ['t', `Runder Mond, halber Mond, schmaler Mond!`],
    [2, `„Er ist also immer ganz da“, flüsterte ${c.name}. „Wir sehen nur den dunklen Teil nicht!“ ${c.co.name} blätterte um, um zu sehen, wie es weiterging.`],
    [
      3,
      `Etwa auf Seite zehn geschah etwas Seltsames: ${c.name} hörte auf, nach der Antwort zu jagen, und fing einfach an zu lesen. Das Buch hatte eine Stimme, ruhig und freundlich, und als ${c.name} sich seinem Tempo anpasste, erzählte es viel mehr als das eine, wonach ${c.name} gefragt hatte.`,
    ],
  ],
  resolution: (c) => [
    [0, `Die Bibliothekarin stempelte das Buch. „In zwei Wochen bringst du es zurück“, sagte sie.`],
    [0, alt(c, 721, [`${c.name} trug das Mondbuch hinaus und drückte es fest an sich.`, `${c.name} trug das Buch wie einen Schatz zur Tür.`])],
    [1, `„Heute Abend“, sagte ${c.name} zu ${c.co.name}, „lesen wir das nächste Kapitel und schauen uns dann den echten Mond an.“`],
  ],
};
