/**
 * Portuguese look words. `describe`: the words a parent uses for hair, skin, clothes, hats,
 * animals and objects, as `meaning=word|word;…` (a word ending in `*` matches any word starting with it;
 * meanings are listed in likeness/lexicon.ts). `phrase`: how a story says the hero's look from its fields.
 */
import { inv, mf } from '../../likeness/look-words.ts';
import type { LookWords } from '../schema.ts';

export const look: LookWords = {
  describe: `c:black=pret*;c:white=branc*;c:grey=cinza|cinzento*;c:brown=marrom|castanh*;c:beige=bege;c:red=vermelh*;c:orange=laranja;c:yellow=amarel*;c:green=verde*;c:blue=azul|azuis;c:navy=azul-marinho|azul marinho;c:purple=roxo*|roxa*|lilás;c:pink=rosa;c:gold=dourad*;c:silver=prateado*;
hair=cabelo|cabelos;skin=pele;eyes=olhos;fur=pelo|pelagem|penas;hc:blonde=loir*|lour*;hc:red=ruiv*;hc:brown=moren*;hc:grey=grisalh*;
len:long=long*|comprid*;len:short=curt*;len:bald=careca|calv*;tex:curly=cacheado*|encaracolado*|cachos;tex:straight=liso*|lisa*;tex:wavy=ondulado*;tex:coily=crespo*|afro;
sty:braids=trança*;sty:ponytail=rabo de cavalo;sty:bun=coque;sty:pigtails=maria-chiquinha;
hw:hat=chapéu;hw:cap=boné;hw:beanie=gorro|touca;hw:crown=coroa;hw:helmet=capacete;hw:headscarf=lenço;
glasses=óculos;scarf=cachecol;top:shirt=camiseta|camisa|blusa;top:dress=vestido;top:coat=casaco|jaqueta|capa de chuva;top:jumper=suéter|blusão|moletom;top:uniform=uniforme|farda;
bottom=calça|calças|saia|shorts|bermuda;beard=barba|bigode;
tone:dark=escura;tone:light=clara;tone:very-light=pálida;tone:tan=morena|bronzeada;
age:toddler=bebê|bebé;age:child=menina|menino|criança;age:teen=adolescente;age:adult=homem|mulher|mamãe|papai|mãe|pai;age:older-adult=avó|avô|vovó|vovô|idos*|velh*;
sp:cat=gato|gatinho|gata;sp:dog=cachorro|cão|cãozinho|cachorrinho;sp:rabbit=coelho|coelhinho;sp:bear=urso|ursinho;sp:fox=raposa;sp:owl=coruja;sp:mouse=rato|ratinho;sp:lion=leão;sp:tiger=tigre;sp:panda=panda;sp:penguin=pinguim;sp:raccoon=guaxinim;sp:frog=sapo|rã;sp:pig=porco|porquinho;sp:monkey=macaco;sp:elephant=elefante;sp:horse=cavalo|pônei;sp:unicorn=unicórnio;sp:cow=vaca;sp:sheep=ovelha;sp:giraffe=girafa;sp:zebra=zebra;sp:bird=pássaro|passarinho;sp:parrot=papagaio|arara|periquito;sp:duck=pato;sp:fish=peixe|peixinho;sp:turtle=tartaruga;sp:hedgehog=ouriço;sp:wolf=lobo;sp:squirrel=esquilo;sp:dinosaur=dinossauro;sp:dragon=dragão;
obj:airplane=avião;obj:car=carro|carrinho;obj:bus=ônibus|autocarro;obj:truck=caminhão;obj:train=trem|comboio;obj:boat=barco|navio;obj:bicycle=bicicleta;obj:rocket=foguete;obj:teddy=pelúcia;obj:doll=boneca;obj:robot=robô;obj:ball=bola;obj:balloon=balão;obj:kite=pipa|papagaio de papel;obj:book=livro;obj:star=estrela`,
  others: `pre=seu|sua|seus|suas|com|ama|adora;post=dela|dele|deles|delas;who=irmã|irmão|irmãos|irmãs|irmãzinha|irmãozinho|amig*|prima|primo|primos|brinquedo*|vizinh*`,
  phrase: {
    colour: {
      black: mf('preto', 'preta'),
      white: mf('branco', 'branca'),
      grey: inv('cinza'),
      brown: inv('marrom'),
      beige: inv('bege'),
      red: mf('vermelho', 'vermelha'),
      orange: inv('laranja'),
      yellow: mf('amarelo', 'amarela'),
      green: inv('verde'),
      blue: inv('azul'),
      navy: inv('azul-marinho'),
      purple: mf('roxo', 'roxa'),
      pink: inv('rosa'),
      gold: mf('dourado', 'dourada'),
      silver: mf('prateado', 'prateada'),
    },
    hairColour: {
      black: 'preto',
      'dark-brown': 'castanho-escuro',
      brown: 'castanho',
      auburn: 'acobreado',
      red: 'ruivo',
      blonde: 'loiro',
      grey: 'grisalho',
      white: 'branco',
    },
    curly: 'cacheado',
    long: 'comprido',
    short: 'curto',
    hair: 'cabelo',
    bald: 'uma careca brilhante',
    braids: 'tranças',
    bun: 'um coque',
    ponytail: 'um rabo de cavalo',
    glasses: 'óculos redondos',
    beard: 'uma barba macia',
    hat: {
      hat: ['chapéu', 0],
      cap: ['boné', 0],
      beanie: ['gorro', 0],
      crown: ['coroa', 1],
      helmet: ['capacete', 0],
      headscarf: ['lenço', 0],
      'sun-hat': ['chapéu de palha', 0],
    },
    top: { shirt: ['camiseta', 1], dress: ['vestido', 0], coat: ['casaco', 0], jumper: ['suéter', 0], hoodie: ['moletom', 0], uniform: ['uniforme', 0] },
    scarf: ['cachecol', 0],
    fur: 'pelo',
    feathers: 'penas',
    and: 'e',
    item: (a, [n, g]) => `${g === 1 ? 'uma' : 'um'} ${n} ${a}`,
    hairPhrase: (c, curly, len) => ['cabelo', c, curly ? 'cacheado' : undefined, len].filter(Boolean).join(' '),
  },
};
