/**
 * French texture for older listeners (ages 7+): a scenery line (tier 2) and an inner-thought
 * paragraph (tier 3) per middle beat, with more phrasings to pick from. Sentences avoid the hero's gender.
 */
import type { TextureWords } from '../schema.ts';

export const texture: TextureWords = {
  paragraphs: ({ name: N, co: { name: C } }) => ({
    go: [
      `Le chemin était doux sous les pieds, et le ciel était d’un bleu sans un nuage.`,
      `${C} bavardait de tout et de rien, et ${N} écoutait en souriant. Quel bonheur, pensa ${N}, de marcher à côté d’un ami par une belle journée.`,
    ],
    problem: [
      `${N} observa longuement la situation. Ça n’allait pas être facile.`,
      `Quelque part, un pic-vert frappait toc-toc, comme s’il posait la même question : et maintenant ? ${N} ne le savait pas encore, mais il n’était pas question d’abandonner. Pas du tout.`,
    ],
    try0: [
      `${C} observait attentivement, la tête penchée.`,
      `${N} examina le problème d’un côté, puis de l’autre, comme un détective qui étudie un indice, en essayant de ne rien oublier.`,
    ],
    try1: [
      `Une petite brise fit onduler l’herbe, comme si elle voulait aider, elle aussi.`,
      `C’était un de ces moments où l’on pourrait pleurer, ou rire, ou les deux à la fois. ${N} choisit un petit rire tremblotant, et se sentit un tout petit peu mieux.`,
    ],
    try2: [
      `${N} prit un instant pour souffler longuement.`,
      `Beaucoup de choses avaient raté aujourd’hui. Mais pas tout, remarqua ${N} : ${C} était toujours là, avec patience et douceur, et cela comptait énormément.`,
    ],
    turn: [
      `${C} ne bougeait plus, le cœur plein d’espoir.`,
      `Ce n’était pas un moment bruyant, avec trompettes et tambours. C’était un moment tranquille, de ceux qui se passent à l’intérieur, quand on décide d’être la personne qu’on veut être.`,
    ],
    resolution: [
      `Tout autour semblait briller un peu plus fort.`,
      `Bien plus tard, ${N} se souviendrait encore de cet instant : la lumière, les rires, et ce sentiment chaud et fier d’avoir trouvé le chemin.`,
    ],
    homeward: [
      `Les grillons se mirent à chanter doucement dans l’herbe.`,
      `${N} repensa à toute la journée, de son début lumineux à cette fin paisible, et la rangea comme un trésor au fond de sa poche.`,
    ],
  }),
  bank: ({ name: N, co: { name: C } }) => ({
    go: [
      [`${C} filait devant et se retournait sans cesse pour vérifier que ${N} suivait.`, `Ça sentait l’herbe coupée et un petit peu l’aventure.`],
      [
        `${N} aimait ces promenades-là, où personne n’était pressé et où ${C} pouvait renifler chaque brin d’herbe. La journée s’étendait devant eux, toute neuve, comme la première page d’un cahier.`,
        `Ils passèrent devant un portail peint en jaune, un chat qui somnolait sur un muret et une haie pleine de moineaux qui se chamaillaient bruyamment. ${N} leur fit signe à tous, aux moineaux aussi.`,
      ],
    ],
    problem: [
      [`${C} se serra contre ${N}. « C’est un vrai problème, hein ? »`, `Voilà qui n’était pas une mince affaire.`],
      [
        `Une minute plus tôt, tout était simple, et plus maintenant. ${C} regardait ${N} comme si ${N} savait forcément quoi faire. ${N} ne savait pas. Pas encore.`,
        `Faire semblant de n’avoir rien vu et passer son chemin ? ${N} y pensa exactement une seconde, puis décida de ne pas être ce genre de personne.`,
      ],
    ],
    try0: [
      [`${C} regardait avec de grands yeux pleins d’espoir.`, `${C} retenait son souffle.`],
      [
        `${N} essaya de penser comme un inventeur : et si… ? La première idée est rarement la meilleure, mais il faut bien la sortir pour faire de la place à la suivante.`,
        `${C} donnait des tas de conseils, presque tous inutiles mais tous gentils. ${N} les écouta quand même, parce que c’est ce que font les amis.`,
      ],
    ],
    try1: [
      [`${C} poussa un petit soupir compatissant.`, `Quelque part, un chien aboya deux fois, comme pour dire : continue !`],
      [
        `${N} sentit l’agacement lui monter au visage, le remarqua, et le laissa là sans lui obéir. Ça, ${N} commençait à le comprendre, c’est déjà la moitié de grandir.`,
        `${C} fit une petite danse ridicule pour remonter le moral de ${N}. C’était une danse affreuse. Ça marcha un peu quand même.`,
      ],
    ],
    try2: [
      [`${C} s’assit d’un coup, à court d’idées lui aussi.`.replace(' lui aussi', ''), `${N} fixa le problème jusqu’à ce que tout devienne flou.`],
      [
        `Il existe une fatigue particulière, celle qui vient d’essayer encore et encore. ${N} la sentait maintenant. Mais sous la fatigue, il restait quelque chose de petit et de têtu qui ne voulait pas s’arrêter.`,
        `${N} se rendit compte que tous les essais avaient été le même essai déguisé : pousser plus fort, aller plus vite, en faire plus. Il fallait peut-être tout autre chose.`,
      ],
    ],
    turn: [
      [`${C} arrêta de gigoter et regarda.`, `Pendant un instant, tout devint très calme.`],
      [
        `C’était une de ces idées qui, une fois trouvées, paraissent si évidentes qu’on n’en revient pas de ne pas les avoir eues plus tôt. ${N} faillit éclater de rire.`,
        `${N} ne se sentait pas vraiment courageux. Plutôt prêt. Et ça, finalement, suffisait.`.replace('courageux', '${brave}'),
      ],
    ],
    resolution: [
      [`${C} sautillait de joie.`, `Même les nuages avaient l’air de sourire.`],
      [
        `${N} regarda ${C}, ${C} regarda ${N}, et ni l’un ni l’autre n’eut besoin de dire quoi que ce soit.`,
        `Le problème qui semblait si énorme paraissait maintenant tout petit, comme une montagne vue d’en haut, une fois au sommet.`,
      ],
    ],
    homeward: [
      [`${C} bâillait déjà.`, `Une odeur de soupe s’échappait d’une fenêtre.`],
      [
        `${N} compta les bons moments de la journée sur ses doigts et n’eut pas assez de doigts. ${C} aurait aidé, mais ${C} était trop occupé à bâiller.`.replace(
          'trop occupé',
          'bien trop ${busy}',
        ),
        `En rentrant, ${N} sentit que la journée avait laissé une petite trace à l’intérieur, comme un marque-page dans un livre qu’on aime.`,
      ],
    ],
  }),
  named: ({ name: N, co: { name: C } }) => ({
    go: [
      `${C} fredonnait un air que ${N} n’avait jamais entendu.`,
      `${N} et ${C} marchaient au même pas, gauche, droite, gauche.`,
      `${N} montra un nuage à la forme rigolote, et ${C} rit.`,
    ],
    problem: [`${N} et ${C} se regardèrent un long moment.`, `${N} pinça les lèvres et réfléchit.`, `${C} leva les yeux vers ${N} et attendit.`],
    try0: [`${C} se mit sur la pointe des pieds pour mieux voir.`, `${N} compta jusqu’à trois, tout bas.`, `${C} hocha la tête, très sérieusement.`],
    try1: [
      `${C} fit un petit bruit plein d’espoir.`,
      `${N} se frotta le nez en réfléchissant fort.`,
      `${N} essaya de ne pas froncer les sourcils, et y arriva presque.`,
    ],
    try2: [`${C} se laissa tomber à côté de ${N}.`, `${N} souffla longuement, tout doucement.`, `${C} posa la tête sur le genou de ${N}.`],
    turn: [`${C} ne bougeait plus et regardait ${N}.`, `${N} sentit l’idée arriver, silencieuse comme un chat.`, `${N} retint son souffle une seconde.`],
    resolution: [`${C} fit une petite danse de joie.`, `${N} avait le cœur léger comme un ballon.`, `${C} n’arrêtait pas de sourire à ${N}.`],
    homeward: [`${C} balançait la main de ${N} d’avant en arrière.`, `${N} fredonnait l’air du matin.`, `${C} marchait de plus en plus lentement.`],
  }),
};
