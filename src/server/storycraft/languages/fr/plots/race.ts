/** Français : la course jusqu’au grand arbre. */
import { alt, cap, gx, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

/** L’amie qui gagne la course (un autre prénom si l’enfant s’appelle déjà ainsi). */
const F = (c: StoryContext) => (c.name.toLowerCase() === 'inès' ? 'Lou' : 'Inès');

export const race: ShapeText = {
  title: (c) => alt(c, 44, [`${c.name} et la course au grand arbre`, `${c.name} arrive deuxième`, `À vos marques, ${c.name} !`]),
  problem: (c) => [
    [0, `${cap(c.place.at)}, ${c.name} et son amie ${F(c)} firent la course jusqu’au grand arbre.`],
    ['t', `À vos marques, prêts, partez !`],
    [
      0,
      alt(c, 710, [
        `${F(c)} toucha l’arbre la première, de justesse.`,
        `${F(c)} arriva la première, avec un grand pas d’avance.`,
        `Pan, pan, pan — et ${F(c)} toucha l’arbre la première.`,
      ]),
    ],
    [1, `Les joues de ${c.name} devinrent rouges et brûlantes. ${c.co.name} applaudissait pour les deux, ce qui n’aidait pas du tout.`],
    [
      3,
      `${c.name} avait été sûr${gx(c, '', 'e')} de gagner ; le petit signe de victoire était même prévu. Perdre ressemblait à une marche ratée dans le noir : un sursaut, puis une gêne chaude qui picote.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `« C’est pas juste, ${F(c)} ! cria ${c.name}. Tu es partie avant le top ! »`],
      [1, `Le sourire de ${F(c)} disparut. « Ce n’est pas vrai », dit-elle doucement.`],
      [2, `${c.name} savait qu’elle avait raison, et c’est justement ça qui faisait grossir la colère.`],
    ],
    (c) => [
      [0, `« Encore ! » dit ${c.name}, et ${gx(c, 'il', 'elle')} courut vers le grand arbre aussi vite que possible.`],
      [1, alt(c, 711, [`Mais ${F(c)} était rapide, et elle arriva encore la première.`, `Mais ${F(c)} gagna encore, de deux pas cette fois.`])],
      [2, `« Encore ! Encore ! » souffla ${c.name}. Plus ${c.name} perdait, plus la colère chauffait.`],
    ],
    (c) => [
      [0, `${c.name} s’assit, les bras croisés, et refusa de jouer au ballon avec ${F(c)}.`],
      [1, `${F(c)} faisait rouler le ballon toute seule. Elle n’avait pas l’air de s’amuser non plus.`],
      [2, `${c.co.name} regardait l’un, puis l’autre. « Maintenant, personne ne gagne », dit ${c.co.name}.`],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} se leva et respira trois fois, lentement.`],
    [1, `On inspire, on souffle, trois fois.`],
    [0, `Puis ${c.name} alla voir ${F(c)}. « Tu cours super vite. Bravo ! »`],
    [1, `« Pardon d’avoir dit que tu trichais. C’est à toi de choisir le prochain jeu. »`],
    ['t', `Bravo, ${F(c)} !`],
    [
      3,
      `Étonnant, ce que ces mots coûtaient, et comme ils pesaient peu une fois dits. La chaleur retomba, et à sa place vint quelque chose de plus solide : ${c.name} pouvait perdre une course et rester quelqu’un avec qui on a envie de courir.`,
    ],
  ],
  resolution: (c) => [
    [
      0,
      alt(c, 712, [
        `${F(c)} choisit le ballon, et ${c.g === 'f' ? 'elles se le passèrent jusqu’à rire toutes les deux' : 'ils se le passèrent jusqu’à rire tous les deux'}.`,
        `${F(c)} choisit le ballon, et ${c.g === 'f' ? 'elles' : 'ils'} se le renvoyèrent en riant.`,
      ]),
    ],
    [0, `Pour finir, ${c.name} et ${F(c)} coururent jusqu’au grand arbre, main dans la main.`],
    [1, `Personne ne compta qui avait gagné. ${c.co.name} déclara que c’était un match nul, et un très beau.`],
  ],
};
