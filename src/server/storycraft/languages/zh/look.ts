/**
 * Chinese look words. `describe`: the words a parent uses for hair, skin, clothes, hats,
 * animals and objects, as `meaning=word|word;…` (a word ending in `*` matches any word starting with it;
 * meanings are listed in likeness/lexicon.ts). `phrase`: how a story says the hero's look from its fields.
 */
import { inv } from '../../likeness/look-words.ts';
import type { LookWords } from '../schema.ts';

export const look: LookWords = {
  describe: `c:black=黑色|黑;c:white=白色|白;c:grey=灰色|灰;c:brown=棕色|咖啡色|褐色;c:beige=米色;c:red=红色|红;c:orange=橙色|橘色;c:yellow=黄色|黄;c:green=绿色|绿;c:blue=蓝色|蓝;c:navy=深蓝色|藏青色;c:purple=紫色|紫;c:pink=粉色|粉红色|粉红;c:gold=金色;c:silver=银色;
hair=头发|发;skin=皮肤|肤色;eyes=眼睛;fur=毛|羽毛;hc:blonde=金发|金色头发;hc:red=红发;hc:grey=白发|花白;
len:long=长;len:short=短;len:bald=光头|秃头;tex:curly=卷发|卷;tex:straight=直发|直;tex:wavy=波浪;tex:coily=爆炸头;
sty:braids=辫子|麻花辫;sty:ponytail=马尾;sty:bun=丸子头|发髻;sty:pigtails=双马尾;
hw:hat=帽子;hw:cap=棒球帽|鸭舌帽;hw:beanie=毛线帽;hw:crown=皇冠;hw:helmet=头盔;hw:headscarf=头巾;hw:sun-hat=草帽|遮阳帽;
glasses=眼镜;scarf=围巾;top:shirt=T恤|衬衫|上衣;top:dress=裙子|连衣裙;top:coat=外套|夹克|雨衣|大衣;top:jumper=毛衣;top:hoodie=连帽衫|卫衣;top:uniform=制服;
bottom=裤子|牛仔裤|短裤|半身裙;beard=胡子|胡须;
tone:dark=深色皮肤|黝黑;tone:light=白皙|浅色皮肤;tone:tan=小麦色;
age:toddler=宝宝|婴儿;age:child=女孩|男孩|孩子|小朋友;age:teen=少年|少女;age:adult=男人|女人|妈妈|爸爸|叔叔|阿姨;age:older-adult=奶奶|爷爷|外婆|外公|老人|老奶奶|老爷爷;
sp:cat=猫|小猫;sp:dog=狗|小狗;sp:rabbit=兔子|兔;sp:bear=熊;sp:fox=狐狸;sp:owl=猫头鹰;sp:mouse=老鼠;sp:lion=狮子;sp:tiger=老虎;sp:panda=熊猫;sp:penguin=企鹅;sp:raccoon=浣熊;sp:frog=青蛙;sp:pig=猪;sp:monkey=猴子;sp:elephant=大象;sp:horse=马|小马;sp:unicorn=独角兽;sp:cow=奶牛|牛;sp:sheep=绵羊|羊;sp:giraffe=长颈鹿;sp:zebra=斑马;sp:bird=小鸟|鸟;sp:parrot=鹦鹉|金刚鹦鹉;sp:duck=鸭子|鸭;sp:fish=鱼|金鱼;sp:turtle=乌龟;sp:hedgehog=刺猬;sp:wolf=狼;sp:squirrel=松鼠;sp:dinosaur=恐龙;sp:dragon=龙;
obj:airplane=飞机;obj:car=汽车|小汽车;obj:bus=公共汽车|巴士;obj:truck=卡车;obj:train=火车;obj:boat=船|小船;obj:bicycle=自行车;obj:rocket=火箭;obj:teddy=泰迪熊|玩具熊;obj:doll=娃娃;obj:robot=机器人;obj:ball=球;obj:balloon=气球;obj:kite=风筝;obj:book=书;obj:star=星星`,
  others: `pre=她的|他的|它的|她|他|和|跟|与|带着|陪着|喜欢|爱;post=;who=姐姐|妹妹|哥哥|弟弟|朋友|好朋友|表姐|表妹|表哥|表弟|玩具|宠物`,
  phrase: {
    colour: {
      black: inv('黑色'),
      white: inv('白色'),
      grey: inv('灰色'),
      brown: inv('棕色'),
      beige: inv('米色'),
      red: inv('红色'),
      orange: inv('橙色'),
      yellow: inv('黄色'),
      green: inv('绿色'),
      blue: inv('蓝色'),
      navy: inv('深蓝色'),
      purple: inv('紫色'),
      pink: inv('粉色'),
      gold: inv('金色'),
      silver: inv('银色'),
    },
    hairColour: { black: '黑色', 'dark-brown': '深棕色', brown: '棕色', auburn: '红棕色', red: '红色', blonde: '金色', grey: '灰色', white: '白色' },
    curly: '卷',
    long: '长',
    short: '短',
    hair: '头发',
    bald: '光溜溜的小脑袋',
    braids: '小辫子',
    bun: '丸子头',
    ponytail: '马尾辫',
    glasses: '圆圆的眼镜',
    beard: '软软的胡子',
    hat: {
      hat: ['帽子', 0],
      cap: ['棒球帽', 0],
      beanie: ['毛线帽', 0],
      crown: ['皇冠', 0],
      helmet: ['头盔', 0],
      headscarf: ['头巾', 0],
      'sun-hat': ['草帽', 0],
    },
    top: { shirt: ['上衣', 0], dress: ['裙子', 0], coat: ['外套', 0], jumper: ['毛衣', 0], hoodie: ['连帽衫', 0], uniform: ['制服', 0] },
    scarf: ['围巾', 0],
    fur: '毛',
    feathers: '羽毛',
    and: '和',
    item: (a, [n]) => `${a}的${n}`,
    hairPhrase: (c, curly, len) => `${c ?? ''}的${len ?? ''}${curly ? '卷' : ''}发`.replace(/^的/, ''),
  },
};
