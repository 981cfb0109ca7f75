/**
 * Whose look a description gives: a parent writes about the hero, and often about the hero's pet,
 * sibling, grandparent, friend or toy in the same breath ("loves her puppy Max", "seine Schwester",
 * "avec son chat", "il suo orsetto"). Only the hero's words may shape the hero; the kind the parent
 * chose decides which fields exist at all. Descriptions are typed the way parents type (no capitals,
 * missing commas, "w/", mixed languages). The table was split at random into two halves: the second
 * was not looked at while the parser was written.
 */
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../src/shared/catalog.ts';
import type { HeroLook, LookKind } from '../../src/shared/hero-look.ts';
import { heroLookFromDescription } from '../../src/server/storycraft/likeness/describe.ts';

/** Language the parent's story is in, the kind the parent chose, the description, fields it must give, field values it must not give. */
type Row = [LanguageCode, LookKind, string, Partial<HeroLook>, Partial<HeroLook>];

const PERSON_ONLY = ['skinTone', 'hairColour', 'hairLength', 'hairTexture', 'hairStyle', 'top', 'clothing', 'ageBand', 'beard'] as const;

const FIRST_HALF: Row[] = [
  ['ja', 'animal', '白いうさぎ、ねこと一緒に遊ぶ', { species: 'rabbit', colours: ['white'] }, {}],
  ['ja', 'person', 'メガネの女の子、おばあちゃんと一緒に住んでいる', { glasses: true, ageBand: 'child' }, { ageBand: 'older-adult' }],
  ['de', 'animal', 'ein brauner hund mit seinem freund dem kater', { species: 'dog', colours: ['brown'] }, {}],
  ['en', 'animal', 'fluffy orange cat who loves her little puppy friend', { species: 'cat', colours: ['orange'] }, {}],
  ['ko', 'animal', '하얀 토끼, 고양이와 함께 놀아요', { species: 'rabbit', colours: ['white'] }, {}],
  ['ko', 'person', '안경 쓴 여자아이, 할머니랑 같이 살아요', { glasses: true, ageBand: 'child' }, { ageBand: 'older-adult' }],
  ['fr', 'person', 'elle adore sa soeur qui a les cheveux longs blonds', {}, { hairLength: 'long', hairColour: 'blonde' }],
  ['en', 'person', 'blond boy, cap, plays w his big brother who wears glasses', { hairColour: 'blonde', headwear: 'cap', ageBand: 'child' }, { glasses: true }],
  ['zh', 'animal', '一只白色的小兔子，和她的小猫一起玩', { species: 'rabbit', colours: ['white'] }, {}],
  ['zh', 'person', '戴眼镜的小女孩，和奶奶住在一起', { glasses: true, ageBand: 'child' }, { ageBand: 'older-adult' }],
  ['es', 'animal', 'gatito gris que juega con su perro', { species: 'cat', colours: ['grey'] }, {}],
  ['de', 'person', 'brille und gelber regenmantel, geht mit seinem opa angeln', { glasses: true }, { ageBand: 'older-adult' }],
  ['en', 'person', 'glasses, blue hoodie, goes everywhere with his grandma', { glasses: true, top: 'hoodie', clothing: ['blue'] }, { ageBand: 'older-adult' }],
  ['fr', 'person', 'cheveux bouclés roux, toujours avec son chat noir', { hairTexture: 'curly', hairColour: 'red' }, { clothing: ['black'] }],
  ['de', 'person', 'blonde locken, liebt ihren hund bello', { hairColour: 'blonde', hairTexture: 'curly' }, {}],
  ['ar', 'person', 'شعر قصير أسود وأختها لها شعر أشقر طويل', { hairLength: 'short', hairColour: 'black' }, { hairColour: 'blonde' }],
  ['de', 'animal', 'kleine graue katze mit ihrem teddy', { species: 'cat', colours: ['grey'] }, {}],
  ['tr', 'person', 'kısa siyah saç, ablasının uzun sarı saçları var', { hairLength: 'short', hairColour: 'black' }, { hairColour: 'blonde' }],
  ['it', 'animal', 'un coniglio bianco con la sua amica gatta', { species: 'rabbit', colours: ['white'] }, {}],
  ['nl', 'person', 'kort haar en zijn zus heeft lang rood haar', { hairLength: 'short' }, { hairColour: 'red', hairLength: 'long' }],
  ['nl', 'animal', 'een zwarte kat die van zijn knuffelbeer houdt', { species: 'cat', colours: ['black'] }, {}],
  ['nl', 'person', 'krullend bruin haar, gaat overal heen met haar hondje', { hairTexture: 'curly', hairColour: 'brown' }, {}],
  ['es', 'person', 'niña con gafas, siempre con su abuela', { glasses: true, ageBand: 'child' }, {}],
  ['pt', 'person', 'cabelo curto e a irmã dela tem cabelo loiro comprido', { hairLength: 'short' }, { hairColour: 'blonde' }],
  ['pl', 'animal', 'biały królik i jego przyjaciel pies', { species: 'rabbit', colours: ['white'] }, {}],
  ['es', 'person', 'trenzas largas negras y su hermana tiene pelo rubio', { hairStyle: 'braids', hairColour: 'black' }, { hairColour: 'blonde' }],
  ['tr', 'person', "kıvırcık kahverengi saçlı, köpeği max'i çok seviyor", { hairTexture: 'curly', hairColour: 'brown' }, {}],
  ['pl', 'person', 'krótkie brązowe włosy i jej piesek', { hairLength: 'short', hairColour: 'brown' }, {}],
  ['pl', 'person', 'dziewczynka w okularach, zawsze z babcią', { glasses: true, ageBand: 'child' }, {}],
  ['hi', 'person', 'घुंघराले भूरे बाल, अपने कुत्ते से बहुत प्यार करती है', { hairTexture: 'curly', hairColour: 'brown' }, {}],
  ['pt', 'person', 'cabelo cacheado preto, ama o seu cachorrinho', { hairTexture: 'curly', hairColour: 'black' }, {}],
  ['tr', 'animal', 'beyaz bir tavşan, kedisiyle oynar', { species: 'rabbit', colours: ['white'] }, {}],
];

