/**
 * Japanese look words. `describe`: the words a parent uses for hair, skin, clothes, hats,
 * animals and objects, as `meaning=word|word;…` (a word ending in `*` matches any word starting with it;
 * meanings are listed in likeness/lexicon.ts). `phrase`: how a story says the hero's look from its fields.
 */
import { inv } from '../../likeness/look-words.ts';
import type { LookWords } from '../schema.ts';

export const look: LookWords = {
  describe: `c:black=黒い|黒;c:white=白い|白;c:grey=灰色|グレー;c:brown=茶色|ブラウン;c:beige=ベージュ;c:red=赤い|赤;c:orange=オレンジ;c:yellow=黄色い|黄色;c:green=緑|グリーン;c:blue=青い|青|水色;c:navy=紺色|紺|ネイビー;c:purple=紫;c:pink=ピンク;c:gold=金色|ゴールド;c:silver=銀色|シルバー;
hair=髪の毛|髪|ヘア;skin=肌;eyes=目;fur=毛並み|羽;hc:blonde=金髪|ブロンド;hc:red=赤毛;hc:grey=白髪|グレーヘア;
len:long=長い|ロング;len:short=短い|ショート;len:bald=はげ|スキンヘッド;tex:curly=くるくる|巻き毛|カーリー|くせ毛;tex:straight=ストレート|まっすぐ;tex:wavy=ウェーブ;tex:coily=アフロ;
sty:braids=三つ編み|みつあみ;sty:ponytail=ポニーテール;sty:bun=お団子|おだんご;sty:pigtails=ツインテール;
hw:hat=帽子|ぼうし;hw:cap=キャップ;hw:beanie=ニット帽;hw:crown=王冠|ティアラ;hw:helmet=ヘルメット;hw:headscarf=スカーフ帽|ヒジャブ;hw:sun-hat=麦わら帽子;
glasses=眼鏡|めがね|メガネ;scarf=マフラー;top:shirt=Tシャツ|シャツ|ブラウス;top:dress=ワンピース|ドレス;top:coat=コート|ジャケット|レインコート;top:jumper=セーター;top:hoodie=パーカー;top:uniform=制服;
bottom=ズボン|ジーンズ|スカート|半ズボン;beard=ひげ|髭;
tone:dark=褐色の肌|黒い肌;tone:light=色白|白い肌;tone:tan=日焼け;
age:toddler=赤ちゃん;age:child=女の子|男の子|子ども|子供;age:teen=ティーン;age:adult=男の人|女の人|ママ|パパ|お母さん|お父さん;age:older-adult=おばあちゃん|おじいちゃん|お年寄り;
sp:cat=猫|ねこ|ネコ;sp:dog=犬|いぬ|イヌ|子犬;sp:rabbit=うさぎ|ウサギ|兎;sp:bear=くま|クマ|熊;sp:fox=きつね|キツネ|狐;sp:owl=ふくろう|フクロウ;sp:mouse=ねずみ|ネズミ;sp:lion=ライオン;sp:tiger=とら|トラ|虎;sp:panda=パンダ;sp:penguin=ペンギン;sp:raccoon=アライグマ;sp:frog=かえる|カエル;sp:pig=ぶた|ブタ|豚;sp:monkey=さる|サル|猿;sp:elephant=ぞう|ゾウ|象;sp:horse=うま|ウマ|馬|ポニー;sp:unicorn=ユニコーン;sp:cow=うし|ウシ|牛;sp:sheep=ひつじ|ヒツジ|羊;sp:giraffe=キリン;sp:zebra=シマウマ;sp:bird=小鳥|とり|鳥;sp:parrot=オウム|インコ|コンゴウインコ;sp:duck=アヒル|あひる|カモ;sp:fish=さかな|魚|金魚;sp:turtle=かめ|カメ|亀;sp:hedgehog=ハリネズミ;sp:wolf=オオカミ|狼;sp:squirrel=リス;sp:dinosaur=恐竜;sp:dragon=ドラゴン|竜;
obj:airplane=飛行機|ひこうき;obj:car=車|くるま|自動車;obj:bus=バス;obj:truck=トラック;obj:train=電車|汽車|列車;obj:boat=船|ふね|ボート;obj:bicycle=自転車;obj:rocket=ロケット;obj:teddy=テディベア|くまのぬいぐるみ;obj:doll=人形;obj:robot=ロボット;obj:ball=ボール;obj:balloon=風船;obj:kite=凧|たこあげ;obj:book=本;obj:star=星`,
  others: `pre=彼女の|彼の|愛;post=と一緒|といっしょ|と遊|が大好き|が好き|と仲良|と住|とくらす|と暮ら;who=妹|姉|弟|兄|お姉ちゃん|お兄ちゃん|おねえちゃん|おにいちゃん|姉妹|兄弟|友達|友だち|ともだち|いとこ|おもちゃ`,
  phrase: {
    colour: {
      black: inv('黒い'),
      white: inv('白い'),
      grey: inv('灰色の'),
      brown: inv('茶色い'),
      beige: inv('ベージュの'),
      red: inv('赤い'),
      orange: inv('オレンジの'),
      yellow: inv('黄色い'),
      green: inv('緑の'),
      blue: inv('青い'),
      navy: inv('紺色の'),
      purple: inv('紫の'),
      pink: inv('ピンクの'),
      gold: inv('金色の'),
      silver: inv('銀色の'),
    },
    hairColour: {
      black: '黒い',
      'dark-brown': 'こげ茶色の',
      brown: '茶色の',
      auburn: '赤茶色の',
      red: '赤い',
      blonde: '金色の',
      grey: '灰色の',
      white: '白い',
    },
    curly: 'くるくるの',
    long: '長い',
    short: '短い',
    hair: 'かみ',
    bald: 'つるつるの頭',
    braids: 'みつあみ',
    bun: 'おだんごヘア',
    ponytail: 'ポニーテール',
    glasses: 'まるいめがね',
    beard: 'やわらかいおひげ',
    hat: {
      hat: ['ぼうし', 0],
      cap: ['キャップ', 0],
      beanie: ['ニットぼう', 0],
      crown: ['おうかん', 0],
      helmet: ['ヘルメット', 0],
      headscarf: ['スカーフ', 0],
      'sun-hat': ['むぎわらぼうし', 0],
    },
    top: { shirt: ['シャツ', 0], dress: ['ワンピース', 0], coat: ['コート', 0], jumper: ['セーター', 0], hoodie: ['パーカー', 0], uniform: ['せいふく', 0] },
    scarf: ['マフラー', 0],
    fur: 'け',
    feathers: 'はね',
    and: 'と',
    item: (a, [n]) => `${a}${n}`,
    hairPhrase: (c, curly, len) => `${len ?? ''}${c ?? ''}${curly ? 'くるくるの' : ''}かみ`,
  },
};
