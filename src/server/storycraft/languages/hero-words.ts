/** The multi-hero sentences of all 14 languages (issue 22.1). */
import type { LanguageCode } from '../../../shared/catalog.ts';
import { ar } from './ar/heroes.ts';
import { de } from './de/heroes.ts';
import { en } from './en/heroes.ts';
import { es } from './es/heroes.ts';
import { fr } from './fr/heroes.ts';
import { hi } from './hi/heroes.ts';
import { it } from './it/heroes.ts';
import { ja } from './ja/heroes.ts';
import { ko } from './ko/heroes.ts';
import { nl } from './nl/heroes.ts';
import { pl } from './pl/heroes.ts';
import { pt } from './pt/heroes.ts';
import { tr } from './tr/heroes.ts';
import { zh } from './zh/heroes.ts';
import type { HeroWords } from '../writer/hero-words.ts';

export const HERO_WORDS: Record<LanguageCode, HeroWords> = { en, de, fr, es, it, pt, nl, pl, tr, ar, hi, zh, ja, ko };
export * from '../writer/hero-words.ts';
