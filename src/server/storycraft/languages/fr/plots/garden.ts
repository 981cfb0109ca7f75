/** Français : la graine qui prenait son temps. */
import { alt, cap, gx, type ShapeText } from '../../../writer/story-types.ts';

export const garden: ShapeText = {
  title: (c) => alt(c, 43, [`${c.name} et la graine qui prenait son temps`, `${c.name} plante une graine`, `Ce qui poussa dans le carré de ${c.name}`]),
  problem: (c) => [
    [
      0,
      alt(c, 700, [
        `${cap(c.place.at)}, ${c.name} creusa un petit trou et y planta une graine, ronde et brune.`,
        `${cap(c.place.at)}, ${c.name} enfonça une petite graine brune dans la terre toute douce.`,
        `${cap(c.place.at)}, ${c.name} fit un trou avec un doigt et y laissa tomber une graine.`,
      ]),
    ],
    ['t', `Tap, tap, tap, fit la terre.`],
    [
      0,
      alt(c, 701, [
        `« Pousse ! » dit ${c.name}. Mais la terre restait là, brune et tranquille.`,
        `« Allez, pousse », dit ${c.name}. La terre resta plate et brune.`,
      ]),
    ],
    [1, `${c.co.name} renifla le carré de terre. Rien. Pas même une petite pointe verte.`],
    [
      3,
      `${c.name} avait lu qu’une graine cache une plante entière, pliée à l’intérieur, avec ses racines et ses feuilles. Il paraissait franchement injuste qu’une chose si pleine de projets ne fasse absolument rien pendant qu’on la regardait.`,
    ],
  ],
  tries: [
    (c) => [
      [
        0,
        alt(c, 702, [
          `Le lendemain matin, ${c.name} courut voir la terre nue.`,
          `Chaque matin, ${c.name} s’agenouillait près du carré et fixait la terre.`,
          `${c.name} se coucha à plat ventre et regarda la terre, le nez presque dedans.`,
        ]),
      ],
      [0, `Toujours rien. Juste de la terre brune.`],
      [1, alt(c, 703, [`« Elle est peut-être timide », dit ${c.co.name}.`, `« Elle pousse peut-être quand personne ne regarde », dit ${c.co.name}.`])],
    ],
    (c) => [
      [0, `${c.name} eut envie de déterrer la graine, juste pour vérifier.`],
      [
        1,
        `« Si tu la déterres, elle ne pourra pas pousser », dit ${c.co.name}. ${c.name} se rassit, ${gx(c, 'triste et fâché', 'triste et fâchée', 'triste et fâché')}.`,
      ],
      [2, `« Mais comment savoir si elle fait quelque chose ? soupira ${c.name}. Elle dort peut-être, là-dessous ! »`],
    ],
    (c) => [
      [0, `${c.name} demanda au vieux pommier : « Combien de temps as-tu mis pour grandir ? »`],
      [1, `L’arbre fit seulement bruisser ses feuilles, lentement, calmement, comme pour dire : très, très longtemps.`],
      [2, `${c.name} leva les yeux vers le gros tronc et les centaines de feuilles. Ça faisait beaucoup d’attente.`],
    ],
  ],
  turn: (c) => [
    [0, `Alors ${c.name} fit un plan : un peu de soin chaque jour, puis filer jouer.`],
    [1, `Chaque matin, ${c.name} versait un gobelet d’eau sur le carré et arrachait une mauvaise herbe. Puis ${c.name} et ${c.co.name} partaient jouer.`],
    [
      0,
      alt(c, 704, [
        `Et un matin — regarde ! Une toute petite pousse verte avec deux feuilles.`,
        `Et un matin, elle était là : une pousse verte, pas plus grande qu’un ongle.`,
      ]),
    ],
    ['t', `Bonjour, petite pousse !`],
    [
      3,
      `Attendre, comprit ${c.name}, ce n’était pas ne rien faire. C’était faire chaque jour la petite chose juste, et laisser le reste se passer à l’abri des regards. C’est plus difficile, et aussi étonnamment paisible.`,
    ],
  ],
  resolution: (c) => [
    [
      0,
      alt(c, 705, [
        `La pousse grandit, et un jour une fleur rose s’ouvrit tout en haut.`,
        `Jour après jour la pousse grandit, jusqu’à ce qu’une fleur rose s’ouvre au soleil.`,
      ]),
    ],
    [0, `${c.name} éclata de rire. « J’ai fait pousser une fleur ! »`],
    [1, `${c.co.name} la renifla tout doucement. Elle sentait l’été.`],
    [2, `« Elle travaillait depuis le début, dit ${c.name}. En dessous, là où on ne pouvait pas voir. »`],
  ],
};
