/** Dutch screening data (see storycraft/screening/types.ts for what each list does). */
import type { LanguageScreening } from '../../screening/types.ts';

const B = '(?<![\\p{L}])';
const E = '(?![\\p{L}])';
const W = "(?:[\\p{L}'’-]+\\s+)";

export const SCREENING: LanguageScreening = {
  idioms: [
    `${B}doodlach\\w*`, `${B}(?:orka|orkas|zwaardwalvis\\w*)${E}`, `${B}mes\\s+(?:om\\s+(?:de\\s+)?(?:taart|brood|appel)\\w*|voor\\s+de\\s+taart)`, `${B}(?:taart|brood|boter|keuken)mes\\w*`,
    `${B}waterpistool\\w*`, `${B}bloed(?:prik|test|afname)\\w*`,
  ],
  lessons: [`${B}(?:ga|gaan|stap|praat)?\\s*(?:nooit|niet)\\s+(?:mee\\s+)?(?:met|bij)\\s+(?:een\\s+)?vreemde\\w*`],
  phrases: {
    sexual: [
      `${B}grotemensen\\w*\\s*(?:dingen|spelletjes)${E}.{0,80}(?:kijk\\w*|bed|bloot|naakt|aanrak\\w*)`, `${B}(?:bed|bloot|naakt)${E}.{0,60}grotemensen\\w*(?:dingen|spelletjes)`,
      `${B}(?:geslachtsdelen|intieme\\s+delen|plassertje)`, `${B}sexy\\s+meisje`,
    ],
    strangers: [
      `${B}(?:vreemde|onbekende)\\s+(?:man|meneer|mevrouw|vrouw|oom)`, `${B}snoep\\w*\\s+${W}{0,8}(?:zijn|haar|een)\\s+(?:auto|busje)`,
      `${B}(?:ons|een)\\s+(?:klein\\s+)?geheim(?:pje)?${E}.{0,60}(?:vertel|zeg)\\w*`, `${B}niet\\s+aan\\s+(?:mama|papa|je\\s+ouders|iemand)\\s+(?:mag\\s+)?(?:vertel|zeg)\\w*`,
    ],
    'self-harm': [`${B}niemand\\s+zou\\s+je\\s+missen`, `${B}voor\\s+altijd\\s+verdw\\w*`, `${B}(?:jezelf|zichzelf|mezelf)\\s+pijn\\s+(?:te\\s+)?doen`, `${B}(?:jezelf|zichzelf)\\s+snijden`],
    drugs: [`${B}(?:bier|wijn|alcohol|wodka|jenever|whisky)${E}`, `${B}rok\\w*\\s+${W}{0,2}(?:sigaret\\w*|joint\\w*)`],
    'running-away': [`${B}(?:loopt|liep|lopen|rent)\\s+${W}{0,3}weg\\s+van\\s+huis`, `${B}weglop\\w*`],
    violence: [`${B}overal\\s+(?:is\\s+)?bloed`],
    cruelty: [`${B}lach\\w*\\s+${W}{0,4}(?:dik|lelijk|dom)\\w*\\s+${W}{0,2}uit${E}`, `${B}(?:dikke|lelijke)\\s+(?:lelijke\\s+)?(?:jongen|meisje|kind)`],
    profanity: [`${B}(?:kut|kutje|klootzak\\w*|lul|hoer|hoeren|kankerlijer|kankerhoer|kanker\\s*mongool|tering\\w*|tyfus\\w*)${E}`],
  },
  neverHeroes: [],
  notRude: [
    'anita', 'johny', 'asbak', 'balen', 'bekken', 'beurt', 'boemelen', 'buffelen', 'gat', 'griet', 'hol', 'kanen', 'knor', 'matje', 'muts', 'nicht',
    'paal', 'palen', 'poot', 'pot', 'potverdorie', 'schatje', 'spuiten', 'standje', 'stootje', 'toeter', 'watje', 'zuigen', 'zaadje', 'wippen',
    'gras maaien', 'achter het raam zitten', 'aardappels afgieten', 'de hond uitlaten', 'driehoog achter wonen', 'eikel', 'klooien', 'lummel',
    'mafketel', 'reutelen', 'sufferd', 'vergallen', 'remsporen', 'raaskallen', 'welzijnsmafia', 'dombo', 'pijpen', 'rukken', 'poep', 'poepen',
    'de ballen', 'brugpieper', 'kwakkie', 'slempen', 'drol', 'piesen', 'belazeren', 'bedonderen', 'graftak', 'klootjesvolk', 'hoempert', 'galbak',
    'viespeuk', 'knor', 'een halve man en een paardekop', 'de koffer induiken', 'publiciteitsgeil', 'boerenpummel', 'schuinsmarcheerder',
  ],
  misspelt: ['violence:vermoord', 'violence:vermoorden', 'self-harm:zelfmoord'],
};
