/**
 * Italian look words. `describe`: the words a parent uses for hair, skin, clothes, hats,
 * animals and objects, as `meaning=word|word;…` (a word ending in `*` matches any word starting with it;
 * meanings are listed in likeness/lexicon.ts). `phrase`: how a story says the hero's look from its fields.
 */
import { inv, mf } from '../../likeness/look-words.ts';
import type { LookWords } from '../schema.ts';

export const look: LookWords = {
  describe: `c:black=ner*;c:white=bianc*;c:grey=grigi*;c:brown=marrone|marroni;c:beige=beige|crema;c:red=ross*;c:orange=arancione|arancioni;c:yellow=giall*;c:green=verde|verdi;c:blue=blu|azzurr*;c:navy=blu scuro;c:purple=viola;c:pink=rosa;c:gold=dorat*;c:silver=argentat*;
hair=capelli;skin=pelle|carnagione;eyes=occhi;fur=pelo|pelliccia|piume;hc:blonde=biond*;hc:red=rossi di capelli;hc:brown=castan*|brun*;hc:grey=brizzolat*;
len:long=lungh*|lunga|lungo;len:short=cort*;len:bald=calv*;tex:curly=ricci|riccioli|riccia|ricciolin*;tex:straight=lisci*;tex:wavy=mossi|ondulat*;tex:coily=crespi|afro;
sty:braids=trecc*;sty:ponytail=coda di cavallo|coda;sty:bun=chignon|crocchia;sty:pigtails=codini;
hw:hat=cappello;hw:cap=berretto|cappellino;hw:beanie=cuffia|berretto di lana;hw:crown=corona;hw:helmet=casco;hw:headscarf=foulard|velo;
glasses=occhiali;scarf=sciarpa;top:shirt=maglietta|camicia|maglia;top:dress=vestito|vestitino|abito;top:coat=cappotto|giacca|giubbotto|impermeabile;top:jumper=maglione|felpa;top:uniform=divisa|uniforme;
bottom=pantaloni|jeans|gonna|pantaloncini;beard=barba|baffi;
tone:dark=scura;tone:light=chiara;tone:very-light=pallida;tone:tan=olivastra|abbronzata;
age:toddler=neonat*|bebè;age:child=bambina|bambino|ragazzina|ragazzino;age:teen=adolescente;age:adult=uomo|donna|mamma|papà|signora|signore;age:older-adult=nonna|nonno|anzian*|vecchi*;
sp:cat=gatto|gattino|gatta;sp:dog=cane|cagnolino|cucciolo;sp:rabbit=coniglio|coniglietto;sp:bear=orso|orsetto;sp:fox=volpe;sp:owl=gufo|civetta;sp:mouse=topo|topolino;sp:lion=leone;sp:tiger=tigre;sp:panda=panda;sp:penguin=pinguino;sp:raccoon=procione;sp:frog=rana;sp:pig=maiale|maialino;sp:monkey=scimmia;sp:elephant=elefante;sp:horse=cavallo|pony;sp:unicorn=unicorno;sp:cow=mucca;sp:sheep=pecora;sp:giraffe=giraffa;sp:zebra=zebra;sp:bird=uccello|uccellino;sp:parrot=pappagallo|ara;sp:duck=anatra|papera;sp:fish=pesce|pesciolino;sp:turtle=tartaruga;sp:hedgehog=riccio;sp:wolf=lupo;sp:squirrel=scoiattolo;sp:dinosaur=dinosauro;sp:dragon=drago;
obj:airplane=aereo|aeroplano;obj:car=macchina|automobile;obj:bus=autobus;obj:truck=camion;obj:train=treno;obj:boat=barca|nave;obj:bicycle=bicicletta|bici;obj:rocket=razzo;obj:teddy=orsacchiotto|peluche;obj:doll=bambola;obj:robot=robot;obj:ball=palla|pallone;obj:balloon=palloncino;obj:kite=aquilone;obj:book=libro;obj:star=stella`,
  others: `pre=suo|sua|suoi|sue|con|col|coi|ama|adora;post=;who=sorell*|fratell*|amic*|cugin*|giocattol*|vicin*`,
  phrase: {
    colour: {
      black: mf('nero', 'nera'),
      white: mf('bianco', 'bianca'),
      grey: mf('grigio', 'grigia'),
      brown: inv('marrone'),
      beige: inv('beige'),
      red: mf('rosso', 'rossa'),
      orange: inv('arancione'),
      yellow: mf('giallo', 'gialla'),
      green: inv('verde'),
      blue: inv('blu'),
      navy: inv('blu scuro'),
      purple: inv('viola'),
      pink: inv('rosa'),
      gold: mf('dorato', 'dorata'),
      silver: mf('argentato', 'argentata'),
    },
    hairColour: {
      black: 'neri',
      'dark-brown': 'castano scuro',
      brown: 'castani',
      auburn: 'ramati',
      red: 'rossi',
      blonde: 'biondi',
      grey: 'grigi',
      white: 'bianchi',
    },
    curly: 'ricci',
    long: 'lunghi',
    short: 'corti',
    hair: 'capelli',
    bald: 'una testa liscia e lucida',
    braids: 'le trecce',
    bun: 'uno chignon',
    ponytail: 'una coda di cavallo',
    glasses: 'degli occhiali tondi',
    beard: 'una barba morbida',
    hat: {
      hat: ['cappello', 0],
      cap: ['berretto', 0],
      beanie: ['cappellino di lana', 0],
      crown: ['corona', 1],
      helmet: ['casco', 0],
      headscarf: ['foulard', 0],
      'sun-hat': ['cappello di paglia', 0],
    },
    top: { shirt: ['maglietta', 1], dress: ['vestito', 0], coat: ['cappotto', 0], jumper: ['maglione', 0], hoodie: ['felpa', 1], uniform: ['divisa', 1] },
    scarf: ['sciarpa', 1],
    fur: 'pelo',
    feathers: 'piume',
    and: 'e',
    item: (a, [n, g]) => `${g === 1 ? 'una' : 'un'} ${n} ${a}`,
    hairPhrase: (c, curly, len) => ['capelli', c, curly ? 'ricci' : undefined, len].filter(Boolean).join(' '),
  },
};
