/** The wish lexicons of the 14 story languages (one file per language). */
import type { LanguageCode } from '../../../shared/catalog.ts';
import type { WishLexicon } from './lexicon-types.ts';
import { ar } from '../languages/ar/wishes.ts';
import { de } from '../languages/de/wishes.ts';
import { en } from '../languages/en/wishes.ts';
import { es } from '../languages/es/wishes.ts';
import { fr } from '../languages/fr/wishes.ts';
import { hi } from '../languages/hi/wishes.ts';
import { it } from '../languages/it/wishes.ts';
import { ja } from '../languages/ja/wishes.ts';
import { ko } from '../languages/ko/wishes.ts';
import { nl } from '../languages/nl/wishes.ts';
import { pl } from '../languages/pl/wishes.ts';
import { pt } from '../languages/pt/wishes.ts';
import { tr } from '../languages/tr/wishes.ts';
import { zh } from '../languages/zh/wishes.ts';

export type { WishLexicon } from './lexicon-types.ts';

export const LEXICONS: Record<LanguageCode, WishLexicon> = { en, es, fr, de, ar, zh, nl, hi, it, ja, ko, pl, pt, tr };
