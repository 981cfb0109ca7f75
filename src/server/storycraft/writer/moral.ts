/**
 * The story's moral, resolved once for the whole story: a catalogue theme as chosen, or the
 * parent's own words mapped to the theme (and, when the words name one plot's lesson, the plot)
 * that teaches them. The pipeline resolves it before the writer runs and passes it down; the
 * writer only resolves a moral a caller handed it unresolved (a bare label).
 */
import { findMoralTheme } from '../../../content/morals/index.ts';
import type { LanguageCode } from '../../../shared/catalog.ts';
import type { MoralChoice } from '../../providers/types.ts';
import { normalise, termsRegex } from '../wishes/match.ts';
import type { StoryWishes } from '../wishes/types.ts';

interface CustomLesson {
  /** The catalogue theme whose line closes the story. */
  theme: string;
  /** The plot that acts the lesson out, when the theme's plots are too broad for it. */
  plot?: string;
  /** Match terms (the wish lexicon's syntax: `word*` = word start; CJK terms match inside words). */
  terms: Record<LanguageCode, readonly string[]>;
}

/**
 * Custom morals the catalogue themes name too broadly, read before the wish lexicon's themes:
 * "it is brave to ask for help" is not the "brave" of believing in yourself nor the "help" of
 * helping others, but a story in which asking is the brave thing. First match in this order wins.
 */
const CUSTOM_LESSONS: readonly CustomLesson[] = [
  {
    theme: 'teamwork',
    plot: 'askHelp',
    terms: {
      en: [
        'ask for help',
        'asks for help',
        'asking for help',
        'asked for help',
        'ask someone for help',
        'ask others for help',
        'ask a grown-up for help',
        'ask for a hand',
        'ask for some help',
        'need help',
        'needing help',
      ],
      de: [
        'um hilfe bitte*',
        'um hilfe zu bitten',
        'um hilfe frag*',
        'um hilfe zu fragen',
        'nach hilfe frag*',
        'bittet um hilfe',
        'bitten um hilfe',
        'hilfe hol*',
        'hilfe zu holen',
        'hilfe annehm*',
        'hilfe brauch*',
      ],
      fr: [
        "demander de l'aide",
        'demander de l’aide',
        "demande de l'aide",
        'demande de l’aide',
        "demandes de l'aide",
        'demandes de l’aide',
        "demander a l'aide",
        "demander l'aide",
        'demander l’aide',
        'demander du secours',
        "besoin d'aide",
        'besoin d’aide',
        'appeler a l’aide',
        "appeler a l'aide",
      ],
      es: [
        'pedir ayuda',
        'pide ayuda',
        'pides ayuda',
        'pidio ayuda',
        'pedimos ayuda',
        'pedir una mano',
        'solicitar ayuda',
        'necesitar ayuda',
        'necesita ayuda',
      ],
      it: ['chiedere aiuto', 'chiede aiuto', 'chiedi aiuto', 'chiedono aiuto', 'chiedere un aiuto', 'domandare aiuto', 'bisogno di aiuto', 'chiedere una mano'],
      nl: [
        'om hulp vragen',
        'om hulp te vragen',
        'vraag om hulp',
        'vraagt om hulp',
        'vragen om hulp',
        'vroeg om hulp',
        'hulp vragen',
        'hulp te vragen',
        'hulp nodig',
      ],
      pt: [
        'pedir ajuda',
        'pede ajuda',
        'pedes ajuda',
        'pediu ajuda',
        'pedimos ajuda',
        'pedir uma mao',
        'solicitar ajuda',
        'precisar de ajuda',
        'precisa de ajuda',
      ],
      pl: [
        'prosic o pomoc',
        'prosi o pomoc',
        'prosze o pomoc',
        'proszenie o pomoc',
        'poprosic o pomoc',
        'poprosi o pomoc',
        'poproszenie o pomoc',
        'o pomoc prosi*',
        'o pomoc popros*',
        'potrzebuje pomocy',
      ],
      tr: ['yardim iste*', 'yardim talep*', 'yardima ihtiyac*'],
      ar: ['طلب المساعدة', 'يطلب المساعدة', 'تطلب المساعدة', 'نطلب المساعدة', 'اطلب المساعدة', 'طلب العون', 'نطلب العون', 'طلب المساعده'],
      hi: ['मदद मांग*', 'मदद माँग*', 'सहायता मांग*', 'सहायता माँग*', 'मदद के लिए कह*', 'मदद लेन*'],
      ja: [
        '助けを求め',
        'たすけをもとめ',
        '助けてと言',
        'たすけてと言',
        'たすけてとい',
        '助けてって言',
        'たすけてってい',
        '手伝ってと',
        'てつだってと',
        '助けを借り',
        'たすけをかり',
        '助けをかり',
        '頼って',
        'たよって',
      ],
      ko: ['도움을 청', '도움을 요청', '도움 요청', '도와달라', '도와 달라', '도와줘', '도와 줘', '도움을 구'],
      zh: ['寻求帮助', '尋求幫助', '求助', '请求帮助', '請求幫助', '请人帮忙', '請人幫忙', '请别人帮忙', '找人帮忙', '开口求', '開口求'],
    },
  },
  {
    theme: 'keeping-promises',
    terms: {
      en: ['promise*'],
      de: ['versprech*', 'versproch*', 'versprich*', 'wort halt*', 'sein wort'],
      fr: ['promesse*', 'promet*', 'promis', 'tenir parole', 'sa parole'],
      es: ['promesa*', 'promet*', 'cumplir su palabra', 'palabra dada'],
      it: ['promess*', 'promett*', 'mantenere la parola'],
      nl: ['belofte*', 'beloof*', 'beloven', 'beloofd', 'woord houden'],
      pt: ['promessa*', 'promet*', 'cumprir a palavra'],
      pl: ['obietnic*', 'obieca*', 'obiecu*', 'dotrzymac slowa', 'dotrzymywac slowa'],
      tr: ['soz ver*', 'sozunu tut*', 'sozunde dur*', 'sozler*', 'sozumu*', 'vaat*'],
      ar: ['وعد', 'الوعد', 'وعود', 'بالوعد', 'بوعده'],
      hi: ['वादा', 'वादे', 'वचन'],
      ja: ['約束', 'やくそく'],
      ko: ['약속'],
      zh: ['承诺', '承諾', '诺言', '諾言', '守信', '信守', '说话算话', '說話算話', '守约', '守約'],
    },
  },
  {
    theme: 'celebrating-differences',
    terms: {
      en: ['different', 'differences', 'difference', 'not the same', 'unique', 'everyone is special'],
      de: ['anders', 'andere sind', 'verschieden*', 'unterschied*', 'einzigartig*'],
      fr: ['different*', 'difference*', 'unique*', 'pas pareil*'],
      es: ['diferente*', 'diferencia*', 'unico*', 'unica*', 'distint*'],
      it: ['divers*', 'differen*', 'unico', 'unica', 'unici', 'uniche'],
      nl: ['anders', 'verschil*', 'uniek*'],
      pt: ['diferente*', 'diferenca*', 'unico*', 'unica*'],
      pl: ['inny', 'inna', 'inni', 'inne', 'innosc*', 'roznic*', 'rozni*', 'wyjatkow*'],
      tr: ['farkli*', 'farkliliklar*', 'benzersiz*', 'herkes ozel'],
      ar: ['مختلف', 'الاختلاف', 'اختلاف', 'الاختلافات', 'الفرق بيننا'],
      hi: ['अलग', 'भिन्न*', 'विविधता', 'अनोख*'],
      ja: ['ちがい', '違い', 'ちがう', '違う', 'ちがって', '違って'],
      ko: ['다름', '다르다', '달라도', '서로 달라', '차이를', '다른 모습'],
      zh: ['不一样', '不一樣', '不同', '差异', '差異', '与众不同', '與眾不同'],
    },
  },
];

