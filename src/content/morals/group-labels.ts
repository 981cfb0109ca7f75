/** Display names of the moral groups in the 14 story languages. */
import type { LanguageCode, MoralGroup } from '../../shared/catalog.ts';

export const MORAL_GROUP_LABELS: Record<MoralGroup, Record<LanguageCode, string>> = {
  'core-values': {
    en: 'Core Values', es: 'Valores esenciales', fr: 'Valeurs essentielles', de: 'Grundwerte', ar: 'القيم الأساسية',
    zh: '核心价值', nl: 'Kernwaarden', hi: 'मूल मूल्य', it: 'Valori fondamentali', ja: 'たいせつな心',
    ko: '기본 가치', pl: 'Podstawowe wartości', pt: 'Valores essenciais', tr: 'Temel değerler',
  },
  'family-values': {
    en: 'Family Values', es: 'Valores familiares', fr: 'Valeurs familiales', de: 'Familienwerte', ar: 'القيم العائلية',
    zh: '家庭价值', nl: 'Gezinswaarden', hi: 'पारिवारिक मूल्य', it: 'Valori di famiglia', ja: 'かぞくのきずな',
    ko: '가족의 가치', pl: 'Wartości rodzinne', pt: 'Valores familiares', tr: 'Aile değerleri',
  },
  'friendship-skills': {
    en: 'Friendship Skills', es: 'Amistad', fr: 'L’amitié', de: 'Freundschaft', ar: 'مهارات الصداقة',
    zh: '友谊之道', nl: 'Vriendschap', hi: 'दोस्ती के गुण', it: 'L’amicizia', ja: 'ともだちづくり',
    ko: '우정 기술', pl: 'Przyjaźń', pt: 'Amizade', tr: 'Arkadaşlık becerileri',
  },
  'emotional-growth': {
    en: 'Emotional Growth', es: 'Crecimiento emocional', fr: 'Grandir avec ses émotions', de: 'Gefühle verstehen',
    ar: 'النمو العاطفي', zh: '情绪成长', nl: 'Emotionele groei', hi: 'भावनात्मक विकास', it: 'Crescita emotiva',
    ja: 'こころのせいちょう', ko: '마음 성장', pl: 'Rozwój emocjonalny', pt: 'Crescimento emocional', tr: 'Duygusal gelişim',
  },
  'overcoming-fears': {
    en: 'Overcoming Fears', es: 'Vencer los miedos', fr: 'Surmonter ses peurs', de: 'Ängste überwinden',
    ar: 'التغلب على المخاوف', zh: '战胜恐惧', nl: 'Angsten overwinnen', hi: 'डर पर जीत', it: 'Superare le paure',
    ja: 'こわいをのりこえる', ko: '두려움 이겨 내기', pl: 'Pokonywanie lęków', pt: 'Vencer os medos', tr: 'Korkuları yenmek',
  },
  'good-habits': {
    en: 'Good Habits', es: 'Buenos hábitos', fr: 'Bonnes habitudes', de: 'Gute Gewohnheiten', ar: 'عادات حسنة',
    zh: '好习惯', nl: 'Goede gewoontes', hi: 'अच्छी आदतें', it: 'Buone abitudini', ja: 'よいしゅうかん',
    ko: '좋은 습관', pl: 'Dobre nawyki', pt: 'Bons hábitos', tr: 'İyi alışkanlıklar',
  },
  'big-picture-values': {
    en: 'Big Picture Values', es: 'Valores para el mundo', fr: 'Valeurs pour le monde', de: 'Werte für die Welt',
    ar: 'قيم من أجل العالم', zh: '世界与我', nl: 'Waarden voor de wereld', hi: 'दुनिया के लिए मूल्य',
    it: 'Valori per il mondo', ja: 'せかいとわたし', ko: '세상을 위한 가치', pl: 'Wartości dla świata',
    pt: 'Valores para o mundo', tr: 'Dünya için değerler',
  },
};
