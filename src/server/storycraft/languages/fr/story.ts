/** French templates of the built-in writer. Adjectives and participles agree with the hero. */
import { alt, cap, cx, gx, type LanguagePack, type Line, type StoryContext } from '../../writer/story-types.ts';
import { garden } from './plots/garden.ts';
import { truth } from './plots/truth.ts';
import { askHelp } from './plots/askHelp.ts';
import { race } from './plots/race.ts';
import { different } from './plots/different.ts';
import { promise } from './plots/promise.ts';
import { missing } from './plots/missing.ts';
import { book } from './plots/book.ts';

const coIl = (c: StoryContext) => cx(c, 'il', 'elle');

function heroNoun(c: StoryContext): string {
  // Ages 10-12: never 'little', for animal and toy heroes too.
  if (c.kind === 'animal')
    return c.band === 3
      ? gx(c, 'un animal très malin', 'une bête très maligne', 'un animal très malin')
      : gx(c, 'un petit animal', 'une petite bête', 'un petit animal');
  if (c.kind === 'object')
    return c.band === 3
      ? gx(c, 'un jouet très spécial', 'une poupée très spéciale', 'un jouet très spécial')
      : gx(c, 'un petit jouet très spécial', 'une petite poupée très spéciale', 'un petit jouet très spécial');
  if (c.band === 3) return gx(c, 'un garçon', 'une fille', 'un enfant'); // ages 10-12: never 'little'
  return gx(c, 'un petit garçon', 'une petite fille', 'un enfant');
}

/**
 * One spoken sentence with its speech tag, the words and the verb chosen independently, so a
 * shared quote never stands alone as a sentence of its own (larger frame banks). Words
 * carry no sentence stop of their own (a stop inside would split the sentence in two).
 */
function said(c: StoryContext, slot: number, who: string, words: readonly string[], verbs: readonly string[] = SAY): string {
  const w = alt(c, slot, words),
    verb = alt(c, slot + 1000, verbs);
  // The name follows the verb's first word: 'sagte Mia leise', 'dit Mia en souriant', 'dijo Mia bajito'.
  const [first, ...rest] = verb.split(' ');
  const v = rest.length ? `${first} ${who} ${rest.join(' ')}` : verb;
  return rest.length ? `« ${w} », ${v}.` : `« ${w} », ${v} ${who}.`;
}
const SAY = ['dit', 'dit doucement', 'murmura', 'chuchota', 'soupira'] as const;
/** Evening sky clauses (no moon or stars: the walk home and the sunset are not yet night). */
const EVENING_SKY = [
  'le soleil descendit derrière les toits',
  'la lumière du soir rendit tout couleur de miel',
  'de longues ombres s’étirèrent sur le chemin',
  'le ciel devint orange, puis rose',
  'les nuages se bordèrent de rose',
  'la lumière devint douce et dorée',
  'les derniers rayons tièdes glissèrent des haies',
  'les ombres devinrent longues et bleues',
  'le soleil glissa derrière les collines, lent et rond',
  'un petit vent frais se leva avec le soir',
  'les oiseaux commencèrent leur chanson du soir',
  'le ciel prit la couleur des abricots',
  'le soleil se coucha dans une lueur orangée',
] as const;

