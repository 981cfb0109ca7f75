/** Spanish screening data (see storycraft/screening/types.ts for what each list does). */
import type { LanguageScreening } from '../../screening/types.ts';

const B = '(?<![\\p{L}])';
const E = '(?![\\p{L}])';
const W = "(?:[\\p{L}'’-]+\\s+)";

export const SCREENING: LanguageScreening = {
  idioms: [
    `${B}(?:me|nos|lo|la|te)\\s+mata\\w*\\s+de\\s+(?:risa|ternura|amor|gusto)`,
    `${B}orcas?\\s+asesinas?`,
    `${B}(?:muert[oa]s?|morir\\w*|muero)\\s+de\\s+(?:risa|ganas|sueno)`,
    `${B}pistolas?\\s+de\\s+agua`,
    `${B}cuchillo\\s+para\\s+(?:cortar\\s+)?(?:la|el)\\s+(?:tarta|pastel|torta|pan)`,
    `${B}analisis\\s+de\\s+sangre`,
    `${B}conos?\\s+de\\s+(?:helado|galleta|chocolate|fresa|vainilla|nata|trafico)`,
  ],
  lessons: [
    `${B}(?:nunca|no|jamas)\\s+(?:te\\s+)?(?:vayas|ir(?:se|te)?|subir|subas|subirse|hablar|hables|aceptar|aceptes)\\s+${W}{0,3}(?:desconocid|extran)\\w*`,
  ],
  phrases: {
    sexual: [
      `${B}cosas\\s+de\\s+(?:mayores|adultos|grandes)${E}.{0,80}(?:mira\\w*|cama|desnud\\w*|toca\\w*)`,
      `${B}partes\\s+intimas`,
      `${B}toca\\w*\\s+${W}{0,3}(?:partes|pipi|colita)`,
      `${B}(?:nina|nino|chica)\\s+(?:muy\\s+)?sexy`,
    ],
    strangers: [
      `${B}(?:senor|hombre|senora|mujer|tipo)\\s+(?:desconocid|extran)\\w*`,
      `${B}(?:caramelos|dulces|golosinas|chuches|perrito)\\s+${W}{0,8}(?:su|un)\\s+(?:coche|carro|auto|furgoneta)`,
      `${B}(?:nuestro|un)\\s+(?:pequeno\\s+)?secreto${E}.{0,50}(?:cuent|dig)\\w*`,
      `${B}no\\s+(?:se\\s+lo\\s+)?(?:cuentes|digas)\\s+(?:a\\s+)?(?:mama|papa|tus\\s+padres|nadie)`,
    ],
    'self-harm': [
      `${B}nadie\\s+te\\s+(?:echaria|extranaria)\\w*`,
      `${B}desaparec\\w*\\s+para\\s+siempre`,
      `${B}hacer(?:se|te|me)\\s+dano`,
      `${B}cortar(?:se|te|me)?\\s+(?:las\\s+)?(?:venas|munecas)`,
    ],
    drugs: [`${B}(?:tequila|cerveza|cervezas|vino|alcohol|ron|vodka|whisky)${E}`, `${B}porros?${E}`, `${B}borrach\\w*`],
    weapons: [`${B}(?:el|un|su|sus|las|unas)\\s+armas?${E}`],
    'running-away': [`${B}(?:se\\s+)?(?:escapa|escapo|fuga|huye|huyo)\\w*\\s+de\\s+(?:su\\s+)?casa`],
    violence: [
      `${B}sangre\\s+por\\s+todas\\s+partes`,
      `${B}(?:llen|cubiert)\\w*\\s+de\\s+sangre`,
      `${B}a\\s+cuchilladas`,
      `${B}(?:lo|la|los|las)\\s+matan${E}`,
      `${B}(?:mata|matan|mato)\\s+a${E}`,
    ],
    cruelty: [`${B}(?:se\\s+)?burla\\w*\\s+${W}{0,3}(?:gord|fe|tont|estupid)\\w*`, `${B}gordo\\s+feo`],
    profanity: [`${B}(?:puta|putas|puto|putos|cabron\\w*|pendej\\w*|mierd\\w*|joder|gilipoll\\w*|hijueputa)${E}`],
  },
  neverHeroes: [],
  notRude: ['asno', 'caca', 'concha', 'heroína', 'infierno', 'martillo', 'pedo', 'pis', 'trio', 'orina', 'maldito'],
  misspelt: ['violence:asesinato', 'violence:asesinar', 'self-harm:suicidio'],
};
