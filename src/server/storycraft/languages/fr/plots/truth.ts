/** Français : le ballon trouvé qui appartient à quelqu’un d’autre, et la vérité dite. */
import { alt, cap, gx, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

const il = (c: StoryContext) => gx(c, 'il', 'elle');

export const truth: ShapeText = {
  title: (c) =>
    alt(c, 701, [
      `${c.name} et le ballon à rayure`,
      `${c.name} dit la vérité`,
      `Le ballon rouge qui n’était pas à ${c.name}`,
      `${c.name} et le jour du « qui trouve garde »`,
    ]),
  problem: (c) => [
    [0, `${cap(c.place.at)}, ${c.name} trouva un ballon rouge à rayure blanche.`],
    [0, `Ce n’était pas le ballon de ${c.name}.`],
    [1, `Personne autour. « Qui trouve garde », chuchota une petite voix dans la tête de ${c.name}.`],
    [2, `${c.co.name} renifla le ballon. « À qui il est ? » « À moi, maintenant », répondit ${c.name}, un peu trop vite.`],
    [
      3,
      `${c.name} faisait tourner le ballon entre ses mains. C’était exactement le ballon dont ${il(c)} avait toujours rêvé, et c’était bien là le problème : quand on veut très fort quelque chose, on oublie vite à qui c’est.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `${c.name} cacha le ballon dans le panier, sous un torchon.`],
      [1, `« Comme ça, personne ne le verra », dit ${il(c)}. ${c.co.name} ne dit rien du tout.`],
      [3, `Le cacher avait été facile. Oublier qu’il était caché, c’était une autre histoire.`],
    ],
    (c) => [
      [0, `${c.name} essaya de jouer avec le nouveau ballon, mais ce n’était pas drôle.`],
      [1, `${gx(c, 'Il', 'Elle')} avait le ventre lourd, comme si le ballon était dedans.`],
      ['t', `Boing… boing… pas drôle.`],
      [2, `« Pourquoi ce n’est pas drôle ? » demanda ${c.co.name}. ${c.name} haussa les épaules, mais ${il(c)} savait très bien pourquoi.`],
    ],
    (c) => [
      [0, `Alors, près des arbres, ${c.name} vit un enfant qui cherchait partout.`],
      [0, `« Mon ballon ! Quelqu’un a vu mon ballon rouge à rayure blanche ? »`],
      [1, `L’enfant avait les yeux mouillés, et ${c.name} sentit ses joues devenir toutes chaudes.`],
      [
        3,
        `${c.name} connaissait ce sentiment de l’intérieur : le jour où son doudou avait disparu, le monde entier avait paru de travers jusqu’à ce qu’on le retrouve. Aujourd’hui, c’était ${il(c)} qui pouvait remettre le monde de quelqu’un à l’endroit.`,
      ],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} sortit le ballon du panier et le rendit.`],
    [0, `« Je l’ai trouvé, dit ${il(c)}. Et je voulais le garder. Pardon. »`],
    [1, `Dire la vérité faisait trembler sa voix, mais ${c.name} dit chaque mot.`],
    [
      3,
      `C’était étrange : le ballon n’était plus là, et pourtant ${c.name} se sentait plus léger${gx(c, '', 'e')} qu’avant, comme si ${il(c)} avait posé un gros sac porté tout l’après-midi.`,
    ],
  ],
  resolution: (c) => [
    [0, `L’enfant serra le ballon et éclata de rire.`],
    [0, `« Merci de me l’avoir dit ! On joue ensemble ? »`],
    [0, `Alors ils se passèrent le ballon rouge à rayure blanche, de l’un à l’autre, encore et encore.`],
    [1, `${c.co.name} courait entre eux, et ${c.name} avait le cœur léger comme une bulle.`],
    [2, `« Tu peux toujours tirer le premier coup », dit l’enfant, et ${c.name} fit un grand sourire.`],
  ],
};
