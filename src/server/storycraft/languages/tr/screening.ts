/**
 * Turkish screening data (see storycraft/screening/types.ts for what each list does). Phrases are
 * matched on text without Turkish letters (ı→i, ş→s); the LDNOOBW list keeps them (profanity.ts),
 * since 'sık' (often) and 'sik' differ only there.
 */
import type { LanguageScreening } from '../../screening/types.ts';

const B = '(?<![\\p{L}])';
const E = '(?![\\p{L}])';
const W = "(?:[\\p{L}'’-]+\\s+)";

export const SCREENING: LanguageScreening = {
  idioms: [
    `${B}(?:kikirdama|gulme|gulus|kahkaha)\\w*\\s+(?:ile\\s+)?beni\\s+oldur\\w*`,
    `${B}gulmekten\\s+ol\\w*`,
    `${B}katil\\s+balina\\w*`,
    `${B}kesmek\\s+icin\\s+(?:bir\\s+)?bicak\\w*`,
    `${B}(?:pasta|ekmek|meyve)\\s+bicag\\w*`,
    `${B}su\\s+tabanca\\w*`,
    `${B}kan\\s+(?:tahlil|testi|ver)\\w*`,
  ],
  lessons: [
    `${B}(?:asla|hicbir\\s+zaman)\\s+${W}{0,1}yabanci\\w*\\s+(?:ile\\s+)?(?:gitme|konusma|binme)\\w*`,
    `${B}yabancilarla\\s+(?:asla\\s+)?(?:gitme|konusma)\\w*`,
    `${B}yabancilardan\\s+(?:asla\\s+)?(?:seker|hediye)\\w*\\s+(?:alma)\\w*`,
  ],
  phrases: {
    sexual: [
      `${B}yetiskin\\s+(?:seyleri|isleri|oyunlari)${E}.{0,80}(?:izle\\w*|yatak\\w*|ciplak\\w*)`,
      `${B}(?:izler|izlerken|yatakta)${E}.{0,60}yetiskin\\s+sey\\w*`,
      `${B}ozel\\s+bolge\\w*`,
    ],
    strangers: [`${B}(?:bu\\s+)?bizim\\s+sirrimiz`, `${B}(?:annene|babana|kimseye|ailene)\\s+soyleme`],
    'self-harm': [`${B}kimse\\s+seni\\s+ozlemez\\w*`, `${B}sonsuza\\s+(?:kadar|dek)\\s+kaybol\\w*`, `${B}kendine\\s+zarar\\s+ver\\w*`],
    drugs: [`${B}(?:raki|rakiyi|bira|biralar|sarap|votka|viski|alkol\\w*)${E}`],
    violence: [`${B}her\\s+yer\\s+kan${E}`, `${B}kan\\s+(?:icinde|revan)`],
    profanity: [`${B}(?:orospu\\w*|siktir\\w*|sikerim|amina\\s+koy\\w*|aminakoy\\w*|amk|pic|ibne\\w*)${E}`],
  },
  neverHeroes: [],
  notRude: [],
  misspelt: [],
};
