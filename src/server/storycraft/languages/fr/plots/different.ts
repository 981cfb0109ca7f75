/** Français : l’enfant nouveau qui parle et joue autrement, et le jeu fait des deux façons. */
import { alt, cap, gx, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

const il = (c: StoryContext) => gx(c, 'il', 'elle');

export const different: ShapeText = {
  title: (c) =>
    alt(c, 721, [`${c.name} et le petit tambour`, `Le nouvel ami de ${c.name}`, `${c.name} et le mot qui veut dire ami`, `Deux façons de jouer, un seul jeu`]),
  problem: (c) => [
    [0, `${cap(c.place.at)}, un enfant nouveau était assis tout seul sur le banc.`],
    [0, `L’enfant parlait une langue que ${c.name} n’avait jamais entendue.`],
    [1, `Les autres enfants regardèrent un instant, puis retournèrent à leurs jeux.`],
    [
      3,
      `${c.name} regarda aussi, et remarqua une chose : l’enfant nouveau regardait les jeux comme on regarde une porte, en se demandant si quelqu’un va l’ouvrir.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `${c.name} alla jusqu’au banc et fit coucou. « Bonjour ! »`],
      [0, `L’enfant sourit et répondit par un mot que ${c.name} ne connaissait pas.`],
      [2, `« Ça doit vouloir dire bonjour aussi », chuchota ${c.co.name}.`],
    ],
    (c) => [
      [0, `${c.name} fit rouler le ballon vers l’enfant.`],
      [1, `L’enfant ne tapa pas dedans. Il le lança très haut et le rattrapa en riant : chez lui, c’est comme ça qu’on jouait au ballon.`],
      [2, `${c.name} fronça les sourcils. « Ce n’est pas comme ça qu’on joue », faillit dire ${c.name}. Puis ${il(c)} se tut.`],
    ],
    (c) => [
      [0, `Alors l’enfant sortit un petit tambour de son sac.`],
      [0, `Ta-ka-ta, ta-ka-ta ! Le tambour chantait une chanson qui sautille.`],
      ['t', `Ta-ka-ta ! Ta-ka-ta !`],
      [3, `On devinait que la chanson venait de loin, et l’enfant la jouait les yeux fermés, comme si sa maison n’était qu’à quelques battements de là.`],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} éclata de rire et tapa dans ses mains au rythme du tambour.`],
    [0, `Puis ${c.name} essaya de jouer aussi : ta-ka… ta ! Presque.`],
    [1, `Différent, ce n’est pas faux, pensa ${c.name}. Différent, c’est nouveau — et le nouveau, c’est amusant.`],
    [
      3,
      `${c.name} fut surpris${gx(c, '', 'e')} de tout ce qu’on peut apprendre de quelqu’un qui fait tout un peu autrement : un mot nouveau, un jeu nouveau, une chanson nouvelle, tout cela depuis un seul banc.`,
    ],
  ],
  resolution: (c) => [
    [0, `Ensemble, ils inventèrent un nouveau jeu : à chaque coup de tambour, le ballon vole en l’air !`],
    [1, `Bientôt, les autres enfants vinrent jouer aussi, et ${c.co.name} dansait au milieu.`],
    [2, `L’enfant apprit un mot à ${c.name}. « Ça veut dire ami », dit-il en montrant ${c.name} du doigt.`],
  ],
};
