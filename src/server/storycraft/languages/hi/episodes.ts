/**
 * Hindi: how a next episode begins, and the companion's callback to what happened last time
 * (the plot's key object or moment, with the place where the plot had one).
 */
import { gx } from '../../writer/story-types.ts';
import type { EpisodeWords } from '../schema.ts';

export const episodes: EpisodeWords = {
  callback: {
    memory: {
      fear: (at) => `${at} वह डगमगाता पुल, जिसे हमने पार किया था`,
      friend: (at) => `${at} फूलों का वह मुकुट, जो हमने बनाया था`,
      sharing: (at) => `${at} वह इंद्रधनुषी पतंग, जो हमने साथ मिलकर उड़ाई थी`,
      mistake: (at) => `${at} वह छोटी लाल नाव, जो हमने ठीक की थी`,
      family: (at) => `${at} दादी के साथ हमारी शाम की सैर`,
      feeling: (at) => `${at} टहनियों का वह छोटा-सा घर, जो हमने बनाया था`,
      habit: () => `वह बड़ी सफ़ाई, और आख़िरी गद्दी के नीचे मिली गेंद`,
      nature: (at) => `${at} वह प्यासा नन्हा फूल, जिसकी हमने मदद की थी`,
      lost: (at) => `${at} वह नन्हा बच्चा, जिसे हमने उसकी माँ तक पहुँचाया था`,
      campfire: (at) => `${at} दादाजी के साथ तंबू में बिताई वह रात`,
      missing: (at) => `${at} पुरानी बेंच के पास लगाया हुआ वह फूल`,
      cookies: (at) => `${at} वे कुकीज़, जो हमने बनाई थीं`,
      book: (at) => `${at} मिली वह चाँद वाली किताब`,
      race: (at) => `${at} बड़े पेड़ तक की वह दौड़, और आख़िरी दौड़ हाथ पकड़कर`,
      garden: (at) => `${at} बोया वह बीज, और उससे खिला गुलाबी फूल`,
      truth: (at) => `${at} वह धारी वाली लाल गेंद, जो हमने लौटाई थी`,
      askHelp: (at) => `${at} वह दिन, जब तुमने साइकिल चलाना सीखा था`,
      different: (at) => `${at} वह छोटा ढोल और नया दोस्त, जिससे हम मिले थे`,
      promise: (at) => `${at} वे बीज, जिन्हें हमने वादे के मुताबिक़ पानी दिया था`,
    },
    line: (c, m) => `${c.co.name} ने पूछा, “${c.name}, पिछली बार की बात याद है? ${m}?” ${c.name} ${gx(c, 'मुस्कुराया', 'मुस्कुराई')}। भला वह दिन कौन भूल सकता है!`,
    short: (c, m) => `${c.co.name} ने पूछा, “${c.name}, याद है, ${m}?”`,
  },
  opening: (c) => `आज फिर ${c.name} की एक नई कहानी है।`,
};
