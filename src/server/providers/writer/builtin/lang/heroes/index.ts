/** The multi-hero sentences of all 14 languages (issue 22.1). */
import type { LanguageCode } from '../../../../../../shared/catalog.ts';
import { ar } from './ar.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { hi } from './hi.ts';
import { it } from './it.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { nl } from './nl.ts';
import { pl } from './pl.ts';
import { pt } from './pt.ts';
import { tr } from './tr.ts';
import { zh } from './zh.ts';
import type { HeroWords } from './types.ts';

export const HERO_WORDS: Record<LanguageCode, HeroWords> = { en, de, fr, es, it, pt, nl, pl, tr, ar, hi, zh, ja, ko };
export * from './types.ts';
