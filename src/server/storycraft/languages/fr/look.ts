/**
 * French look words. `describe`: the words a parent uses for hair, skin, clothes, hats,
 * animals and objects, as `meaning=word|word;…` (a word ending in `*` matches any word starting with it;
 * meanings are listed in likeness/lexicon.ts). `phrase`: how a story says the hero's look from its fields.
 */
import { inv, mf } from '../../likeness/look-words.ts';
import type { LookWords } from '../schema.ts';

export const look: LookWords = {
  describe: `c:black=noir*;c:white=blanc*;c:grey=gris*;c:brown=marron|brun*;c:beige=beige|crème;c:red=roug*;c:orange=orange*;c:yellow=jaune*;c:green=vert*;c:blue=bleu*;c:navy=bleu marine;c:purple=violet*|mauve;c:pink=rose*;c:gold=doré*;c:silver=argenté*;
hair=cheveux|chevelure;skin=peau|teint;eyes=yeux;fur=pelage|fourrure|plumes;hc:blonde=blond*;hc:red=roux|rousse;hc:grey=grisonnant*;
len:long=long*;len:short=court*;len:bald=chauve;tex:curly=bouclé*|frisé*|boucles;tex:straight=raide*|lisse*;tex:wavy=ondulé*;tex:coily=crépu*|afro;
sty:braids=tresse*|nattes;sty:ponytail=queue de cheval;sty:bun=chignon;sty:pigtails=couettes;
hw:hat=chapeau;hw:cap=casquette;hw:beanie=bonnet;hw:crown=couronne|diadème;hw:helmet=casque;hw:headscarf=foulard|voile;
glasses=lunettes;scarf=écharpe;top:shirt=t-shirt|chemise|tee-shirt|haut|blouse;top:dress=robe;top:coat=manteau|veste|imperméable|ciré;top:jumper=pull|pullover|gilet;top:hoodie=sweat;top:uniform=uniforme;
bottom=pantalon|jean|jupe|short;beard=barbe|moustache;
tone:dark=foncée|noire;tone:light=claire;tone:very-light=pâle;tone:tan=mate|bronzée;
age:toddler=bébé;age:child=fille|fillette|garçon|enfant;age:teen=ado|adolescent*;age:adult=homme|femme|maman|papa|monsieur|dame;age:older-adult=grand-mère|grand-père|mamie|papi|vieil*|vieux|vieille|âgé*;
sp:cat=chat|chaton|chatte;sp:dog=chien*|chiot;sp:rabbit=lapin*;sp:bear=ours|ourson;sp:fox=renard;sp:owl=hibou|chouette;sp:mouse=souris;sp:lion=lion;sp:tiger=tigre;sp:panda=panda;sp:penguin=pingouin|manchot;sp:raccoon=raton laveur;sp:frog=grenouille;sp:pig=cochon;sp:monkey=singe;sp:elephant=éléphant;sp:horse=cheval|poney;sp:unicorn=licorne;sp:cow=vache;sp:sheep=mouton|agneau;sp:giraffe=girafe;sp:zebra=zèbre;sp:bird=oiseau;sp:parrot=perroquet|ara|perruche;sp:duck=canard;sp:fish=poisson;sp:turtle=tortue;sp:hedgehog=hérisson;sp:wolf=loup;sp:squirrel=écureuil;sp:dinosaur=dinosaure;sp:dragon=dragon;
obj:airplane=avion;obj:car=voiture|auto;obj:bus=bus|autobus;obj:truck=camion;obj:train=train;obj:boat=bateau|voilier;obj:bicycle=vélo|bicyclette;obj:rocket=fusée;obj:teddy=nounours|peluche;obj:doll=poupée;obj:robot=robot;obj:ball=balle|ballon de foot;obj:balloon=ballon;obj:kite=cerf-volant;obj:book=livre;obj:star=étoile`,
  others: `pre=son|sa|ses|leur|leurs|avec|aime|adore;post=;who=sœur*|soeur*|frère*|frere*|ami|amie|amis|amies|copain*|copine*|cousin|cousine|cousins|jouet*|doudou|voisin*`,
  phrase: {
    colour: {
      black: mf('noir', 'noire'),
      white: mf('blanc', 'blanche'),
      grey: mf('gris', 'grise'),
      brown: inv('marron'),
      beige: inv('beige'),
      red: inv('rouge'),
      orange: inv('orange'),
      yellow: inv('jaune'),
      green: mf('vert', 'verte'),
      blue: mf('bleu', 'bleue'),
      navy: inv('bleu marine'),
      purple: mf('violet', 'violette'),
      pink: inv('rose'),
      gold: mf('doré', 'dorée'),
      silver: mf('argenté', 'argentée'),
    },
    hairColour: {
      black: 'noirs',
      'dark-brown': 'châtain foncé',
      brown: 'châtains',
      auburn: 'auburn',
      red: 'roux',
      blonde: 'blonds',
      grey: 'gris',
      white: 'blancs',
    },
    curly: 'bouclés',
    long: 'longs',
    short: 'courts',
    hair: 'cheveux',
    bald: 'un crâne tout lisse',
    braids: 'des tresses',
    bun: 'un chignon',
    ponytail: 'une queue de cheval',
    glasses: 'des lunettes rondes',
    beard: 'une barbe douce',
    hat: {
      hat: ['chapeau', 0],
      cap: ['casquette', 1],
      beanie: ['bonnet', 0],
      crown: ['couronne', 1],
      helmet: ['casque', 0],
      headscarf: ['foulard', 0],
      'sun-hat': ['chapeau de paille', 0],
    },
    top: { shirt: ['t-shirt', 0], dress: ['robe', 1], coat: ['manteau', 0], jumper: ['pull', 0], hoodie: ['sweat', 0], uniform: ['uniforme', 0] },
    scarf: ['écharpe', 1],
    fur: 'pelage',
    feathers: 'plumes',
    and: 'et',
    item: (a, [n, g]) => `${g === 1 ? 'une' : 'un'} ${n} ${a}`,
    hairPhrase: (c, curly, len) => ['des cheveux', c, curly ? 'bouclés' : undefined, len].filter(Boolean).join(' '),
  },
};
