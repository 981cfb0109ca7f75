/** Portuguese screening data (see storycraft/screening/types.ts for what each list does). */
import type { LanguageScreening } from '../../screening/types.ts';

const B = '(?<![\\p{L}])';
const E = '(?![\\p{L}])';
const W = "(?:[\\p{L}'’-]+\\s+)";

export const SCREENING: LanguageScreening = {
  idioms: [
    `${B}(?:me|nos|te)\\s+mata\\w*\\s+de\\s+(?:rir|riso|rire)`,
    `${B}morr\\w*\\s+de\\s+rir`,
    `${B}orcas?\\s+assassinas?`,
    `${B}pistolas?\\s+d[ea]\\s+agua`,
    `${B}faca\\s+para\\s+(?:cortar\\s+)?o\\s+bolo`,
    `${B}exames?\\s+de\\s+sangue`,
  ],
  lessons: [`${B}(?:nunca|nao|jamais)\\s+(?:ir|va|vai|falar|fale|aceitar|aceite|entrar|entre|sair|saia)\\s+${W}{0,3}(?:estranh|desconhecid)\\w*`],
  phrases: {
    sexual: [
      `${B}coisas\\s+de\\s+(?:adulto|adultos|gente\\s+grande)${E}.{0,80}(?:olha\\w*|cama|pelad\\w*|nua?s?|toca\\w*)`,
      `${B}partes\\s+intimas`,
      `${B}(?:menina|garota|crianca|mulher|novinha)\\s+gostosa`,
    ],
    strangers: [
      `${B}(?:homem|senhor|mulher|moco|cara)\\s+(?:estranho|desconhecido)\\w*`,
      `${B}doces?\\s+${W}{0,8}carro`,
      `${B}(?:nosso|um)\\s+(?:pequeno\\s+)?segredo${E}.{0,50}(?:cont|diz|fal)\\w*`,
      `${B}(?:nao|pra\\s+nao|para\\s+nao)\\s+(?:cont|diz|fal)\\w*\\s+(?:pra|para|a|pro)\\s+(?:mae|pai|mamae|papai|ninguem)`,
    ],
    'self-harm': [
      `${B}ninguem\\s+(?:ia|iria|vai)\\s+sentir\\s+(?:a\\s+)?sua\\s+falta`,
      `${B}sum\\w*\\s+(?:pra|para)\\s+sempre`,
      `${B}se\\s+machuca\\w*`,
      `${B}(?:se|te)\\s+cortar`,
    ],
    drugs: [`${B}(?:cachaca|cerveja|vinho|alcool|pinga|vodka|whisky)${E}`, `${B}fuma\\w*\\s+${W}{0,2}(?:cigarr\\w*|maconha|baseado)`],
    'running-away': [`${B}fog\\w*\\s+de\\s+casa`],
    weapons: [`${B}(?:a|uma|sua|as|umas|suas)\\s+armas?${E}`],
    cruelty: [`${B}zoa\\w*\\s+${W}{0,3}(?:gord|fei|burr)\\w*`],
    profanity: [`${B}(?:caralh\\w*|porra|porras|puta|putas|puto|merda\\w*|foda\\w*|fodase|viado\\w*)${E}`],
  },
  neverHeroes: [],
  notRude: [
    'amador',
    'aranha',
    'ariano',
    'bumbum',
    'burro',
    'mama',
    'comer',
    'chupar',
    'inferno',
    'saco',
    'torneira',
    'frango assado',
    'pinto',
    'pau',
    'gozar',
    'heroína',
    'bicha',
    'bissexual',
    'homem gay',
    'homosexual',
    'heterosexual',
    'lésbica',
    'passar um cheque',
    'dum raio',
    'consolo',
    'balalao',
    'grelho',
  ],
  misspelt: ['violence:assassinato', 'self-harm:suicidio'],
};