const compiled = new Map<string, RegExp | null>();

function customLesson(text: string, language: LanguageCode): CustomLesson | null {
  const norm = normalise(text, language);
  if (!norm.trim()) return null;
  for (const [index, lesson] of CUSTOM_LESSONS.entries()) {
    const id = `${language}|${index}`;
    if (!compiled.has(id)) compiled.set(id, termsRegex(lesson.terms[language] ?? lesson.terms.en, language));
    const re = compiled.get(id);
    if (!re) continue;
    re.lastIndex = 0;
    if (re.test(norm)) return lesson;
  }
  return null;
}

/**
 * The story's moral from the parent's choice: `chosen` is a catalogue key or the parent's own
 * words ('' = no moral). A custom moral becomes the theme (and plot) that teach it: one of the
 * lessons above, else the theme the wishes read it as (`wishes.lesson`), else none. The label is
 * the catalogue label in the story language. Never throws.
 */
export function resolveMoral(chosen: string, language: LanguageCode, wishes: Pick<StoryWishes, 'lesson'> | null): MoralChoice | null {
  const text = chosen.trim();
  if (!text) return null;
  const catalogue = findMoralTheme(text);
  const custom = catalogue ? null : customLesson(text, language);
  const theme = catalogue ?? (custom ? findMoralTheme(custom.theme) : undefined) ?? (wishes?.lesson ? findMoralTheme(wishes.lesson.key) : undefined);
  if (!theme) return null;
  return { key: theme.key, group: theme.group, label: theme.text[language].label, ...(custom?.plot ? { plot: custom.plot } : {}) };
}
