/**
 * Hindi screening data (see storycraft/screening/types.ts for what each list does). LDNOOBW's
 * Hindi list is romanised (how many parents type Hindi); the Devanagari swear words are ours.
 */
import type { LanguageScreening } from '../../screening/types.ts';

const B = '(?<![\\p{L}\\p{M}])';
const E = '(?![\\p{L}\\p{M}])';

export const SCREENING: LanguageScreening = {
  idioms: [
    '(?:हँसी|हंसी|हँसा|हंसा|हँस|हंस)\\S*\\s+(?:से\\s+)?(?:\\S+\\s+){0,2}मार\\s+डाल\\S*',
    '(?:किलर|हत्यारी)\\s+व्हेल',
    'केक\\s+काटने\\s+(?:के\\s+लिए\\s+|वाला\\s+|का\\s+)?चाकू',
    'पानी\\s+(?:वाली\\s+)?(?:बंदूक|पिस्तौल)',
    'खून\\s+की\\s+(?:जाँच|जांच)',
    'ब्लड\\s+टेस्ट',
  ],
  lessons: [
    'कभी\\s+(?:भी\\s+)?(?:\\S+\\s+){0,1}अजनबि\\S*\\s+(?:\\S+\\s+){0,2}(?:मत|न|नहीं)\\s+\\S+',
    'अजनबि\\S*\\s+(?:के\\s+साथ|से)\\s+(?:कभी\\s+)?(?:मत|न|नहीं)\\s+\\S+',
  ],
  phrases: {
    sexual: ['बड़ों\\s+वाले\\s+(?:काम|खेल)', '(?:गंदी|गन्दी)\\s+(?:बात|हरकत)\\S*', 'प्राइवेट\\s+पार्ट', 'बिस्तर.{0,60}(?:बच्चा|बच्ची)\\s+देख'],
    strangers: [
      '(?:टॉफी|मिठाई|चॉकलेट|कैंडी)\\s+(?:\\S+\\s+){0,8}(?:गाड़ी|कार)',
      'हमारा\\s+(?:राज़|राज|सीक्रेट|रहस्य)',
      '(?:मम्मी|पापा|माँ|मां)\\s+को\\s+(?:मत|न|नहीं)\\s+बता',
    ],
    'self-harm': ['कोई\\s+(?:भी\\s+)?(?:तुम्हें|तुम्हे|तुझे)\\s+याद\\s+नहीं\\s+करेगा', 'हमेशा\\s+के\\s+लिए\\s+गायब', 'खुद\\s+को\\s+(?:चोट|नुकसान|तकलीफ)'],
    violence: ['हर\\s+जगह\\s+खून'],
    profanity: [
      `${B}(?:चूतिया|चुतिया|चूतिये|मादरचोद|भोसड़ी\\S*|भोसडी\\S*|बहनचोद|बहन\\s*चोद|भेनचोद|रंडी|गांडू|गाँडू|हरामी|हरामज़ादा|लौड़ा|लंड)${E}`,
      '(?<![\\p{L}])(?:bhenchod|behenchod|benchod|bhen\\s*chod|bc|mc|bkl|madarchod|maderchod|chutiya|chutiye|chootiya|bhosdike|bhosdi\\w*|randi|gandu|harami|lauda|lavda)(?![\\p{L}])',
    ],
  },
  neverHeroes: ['हिटलर', 'ओसामा', 'ओसामा बिन लादेन', 'बिन लादेन', 'स्टालिन', 'मुसोलिनी', 'शैतान', 'नाथूराम गोडसे', 'गोडसे'],
  notRude: ['kutta', 'suar', 'maal', 'pataka', 'patakha', 'gucchi', 'gucchu', 'ghassa'],
  misspelt: [],
};
