/**
 * English look words. `describe`: the words a parent uses for hair, skin, clothes, hats,
 * animals and objects, as `meaning=word|word;…` (a word ending in `*` matches any word starting with it;
 * meanings are listed in likeness/lexicon.ts). `phrase`: how a story says the hero's look from its fields.
 */
import { inv } from '../../likeness/look-words.ts';
import type { LookWords } from '../schema.ts';

export const look: LookWords = {
  describe: `c:black=black;c:white=white;c:grey=grey|gray;c:brown=brown;c:beige=beige|cream;c:red=red;c:orange=orange;c:yellow=yellow;c:green=green;
c:blue=blue|light-blue;c:navy=navy;c:purple=purple|violet|lilac;c:pink=pink;c:gold=gold|golden;c:silver=silver;
hair=hair|hairs;skin=skin|complexion;eyes=eyes|eye;fur=fur|feathers|coat of fur;hc:blonde=blonde|blond;hc:red=ginger|redhead|red-haired;hc:brown=brunette;hc:grey=grey-haired|gray-haired;
len:long=long;len:short=short;len:bald=bald;tex:curly=curly|curls;tex:straight=straight;tex:wavy=wavy;tex:coily=afro|coily;
sty:braids=braids|braid|plaits;sty:ponytail=ponytail;sty:bun=bun;sty:pigtails=pigtails;
hw:hat=hat|top hat;hw:cap=cap|baseball cap;hw:beanie=beanie|woolly hat|bobble hat;hw:crown=crown|tiara;hw:helmet=helmet;hw:headscarf=headscarf|hijab;hw:sun-hat=sun hat|sunhat|straw hat;
glasses=glasses|spectacles|specs;scarf=scarf;top:shirt=shirt|t-shirt|tshirt|top|blouse;top:dress=dress;top:coat=coat|jacket|raincoat;top:jumper=jumper|sweater|pullover|cardigan;top:hoodie=hoodie;top:uniform=uniform;
bottom=trousers|pants|jeans|skirt|shorts|leggings;beard=beard|bearded|moustache|mustache;
tone:dark=dark;tone:light=light|fair;tone:very-light=pale;tone:tan=tan|olive;tone:brown=brown-skinned;tone:medium=medium;
age:toddler=baby|toddler;age:child=girl|boy|child|kid;age:teen=teen|teenager;age:adult=man|woman|mum|mom|dad|daddy|mummy|mommy|uncle|aunt|lady;age:older-adult=grandma|grandpa|granny|grandad|grandfather|grandmother|old|elderly;
sp:cat=cat|kitten|kitty;sp:dog=dog|puppy|doggy;sp:rabbit=rabbit|bunny|hare;sp:bear=bear;sp:fox=fox;sp:owl=owl;sp:mouse=mouse;sp:lion=lion;sp:tiger=tiger;sp:panda=panda;sp:penguin=penguin;sp:raccoon=raccoon;sp:frog=frog;sp:pig=pig|piglet;sp:monkey=monkey;sp:elephant=elephant;sp:horse=horse|pony;sp:unicorn=unicorn;sp:cow=cow;sp:sheep=sheep|lamb;sp:giraffe=giraffe;sp:zebra=zebra;sp:bird=bird|robin|sparrow;sp:parrot=parrot|macaw|budgie;sp:duck=duck|duckling;sp:fish=fish|goldfish;sp:turtle=turtle|tortoise;sp:hedgehog=hedgehog;sp:koala=koala;sp:wolf=wolf;sp:squirrel=squirrel;sp:dinosaur=dinosaur|dino;sp:dragon=dragon;
obj:airplane=airplane|aeroplane|plane|jet;obj:car=car;obj:bus=bus;obj:truck=truck|lorry;obj:train=train|locomotive;obj:boat=boat|ship;obj:bicycle=bicycle|bike;obj:rocket=rocket;obj:teddy=teddy|teddy bear;obj:doll=doll;obj:robot=robot;obj:ball=ball;obj:balloon=balloon;obj:kite=kite;obj:book=book;obj:teapot=teapot;obj:star=star;obj:cloud=cloud`,
  others: `pre=her|his|their|its|with|w|w/|loves|likes|adores;post=;who=sister|sisters|brother|brothers|sis|bro|friend|friends|bestie|buddy|pal|cousin|cousins|twin|sibling|siblings|toy|toys|pet|pets|puppet|neighbour|neighbor`,
  phrase: {
    colour: {
      black: inv('black'),
      white: inv('white'),
      grey: inv('grey'),
      brown: inv('brown'),
      beige: inv('beige'),
      red: inv('red'),
      orange: inv('orange'),
      yellow: inv('yellow'),
      green: inv('green'),
      blue: inv('blue'),
      navy: inv('navy-blue'),
      purple: inv('purple'),
      pink: inv('pink'),
      gold: inv('golden'),
      silver: inv('silver'),
    },
    hairColour: { black: 'black', 'dark-brown': 'dark brown', brown: 'brown', auburn: 'auburn', red: 'red', blonde: 'blonde', grey: 'grey', white: 'white' },
    curly: 'curly',
    long: 'long',
    short: 'short',
    hair: 'hair',
    bald: 'a shiny bald head',
    braids: 'braids',
    bun: 'a bun',
    ponytail: 'a ponytail',
    glasses: 'round glasses',
    beard: 'a soft beard',
    hat: {
      hat: ['hat', 0],
      cap: ['cap', 0],
      beanie: ['woolly hat', 0],
      crown: ['crown', 0],
      helmet: ['helmet', 0],
      headscarf: ['headscarf', 0],
      'sun-hat': ['sun hat', 0],
    },
    top: { shirt: ['top', 0], dress: ['dress', 0], coat: ['coat', 0], jumper: ['jumper', 0], hoodie: ['hoodie', 0], uniform: ['uniform', 0] },
    scarf: ['scarf', 0],
    fur: 'fur',
    feathers: 'feathers',
    and: 'and',
    item: (a, [n]) => `${/^[aeiou]/.test(a) ? 'an' : 'a'} ${a} ${n}`,
    hairPhrase: (c, curly, len) => (curly ? [len, c, 'curls'].filter(Boolean).join(' ') : [len, c, 'hair'].filter(Boolean).join(' ')),
  },
};
