/** Polish screening data (see storycraft/screening/types.ts for what each list does). */
import type { LanguageScreening } from '../../screening/types.ts';

const B = '(?<![\\p{L}])';
const E = '(?![\\p{L}])';
const W = "(?:[\\p{L}'’-]+\\s+)";

export const SCREENING: LanguageScreening = {
  idioms: [
    `${B}zabija\\w*\\s+mnie\\s+${W}{0,2}(?:chichot\\w*|smiech\\w*|zart\\w*|pytani\\w*)`,
    `${B}(?:umieram|umarl\\w*|padam|pekam)\\s+ze\\s+smiechu`,
    `${B}(?:orka|orki|orke|orka)${E}`,
    `${B}noz\\w*\\s+do\\s+(?:krojenia\\s+)?(?:tortu|ciasta|chleba|masla)`,
    `${B}pistolet\\w*\\s+na\\s+wode`,
    `${B}badani\\w*\\s+krwi`,
  ],
  lessons: [
    `${B}nigdy\\s+(?:nie\\s+)?(?:chodz|idz|wsiadaj|rozmawiaj|bierz)\\w*\\s+${W}{0,2}(?:z\\s+)?(?:obcy|nieznajom)\\w*`,
    `${B}nie\\s+(?:chodz|idz|wsiadaj|rozmawiaj)\\w*\\s+z\\s+(?:obcy|nieznajom)\\w*`,
  ],
  phrases: {
    sexual: [`${B}doros[lł]\\w*\\s+rzeczy${E}.{0,80}(?:patrz\\w*|[lł]ozk\\w*|nag\\w*|dotyk\\w*)`, `${B}(?:miejsca|czesci)\\s+intymn\\w*`],
    strangers: [
      `${B}obcy\\s+(?:pan|mezczyzna|facet)`,
      `${B}cukierk\\w*\\s+${W}{0,8}samochod\\w*`,
      `${B}(?:nasz|to\\s+nasz)\\s+(?:maly\\s+)?sekret`,
      `${B}nie\\s+mow\\w*\\s+(?:nic\\s+)?(?:mamie|tacie|rodzicom|nikomu)`,
    ],
    'self-harm': [
      `${B}nikt\\s+by\\s+(?:za\\s+)?toba\\s+nie\\s+tesk\\w*`,
      `${B}znikn\\w*\\s+na\\s+zawsze`,
      `${B}zrobic\\s+sobie\\s+krzywde`,
      `${B}okalecz\\w*`,
      `${B}(?:tnie|ciac|ciecie)\\s+sie`,
    ],
    drugs: [`${B}(?:wodk\\w*|piwo|piwa|wino|wina|alkohol\\w*)`, `${B}pij\\w*\\s+${W}{0,2}(?:wodk|piw|win|alkohol)\\w*`, `${B}pijan\\w*`],
    violence: [`${B}wszedzie\\s+(?:jest\\s+)?krew`],
    profanity: [`${B}(?:kurw|chuj|pierdol|jeba|jebi|skurwy|spierdal|zajeb|dziwk)\\w*`],
  },
  neverHeroes: [],
  insultsAsNames: ['pedał', 'pedal', 'pedały', 'pedzio'],
  notRude: ['dmuchać', 'duperele', 'jajco', 'jajko', 'cyc', 'syf'],
  misspelt: ['violence:zamordowal', 'violence:zamordowac', 'self-harm:samobojstwo'],
};
