/**
 * Turns the parent's character sheet into drawing decisions: colours, hair,
 * clothes and a signature trait. Pure and deterministic so the hero looks the same on every page.
 */
import type { CharacterSheet } from '../../providers/types.ts';
import { colorWord, darken, lighten, luma, parseHex, rgbToHsl } from './color.ts';
import { hashString } from './rng.ts';
import { appearanceFromLook } from './look-appearance.ts';

export type { Appearance, ObjectType, Species } from './appearance-types.ts';
import type { Appearance, Build, BottomType, HairStyle, ObjectType, Species, TopType } from './appearance-types.ts';

const SLOT_WORDS: Record<string, string[]> = {
  hair: [
    'hair',
    'curls',
    'locks',
    'pelo',
    'cabello',
    'cheveux',
    'haare',
    'haar',
    'capelli',
    'cabelo',
    'włosy',
    'saç',
    'saçlı',
    'ponytail',
    'pigtails',
    'braids',
    'plaits',
    'tresses',
    'nattes',
    'couettes',
    'boucles',
    'trenzas',
    'coletas',
    'rizos',
    'zöpfe',
    'locken',
    'vlechten',
    'krullen',
    'trecce',
    'ricci',
    'tranças',
    'cachos',
    'warkocze',
    'loki',
    'örgü',
  ],
  eyes: ['eyes', 'eye', 'ojos', 'yeux', 'augen', 'ogen', 'occhi', 'olhos', 'oczy', 'gözler', 'gözlü'],
  skin: ['skin', 'piel', 'peau', 'haut', 'huid', 'pelle', 'pele', 'skóra', 'skórze', 'tenli', 'complexion'],
  top: [
    'raincoat',
    'coat',
    'jacket',
    'shirt',
    'tshirt',
    'sweater',
    'jumper',
    'hoodie',
    'dress',
    'pyjamas',
    'pajamas',
    'overalls',
    'top',
    'cardigan',
    'vest',
    'chubasquero',
    'impermeable',
    'abrigo',
    'chaqueta',
    'camisa',
    'camiseta',
    'vestido',
    'suéter',
    'jersey',
    'sudadera',
    'imperméable',
    'manteau',
    'veste',
    'chemise',
    'robe',
    'pull',
    'regenmantel',
    'regenjacke',
    'jacke',
    'mantel',
    'hemd',
    'kleid',
    'pullover',
    'regenjas',
    'jas',
    'jurk',
    'trui',
    'giacca',
    'cappotto',
    'maglietta',
    'impermeabile',
    'vestito',
    'felpa',
    'capa de chuva',
    'kurtka',
    'sukienka',
    'elbise',
    'ceket',
    'tişört',
    'pijama',
  ],
  bottom: [
    'pants',
    'trousers',
    'jeans',
    'shorts',
    'skirt',
    'leggings',
    'pantalones',
    'falda',
    'pantalon',
    'jupe',
    'hose',
    'rock',
    'broek',
    'rok',
    'pantaloni',
    'gonna',
    'calça',
    'saia',
    'spodnie',
    'spódnica',
    'pantolon',
    'etek',
  ],
  shoes: [
    'shoes',
    'boots',
    'sneakers',
    'wellies',
    'trainers',
    'sandals',
    'zapatos',
    'botas',
    'zapatillas',
    'chaussures',
    'bottes',
    'schuhe',
    'stiefel',
    'laarzen',
    'schoenen',
    'scarpe',
    'stivali',
    'sapatos',
    'buty',
    'ayakkabı',
    'çizme',
  ],
  hat: [
    'hat',
    'cap',
    'beanie',
    'crown',
    'sombrero',
    'gorra',
    'gorro',
    'chapeau',
    'casquette',
    'bonnet',
    'hut',
    'mütze',
    'kappe',
    'krone',
    'hoed',
    'pet',
    'muts',
    'kroon',
    'cappello',
    'berretto',
    'corona',
    'couronne',
    'chapéu',
    'boné',
    'czapka',
    'korona',
    'şapka',
    'taç',
  ],
  scarf: ['scarf', 'bufanda', 'écharpe', 'schal', 'sjaal', 'sciarpa', 'cachecol', 'szalik', 'atkı'],
  cape: ['cape', 'cloak', 'capa', 'mantello', 'umhang', 'cape', 'cabo', 'peleryna', 'pelerin'],
  bow: ['bow', 'ribbon', 'hairbow', 'lazo', 'moño', 'noeud', 'nœud', 'schleife', 'strik', 'fiocco', 'laço', 'kokarda', 'kurdele'],
  fur: ['fur', 'body', 'feathers', 'scales', 'coat', 'pelaje', 'pelage', 'fell', 'pelliccia', 'pelo', 'vacht', 'futro', 'tüy', 'paint', 'colour', 'color'],
};
const SLOT_OF = new Map<string, string>();
for (const [slot, words] of Object.entries(SLOT_WORDS)) for (const w of words) if (!SLOT_OF.has(w)) SLOT_OF.set(w, slot);

