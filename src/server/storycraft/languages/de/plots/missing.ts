/** Deutscher Text der Handlung `missing`: jemanden vermissen, der gestorben ist, und liebevoll an ihn denken. */
import { alt, gx, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

const er = (c: StoryContext) => gx(c, 'er', 'sie', 'es');

/** Wer vermisst wird: Name, Fürwörter und eine Erinnerung, die zu ihm passt. */
function who(c: StoryContext) {
  switch (c.missed) {
    case 'grandma':
      return { n: 'Oma', N: 'Oma', s: 'sie', S: 'Sie', acc: 'sie', bench: 'Omas Bank', memory: 'wie Oma beim Rosengießen immer gesummt hatte' };
    case 'dog':
      return {
        n: 'den alten Hund',
        N: 'Der alte Hund',
        s: 'er',
        S: 'Er',
        acc: 'ihn',
        bench: 'die Bank, auf der der alte Hund so gern in der Sonne gedöst hatte',
        memory: 'wie der alte Hund vor Freude mit dem ganzen Körper gewedelt hatte',
      };
    case 'cat':
      return {
        n: 'die alte Katze',
        N: 'Die alte Katze',
        s: 'sie',
        S: 'Sie',
        acc: 'sie',
        bench: 'die Bank, auf der die alte Katze so gern in der Sonne gedöst hatte',
        memory: 'wie die alte Katze geschnurrt hatte wie ein kleiner Motor',
      };
    default:
      return {
        n: 'Opa',
        N: 'Opa',
        s: 'er',
        S: 'Er',
        acc: 'ihn',
        bench: 'Opas Bank',
        memory: 'wie Opa die albernsten Witze erzählt und selbst am lautesten gelacht hatte',
      };
  }
}

export const missing: ShapeText = {
  quiet: true,
  low: (c) => [
    [0, `${c.name} setzte sich wieder auf die Bank, ganz still.`],
    [0, `${c.co.name} lehnte sich an und sagte gar nichts, und genau das war richtig. Jemanden vermissen, dachte ${c.name}, ist wie Regen, der innen fällt.`],
  ],
  title: (c) => {
    const w = who(c);
    const n = c.missed === 'dog' ? 'den alten Hund' : c.missed === 'cat' ? 'die alte Katze' : w.n;
    return alt(c, 60, [`${c.name} denkt an ${n}`, `Eine Blume für ${n}`, `${c.name} und das schwere Gefühl`]);
  },
  problem: (c) => {
    const w = who(c);
    return [
      [0, `${c.name} saß auf der alten Bank ${c.place.at}. Es war ${w.bench}.`],
      [0, `${w.N} war gestorben. ${w.S} würde nicht wiederkommen, und ${c.name} vermisste ${w.acc} sehr.`],
      ['t', `Die Bank ist still. ${c.name} ist traurig.`],
      [1, `${c.co.name} setzte sich dazu, ganz nah.`],
      [2, `„Sterben heißt, der Körper hört auf zu arbeiten und kann nicht wieder anfangen“, hatte Mama gesagt. Niemand war schuld daran.`],
      [
        3,
        `Die Worte verstand ${c.name}. Was ${er(c)} nicht verstand, war, wohin mit dem Gefühl: Es lag in der Brust wie ein Stein, der vergessen hatte, wie man leicht ist.`,
      ],
    ];
  },
  tries: [
    (c) => [
      [0, `${c.co.name} rollte ${c.name} den Ball zu. Aber ${c.name} wollte nicht spielen.`],
      [1, `Der Ball rollte über die Wiese davon, und niemand lief ihm nach.`],
      ['t', `Roll, Ball, roll. Heute nicht.`],
    ],
    (c) => [
      [0, `${c.name} stand am großen Baum und drückte das traurige Gefühl ganz tief nach unten.`],
      [1, `„Mir geht’s gut“, sagte ${er(c)}. Aber das traurige Gefühl ging nicht weg. Es wurde nur schwerer.`],
    ],
    (c) => {
      const w = who(c);
      const n = c.missed === 'dog' ? 'vom alten Hund' : c.missed === 'cat' ? 'von der alten Katze' : `von ${w.n}`;
      return [
        [0, `${c.name} schlug das alte Fotoalbum auf und sah sich die Bilder ${n} an.`],
        [
          1,
          `Da war ${c.missed === 'dog' ? 'er' : c.missed === 'cat' ? 'sie' : w.n}, mitten im Sonnenschein. Das traurige Gefühl kam zurück, größer als vorher.`,
        ],
        [3, `Sich zu erinnern tat weh, und sich nicht zu erinnern hätte noch mehr wehgetan. ${c.name} wusste noch nicht, dass es einen dritten Weg gab.`],
      ];
    },
  ],
  turn: (c) => {
    const w = who(c);
    const n = c.missed === 'dog' ? 'den alten Hund' : c.missed === 'cat' ? 'die alte Katze' : w.n;
    return [
      [0, `${c.name} ging zu Mama und sagte das Wahre laut: „Ich vermisse ${n}. Ich bin so traurig.“`],
      [0, `Mama nahm ${c.name} fest in den Arm. „Ich vermisse ${w.acc} auch“, sagte sie leise.`],
      ['t', `Drück, drück. Zusammen traurig.`],
      [1, `Sie weinten ein bisschen, zusammen. Und das schwere Gefühl wurde ein kleines bisschen leichter.`],
      [2, `„Traurig sein ist in Ordnung“, sagte Mama. „So fühlt sich Vermissen an, weil wir ${w.acc} so lieb hatten.“`],
      [
        3,
        `Der Stein in der Brust verschwand nicht. Aber jetzt hatte er einen Namen und jemanden, der ihn mittrug, und so einen Stein konnte ${c.name} tragen.`,
      ],
    ];
  },
  resolution: (c) => {
    const w = who(c);
    return [
      [0, `Dann pflanzten ${c.name} und Mama eine Blume neben die Bank.`],
      [0, `Sie erzählten sich, ${w.memory}, und sie lachten sogar.`],
      [1, `„Wenn sie blüht, denken wir an ${w.acc}“, sagte ${c.name}.`],
      [2, `${c.co.name} half, die Erde festzuklopfen. Liebe, dachte ${c.name}, hört nicht auf, wenn jemand fort ist. Sie bleibt, wie die Bank, wie die Blume.`],
    ];
  },
};
