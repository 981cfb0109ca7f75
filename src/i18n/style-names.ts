/** Illustration style names in the 14 UI languages. Small; safe in any island. */
import type { IllustrationStyle, LanguageCode } from '../shared/catalog.ts';

/** The illustration style names ('Anime Style', 'Storybook', 'Watercolor', 'Building Blocks') in each UI language. */
export const STYLE_NAMES: Record<IllustrationStyle, Record<LanguageCode, string>> = {
  ghibli: {
    en: 'Anime Style', es: 'Estilo anime', fr: 'Style anime', de: 'Anime-Stil', ar: 'أسلوب الأنمي', zh: '动漫风格', nl: 'Animestijl',
    hi: 'एनीमे शैली', it: 'Stile anime', ja: 'アニメ風', ko: '애니메이션 스타일', pl: 'Styl anime', pt: 'Estilo anime', tr: 'Anime tarzı',
  },
  storybook: {
    en: 'Storybook', es: 'Libro de cuentos', fr: 'Livre d’images', de: 'Bilderbuch', ar: 'كتاب القصص', zh: '绘本', nl: 'Prentenboek',
    hi: 'कहानी की किताब', it: 'Libro illustrato', ja: '絵本', ko: '그림책', pl: 'Książeczka z obrazkami', pt: 'Livro ilustrado', tr: 'Masal kitabı',
  },
  watercolor: {
    en: 'Watercolor', es: 'Acuarela', fr: 'Aquarelle', de: 'Aquarell', ar: 'ألوان مائية', zh: '水彩', nl: 'Waterverf',
    hi: 'जलरंग', it: 'Acquerello', ja: '水彩', ko: '수채화', pl: 'Akwarela', pt: 'Aquarela', tr: 'Suluboya',
  },
  lego: {
    en: 'Building Blocks', es: 'Bloques de construcción', fr: 'Briques de construction', de: 'Bausteine', ar: 'مكعّبات البناء', zh: '积木', nl: 'Bouwblokjes',
    hi: 'बिल्डिंग ब्लॉक्स', it: 'Mattoncini', ja: 'ブロック', ko: '블록', pl: 'Klocki', pt: 'Blocos de montar', tr: 'Yapı blokları',
  },
};

/** An illustration style's name in `locale`; the code itself for an unknown style. */
export const styleName = (code: string, locale: LanguageCode): string => STYLE_NAMES[code as IllustrationStyle]?.[locale] ?? code;

