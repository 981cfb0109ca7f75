/**
 * The shape of one language's look words (how a story says the hero's look from its HeroLook
 * fields) and the small helpers the language modules write them with.
 */
import type { Colour, HairColour, Headwear, Top } from '../../../shared/hero-look.ts';

/** Grammatical gender slot of a noun: 0 masculine (or common), 1 feminine, 2 neuter. */
export type G = 0 | 1 | 2;
export type Noun = [string, G];

export interface LookPhraseWords {
  /** Colour adjective forms [m, f, n] (one form = invariable). */
  colour: Record<Colour, string[]>;
  hairColour: Partial<Record<HairColour, string>>;
  curly: string;
  long: string;
  short: string;
  hair: string;
  bald: string;
  braids: string;
  bun: string;
  ponytail: string;
  glasses: string;
  beard: string;
  hat: Partial<Record<Exclude<Headwear, 'none'>, Noun>>;
  top: Record<Top, Noun>;
  scarf: Noun;
  fur: string;
  feathers: string;
  and: string;
  /** A coloured thing: adjective and noun in the language's order, with the indefinite article where it has one. */
  item: (adj: string, noun: Noun) => string;
  /** Hair words in order: colour, texture, length → phrase. */
  hairPhrase: (colour?: string, curly?: boolean, length?: string) => string;
}

export const inv = (w: string): string[] => [w];
export const mf = (m: string, f: string): string[] => [m, f];
export const form = (forms: string[], g: G): string => forms[Math.min(g, forms.length - 1)] as string;

/** "a, b and c" in the language's punctuation (Arabic و joins the next word; Chinese and Japanese use no spaces). */
export const listJoin = (items: string[], and: string, comma = ', ', glue = ' '): string =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(comma)}${glue}${and}${and === 'و' ? '' : glue}${items.at(-1)}`;
