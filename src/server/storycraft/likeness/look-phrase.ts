/**
 * The hero's look as words in the story's language (issue 15): built from the HeroLook fields,
 * never from the parent's raw description ("Emma erkannte man sofort: blonde Locken und ein roter
 * Hut"). `bedtime` leaves out hats and clothes: at bedtime the hero wears pyjamas.
 */
import type { LanguageCode } from '../../../shared/catalog.ts';
import type { Colour, HairColour, Headwear, HeroLook, Species, Top } from '../../../shared/hero-look.ts';

/** Grammatical gender slot of a noun: 0 masculine (or common), 1 feminine, 2 neuter. */
type G = 0 | 1 | 2;
type Noun = [string, G];

interface Words {
  /** Colour adjective forms [m, f, n] (one form = invariable). */
  colour: Record<Colour, string[]>;
  hairColour: Partial<Record<HairColour, string>>;
  curly: string;
  long: string;
  short: string;
  hair: string;
  bald: string;
  braids: string;
  bun: string;
  ponytail: string;
  glasses: string;
  beard: string;
  hat: Partial<Record<Exclude<Headwear, 'none'>, Noun>>;
  top: Record<Top, Noun>;
  scarf: Noun;
  fur: string;
  feathers: string;
  and: string;
  /** A coloured thing: adjective and noun in the language's order, with the indefinite article where it has one. */
  item: (adj: string, noun: Noun) => string;
  /** Hair words in order: colour, texture, length → phrase. */
  hairPhrase: (colour?: string, curly?: boolean, length?: string) => string;
}

const inv = (w: string): string[] => [w];
const mf = (m: string, f: string): string[] => [m, f];
const form = (forms: string[], g: G): string => forms[Math.min(g, forms.length - 1)] as string;

