/** हिन्दी: और शीर्षक, और कहानी घर में कहाँ शुरू और ख़त्म होती है (देखें ../schema.ts NightWords)। */
import { gx, type StoryContext } from '../../writer/story-types.ts';
import type { NightWords } from '../schema.ts';

const rahā = (c: StoryContext) => gx(c, 'रहा था', 'रही थी');
const gayā = (c: StoryContext) => gx(c, 'गया', 'गई');
/** हर शुरुआत के साथ हर आगे का हिस्सा: 'उस सुबह लीना …'। */
const each = (leads: readonly string[], rests: readonly string[]) => leads.flatMap((lead) => rests.map((rest) => `${lead} ${rest}`));
const MORNING = ['उस सुबह', 'सुबह-सुबह', 'उस धूप भरी सुबह'];
const NIGHT = ['उस रात', 'रात को', 'रात होने पर'];

export const nights: NightWords = {
  titles: (c) => [
    `${c.name} और ${c.co.name} ${c.place.at}`,
    `${c.place.at} एक दिन, ${c.co.name} के साथ`,
    `${c.co.name}, ${c.name} और बड़ी सैर`,
    `${c.name}, ${c.co.name} और एक छोटा-सा रोमांच`,
  ],
  opening: {
    home: (c) => each(MORNING, [`${c.name} बैठक में तकियों की मीनार बना ${rahā(c)}।`, `${c.name} बैठक की दरी पर रंगीन पेंसिलें रंगों के हिसाब से लगा ${rahā(c)}।`]),
    kitchen: (c) => each(MORNING, [`${c.name} रसोई की मेज़ पर टोस्ट पर मक्खन लगा ${rahā(c)}।`, `${c.name} रसोई में अपने दलिये में शहद मिला ${rahā(c)}।`]),
    garden: (c) => each(MORNING, [`${c.name} बगीचे में घोंघे ढूँढ ${rahā(c)}।`, `${c.name} बगीचे में फूलों के गमलों को पानी दे ${rahā(c)}।`]),
    windowSeat: (c) =>
      each(MORNING, [
        `${c.name} खिड़की के पास वाली गद्दीदार सीट पर बैठकर गली को जागते देख ${rahā(c)}।`,
        `${c.name} खिड़की के पास वाली सीट पर बैठकर चिड़ियाँ गिन ${rahā(c)}।`,
      ]),
    doorstep: (c) => each(MORNING, [`${c.name} दरवाज़े की सीढ़ी पर बैठकर जूतों के फीते बाँध ${rahā(c)}।`, `${c.name} दरवाज़े पर खड़े होकर डाकिये को हाथ हिला ${rahā(c)}।`]),
  },
  ending: {
    bedroom: (c) =>
      each(NIGHT, [`${c.name} के कमरे में रात की बत्ती दीवार पर एक छोटा-सा पीला चाँद बना रही थी।`, `${c.name} के कमरे में पर्दे खिंचे हुए थे और खिलौने कतार में बैठे थे।`]),
    bunkBed: (c) =>
      each(NIGHT, [
        `${c.name} दो-मंज़िला पलंग के निचले बिस्तर में गुफा वाले भालू की तरह आराम से ${gx(c, 'सोया', 'सोई')}।`,
        `${c.name} दो-मंज़िला पलंग के निचले बिस्तर में सिमट ${gayā(c)}; ऊपर वाला बिस्तर छत जैसा था।`,
      ]),
    attic: (c) =>
      each(NIGHT, [`${c.name} का बिस्तर अटारी में, ढलवाँ छत के नीचे, गोल खिड़की के पास था।`, `अटारी में काग़ज़ की कंदीलें ${c.name} के बिस्तर के ऊपर धीमे-धीमे चमक रही थीं।`]),
  },
};