export const story: LanguagePack = {
  code: 'fr',
  sep: ' ',
  settings: {
    library: {
      at: 'à la bibliothèque',
      to: 'à la bibliothèque',
      detail: 'De hautes étagères montaient jusqu’au plafond, et tout sentait le papier et le silence.',
    },
    garden: { at: 'dans le jardin', to: 'au jardin', detail: 'Les abeilles bourdonnaient entre les roses, et l’herbe sentait bon l’été.' },
    forest: { at: 'dans la forêt', to: 'dans la forêt', detail: 'Les grands arbres chuchotaient, et des rayons de soleil dansaient entre les feuilles.' },
    meadow: { at: 'dans la prairie', to: 'dans la grande prairie', detail: 'Les pâquerettes se balançaient dans la brise, et les sauterelles chantaient.' },
    seaside: {
      at: 'au bord de la mer',
      to: 'au bord de la mer',
      detail: 'Les petites vagues faisaient chut, chut sur le sable, et les mouettes planaient tout là-haut.',
    },
    mountain: {
      at: 'sur la montagne',
      to: 'sur la montagne verte',
      detail: 'Le sentier montait en lacets, et toute la vallée s’étendait en bas comme une couverture en patchwork.',
    },
    farm: {
      at: 'à la ferme',
      to: 'à la ferme au bout du chemin',
      detail: 'Les poules caquetaient, une vache meuglait tout doucement, et la grange sentait le foin chaud.',
    },
    park: { at: 'au parc', to: 'au parc', detail: 'Les canards barbotaient sur l’étang, et les balançoires grinçaient joyeusement.' },
    lake: { at: 'au bord du lac', to: 'au bord du lac', detail: 'L’eau était lisse comme un miroir, et les libellules filaient au-dessus des roseaux.' },
    snowyVillage: {
      at: 'dans le village enneigé',
      to: 'à travers le village enneigé',
      detail: 'La neige scintillait sur tous les toits, et l’air sentait le chocolat chaud.',
    },
    campsite: {
      at: 'au camping',
      to: 'au camping à l’orée du bois',
      detail: 'Une tente verte se dressait sous les pins, et un cercle de pierres attendait le feu du soir.',
    },
    kitchen: {
      at: 'dans la cuisine de Mamie',
      to: 'chez Mamie',
      detail: 'La cuisine sentait le beurre et la cannelle, et la bouilloire chantonnait sur le feu.',
    },
    castle: {
      at: 'dans le jardin du château',
      to: 'au vieux château sur la colline',
      detail: 'Les drapeaux flottaient sur les tours, et des roses grimpaient le long des vieux murs.',
    },
  },
  companions: {
    puppy: { name: 'Pip', intro: 'un petit chiot nommé Pip', g: 'm' },
    kitten: { name: 'Minou', intro: 'un chaton tout doux nommé Minou', g: 'm' },
    bunny: { name: 'Pompon', intro: 'un lapin sauteur nommé Pompon', g: 'm' },
    owl: { name: 'Olga', intro: 'une petite chouette très sage nommée Olga', g: 'f' },
    fox: { name: 'Filou', intro: 'un petit renard roux nommé Filou', g: 'm' },
    turtle: { name: 'Tina', intro: 'une tortue souriante nommée Tina', g: 'f' },
    teddy: { name: 'Bruno', intro: 'un ours en peluche nommé Bruno', g: 'm' },
    robot: { name: 'Bip', intro: 'un petit robot nommé Bip', g: 'm' },
    dragon: { name: 'Zéphyr', intro: 'un tout petit dragon très gentil nommé Zéphyr', g: 'm' },
  },

  home: (c) => {
    const N = c.name,
      C = c.co.name;
    const lines: Line[] = [
      [
        0,
        `Il était une fois${alt(c, 1, ['', ', il n’y a pas si longtemps,', ', dans une petite ville au clocher tordu,', ', au bout d’un chemin bordé de pommiers,'])} ${heroNoun(c)} qui s’appelait ${N}.`,
      ],
    ];
    if (!c.meet) {
      lines.push(
        [
          0,
          alt(c, 4, [
            `${N} avait ${cx(c, 'un meilleur ami', 'une meilleure amie')} : ${c.co.intro}.`,
            `${N} n’était jamais ${gx(c, 'seul', 'seule', 'sans compagnie')}, grâce à ${c.co.intro}.`,
          ]),
        ],
        [
          1,
          alt(c, 7, [
            `${C} suivait ${N} partout.`,
            `Là où allait ${N}, ${C} allait aussi.`,
            `${N} et ${C} faisaient presque tout ensemble.`,
            `${C} n’était jamais bien loin de ${N}.`,
            `${N} et ${C} partageaient tout, les secrets comme les parapluies.`,
          ]),
        ],
      );
    }
    if (c.trait) lines.push([0, `On reconnaissait ${N} tout de suite : ${c.trait}.`]);
    lines.push(
      [
        1,
        `${N} habitait ${alt(c, 2, [`une petite maison douillette à la porte rouge`, `une jolie maison au bout d’un chemin tranquille`, `une étroite maison bleue à la cheminée de travers`, `la maison au portail vert`, `une maison avec une fenêtre ronde sous le toit`, `une petite maison blanche au toit pointu`, `une maison jaune au portail qui grinçait`, `une maison de briques avec du lierre autour de la porte`, `une petite maison en haut d’une rue en pente`, `une maison avec un tournesol plus grand que la clôture`, `une haute maison toute fine, serrée entre deux grosses`, `une maisonnette au petit mur de pierres tout bancal`])}${alt(c, 102, [``, `, où les matins sentaient la tartine grillée`, `, où les moineaux se chamaillaient chaque matin sur la gouttière`, `, d’où l’on voyait toute la rue`, `, où la bouilloire chantait presque toujours`, `, où chaque marche de l’escalier grinçait sur une note différente`, `, où le facteur passait chaque matin en sifflotant`])}.`,
      ],
      [
        2,
        alt(c, 3, [
          `Chaque matin, ${N} ouvrait la fenêtre, disait bonjour à la journée et se demandait ce qu’elle allait apporter.`,
          `Ce matin-là, ${N} avala son petit-déjeuner en un temps record : quelque chose flottait dans l’air.`,
          `${N} enfila ses chaussures, la gauche d’abord, comme toujours, et leva les yeux vers le ciel pour deviner quelle journée ce serait.`,
        ]),
      ],
      [
        3,
        `« Aujourd’hui, pensa ${N}, il va se passer quelque chose de bien. Je le sens jusqu’au bout des orteils. » Et pour ce genre de choses, ${N} se trompait rarement.`,
      ],
    );
    if (!c.meet) lines.push(['t', `Bonjour, ${N} ! Bonjour, ${C} !`]);
    return lines;
  },
  meet: (c) => [
    [0, `Soudain, on frappa à la porte : toc, toc, toc !`],
    [0, `C’était ${cx(c, 'le meilleur ami', 'la meilleure amie')} de ${c.name} : ${c.co.intro}.`],
    [1, `« Bonjour ! dit ${c.co.name}. Qu’est-ce qu’on fait aujourd’hui ? »`],
    [2, `${c.name} bondit sur ses pieds. « Partons à l’aventure ! »`],
    [
      3,
      `${c.co.name} était si ${cx(c, 'content', 'contente')} qu’${coIl(c)} tourna trois fois sur ${cx(c, 'lui', 'elle')}-même et faillit tomber, ce qui fit tellement rire ${c.name} qu’il fallut se rasseoir un moment.`,
    ],
  ],
  go: (c) => [
    [0, `${c.name} et ${c.co.name} partirent ${c.place.to}.`],
    [
      1,
      alt(c, 130, [
        c.place.detail,
        `Autour de ${c.name} et ${c.co.name}, ${c.place.detail.charAt(0).toLowerCase()}${c.place.detail.slice(1)}`,
        `${c.name} et ${c.co.name} s’arrêtèrent pour regarder : ${c.place.detail.charAt(0).toLowerCase()}${c.place.detail.slice(1)}`,
        `Tout en marchant, ${c.name} et ${c.co.name} remarquaient tout : ${c.place.detail.charAt(0).toLowerCase()}${c.place.detail.slice(1)}`,
      ]),
    ],
    [
      2,
      alt(c, 3, [
        said(
          c,
          203,
          c.co.name,
          [
            'Regarde, tout brille aujourd’hui',
            'Écoute, les oiseaux se parlent',
            'C’est mon chemin préféré',
            'Comptons les nuages en route',
            'Je parie que ce sera une belle journée',
            'Ça sent l’aventure par ici',
            'Attends-moi, j’ai de plus petites jambes',
            'Marchons au même pas',
          ],
          ['dit', 's’écria', 'dit gaiement'],
        ),
        `${c.name} sautillait en fredonnant une petite chanson, et ${c.co.name} chantait avec, un peu faux.`,
      ]),
    ],
    [
      3,
      alt(c, 140, [
        `${c.name} respirait le bon air et remarquait tout : les couleurs, les bruits, le minuscule scarabée qui traversait le chemin comme un soldat à la parade. Le monde paraissait grand et accueillant, et ${c.name} se sentait ${gx(c, 'prêt', 'prête', 'd’attaque')} pour tout.`,
        `${c.name} avait une façon de marcher qui était à moitié marcher et à moitié regarder : les piquets de clôture, les escargots, l’instant précis où un nuage cachait le soleil. En arrivant, ${c.name} avait déjà les poches pleines de petites choses à retenir, et se sentait ${gx(c, 'prêt', 'prête', 'd’attaque')} pour la suite.`,
        `C’était un de ces jours où l’air lui-même semble faire attention. ${c.name} marchait un peu plus droit que d’habitude, sans trop savoir pourquoi, comme si la journée avait des projets et que ${c.name} était ${gx(c, 'prêt', 'prête', 'd’attaque')} à les découvrir.`,
      ]),
    ],
  ],
  afterProblem: (c) => [
    [
      2,
      said(
        c,
        220,
        c.co.name,
        [
          'Il faut faire quelque chose',
          'Il nous faut un plan',
          'Ça, c’est un vrai casse-tête',
          'On va bien trouver une solution',
          'Oh là là, ce n’est pas simple',
          'Réfléchissons bien',
          'À deux, on va y arriver',
          'Ça ne me plaît pas du tout',
        ],
        ['chuchota', 'dit', 'dit tout bas', 'murmura'],
      ),
    ],
    [
      3,
      alt(c, 21, [
        `${c.name} fronça les sourcils et réfléchit très fort. Il devait bien y avoir une solution. Il y a toujours une solution, quand on la cherche assez longtemps : c’est ce que ${c.name} pensait.`,
        `Un problème, avait un jour décidé ${c.name}, c’est une porte que personne n’a encore ouverte. Il suffit de trouver dans quel sens tourne la poignée.`,
        `${c.name} sentait deux choses à la fois : un nœud d’inquiétude dans le ventre, et en dessous, une petite étincelle têtue qui refusait de s’éteindre.`,
        `${c.name} regardait le problème comme une pièce de puzzle qui ne rentre nulle part : en la tournant, et en la retournant, sans accepter qu’elle n’ait pas sa place.`,
        `Ç’aurait été facile de décider que c’était un travail pour quelqu’un de plus grand. ${c.name} examina l’idée, la trouva un peu trop confortable, et la mit de côté.`,
      ]),
    ],
  ],
  afterTry: (c, i) =>
    (
      [
        [
          [
            1,
            said(
              c,
              222,
              c.name,
              [
                'Hum, ce n’est pas ça',
                'Bon, c’était un début',
                'Pas tout à fait',
                'Ce n’est donc pas comme ça',
                'Presque',
                'Raté, pour cette fois',
                'Pas de cette façon-là',
                'Au moins, on sait ce qui ne marche pas',
                'Bon, on réfléchit encore',
                'Ce n’était pas la bonne astuce',
                'Presque, mais pas tout à fait',
                'Premier essai, premier raté',
              ],
              ['dit', 'soupira', 'marmonna', 'murmura', 'dit en haussant les épaules'],
            ),
          ],
          [
            2,
            said(c, 223, c.co.name, [
              'Ce n’est pas grave, essayons autre chose',
              'C’était quand même bien essayé',
              'Ne t’inquiète pas, on va trouver',
              'Ce n’était que le premier essai',
              'Essayons d’une autre façon',
              'On vient à peine de commencer',
              'Peut-être avec quelque chose de plus petit',
              'Allez, encore une fois',
              'Regardons ça de l’autre côté',
              'Personne ne réussit du premier coup',
              'Il faut un début à tout',
              'J’ai l’impression que le prochain sera le bon',
            ]),
          ],
          [
            3,
            alt(c, 24, [
              `${c.name} se gratta la tête. Un premier essai n’est qu’un premier essai, se dit ${c.name}, et personne ne réussit tout du premier coup, même pas les grands.`,
              `Ça piquait un peu, comme tout premier essai raté. Mais au moins, ${c.name} savait maintenant une façon qui ne marchait pas, et c’était déjà ça.`,
              `${c.name} rangea cet échec dans le tiroir « ça ne marche pas », qui était, heureusement, beaucoup plus petit que l’autre.`,
              `Le premier essai avait raté vite et complètement, ce qui avait au moins l’avantage d’être clair. ${c.name} préférait une erreur claire à une erreur embrouillée.`,
            ]),
          ],
        ],
        [
          [
            1,
            said(
              c,
              225,
              c.name,
              [
                'Oh là là, pas comme ça non plus',
                'Raté, encore une fois',
                'Non, pas ça non plus',
                'Toujours pas',
                'Hum, pas de cette façon',
                'Oh, c’était tout près',
                'Ce n’est pas ça non plus',
                'Ça ne marche toujours pas',
                'Encore manqué',
                'Bon, ça fait deux essais',
                'Ça ne veut vraiment pas',
                'Hum, ce n’était pas ça non plus',
              ],
              ['soupira', 'dit', 'grommela', 'murmura', 'dit en fronçant les sourcils'],
            ),
          ],
          [
            2,
            alt(c, 26, [
              `${c.co.name} se serra doucement contre ${c.name}, juste pour dire : je suis là.`,
              `« On y est presque », dit ${c.co.name}, même si ni l’un ni l’autre n’en était sûr.`,
              said(
                c,
                226,
                c.co.name,
                [
                  'On n’abandonne pas',
                  'Je suis là',
                  'On continue',
                  'Tu t’en sors très bien',
                  'Doucement, doucement',
                  'Respire un bon coup d’abord',
                  'Deux de faits',
                  'Regardons encore, mais vraiment',
                  'On fait une bonne équipe, tous les deux',
                  'Chaque raté nous apprend quelque chose',
                ],
                ['dit', 'chuchota', 'dit tendrement', 'murmura'],
              ),
            ]),
          ],
          [
            3,
            alt(c, 27, [
              `Un petit nuage d’inquiétude vint se poser dans le cœur de ${c.name}. Et si on abandonnait, tout simplement ? Mais au fond, ${c.name} n’en avait pas vraiment envie.`,
              `${c.name} remarqua que ses poings étaient serrés et les desserra. Les poings serrés, ${c.name} l’avait appris, ne donnent que des idées maladroites.`,
              `Deux essais. ${c.name} sentit l’envie familière de refaire la même chose, en plus fort, et la reconnut : de l’impatience déguisée en courage.`,
              `${c.name} se surprit à froncer les sourcils et faillit rire. Froncer les sourcils n’avait jamais rien réparé, et ce n’était pas aujourd’hui que ça allait commencer.`,
            ]),
          ],
        ],
        [
          [
            1,
            said(
              c,
              228,
              c.name,
              [
                'Toujours rien',
                'Encore rien',
                'Ce n’est toujours pas ça',
                'Pas cette fois non plus',
                'Trois essais et toujours rien',
                'Bon, ça fait trois',
                'Hum, on est coincés',
                'Ça ne marche pas, voilà tout',
                'Oh, pas ça non plus',
                'Toujours pas la bonne solution',
                'Trois fois, et pas plus avancés',
                'Il est têtu aujourd’hui, ce problème',
              ],
              ['soupira', 'dit', 'dit tout bas', 'grommela', 'murmura'],
            ),
          ],
          [
            2,
            said(
              c,
              229,
              c.co.name,
              [
                'Il nous faut peut-être une autre sorte d’idée',
                'Recommencer pareil ne servira à rien',
                'On n’essaie peut-être pas la bonne chose',
                'Essayons quelque chose de complètement différent',
                'Plus fort ne marche pas, alors plus doucement',
                'Prenons le problème à l’envers',
                'Arrêtons-nous pour réfléchir',
                'Pas une quatrième fois la même chose',
                'Il faut une idée toute neuve',
                'Il y a sûrement un autre chemin',
                'La réponse est peut-être là où on n’a pas cherché',
                'Asseyons-nous et réfléchissons d’abord',
              ],
              ['dit', 'dit lentement', 'proposa', 'dit pensivement', 'dit doucement'],
            ),
          ],
          [
            3,
            alt(c, 30, [
              `${c.name} resta ${gx(c, 'silencieux', 'silencieuse', 'sans rien dire')} un moment, à écouter la brise. Parfois, pensa ${c.name}, la réponse n’est pas d’essayer plus fort, mais d’essayer autrement.`,
              `Trois essais, trois ratés. ${c.name} s’arrêta, comme on s’arrête dans un labyrinthe pour regarder les murs au lieu de foncer dedans.`,
              `${c.name} avait l’étrange impression d’avoir frappé à toutes les portes d’un couloir sauf une, la dernière, qui avait l’air trop ordinaire pour compter.`,
              `Trois fois déjà. ${c.name} commençait à se douter que le problème n’était pas têtu du tout : il attendait simplement qu’on lui pose une autre question.`,
            ]),
          ],
        ],
      ] as Line[][]
    )[i]!,
  low: (c) => [
    [
      0,
      alt(c, 31, [
        `${c.name} s’assit sur une pierre lisse et tiède, et poussa un long soupir.`,
        `${c.name} s’assit dans l’herbe, le menton dans les mains.`,
        `${c.name} se laissa tomber par terre et fixa ses chaussures.`,
      ]),
    ],
    [1, alt(c, 32, [`${c.co.name} s’assit tout près, si près qu’ils se touchaient.`, `${c.co.name} se blottit à côté, sans un mot.`])],
    [
      2,
      alt(c, 33, [
        `« Je ne sais pas quoi faire, chuchota ${c.name}. — Ce n’est pas grave, dit ${c.co.name}. On peut réfléchir ensemble. »`,
        `« Je n’y arriverai peut-être pas », dit ${c.name}. ${c.co.name} secoua la tête : « Tu n’as juste pas encore trouvé comment. »`,
      ]),
    ],
    [
      3,
      alt(c, 34, [
        `${c.name} regarda une file de fourmis porter des miettes deux fois plus grosses qu’elles, patientes et tranquilles. Peu à peu, les pensées qui bourdonnaient se posèrent, comme des feuilles sur un étang. Et alors, tout doucement, une idée se mit à pousser, comme une graine quand personne ne regarde.`,
        `Pendant un moment, ${c.name} laissa la déception être là, lourde comme un manteau mouillé. C’était étrange : dès que ${c.name} cessa de lutter contre elle, elle rapetissa, et dans la place libre quelque chose de plus clair s’installa.`,
        `Il y eut une longue pause où il ne se passa rien, sauf le vent, un oiseau quelque part, et le souffle de ${c.name} qui ralentissait. C’est fou ce qu’on réfléchit dans une pause pareille.`,
        `${c.name} pensa à abandonner, regarda l’idée honnêtement, et trouva qu’elle n’allait pas. Abandonner, c’était un manteau taillé pour quelqu’un d’autre.`,
      ]),
    ],
  ],
  beforeTurn: (c) => [
    [2, alt(c, 35, [`Soudain, les yeux de ${c.name} s’illuminèrent.`, `Tout à coup, ${c.name} se redressa.`, `Et d’un coup, ${c.name} sut.`])],
    [
      3,
      alt(c, 36, [
        `« Attends, dit ${c.name} lentement. Je crois que je sais ce qu’il faut faire. »`,
        `« J’ai tout pris à l’envers », dit ${c.name}.`,
        `Ce n’était pas une astuce maligne qui lui venait, mais quelque chose de plus simple, et de plus courageux.`,
      ]),
    ],
  ],
  afterResolution: (c) => [
    [
      2,
      alt(c, 37, [
        `${c.name} et ${c.co.name} rirent à s’en chatouiller le ventre.`,
        `${c.co.name} fit un tour sur ${cx(c, 'lui', 'elle')}-même de joie.`,
        `${c.name} souriait si fort que ses joues lui faisaient mal.`,
      ]),
    ],
    [
      3,
      alt(c, 38, [
        `${c.name} se sentait ${gx(c, 'tout chaud', 'toute chaude', 'bien au chaud')} à l’intérieur, comme une tasse de chocolat un jour d’hiver. Ç’avait été une bonne journée. Une très bonne journée.`,
        `C’était une fierté tranquille, de celles qu’on n’a besoin de raconter à personne. ${c.name} la rangea bien précieusement.`,
        `Difficile de croire qu’une heure plus tôt, tout semblait bloqué. Dehors, rien n’avait beaucoup changé. Dedans, beaucoup de choses.`,
        `Ce que ressentait ${c.name}, ce n’était pas tout à fait un triomphe. C’était plus doux, et ça durerait plus longtemps : le sentiment d’avoir été la personne qu’on espère être.`,
        `Plus tard, ${c.name} ne se rappellerait pas chaque détail, mais se souviendrait de ceci : la réponse était venue de l’intérieur, et elle y était depuis le début.`,
      ]),
    ],
  ],
  sunset: (c) => [
    [
      0,
      `${cap(alt(c, 9, EVENING_SKY))}${alt(c, 109, [`.`, `, et ${c.co.name} fit un grand bâillement.`, `, et la journée commença à avoir sommeil, ${c.co.name} aussi.`, `, et ${c.name} s’arrêta un moment avec ${c.co.name} pour regarder.`, `, et le soir arriva tout doucement pour ${c.name} et ${c.co.name}.`])}`,
    ],
  ],
  homeward: (c) => [
    [
      0,
      `${cap(alt(c, 10, EVENING_SKY))}${alt(c, 110, [`, et il fut temps de rentrer.`, `. ${c.name} et ${c.co.name} prirent le chemin de la maison.`, `, et la maison attendait ${c.name} et ${c.co.name}.`, ` : l’heure, pour ${c.name} et ${c.co.name}, de rentrer.`, `, et ${c.co.name} connaissait le chemin du retour par cœur.`, `, et ${c.name} pensa au dîner et à la maison.`])}`,
    ],
    [
      1,
      alt(c, 11, [
        `${c.name} et ${c.co.name} rentrèrent tout doucement, côte à côte.`,
        `${c.name} et ${c.co.name} prirent le chemin le plus long, le long du vieux mur.`,
        `${c.name} porta ${c.co.name} dans ses bras pour le dernier bout de chemin.`,
      ]),
    ],
    [
      2,
      alt(c, 12, [
        said(
          c,
          212,
          c.co.name,
          [
            'Quelle journée',
            'Quelle belle et longue journée',
            'C’est une bonne fatigue, celle-là',
            'On refera quelque chose comme ça bientôt',
            'J’ai aimé aujourd’hui',
            'Mes pieds ont sommeil, et moi aussi',
            'C’était une belle journée',
            'Je me souviendrai d’aujourd’hui',
            'À la maison, ça sent sûrement déjà le dîner',
            'Je pourrais dormir une semaine',
          ],
          ['bâilla', 'dit en bâillant', 'dit d’une voix endormie', 'murmura'],
        ),
        said(
          c,
          213,
          c.name,
          [
            'Quelle journée',
            'Quelle belle et longue journée',
            'C’est une bonne fatigue, celle-là',
            'On refera quelque chose comme ça bientôt',
            'J’ai aimé aujourd’hui',
            'Mes pieds ont sommeil, et moi aussi',
            'C’était une belle journée',
            'Je me souviendrai d’aujourd’hui',
            'À la maison, ça sent sûrement déjà le dîner',
            'Je pourrais dormir une semaine',
          ],
          ['bâilla', 'dit en bâillant', 'dit d’une voix endormie', 'murmura'],
        ),
        `Ils ne parlaient pas beaucoup. Ils n’en avaient pas besoin.`,
      ]),
    ],
    [
      3,
      alt(c, 13, [
        `Les fenêtres s’allumèrent une à une, et quelque part un merle chantait sa dernière chanson. ${c.name} avait les pieds fatigués, de la plus douce des façons.`,
        `Quelque part, des oignons grésillaient ; ailleurs, quelqu’un jouait du piano, faux mais avec courage. ${c.name} trouva que c’était le plus joli bruit de toute la rue.`,
        `${c.name} repassa la journée dans l’ordre, comme on tourne les pages d’un livre, et s’attarda sur le milieu, là où tout avait failli mal tourner.`,
        `Les réverbères s’allumèrent l’un après l’autre, comme s’ils se passaient un message le long de la rue. ${c.name} marchait lentement, pour que la journée dure encore un peu.`,
        `Une odeur de pain chaud sortait d’une cuisine, et ${c.name} s’aperçut avec surprise qu’une belle journée, ça creuse.`,
      ]),
    ],
  ],
  bedtime: (c) => {
    const N = c.name,
      C = c.co.name;
    const lines: Line[] = [
      [
        0,
        `${alt(c, 14, [`Ce soir-là`, `Après le bain`, `À l’heure du coucher`, `Une fois les dents brossées`, `Un peu plus tard`])}, ${N} ${alt(c, 114, [`se blottit dans son lit`, `se glissa sous la couette`, `grimpa dans son lit tout chaud`, `se pelotonna sous la couverture`, `se faufila sous l’édredon`])}.`,
      ],
      [
        't',
        alt(c, 15, [
          `Tout doux, tout doux, tout doux.`,
          `Chut, chut, chut.`,
          `Dodo, dodo, dodo.`,
          `Bien au chaud, bien au chaud.`,
          `Un bâillement, deux bâillements, trois bâillements.`,
        ]),
      ],
      [
        1,
        `${C} ${alt(c, 16, [`se roula en boule au pied du lit`, `trouva une place bien chaude près de l’oreiller`, `se blottit tout contre ${N}`, `se cacha dans un coin de la couette`, `se fit une petite place à côté de ${N}`, `se fit un petit nid rond dans l’édredon`])}, et la lune ${alt(c, 116, [`vint jeter un œil par la fenêtre`, `brillait comme une veilleuse`, `se tenait, ronde et tranquille, dans la fenêtre`, `souriait entre les rideaux`, `veillait doucement dehors`])}.`,
      ],
    ];
    if (c.traitBed) lines.push([2, `${N} (${c.traitBed}) était bien au chaud sous la couverture.`]);
    lines.push([
      2,
      alt(c, 18, [
        `« Bonne nuit, ${C} », chuchota ${N}. « Bonne nuit, ${N} », chuchota ${C}.`,
        `« On recommence demain ? » murmura ${N}, déjà à moitié endormi${c.g === 'f' ? 'e' : ''}.`,
        `${N} caressa ${C} une dernière fois. « Fais de beaux rêves. »`,
        `« Merci pour aujourd’hui, ${C} », marmonna ${N} dans l’oreiller.`,
        `${C} ronflait déjà tout doucement, et ${N} sourit dans le noir.`,
      ]),
    ]);
    if (c.moral) lines.push([0, `Avant de fermer les yeux, ${N} murmura : « ${c.moral} »`]);
    lines.push(
      [
        3,
        `Dehors, les étoiles veillaient sur le monde endormi, comme elles le font toujours. La respiration de ${N} devint lente et douce, et bientôt ${N} rêvait déjà à demain.`,
      ],
      [0, `Bonne nuit, ${N}.`],
    );
    return lines;
  },

  shapes: {
    truth,
    askHelp,
    different,
    promise,
    missing,
    lost: {
      title: (c) => alt(c, 40, [`${c.name} et le petit qui s’était perdu`, `${c.name} et la recherche tout en silence`]),
      problem: (c) => [
        [0, `${cap(c.place.at)}, la maman de ${c.co.name} appelait et appelait.`],
        [0, `« Mon tout-petit a disparu ! » dit-elle.`],
        [1, `« On va retrouver ton petit, dit ${c.name}. Promis, on cherchera partout. »`],
        [2, `${c.co.name} ne disait plus un mot. Jamais ${coIl(c)} n’avait été aussi ${cx(c, 'silencieux', 'silencieuse')}.`],
        [
          3,
          `L’inquiétude flottait dans l’air comme le silence avant la pluie. Quelque part tout près, quelqu’un de tout petit attendait d’être retrouvé, et ${c.name} comptait bien être ${gx(c, 'celui', 'celle', 'celui ou celle')} qui le trouverait.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} regarda derrière le grand vieil arbre.`],
          [1, `Rien que de la mousse, et un scarabée qui n’aimait pas qu’on le dérange.`],
          ['t', `Coucou ! Personne.`],
        ],
        (c) => [
          [0, `${c.name} fouilla parmi les hautes fleurs en criant : « Petit ! Où es-tu ? »`],
          [1, `Mais plus ${c.name} criait fort, plus tout devenait silencieux.`],
        ],
        (c) => [
          [0, `${c.name} suivit de toutes petites traces de pas, en rond, en rond.`],
          [1, `Elles tournaient, tournaient… jusqu’à ce que ${c.name} comprenne : c’étaient ses propres traces !`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} s’arrêta, immobile. « Chut, murmura ${c.name}. Écoutons. »`],
        [0, `Et voilà : un minuscule ronflement sortait d’un vieux panier de pique-nique.`],
        ['t', `Ronron, ronron !`],
        [1, `Dans le panier, le petit dormait, roulé en boule.`],
        [
          3,
          `${c.name} faillit rire. Tant de course et de cris, alors que la réponse était là depuis le début, à attendre que quelqu’un soit assez silencieux pour l’entendre.`,
        ],
      ],
      resolution: (c) => [
        [0, `${c.name} rapporta le petit à la maman de ${c.co.name}, doucement, tout doucement.`],
        [0, `Elle serra son bébé très fort.`],
        [1, `« Merci, dit-elle à ${c.name}. Tu as retrouvé mon petit en écoutant. »`],
      ],
    },
    cookies: {
      title: (c) => alt(c, 42, [`${c.name} et les vingt minutes les plus longues`, `Les biscuits de ${c.name} pour tout le monde`]),
      problem: (c) => [
        [0, `${c.name} et Mamie faisaient des biscuits ${c.place.at}.`],
        [0, `« Maintenant, ils doivent cuire vingt minutes », dit Mamie.`],
        [1, `Vingt minutes ! Pour ${c.name}, c’était une éternité.`],
        [2, `${c.co.name} renifla l’air tiède et sucré, et soupira.`],
        [
          3,
          `${c.name} savait bien, en gros, que les bonnes choses prennent du temps. Simplement, ${c.name} n’avait jamais aimé cette règle, et l’aimait encore moins avec une plaque de biscuits dans le four.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} regarda par la vitre du four.`],
          [0, `« Ils sont prêts ? — Pas encore », dit Mamie.`],
        ],
        (c) => [
          [0, `${c.name} compta jusqu’à dix, très lentement.`],
          [1, `Mais dix, c’était vite passé, et les biscuits étaient toujours pâles.`],
          ['t', `Un, deux, trois… on attend encore !`],
        ],
        (c) => [
          [0, `${c.name} s’assit devant le four en ne pensant qu’aux biscuits.`],
          [1, `L’attente n’en fut que plus longue.`],
        ],
      ],
      turn: (c) => [
        [0, `Puis ${c.name} eut une idée : « Je vais fabriquer quelque chose en attendant ! »`],
        [0, `${c.name} dessina une carte avec un grand soleil jaune pour la copine d’à côté.`],
        [1, `${c.name} coloriait avec tant d’application que l’horloge fut complètement oubliée.`],
        [3, `Attendre, découvrit ${c.name}, c’est bien plus court quand on a les mains occupées à faire quelque chose pour quelqu’un d’autre.`],
      ],
      resolution: (c) => [
        [0, `Ding ! Les biscuits étaient prêts.`],
        [0, `Dans le jardin, ${c.name} les partagea avec Mamie et la copine d’à côté.`],
        [1, `« Ils sont encore meilleurs parce qu’on a attendu », dit ${c.name}, et la carte eut un grand succès.`],
      ],
    },
    campfire: {
      title: (c) => alt(c, 41, [`${c.name} et la nuit sous la tente`, `${c.name} fait du camping avec Papi`]),
      problem: (c) => [
        [0, `Ce soir-là, ${c.name} et Papi montèrent une tente ${c.place.at}.`],
        [0, `Quand le soleil se coucha, les arbres devinrent sombres et chuchotants.`],
        [1, `« Je veux rentrer », dit ${c.name} d’une toute petite voix.`],
        [2, `Papi serra la main de ${c.name}. « La nuit, c’est juste le jour qui a fermé les yeux », dit-il.`],
        [
          3,
          `${c.name} n’en était pas si ${gx(c, 'sûr', 'sûre', 'sûr')}. Le jour, le bois servait à grimper et à ramasser des pommes de pin ; maintenant, c’était un mur d’ombres qui semblait se rapprocher dès qu’on ne le regardait pas.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} se faufila dans la tente et se cacha dans le sac de couchage.`],
          [1, `Mais dans la tente, il faisait encore plus noir.`],
          ['t', `Noir, noir, tout noir !`],
        ],
        (c) => [
          [0, `${c.name} alluma la lanterne.`],
          [1, `Mais la lumière faisait sauter les ombres, plus grandes qu’avant.`],
        ],
        (c) => [
          [0, `${c.name} ferma les yeux très fort.`],
          [1, `Mais les yeux fermés, chaque bruissement paraissait deux fois plus fort.`],
        ],
      ],
      turn: (c) => [
        [0, `Alors ${c.name} leva les yeux.`],
        [0, `Le ciel était plein d’étoiles, plus que ${c.name} n’en avait jamais vu.`],
        [1, `« Allons voir de quoi est faite la nuit », chuchota ${c.name}.`],
        [1, `Un grillon chanta. Une feuille froissa. Au loin, une grenouille fit « croa ».`],
        [2, `« Ça ne fait pas peur, dit ${c.co.name}. C’est juste la nuit qui dit bonsoir. »`],
        [
          3,
          `Dès que ${c.name} sut nommer les bruits, ce ne furent plus des monstres mais des voisins : le grillon, la feuille, la grenouille à la grosse voix. La nuit n’avait pas changé du tout. ${c.name}, si.`,
        ],
      ],
      resolution: (c) => [
        [0, `Papi alluma un petit feu de camp dans le cercle de pierres.`],
        [0, `${c.name} s’assit sur un tronc, à un bon pas du feu, et se réchauffa les mains.`],
        [1, `Ils burent du chocolat chaud et donnèrent des noms rigolos aux étoiles les plus brillantes.`],
      ],
      homeward: (c) => [
        [0, `Pour finir, Papi versa un seau d’eau sur le feu de camp. Pschitt !`],
        [1, `« Au lit, ${gx(c, 'mon petit campeur', 'ma petite campeuse', 'mon petit campeur')} », dit-il, et ils rentrèrent à la maison main dans la main.`],
        [2, `${c.name} se retourna une dernière fois pour souhaiter bonne nuit à l’obscurité.`],
        [3, `${c.co.name} dormait déjà à moitié, et ${c.name} sentait cette fatigue particulière qui ne vient qu’après une journée plus grande que prévu.`],
      ],
    },
    fear: {
      title: (c) => `${c.name} et le pont qui tremble`,
      problem: (c) => [
        [
          0,
          alt(c, 600, [
            `${cap(c.place.at)}, il y avait un petit pont de bois au-dessus d’un ruisseau qui gazouillait.`,
            `${cap(c.place.at)}, un vieux pont de planches enjambait un ruisseau bavard.`,
            `${cap(c.place.at)}, un pont étroit en bois passait au-dessus d’un ruisseau pressé.`,
          ]),
        ],
        [1, `De l’autre côté brillaient les plus jolies fleurs du monde.`],
        [
          0,
          alt(c, 601, [
            `Mais le pont tremblait, et ${c.name} avait peur.`,
            `Mais le pont grinçait et se balançait, et ${c.name} eut un pincement au ventre.`,
            `Mais chaque planche craquait, et ${c.name} s’arrêta net.`,
          ]),
        ],
        [2, `Les planches faisaient bing, bang, et les genoux de ${c.name} tremblaient aussi.`],
        [
          3,
          `Dans la partie raisonnable de sa tête, ${c.name} savait bien que des centaines de pieds avaient déjà traversé ce pont. Le problème, c’est que personne ne l’avait dit à ses genoux. La peur, découvrait ${c.name}, n’écoute pas les arguments : elle regarde seulement ce qu’on fait ensuite.`,
        ],
      ],
      tries: [
        (c) => [
          [
            0,
            alt(c, 602, [
              `${c.name} posa un pied sur le pont.`,
              `${c.name} tâta la première planche du bout du pied.`,
              `${c.name} avança d’un pas sur le pont, tout doucement.`,
            ]),
          ],
          [0, `Ça bouge ! ${c.name} recula d’un bond.`],
        ],
        (c) => [
          [
            0,
            alt(c, 603, [
              `${c.name} essaya de fermer les yeux.`,
              `${c.name} voulut traverser les yeux fermés.`,
              `${c.name} décida de ne pas regarder et ferma les yeux très fort.`,
            ]),
          ],
          [1, `Mais les yeux fermés, impossible de voir où poser les pieds, et c’était encore plus effrayant.`],
        ],
        (c) => [
          [
            0,
            alt(c, 604, [
              `${c.name} attendit que le courage arrive tout seul.`,
              `${c.name} s’assit pour attendre que le courage veuille bien venir.`,
              `${c.name} espéra que le pont finirait par ne plus bouger.`,
            ]),
          ],
          [1, `${c.name} attendit, attendit… Mais la peur restait là, comme un chat sur un coussin.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} prit une grande et lente respiration et serra fort ${c.co.name} contre ${gx(c, 'lui', 'elle', 'soi')}.`],
        [0, `« Un petit pas, dit ${c.name}. Et puis un autre. »`],
        ['t', `Un pas, un pas, un pas !`],
        [1, `Tout doucement, ${c.name} traversa le pont. Il bougeait encore un peu, et ce n’était pas grave.`],
        [
          3,
          `Au milieu du pont, ${c.name} remarqua une chose étonnante : la peur n’était pas partie. Elle avait simplement cessé de commander. Le courage, comprit ${c.name}, ce n’est pas quand plus rien ne tremble, c’est quand on avance quand même.`,
        ],
      ],
      resolution: (c) => [
        [0, `${c.name} avait réussi !`],
        [0, `De l’autre côté, les fleurs brillaient comme de petites lanternes.`],
        [1, `« J’avais peur, et je l’ai fait quand même », dit ${c.name}, et ${c.co.name} applaudit.`],
      ],
    },
    friend: {
      title: (c) => `${c.name} et le petit soupir`,
      problem: (c) => [
        [0, `${cap(c.place.at)}, ${c.co.name} était ${cx(c, 'assis', 'assise')} tout ${cx(c, 'seul', 'seule')}, l’air triste.`],
        [0, `« Qu’est-ce qui ne va pas ? » demanda ${c.name}. Mais ${c.co.name} se contenta de soupirer.`],
        [1, `Même les oiseaux semblaient chanter un peu moins fort.`],
        [
          3,
          `${c.name} connaissait ce silence-là. On le porte avec soi quand quelque chose, à l’intérieur, est trop grand pour être dit et trop lourd pour être posé. Consoler quelqu’un, se doutait ${c.name}, serait moins simple qu’il n’y paraissait.`,
        ],
      ],
      tries: [
        (c) => [
          [
            0,
            alt(c, 605, [
              `${c.name} fit rouler un ballon vers ${c.co.name}.`,
              `${c.name} apporta le ballon et le fit rouler tout doucement.`,
              `${c.name} lança le ballon rouge dans l’herbe, vers ${c.co.name}.`,
            ]),
          ],
          [1, `Mais ${c.co.name} n’avait pas envie de jouer.`],
        ],
        (c) => [
          [
            0,
            alt(c, 606, [
              `${c.name} fit la grimace la plus drôle du monde entier.`,
              `${c.name} fit une danse ridicule en battant des bras comme une poule.`,
              `${c.name} louchait en gonflant les joues comme un poisson-lune.`,
            ]),
          ],
          [1, `${c.co.name} eut un tout petit sourire, mais l’air triste revint bien vite.`],
        ],
        (c) => [
          [
            0,
            alt(c, 607, [
              `${c.name} parla, parla de tous les jeux qu’ils pourraient faire.`,
              `${c.name} énuméra tous les jeux qui lui passaient par la tête.`,
              `${c.name} parla de pique-niques, de flaques d’eau et de cabanes dans les arbres.`,
            ]),
          ],
          [1, `Mais ${c.co.name} devenait encore plus ${cx(c, 'silencieux', 'silencieuse')}.`],
        ],
      ],
      turn: (c) => [
        [
          0,
          alt(c, 608, [
            `Alors ${c.name} s’assit à côté de ${c.co.name} et écouta, tout simplement.`,
            `Cette fois, ${c.name} ne dit rien du tout et s’assit tout près.`,
            `${c.name} s’assit à côté de ${c.co.name} et attendit, ${gx(c, 'silencieux', 'silencieuse', 'silencieux')} comme une feuille.`,
          ]),
        ],
        [
          1,
          `Petit à petit, ${c.co.name} raconta tout : sa famille, qui habitait loin, lui manquait, et aujourd’hui ${coIl(c)} se sentait tout ${cx(c, 'petit', 'petite')}.`,
        ],
        [
          0,
          alt(c, 609, [
            `${c.name} fit un gros câlin tout chaud à ${c.co.name}.`,
            `${c.name} serra ${c.co.name} dans ses bras, longtemps.`,
            `${c.name} garda ${c.co.name} tout contre ${gx(c, 'lui', 'elle', 'soi')} un bon moment.`,
          ]),
        ],
        [
          3,
          `C’était curieux : toute la matinée, ${c.name} avait essayé de réparer le chagrin de ${c.co.name} comme un jouet cassé. Or ${c.co.name} n’avait pas besoin d’une réparation, mais de quelqu’un prêt à s’asseoir un moment dans le silence avec ${cx(c, 'lui', 'elle')}.`,
        ],
      ],
      resolution: (c) => [
        [0, `Ensemble, ils fabriquèrent une couronne de fleurs.`],
        [0, `${c.co.name} sourit, d’un vrai sourire.`],
        [1, `« Merci de m’avoir écouté${cx(c, '', 'e')}, dit ${c.co.name}. C’était la plus belle aide du monde. »`],
      ],
    },
    sharing: {
      title: (c) => `${c.name} et le cerf-volant arc-en-ciel`,
      problem: (c) => [
        [0, `${cap(c.place.at)}, ${c.name} avait un tout nouveau cerf-volant arc-en-ciel.`],
        [0, `« Je peux jouer aussi ? » demanda ${c.co.name}.`],
        [0, `« Non, il est à moi », répondit ${c.name} en le serrant fort.`],
        [1, `${c.co.name} baissa la tête et s’éloigna lentement.`],
        [
          3,
          `À peine les mots sortis, ${c.name} sentit qu’ils étaient mal tombés, comme une balle lancée trop fort. Le cerf-volant était neuf, éclatant, et rien qu’à ${c.name} ; pourtant, le serrer ainsi avait quelque chose d’étrangement solitaire.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} courut, courut, mais le cerf-volant ne faisait que rebondir par terre.`],
          ['t', `Boum, boum, boum !`],
        ],
        (c) => [
          [0, `${c.name} lança le cerf-volant très haut.`],
          [0, `Flop ! Il retomba aussitôt.`],
        ],
        (c) => [
          [0, `${c.name} essaya de tenir la ficelle, de courir et de lancer, tout en même temps.`],
          [1, `Patatras ! Bientôt, ${c.name} fut ${gx(c, 'emmêlé', 'emmêlée', 'tout emmêlé')} dans la ficelle comme un petit paquet cadeau.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} regarda ${c.co.name}, qui observait de loin.`],
        [0, `« Tu veux le faire voler avec moi ? » demanda ${c.name}.`],
        [1, `${c.co.name} tint le cerf-volant bien haut, et ${c.name} courut avec la ficelle.`],
        [
          3,
          `Aller vers ${c.co.name} coûta à ${c.name} un peu de fierté, et ce fut étonnamment bon marché. Certaines choses, comprit ${c.name}, ne marchent vraiment qu’à deux : une balançoire, un secret, un cerf-volant.`,
        ],
      ],
      resolution: (c) => [
        [0, `Fiouuu ! Le cerf-volant monta, monta, tout haut dans le ciel.`],
        [1, `« Il vole mieux à deux ! » rit ${c.name}. Et ils tinrent la ficelle chacun leur tour.`],
      ],
    },
    mistake: {
      title: (c) => `${c.name} et le petit bateau rouge`,
      problem: (c) => [
        [
          0,
          alt(c, 610, [
            `${cap(c.place.at)}, ${c.co.name} avait un petit bateau rouge avec une voile blanche.`,
            `${cap(c.place.at)}, ${c.co.name} était très fi${cx(c, 'er', 'ère')} de son petit bateau rouge à voile blanche.`,
            `${cap(c.place.at)}, ${c.co.name} avait apporté un bateau rouge avec une voile blanche.`,
          ]),
        ],
        [1, `Pendant que ${c.co.name} cherchait de jolis cailloux, ${c.name} joua avec le bateau.`],
        [0, `Crac ! Le petit mât se cassa.`],
        [1, `${c.name} eut le ventre tout noué. Oh non.`],
        [
          3,
          `Un long moment, ${c.name} fixa le mât cassé. Personne n’avait rien vu. Cette pensée se glissa vite et sans bruit, comme un chat par une porte entrebâillée, et ${c.name} n’aima pas du tout la façon dont elle cherchait à s’installer.`,
        ],
      ],
      tries: [
        (c) => [
          [
            0,
            alt(c, 611, [
              `${c.name} cacha le bateau derrière son dos.`,
              `${c.name} glissa le bateau derrière une pierre.`,
              `${c.name} poussa le bateau sous des feuilles, pour qu’on ne le voie pas.`,
            ]),
          ],
          [1, `Mais le cacher rendait le cœur de ${c.name} tout lourd, comme une poche pleine de cailloux.`],
        ],
        (c) => [
          [
            0,
            alt(c, 612, [
              `${c.name} essaya de réparer le mât avec une feuille.`,
              `${c.name} essaya de recoller le mât avec de la boue.`,
              `${c.name} essaya de tenir le mât droit avec une brindille.`,
            ]),
          ],
          [1, `La feuille retomba. Le mât était toujours cassé.`],
        ],
        (c) => [
          [0, `Quand ${c.co.name} revint, ${c.name} faillit dire : « Je ne sais pas ce qui s’est passé. »`],
          [1, `Mais les mots restèrent coincés. Ils n’étaient pas vrais.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} prit une grande inspiration. « J’ai cassé ton bateau, dit ${c.name}. Pardon. »`],
        [1, `${c.co.name} resta ${cx(c, 'silencieux', 'silencieuse')} un instant. Puis ${coIl(c)} dit : « Merci de m’avoir dit la vérité. »`],
        [2, `« On le répare ensemble ? » proposa ${c.name}.`],
        [
          3,
          `Le plus dur fut la seconde juste avant que les mots sortent. Après, bizarrement, tout devint plus léger. ${c.name} croyait que la vérité allait tout aggraver ; au contraire, elle rendait les choses réparables.`,
        ],
      ],
      resolution: (c) => [
        [0, `Ensemble, ils attachèrent le mât avec un bout de ficelle.`],
        [0, `Le petit bateau rouge navigua de nouveau !`],
        [1, `Et le cœur de ${c.name} devint léger comme une plume.`],
      ],
    },
    family: {
      title: (c) => `Un cadeau pour Mamie`,
      problem: (c) => [
        [0, `${cap(c.place.at)}, ${c.name} se souvint tout à coup : « Mamie vient ce soir ! »`],
        [0, `${c.name} voulait lui trouver le plus merveilleux des cadeaux.`],
        [1, `Quelque chose de spécial. Quelque chose que personne ne lui avait jamais offert.`],
        [
          3,
          `Le cadeau devait dire une chose difficile à mettre en mots : que toute la maison devenait plus chaude quand Mamie était là, et que ${c.name} le remarquait. Trouver un objet assez grand pour dire ça n’allait pas être simple.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} cueillit un bouquet de fleurs.`],
          [1, `Mais le vent emporta les pétales, un par un.`],
        ],
        (c) => [
          [0, `Avec un bâton, ${c.name} dessina un dessin dans la terre.`],
          [1, `Mais ${c.co.name} marcha dessus sans faire exprès. « Oups ! » fit ${c.co.name}.`],
        ],
        (c) => [
          [0, `${c.name} chercha le caillou le plus brillant du monde.`],
          [1, `Mais tous les cailloux étaient gris et ordinaires.`],
        ],
      ],
      turn: (c) => [
        [0, `Alors ${c.name} pensa à ce que Mamie aimait le plus.`],
        [0, `Pas les choses. Mamie aimait être ensemble !`],
        [1, `« J’ai une idée ! dit ${c.name}. Je vais emmener Mamie en promenade et lui montrer tout ce qu’on a vu aujourd’hui. »`],
        [
          3,
          `${c.name} le comprit lentement, comme la lumière du matin qui avance sur le plancher. Mamie n’avait jamais rien demandé. Ce qu’elle collectionnait, à chaque visite, c’étaient des moments : des histoires, des promenades, le rire de ${c.name}.`,
        ],
      ],
      resolution: (c) => [
        [0, `Ce soir-là, Mamie et ${c.name} se promenèrent main dans la main.`],
        [1, `${c.name} lui montra tous les coins secrets, ${c.place.at}.`],
        [0, `Mamie serra ${c.name} dans ses bras. « C’est le plus beau des cadeaux », dit-elle.`],
      ],
    },
    feeling: {
      title: (c) => `${c.name} et la petite cabane`,
      problem: (c) => [
        [0, `${cap(c.place.at)}, ${c.name} voulait construire une petite cabane de branches et de feuilles pour ${c.co.name}.`],
        [
          0,
          alt(c, 613, [
            `Mais à chaque fois, elle s’écroulait. Patatras !`,
            `Mais elle tombait sans arrêt. Patatras !`,
            `Mais chaque fois, tout s’effondrait. Patatras !`,
          ]),
        ],
        [1, `${c.name} se sentait ${gx(c, 'tout rouge et fâché', 'toute rouge et fâchée', 'tout rouge de colère')}, comme une bouilloire prête à siffler.`],
        [
          3,
          `${c.name} sentait la colère monter, chaude et pétillante, du ventre jusqu’aux oreilles. Une part voulait tout balayer d’un revers de main. Une autre, plus calme, regardait avec curiosité en attendant de voir laquelle allait gagner.`,
        ],
      ],
      tries: [
        (c) => [
          [
            0,
            alt(c, 614, [
              `${c.name} construisit de plus en plus vite.`,
              `${c.name} empila les branches de plus en plus vite.`,
              `${c.name} se dépêcha d’entasser les branches, toujours plus vite.`,
            ]),
          ],
          [1, `Ça penchait, ça glissait… et tout retomba.`],
        ],
        (c) => [
          [0, `${c.name} tapa des pieds et cria : « Bêtes de branches ! »`],
          [1, `${c.co.name} sursauta. Les branches, elles, ne bougèrent pas.`],
        ],
        (c) => [
          [
            0,
            alt(c, 615, [
              `${c.name} s’assit, les bras croisés et les sourcils froncés.`,
              `${c.name} se laissa tomber, les bras croisés.`,
              `${c.name} s’assit dans l’herbe et lança un regard noir aux branches.`,
            ]),
          ],
          [1, `Mais bouder ne construisait rien, et la colère grandissait encore.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} respira trois fois, tout doucement : on inspire… on souffle.`],
        [0, `« Je suis en colère, dit ${c.name}. Et ce n’est pas grave. »`],
        [1, `Le cœur plus calme, ${c.name} regarda de nouveau et comprit : la cabane avait besoin d’une base plus large et plus solide.`],
        [
          3,
          `Donner un nom à ce qu’on ressent eut un effet étrange : un petit espace apparut entre ${c.name} et la colère, juste assez pour réfléchir. La colère était toujours là, mais c’était maintenant quelque chose que ${c.name} avait, pas quelque chose que ${c.name} était.`,
        ],
      ],
      resolution: (c) => [
        [0, `Doucement, patiemment, ${c.name} reconstruisit la cabane.`],
        [0, `Elle tenait ! ${c.co.name} se glissa dedans et passa le nez par la fenêtre.`],
        [1, `« Elle est parfaite ! » dit ${c.co.name}, et ${c.name} rayonnait de fierté.`],
      ],
    },
    habit: {
      title: (c) => `${c.name} et le grand rangement`,
      problem: (c) => [
        [0, `${c.name} voulait jouer au ballon avec ${c.co.name}. Mais où était le ballon ?`],
        [0, `Il y avait des jouets partout : sous le lit, sur la chaise, et même dans une chaussure !`],
        [1, `${c.name} laissait toujours tout traîner là où ça tombait.`],
        [
          3,
          `${c.name} contempla la chambre comme un explorateur fatigué devant une jungle jamais explorée. Quelque part sous les montagnes de vêtements, de livres et de cubes se cachait la balle. Restait à savoir si ${c.name} aurait la patience de creuser.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} regarda sous le lit.`],
          [1, `Rien qu’une chaussette et un crayon perdu.`],
        ],
        (c) => [
          [0, `${c.name} fouilla dans le coffre à jouets.`],
          [1, `Tout était emmêlé comme des spaghettis.`],
        ],
        (c) => [
          [0, `« Ballon ! Où es-tu ? » appela ${c.name}.`],
          [1, `Mais les ballons ne répondent pas. ${c.co.name} pouffa de rire.`],
        ],
      ],
      turn: (c) => [
        [0, `« J’ai une idée, dit ${c.name}. On range, une chose à la fois. »`],
        [0, `Les livres sur l’étagère. Les cubes dans la boîte. Les chaussettes dans le panier.`],
        ['t', `On range, on range, on range !`],
        [1, `${c.name} en fit un jeu et chanta une petite chanson du rangement.`],
        [
          3,
          `Vers la troisième étagère, ${c.name} s’aperçut que ranger ressemblait moins à une punition qu’à un casse-tête. Chaque objet avait une place où il avait du sens, et l’y poser procurait un drôle de plaisir.`,
        ],
      ],
      resolution: (c) => [
        [0, `Et voilà le ballon, sous le tout dernier coussin !`],
        [0, `${c.name} et ${c.co.name} sortirent jouer ${c.place.at}.`],
        [1, `Au retour, ${c.name} remit le ballon à sa place, prêt pour demain.`],
      ],
    },
    nature: {
      title: (c) => `${c.name} et la fleur qui avait soif`,
      problem: (c) => [
        [0, `${cap(c.place.at)}, ${c.name} trouva une petite fleur qui baissait la tête.`],
        [1, `Tout autour traînaient des papiers de bonbons et des bouchons.`],
        [0, `« Pauvre petite fleur, dit ${c.name}. Tu as besoin d’aide. »`],
        [
          3,
          `${c.name} ressentit, pour la fleur, une petite indignation farouche. Quelqu’un était passé par ici et avait laissé l’endroit en plus mauvais état qu’il ne l’avait trouvé. ${c.name} ne pouvait pas effacer ça, mais pouvait choisir quel genre de visiteur être.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} transporta de l’eau dans ses mains.`],
          [1, `Mais l’eau s’échappait entre ses doigts, plic, ploc, avant d’arriver.`],
        ],
        (c) => [
          [0, `${c.name} commença à ramasser les déchets, un par un.`],
          [1, `Mais il y en avait tant que les bras de ${c.name} furent vite pleins.`],
        ],
        (c) => [
          [0, `${c.name} demanda au vent d’emporter les déchets.`],
          [1, `Fiouuu ! Le vent les fit seulement tourbillonner. ${c.co.name} rit et courut après un sac en papier.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} réfléchit, réfléchit, et trouva un plan.`],
        [0, `${c.name} prit un panier pour les déchets et une grande feuille en forme de coupe pour l’eau.`],
        [1, `« Tu tiens le panier, je ramasse », dit ${c.name}, et ${c.co.name} fit oui de la tête.`],
        [
          3,
          `${c.name} comprit que la tâche avait été trop grande pour deux mains sans plan. Avec un panier, une feuille et un ami, le même travail devenait tout autre chose : non plus une corvée, mais un sauvetage.`,
        ],
      ],
      resolution: (c) => [
        [0, `Bientôt, tout était propre et brillant.`],
        [0, `La petite fleur releva la tête vers le soleil.`],
        [1, `Un papillon se posa sur elle, comme pour dire merci.`],
      ],
    },
    garden,
    race,
    book,
  },
};
