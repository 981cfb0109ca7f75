/**
 * Spanish look words. `describe`: the words a parent uses for hair, skin, clothes, hats,
 * animals and objects, as `meaning=word|word;…` (a word ending in `*` matches any word starting with it;
 * meanings are listed in likeness/lexicon.ts). `phrase`: how a story says the hero's look from its fields.
 */
import { inv, mf } from '../../likeness/look-words.ts';
import type { LookWords } from '../schema.ts';

export const look: LookWords = {
  describe: `c:black=negro*|negra*;c:white=blanc*;c:grey=gris*;c:brown=marrón|marrones|café;c:beige=beige|crema;c:red=roj*;c:orange=naranja*;c:yellow=amarill*;c:green=verde*;c:blue=azul*;c:navy=azul marino;c:purple=morad*|violeta*|lila;c:pink=rosa*;c:gold=dorad*;c:silver=plateado*;
hair=pelo|cabello|melena;skin=piel|tez;eyes=ojos;fur=pelaje|plumas;hc:blonde=rubi*;hc:red=pelirroj*;hc:brown=castañ*|moren*;hc:grey=canos*;
len:long=larg*;len:short=cort*;len:bald=calv*;tex:curly=rizad*|rizos|rulos;tex:straight=lis*|lacio*;tex:wavy=ondulad*;tex:coily=afro;
sty:braids=trenza*;sty:ponytail=coleta;sty:bun=moño;sty:pigtails=coletas;
hw:hat=sombrero;hw:cap=gorra;hw:beanie=gorro;hw:crown=corona|tiara;hw:helmet=casco;hw:headscarf=pañuelo|hiyab;
glasses=gafas|lentes|anteojos;scarf=bufanda;top:shirt=camiseta|camisa|blusa;top:dress=vestido;top:coat=abrigo|chaqueta|chubasquero|impermeable;top:jumper=jersey|suéter|sudadera;top:uniform=uniforme;
bottom=pantalón|pantalones|falda|vaqueros|shorts;beard=barba|bigote;
tone:dark=oscura;tone:light=clara;tone:very-light=pálida;tone:tan=bronceada|morena;
age:toddler=bebé;age:child=niña|niño;age:teen=adolescente;age:adult=hombre|mujer|mamá|papá|señor|señora;age:older-adult=abuela|abuelo|ancian*|viej*;
sp:cat=gat*;sp:dog=perr*|cachorro;sp:rabbit=conej*;sp:bear=oso|osito;sp:fox=zorr*;sp:owl=búho|lechuza;sp:mouse=ratón|ratoncito;sp:lion=león;sp:tiger=tigre;sp:panda=panda;sp:penguin=pingüino;sp:raccoon=mapache;sp:frog=rana;sp:pig=cerdo|cerdito;sp:monkey=mono;sp:elephant=elefante;sp:horse=caballo|poni;sp:unicorn=unicornio;sp:cow=vaca;sp:sheep=oveja;sp:giraffe=jirafa;sp:zebra=cebra;sp:bird=pájaro|pajarito|ave;sp:parrot=loro|guacamayo|periquito;sp:duck=pato;sp:fish=pez|pececito;sp:turtle=tortuga;sp:hedgehog=erizo;sp:wolf=lobo;sp:squirrel=ardilla;sp:dinosaur=dinosaurio;sp:dragon=dragón;
obj:airplane=avión|avioneta;obj:car=coche|carro|auto;obj:bus=autobús;obj:truck=camión;obj:train=tren;obj:boat=barco|barca|velero;obj:bicycle=bicicleta;obj:rocket=cohete;obj:teddy=peluche;obj:doll=muñeca;obj:robot=robot;obj:ball=pelota|balón;obj:balloon=globo;obj:kite=cometa;obj:book=libro;obj:star=estrella`,
  others: `pre=su|sus|con|ama|adora|quiere;post=;who=hermana*|hermano*|hermanit*|amig*|prima|primo|primos|juguete*|mascota*|vecin*`,
  phrase: {
    colour: {
      black: mf('negro', 'negra'),
      white: mf('blanco', 'blanca'),
      grey: inv('gris'),
      brown: inv('marrón'),
      beige: inv('beis'),
      red: mf('rojo', 'roja'),
      orange: inv('naranja'),
      yellow: mf('amarillo', 'amarilla'),
      green: inv('verde'),
      blue: inv('azul'),
      navy: inv('azul marino'),
      purple: mf('morado', 'morada'),
      pink: inv('rosa'),
      gold: mf('dorado', 'dorada'),
      silver: mf('plateado', 'plateada'),
    },
    hairColour: {
      black: 'negro',
      'dark-brown': 'castaño oscuro',
      brown: 'castaño',
      auburn: 'caoba',
      red: 'pelirrojo',
      blonde: 'rubio',
      grey: 'gris',
      white: 'blanco',
    },
    curly: 'rizado',
    long: 'largo',
    short: 'corto',
    hair: 'pelo',
    bald: 'una cabeza calva y brillante',
    braids: 'trenzas',
    bun: 'un moño',
    ponytail: 'una coleta',
    glasses: 'unas gafas redondas',
    beard: 'una barba suave',
    hat: {
      hat: ['sombrero', 0],
      cap: ['gorra', 1],
      beanie: ['gorro de lana', 0],
      crown: ['corona', 1],
      helmet: ['casco', 0],
      headscarf: ['pañuelo', 0],
      'sun-hat': ['sombrero de paja', 0],
    },
    top: { shirt: ['camiseta', 1], dress: ['vestido', 0], coat: ['abrigo', 0], jumper: ['jersey', 0], hoodie: ['sudadera', 1], uniform: ['uniforme', 0] },
    scarf: ['bufanda', 1],
    fur: 'pelaje',
    feathers: 'plumas',
    and: 'y',
    item: (a, [n, g]) => `${g === 1 ? 'una' : 'un'} ${n} ${a}`,
    hairPhrase: (c, curly, len) => ['pelo', c, curly ? 'rizado' : undefined, len].filter(Boolean).join(' '),
  },
};
