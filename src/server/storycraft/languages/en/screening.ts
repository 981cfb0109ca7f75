/**
 * English screening data (see storycraft/screening/types.ts for what each list does). English
 * idioms, lessons and phrases also apply to every other story language: parents mix English in.
 */
import type { LanguageScreening } from '../../screening/types.ts';

const B = '(?<![\\p{L}])';
const E = '(?![\\p{L}])';
const W = "(?:[\\p{L}'’-]+\\s+)";
const FAMILY = '(?:mom|mum|mommy|mummy|mama|dad|daddy|papa|parents?|family|grandma|grandpa|teacher)';

export const SCREENING: LanguageScreening = {
  idioms: [
    `${B}kill(?:s|ing|ed)?\\s+(?:me|us|him|her|them|everyone)\\s+with\\s+${W}{0,2}(?:giggles?|giggling|laugh\\w*|jokes?|cuteness|kindness|hugs?|kisses|smiles?|questions|songs?|tickles?|silliness|love)${E}`,
    `${B}killer\\s+whales?${E}`, `${B}(?:laugh\\w*|bored|tickled)\\s+(?:me\\s+|him\\s+|her\\s+|us\\s+)?to\\s+death${E}`,
    `${B}(?:dying|die)\\s+to\\s+(?:see|meet|know|try|go|play|hug)${E}`,
    `${B}blood\\s+(?:tests?|samples?|oranges?|pressure|moon)${E}`, `${B}bloodhounds?${E}`,
    `${B}(?:water|bubble|squirt|nerf|toy|foam)\\s+(?:guns?|pistols?|swords?)${E}`, `${B}(?:bath|confetti|glitter|seed|water)\\s+bombs?${E}`,
    `${B}(?:football|soccer|tennis|hockey|cricket|rugby|chess|wrestling)\\s+match(?:es)?${E}`,
    `${B}(?:camp\\s*fires?|fireplace|fire\\s+station|fire\\s+engine|fire\\s*fighters?|fire\\s*flies|fire\\s*fly)${E}`,
    `${B}(?:takes?|took|taking|gets?|got)\\s+(?:her|his|the|their|some)\\s+medicine\\s+(?:from|with|that|at)\\s+${W}{0,2}(?:doctor|nurse|hospital|mom|mum|dad|mommy|daddy)${E}`,
    `${B}(?:gets?|got|getting|have|has|had)\\s+(?:a|an|her|his)\\s+(?:flu\\s+)?(?:shot|injection|jab)${E}`,
  ],
  lessons: [
    `${B}(?:never|don'?t|do\\s+not|not\\s+to|won'?t)\\s+(?:ever\\s+)?(?:go|goes|walk|get|talk|take|accept|follow|open\\s+the\\s+door)\\s+${W}{0,4}(?:strangers?|people\\s+(?:you|they)\\s+don'?t\\s+know)(?:'?s?\\s+(?:sweets|candy|car|gifts?))?${E}`,
    `${B}(?:always\\s+)?tell\\s+${W}{0,4}if\\s+(?:a|any)\\s+secret\\s+${W}{0,4}(?:bad|sad|scared|uncomfortable|wrong|yucky|worried)${E}`,
    `${B}(?:no|never\\s+keep)\\s+secrets?\\s+from\\s+${W}{0,1}${FAMILY}${E}`,
    `${B}(?:fire|matches|knives|medicines?|pills|lighters)\\s+(?:are|is)\\s+(?:not\\s+(?:a\\s+)?(?:toys?|for\\s+(?:playing|kids|children))|dangerous)${E}`,
    `${B}(?:never|don'?t|do\\s+not)\\s+play\\s+with\\s+(?:fire|matches|knives|medicines?|pills|lighters|sockets)${E}`,
  ],
  phrases: {
    sexual: [
      `${B}(?:grown[\\s-]?up|adult)\\s+(?:sleepover\\s+)?(?:stuff|things|games|fun|business)${E}.{0,80}(?:watch\\w*|bed|naked|touch\\w*|sees?)${E}`,
      `${B}(?:bed|naked|touch\\w*)${E}.{0,60}(?:grown[\\s-]?up|adult)\\s+(?:sleepover\\s+)?(?:stuff|things|games)${E}`,
      `${B}(?:touch\\w*|feel\\w*|rub\\w*|show\\w*|see\\w*)\\s+${W}{0,3}(?:private\\s+parts?|privates|down\\s+there|under\\s+(?:her|his|their)\\s+(?:clothes|pants|dress|skirt))${E}`,
      `${B}private\\s+parts${E}`, `${B}(?:bikini|underwear|lingerie|naked)\\s+(?:photos?|pictures?|pics|selfies?)${E}`,
      `${B}(?:takes?|took|taking)\\s+off\\s+(?:her|his|their)\\s+(?:clothes|pants|underwear)\\s+(?:for|with|in\\s+front\\s+of)${E}`,
      `${B}(?:sleep\\w*|bath\\w*|shower\\w*)\\s+(?:naked\\s+)?with\\s+(?:the\\s+|a\\s+|her\\s+|his\\s+)?(?:uncle|neighbou?r|coach|teacher|man|stranger|boyfriend)${E}`,
      `${B}(?:make\\s+out|making\\s+out|french\\s+kiss\\w*)${E}`,
    ],
    strangers: [
      `${B}(?:candy|candies|sweets|chocolates?|treats?|lollipops?|ice\\s+cream|puppy|puppies|kittens?|presents?|gifts?)\\s+${W}{0,8}(?:his|her|their|a|the)\\s+(?:car|van|truck|house|flat)${E}`,
      `${B}(?:car|van|truck)\\s+${W}{0,6}(?:candy|candies|sweets|puppy|puppies|kittens?)${E}`,
      `${B}(?:our|a)\\s+(?:little\\s+|special\\s+)?secret\\s+${W}{0,6}(?:don'?t|not\\s+to|never|mustn'?t)\\s+tell${E}`,
      `${B}(?:uncle|neighbou?r|coach|teacher|babysitter|man|stranger|boyfriend)\\s+${W}{0,6}(?:our|a)\\s+(?:little\\s+|special\\s+)?secret${E}`,
      `${B}keep\\w*\\s+${W}{0,2}secrets?\\s+from\\s+${W}{0,1}${FAMILY}`, `${B}secrets?\\s+with\\s+(?:a\\s+|an\\s+)?(?:grown[\\s-]?ups?|adults?)${E}`,
      `${B}(?:go|goes|going|went)\\s+with\\s+strangers${E}`, `${B}(?:meet\\w*|met)\\s+${W}{0,3}(?:online|on\\s+the\\s+internet)${E}`,
    ],
    'self-harm': [
      `${B}(?:nobody|no\\s+one|no-one)\\s+(?:would|will|could)\\s+(?:even\\s+)?(?:miss|care|notice)${E}`, `${B}disappear\\w*\\s+(?:for\\s+)?(?:ever|good)${E}`,
      `${B}end\\s+it\\s+all${E}`, `${B}better\\s+off\\s+(?:dead|gone|without\\s+(?:you|me|him|her))${E}`, `${B}worthless${E}`,
      `${B}(?:cut|cuts|cutting|starve|starves|starving)\\s+(?:himself|herself|themselves|yourself|myself)${E}`,
      `${B}(?:hurts?|hurting|harm\\w*)\\s+(?:himself|herself|themselves|yourself|myself)${E}`,
      `${B}(?:wish\\w*|want\\w*)\\s+(?:he|she|i|they|you)\\s+(?:was|were|had\\s+never\\s+been)\\s+(?:dead|never\\s+born|born)${E}`,
    ],
    'dangerous-play': [
      `${B}swallow\\w*\\s+${W}{0,3}(?:pills|tablets|medicines?|batteries|magnets|coins)${E}`, `${B}pills\\s+to\\s+see${E}`,
      `${B}jump\\w*\\s+(?:off|from)\\s+(?:the|a)\\s+(?:roof|bridge|cliff|balcony|window)${E}`,
      `${B}(?:hold\\w*|held)\\s+(?:their|her|his)\\s+breath\\s+(?:until|till)\\s+(?:they|she|he)\\s+(?:faint|pass)`,
    ],
    violence: [
      `${B}(?:shoots?|shot|shooting)\\s+${W}{0,2}(?:brother|sister|mom|mum|dad|friend|teacher|kids|people|him|her|them|everyone|classmates?)${E}`,
      `${B}(?:blow\\w*|blew)\\s+up\\s+(?:the\\s+)?(?:school|house|city|people|kids|everyone)${E}`,
    ],
    cruelty: [`${B}laugh\\w*\\s+at\\s+(?:the\\s+)?(?:fat|ugly|stupid|dumb|weird|poor)${E}`],
  },
  neverHeroes: [],
  notRude: [
    'suck', 'sucks', 'snatch', 'big black', 'girl on', 'tied up', 'tight white', 'taste my', 'tongue in a', 'domination', 'escort', 'xx',
    'twinkie', 'undressing', 'tushy', 'poof', 'jelly donut', 'ball kicking', 'baby juice', 'butt', 'tit', 'scat', 'kinky', 'swinger', 'lovemaking',
  ],
  misspelt: [
    'violence:killed', 'violence:killing', 'violence:murder', 'violence:murdered', 'violence:murderer', 'violence:stabbed', 'violence:slaughter', 'violence:massacre', 'violence:torture', 'violence:tortured', 'violence:beheaded',
    'self-harm:suicide', 'drugs:cocaine', 'sexual:rapist', 'weapons:shotgun', 'weapons:grenade', 'weapons:explosive',
    'slurs:faggot', 'slurs:nigger',
  ],
};
