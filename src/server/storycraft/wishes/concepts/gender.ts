/**
 * Grammatical gender of the wish vocabulary's nouns (CLDR gives none): the language's ending
 * rules, then our own word-by-word corrections where the rule is wrong. Used by the generator
 * (scripts/wish-concepts.ts); the stories read the gender from concepts.json.
 */
import type { LanguageCode } from '../../../../shared/catalog.ts';
import { GENDER_FIXES } from './gender-fixes.ts';
import type { NounGender } from './types.ts';

/** The word of a name that carries its gender: Romance, Polish and Arabic put the head first, the others last. */
function head(language: LanguageCode, name: string): string {
  const words = name.split(/\s+/);
  return ['fr', 'es', 'it', 'pt', 'pl', 'ar'].includes(language) ? words[0]! : words.at(-1)!;
}

const RULES: Partial<Record<LanguageCode, (w: string) => NounGender>> = {
  de: (w) =>
    /(chen|lein|ment|um|zeug|tier|auto|boot|schiff|rad|haus|bad|buch|spiel|brot|schloss|hotel|zelt|feuer|licht|herz|flugzeug)$/i.test(w)
      ? 'n'
      : /(e|ung|heit|keit|schaft|ion|tät|in|ie|ik|ur|enz|anz|nuss|kuh|maus|gans|laus|wurst|bahn|burg|stadt|nacht|hand|wand|uhr|rei)$/i.test(w)
        ? 'f'
        : 'm',
  fr: (w) =>
    /(tion|sion|ette|elle|ure|ade|ée|ie|ine|ière|esse|ance|ence|ouille|aille|eille|ise|ose|ole|ule|lune|tte|mme|nne|que|ve|ue|ure|eur?se)$/i.test(w)
      ? 'f'
      : 'm',
  es: (w) => (/(ma)$/i.test(w) ? 'm' : /(a|ión|dad|tad|tud|umbre|sis)$/i.test(w) ? 'f' : 'm'),
  it: (w) => (/(ista|ma)$/i.test(w) ? 'm' : /(a|ione|tà|tù|i)$/i.test(w) ? 'f' : 'm'),
  pt: (w) => (/(ma)$/i.test(w) ? 'm' : /(a|ção|são|dade|gem|ã)$/i.test(w) ? 'f' : 'm'),
  nl: (w) => (/(je|tje|pje|ment|um|isme|sel)$/i.test(w) ? 'n' : 'c'),
  pl: (w) => (/(a|ość|ń|ź)$/i.test(w) ? 'f' : /(o|e|ę|um)$/i.test(w) ? 'n' : 'm'),
  ar: (w) => (/[ةى]$/u.test(w) || /^(ال)?(شمس|أرض|نار|ريح|سماء)$/u.test(w) ? 'f' : 'm'),
  hi: (w) => (/(ी|िया|ई)$/u.test(w) ? 'f' : 'm'),
};

/** The gender of `name` (concept `code`) in `language`, or nothing for languages without grammatical gender. */
export function genderOf(language: LanguageCode, name: string, code: string): { gender?: NounGender; plural?: true } {
  const fixed = GENDER_FIXES[language]?.[code];
  if (fixed) return { gender: fixed.replace(/^p/, '') as NounGender, ...(fixed.startsWith('p') ? { plural: true as const } : {}) };
  const rule = RULES[language];
  return rule ? { gender: rule(head(language, name)) } : {};
}
