/** Français : le vélo neuf, les chutes, et le plus courageux : demander de l’aide. */
import { alt, cap, gx, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

const il = (c: StoryContext) => gx(c, 'il', 'elle');

export const askHelp: ShapeText = {
  title: (c) =>
    alt(c, 711, [
      `${c.name} et le vélo qui zigzague`,
      `${c.name} demande de l’aide`,
      `La question la plus courageuse de ${c.name}`,
      `${c.name} apprend à faire du vélo`,
    ]),
  problem: (c) => [
    [0, `${cap(c.place.at)}, ${c.name} avait un vélo tout neuf.`],
    [0, `Aujourd’hui, ${c.name} voulait rouler — tout${gx(c, '', 'e')} seul${gx(c, '', 'e')}.`],
    [1, `« Je n’ai besoin de personne, dit ${c.name} à ${c.co.name}. Les grands roulent tout seuls. »`],
    [
      3,
      `Tout l’été, ${c.name} avait regardé les plus grands filer sur leurs vélos, et aucun n’avait jamais eu l’air d’avoir besoin d’un coup de main. Le secret, c’était sûrement d’être assez courageux pour essayer sans.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `${c.name} monta et poussa sur la pédale. Zigzag, zigzag… boum !`],
      [0, `Le vélo bascula dans l’herbe douce.`],
      ['t', `Zigzag, zigzag, boum !`],
      [2, `${c.name} se releva vite et épousseta ses genoux. « C’était juste pour m’entraîner. »`],
    ],
    (c) => [
      [0, `${c.name} essaya encore, et tomba encore. Ses yeux piquaient.`],
      [1, `« Et si on demandait de l’aide ? » proposa ${c.co.name}.`],
      [1, `« Non ! cria ${c.name}. Je peux le faire tout${gx(c, '', 'e')} seul${gx(c, '', 'e')} ! »`],
      [3, `Le mot sortit plus fort que prévu. Dessous se cachait un mot plus petit, plus vrai, qui ne voulait pas être dit.`],
    ],
    (c) => [
      [0, `${c.name} s’assit sous un arbre, à côté du vélo, et réfléchit.`],
      [1, `Demander de l’aide, c’était comme dire : « Je n’y arrive pas. »`],
      [2, `« Même les grands demandent de l’aide, dit doucement ${c.co.name}. C’est comme ça qu’ils ont appris. »`],
      [
        3,
        `${c.name} y pensa. Les enfants sur leurs vélos n’étaient pas nés en sachant rouler. Un jour, quelqu’un avait tenu la selle pour chacun d’eux — ${il(c)} n’était simplement pas là pour le voir.`,
      ],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} prit une grande inspiration et poussa le vélo jusqu’à Papa, sur le banc.`],
    [0, `« Papa, tu peux m’aider ? » demanda ${il(c)}.`],
    [1, `Demander, c’était le plus courageux. Papa sourit et se leva aussitôt.`],
    [
      3,
      `La question était si petite, quelques mots à peine, et pourtant elle ressemblait au saut du grand plongeoir. Et comme après le saut, tout fut fini en un instant, et ${c.name} rayonnait.`,
    ],
  ],
  resolution: (c) => [
    [0, `Papa tint la selle et courut à côté de ${c.name}. Puis, tout doucement, il lâcha.`],
    [0, `Et ${c.name} roula sur le vélo neuf, tout${gx(c, '', 'e')} seul${gx(c, '', 'e')} !`],
    [1, `${c.co.name} poussa des cris de joie, et Papa applaudit. « Tu as réussi ! »`],
    [2, `« On a réussi, rit ${c.name}. Tu m’as aidé${gx(c, '', 'e')}, et après j’ai pu. »`],
  ],
};