const SECOND_HALF: Row[] = [
  ['ar', 'person', 'شعر مجعد بني ويحب كلبها الصغير', { hairTexture: 'curly', hairColour: 'brown' }, {}],
  ['it', 'person', 'bambina con occhiali, gioca sempre con il suo cane', { glasses: true, ageBand: 'child' }, {}],
  ['en', 'animal', 'our puppy max, black and white, sleeps with his teddy', { species: 'dog' }, {}],
  [
    'en',
    'person',
    'curly brown hair, always with her big sister who has long blonde braids',
    { hairTexture: 'curly', hairColour: 'brown' },
    { hairStyle: 'braids', hairLength: 'long' },
  ],
  ['it', 'person', 'capelli ricci castani e il suo orsetto marrone', { hairTexture: 'curly', hairColour: 'brown' }, {}],
  ['hi', 'person', 'चश्मे वाली लड़की, अपनी दादी के साथ रहती है', { ageBand: 'child' }, { ageBand: 'older-adult' }],
  ['it', 'person', 'capelli corti neri, adora suo nonno', { hairLength: 'short', hairColour: 'black' }, { ageBand: 'older-adult' }],
  [
    'fr',
    'person',
    'cheveux courts bruns et un chapeau bleu, il joue avec son petit frère',
    { hairLength: 'short', headwear: 'hat', headwearColour: 'blue' },
    {},
  ],
  ['pt', 'animal', 'um gato laranja com o seu cachorro amigo', { species: 'cat', colours: ['orange'] }, {}],
  ['ar', 'person', 'بنت بنظارة مع جدتها', { ageBand: 'child' }, { ageBand: 'older-adult' }],
  ['en', 'person', 'Loves her red hat, rainy puddles and her puppy Max.', { headwear: 'hat', headwearColour: 'red' }, {}],
  ['tr', 'person', 'gözlüklü kız, babaannesiyle oynar', { glasses: true, ageBand: 'child' }, {}],
  ['nl', 'person', 'blond meisje met bril en haar opa', { hairColour: 'blonde', glasses: true, ageBand: 'child' }, {}],
  ['ar', 'animal', 'قطة رمادية تلعب مع كلبها', { species: 'cat', colours: ['grey'] }, {}],
  ['ko', 'person', '짧은 검은 머리, 언니는 긴 금발 머리', { hairColour: 'black' }, { hairColour: 'blonde' }],
  ['zh', 'person', '棕色卷发，喜欢她的小狗麦克斯', { hairColour: 'brown' }, {}],
  ['en', 'person', 'lina loves her puppy max and her kitty', {}, {}],
  ['fr', 'animal', 'un lapin blanc qui aime son chien', { species: 'rabbit', colours: ['white'] }, {}],
  ['ja', 'person', '短い黒髪、妹は長い金髪', { hairColour: 'black' }, { hairColour: 'blonde' }],
  ['en', 'person', 'blonde hair red jacke mit ihrem hund', { hairColour: 'blonde' }, {}],
  ['en', 'object', 'red toy car, lives with his friend the blue truck', { category: 'car', colours: ['red'] }, {}],
  ['ja', 'person', '茶色い髪、彼女の子犬マックスが大好き', { hairColour: 'brown' }, {}],
  ['ko', 'person', '곱슬곱슬한 갈색 머리, 그녀의 강아지 맥스를 좋아해요', { hairColour: 'brown' }, {}],
  ['hi', 'person', 'छोटे काले बाल, उसकी बहन के लंबे सुनहरे बाल हैं', { hairColour: 'black' }, { hairColour: 'blonde' }],
  ['fr', 'person', 'petite fille avec des lunettes et sa grand-mère', { glasses: true, ageBand: 'child' }, {}],
  ['hi', 'animal', 'सफ़ेद खरगोश जो अपनी बिल्ली के साथ खेलता है', { species: 'rabbit' }, {}],
  ['pl', 'person', 'długie blond włosy a jej siostra ma czarne włosy', { hairLength: 'long', hairColour: 'blonde' }, { hairColour: 'black' }],
  [
    'de',
    'person',
    'kurze braune haare, spielt immer mit seiner schwester die lange rote haare hat',
    { hairLength: 'short', hairColour: 'brown' },
    { hairColour: 'red' },
  ],
  ['en', 'animal', 'brown dog w/ a red collar and his sister the cat', { species: 'dog', colours: ['brown'] }, {}],
  ['es', 'person', 'pelo rizado castaño, le encanta su perrito toby', { hairTexture: 'curly' }, {}],
  ['pt', 'person', 'menina de óculos com a sua avó', { glasses: true, ageBand: 'child' }, {}],
  ['zh', 'person', '短黑发，她姐姐有长长的金发', { hairColour: 'black' }, { hairColour: 'blonde' }],
];

