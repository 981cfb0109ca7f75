/**
 * Dutch look words. `describe`: the words a parent uses for hair, skin, clothes, hats,
 * animals and objects, as `meaning=word|word;…` (a word ending in `*` matches any word starting with it;
 * meanings are listed in likeness/lexicon.ts). `phrase`: how a story says the hero's look from its fields.
 */
import { inv } from '../../likeness/look-words.ts';
import type { LookWords } from '../schema.ts';

export const look: LookWords = {
  describe: `c:black=zwart*;c:white=wit|witte;c:grey=grijs|grijze;c:brown=bruin*;c:beige=beige;c:red=rood|rode;c:orange=oranje;c:yellow=geel|gele;c:green=groen*;c:blue=blauw*;c:navy=donkerblauw*|marineblauw*;c:purple=paars*;c:pink=roze;c:gold=goud*;c:silver=zilver*;
hair=haar|haren;skin=huid;eyes=ogen;fur=vacht|veren;hc:blonde=blond*;hc:red=rossig*;hc:grey=grijsharig*;
len:long=lang|lange;len:short=kort|korte;len:bald=kaal;tex:curly=krullend*|krullen|krul;tex:straight=steil*|sluik;tex:wavy=golvend*;tex:coily=kroes*|afro;
sty:braids=vlecht|vlechten|vlechtjes;sty:ponytail=paardenstaart;sty:bun=knot;sty:pigtails=staartjes;
hw:hat=hoed;hw:cap=pet;hw:beanie=muts|mutsje;hw:crown=kroon;hw:helmet=helm;hw:headscarf=hoofddoek;
glasses=bril;scarf=sjaal;top:shirt=shirt|t-shirt|blouse|hemd;top:dress=jurk|jurkje;top:coat=jas|regenjas|jasje;top:jumper=trui|vest;top:hoodie=hoodie;top:uniform=uniform;
bottom=broek|spijkerbroek|rok|rokje|korte broek;beard=baard|snor;
tone:dark=donkere;tone:light=lichte;tone:very-light=bleke;
age:toddler=baby|peuter;age:child=meisje|jongen|kind;age:teen=tiener;age:adult=man|vrouw|mama|papa;age:older-adult=oma|opa|oud|oude;
sp:cat=kat|poes|katje;sp:dog=hond|hondje|puppy;sp:rabbit=konijn|haas;sp:bear=beer|beertje;sp:fox=vos;sp:owl=uil;sp:mouse=muis;sp:lion=leeuw;sp:tiger=tijger;sp:panda=panda;sp:penguin=pinguïn;sp:raccoon=wasbeer;sp:frog=kikker;sp:pig=varken|biggetje;sp:monkey=aap|aapje;sp:elephant=olifant;sp:horse=paard|pony;sp:unicorn=eenhoorn;sp:cow=koe;sp:sheep=schaap;sp:giraffe=giraf;sp:zebra=zebra;sp:bird=vogel|vogeltje;sp:parrot=papegaai|ara|parkiet;sp:duck=eend;sp:fish=vis|visje;sp:turtle=schildpad;sp:hedgehog=egel;sp:wolf=wolf;sp:squirrel=eekhoorn;sp:dinosaur=dinosaurus;sp:dragon=draak;
obj:airplane=vliegtuig;obj:car=auto;obj:bus=bus;obj:truck=vrachtwagen;obj:train=trein;obj:boat=boot|schip;obj:bicycle=fiets;obj:rocket=raket;obj:teddy=knuffelbeer|teddybeer;obj:doll=pop;obj:robot=robot;obj:ball=bal;obj:balloon=ballon;obj:kite=vlieger;obj:book=boek;obj:star=ster`,
  others: `pre=haar|zijn|hun|met;post=;who=zus|zusje|zussen|broer|broertje|broers|vriend*|neef|neefje|nicht|nichtje|speelgoed|knuffel|buurjongen|buurmeisje`,
  phrase: {
    colour: {
      black: inv('zwarte'),
      white: inv('witte'),
      grey: inv('grijze'),
      brown: inv('bruine'),
      beige: inv('beige'),
      red: inv('rode'),
      orange: inv('oranje'),
      yellow: inv('gele'),
      green: inv('groene'),
      blue: inv('blauwe'),
      navy: inv('donkerblauwe'),
      purple: inv('paarse'),
      pink: inv('roze'),
      gold: inv('gouden'),
      silver: inv('zilveren'),
    },
    hairColour: { black: 'zwart', 'dark-brown': 'donkerbruin', brown: 'bruin', auburn: 'roodbruin', red: 'rood', blonde: 'blond', grey: 'grijs', white: 'wit' },
    curly: 'krullend',
    long: 'lang',
    short: 'kort',
    hair: 'haar',
    bald: 'een glimmend kaal hoofd',
    braids: 'vlechtjes',
    bun: 'een knotje',
    ponytail: 'een paardenstaart',
    glasses: 'een ronde bril',
    beard: 'een zachte baard',
    hat: {
      hat: ['hoed', 0],
      cap: ['pet', 0],
      beanie: ['muts', 0],
      crown: ['kroon', 0],
      helmet: ['helm', 0],
      headscarf: ['hoofddoek', 0],
      'sun-hat': ['strohoed', 0],
    },
    top: { shirt: ['shirt', 0], dress: ['jurk', 0], coat: ['jas', 0], jumper: ['trui', 0], hoodie: ['hoodie', 0], uniform: ['uniform', 0] },
    scarf: ['sjaal', 0],
    fur: 'vacht',
    feathers: 'veren',
    and: 'en',
    item: (a, [n]) => `een ${a} ${n}`,
    hairPhrase: (c, curly, len) => [len, c, curly ? 'krullend' : undefined, 'haar'].filter(Boolean).join(' '),
  },
};
