/** French screening data (see storycraft/screening/types.ts for what each list does). */
import type { LanguageScreening } from '../../screening/types.ts';

const B = '(?<![\\p{L}])';
const E = '(?![\\p{L}])';
const W = "(?:[\\p{L}'’-]+\\s+)";

export const SCREENING: LanguageScreening = {
  idioms: [
    `${B}(?:me|m'|nous|le|la|les)\\s*tue\\w*\\s+(?:avec|de|par)\\s+${W}{0,3}(?:fous\\s+rires|rires?|blagues|calins|bisous|sourires|questions|gloussements)`,
    `${B}mort\\w*\\s+de\\s+rire`,
    `${B}(?:orque|epaulard)\\w*`,
    `${B}pistolet\\w*\\s+a\\s+eau`,
    `${B}prise\\s+de\\s+sang`,
    `${B}cul-de-sac`,
    `${B}sang-froid`,
  ],
  lessons: [
    `${B}(?:ne\\s+)?jamais\\s+(?:suivre|partir\\s+avec|monter\\s+(?:dans|avec)|parler\\s+(?:a|aux)|accepter)\\s+${W}{0,3}(?:inconnu|etranger)\\w*`,
    `${B}(?:ne\\s+)?(?:suis|suivez|pars|monte|parle)\\s+jamais\\s+${W}{0,3}(?:inconnu|etranger)\\w*`,
  ],
  phrases: {
    sexual: [
      `${B}(?:trucs|choses|jeux)\\s+d['’]?\\s*(?:adultes?|grands)${E}.{0,80}(?:regard\\w*|lit|nue?s?|touch\\w*)`,
      `${B}parties\\s+intimes`,
      `${B}(?:touch\\w*|caress\\w*)\\s+${W}{0,3}(?:zizi|zezette|fesses|parties)`,
    ],
    strangers: [
      `${B}(?:monsieur|homme|dame|femme|gens)\\s+(?:inconnu|etrange)\\w*`,
      `${B}inconnu\\w*\\s+${W}{0,6}bonbons`,
      `${B}bonbons\\s+${W}{0,6}(?:sa|une)\\s+voiture`,
      `${B}(?:notre|un)\\s+(?:petit\\s+)?secret${E}.{0,50}(?:dire|raconter|dis)`,
      `${B}(?:dis|dire|raconte)\\w*\\s+(?:pas|rien|jamais)\\s+(?:a|au|aux)\\s+(?:maman|papa|tes\\s+parents|personne)`,
      `${B}ne\\s+faut\\s+pas\\s+le\\s+dire\\s+a\\s+(?:maman|papa|personne)`,
    ],
    'self-harm': [
      `${B}personne\\s+ne\\s+te\\s+(?:regretterait|manquerait)`,
      `${B}disparai\\w*\\s+pour\\s+toujours`,
      `${B}(?:se|te|me)\\s+faire\\s+du\\s+mal`,
      `${B}(?:se|te|me)\\s+(?:scarifier|mutiler)`,
      `${B}en\\s+finir${E}`,
    ],
    drugs: [`${B}(?:whisky|vodka|biere|bieres|vin|alcool|rhum)${E}`, `${B}(?:bourre|ivre|saoul)${E}`, `${B}fum\\w*\\s+${W}{0,2}(?:cigarettes?|joints?|pipe)`],
    'running-away': [
      `${B}fugu\\w*`,
      `${B}fait\\s+une\\s+fugue`,
      `${B}(?:s['’]?\\s*enfui\\w*|se\\s+sauve\\w*|quitte\\w*)\\s+(?:de\\s+)?la\\s+maison\\s+${W}{0,2}(?:la\\s+nuit|seule?s?|en\\s+cachette)`,
    ],
    violence: [
      `${B}(?:plein|couvert|flaques?|mares?)\\w*\\s+de\\s+sang`,
      `${B}sang\\s+partout`,
      `${B}tue\\w*\\s+(?:la|le)\\s+(?:mamie|grand-?mere|chat|chien|maman|papa)`,
    ],
    cruelty: [`${B}(?:se\\s+moqu\\w*|rigol\\w*)\\s+${W}{0,3}(?:gros|grosse|moche|bete|nul)\\w*`, `${B}(?:gros|grosse)\\s+moche`],
    profanity: [`${B}(?:putain|pute|putes|connard\\w*|connasse\\w*|salope\\w*|encul\\w*|merde\\w*)${E}`, `${B}nique\\s+(?:ta|sa|ton|leur|vos|tes)${E}`],
  },
  neverHeroes: [],
  notRude: [
    'baiser',
    'bander',
    'bourrée',
    'caca',
    'pipi',
    'chatte',
    'folle',
    'gerbe',
    'gueule',
    'péter',
    'ramoner',
    'suce',
    'tapette',
    'tanche',
    'pédale',
    'grande folle',
    'meuf',
  ],
  misspelt: ['violence:massacre', 'violence:assassiner', 'self-harm:suicide'],
};