function check([language, kind, text, has, not]: Row): void {
  const look = heroLookFromDescription(text, kind, language);
  expect(look.kind ?? kind).toBe(kind);
  if (kind !== 'animal') expect(look.species).toBeUndefined();
  if (kind !== 'object') expect(look.category).toBeUndefined();
  if (kind !== 'person') for (const field of PERSON_ONLY) expect(look[field]).toBeUndefined();
  else expect(look.colours).toBeUndefined();
  expect(look).toMatchObject(has);
  for (const [field, value] of Object.entries(not)) expect(look[field as keyof HeroLook]).not.toEqual(value);
}

describe("the hero's look from a description that also speaks of others", () => {
  describe('first half', () => {
    it.each(FIRST_HALF)('%s %s: %s', (...row) => check(row));
  });
  describe('second half', () => {
    it.each(SECOND_HALF)('%s %s: %s', (...row) => check(row));
  });
  it('a possessive that speaks of the hero itself keeps the hero: a toy or pet hero, a grandpa hero', () => {
    expect(heroLookFromDescription('his favourite teddy, brown with a red bow', 'object', 'en')).toMatchObject({
      category: 'teddy',
      colours: expect.arrayContaining(['brown']),
    });
    expect(heroLookFromDescription('unser hund bello, braun mit weißen pfoten', 'animal', 'de')).toMatchObject({ species: 'dog' });
    expect(heroLookFromDescription('grandpa with a grey beard and glasses', 'person', 'en')).toMatchObject({
      ageBand: 'older-adult',
      beard: true,
      glasses: true,
    });
  });
});
