/**
 * Product catalogues shared by the server and the islands: story languages and
 * illustration styles, each with its code, display name, backend name and description.
 * Pure data, safe to import anywhere.
 */

/** The 14 story languages, by ISO 639-1 code. */
export const LANGUAGE_CODES = ['en', 'es', 'fr', 'de', 'ar', 'zh', 'nl', 'hi', 'it', 'ja', 'ko', 'pl', 'pt', 'tr'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** Story language option: code, display name in its own language, backend name (= code), short description. */
export interface LanguageOption {
  code: LanguageCode;
  /** Name of the language written in that language. */
  displayName: string;
  /** English name, for operators and logs. */
  englishName: string;
  backendName: LanguageCode;
  description: string;
  /** Text direction, for the reader. */
  dir: 'ltr' | 'rtl';
}

export const LANGUAGES: readonly LanguageOption[] = [
  { code: 'en', displayName: 'English', englishName: 'English', backendName: 'en', description: 'Stories in English', dir: 'ltr' },
  { code: 'es', displayName: 'Español', englishName: 'Spanish', backendName: 'es', description: 'Cuentos en español', dir: 'ltr' },
  { code: 'fr', displayName: 'Français', englishName: 'French', backendName: 'fr', description: 'Des histoires en français', dir: 'ltr' },
  { code: 'de', displayName: 'Deutsch', englishName: 'German', backendName: 'de', description: 'Geschichten auf Deutsch', dir: 'ltr' },
  { code: 'ar', displayName: 'العربية', englishName: 'Arabic', backendName: 'ar', description: 'قصص باللغة العربية', dir: 'rtl' },
  { code: 'zh', displayName: '中文', englishName: 'Chinese', backendName: 'zh', description: '中文故事', dir: 'ltr' },
  { code: 'nl', displayName: 'Nederlands', englishName: 'Dutch', backendName: 'nl', description: 'Verhalen in het Nederlands', dir: 'ltr' },
  { code: 'hi', displayName: 'हिन्दी', englishName: 'Hindi', backendName: 'hi', description: 'हिन्दी में कहानियाँ', dir: 'ltr' },
  { code: 'it', displayName: 'Italiano', englishName: 'Italian', backendName: 'it', description: 'Storie in italiano', dir: 'ltr' },
  { code: 'ja', displayName: '日本語', englishName: 'Japanese', backendName: 'ja', description: '日本語のおはなし', dir: 'ltr' },
  { code: 'ko', displayName: '한국어', englishName: 'Korean', backendName: 'ko', description: '한국어 이야기', dir: 'ltr' },
  { code: 'pl', displayName: 'Polski', englishName: 'Polish', backendName: 'pl', description: 'Bajki po polsku', dir: 'ltr' },
  { code: 'pt', displayName: 'Português', englishName: 'Portuguese', backendName: 'pt', description: 'Histórias em português', dir: 'ltr' },
  { code: 'tr', displayName: 'Türkçe', englishName: 'Turkish', backendName: 'tr', description: 'Türkçe masallar', dir: 'ltr' },
];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The 4 illustration styles. */
export const ILLUSTRATION_STYLE_CODES = ['ghibli', 'storybook', 'watercolor', 'lego'] as const;
export type IllustrationStyle = (typeof ILLUSTRATION_STYLE_CODES)[number];

/** Illustration style option. */
export interface IllustrationStyleOption {
  code: IllustrationStyle;
  displayName: string;
  backendName: IllustrationStyle;
  description: string;
}

export const ILLUSTRATION_STYLES: readonly IllustrationStyleOption[] = [
  { code: 'ghibli', displayName: 'Anime Style', backendName: 'ghibli', description: 'Soft painterly skies, lush greens and big expressive eyes.' },
  {
    code: 'storybook',
    displayName: 'Storybook',
    backendName: 'storybook',
    description: 'A classic picture book: ink outlines, warm flat colours, paper texture.',
  },
  { code: 'watercolor', displayName: 'Watercolor', backendName: 'watercolor', description: 'Gentle translucent washes in a pastel palette.' },
  { code: 'lego', displayName: 'Building Blocks', backendName: 'lego', description: 'A bright world built from toy bricks, with minifigure heroes.' },
];

/** Character kinds. */
export const CHARACTER_KINDS = ['human', 'animal', 'object'] as const;
export type CharacterKind = (typeof CHARACTER_KINDS)[number];
export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** The moral groups, in display order. Themes live in src/content/morals. */
export const MORAL_GROUPS = [
  'core-values',
  'family-values',
  'friendship-skills',
  'emotional-growth',
  'overcoming-fears',
  'good-habits',
  'big-picture-values',
] as const;
export type MoralGroup = (typeof MORAL_GROUPS)[number];