const TOP_TYPES: Record<string, TopType> = {
  raincoat: 'raincoat',
  regenmantel: 'raincoat',
  regenjacke: 'raincoat',
  regenjas: 'raincoat',
  impermeable: 'raincoat',
  chubasquero: 'raincoat',
  imperméable: 'raincoat',
  impermeabile: 'raincoat',
  coat: 'raincoat',
  jacket: 'raincoat',
  abrigo: 'raincoat',
  manteau: 'raincoat',
  jacke: 'raincoat',
  dress: 'dress',
  vestido: 'dress',
  robe: 'dress',
  kleid: 'dress',
  jurk: 'dress',
  vestito: 'dress',
  sukienka: 'dress',
  elbise: 'dress',
  hoodie: 'hoodie',
  sudadera: 'hoodie',
  felpa: 'hoodie',
  sweater: 'sweater',
  jumper: 'sweater',
  pullover: 'sweater',
  pull: 'sweater',
  trui: 'sweater',
  jersey: 'sweater',
  pyjamas: 'pyjamas',
  pajamas: 'pyjamas',
  pijama: 'pyjamas',
  overalls: 'overalls',
};
const BOTTOM_TYPES: Record<string, BottomType> = {
  shorts: 'shorts',
  skirt: 'skirt',
  falda: 'skirt',
  jupe: 'skirt',
  rock: 'skirt',
  rok: 'skirt',
  gonna: 'skirt',
  saia: 'skirt',
  spódnica: 'skirt',
  etek: 'skirt',
};
const HAT_TYPES: Record<string, 'cap' | 'hat' | 'crown' | 'beanie'> = {
  cap: 'cap',
  gorra: 'cap',
  casquette: 'cap',
  kappe: 'cap',
  pet: 'cap',
  berretto: 'cap',
  boné: 'cap',
  crown: 'crown',
  corona: 'crown',
  couronne: 'crown',
  krone: 'crown',
  kroon: 'crown',
  korona: 'crown',
  taç: 'crown',
  beanie: 'beanie',
  gorro: 'beanie',
  bonnet: 'beanie',
  mütze: 'beanie',
  muts: 'beanie',
  czapka: 'beanie',
};
const HAIR_STYLES: Record<string, HairStyle> = {
  curly: 'curly',
  curls: 'curly',
  rizado: 'curly',
  rizos: 'curly',
  frisé: 'curly',
  bouclés: 'curly',
  lockig: 'curly',
  locken: 'curly',
  krullen: 'curly',
  krullend: 'curly',
  ricci: 'curly',
  riccio: 'curly',
  cacheado: 'curly',
  kręcone: 'curly',
  kıvırcık: 'curly',
  wavy: 'curly',
  long: 'long',
  largo: 'long',
  larga: 'long',
  lang: 'long',
  lange: 'long',
  lungo: 'long',
  lunghi: 'long',
  longo: 'long',
  comprido: 'long',
  długie: 'long',
  uzun: 'long',
  short: 'short',
  corto: 'short',
  court: 'short',
  courts: 'short',
  kurz: 'short',
  kurze: 'short',
  kort: 'short',
  curto: 'short',
  krótkie: 'short',
  kısa: 'short',
  ponytail: 'ponytail',
  coleta: 'ponytail',
  pigtails: 'pigtails',
  braids: 'pigtails',
  plaits: 'pigtails',
  trenzas: 'pigtails',
  tresses: 'pigtails',
  zöpfe: 'pigtails',
  vlechten: 'pigtails',
  trecce: 'pigtails',
  tranças: 'pigtails',
  warkocze: 'pigtails',
  örgü: 'pigtails',
  bun: 'bun',
  moño: 'bun',
  chignon: 'bun',
  dutt: 'bun',
  bald: 'bald',
  calvo: 'bald',
  spiky: 'spiky',
  afro: 'afro',
  bob: 'bob',
};
const GLASSES = [
  'glasses',
  'spectacles',
  'specs',
  'gafas',
  'lentes',
  'anteojos',
  'lunettes',
  'brille',
  'bril',
  'occhiali',
  'óculos',
  'okulary',
  'gözlük',
  'gözlüklü',
];
const FRECKLES = ['freckles', 'freckled', 'pecas', 'taches', 'sommersprossen', 'sproeten', 'lentiggini', 'sardas', 'piegi', 'çil', 'çilli'];
const SKIN_TONES: Record<string, string> = {
  dark: '#7b4a2e',
  black: '#6b3f26',
  brown: '#9a6440',
  tan: '#d09a6c',
  olive: '#c99a6a',
  light: '#f7d9c4',
  fair: '#f9e0cf',
  pale: '#fbe6d8',
  white: '#f7d9c4',
  morena: '#a06a45',
  moreno: '#a06a45',
  oscura: '#7b4a2e',
  clara: '#f7d9c4',
  claro: '#f7d9c4',
  foncée: '#7b4a2e',
  dunkle: '#7b4a2e',
  helle: '#f7d9c4',
};

