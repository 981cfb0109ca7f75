/** The wish lexicons of the 14 story languages (one file per language). */
import type { LanguageCode } from '../../../shared/catalog.ts';
import type { WishLexicon } from './types.ts';
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

export type { WishLexicon } from './types.ts';

export const LEXICONS: Record<LanguageCode, WishLexicon> = { en, es, fr, de, ar, zh, nl, hi, it, ja, ko, pl, pt, tr };
