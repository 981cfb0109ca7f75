/**
 * Arabic look words. `describe`: the words a parent uses for hair, skin, clothes, hats,
 * animals and objects, as `meaning=word|word;…` (a word ending in `*` matches any word starting with it;
 * meanings are listed in likeness/lexicon.ts). `phrase`: how a story says the hero's look from its fields.
 */
import { inv, mf } from '../../likeness/look-words.ts';
import type { LookWords } from '../schema.ts';

export const look: LookWords = {
  describe: `c:black=أسود|سوداء|السوداء|الأسود;c:white=أبيض|بيضاء|الأبيض;c:grey=رمادي|رمادية;c:brown=بني|بنية;c:beige=بيج;c:red=أحمر|حمراء|الأحمر;c:orange=برتقالي|برتقالية;c:yellow=أصفر|صفراء;c:green=أخضر|خضراء;c:blue=أزرق|زرقاء;c:navy=كحلي|كحلية;c:purple=بنفسجي|بنفسجية|أرجواني;c:pink=وردي|وردية|زهري;c:gold=ذهبي|ذهبية;c:silver=فضي|فضية;
hair=شعر|الشعر|شعرها|شعره;skin=بشرة|البشرة;eyes=عيون|عينين;fur=فرو|ريش;hc:blonde=أشقر|شقراء;hc:red=أصهب|صهباء;hc:grey=أشيب|شيباء;
len:long=طويل|طويلة;len:short=قصير|قصيرة;len:bald=أصلع|صلعاء;tex:curly=مجعد|مجعدة|كيرلي;tex:straight=ناعم|ناعمة|أملس;tex:wavy=مموج|مموجة;tex:coily=أفرو;
sty:braids=ضفائر|ضفيرة|جدائل;sty:ponytail=ذيل حصان;sty:bun=كعكة;
hw:hat=قبعة|قبعته|قبعتها;hw:cap=كاب|طاقية;hw:beanie=قبعة صوفية;hw:crown=تاج;hw:helmet=خوذة;hw:headscarf=حجاب|وشاح رأس;
glasses=نظارة|نظارات;scarf=وشاح|كوفية|لفحة;top:shirt=قميص|تيشيرت|بلوزة;top:dress=فستان;top:coat=معطف|سترة|جاكيت;top:jumper=كنزة|سويتر;top:uniform=زي رسمي;
bottom=بنطال|بنطلون|تنورة|شورت;beard=لحية|شارب;
tone:dark=داكنة|سمراء;tone:light=فاتحة;tone:very-light=شاحبة;tone:tan=قمحية;
age:toddler=رضيع|رضيعة;age:child=طفلة|طفل|بنت|ولد;age:teen=مراهق|مراهقة;age:adult=رجل|امرأة|أم|أب|ماما|بابا;age:older-adult=جدة|جد|عجوز|مسن|مسنة;
sp:cat=قطة|قط|هرة;sp:dog=كلب|جرو;sp:rabbit=أرنب;sp:bear=دب;sp:fox=ثعلب;sp:owl=بومة;sp:mouse=فأر;sp:lion=أسد;sp:tiger=نمر;sp:panda=باندا;sp:penguin=بطريق;sp:raccoon=راكون;sp:frog=ضفدع;sp:pig=خنزير;sp:monkey=قرد;sp:elephant=فيل;sp:horse=حصان|مهر;sp:unicorn=وحيد القرن الخيالي|يونيكورن;sp:cow=بقرة;sp:sheep=خروف|نعجة;sp:giraffe=زرافة;sp:zebra=حمار وحشي;sp:bird=عصفور|طائر;sp:parrot=ببغاء|ببغاوات;sp:duck=بطة;sp:fish=سمكة;sp:turtle=سلحفاة;sp:hedgehog=قنفذ;sp:wolf=ذئب;sp:squirrel=سنجاب;sp:dinosaur=ديناصور;sp:dragon=تنين;
obj:airplane=طائرة;obj:car=سيارة;obj:bus=حافلة|باص;obj:truck=شاحنة;obj:train=قطار;obj:boat=قارب|سفينة;obj:bicycle=دراجة;obj:rocket=صاروخ;obj:teddy=دبدوب|دب محشو;obj:doll=دمية;obj:robot=روبوت|رجل آلي;obj:ball=كرة;obj:balloon=بالون;obj:kite=طائرة ورقية;obj:book=كتاب;obj:star=نجمة`,
  others: `pre=مع|يحب|تحب;post=ها|هم|هما;who=أخت|أخ|أخو|صديق|صديقة|أصدقاء|ابن عم|بنت عم|لعبة|ألعاب|جار|جارة`,
  phrase: {
    colour: {
      black: mf('أسود', 'سوداء'),
      white: mf('أبيض', 'بيضاء'),
      grey: mf('رمادي', 'رمادية'),
      brown: mf('بني', 'بنية'),
      beige: inv('بيج'),
      red: mf('أحمر', 'حمراء'),
      orange: mf('برتقالي', 'برتقالية'),
      yellow: mf('أصفر', 'صفراء'),
      green: mf('أخضر', 'خضراء'),
      blue: mf('أزرق', 'زرقاء'),
      navy: mf('كحلي', 'كحلية'),
      purple: mf('بنفسجي', 'بنفسجية'),
      pink: mf('وردي', 'وردية'),
      gold: mf('ذهبي', 'ذهبية'),
      silver: mf('فضي', 'فضية'),
    },
    hairColour: { black: 'أسود', 'dark-brown': 'بني داكن', brown: 'بني', auburn: 'كستنائي', red: 'أحمر', blonde: 'أشقر', grey: 'رمادي', white: 'أبيض' },
    curly: 'مجعد',
    long: 'طويل',
    short: 'قصير',
    hair: 'شعر',
    bald: 'رأس أصلع لامع',
    braids: 'ضفائر',
    bun: 'كعكة شعر',
    ponytail: 'ذيل حصان',
    glasses: 'نظارة مستديرة',
    beard: 'لحية ناعمة',
    hat: {
      hat: ['قبعة', 1],
      cap: ['طاقية', 1],
      beanie: ['قبعة صوفية', 1],
      crown: ['تاج', 0],
      helmet: ['خوذة', 1],
      headscarf: ['حجاب', 0],
      'sun-hat': ['قبعة قش', 1],
    },
    top: { shirt: ['قميص', 0], dress: ['فستان', 0], coat: ['معطف', 0], jumper: ['كنزة', 1], hoodie: ['سترة بقلنسوة', 1], uniform: ['زي رسمي', 0] },
    scarf: ['وشاح', 0],
    fur: 'فرو',
    feathers: 'ريش',
    and: 'و',
    item: (a, [n]) => `${n} ${a}`,
    hairPhrase: (c, curly, len) => ['شعر', c, curly ? 'مجعد' : undefined, len].filter(Boolean).join(' '),
  },
};