const SPECIES_WORDS: Record<string, Species> = {};
const speciesList: [Species, string[]][] = [
  [
    'cat',
    ['cat', 'kitten', 'kitty', 'gato', 'gata', 'gatito', 'chat', 'chaton', 'katze', 'kätzchen', 'kat', 'poes', 'gatto', 'gattino', 'kot', 'kotek', 'kedi'],
  ],
  [
    'dog',
    [
      'dog',
      'puppy',
      'doggy',
      'perro',
      'perrito',
      'cachorro',
      'chien',
      'chiot',
      'hund',
      'welpe',
      'hond',
      'puppy',
      'cane',
      'cagnolino',
      'cão',
      'pies',
      'piesek',
      'köpek',
    ],
  ],
  [
    'bunny',
    ['bunny', 'rabbit', 'hare', 'conejo', 'conejito', 'lapin', 'hase', 'häschen', 'kaninchen', 'konijn', 'coniglio', 'coelho', 'królik', 'zając', 'tavşan'],
  ],
  ['bear', ['bear', 'teddy', 'oso', 'osito', 'ours', 'ourson', 'bär', 'beer', 'orso', 'urso', 'miś', 'niedźwiedź', 'ayı']],
  ['fox', ['fox', 'zorro', 'renard', 'fuchs', 'vos', 'volpe', 'raposa', 'lis', 'tilki']],
  ['owl', ['owl', 'búho', 'lechuza', 'hibou', 'chouette', 'eule', 'uil', 'gufo', 'civetta', 'coruja', 'sowa', 'baykuş']],
  ['mouse', ['mouse', 'ratón', 'souris', 'maus', 'muis', 'topo', 'topolino', 'rato', 'mysz', 'fare']],
  ['lion', ['lion', 'león', 'löwe', 'leeuw', 'leone', 'leão', 'lew', 'aslan']],
  ['panda', ['panda']],
  ['penguin', ['penguin', 'pingüino', 'pingouin', 'manchot', 'pinguin', 'pinguino', 'pinguim', 'pingwin', 'penguen']],
  ['raccoon', ['raccoon', 'mapache', 'raton', 'waschbär', 'wasbeer', 'procione', 'guaxinim', 'szop', 'rakun']],
  ['frog', ['frog', 'rana', 'grenouille', 'frosch', 'kikker', 'sapo', 'żaba', 'kurbağa']],
  ['pig', ['pig', 'piglet', 'cerdo', 'cerdito', 'cochon', 'schwein', 'varken', 'maiale', 'porco', 'świnka', 'domuz']],
  ['monkey', ['monkey', 'mono', 'singe', 'affe', 'aap', 'scimmia', 'macaco', 'małpa', 'maymun']],
  ['elephant', ['elephant', 'elefante', 'éléphant', 'elefant', 'olifant', 'słoń', 'fil']],
  ['dinosaur', ['dinosaur', 'dino', 'dinosaurio', 'dinosaure', 'dinosaurier', 'dinosauro', 'dinossauro', 'dinozaur']],
  ['dragon', ['dragon', 'dragón', 'drache', 'draak', 'drago', 'dragão', 'smok', 'ejderha']],
  [
    'unicorn',
    [
      'unicorn',
      'unicornio',
      'licorne',
      'einhorn',
      'eenhoorn',
      'unicorno',
      'unicórnio',
      'jednorożec',
      'tekboynuz',
      'pony',
      'horse',
      'caballo',
      'cheval',
      'pferd',
      'paard',
    ],
  ],
  ['tiger', ['tiger', 'tigre', 'tijger', 'tygrys', 'kaplan']],
  ['wolf', ['wolf', 'lobo', 'loup', 'lupo', 'wilk', 'kurt']],
  ['duck', ['duck', 'duckling', 'chick', 'bird', 'pato', 'canard', 'ente', 'eend', 'anatra', 'kaczka', 'ördek', 'pájaro', 'oiseau', 'vogel']],
  ['hedgehog', ['hedgehog', 'erizo', 'hérisson', 'igel', 'egel', 'riccio', 'ouriço', 'jeż', 'kirpi']],
  ['koala', ['koala']],
];
for (const [s, words] of speciesList) for (const w of words) SPECIES_WORDS[w] ??= s;

