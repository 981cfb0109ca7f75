/** German screening data (see storycraft/screening/types.ts for what each list does). */
import type { LanguageScreening } from '../../screening/types.ts';

const B = '(?<![\\p{L}])';
const E = '(?![\\p{L}])';
const W = "(?:[\\p{L}'’-]+\\s+)";

export const SCREENING: LanguageScreening = {
  idioms: [
    `${B}bring\\w*\\s+(?:mich|uns)\\s+${W}{0,4}(?:kichern|lachen|gekicher|gekichere|witzen|fragen|gegiggel)\\s+um${E}`,
    `${B}(?:totlach\\w*|zum\\s+totlachen)`,
    `${B}schwertwal\\w*`,
    `${B}messer\\s+zum\\s+(?:kuchen|brot|obst|apfel)\\w*`,
    `${B}(?:wasser|spielzeug)(?:pistole|gewehr)\\w*`,
    `${B}blut(?:test|abnahme|druck|orange)\\w*`,
  ],
  lessons: [
    `${B}(?:nie|niemals|nicht)\\s+(?:mit\\s+)?(?:fremden|einem\\s+fremden|fremde)\\w*${E}(?:\\s+mit(?:gehen)?)?`,
    `${B}(?:geh|gehe|gehen|steig|steige|steigen|sprich|sprechen)\\s+(?:nie|niemals|nicht)\\s+(?:mit\\s+|zu\\s+)?(?:fremden|einem\\s+fremden)\\w*`,
    `${B}(?:schlechte|bose|ungute|komische)\\s+geheimnisse\\s+${W}{0,4}(?:erzahlen|sagen)${E}`,
  ],
  phrases: {
    sexual: [
      `${B}erwachsenen\\w*\\s*(?:sachen|dinge|spiele)${E}.{0,80}(?:zuschau\\w*|zusieh\\w*|zusah\\w*|guck\\w*|bett|nackt)`,
      `${B}(?:bett|nackt)${E}.{0,60}erwachsenen\\w*\\s*(?:sachen|dinge)`,
      `${B}(?:intim|geschlechts)teil\\w*`,
      `${B}unter\\s+(?:ihr|sein)\\w*\\s+(?:hose|rock|kleid|unterhose)`,
    ],
    strangers: [
      `${B}(?:fremde|unbekannte)\\w*\\s+(?:mann|frau|onkel|typ)\\w*`,
      `${B}(?:sussigkeiten|bonbons|schokolade|welpen|eis|lutscher)\\s+${W}{0,8}(?:sein|ihr)\\w*\\s+auto`,
      `${B}(?:steigt|steig|einsteigen|mitgehen)\\w*\\s+${W}{0,3}(?:in\\s+)?sein\\w*\\s+auto`,
      `${B}unser\\w*\\s+(?:kleines\\s+)?geheimnis${E}.{0,50}(?:nicht|niemandem|keinem)`,
      `${B}geheimnis\\w*\\s+mit\\s+erwachsenen`,
      `${B}(?:eltern|mama|papa|mutter|vater)\\s+nicht\\s+(?:erzahl|sag|verrat)\\w*`,
      `${B}(?:sag|erzahl|verrat)\\w*\\s+es\\s+(?:nicht|niemandem)`,
    ],
    'self-harm': [
      `${B}niemand\\s+(?:wurde|wird)\\s+dich\\s+vermiss\\w*`,
      `${B}fur\\s+immer\\s+verschwind\\w*`,
      `${B}(?:sich|dich|mich)\\s+(?:selbst\\s+)?(?:weh\\s+(?:zu\\s+)?tun|verletzen|ritzen)`,
      `${B}selbst\\s+weh\\s+zu\\s+tun`,
      `${B}ritz\\w*\\s+sich`,
      `${B}wertlos${E}`,
      `${B}nicht\\s+mehr\\s+leben\\s+(?:will|wollen|mochte)`,
    ],
    drugs: [`${B}(?:schnaps|bier|wein|alkohol|wodka|whisky|joint|joints)${E}`, `${B}(?:kiffen|kifft|besoffen|saufen|sauft|betrunken)\\w*`],
    'running-away': [`${B}von\\s+zu\\s+hause\\s+(?:weg|ab)\\w*`, `${B}ausreiss\\w*`],
    violence: [
      `${B}verprugel\\w*`,
      `${B}voller\\s+blut`,
      `${B}bis\\s+(?:er|sie|es)\\s+blutet`,
      `${B}(?:schlagt|schlug|tritt|boxt)\\s+${W}{0,2}(?:bruder|schwester|baby|freund\\w*|mama|papa|hund|katze)`,
    ],
    cruelty: [`${B}(?:fette|fetten|hassliche|hasslichen)\\w*\\s+${W}{0,1}(?:jung\\w*|madchen|kind\\w*)`, `${B}lach\\w*\\s+${W}{1,4}aus\\s*(?:[.!?,;]|$)`],
    profanity: [
      `ficker${E}`,
      `${B}kinderfick\\w*`,
      `${B}schei(?:ss|ß)\\w*`,
      `${B}arsch\\w*`,
      `${B}fick\\w*`,
      `${B}wichs\\w*`,
      `${B}hurensohn\\w*`,
      `${B}fotze\\w*`,
      `${B}schlampe\\w*`,
    ],
    'dangerous-play': [`${B}streichholz\\w*`, `${B}feuerzeug\\w*`],
  },
  neverHeroes: [],
  notRude: ['popel', 'pinkeln', 'bonze', 'mufti', 'fratze', 'lümmel', 'kimme', 'rosette', 'möpse', 'schnackeln', 'nackt', 'bumsen'],
  misspelt: ['violence:getötet', 'violence:ermordet', 'violence:erstochen', 'violence:umbringen', 'self-harm:selbstmord'],
};
