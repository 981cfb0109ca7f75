/** The per-language template modules of the built-in writer, by story language. */
import type { LanguageCode } from '../../../../../shared/catalog.ts';
import type { LanguagePack } from '../story-types.ts';
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

/** Every story language has its own natively written module (SPEC §9: 14 languages). */
export const PACKS: Record<LanguageCode, LanguagePack> = { en, es, fr, de, ar, zh, nl, hi, it, ja, ko, pl, pt, tr };