const SPECIES_FUR: Record<Species, string> = {
  cat: '#f0a860',
  dog: '#c8955e',
  bunny: '#e9e2dc',
  bear: '#9a6a44',
  fox: '#ec7f32',
  owl: '#9c7a56',
  mouse: '#b8b0aa',
  lion: '#e6b25a',
  panda: '#f5f3ef',
  penguin: '#34384a',
  raccoon: '#8e8a88',
  frog: '#6cbf5a',
  pig: '#f4b2b8',
  monkey: '#9a6a44',
  elephant: '#a9b3c4',
  dinosaur: '#6cc07a',
  dragon: '#5fb889',
  unicorn: '#f7f1fb',
  tiger: '#f2953a',
  wolf: '#8f98a6',
  duck: '#f7d54a',
  hedgehog: '#a67c58',
  koala: '#a8acb4',
  bird: '#6aa9e8',
  parrot: '#e2382f',
  fish: '#f59a3a',
  horse: '#9a6a44',
  cow: '#f5f3ef',
  sheep: '#f4efe6',
  giraffe: '#e8b64f',
  zebra: '#f5f3ef',
  turtle: '#6cbf5a',
  squirrel: '#c8743a',
};

const OBJECT_WORDS: Record<string, ObjectType> = {};
const objectList: [ObjectType, string[]][] = [
  ['car', ['car', 'truck', 'bus', 'coche', 'carro', 'voiture', 'auto', 'wagen', 'macchina', 'samochód', 'araba', 'camión', 'camion', 'lkw']],
  ['train', ['train', 'tren', 'zug', 'trein', 'treno', 'trem', 'pociąg', 'tren', 'locomotive', 'engine']],
  ['plane', ['plane', 'airplane', 'aeroplane', 'jet', 'avión', 'avion', 'flugzeug', 'vliegtuig', 'aereo', 'avião', 'samolot', 'uçak']],
  ['star', ['star', 'estrella', 'étoile', 'stern', 'ster', 'stella', 'estrela', 'gwiazda', 'yıldız']],
  ['cloud', ['cloud', 'nube', 'nuage', 'wolke', 'wolk', 'nuvola', 'nuvem', 'chmura', 'chmurka', 'bulut']],
  ['balloon', ['balloon', 'globo', 'ballon', 'luftballon', 'palloncino', 'balão', 'balon']],
  ['teapot', ['teapot', 'kettle', 'cup', 'mug', 'tetera', 'théière', 'teekanne', 'theepot', 'teiera', 'bule', 'czajnik', 'çaydanlık']],
  ['robot', ['robot', 'robô', 'roboter']],
  ['ball', ['ball', 'pelota', 'balón', 'balle', 'ballon', 'palla', 'bola', 'piłka', 'top']],
  ['boat', ['boat', 'ship', 'barco', 'bateau', 'boot', 'schiff', 'barca', 'nave', 'łódka', 'łódź', 'tekne', 'gemi']],
  ['book', ['book', 'libro', 'livre', 'buch', 'boek', 'livro', 'książka', 'kitap']],
];
for (const [o, words] of objectList) for (const w of words) OBJECT_WORDS[w] ??= o;

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
}