/** "a, b and c" in the language's punctuation (Arabic و joins the next word; Chinese and Japanese use no spaces). */
const listJoin = (items: string[], and: string, comma = ', ', glue = ' '): string =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(comma)}${glue}${and}${and === 'و' ? '' : glue}${items.at(-1)}`;

const WORDS: Partial<Record<LanguageCode, Words>> = {
  en: {
    colour: { black: inv('black'), white: inv('white'), grey: inv('grey'), brown: inv('brown'), beige: inv('beige'), red: inv('red'), orange: inv('orange'), yellow: inv('yellow'), green: inv('green'), blue: inv('blue'), navy: inv('navy-blue'), purple: inv('purple'), pink: inv('pink'), gold: inv('golden'), silver: inv('silver') },
    hairColour: { black: 'black', 'dark-brown': 'dark brown', brown: 'brown', auburn: 'auburn', red: 'red', blonde: 'blonde', grey: 'grey', white: 'white' },
    curly: 'curly', long: 'long', short: 'short', hair: 'hair', bald: 'a shiny bald head', braids: 'braids', bun: 'a bun', ponytail: 'a ponytail', glasses: 'round glasses', beard: 'a soft beard',
    hat: { hat: ['hat', 0], cap: ['cap', 0], beanie: ['woolly hat', 0], crown: ['crown', 0], helmet: ['helmet', 0], headscarf: ['headscarf', 0], 'sun-hat': ['sun hat', 0] },
    top: { shirt: ['top', 0], dress: ['dress', 0], coat: ['coat', 0], jumper: ['jumper', 0], hoodie: ['hoodie', 0], uniform: ['uniform', 0] },
    scarf: ['scarf', 0], fur: 'fur', feathers: 'feathers', and: 'and',
    item: (a, [n]) => `${/^[aeiou]/.test(a) ? 'an' : 'a'} ${a} ${n}`,
    hairPhrase: (c, curly, len) => curly ? [len, c, 'curls'].filter(Boolean).join(' ') : [len, c, 'hair'].filter(Boolean).join(' '),
  },
  de: {
    colour: { black: ['schwarzer', 'schwarze', 'schwarzes'], white: ['weißer', 'weiße', 'weißes'], grey: ['grauer', 'graue', 'graues'], brown: ['brauner', 'braune', 'braunes'], beige: inv('beige'), red: ['roter', 'rote', 'rotes'], orange: ['orangefarbener', 'orangefarbene', 'orangefarbenes'], yellow: ['gelber', 'gelbe', 'gelbes'], green: ['grüner', 'grüne', 'grünes'], blue: ['blauer', 'blaue', 'blaues'], navy: ['dunkelblauer', 'dunkelblaue', 'dunkelblaues'], purple: inv('lila'), pink: inv('rosa'), gold: ['goldener', 'goldene', 'goldenes'], silver: ['silberner', 'silberne', 'silbernes'] },
    hairColour: { black: 'schwarze', 'dark-brown': 'dunkelbraune', brown: 'braune', auburn: 'rotbraune', red: 'rote', blonde: 'blonde', grey: 'graue', white: 'weiße' },
    curly: 'lockig', long: 'lange', short: 'kurze', hair: 'Haare', bald: 'eine glänzende Glatze', braids: 'Zöpfe', bun: 'ein Dutt', ponytail: 'ein Pferdeschwanz', glasses: 'eine runde Brille', beard: 'ein weicher Bart',
    hat: { hat: ['Hut', 0], cap: ['Mütze', 1], beanie: ['Wollmütze', 1], crown: ['Krone', 1], helmet: ['Helm', 0], headscarf: ['Kopftuch', 2], 'sun-hat': ['Sonnenhut', 0] },
    top: { shirt: ['Oberteil', 2], dress: ['Kleid', 2], coat: ['Mantel', 0], jumper: ['Pullover', 0], hoodie: ['Kapuzenpulli', 0], uniform: ['Uniform', 1] },
    scarf: ['Schal', 0], fur: 'Fell', feathers: 'Federn', and: 'und',
    item: (a, [n, g]) => `${g === 1 ? 'eine' : 'ein'} ${a} ${n}`,
    hairPhrase: (c, curly, len) => curly ? [len, c, 'Locken'].filter(Boolean).join(' ') : [len, c, 'Haare'].filter(Boolean).join(' '),
  },
  es: {
    colour: { black: mf('negro', 'negra'), white: mf('blanco', 'blanca'), grey: inv('gris'), brown: inv('marrón'), beige: inv('beis'), red: mf('rojo', 'roja'), orange: inv('naranja'), yellow: mf('amarillo', 'amarilla'), green: inv('verde'), blue: inv('azul'), navy: inv('azul marino'), purple: mf('morado', 'morada'), pink: inv('rosa'), gold: mf('dorado', 'dorada'), silver: mf('plateado', 'plateada') },
    hairColour: { black: 'negro', 'dark-brown': 'castaño oscuro', brown: 'castaño', auburn: 'caoba', red: 'pelirrojo', blonde: 'rubio', grey: 'gris', white: 'blanco' },
    curly: 'rizado', long: 'largo', short: 'corto', hair: 'pelo', bald: 'una cabeza calva y brillante', braids: 'trenzas', bun: 'un moño', ponytail: 'una coleta', glasses: 'unas gafas redondas', beard: 'una barba suave',
    hat: { hat: ['sombrero', 0], cap: ['gorra', 1], beanie: ['gorro de lana', 0], crown: ['corona', 1], helmet: ['casco', 0], headscarf: ['pañuelo', 0], 'sun-hat': ['sombrero de paja', 0] },
    top: { shirt: ['camiseta', 1], dress: ['vestido', 0], coat: ['abrigo', 0], jumper: ['jersey', 0], hoodie: ['sudadera', 1], uniform: ['uniforme', 0] },
    scarf: ['bufanda', 1], fur: 'pelaje', feathers: 'plumas', and: 'y',
    item: (a, [n, g]) => `${g === 1 ? 'una' : 'un'} ${n} ${a}`,
    hairPhrase: (c, curly, len) => ['pelo', c, curly ? 'rizado' : undefined, len].filter(Boolean).join(' '),
  },
  fr: {
    colour: { black: mf('noir', 'noire'), white: mf('blanc', 'blanche'), grey: mf('gris', 'grise'), brown: inv('marron'), beige: inv('beige'), red: inv('rouge'), orange: inv('orange'), yellow: inv('jaune'), green: mf('vert', 'verte'), blue: mf('bleu', 'bleue'), navy: inv('bleu marine'), purple: mf('violet', 'violette'), pink: inv('rose'), gold: mf('doré', 'dorée'), silver: mf('argenté', 'argentée') },
    hairColour: { black: 'noirs', 'dark-brown': 'châtain foncé', brown: 'châtains', auburn: 'auburn', red: 'roux', blonde: 'blonds', grey: 'gris', white: 'blancs' },
    curly: 'bouclés', long: 'longs', short: 'courts', hair: 'cheveux', bald: 'un crâne tout lisse', braids: 'des tresses', bun: 'un chignon', ponytail: 'une queue de cheval', glasses: 'des lunettes rondes', beard: 'une barbe douce',
    hat: { hat: ['chapeau', 0], cap: ['casquette', 1], beanie: ['bonnet', 0], crown: ['couronne', 1], helmet: ['casque', 0], headscarf: ['foulard', 0], 'sun-hat': ['chapeau de paille', 0] },
    top: { shirt: ['t-shirt', 0], dress: ['robe', 1], coat: ['manteau', 0], jumper: ['pull', 0], hoodie: ['sweat', 0], uniform: ['uniforme', 0] },
    scarf: ['écharpe', 1], fur: 'pelage', feathers: 'plumes', and: 'et',
    item: (a, [n, g]) => `${g === 1 ? 'une' : 'un'} ${n} ${a}`,
    hairPhrase: (c, curly, len) => ['des cheveux', c, curly ? 'bouclés' : undefined, len].filter(Boolean).join(' '),
  },
  it: {
    colour: { black: mf('nero', 'nera'), white: mf('bianco', 'bianca'), grey: mf('grigio', 'grigia'), brown: inv('marrone'), beige: inv('beige'), red: mf('rosso', 'rossa'), orange: inv('arancione'), yellow: mf('giallo', 'gialla'), green: inv('verde'), blue: inv('blu'), navy: inv('blu scuro'), purple: inv('viola'), pink: inv('rosa'), gold: mf('dorato', 'dorata'), silver: mf('argentato', 'argentata') },
    hairColour: { black: 'neri', 'dark-brown': 'castano scuro', brown: 'castani', auburn: 'ramati', red: 'rossi', blonde: 'biondi', grey: 'grigi', white: 'bianchi' },
    curly: 'ricci', long: 'lunghi', short: 'corti', hair: 'capelli', bald: 'una testa liscia e lucida', braids: 'le trecce', bun: 'uno chignon', ponytail: 'una coda di cavallo', glasses: 'degli occhiali tondi', beard: 'una barba morbida',
    hat: { hat: ['cappello', 0], cap: ['berretto', 0], beanie: ['cappellino di lana', 0], crown: ['corona', 1], helmet: ['casco', 0], headscarf: ['foulard', 0], 'sun-hat': ['cappello di paglia', 0] },
    top: { shirt: ['maglietta', 1], dress: ['vestito', 0], coat: ['cappotto', 0], jumper: ['maglione', 0], hoodie: ['felpa', 1], uniform: ['divisa', 1] },
    scarf: ['sciarpa', 1], fur: 'pelo', feathers: 'piume', and: 'e',
    item: (a, [n, g]) => `${g === 1 ? 'una' : 'un'} ${n} ${a}`,
    hairPhrase: (c, curly, len) => ['capelli', c, curly ? 'ricci' : undefined, len].filter(Boolean).join(' '),
  },
  pt: {
    colour: { black: mf('preto', 'preta'), white: mf('branco', 'branca'), grey: inv('cinza'), brown: inv('marrom'), beige: inv('bege'), red: mf('vermelho', 'vermelha'), orange: inv('laranja'), yellow: mf('amarelo', 'amarela'), green: inv('verde'), blue: inv('azul'), navy: inv('azul-marinho'), purple: mf('roxo', 'roxa'), pink: inv('rosa'), gold: mf('dourado', 'dourada'), silver: mf('prateado', 'prateada') },
    hairColour: { black: 'preto', 'dark-brown': 'castanho-escuro', brown: 'castanho', auburn: 'acobreado', red: 'ruivo', blonde: 'loiro', grey: 'grisalho', white: 'branco' },
    curly: 'cacheado', long: 'comprido', short: 'curto', hair: 'cabelo', bald: 'uma careca brilhante', braids: 'tranças', bun: 'um coque', ponytail: 'um rabo de cavalo', glasses: 'óculos redondos', beard: 'uma barba macia',
    hat: { hat: ['chapéu', 0], cap: ['boné', 0], beanie: ['gorro', 0], crown: ['coroa', 1], helmet: ['capacete', 0], headscarf: ['lenço', 0], 'sun-hat': ['chapéu de palha', 0] },
    top: { shirt: ['camiseta', 1], dress: ['vestido', 0], coat: ['casaco', 0], jumper: ['suéter', 0], hoodie: ['moletom', 0], uniform: ['uniforme', 0] },
    scarf: ['cachecol', 0], fur: 'pelo', feathers: 'penas', and: 'e',
    item: (a, [n, g]) => `${g === 1 ? 'uma' : 'um'} ${n} ${a}`,
    hairPhrase: (c, curly, len) => ['cabelo', c, curly ? 'cacheado' : undefined, len].filter(Boolean).join(' '),
  },
  nl: {
    colour: { black: inv('zwarte'), white: inv('witte'), grey: inv('grijze'), brown: inv('bruine'), beige: inv('beige'), red: inv('rode'), orange: inv('oranje'), yellow: inv('gele'), green: inv('groene'), blue: inv('blauwe'), navy: inv('donkerblauwe'), purple: inv('paarse'), pink: inv('roze'), gold: inv('gouden'), silver: inv('zilveren') },
    hairColour: { black: 'zwart', 'dark-brown': 'donkerbruin', brown: 'bruin', auburn: 'roodbruin', red: 'rood', blonde: 'blond', grey: 'grijs', white: 'wit' },
    curly: 'krullend', long: 'lang', short: 'kort', hair: 'haar', bald: 'een glimmend kaal hoofd', braids: 'vlechtjes', bun: 'een knotje', ponytail: 'een paardenstaart', glasses: 'een ronde bril', beard: 'een zachte baard',
    hat: { hat: ['hoed', 0], cap: ['pet', 0], beanie: ['muts', 0], crown: ['kroon', 0], helmet: ['helm', 0], headscarf: ['hoofddoek', 0], 'sun-hat': ['strohoed', 0] },
    top: { shirt: ['shirt', 0], dress: ['jurk', 0], coat: ['jas', 0], jumper: ['trui', 0], hoodie: ['hoodie', 0], uniform: ['uniform', 0] },
    scarf: ['sjaal', 0], fur: 'vacht', feathers: 'veren', and: 'en',
    item: (a, [n]) => `een ${a} ${n}`,
    hairPhrase: (c, curly, len) => [len, c, curly ? 'krullend' : undefined, 'haar'].filter(Boolean).join(' '),
  },
  pl: {
    colour: { black: ['czarny', 'czarna', 'czarne'], white: ['biały', 'biała', 'białe'], grey: ['szary', 'szara', 'szare'], brown: ['brązowy', 'brązowa', 'brązowe'], beige: ['beżowy', 'beżowa', 'beżowe'], red: ['czerwony', 'czerwona', 'czerwone'], orange: ['pomarańczowy', 'pomarańczowa', 'pomarańczowe'], yellow: ['żółty', 'żółta', 'żółte'], green: ['zielony', 'zielona', 'zielone'], blue: ['niebieski', 'niebieska', 'niebieskie'], navy: ['granatowy', 'granatowa', 'granatowe'], purple: ['fioletowy', 'fioletowa', 'fioletowe'], pink: ['różowy', 'różowa', 'różowe'], gold: ['złoty', 'złota', 'złote'], silver: ['srebrny', 'srebrna', 'srebrne'] },
    hairColour: { black: 'czarne', 'dark-brown': 'ciemnobrązowe', brown: 'brązowe', auburn: 'kasztanowe', red: 'rude', blonde: 'jasne', grey: 'siwe', white: 'białe' },
    curly: 'kręcone', long: 'długie', short: 'krótkie', hair: 'włosy', bald: 'błyszcząca łysina', braids: 'warkocze', bun: 'kok', ponytail: 'kucyk', glasses: 'okrągłe okulary', beard: 'miękka broda',
    hat: { hat: ['kapelusz', 0], cap: ['czapka', 1], beanie: ['wełniana czapka', 1], crown: ['korona', 1], helmet: ['kask', 0], headscarf: ['chustka', 1], 'sun-hat': ['słomkowy kapelusz', 0] },
    top: { shirt: ['koszulka', 1], dress: ['sukienka', 1], coat: ['płaszcz', 0], jumper: ['sweter', 0], hoodie: ['bluza', 1], uniform: ['mundur', 0] },
    scarf: ['szalik', 0], fur: 'futerko', feathers: 'piórka', and: 'i',
    item: (a, [n]) => `${a} ${n}`,
    hairPhrase: (c, curly, len) => [len, curly ? 'kręcone' : undefined, c, 'włosy'].filter(Boolean).join(' '),
  },
  tr: {
    colour: { black: inv('siyah'), white: inv('beyaz'), grey: inv('gri'), brown: inv('kahverengi'), beige: inv('bej'), red: inv('kırmızı'), orange: inv('turuncu'), yellow: inv('sarı'), green: inv('yeşil'), blue: inv('mavi'), navy: inv('lacivert'), purple: inv('mor'), pink: inv('pembe'), gold: inv('altın rengi'), silver: inv('gümüş rengi') },
    hairColour: { black: 'siyah', 'dark-brown': 'koyu kahverengi', brown: 'kahverengi', auburn: 'kestane', red: 'kızıl', blonde: 'sarı', grey: 'kır', white: 'beyaz' },
    curly: 'kıvırcık', long: 'uzun', short: 'kısa', hair: 'saçlar', bald: 'parlak bir kel kafa', braids: 'örgüler', bun: 'bir topuz', ponytail: 'bir at kuyruğu', glasses: 'yuvarlak bir gözlük', beard: 'yumuşak bir sakal',
    hat: { hat: ['şapka', 0], cap: ['kasket', 0], beanie: ['bere', 0], crown: ['taç', 0], helmet: ['kask', 0], headscarf: ['eşarp', 0], 'sun-hat': ['hasır şapka', 0] },
    top: { shirt: ['tişört', 0], dress: ['elbise', 0], coat: ['mont', 0], jumper: ['kazak', 0], hoodie: ['kapüşonlu', 0], uniform: ['üniforma', 0] },
    scarf: ['atkı', 0], fur: 'tüyler', feathers: 'tüyler', and: 've',
    item: (a, [n]) => `${a} bir ${n}`,
    hairPhrase: (c, curly, len) => [len, curly ? 'kıvırcık' : undefined, c, 'saçlar'].filter(Boolean).join(' '),
  },
  ar: {
    colour: { black: mf('أسود', 'سوداء'), white: mf('أبيض', 'بيضاء'), grey: mf('رمادي', 'رمادية'), brown: mf('بني', 'بنية'), beige: inv('بيج'), red: mf('أحمر', 'حمراء'), orange: mf('برتقالي', 'برتقالية'), yellow: mf('أصفر', 'صفراء'), green: mf('أخضر', 'خضراء'), blue: mf('أزرق', 'زرقاء'), navy: mf('كحلي', 'كحلية'), purple: mf('بنفسجي', 'بنفسجية'), pink: mf('وردي', 'وردية'), gold: mf('ذهبي', 'ذهبية'), silver: mf('فضي', 'فضية') },
    hairColour: { black: 'أسود', 'dark-brown': 'بني داكن', brown: 'بني', auburn: 'كستنائي', red: 'أحمر', blonde: 'أشقر', grey: 'رمادي', white: 'أبيض' },
    curly: 'مجعد', long: 'طويل', short: 'قصير', hair: 'شعر', bald: 'رأس أصلع لامع', braids: 'ضفائر', bun: 'كعكة شعر', ponytail: 'ذيل حصان', glasses: 'نظارة مستديرة', beard: 'لحية ناعمة',
    hat: { hat: ['قبعة', 1], cap: ['طاقية', 1], beanie: ['قبعة صوفية', 1], crown: ['تاج', 0], helmet: ['خوذة', 1], headscarf: ['حجاب', 0], 'sun-hat': ['قبعة قش', 1] },
    top: { shirt: ['قميص', 0], dress: ['فستان', 0], coat: ['معطف', 0], jumper: ['كنزة', 1], hoodie: ['سترة بقلنسوة', 1], uniform: ['زي رسمي', 0] },
    scarf: ['وشاح', 0], fur: 'فرو', feathers: 'ريش', and: 'و',
    item: (a, [n]) => `${n} ${a}`,
    hairPhrase: (c, curly, len) => ['شعر', c, curly ? 'مجعد' : undefined, len].filter(Boolean).join(' '),
  },
  hi: {
    colour: { black: mf('काला', 'काली'), white: inv('सफ़ेद'), grey: inv('स्लेटी'), brown: mf('भूरा', 'भूरी'), beige: inv('बेज'), red: inv('लाल'), orange: inv('नारंगी'), yellow: mf('पीला', 'पीली'), green: mf('हरा', 'हरी'), blue: mf('नीला', 'नीली'), navy: mf('गहरा नीला', 'गहरी नीली'), purple: inv('बैंगनी'), pink: inv('गुलाबी'), gold: mf('सुनहरा', 'सुनहरी'), silver: inv('चाँदी-सा') },
    hairColour: { black: 'काले', 'dark-brown': 'गहरे भूरे', brown: 'भूरे', auburn: 'कत्थई', red: 'लाल', blonde: 'सुनहरे', grey: 'सफ़ेद-स्लेटी', white: 'सफ़ेद' },
    curly: 'घुंघराले', long: 'लंबे', short: 'छोटे', hair: 'बाल', bald: 'चमकता गंजा सिर', braids: 'चोटियाँ', bun: 'जूड़ा', ponytail: 'पोनीटेल', glasses: 'गोल चश्मा', beard: 'मुलायम दाढ़ी',
    hat: { hat: ['टोपी', 1], cap: ['टोपी', 1], beanie: ['ऊनी टोपी', 1], crown: ['मुकुट', 0], helmet: ['हेलमेट', 0], headscarf: ['दुपट्टा', 0], 'sun-hat': ['तिनकों की टोपी', 1] },
    top: { shirt: ['कमीज़', 1], dress: ['फ्रॉक', 1], coat: ['कोट', 0], jumper: ['स्वेटर', 0], hoodie: ['हुडी', 1], uniform: ['वर्दी', 1] },
    scarf: ['मफ़लर', 0], fur: 'फर', feathers: 'पंख', and: 'और',
    item: (a, [n]) => `${a} ${n}`,
    hairPhrase: (c, curly, len) => [len, c, curly ? 'घुंघराले' : undefined, 'बाल'].filter(Boolean).join(' '),
  },
  zh: {
    colour: { black: inv('黑色'), white: inv('白色'), grey: inv('灰色'), brown: inv('棕色'), beige: inv('米色'), red: inv('红色'), orange: inv('橙色'), yellow: inv('黄色'), green: inv('绿色'), blue: inv('蓝色'), navy: inv('深蓝色'), purple: inv('紫色'), pink: inv('粉色'), gold: inv('金色'), silver: inv('银色') },
    hairColour: { black: '黑色', 'dark-brown': '深棕色', brown: '棕色', auburn: '红棕色', red: '红色', blonde: '金色', grey: '灰色', white: '白色' },
    curly: '卷', long: '长', short: '短', hair: '头发', bald: '光溜溜的小脑袋', braids: '小辫子', bun: '丸子头', ponytail: '马尾辫', glasses: '圆圆的眼镜', beard: '软软的胡子',
    hat: { hat: ['帽子', 0], cap: ['棒球帽', 0], beanie: ['毛线帽', 0], crown: ['皇冠', 0], helmet: ['头盔', 0], headscarf: ['头巾', 0], 'sun-hat': ['草帽', 0] },
    top: { shirt: ['上衣', 0], dress: ['裙子', 0], coat: ['外套', 0], jumper: ['毛衣', 0], hoodie: ['连帽衫', 0], uniform: ['制服', 0] },
    scarf: ['围巾', 0], fur: '毛', feathers: '羽毛', and: '和',
    item: (a, [n]) => `${a}的${n}`,
    hairPhrase: (c, curly, len) => `${c ?? ''}的${len ?? ''}${curly ? '卷' : ''}发`.replace(/^的/, ''),
  },
  ja: {
    colour: { black: inv('黒い'), white: inv('白い'), grey: inv('灰色の'), brown: inv('茶色い'), beige: inv('ベージュの'), red: inv('赤い'), orange: inv('オレンジの'), yellow: inv('黄色い'), green: inv('緑の'), blue: inv('青い'), navy: inv('紺色の'), purple: inv('紫の'), pink: inv('ピンクの'), gold: inv('金色の'), silver: inv('銀色の') },
    hairColour: { black: '黒い', 'dark-brown': 'こげ茶色の', brown: '茶色の', auburn: '赤茶色の', red: '赤い', blonde: '金色の', grey: '灰色の', white: '白い' },
    curly: 'くるくるの', long: '長い', short: '短い', hair: 'かみ', bald: 'つるつるの頭', braids: 'みつあみ', bun: 'おだんごヘア', ponytail: 'ポニーテール', glasses: 'まるいめがね', beard: 'やわらかいおひげ',
    hat: { hat: ['ぼうし', 0], cap: ['キャップ', 0], beanie: ['ニットぼう', 0], crown: ['おうかん', 0], helmet: ['ヘルメット', 0], headscarf: ['スカーフ', 0], 'sun-hat': ['むぎわらぼうし', 0] },
    top: { shirt: ['シャツ', 0], dress: ['ワンピース', 0], coat: ['コート', 0], jumper: ['セーター', 0], hoodie: ['パーカー', 0], uniform: ['せいふく', 0] },
    scarf: ['マフラー', 0], fur: 'け', feathers: 'はね', and: 'と',
    item: (a, [n]) => `${a}${n}`,
    hairPhrase: (c, curly, len) => `${len ?? ''}${c ?? ''}${curly ? 'くるくるの' : ''}かみ`,
  },
  ko: {
    colour: { black: inv('까만'), white: inv('하얀'), grey: inv('회색'), brown: inv('갈색'), beige: inv('베이지색'), red: inv('빨간'), orange: inv('주황색'), yellow: inv('노란'), green: inv('초록색'), blue: inv('파란'), navy: inv('남색'), purple: inv('보라색'), pink: inv('분홍색'), gold: inv('금색'), silver: inv('은색') },
    hairColour: { black: '까만', 'dark-brown': '짙은 갈색', brown: '갈색', auburn: '적갈색', red: '빨간', blonde: '금발', grey: '회색', white: '하얀' },
    curly: '곱슬', long: '긴', short: '짧은', hair: '머리', bald: '반짝이는 민머리', braids: '땋은 머리', bun: '똥머리', ponytail: '포니테일', glasses: '동그란 안경', beard: '부드러운 수염',
    hat: { hat: ['모자', 0], cap: ['야구모자', 0], beanie: ['털모자', 0], crown: ['왕관', 0], helmet: ['헬멧', 0], headscarf: ['두건', 0], 'sun-hat': ['밀짚모자', 0] },
    top: { shirt: ['티셔츠', 0], dress: ['원피스', 0], coat: ['코트', 0], jumper: ['스웨터', 0], hoodie: ['후드티', 0], uniform: ['제복', 0] },
    scarf: ['목도리', 0], fur: '털', feathers: '깃털', and: '그리고',
    item: (a, [n]) => `${a} ${n}`,
    hairPhrase: (c, curly, len) => [len, c, curly ? '곱슬' : undefined, '머리'].filter(Boolean).join(' '),
  },
};

const BIRDS: ReadonlySet<Species> = new Set(['bird', 'parrot', 'duck', 'owl', 'penguin']);

/**
 * The look as a short phrase in `language` ("blonde curls, round glasses and a red hat"), or null
 * when the look says nothing worth telling. Only catalogue words, so it is safe to print.
 */
export function lookPhrase(look: HeroLook | undefined, language: LanguageCode, options: { bedtime?: boolean } = {}): string | null {
  if (!look) return null;
  const w = WORDS[language] ?? (WORDS.en as Words);
  const items: string[] = [];
  if (look.kind === 'person') {
    if (look.hairLength === 'bald') items.push(w.bald);
    else if (look.hairColour || look.hairTexture === 'curly' || look.hairTexture === 'coily' || look.hairLength === 'long' || look.hairLength === 'short') {
      const curly = look.hairTexture === 'curly' || look.hairTexture === 'coily';
      const len = look.hairLength === 'long' ? w.long : look.hairLength === 'short' ? w.short : undefined;
      items.push(w.hairPhrase(look.hairColour ? w.hairColour[look.hairColour] : undefined, curly, len));
    }
    if (look.hairStyle === 'braids' || look.hairStyle === 'pigtails') items.push(w.braids);
    else if (look.hairStyle === 'bun') items.push(w.bun);
    else if (look.hairStyle === 'ponytail') items.push(w.ponytail);
    if (look.glasses) items.push(w.glasses);
    if (look.beard) items.push(w.beard);
    if (!options.bedtime) {
      if (look.headwear && look.headwear !== 'none') {
        const noun = w.hat[look.headwear];
        if (noun) items.push(look.headwearColour ? w.item(form(w.colour[look.headwearColour], noun[1]), noun) : w.item('', noun).replace(/\s+/g, ' ').trim());
      }
      if (look.scarf && look.scarf !== 'none') items.push(w.item(form(w.colour[look.scarf], w.scarf[1]), w.scarf));
      const top = w.top[look.top ?? 'shirt'];
      if (look.clothing?.[0]) items.push(w.item(form(w.colour[look.clothing[0]], top[1]), top));
    }
  } else if (look.kind === 'animal' && look.colours?.[0]) {
    const c = w.colour[look.colours[0]];
    const noun: Noun = [look.species && BIRDS.has(look.species) ? w.feathers : w.fur, 0];
    items.push(language === 'en' || language === 'de' || language === 'nl' || language === 'pl' || language === 'tr' || language === 'zh' || language === 'ja' || language === 'ko' || language === 'hi'
      ? w.item(form(c, 2), noun).replace(/^(an?|ein|eine|een) /, '').replace(/ bir /, ' ')
      : `${noun[0]} ${form(c, 0)}`);
  }
  if (!items.length) return null;
  const cjk = language === 'zh' || language === 'ja';
  return listJoin(items, w.and, cjk ? '、' : language === 'ar' ? '، ' : ', ', cjk ? '' : ' ');
}
