/**
 * Hindi look words. `describe`: the words a parent uses for hair, skin, clothes, hats,
 * animals and objects, as `meaning=word|word;…` (a word ending in `*` matches any word starting with it;
 * meanings are listed in likeness/lexicon.ts). `phrase`: how a story says the hero's look from its fields.
 */
import { inv, mf } from '../../likeness/look-words.ts';
import type { LookWords } from '../schema.ts';

export const look: LookWords = {
  describe: `c:black=काला|काली|काले;c:white=सफ़ेद|सफेद;c:grey=स्लेटी|धूसर|ग्रे;c:brown=भूरा|भूरी|भूरे;c:beige=बेज;c:red=लाल;c:orange=नारंगी|केसरिया;c:yellow=पीला|पीली|पीले;c:green=हरा|हरी|हरे;c:blue=नीला|नीली|नीले;c:navy=गहरा नीला|नेवी;c:purple=बैंगनी;c:pink=गुलाबी;c:gold=सुनहरा|सुनहरी|सुनहरे;c:silver=चाँदी|चांदी;
hair=बाल|बालों;skin=त्वचा|रंगत;eyes=आँखें|आंखें;fur=फर|पंख;hc:blonde=सुनहरे बाल|सुनहरी बाल;hc:grey=सफ़ेद बाल|सफेद बाल;
len:long=लंबे|लंबी|लम्बे;len:short=छोटे|छोटी;len:bald=गंजा|गंजे;tex:curly=घुंघराले|घुँघराले;tex:straight=सीधे;tex:wavy=लहराते;
sty:braids=चोटी|चोटियाँ;sty:ponytail=पोनीटेल;sty:bun=जूड़ा;
hw:hat=टोपी|हैट;hw:cap=कैप;hw:crown=मुकुट|ताज;hw:helmet=हेलमेट;hw:headscarf=दुपट्टा|हिजाब;hw:beanie=ऊनी टोपी;
glasses=चश्मा|चश्मे;scarf=मफ़लर|मफलर|स्कार्फ;top:shirt=कमीज़|कमीज|शर्ट|टी-शर्ट|कुर्ता;top:dress=फ्रॉक|ड्रेस;top:coat=कोट|जैकेट|रेनकोट;top:jumper=स्वेटर;top:uniform=वर्दी;
bottom=पैंट|पतलून|स्कर्ट|जींस;beard=दाढ़ी|मूंछ;
tone:dark=सांवली|साँवली|सांवला|गहरी त्वचा;tone:light=गोरी|गोरा;tone:tan=गेहुँआ|गेहुंआ;
age:toddler=शिशु|बच्चा छोटा;age:child=लड़की|लड़का|बच्ची|बच्चा;age:teen=किशोर|किशोरी;age:adult=आदमी|औरत|माँ|पापा|मम्मी;age:older-adult=दादी|दादा|नानी|नाना|बूढ़ा|बूढ़ी;
sp:cat=बिल्ली;sp:dog=कुत्ता|पिल्ला;sp:rabbit=खरगोश;sp:bear=भालू;sp:fox=लोमड़ी;sp:owl=उल्लू;sp:mouse=चूहा|चुहिया;sp:lion=शेर;sp:tiger=बाघ;sp:panda=पांडा;sp:penguin=पेंगुइन;sp:raccoon=रैकून;sp:frog=मेंढक;sp:pig=सूअर;sp:monkey=बंदर;sp:elephant=हाथी;sp:horse=घोड़ा|टट्टू;sp:unicorn=यूनिकॉर्न;sp:cow=गाय;sp:sheep=भेड़|मेमना;sp:giraffe=जिराफ़|जिराफ;sp:zebra=ज़ेबरा|जेबरा;sp:bird=चिड़िया|पक्षी;sp:parrot=तोता|तोते;sp:duck=बत्तख;sp:fish=मछली;sp:turtle=कछुआ;sp:hedgehog=साही;sp:wolf=भेड़िया;sp:squirrel=गिलहरी;sp:dinosaur=डायनासोर;sp:dragon=ड्रैगन;
obj:airplane=हवाई जहाज़|हवाई जहाज|विमान;obj:car=कार|गाड़ी;obj:bus=बस;obj:truck=ट्रक;obj:train=रेलगाड़ी|ट्रेन;obj:boat=नाव|जहाज़;obj:bicycle=साइकिल;obj:rocket=रॉकेट;obj:teddy=टेडी|टेडी बियर;obj:doll=गुड़िया;obj:robot=रोबोट;obj:ball=गेंद;obj:balloon=गुब्बारा;obj:kite=पतंग;obj:book=किताब;obj:star=तारा`,
  others: `pre=उसका|उसकी|उसके|अपना|अपनी|अपने;post=के साथ|से प्यार|को प्यार;who=बहन|भाई|दोस्त|सहेली|मित्र|खिलौना|खिलौने`,
  phrase: {
    colour: {
      black: mf('काला', 'काली'),
      white: inv('सफ़ेद'),
      grey: inv('स्लेटी'),
      brown: mf('भूरा', 'भूरी'),
      beige: inv('बेज'),
      red: inv('लाल'),
      orange: inv('नारंगी'),
      yellow: mf('पीला', 'पीली'),
      green: mf('हरा', 'हरी'),
      blue: mf('नीला', 'नीली'),
      navy: mf('गहरा नीला', 'गहरी नीली'),
      purple: inv('बैंगनी'),
      pink: inv('गुलाबी'),
      gold: mf('सुनहरा', 'सुनहरी'),
      silver: inv('चाँदी-सा'),
    },
    hairColour: { black: 'काले', 'dark-brown': 'गहरे भूरे', brown: 'भूरे', auburn: 'कत्थई', red: 'लाल', blonde: 'सुनहरे', grey: 'सफ़ेद-स्लेटी', white: 'सफ़ेद' },
    curly: 'घुंघराले',
    long: 'लंबे',
    short: 'छोटे',
    hair: 'बाल',
    bald: 'चमकता गंजा सिर',
    braids: 'चोटियाँ',
    bun: 'जूड़ा',
    ponytail: 'पोनीटेल',
    glasses: 'गोल चश्मा',
    beard: 'मुलायम दाढ़ी',
    hat: {
      hat: ['टोपी', 1],
      cap: ['टोपी', 1],
      beanie: ['ऊनी टोपी', 1],
      crown: ['मुकुट', 0],
      helmet: ['हेलमेट', 0],
      headscarf: ['दुपट्टा', 0],
      'sun-hat': ['तिनकों की टोपी', 1],
    },
    top: { shirt: ['कमीज़', 1], dress: ['फ्रॉक', 1], coat: ['कोट', 0], jumper: ['स्वेटर', 0], hoodie: ['हुडी', 1], uniform: ['वर्दी', 1] },
    scarf: ['मफ़लर', 0],
    fur: 'फर',
    feathers: 'पंख',
    and: 'और',
    item: (a, [n]) => `${a} ${n}`,
    hairPhrase: (c, curly, len) => [len, c, curly ? 'घुंघराले' : undefined, 'बाल'].filter(Boolean).join(' '),
  },
};
