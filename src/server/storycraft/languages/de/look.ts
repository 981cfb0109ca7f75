/**
 * German look words. `describe`: the words a parent uses for hair, skin, clothes, hats,
 * animals and objects, as `meaning=word|word;…` (a word ending in `*` matches any word starting with it;
 * meanings are listed in likeness/lexicon.ts). `phrase`: how a story says the hero's look from its fields.
 */
import { inv } from '../../likeness/look-words.ts';
import type { LookWords } from '../schema.ts';

export const look: LookWords = {
  describe: `c:black=schwarz*;c:white=weiß*|weiss*;c:grey=grau*;c:brown=braun*;c:beige=beige;c:red=rot|rote|roten|roter|rotes;c:orange=orange*;c:yellow=gelb*;c:green=grün*;c:blue=blau*;c:navy=dunkelblau*|marineblau*;c:purple=lila|violett*;c:pink=rosa|pink*;c:gold=golden*;c:silver=silber*;
hair=haar|haare|haaren;skin=haut|hautfarbe;eyes=augen;fur=fell|federn;hc:blonde=blond*;hc:red=rothaarig*;hc:brown=brünett*;hc:grey=grauhaarig*;hc:blonde=blondschopf;
len:long=lang|lange|langen|langes;len:short=kurz*;len:bald=glatze|kahl*;tex:curly=lockig*|locken|gelockt*;tex:straight=glatt*;tex:wavy=wellig*;tex:coily=afro;
sty:braids=zopf|zöpfe|zöpfen;sty:ponytail=pferdeschwanz;sty:bun=dutt;sty:pigtails=rattenschwänze;
hw:hat=hut;hw:cap=kappe|mütze|cap|schirmmütze;hw:beanie=wollmütze|strickmütze|bommelmütze;hw:crown=krone;hw:helmet=helm;hw:headscarf=kopftuch;hw:sun-hat=sonnenhut|strohhut;
glasses=brille;scarf=schal;top:shirt=t-shirt|shirt|hemd|bluse|oberteil;top:dress=kleid;top:coat=mantel|jacke|regenjacke|regenmantel;top:jumper=pullover|pulli|strickjacke;top:hoodie=hoodie|kapuzenpulli;top:uniform=uniform;
bottom=hose|jeans|rock|shorts;beard=bart|schnurrbart|vollbart;
tone:dark=dunkle|dunkler;tone:light=helle|heller;tone:very-light=blasse;tone:tan=gebräunte;
age:toddler=baby|kleinkind;age:child=mädchen|junge|kind;age:teen=teenager|jugendlich*;age:adult=mann|frau|mama|papa|onkel|tante;age:older-adult=oma|opa|großmutter|großvater|alt|alte|alter;
sp:cat=katze|kater|kätzchen;sp:dog=hund|hündchen|welpe;sp:rabbit=hase|häschen|kaninchen;sp:bear=bär;sp:fox=fuchs;sp:owl=eule;sp:mouse=maus;sp:lion=löwe;sp:tiger=tiger;sp:panda=panda;sp:penguin=pinguin;sp:raccoon=waschbär;sp:frog=frosch;sp:pig=schwein|ferkel;sp:monkey=affe;sp:elephant=elefant;sp:horse=pferd|pony;sp:unicorn=einhorn;sp:cow=kuh;sp:sheep=schaf|lamm;sp:giraffe=giraffe;sp:zebra=zebra;sp:bird=vogel|vögelchen|spatz;sp:parrot=papagei|ara|wellensittich;sp:duck=ente;sp:fish=fisch;sp:turtle=schildkröte;sp:hedgehog=igel;sp:wolf=wolf;sp:squirrel=eichhörnchen;sp:dinosaur=dinosaurier|dino;sp:dragon=drache;
obj:airplane=flugzeug;obj:car=auto;obj:bus=bus;obj:truck=lastwagen|lkw;obj:train=zug|lokomotive;obj:boat=boot|schiff;obj:bicycle=fahrrad;obj:rocket=rakete;obj:teddy=teddy|teddybär;obj:doll=puppe;obj:robot=roboter;obj:ball=ball;obj:balloon=luftballon;obj:kite=drachen;obj:book=buch;obj:star=stern`,
  others: `pre=ihr|ihre|ihren|ihrem|ihrer|ihres|sein|seine|seinen|seinem|seiner|seines|mit|liebt|mag;post=;who=schwester*|bruder|brüder*|brüderchen|freund*|cousin*|kusine|geschwister|spielzeug*|kuscheltier*|haustier*|nachbar*`,
  phrase: {
    colour: {
      black: ['schwarzer', 'schwarze', 'schwarzes'],
      white: ['weißer', 'weiße', 'weißes'],
      grey: ['grauer', 'graue', 'graues'],
      brown: ['brauner', 'braune', 'braunes'],
      beige: inv('beige'),
      red: ['roter', 'rote', 'rotes'],
      orange: ['orangefarbener', 'orangefarbene', 'orangefarbenes'],
      yellow: ['gelber', 'gelbe', 'gelbes'],
      green: ['grüner', 'grüne', 'grünes'],
      blue: ['blauer', 'blaue', 'blaues'],
      navy: ['dunkelblauer', 'dunkelblaue', 'dunkelblaues'],
      purple: inv('lila'),
      pink: inv('rosa'),
      gold: ['goldener', 'goldene', 'goldenes'],
      silver: ['silberner', 'silberne', 'silbernes'],
    },
    hairColour: {
      black: 'schwarze',
      'dark-brown': 'dunkelbraune',
      brown: 'braune',
      auburn: 'rotbraune',
      red: 'rote',
      blonde: 'blonde',
      grey: 'graue',
      white: 'weiße',
    },
    curly: 'lockig',
    long: 'lange',
    short: 'kurze',
    hair: 'Haare',
    bald: 'eine glänzende Glatze',
    braids: 'Zöpfe',
    bun: 'ein Dutt',
    ponytail: 'ein Pferdeschwanz',
    glasses: 'eine runde Brille',
    beard: 'ein weicher Bart',
    hat: {
      hat: ['Hut', 0],
      cap: ['Mütze', 1],
      beanie: ['Wollmütze', 1],
      crown: ['Krone', 1],
      helmet: ['Helm', 0],
      headscarf: ['Kopftuch', 2],
      'sun-hat': ['Sonnenhut', 0],
    },
    top: { shirt: ['Oberteil', 2], dress: ['Kleid', 2], coat: ['Mantel', 0], jumper: ['Pullover', 0], hoodie: ['Kapuzenpulli', 0], uniform: ['Uniform', 1] },
    scarf: ['Schal', 0],
    fur: 'Fell',
    feathers: 'Federn',
    and: 'und',
    item: (a, [n, g]) => `${g === 1 ? 'eine' : 'ein'} ${a} ${n}`,
    hairPhrase: (c, curly, len) => (curly ? [len, c, 'Locken'].filter(Boolean).join(' ') : [len, c, 'Haare'].filter(Boolean).join(' ')),
  },
};
