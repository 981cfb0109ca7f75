/** Français : la promesse d’arroser les graines, le cerf-volant qui appelle, et la parole tenue. */
import { alt, cap, gx, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

const il = (c: StoryContext) => gx(c, 'il', 'elle');

export const promise: ShapeText = {
  title: (c) =>
    alt(c, 731, [
      `${c.name} tient sa promesse`,
      `${c.name} et les graines qui ont soif`,
      `Une promesse, un cerf-volant et ${c.name}`,
      `${c.name} et la première pousse verte`,
    ]),
  problem: (c) => [
    [0, `${cap(c.place.at)}, ${c.name} et ${c.co.name} plantèrent de toutes petites graines.`],
    [0, `« Je promets de les arroser tous les jours », dit ${c.name} en prenant le seau.`],
    [1, `${c.co.name} tapota la terre. « Tous les jours, dit ${c.co.name}. À partir d’aujourd’hui. »`],
    [3, `Faire la promesse semblait facile et grandiose, comme toutes les promesses tant que rien ne tire encore de l’autre côté.`],
  ],
  tries: [
    (c) => [
      [0, `Juste à ce moment, un ami passa en courant avec un cerf-volant.`],
      [0, `« Viens le faire voler ! Le vent est parfait ! »`],
      [1, `${c.name} fit quelques pas derrière le cerf-volant. Il dansait et tirait dans le ciel.`],
    ],
    (c) => [
      [0, `${c.name} s’arrêta et regarda le cerf-volant, puis le seau vide.`],
      [1, `« Les graines peuvent attendre, dit une petite voix. Juste pour cette fois. »`],
      [
        3,
        `C’était une voix très raisonnable. C’était bien ça, le problème : elle paraissait toujours le plus raisonnable au moment où elle demandait quelque chose de pas tout à fait juste.`,
      ],
    ],
    (c) => [
      [0, `${c.name} regarda le carré de graines. La terre était sèche et craquelée.`],
      [1, `Les petites graines attendaient. Elles ne pouvaient pas aller chercher l’eau toutes seules.`],
      [2, `${c.co.name} ne dit rien. ${c.co.name} regardait seulement ${c.name}, en attendant aussi.`],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} remplit le seau jusqu’au bord et le porta jusqu’aux graines.`],
    [0, `« Promis, c’est promis », dit ${il(c)}, et ${il(c)} les arrosa toutes, une par une.`],
    [1, `Le jeu pouvait attendre un peu. Les graines, non.`],
    [
      3,
      `Tenir parole coûta cinq minutes et un petit pincement d’attente. La rompre aurait coûté quelque chose de plus difficile à nommer : le sentiment que la parole de ${c.name} voulait dire quelque chose.`,
    ],
  ],
  resolution: (c) => [
    [0, `L’ami avait attendu, et ils firent voler le cerf-volant ensemble, très haut dans le ciel.`],
    [0, `Et dans la terre mouillée, la première petite pousse verte pointa le bout de son nez.`],
    [1, `${c.co.name} applaudit. « Tu as tenu ta promesse — et regarde, les graines aussi ! »`],
  ],
};
