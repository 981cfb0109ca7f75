/** The story engine's 14 languages, by story language code; each folder fills ./schema.ts. */
import type { LanguageCode } from '../../../shared/catalog.ts';
import type { LanguagePack } from '../writer/story-types.ts';
import type { StorycraftLanguage } from './schema.ts';
import { ar } from './ar/index.ts';
import { de } from './de/index.ts';
import { en } from './en/index.ts';
import { es } from './es/index.ts';
import { fr } from './fr/index.ts';
import { hi } from './hi/index.ts';
import { it } from './it/index.ts';
import { ja } from './ja/index.ts';
import { ko } from './ko/index.ts';
import { nl } from './nl/index.ts';
import { pl } from './pl/index.ts';
import { pt } from './pt/index.ts';
import { tr } from './tr/index.ts';
import { zh } from './zh/index.ts';

/** Every story language, in the catalogue's order. */
export const LANGUAGES: Record<LanguageCode, StorycraftLanguage> = { en, es, fr, de, ar, zh, nl, hi, it, ja, ko, pl, pt, tr };

const byLanguage = <T>(slot: (language: StorycraftLanguage) => T): Record<LanguageCode, T> =>
  Object.fromEntries(Object.values(LANGUAGES).map((language) => [language.code, slot(language)])) as Record<LanguageCode, T>;

/** The writer's templates, by story language. */
export const PACKS: Record<LanguageCode, LanguagePack> = byLanguage((language) => language.story);
