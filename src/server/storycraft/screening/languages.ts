/** Every story language's screening data (storycraft/languages/<code>/screening.ts), by code. */
import type { LanguageCode } from '../../../shared/catalog.ts';
import { SCREENING as ar } from '../languages/ar/screening.ts';
import { SCREENING as de } from '../languages/de/screening.ts';
import { SCREENING as en } from '../languages/en/screening.ts';
import { SCREENING as es } from '../languages/es/screening.ts';
import { SCREENING as fr } from '../languages/fr/screening.ts';
import { SCREENING as hi } from '../languages/hi/screening.ts';
import { SCREENING as it } from '../languages/it/screening.ts';
import { SCREENING as ja } from '../languages/ja/screening.ts';
import { SCREENING as ko } from '../languages/ko/screening.ts';
import { SCREENING as nl } from '../languages/nl/screening.ts';
import { SCREENING as pl } from '../languages/pl/screening.ts';
import { SCREENING as pt } from '../languages/pt/screening.ts';
import { SCREENING as tr } from '../languages/tr/screening.ts';
import { SCREENING as zh } from '../languages/zh/screening.ts';
import type { LanguageScreening } from './types.ts';

export const SCREENING: Record<LanguageCode, LanguageScreening> = { ar, de, en, es, fr, hi, it, ja, ko, nl, pl, pt, tr, zh };
