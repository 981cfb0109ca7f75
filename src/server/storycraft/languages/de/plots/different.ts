/** Deutsch: das neue Kind, das anders spricht und spielt, und das Spiel aus beiden Arten. */
import { alt, cap, gx, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

const er = (c: StoryContext) => gx(c, 'er', 'sie');

export const different: ShapeText = {
  title: (c) =>
    alt(c, 721, [`${c.name} und die kleine Trommel`, `Der neue Freund von ${c.name}`, `${c.name} und das Wort für Freund`, `Zwei Arten zu spielen, ein Spiel`]),
  problem: (c) => [
    [0, `${cap(c.place.at)} saß ein neues Kind allein auf der Bank.`],
    [0, `Das Kind sprach eine Sprache, die ${c.name} noch nie gehört hatte.`],
    [1, `Die anderen Kinder schauten kurz hin und spielten dann weiter.`],
    [3, `${c.name} schaute auch hin und bemerkte etwas: Das neue Kind sah den Spielen zu, wie man eine Tür ansieht und sich fragt, ob jemand sie öffnet.`],
  ],
  tries: [
    (c) => [
      [0, `${c.name} ging zur Bank und winkte. „Hallo!“`],
      [0, `Das Kind lächelte und antwortete mit einem Wort, das ${c.name} nicht kannte.`],
      [2, `„Das heißt bestimmt auch Hallo“, flüsterte ${c.co.name}.`],
    ],
    (c) => [
      [0, `${c.name} rollte dem Kind den Ball zu.`],
      [1, `Das Kind kickte ihn nicht. Es warf ihn hoch in die Luft und fing ihn lachend auf – so spielte man bei ihm zu Hause Ball.`],
      [2, `${c.name} runzelte die Stirn. „So spielt man doch nicht“, hätte ${er(c)} fast gesagt. Dann sagte ${er(c)} es doch nicht.`],
    ],
    (c) => [
      [0, `Dann holte das Kind eine kleine Trommel aus der Tasche.`],
      [0, `Ta-ka-ta, ta-ka-ta! Die Trommel sang ein hüpfendes Lied.`],
      ['t', `Ta-ka-ta! Ta-ka-ta!`],
      [3, `Man hörte, dass das Lied von weit her kam, und das Kind spielte es mit geschlossenen Augen, als wäre sein Zuhause nur ein paar Schläge entfernt.`],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} lachte und klatschte zur Trommel mit.`],
    [0, `Dann versuchte ${c.name} es selbst: Ta-ka … ta! Nicht ganz, aber fast.`],
    [1, `Anders ist nicht falsch, dachte ${c.name}. Anders ist neu – und Neues macht Spaß.`],
    [
      3,
      `Es überraschte ${c.name}, wie viel man von jemandem lernen konnte, der alles ein bisschen anders machte: ein neues Wort, ein neues Spiel, ein neues Lied, alles von einer einzigen Bank.`,
    ],
  ],
  resolution: (c) => [
    [0, `Zusammen erfanden sie ein neues Spiel: Bei jedem Trommelschlag fliegt der Ball hoch!`],
    [1, `Bald spielten auch die anderen Kinder mit, und ${c.co.name} tanzte in der Mitte.`],
    [2, `Das Kind brachte ${c.name} ein Wort bei. „Das heißt Freund“, sagte es und zeigte auf ${c.name}.`],
  ],
};
