/**
 * (up to three heroes in one story): the vocabulary of the per-language multi-hero
 * modules. They live apart from the phrase banks in lang/<code>.ts on purpose: a module here only
 * names the story's other heroes (joining in, one action each on their pages, setting off and
 * falling asleep together); the plot and the main hero's text stay the language pack's.
 */
import type { CharacterKind } from '../../../shared/catalog.ts';

/** One hero as a multi-hero sentence needs them. */
export interface HeroRef {
  /** The name exactly as the parent wrote it. */
  name: string;
  /** Grammatical gender for agreement; 'n' = other or unknown (the language's unmarked form). */
  g: 'm' | 'f' | 'n';
  kind: CharacterKind;
  /** The hero's own look in the story language (lookPhrase of their HeroLook), or null. */
  trait: string | null;
}

/**
 * What another hero does on a page. Each maps to a pose of the built-in illustrator
 * (HERO_ACT_POSE in ../../heroes.ts).
 */
export const HERO_ACTS = ['help', 'idea', 'brave', 'cheer', 'lead'] as const;
export type HeroAct = (typeof HERO_ACTS)[number];

/** A language's multi-hero sentences. Every sentence names the hero(es) it is about. */
export interface HeroWords {
  /** Home page: hero `h` joins the story, described by their own look when known (1-2 sentences). */
  joins(h: HeroRef, main: HeroRef): string[];
  /** One sentence in which `h` does something on a page (agrees with h's gender). */
  act(kind: HeroAct, h: HeroRef, main: HeroRef): string;
  /** Journey page: all heroes set off together (plural / dual agreement with the whole group). */
  together(all: readonly HeroRef[]): string;
  /** Bedtime page: all heroes fall asleep (plural / dual agreement with the whole group). */
  sleep(all: readonly HeroRef[]): string;
}

/** Masculine / feminine / neutral switch for one hero (neutral falls back to masculine). */
export function hg(h: HeroRef, m: string, f: string, n?: string): string {
  return h.g === 'f' ? f : h.g === 'n' ? (n ?? m) : m;
}

/**
 * The group's grammatical gender in languages with masculine and feminine plurals (fr, es, it,
 * pt, hi, ar): feminine only when every hero is feminine, else the masculine (mixed) plural.
 */
export function groupFeminine(all: readonly HeroRef[]): boolean {
  return all.length > 0 && all.every((h) => h.g === 'f');
}

/** 'A and B', 'A, B and C' with the language's conjunction. */
export function listNames(all: readonly HeroRef[], and: string, comma = ', '): string {
  const names = all.map((h) => h.name);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(comma)} ${and} ${names.at(-1)}`;
}
