/** Texte français de l’intrigue `missing` : quelqu’un qui est mort nous manque, et on se souvient de lui avec amour. */
import { alt, gx, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

const il = (c: StoryContext) => gx(c, 'il', 'elle');
const e = (c: StoryContext) => gx(c, '', 'e', '');

/** Qui nous manque : son nom, ses pronoms et un souvenir qui lui ressemble. */
function who(c: StoryContext) {
  switch (c.missed) {
    case 'grandma':
      return {
        n: 'Mamie',
        N: 'Mamie',
        s: 'elle',
        S: 'Elle',
        lui: 'lui',
        le: 'la',
        l: 'l’',
        e: 'e',
        bench: 'le banc de Mamie',
        de: 'de Mamie',
        memory: 'de Mamie qui fredonnait en arrosant les roses',
      };
    case 'dog':
      return {
        n: 'le vieux chien',
        N: 'Le vieux chien',
        s: 'il',
        S: 'Il',
        lui: 'lui',
        le: 'le',
        l: 'l’',
        e: '',
        bench: 'le banc où le vieux chien aimait tant faire la sieste au soleil',
        de: 'du vieux chien',
        memory: 'du vieux chien qui remuait tout son corps quand il était content',
      };
    case 'cat':
      return {
        n: 'la vieille chatte',
        N: 'La vieille chatte',
        s: 'elle',
        S: 'Elle',
        lui: 'lui',
        le: 'la',
        l: 'l’',
        e: 'e',
        bench: 'le banc où la vieille chatte aimait tant faire la sieste au soleil',
        de: 'de la vieille chatte',
        memory: 'de la vieille chatte qui ronronnait comme un petit moteur',
      };
    default:
      return {
        n: 'Papi',
        N: 'Papi',
        s: 'il',
        S: 'Il',
        lui: 'lui',
        le: 'le',
        l: 'l’',
        e: '',
        bench: 'le banc de Papi',
        de: 'de Papi',
        memory: 'de Papi qui racontait les blagues les plus bêtes et en riait lui-même le plus fort',
      };
  }
}

export const missing: ShapeText = {
  quiet: true,
  low: (c) => [
    [0, `${c.name} se rassit sur le banc, sans bouger.`],
    [
      0,
      `${c.co.name} se blottit tout contre et ne dit rien du tout, et c’était exactement ce qu’il fallait. Quelqu’un qui nous manque, pensa ${c.name}, c’est comme une pluie qui tombe à l’intérieur.`,
    ],
  ],
  title: (c) => {
    const w = who(c);
    return alt(c, 60, [`${c.name} se souvient ${w.de}`, `Une fleur pour ${w.n}`, `${c.name} et le gros chagrin`]);
  },
  problem: (c) => {
    const w = who(c);
    return [
      [0, `${c.name} était assis${e(c)} sur le vieux banc ${c.place.at}. C’était ${w.bench}.`],
      [0, `${w.N} était mort${w.e}. ${w.S} ne reviendrait pas, et ${w.s} manquait énormément à ${c.name}.`],
      ['t', `Le banc est tout calme. ${c.name} est triste.`],
      [1, `${c.co.name} s’assit à côté, tout près.`],
      [2, `« Mourir, ça veut dire que le corps s’arrête de marcher et qu’il ne peut pas repartir », avait dit Maman. Ce n’était la faute de personne.`],
      [
        3,
        `${c.name} comprenait les mots. Ce qu’${il(c)} ne comprenait pas, c’était quoi faire du chagrin : il pesait dans sa poitrine comme une pierre qui aurait oublié comment être légère.`,
      ],
    ];
  },
  tries: [
    (c) => [
      [0, `${c.co.name} fit rouler le ballon vers ${c.name}. Mais ${c.name} n’avait pas envie de jouer.`],
      [1, `Le ballon roula loin dans l’herbe, et personne ne courut après.`],
      ['t', `Roule, ballon, roule. Pas aujourd’hui.`],
    ],
    (c) => [
      [0, `${c.name} resta debout près du grand arbre et enfouit son chagrin tout au fond de ${gx(c, 'lui', 'elle', 'soi')}.`],
      [1, `« Ça va », dit ${c.name}. Mais le chagrin ne partit pas. Il devint seulement plus lourd.`],
    ],
    (c) => {
      const w = who(c);
      return [
        [0, `${c.name} ouvrit le vieil album photo et regarda les images ${w.de}.`],
        [1, `${w.N} était là, en plein soleil. Le chagrin revint, plus gros qu’avant.`],
        [3, `Se souvenir faisait mal, et oublier aurait fait plus mal encore. ${c.name} ne savait pas encore qu’il existait un troisième chemin.`],
      ];
    },
  ],
  turn: (c) => {
    const w = who(c);
    return [
      [0, `${c.name} alla voir Maman et dit la vérité tout haut : « ${w.N} me manque. Je suis si triste. »`],
      [0, `Maman serra ${c.name} très fort dans ses bras. « ${w.S} me manque aussi », murmura-t-elle.`],
      ['t', `Un câlin, un câlin. Tristes ensemble.`],
      [1, `${gx(c, 'Ils', 'Elles')} pleurèrent un peu, ensemble. Et le chagrin devint un tout petit peu plus léger.`],
      [2, `« On a le droit d’être triste, dit Maman. C’est comme ça que le manque se sent, parce qu’on ${w.l}aimait si fort. »`],
      [
        3,
        `La pierre ne disparut pas. Mais maintenant qu’elle avait un nom et quelqu’un pour la porter avec ${c.name}, c’était une pierre qu’on pouvait porter.`,
      ],
    ];
  },
  resolution: (c) => {
    const w = who(c);
    return [
      [0, `Alors ${c.name} et Maman plantèrent une fleur à côté du banc.`],
      [0, `${gx(c, 'Ils', 'Elles')} parlèrent ${w.memory}, et ${gx(c, 'ils', 'elles')} rirent même un peu.`],
      [1, `« Quand elle fleurira, on pensera à ${w.s === 'il' ? 'lui' : 'elle'} », dit ${c.name}.`],
      [2, `${c.co.name} aida à tasser la terre. L’amour, pensa ${c.name}, ne s’arrête pas quand quelqu’un s’en va. Il reste, comme le banc, comme la fleur.`],
    ];
  },
};
