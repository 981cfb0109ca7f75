/**
 * Portuguese words of each boundary: what a story told to avoid water, animals, … must not say
 * (syntax in boundaries/word-lists.ts).
 */
import type { BoundaryWordList } from '../schema.ts';

export const boundaries: BoundaryWordList = {
  scary: ['vilao', 'viloes', 'malvad*', 'monstro*', 'bruxa*', 'trol', 'ogre*', 'ogro*', 'fantasma*', 'lobo', 'lobos', 'pirata*', 'ladrao', 'ladroes',
    'perdeu', 'perdido', 'perdida', 'perdidos', 'perder-se', 'se perdeu', 'afastou-se', 'escurid*', 'no escuro', 'medo do escuro', 'mais escuro', 'sombras'],
  water: ['agua*', 'mar', 'mares', 'ocean*', 'lago*', 'rio', 'rios', 'ribeiro*', 'riacho*', 'charco*', 'banho*', 'banheira*', 'nadar', 'nadou', 'nadava*', 'nadando', 'barco*', 'barquinho*', 'vela', 'velas', 'naveg*', 'onda', 'ondas', 'ondinha*',
    'salpic*', 'poca*', 'chuva*', 'chov*', 'praia*', 'margem', 'margens', 'chapinh*', 'pinga*', 'gota*', 'chaleira*', 'fonte*', 'chua, chua'],
  animals: ['animais', 'cao', 'caes', 'caozinho*', 'cachorr*', 'gato', 'gatos', 'gatinh*', 'coelh*', 'coruj*', 'mocho*', 'raposa*', 'raposinha*', 'tartaruga*', 'dragao', 'dragoes', 'dragaozinh*', 'passar*', 'ave', 'aves', 'pica-pau', 'gaivota*', 'pato', 'patos', 'patinh*',
    'galinha*', 'pintainho*', 'pintinho*', 'vaca*', 'cavalo*', 'porco*', 'ovelha*', 'cordeir*', 'cabra*', 'rato', 'ratos', 'ratinh*', 'esquilo*', 'ourico*', 'sapo*', 'ra', 'ras', 'abelha*', 'borboleta*', 'gafanhoto*', 'libelula*',
    'escaravelho*', 'besouro*', 'formiga*', 'grilo*', 'joaninha*', 'caracol*', 'minhoca*', 'peixe*', 'veado*', 'mugi*', 'au-au', 'miau', 'pata', 'patas', 'cauda*', 'rabo*', 'penas', 'ninho*', 'a mae dele'],
  separation: ['perdeu', 'perdid*', 'afastou-se', 'saudade*', 'tinha saudades', 'longe da familia', 'familia longe', 'sozinh*', 'sem a mae', 'sem o pai', 'despedi*', 'adeus', 'onde estas', 'chamava e chamava'],
  loud: ['barulh*', 'ruido*', 'trovao', 'trovoes', 'trovoada*', 'tempestade*', 'tambor*', 'bum', 'pum', 'crac', 'estrond*', 'grit*', 'berr*', 'rugi*', 'trompete*', 'fogo de artificio', 'fogos de artificio', 'sirene*', 'assobi*', 'bateu o pe', 'toc-toc', 'toc, toc'],
  food: ['cebola*', 'batata*', 'sopa*', 'queijo*', 'ovo', 'ovos', 'comida*', 'bolacha*', 'biscoito*', 'bolo', 'bolos', 'doce', 'doces', 'rebucado*', 'chocolate*', 'cacau', 'acucar*', 'mel', 'compota*', 'geleia*', 'forno*', 'padari*', 'pasteler*', 'pao', 'manteiga', 'canela',
    'torrada*', 'pequeno-almoco', 'cafe da manha', 'almoco', 'lanche*', 'jantar', 'ceia', 'piquenique*', 'sanduiche*', 'sandes', 'maca', 'macas', 'gelado*', 'sorvete*', 'chupa-chupa', 'comer', 'comeu', 'comeram', 'sabor*', 'delicios*', 'leite', 'fruta*', 'panqueca*', 'cenoura*', 'papa'],
};