function pickBy<T>(items: readonly T[], h: number, salt: number): T {
  return items[((h >>> (salt % 24)) + salt * 7) % items.length] as T;
}

/** Colours found next to body/clothing words, plus unattached colours in order. */
function colorSlots(tokens: string[]): { slots: Record<string, string>; loose: string[]; tones: Record<string, string> } {
  const slots: Record<string, string> = {};
  const tones: Record<string, string> = {};
  const loose: string[] = [];
  tokens.forEach((token, i) => {
    const color = colorWord(token);
    const tone = SKIN_TONES[token];
    if (!color && !tone) return;
    let best: string | undefined;
    for (const d of [1, -1, 2, -2, 3, -3]) {
      const slot = SLOT_OF.get(tokens[i + d] ?? '');
      // "red hair" (English/German/Dutch) or "pelo rojo" (Romance); never a colour already claimed by a closer word.
      if (slot && !(slot in slots && slot !== 'skin')) {
        best = slot;
        break;
      }
    }
    if (best === 'skin' && tone) tones.skin = tone;
    else if (best && color && best !== 'skin') slots[best] = color;
    else if (
      color &&
      (token === 'blonde' ||
        token === 'blond' ||
        token === 'blondes' ||
        token === 'blonds' ||
        token === 'ginger' ||
        token === 'auburn' ||
        token === 'rubio' ||
        token === 'rubia' ||
        token === 'pelirrojo' ||
        token === 'pelirroja' ||
        token === 'roux' ||
        token === 'rousse')
    )
      slots.hair ??= color;
    else if (color) loose.push(color);
  });
  return { slots, loose, tones };
}

function saturation(c: string): number {
  return rgbToHsl(parseHex(c))[1];
}

/**
 * The hero's look from the sheet. Description words win over photo colours, photo colours win over
 * defaults; defaults come from a hash of the name so two heroes differ but each stays itself.
 */
