/** Français : la question sur la lune, résolue à la bibliothèque. */
import { alt, cap, type ShapeText } from '../../../writer/story-types.ts';

export const book: ShapeText = {
  title: (c) => alt(c, 45, [`${c.name} et le livre de la lune`, `${c.name} demande à la bibliothèque`, `Une question qu’un seul livre pouvait résoudre`]),
  problem: (c) => [
    [0, `${cap(c.place.at)}, la bibliothécaire montra à ${c.name} des étagères pleines de livres, jusqu’au plafond.`],
    [0, `${c.name} avait une question : « Pourquoi la lune change-t-elle de forme ? »`],
    [1, `« La réponse est dans un de ces livres, sourit la bibliothécaire. Il suffit de la trouver. »`],
    [2, `${c.name} regarda les milliers de dos de livres et avala sa salive. « Mais lequel ? »`],
    [
      3,
      `${c.name} avait posé la question au petit déjeuner, au déjeuner et deux fois sur le chemin, et personne n’y avait vraiment répondu. Quelque part sur ces étagères, disait la bibliothécaire, quelqu’un avait tout écrit, patiemment, au cas où ${c.name} viendrait le chercher.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `${c.name} porta jusqu’à la table le plus gros, le plus lourd des livres. Ouf !`],
      [1, `Mais les lettres étaient minuscules, il n’y avait pas d’images, et il ne parlait que de cailloux.`],
      ['t', `Lourd, lourd, le livre !`],
    ],
    (c) => [
      [0, `${c.name} s’assit avec un livre tout mince, plein d’images de toutes les couleurs.`],
      [
        1,
        alt(c, 720, [
          `Il parlait d’un tracteur. Fini en une minute, et pas la moindre lune dedans.`,
          `Il parlait d’un canard qui avait perdu une botte. Très drôle, très court, et pas de lune.`,
        ]),
      ],
    ],
    (c) => [
      [0, `${c.name} feuilleta un livre aussi vite que possible, en cherchant seulement le mot « lune ».`],
      [1, `Frrt, frrt, frrt ! Les pages se brouillaient, et ${c.name} ne comprenait plus rien.`],
      [2, `« Les livres, ça ne marche pas comme ça, soupira ${c.co.name}. Il faut les laisser raconter. »`],
    ],
  ],
  turn: (c) => [
    [0, `Alors ${c.name} choisit un livre avec une lune d’argent sur la couverture, s’assit et le lut lentement, à voix haute, pour ${c.co.name}.`],
    [1, `Une ligne, puis la suivante. La lune ne change pas vraiment, disait le livre : chaque nuit, le soleil en éclaire un autre morceau.`],
    ['t', `Lune ronde, demi-lune, petite lune !`],
    [
      2,
      `« Alors elle est toujours là en entier, chuchota ${c.name}. C’est juste qu’on ne voit pas la partie sombre ! » ${c.co.name} tourna la page pour voir la suite.`,
    ],
    [
      3,
      `Vers la page dix, il se passa une chose curieuse : ${c.name} cessa de traquer la réponse et se mit simplement à lire. Le livre avait une voix, calme et bienveillante, et dès que ${c.name} ralentit à son rythme, il raconta bien plus que la seule chose qu’on était venu lui demander.`,
    ],
  ],
  resolution: (c) => [
    [0, `La bibliothécaire tamponna le livre. « Tu le rapportes dans deux semaines », dit-elle.`],
    [0, alt(c, 721, [`${c.name} emporta le livre de la lune, serré contre son cœur.`, `${c.name} porta le livre jusqu’à la porte comme un trésor.`])],
    [1, `« Ce soir, dit ${c.name} à ${c.co.name}, on lit le chapitre suivant, et après on regarde la vraie lune. »`],
  ],
};
