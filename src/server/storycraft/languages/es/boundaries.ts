/**
 * Spanish words of each boundary: what a story told to avoid water, animals, … must not say
 * (syntax in boundaries/word-lists.ts).
 */
import type { BoundaryWordList } from '../schema.ts';

export const boundaries: BoundaryWordList = {
  scary: ['villan*', 'monstruo*', 'bruja*', 'trol', 'troles', 'ogro*', 'fantasma*', 'lobo', 'lobos', 'pirata*', 'ladron*',
    'se perdio', 'se ha perdido', 'perdido', 'perdida', 'perdidos', 'perdiera', 'perderse', 'se alejo', 'extraviad*', 'oscuridad', 'a oscuras', 'en lo oscuro', 'miedo a la oscuridad', 'mas oscuro', 'sombras'],
  water: ['agua*', 'mar', 'mares', 'oceano*', 'lago*', 'el rio', 'del rio', 'al rio', 'rios', 'riachuelo*', 'arroyo*', 'estanque*', 'bano', 'banera', 'nadar', 'nadaba*', 'nadando', 'nadaron', 'nado', 'barco*', 'barca*', 'barquito*', 'vela', 'velas', 'navega*', 'ola', 'olas', 'salpic*', 'charco*', 'lluvia*', 'llov*', 'playa*', 'orilla*', 'chapote*', 'gote*', 'tetera*', 'fuente*', 'chis, chas'],
  animals: ['animales', 'perro*', 'perrito*', 'cachorr*', 'gato', 'gatos', 'gatito*', 'conej*', 'lechuz*', 'buho*', 'zorr*', 'tortuga*', 'dragon*', 'dragoncit*', 'pajar*', 'ave', 'aves', 'pajaro carpintero', 'gaviota*', 'pato', 'patos', 'patito*', 'gallina*', 'pollit*',
    'vaca*', 'caball*', 'cerdit*', 'cerdo*', 'oveja*', 'cabra*', 'raton*', 'ardilla*', 'erizo*', 'rana*', 'abeja*', 'mariposa*', 'saltamontes', 'libelula*', 'escarabajo*', 'hormiga*', 'grillo*', 'mariquita*', 'caracol*', 'gusano*', 'pez', 'peces',
    'ciervo*', 'mugi*', 'croa*', 'guau', 'miau', 'pata', 'patas', 'cola', 'colas', 'plumas', 'pluma', 'nido*', 'cria', 'crias', 'hijito'],
  separation: ['se perdio', 'se alejo', 'perdid*', 'echaba de menos', 'extran*', 'lejos de su familia', 'familia lejos', 'solito', 'solita', 'a solas', 'muy solo', 'muy sola', 'sin su mama', 'sin su papa', 'se despidi*', 'adios', 'donde estas', 'llamaba y llamaba'],
  loud: ['ruid*', 'trueno*', 'tormenta*', 'tambor*', 'bum', 'pum', 'crac', 'estrepit*', 'grit*', 'chill*', 'rugi*', 'trompeta*', 'fuegos artificiales', 'sirena*', 'silb*', 'pisote*', 'golpe*', 'portazo*', 'toc-toc', 'toc, toc'],
  food: ['cebolla*', 'patata*', 'sopa*', 'queso*', 'huevo*', 'comida*', 'galleta*', 'pastel*', 'tarta*', 'dulce', 'dulces', 'caramelo*', 'chocolate*', 'cacao', 'azucar*', 'miel', 'mermelada*', 'horne*', 'horno*', 'panader*', 'pan', 'mantequilla', 'canela',
    'tostada*', 'desayun*', 'almuerzo*', 'merienda*', 'cena', 'cenar', 'picnic', 'bocadillo*', 'manzana*', 'helado*', 'piruleta*', 'comer', 'comio', 'comieron', 'sabor*', 'rico', 'ricas', 'leche', 'fruta*', 'zanahoria*', 'magdalena*', 'bizcocho*'],
};