export function describeHero(hero: CharacterSheet): Appearance {
  if (hero.look) return appearanceFromLook(describeHero({ ...hero, look: undefined, description: undefined }), hero.look);
  const tokens = words(`${hero.description ?? ''}`);
  const nameTokens = words(hero.name);
  const h = hashString(`${hero.name}|${hero.kind}|${hero.gender ?? ''}`);
  const gender = hero.gender ?? 'other';
  const age = Math.max(1, Math.min(14, hero.age ?? 6));
  const { slots, loose, tones } = colorSlots(tokens);
  const has = (list: readonly string[]): boolean => tokens.some((t) => list.includes(t));
  const find = <T>(map: Record<string, T>): T | undefined => {
    for (const t of tokens) if (t in map) return map[t];
    return undefined;
  };

  const palette = (hero.palette ?? []).filter((c) => /^#[0-9a-f]{6}$/i.test(c));
  const vivid = [...palette].filter((c) => saturation(c) > 0.22 && luma(c) > 0.12 && luma(c) < 0.92).sort((a, b) => saturation(b) - saturation(a));
  const darkest = [...palette].sort((a, b) => luma(a) - luma(b))[0];

  const species = (find(SPECIES_WORDS) ??
    nameTokens.map((t) => SPECIES_WORDS[t]).find(Boolean) ??
    pickBy(['cat', 'bunny', 'bear', 'fox', 'dog'] as const, h, 3)) as Species;
  const objectType = (find(OBJECT_WORDS) ?? nameTokens.map((t) => OBJECT_WORDS[t]).find(Boolean) ?? 'toy') as ObjectType;

  const skin = tones.skin ?? pickBy(['#f6d3b8', '#eec3a0', '#d9a57c', '#b57b52', '#8d5a3b'], h, 5);
  const hairDefault = pickBy(['#5a3620', '#2e211b', '#d9a84e', '#9a4424', '#6e4a2c'], h, 9);
  const hair = slots.hair ?? (palette.length && darkest && luma(darkest) < 0.35 ? darkest : hairDefault);
  const styleWord = find(HAIR_STYLES);
  const hairStyle: HairStyle =
    styleWord ??
    (gender === 'female'
      ? pickBy(['long', 'ponytail', 'pigtails', 'bun'] as const, h, 11)
      : gender === 'male'
        ? pickBy(['short', 'spiky', 'short', 'curly'] as const, h, 11)
        : pickBy(['bob', 'short', 'curly'] as const, h, 11));

  const topDefault = pickBy(['#e8604c', '#3f8fd6', '#f2b33d', '#4fb07a', '#9a6bd1', '#ef7fae', '#2fa7a0'], h, 13);
  const top = slots.top ?? vivid[0] ?? loose[0] ?? topDefault;
  const bottom =
    slots.bottom ??
    (vivid[1] && vivid[1] !== top ? darken(vivid[1], 0.15) : undefined) ??
    loose[1] ??
    pickBy(['#3b5b8c', '#6b4a3a', '#4a4f63', '#2f6f6a'], h, 15);
  const fur =
    slots.fur ??
    slots.top ??
    (hero.kind !== 'human' ? loose[0] : undefined) ??
    (hero.kind === 'animal' ? palette.find((c) => luma(c) > 0.12 && luma(c) < 0.93) : vivid[0]) ??
    (hero.kind === 'animal' ? SPECIES_FUR[species] : topDefault);

  const hatWordIdx = tokens.findIndex((t) => SLOT_OF.get(t) === 'hat');
  const hatWord = hatWordIdx >= 0 ? (tokens[hatWordIdx] as string) : undefined;
  const hat = hatWord ? { type: HAT_TYPES[hatWord] ?? 'hat', color: slots.hat ?? (HAT_TYPES[hatWord] === 'crown' ? '#f4c542' : lighten(top, 0.1)) } : undefined;
  const hasSlotWord = (slot: string): boolean => tokens.some((t) => SLOT_OF.get(t) === slot);
  const glasses = has(GLASSES);
  const freckles = has(FRECKLES);
  const scarf = hasSlotWord('scarf') ? (slots.scarf ?? '#e8604c') : undefined;
  const cape = hasSlotWord('cape') && !tokens.includes('coat') ? (slots.cape ?? '#d9413a') : undefined;
  const bow = hasSlotWord('bow') ? (slots.bow ?? '#ef7fae') : undefined;
  const emblem = glasses || hat || scarf || cape || bow ? 'none' : pickBy(['star', 'heart', 'stripes'] as const, h, 17);

  return {
    kind: hero.kind,
    species,
    objectType,
    gender,
    age,
    scale: 0.82 + Math.min(age, 12) * 0.03,
    skin,
    hair,
    hairStyle,
    eyes: slots.eyes ?? '#3a2a22',
    top,
    topType: find(TOP_TYPES) ?? 'shirt',
    bottom,
    bottomType: find(BOTTOM_TYPES) ?? 'pants',
    shoes: slots.shoes ?? (find(TOP_TYPES) === 'raincoat' && slots.top ? slots.top : '#5a4036'),
    fur,
    belly: lighten(fur, 0.55),
    glasses,
    freckles,
    hat,
    scarf,
    cape,
    bow,
    emblem,
  };
}
