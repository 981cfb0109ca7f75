/**
 * Turkish look words. `describe`: the words a parent uses for hair, skin, clothes, hats,
 * animals and objects, as `meaning=word|word;…` (a word ending in `*` matches any word starting with it;
 * meanings are listed in likeness/lexicon.ts). `phrase`: how a story says the hero's look from its fields.
 */
import { inv } from '../../likeness/look-words.ts';
import type { LookWords } from '../schema.ts';

export const look: LookWords = {
  describe: `c:black=siyah*|kara;c:white=beyaz*;c:grey=gri;c:brown=kahverengi*;c:beige=bej;c:red=kırmızı*;c:orange=turuncu*;c:yellow=sarı;c:green=yeşil*;c:blue=mavi*;c:navy=lacivert*;c:purple=mor;c:pink=pembe*;c:gold=altın*;c:silver=gümüş*;
hair=saç|saçlı|saçları|saçlar;skin=ten|tenli|cilt;eyes=göz|gözlü|gözleri;fur=tüy*|kürk*;hc:blonde=sarışın*;hc:red=kızıl*;hc:brown=kumral|esmer;hc:grey=kır saçlı|ak saçlı;
len:long=uzun;len:short=kısa;len:bald=kel;tex:curly=kıvırcık|bukle*;tex:straight=düz;tex:wavy=dalgalı;tex:coily=afro;
sty:braids=örgü*;sty:ponytail=at kuyruğu;sty:bun=topuz;sty:pigtails=iki örgü;
hw:hat=şapka*;hw:cap=kasket*|beyzbol şapkası;hw:beanie=bere*;hw:crown=taç;hw:helmet=kask*;hw:headscarf=başörtü*|eşarp*;
glasses=gözlük*;scarf=atkı*;top:shirt=tişört*|gömlek*|bluz*;top:dress=elbise*;top:coat=mont*|ceket*|palto*|yağmurluk*;top:jumper=kazak*|hırka*;top:hoodie=sweatshirt;top:uniform=üniforma*;
bottom=pantolon*|etek*|şort*|kot;beard=sakal*|bıyık*;
tone:dark=koyu;tone:light=açık;tone:very-light=beyaz tenli|solgun;tone:tan=buğday|esmer tenli;
age:toddler=bebek;age:child=kız|oğlan|çocuk|erkek çocuk;age:teen=genç;age:adult=adam|kadın|anne|baba;age:older-adult=büyükanne|büyükbaba|nine|dede|yaşlı;
sp:cat=kedi*;sp:dog=köpek*|köpeğ*|kuçu*;sp:rabbit=tavşan*;sp:bear=ayı*;sp:fox=tilki*;sp:owl=baykuş*;sp:mouse=fare*;sp:lion=aslan*;sp:tiger=kaplan*;sp:panda=panda;sp:penguin=penguen*;sp:raccoon=rakun*;sp:frog=kurbağa*;sp:pig=domuz*;sp:monkey=maymun*;sp:elephant=fil|fili;sp:horse=at|atı|midilli;sp:unicorn=tek boynuzlu at;sp:cow=inek*;sp:sheep=koyun*|kuzu*;sp:giraffe=zürafa*;sp:zebra=zebra*;sp:bird=kuş*;sp:parrot=papağan*|muhabbet kuşu;sp:duck=ördek*;sp:fish=balık*;sp:turtle=kaplumbağa*;sp:hedgehog=kirpi*;sp:wolf=kurt|kurdu;sp:squirrel=sincap*;sp:dinosaur=dinozor*;sp:dragon=ejderha*;
obj:airplane=uçak*;obj:car=araba*;obj:bus=otobüs*;obj:truck=kamyon*;obj:train=tren*;obj:boat=tekne*|gemi*;obj:bicycle=bisiklet*;obj:rocket=roket*;obj:teddy=oyuncak ayı|peluş*;obj:doll=bebek oyuncak;obj:robot=robot*;obj:ball=top|topu;obj:balloon=balon*;obj:kite=uçurtma*;obj:book=kitap*;obj:star=yıldız*`,
  others: `pre=onun|ile;post=ile;who=abla*|ağabey*|abi*|kardeş*|arkadaş*|kuzen*|oyuncak*|babaanne*|anneanne*|dedesi*|ninesi*`,
  phrase: {
    colour: {
      black: inv('siyah'),
      white: inv('beyaz'),
      grey: inv('gri'),
      brown: inv('kahverengi'),
      beige: inv('bej'),
      red: inv('kırmızı'),
      orange: inv('turuncu'),
      yellow: inv('sarı'),
      green: inv('yeşil'),
      blue: inv('mavi'),
      navy: inv('lacivert'),
      purple: inv('mor'),
      pink: inv('pembe'),
      gold: inv('altın rengi'),
      silver: inv('gümüş rengi'),
    },
    hairColour: {
      black: 'siyah',
      'dark-brown': 'koyu kahverengi',
      brown: 'kahverengi',
      auburn: 'kestane',
      red: 'kızıl',
      blonde: 'sarı',
      grey: 'kır',
      white: 'beyaz',
    },
    curly: 'kıvırcık',
    long: 'uzun',
    short: 'kısa',
    hair: 'saçlar',
    bald: 'parlak bir kel kafa',
    braids: 'örgüler',
    bun: 'bir topuz',
    ponytail: 'bir at kuyruğu',
    glasses: 'yuvarlak bir gözlük',
    beard: 'yumuşak bir sakal',
    hat: {
      hat: ['şapka', 0],
      cap: ['kasket', 0],
      beanie: ['bere', 0],
      crown: ['taç', 0],
      helmet: ['kask', 0],
      headscarf: ['eşarp', 0],
      'sun-hat': ['hasır şapka', 0],
    },
    top: { shirt: ['tişört', 0], dress: ['elbise', 0], coat: ['mont', 0], jumper: ['kazak', 0], hoodie: ['kapüşonlu', 0], uniform: ['üniforma', 0] },
    scarf: ['atkı', 0],
    fur: 'tüyler',
    feathers: 'tüyler',
    and: 've',
    item: (a, [n]) => `${a} bir ${n}`,
    hairPhrase: (c, curly, len) => [len, curly ? 'kıvırcık' : undefined, c, 'saçlar'].filter(Boolean).join(' '),
  },
};
