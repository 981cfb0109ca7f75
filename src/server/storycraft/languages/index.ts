/** The per-language template modules of the built-in writer, by story language. */
import type { LanguageCode } from '../../../shared/catalog.ts';
import type { LanguagePack } from '../writer/story-types.ts';
import { ar } from './ar/story.ts';
import { de } from './de/story.ts';
import { en } from './en/story.ts';
import { es } from './es/story.ts';
import { fr } from './fr/story.ts';
import { hi } from './hi/story.ts';
import { it } from './it/story.ts';
import { ja } from './ja/story.ts';
import { ko } from './ko/story.ts';
import { nl } from './nl/story.ts';
import { pl } from './pl/story.ts';
import { pt } from './pt/story.ts';
import { tr } from './tr/story.ts';
import { zh } from './zh/story.ts';

/** Every story language has its own natively written module (SPEC §9: 14 languages). */
export const PACKS: Record<LanguageCode, LanguagePack> = { en, es, fr, de, ar, zh, nl, hi, it, ja, ko, pl, pt, tr };
