/** Italian screening data (see storycraft/screening/types.ts for what each list does). */
import type { LanguageScreening } from '../../screening/types.ts';

const B = '(?<![\\p{L}])';
const E = '(?![\\p{L}])';
const W = "(?:[\\p{L}'’-]+\\s+)";

export const SCREENING: LanguageScreening = {
  idioms: [
    `${B}(?:mi|ci|ti)\\s+fa\\w*\\s+morire\\s+(?:dal|dalle|di)\\s+(?:ridere|risate|risa)`, `${B}(?:morto|morta|morire|muoio)\\s+dal\\s+ridere`, `${B}orche?\\s+assassin\\w*`,
    `${B}pistol\\w*\\s+ad\\s+acqua`, `${B}coltello\\s+per\\s+(?:tagliare\\s+)?(?:la|il)\\s+(?:torta|pane)`, `${B}(?:prelievo|analisi)\\s+del?\\s+sangue`,
  ],
  lessons: [`${B}(?:non|mai)\\s+(?:andare|andate|parlare|salire|accettare)\\s+(?:mai\\s+)?${W}{0,3}(?:sconosciut|estrane)\\w*`],
  phrases: {
    sexual: [`${B}cose\\s+da\\s+(?:grandi|adulti)${E}.{0,80}(?:guard\\w*|letto|nud\\w*|tocc\\w*)`, `${B}parti\\s+intime`, `${B}(?:bambina|bambino|ragazzina)\\s+sexy`],
    strangers: [
      `${B}(?:signore|uomo|signora|donna|tizio)\\s+(?:sconosciut|estrane)\\w*`, `${B}caramell\\w*\\s+${W}{0,6}(?:in\\s+)?macchina`,
      `${B}(?:nostro|un)\\s+(?:piccolo\\s+)?segreto${E}.{0,50}(?:dir|raccont)\\w*`, `${B}non\\s+(?:dirlo|dire|raccontarlo|raccontare)\\s+(?:a\\s+|alla\\s+|al\\s+|ai\\s+)?(?:mamma|papa|nessuno|genitori)`,
    ],
    'self-harm': [`${B}nessuno\\s+sentirebbe\\s+la\\s+tua\\s+mancanza`, `${B}spari\\w*\\s+per\\s+sempre`, `${B}far(?:si|ti|mi)\\s+(?:del\\s+)?male`, `${B}tagliar(?:si|ti)${E}`],
    drugs: [`${B}(?:vodka|birra|birre|vino|alcol|grappa|whisky)${E}`, `${B}fuma\\w*\\s+${W}{0,2}(?:sigarett\\w*|canne?|spinell\\w*)`],
    'running-away': [`${B}scapp\\w*\\s+(?:di|da)\\s+casa`],
    violence: [`${B}sangue\\s+(?:ovunque|dappertutto)`],
    cruelty: [`${B}prend\\w*\\s+in\\s+giro\\s+${W}{0,3}(?:ciccion|grass|brutt|stupid)\\w*`, `${B}ciccione\\s+brutto`],
    profanity: [`${B}(?:cazz|stronz|puttan|vaffancul|coglion|minchi|fottut)\\w*`],
  },
  neverHeroes: [],
  notRude: [
    'pesce', 'regina', 'balle', 'palle', 'battere', 'biga', 'brinca', 'cozza', 'fava', 'monta', 'montare', 'porco', 'quaglia', 'topa', 'vacca', 'tirare',
    'vangare', 'patacca', 'sega', 'pompa', 'pippa', 'spagnola', 'bagnarsi', 'sbattere', 'pisello', 'rizzarsi', 'mannaggia', 'cacca', 'scopare',
    'nave scuola', 'casci', 'lofare', 'loffa', 'ciospo', 'pincare', 'belino', 'biga', 'mona', 'picio', 'pirla',
  ],
  misspelt: ['violence:uccidere', 'violence:ammazzare', 'self-harm:suicidio'],
};
